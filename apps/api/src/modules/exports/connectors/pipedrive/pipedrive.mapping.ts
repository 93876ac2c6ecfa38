// ExportCompany → Pipedrive v2 bodies. CNPJ and the registry facts go to organization custom fields (Pipedrive
// has none of its own for them); the organization has no e-mail or phone, so those go on a person.
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { type ContactInput, displayName } from '../company-outcomes.ts';
import { cnaeText, type ExportCompany } from '../connector.ts';
import type { PipedriveOptions } from './pipedrive.options.ts';

export const CNPJ_FIELD = 'CNPJ';

/** Our organization custom fields, by the name they get in the account. */
export const ORGANIZATION_FIELDS: Record<string, (c: ExportCompany) => string | null> = {
  [CNPJ_FIELD]: (c) => formatCnpj(c.cnpj),
  'Razão social': (c) => c.razaoSocial,
  'CNAE principal': (c) => cnaeText(c),
  Porte: (c) => c.porte,
  'Situação cadastral': (c) => c.situacao,
};

export function organizationBody(
  company: ExportCompany,
  keys: Map<string, string>,
  options: PipedriveOptions,
) {
  const a = company.address;
  const custom: Record<string, string> = {};
  for (const [name, value] of Object.entries(ORGANIZATION_FIELDS)) {
    const key = keys.get(name);
    const v = value(company);
    if (key && v) custom[key] = v;
  }
  const street = [a.logradouro, a.numero, a.complemento].filter(Boolean).join(', ');
  const full = [street, a.bairro, a.municipio && a.uf ? `${a.municipio} - ${a.uf}` : a.municipio, a.cep]
    .filter(Boolean)
    .join(', ');
  return {
    name: displayName(company),
    ...(options.ownerId ? { owner_id: options.ownerId } : {}),
    ...(full
      ? {
          address: {
            value: full,
            route: a.logradouro ?? undefined,
            street_number: a.numero ?? undefined,
            subpremise: a.complemento ?? undefined,
            sublocality: a.bairro ?? undefined,
            locality: a.municipio ?? undefined,
            admin_area_level_1: a.uf ?? undefined,
            postal_code: a.cep ?? undefined,
            country: 'Brasil',
          },
        }
      : {}),
    custom_fields: custom,
  };
}

export function personBody(contact: ContactInput, orgId: number, options: PipedriveOptions) {
  return {
    name: contact.name,
    org_id: orgId,
    ...(options.ownerId ? { owner_id: options.ownerId } : {}),
    emails: contact.emails.map((value, i) => ({ value, primary: i === 0, label: 'work' })),
    phones: contact.phones.map((p, i) => ({
      value: p.number,
      primary: i === 0,
      label: p.mobile ? 'mobile' : 'work',
    })),
    // job_title is a standard person field of the current API (public docs); not in the stored reference.
    ...(contact.position ? { job_title: contact.position } : {}),
  };
}

export function dealBody(
  company: ExportCompany,
  orgId: number,
  personId: number | undefined,
  deal: NonNullable<PipedriveOptions['deal']>,
  options: PipedriveOptions,
) {
  return {
    title: displayName(company),
    org_id: orgId,
    ...(personId ? { person_id: personId } : {}),
    pipeline_id: deal.pipelineId,
    ...(deal.stageId ? { stage_id: deal.stageId } : {}),
    ...(options.ownerId ? { owner_id: options.ownerId } : {}),
    ...(deal.value !== undefined ? { value: deal.value, currency: 'BRL' } : {}),
  };
}
