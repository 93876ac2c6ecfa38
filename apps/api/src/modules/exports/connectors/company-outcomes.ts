// Small pieces the connectors share: one company at a time with its own outcome (a token error, a tool that
// cannot take requests or a cancel stops the batch, anything else fails only that company), the tool's error
// text, phones, names and the registry facts a tool keeps as text.
import { formatCnpj } from '@prospecta/contracts/cnpj';
import {
  type CompanyOutcome,
  type ConnectorContext,
  CrmRequestError,
  CrmTokenError,
  cnaeText,
  type ExportCompany,
} from './connector.ts';

type Result = Omit<CompanyOutcome, 'cnpj'>;

/**
 * The tool cannot take requests now, whatever the company: no answer at all, still throttled after the
 * client's waits (each Retry-After up to 60 s), or down (5xx after 3 retries). The next company would wait as
 * long to fail the same way (a daily limit on a 1 000-company list ran for hours, each company "recusada"), so
 * the export stops with the tool-level reason of `crmFailureReason`, as when a whole batch fails.
 */
export function toolUnavailable(error: unknown): boolean {
  return error instanceof CrmRequestError && (error.status === 0 || error.throttled || error.status >= 500);
}

/**
 * An error that ends the batch (and the export) instead of failing one company: besides the above, a
 * permission the connection lacks or the org's API limit (`refusal`), which every next company would meet too.
 */
export function stopsExport(ctx: ConnectorContext, error: unknown): boolean {
  return (
    error instanceof CrmTokenError ||
    ctx.signal.aborted ||
    toolUnavailable(error) ||
    (error instanceof CrmRequestError && error.refusal !== undefined)
  );
}

const doneBeforeStop = new WeakMap<object, CompanyOutcome[]>();

/** The outcomes of the companies a batch finished before `error` stopped it: they went in (the job records them). */
export function outcomesBeforeStop(error: unknown): CompanyOutcome[] {
  return (typeof error === 'object' && error !== null && doneBeforeStop.get(error)) || [];
}

export async function exportEach(
  ctx: ConnectorContext,
  label: string,
  companies: ExportCompany[],
  one: (company: ExportCompany) => Promise<Result>,
): Promise<CompanyOutcome[]> {
  const outcomes: CompanyOutcome[] = [];
  for (const company of companies) {
    try {
      ctx.signal.throwIfAborted();
      outcomes.push({ cnpj: company.cnpj, ...(await one(company)) });
    } catch (error) {
      if (stopsExport(ctx, error)) {
        if (typeof error === 'object' && error !== null) doneBeforeStop.set(error, outcomes);
        throw error;
      }
      // A refusal of this company's data (4xx): it fails alone, the next one goes on.
      const reason = failureReason(label, error);
      ctx.log(`${company.cnpj}: ${reason}`);
      outcomes.push({ cnpj: company.cnpj, status: 'failed', error: reason });
    }
  }
  return outcomes;
}

