// ExportCompany → HubSpot company / contact / deal properties (HubSpot's standard internal names; the CNPJ in
// our unique `cnpj` property, the registry facts in the description).
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { type ContactInput, companyPhones, displayName } from '../company-outcomes.ts';
import type { ExportCompany } from '../connector.ts';
import type { HubspotOptions } from './hubspot.options.ts';
import { ASSOCIATION, CNPJ_PROPERTY } from './hubspot-api.ts';

type Properties = Record<string, string>;

const e164 = (number: string) => `+55${number}`;
const strings = (record: Record<string, string | number | null | undefined>): Properties =>
  Object.fromEntries(
    Object.entries(record)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
const link = (id: string, typeId: number) => ({
  to: { id },
  types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: typeId }],
});

export function description(company: ExportCompany): string {
  const lines: [string, string | null][] = [
    ['Razão social', company.razaoSocial],
    [
      'CNAE principal',
      company.cnaePrincipal && `${company.cnaePrincipal.code} - ${company.cnaePrincipal.description}`,
    ],
    ['Porte', company.porte],
    ['Situação cadastral', company.situacao],
    ['Abertura', company.abertura],
  ];
  return lines
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}

const domainOf = (site: string | null) => {
  if (!site) return null;
  try {
    return new URL(/^https?:\/\//.test(site) ? site : `https://${site}`).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
};

export const cnpjValue = (company: ExportCompany) => formatCnpj(company.cnpj);

export function companyProperties(company: ExportCompany, options: HubspotOptions): Properties {
  const a = company.address;
  const phone = companyPhones(company, options.onlyValidPhones)[0];
  return strings({
    [CNPJ_PROPERTY]: cnpjValue(company),
    name: displayName(company),
    domain: domainOf(company.site),
    website: company.site,
    phone: phone && e164(phone.number),
    address: [a.logradouro, a.numero].filter(Boolean).join(', '),
    address2: [a.complemento, a.bairro].filter(Boolean).join(' - '),
    city: a.municipio,
    state: a.uf,
    zip: a.cep,
    country: 'Brasil',
    numberofemployees: company.employees,
    annualrevenue: company.revenue,
    description: description(company),
    hubspot_owner_id: options.ownerId,
  });
}

export function contactBody(contact: ContactInput, companyId: string, options: HubspotOptions) {
  const parts = contact.name.trim().split(/\s+/);
  const mobile = contact.phones.find((p) => p.mobile);
  const work = contact.phones.find((p) => !p.mobile);
  return {
    properties: strings({
      firstname: parts.length > 1 ? parts[0] : null,
      lastname: parts.length > 1 ? parts.slice(1).join(' ') : contact.name.trim(),
      email: contact.emails[0],
      jobtitle: contact.position,
      phone: work && e164(work.number),
      mobilephone: mobile && e164(mobile.number),
      hubspot_owner_id: options.ownerId,
    }),
    associations: [link(companyId, ASSOCIATION.contactToCompany)],
  };
}

export function dealBody(
  company: ExportCompany,
  companyId: string,
  contactId: string | undefined,
  deal: NonNullable<HubspotOptions['deal']>,
  options: HubspotOptions,
) {
  return {
    properties: strings({
      dealname: displayName(company),
      pipeline: deal.pipelineId,
      dealstage: deal.stageId,
      amount: deal.amount,
      hubspot_owner_id: options.ownerId,
    }),
    associations: [
      link(companyId, ASSOCIATION.dealToCompany),
      ...(contactId ? [link(contactId, ASSOCIATION.dealToContact)] : []),
    ],
  };
}
