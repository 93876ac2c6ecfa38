// ExportCompany → HubSpot company / contact / deal properties (HubSpot's standard internal names; the CNPJ in
// our unique `cnpj` property, the registry facts in the description).
import { formatCnpj } from '@prospecta/contracts/cnpj';
import {
  type ContactInput,
  companyPhones,
  DESCRIPTION_FACTS,
  displayName,
  e164,
  registryFacts,
  splitName,
} from '../company-outcomes.ts';
import type { ExportCompany } from '../connector.ts';
import type { HubspotOptions } from './hubspot.options.ts';
import { ASSOCIATION, CNPJ_PROPERTY } from './hubspot-api.ts';

type Properties = Record<string, string>;

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
    description: registryFacts(company, DESCRIPTION_FACTS),
    hubspot_owner_id: options.ownerId,
  });
}

export function contactBody(contact: ContactInput, companyId: string, options: HubspotOptions) {
  const { first, last } = splitName(contact.name);
  const mobile = contact.phones.find((p) => p.mobile);
  const work = contact.phones.find((p) => !p.mobile);
  return {
    properties: strings({
      firstname: first,
      lastname: last,
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