/** The text a user reads in the partial-success notification. */
export function failureReason(label: string, error: unknown): string {
  if (error instanceof CrmRequestError) {
    if (error.status === 0) return `Não foi possível conectar ao ${label}`;
    const detail = toolMessage(error.body);
    return `${label} recusou a empresa (HTTP ${error.status})${detail ? `: ${detail}` : ''}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The message inside the error bodies of the tools ({error}, {error:{message}}, {message}, {errors:…}). */
export function toolMessage(body: unknown): string | null {
  if (typeof body === 'string') return body.slice(0, 300) || null;
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (typeof b.error === 'string') return b.error;
  if (b.error && typeof b.error === 'object') return toolMessage(b.error);
  if (typeof b.message === 'string') return b.message;
  if (typeof b.Message === 'string') return b.Message;
  if (Array.isArray(b.errors))
    return (
      b.errors
        .map((e) => toolMessage(e) ?? '')
        .filter(Boolean)
        .join('; ') || null
    );
  if (b.errors && typeof b.errors === 'object') {
    const parts = Object.entries(b.errors as Record<string, unknown>).map(
      ([field, messages]) => `${field}: ${Array.isArray(messages) ? messages.join(', ') : String(messages)}`,
    );
    return parts.join('; ') || null;
  }
  return null;
}

export function companyPhones(company: ExportCompany, onlyValidPhones: boolean): ExportCompany['phones'] {
  return onlyValidPhones ? company.phones.filter((p) => p.valid === true) : company.phones;
}

export function displayName(company: ExportCompany): string {
  return company.nomeFantasia?.trim() || company.razaoSocial;
}

/** A Brazilian number (DDD and number, digits only) in E.164. */
export const e164 = (number: string) => `+55${number}`;

/** A person's name as first and last name, for tools that want both (a single word is the last name). */
export function splitName(name: string): { first: string | null; last: string } {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1
    ? { first: parts[0] as string, last: parts.slice(1).join(' ') }
    : { first: null, last: name.trim() };
}

/** Street and number, then complement and neighbourhood: "Rua X, 10 - Sala 2 - Centro" (null when empty). */
export function streetLine(address: ExportCompany['address']): string | null {
  const a = address;
  return (
    [[a.logradouro, a.numero].filter(Boolean).join(', '), a.complemento, a.bairro]
      .filter(Boolean)
      .join(' - ') || null
  );
}

const FACTS = {
  cnpj: ['CNPJ', (c) => formatCnpj(c.cnpj)],
  razaoSocial: ['Razão social', (c) => c.razaoSocial],
  cnae: ['CNAE principal', cnaeText],
  porte: ['Porte', (c) => c.porte],
  situacao: ['Situação cadastral', (c) => c.situacao],
  abertura: ['Abertura', (c) => c.abertura],
} satisfies Record<string, [string, (company: ExportCompany) => string | null]>;

/** The facts of a CRM record's description (Salesforce, Zoho, HubSpot). */
export const DESCRIPTION_FACTS = ['razaoSocial', 'cnae', 'porte', 'situacao', 'abertura'] as const;

/**
 * The registry facts a tool keeps as text (a description, notes, annotations): one "Label: value" line per
 * fact asked for, in that order, the empty ones left out; `extra` lines go after them.
 */
export function registryFacts(
  company: ExportCompany,
  facts: readonly (keyof typeof FACTS)[],
  extra: readonly [string, string | null][] = [],
): string {
  const lines: [string, string | null][] = facts.map((key) => {
    const [label, value] = FACTS[key];
    return [label, value(company)];
  });
  return [...lines, ...extra]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** Case, accents and spacing do not make two names different. */
export function sameName(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (s: string) =>
    s.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return !!a && !!b && norm(a) === norm(b);
}

/** An existing contact of the company that stands for this decision maker: same e-mail, else same name. */
export function findContact<T>(
  existing: T[],
  contact: { name: string; emails: string[] },
  read: (item: T) => { name: string | null | undefined; emails: (string | null | undefined)[] },
): T | undefined {
  const emails = contact.emails.map((e) => e.toLowerCase());
  return (
    existing.find((item) => read(item).emails.some((e) => !!e && emails.includes(e.toLowerCase()))) ??
    existing.find((item) => sameName(read(item).name, contact.name))
  );
}

/** A person to create at the tool, from a decision maker or from the company's own e-mail and phones. */
export type ContactInput = {
  name: string;
  position: string | null;
  emails: string[];
  phones: { number: string; mobile: boolean }[];
  linkedin: string | null;
};

const isMobile = (number: string) => /^\d{2}9\d{8}$/.test(number);

/**
 * The decision makers, then (when `withCompanyContact`, for tools whose company record has no e-mail or phone
 * fields) a contact named after the company holding its e-mail and phones. `onlyValidPhones` filters the
 * company phones, the only ones with a validity; a decision maker's phone is kept.
 */
export function companyContacts(
  company: ExportCompany,
  onlyValidPhones: boolean,
  withCompanyContact: boolean,
): ContactInput[] {
  const people: ContactInput[] = company.decisionMakers.map((dm) => ({
    name: dm.name,
    position: dm.position,
    emails: dm.email ? [dm.email] : [],
    phones: dm.phone ? [{ number: dm.phone, mobile: isMobile(dm.phone) }] : [],
    linkedin: dm.linkedin,
  }));
  const phones = companyPhones(company, onlyValidPhones).map((p) => ({
    number: p.number,
    mobile: p.type === 'celular',
  }));
  if (withCompanyContact && (company.email || phones.length > 0)) {
    people.push({
      name: displayName(company),
      position: null,
      emails: company.email ? [company.email] : [],
      phones,
      linkedin: null,
    });
  }
  return people;
}
