// ExportCompany → RD Station CRM v1 bodies (each wrapped in its entity name). The organization has no e-mail
// or phone fields, so the company's go on a contact named after it; the CNPJ goes to a custom field.
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { type ContactInput, displayName, registryFacts } from '../company-outcomes.ts';
import type { ExportCompany } from '../connector.ts';
import type { RdstationOptions } from './rdstation.options.ts';

export const cnpjValue = (company: ExportCompany) => formatCnpj(company.cnpj);

/** `name`: the organization's (its own when it exists, a distinguishing one when another company holds the company's). */
export function organizationBody(
  company: ExportCompany,
  cnpjFieldId: string,
  options: RdstationOptions,
  name = displayName(company),
) {
  const a = company.address;
  const address = [a.logradouro, a.numero, a.bairro, a.municipio, a.uf, a.cep].filter(Boolean).join(', ');
  const resume = registryFacts(
    company,
    ['razaoSocial', 'cnae', 'porte', 'situacao'],
    [['Endereço', a.municipio ? address : null]],
  );
  return {
    organization: {
      name,
      ...(company.site ? { url: company.site } : {}),
      resume,
      ...(options.ownerId ? { user_id: options.ownerId } : {}),
      organization_custom_fields: [{ custom_field_id: cnpjFieldId, value: cnpjValue(company) }],
    },
  };
}

export function contactBody(contact: ContactInput, organizationId: string) {
  return {
    contact: {
      name: contact.name,
      ...(contact.position ? { title: contact.position } : {}),
      emails: contact.emails.map((email) => ({ email })),
      phones: contact.phones.map((p) => ({ phone: p.number, type: p.mobile ? 'cellphone' : 'work' })),
      organization_id: organizationId,
    },
  };
}

export function dealBody(
  company: ExportCompany,
  organizationId: string,
  deal: NonNullable<RdstationOptions['deal']>,
  options: RdstationOptions,
) {
  return {
    deal: {
      name: displayName(company),
      deal_stage_id: deal.stageId,
      ...(options.ownerId ? { user_id: options.ownerId } : {}),
      ...(deal.amount !== undefined ? { amount_total: deal.amount } : {}),
    },
    organization: { _id: organizationId },
  };
}
