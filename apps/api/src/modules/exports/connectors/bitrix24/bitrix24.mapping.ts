// ExportCompany → Bitrix24 crm.company / crm.contact / crm.deal fields. The CNPJ goes to our own user field
// (UF_CRM_PROSPECTA_CNPJ); the registry facts go to COMMENTS. Company address fields are the legacy flat ones
// crm.company.add still accepts (requisites would need a preset per portal, not in the reference).
import { formatCnpj } from '@prospecta/contracts/cnpj';
import {
  type ContactInput,
  companyPhones,
  displayName,
  e164,
  registryFacts,
  splitName,
} from '../company-outcomes.ts';
import type { ExportCompany } from '../connector.ts';
import type { Bitrix24Options } from './bitrix24.options.ts';

export const CNPJ_FIELD = 'UF_CRM_PROSPECTA_CNPJ';

export const companyNotes = (company: ExportCompany) =>
  registryFacts(company, ['razaoSocial', 'cnpj', 'cnae', 'porte', 'situacao', 'abertura']);

/**
 * On an update the multi-fields (PHONE, EMAIL, WEB) are left out: values sent without their ID are appended,
 * so a re-export would repeat them; what the salesperson edited stays.
 */
export function companyFields(company: ExportCompany, options: Bitrix24Options, creating: boolean) {
  const a = company.address;
  const fields: Record<string, unknown> = {
    TITLE: displayName(company),
    [CNPJ_FIELD]: formatCnpj(company.cnpj),
    ADDRESS: [a.logradouro, a.numero].filter(Boolean).join(', ') || undefined,
    ADDRESS_2: a.complemento ?? undefined,
    ADDRESS_REGION: a.bairro ?? undefined,
    ADDRESS_CITY: a.municipio ?? undefined,
    ADDRESS_PROVINCE: a.uf ?? undefined,
    ADDRESS_POSTAL_CODE: a.cep ?? undefined,
    ADDRESS_COUNTRY: 'Brasil',
    REVENUE: company.revenue ?? undefined,
    CURRENCY_ID: 'BRL',
    COMMENTS: companyNotes(company),
    ASSIGNED_BY_ID: options.assignedById,
  };
  if (!creating) return fields;
  return {
    ...fields,
    COMPANY_TYPE: 'CUSTOMER',
    PHONE: companyPhones(company, options.onlyValidPhones).map((p) => ({
      VALUE: e164(p.number),
      VALUE_TYPE: p.type === 'celular' ? 'MOBILE' : 'WORK',
    })),
    EMAIL: company.email ? [{ VALUE: company.email, VALUE_TYPE: 'WORK' }] : [],
    WEB: company.site ? [{ VALUE: company.site, VALUE_TYPE: 'WORK' }] : [],
  };
}

export function contactFields(contact: ContactInput, companyId: number, options: Bitrix24Options) {
  const { first, last } = splitName(contact.name);
  return {
    NAME: first ?? undefined,
    LAST_NAME: last,
    POST: contact.position ?? undefined,
    COMPANY_ID: companyId,
    ASSIGNED_BY_ID: options.assignedById,
    EMAIL: contact.emails.map((VALUE) => ({ VALUE, VALUE_TYPE: 'WORK' })),
    PHONE: contact.phones.map((p) => ({ VALUE: e164(p.number), VALUE_TYPE: p.mobile ? 'MOBILE' : 'WORK' })),
    WEB: contact.linkedin ? [{ VALUE: contact.linkedin, VALUE_TYPE: 'OTHER' }] : [],
  };
}

export function dealFields(
  company: ExportCompany,
  companyId: number,
  contactId: number | undefined,
  deal: NonNullable<Bitrix24Options['dealSendInformation']>,
  options: Bitrix24Options,
) {
  return {
    TITLE: displayName(company),
    COMPANY_ID: companyId,
    CONTACT_ID: contactId,
    CATEGORY_ID: deal.categoryId,
    STAGE_ID: deal.stageId,
    OPPORTUNITY: deal.opportunity,
    CURRENCY_ID: 'BRL',
    ASSIGNED_BY_ID: options.assignedById,
  };
}
