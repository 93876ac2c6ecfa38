// ExportCompany → Zoho CRM Accounts / Contacts / Deals records (standard API names from Zoho's public docs,
// not re-checked in the reference); the CNPJ in the account's CNPJ custom field, registry facts in Description.
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
import type { ZohoOptions } from './zoho.options.ts';

type ZohoRecord = Record<string, unknown>;

const owner = (options: ZohoOptions) => (options.ownerId ? { Owner: { id: options.ownerId } } : {});
const defined = (record: ZohoRecord) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined && v !== ''));

export function accountRecord(company: ExportCompany, cnpjField: string, options: ZohoOptions): ZohoRecord {
  const a = company.address;
  const phone = companyPhones(company, options.onlyValidPhones)[0];
  return defined({
    [cnpjField]: formatCnpj(company.cnpj),
    Account_Name: displayName(company),
    Phone: phone && e164(phone.number),
    Website: company.site,
    Billing_Street: streetLine(a),
    Billing_City: a.municipio,
    Billing_State: a.uf,
    Billing_Code: a.cep,
    Billing_Country: 'Brasil',
    Employees: company.employees,
    Annual_Revenue: company.revenue,
    Description: registryFacts(company, DESCRIPTION_FACTS),
    ...owner(options),
  });
}

export function contactRecord(contact: ContactInput, accountId: string, options: ZohoOptions): ZohoRecord {
  const { first, last } = splitName(contact.name);
  const mobile = contact.phones.find((p) => p.mobile);
  const work = contact.phones.find((p) => !p.mobile);
  return defined({
    First_Name: first,
    Last_Name: last,
    Title: contact.position,
    Email: contact.emails[0],
    Phone: work && e164(work.number),
    Mobile: mobile && e164(mobile.number),
    Account_Name: { id: accountId },
    Description: contact.linkedin && `LinkedIn: ${contact.linkedin}`,
    ...owner(options),
  });
}

export function dealRecord(
  company: ExportCompany,
  accountId: string,
  deal: NonNullable<ZohoOptions['deal']>,
  options: ZohoOptions,
  today = new Date(),
): ZohoRecord {
  return defined({
    Deal_Name: displayName(company),
    Stage: deal.stage,
    Pipeline: deal.pipeline,
    Closing_Date: new Date(today.getTime() + deal.closingInDays * 86_400_000).toISOString().slice(0, 10),
    Amount: deal.amount,
    Account_Name: { id: accountId },
    ...owner(options),
  });
}
