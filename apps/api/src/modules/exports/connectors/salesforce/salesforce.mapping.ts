// ExportCompany → Salesforce Account / Contact / Opportunity records (standard API names; the CNPJ in the
// chosen custom External ID field, the registry facts in Description).
import { formatCnpj } from '@prospecta/contracts/cnpj';
import {
  type ContactInput,
  companyPhones,
  DESCRIPTION_FACTS,
  displayName,
  e164,
  registryFacts,
  splitName,
  streetLine,
} from '../company-outcomes.ts';
import type { ExportCompany } from '../connector.ts';
import type { SalesforceOptions } from './salesforce.options.ts';
import type { SObject } from './salesforce-api.ts';

const owner = (options: SalesforceOptions) => (options.ownerId ? { OwnerId: options.ownerId } : {});

export function accountRecord(company: ExportCompany, options: SalesforceOptions): SObject {
  const a = company.address;
  const phone = companyPhones(company, options.onlyValidPhones)[0];
  const record: SObject = {
    [options.cnpjField]: formatCnpj(company.cnpj),
    Name: displayName(company),
    Phone: phone ? e164(phone.number) : null,
    Website: company.site,
    BillingStreet: streetLine(a),
    BillingCity: a.municipio,
    BillingState: a.uf,
    BillingPostalCode: a.cep,
    BillingCountry: 'Brasil',
    NumberOfEmployees: company.employees,
    AnnualRevenue: company.revenue,
    Description: registryFacts(company, DESCRIPTION_FACTS),
    ...owner(options),
  };
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined));
}

export function contactRecord(contact: ContactInput, accountId: string, options: SalesforceOptions): SObject {
  const { first, last } = splitName(contact.name);
  const mobile = contact.phones.find((p) => p.mobile);
  const work = contact.phones.find((p) => !p.mobile);
  const record: SObject = {
    AccountId: accountId,
    FirstName: first,
    LastName: last,
    Title: contact.position,
    Email: contact.emails[0] ?? null,
    Phone: work ? e164(work.number) : null,
    MobilePhone: mobile ? e164(mobile.number) : null,
    Description: contact.linkedin ? `LinkedIn: ${contact.linkedin}` : null,
    ...owner(options),
  };
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null));
}

export function opportunityRecord(
  company: ExportCompany,
  accountId: string,
  opportunity: NonNullable<SalesforceOptions['opportunity']>,
  options: SalesforceOptions,
  today = new Date(),
): SObject {
  const close = new Date(today.getTime() + opportunity.closeInDays * 86_400_000);
  return {
    Name: displayName(company),
    AccountId: accountId,
    StageName: opportunity.stageName,
    CloseDate: close.toISOString().slice(0, 10),
    ...(opportunity.amount !== undefined ? { Amount: opportunity.amount } : {}),
    ...owner(options),
  };
}
