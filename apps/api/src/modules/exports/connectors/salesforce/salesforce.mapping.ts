// ExportCompany → Salesforce Account / Contact / Opportunity records (standard API names; the CNPJ in the
// chosen custom External ID field, the registry facts in Description).
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { type ContactInput, companyPhones, displayName } from '../company-outcomes.ts';
import type { ExportCompany } from '../connector.ts';
import type { SalesforceOptions } from './salesforce.options.ts';
import type { SObject } from './salesforce-api.ts';

const e164 = (number: string) => `+55${number}`;
const owner = (options: SalesforceOptions) => (options.ownerId ? { OwnerId: options.ownerId } : {});

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

export function accountRecord(company: ExportCompany, options: SalesforceOptions): SObject {
  const a = company.address;
  const phone = companyPhones(company, options.onlyValidPhones)[0];
  const street = [[a.logradouro, a.numero].filter(Boolean).join(', '), a.complemento, a.bairro]
    .filter(Boolean)
    .join(' - ');
  const record: SObject = {
    [options.cnpjField]: formatCnpj(company.cnpj),
    Name: displayName(company),
    Phone: phone ? e164(phone.number) : null,
    Website: company.site,
    BillingStreet: street || null,
    BillingCity: a.municipio,
    BillingState: a.uf,
    BillingPostalCode: a.cep,
    BillingCountry: 'Brasil',
    NumberOfEmployees: company.employees,
    AnnualRevenue: company.revenue,
    Description: description(company),
    ...owner(options),
  };
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined));
}

export function splitName(name: string): { first: string | null; last: string } {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1
    ? { first: parts[0] as string, last: parts.slice(1).join(' ') }
    : { first: null, last: name.trim() };
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
