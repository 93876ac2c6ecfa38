// The company tool's form, pure: its values from the lookup's answer, the request of what was edited (only
// that), the messages of the contract beside each field, and how a correction and the reports are captioned.
import {
  ADMIN_COMPANY_MESSAGES,
  type AdminCompanyResponse,
  type CorrectionField,
  MAX_CORRECTED_PHONES,
  type UpdateCompanyRequest,
  updateCompanyRequestSchema,
} from '@prospecta/contracts/admin-companies-api';
import { formatCnpj, isValidCnpj, normalizeDocument } from '@prospecta/contracts/cnpj';
import { formatPhone } from '@/features/company/lib/company-format';
import { formatDateTime } from '@/lib/format';

export type CorrectionFormValues = {
  site: string;
  linkedin: string;
  email: string;
  /** Always MAX_CORRECTED_PHONES entries; empty ones are left out. */
  telefones: string[];
};
export type CorrectionFormErrors = Partial<Record<CorrectionField | `telefones.${number}`, string>>;

/** The CNPJ typed in the search box, normalised; null (with the contract's message) when its digits fail. */
export function readCnpj(typed: string): { cnpj: string } | { error: string } {
  const cnpj = normalizeDocument(typed);
  return isValidCnpj(cnpj) ? { cnpj } : { error: 'CNPJ inválido' };
}

/** What customers see of each field, as the form starts (phones formatted, blanks up to the limit). */
export function formValuesOf(answer: AdminCompanyResponse): CorrectionFormValues {
  const { company } = answer;
  const phones = company.telefones.map((p) => formatPhone(p.numero)).slice(0, MAX_CORRECTED_PHONES);
  return {
    site: company.site ?? '',
    linkedin: company.linkedin ?? '',
    email: company.email ?? '',
    telefones: [...phones, ...Array(MAX_CORRECTED_PHONES - phones.length).fill('')],
  };
}

const digits = (value: string) => value.replace(/\D/g, '');
const filledPhones = (values: CorrectionFormValues) => values.telefones.filter((p) => p.trim() !== '');

/** The fields whose value differs from what the form started with (phones compared by their digits). */
export function editedFields(start: CorrectionFormValues, now: CorrectionFormValues): CorrectionField[] {
  const edited: CorrectionField[] = [];
  for (const field of ['site', 'linkedin', 'email'] as const) {
    if (start[field].trim() !== now[field].trim()) edited.push(field);
  }
  const phones = (values: CorrectionFormValues) => filledPhones(values).map(digits).join(',');
  if (phones(start) !== phones(now)) edited.push('telefones');
  return edited;
}

/** The PATCH body of the edited fields only; null when nothing was edited. */
export function updateRequestOf(
  cnpj: string,
  start: CorrectionFormValues,
  now: CorrectionFormValues,
): UpdateCompanyRequest | null {
  const edited = editedFields(start, now);
  if (edited.length === 0) return null;
  const body: UpdateCompanyRequest = { cnpj };
  if (edited.includes('site')) body.website_url = now.site.trim();
  if (edited.includes('linkedin')) body.linkedin_url = now.linkedin.trim();
  if (edited.includes('email')) body.email = now.email.trim();
  if (edited.includes('telefones')) body.phones = filledPhones(now);
  return body;
}

const FIELD_OF_KEY: Record<string, CorrectionField> = {
  website_url: 'site',
  linkedin_url: 'linkedin',
  email: 'email',
  phones: 'telefones',
};

/** The contract's messages beside their fields (a phone's beside that phone), before anything is sent. */
export function formErrors(body: UpdateCompanyRequest, now: CorrectionFormValues): CorrectionFormErrors {
  const result = updateCompanyRequestSchema.safeParse(body);
  if (result.success) return {};
  const errors: CorrectionFormErrors = {};
  const filled = now.telefones.flatMap((p, i) => (p.trim() === '' ? [] : [i]));
  for (const issue of result.error.issues) {
    const [key, index] = issue.path;
    const field = FIELD_OF_KEY[String(key)];
    if (!field) continue;
    if (field === 'telefones' && typeof index === 'number') {
      errors[`telefones.${filled[index] ?? index}`] ??= issue.message;
    } else errors[field] ??= issue.message;
  }
  return errors;
}

/** A refusal of the server beside its field, by its message (the API answers the contract's own words). */
export function fieldOfServerMessage(message: string): CorrectionField | null {
  const M = ADMIN_COMPANY_MESSAGES;
  if (message === M.invalidWebsite) return 'site';
  if (message === M.invalidLinkedin) return 'linkedin';
  if (message === M.invalidEmail) return 'email';
  if (message === M.invalidPhone || message === M.repeatedPhone || message === M.tooManyPhones)
    return 'telefones';
  return null;
}

/** The mark of a corrected field: a value staff set, or one they took away. */
export const correctionBadge = (correction: AdminCompanyResponse['corrections'][number]): string =>
  correction.action === 'remove' ? 'Removido pela equipe' : 'Corrigido pela equipe';

/** Who and when, beside the mark: "por Ana Lima, em 30/11/2026 às 14:03". */
export function correctionCaption(correction: AdminCompanyResponse['corrections'][number]): string {
  return `por ${correction.by?.name ?? 'um usuário removido'}, em ${formatDateTime(correction.at)}`;
}

/** The registry's value of a field, as the form shows it under the field. */
export function registryText(answer: AdminCompanyResponse, field: CorrectionField): string {
  const values = answer.registry[field];
  if (field === 'linkedin') return 'A Receita Federal não tem LinkedIn';
  if (values.length === 0) return 'Receita Federal: sem dado';
  const shown = field === 'telefones' ? values.map(formatPhone) : values;
  return `Receita Federal: ${shown.join(', ')}`;
}

/** Reports sent after the company's last correction (the ones still to act on); all of them without one. */
export function openReports(answer: AdminCompanyResponse): Set<string> {
  const last = answer.history[0]?.at;
  return new Set(answer.reports.filter((r) => !last || r.at > last).map((r) => r.id));
}

/** The report's fields as the customer chose them in "Reportar dado incorreto". */
const REPORT_FIELD_LABELS: Record<string, string> = {
  telefone: 'Telefone',
  email: 'E-mail',
  endereco: 'Endereço',
  site: 'Site',
  decisores: 'Decisores',
  porte: 'Porte ou faturamento',
};
export const reportFieldLabel = (field: string) => REPORT_FIELD_LABELS[field] ?? field;

export const companyTitle = (answer: AdminCompanyResponse) =>
  `${answer.company.nome_fantasia ?? answer.company.razao_social ?? 'Empresa sem nome'} · ${formatCnpj(answer.company.cnpj)}`;

const shownValues = (field: CorrectionField, values: readonly string[]) =>
  values.length === 0 ? 'nada' : (field === 'telefones' ? values.map(formatPhone) : values).join(', ');

/**
 * A change of the log in words: "de X para Y", "removido (era X)", "desfeita: volta o dado da Receita Federal";
 * a verification "Conferido: nada a corrigir", with the note told to the reporters.
 */
export function changeText(change: AdminCompanyResponse['history'][number]): string {
  if (change.field === null) return `Conferido: nada a corrigir${change.note ? ` (“${change.note}”)` : ''}`;
  const before = shownValues(change.field, change.previous);
  if (change.action === 'undo') return `Correção desfeita (era ${before}): volta o dado da Receita Federal`;
  if (change.action === 'remove') return `Removido (era ${before})`;
  return `De ${before} para ${shownValues(change.field, change.values)}`;
}
