// Salesforce: Accounts upserted by the CNPJ External ID field in one sObject Collections call per batch, the
// decision makers and the company's e-mail/phones as Contacts of the Account (existing ones matched by e-mail
// or name, never duplicated), and an Opportunity per company when asked. Every collection call is
// allOrNone=false, so a record Salesforce refuses fails its company alone with Salesforce's message.
import { companyContacts, displayName, findContact } from '../company-outcomes.ts';
import {
  type CompanyOutcome,
  type ConnectorContext,
  type CrmConnector,
  CrmRequestError,
  type ExportCompany,
} from '../connector.ts';
import { accountRecord, contactRecord, opportunityRecord } from './salesforce.mapping.ts';
import { type SalesforceOptions, salesforceOptionsSchema } from './salesforce.options.ts';
import {
  type SalesforceApi,
  type SaveResult,
  type SObject,
  salesforceApi,
  salesforceReason,
  salesforceThrottled,
  salesforceTokenError,
  soqlString,
} from './salesforce-api.ts';

type Saved = { company: ExportCompany; id: string; created: boolean; outcome: CompanyOutcome };
type Contact = {
  Id: string;
  AccountId: string;
  FirstName: string | null;
  LastName: string;
  Email: string | null;
};
type Opportunity = { Id: string; AccountId: string; Name: string };

const missingField = (field: string) =>
  `O campo ${field} não existe na Conta (Account) do Salesforce: crie-o como texto marcado como ID externo antes de exportar`;

async function upsertAccounts(api: SalesforceApi, companies: ExportCompany[], options: SalesforceOptions) {
  let results: SaveResult[];
  try {
    results = await api.collection(
      'Account',
      companies.map((c) => accountRecord(c, options)),
      options.cnpjField,
    );
  } catch (error) {
    const body = error instanceof CrmRequestError && Array.isArray(error.body) ? error.body : [];
    if (
      body.some((e) =>
        ['INVALID_FIELD', 'NOT_FOUND', 'INVALID_FIELD_FOR_INSERT_UPDATE'].includes(e?.errorCode),
      )
    )
      throw new Error(missingField(options.cnpjField));
    throw error;
  }
  return companies.map((company, i): Saved | CompanyOutcome => {
    const result = results[i];
    if (!result?.success || !result.id)
      return { cnpj: company.cnpj, status: 'failed', error: salesforceReason('a empresa', result) };
    const created = result.created === true;
    const outcome: CompanyOutcome = {
      cnpj: company.cnpj,
      status: created ? 'created' : 'updated',
      externalId: result.id,
      contacts: 0,
      deals: 0,
    };
    return { company, id: result.id, created, outcome };
  });
}

/** Records of the Accounts that already existed (a new Account has none). */
async function existing<T extends SObject>(api: SalesforceApi, fields: string, type: string, saved: Saved[]) {
  const ids = saved.filter((s) => !s.created).map((s) => soqlString(s.id));
  if (ids.length === 0) return [];
  return api.query<T>(`SELECT ${fields} FROM ${type} WHERE AccountId IN (${ids.join(', ')})`);
}

function fail(s: Saved, reason: string) {
  s.outcome = { ...s.outcome, status: 'failed', error: reason };
}

async function exportBatch(ctx: ConnectorContext, companies: ExportCompany[]): Promise<CompanyOutcome[]> {
  const options = salesforceOptionsSchema.parse(ctx.options);
  const api = salesforceApi(ctx, options.domainUrl);
  const rows = await upsertAccounts(api, companies, options);
  const saved = rows.filter((r): r is Saved => 'company' in r);

  const people = await existing<Contact>(api, 'Id, AccountId, FirstName, LastName, Email', 'Contact', saved);
  const pending: { s: Saved; record: SObject }[] = [];
  for (const s of saved) {
    const mine = people.filter((p) => p.AccountId === s.id);
    for (const contact of companyContacts(s.company, options.onlyValidPhones, true)) {
      s.outcome.contacts = (s.outcome.contacts ?? 0) + 1;
      const found = findContact(mine, contact, (p) => ({
        name: [p.FirstName, p.LastName].filter(Boolean).join(' '),
        emails: [p.Email],
      }));
      if (!found) pending.push({ s, record: contactRecord(contact, s.id, options) });
    }
  }
  const created = await api.collection(
    'Contact',
    pending.map((p) => p.record),
  );
  pending.forEach(({ s }, i) => {
    if (created[i]?.success) return;
    s.outcome.contacts = (s.outcome.contacts ?? 1) - 1;
    fail(s, salesforceReason('um contato da empresa', created[i]));
  });

  const opportunity = options.opportunity;
  if (opportunity) {
    const open = await existing<Opportunity>(api, 'Id, AccountId, Name', 'Opportunity', saved);
    const missing = saved.filter(
      (s) => !open.some((o) => o.AccountId === s.id && o.Name === displayName(s.company)),
    );
    const results = await api.collection(
      'Opportunity',
      missing.map((s) => opportunityRecord(s.company, s.id, opportunity, options)),
    );
    missing.forEach((s, i) => {
      if (results[i]?.success) s.outcome.deals = 1;
      else fail(s, salesforceReason('a oportunidade da empresa', results[i]));
    });
  }
  return rows.map((r) => ('company' in r ? r.outcome : r));
}

export const salesforceConnector: CrmConnector = {
  tool: 'salesforce',
  label: 'Salesforce',
  optionsSchema: salesforceOptionsSchema,
  missingCredentialsMessage: (c) => {
    if (!c.accessToken) return 'Você ainda não está autenticado no Salesforce';
    if (!c.instanceUrl)
      return 'A url de domínio está vazio em sua configuração de integração. Preencha antes de prosseguir';
    return null;
  },
  // Up to 3 contacts a company: 50 companies keep the Account and Contact calls within one collection of 200.
  batchSize: 50,
  exportBatch,
  isThrottled: salesforceThrottled,
  isTokenError: salesforceTokenError,
};
