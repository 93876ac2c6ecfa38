// Zoho CRM: Accounts upserted by the CNPJ custom field (created on first use) in one upsert call per batch,
// the decision makers and the company's e-mail/phones as Contacts of the Account (existing ones, read from the
// Account's related list, matched by e-mail or name), and a Deal per company when asked. Zoho answers each
// record on its own, so a refused company fails alone with Zoho's message.
import { EXPORT_TOOL_NAMES } from '@prospecta/contracts/exports-api';
import {
  companyContacts,
  displayName,
  failureReason,
  findContact,
  stopsExport,
} from '../company-outcomes.ts';
import type { CompanyOutcome, ConnectorContext, CrmConnector, ExportCompany } from '../connector.ts';
import { accountRecord, contactRecord, dealRecord } from './zoho.mapping.ts';
import { zohoOptionsSchema } from './zoho.options.ts';
import { cnpjFieldName, type ZohoApi, zohoApi, zohoReason, zohoTokenError } from './zoho-api.ts';

type Saved = { company: ExportCompany; id: string; created: boolean; outcome: CompanyOutcome };
type Contact = { id: string; First_Name: string | null; Last_Name: string; Email: string | null };
type Deal = { id: string; Deal_Name: string };

const ok = (r: { status?: string } | undefined) => r?.status === 'success';

function fail(s: Saved, reason: string) {
  s.outcome = { ...s.outcome, status: 'failed', error: reason };
}

/** A related list of an updated Account (none for a new one); a refused read fails that company only. */
async function related<T>(ctx: ConnectorContext, api: ZohoApi, s: Saved, list: string, fields: string) {
  if (s.created) return [];
  try {
    return await api.related<T>('Accounts', s.id, list, fields);
  } catch (error) {
    if (stopsExport(ctx, error)) throw error;
    fail(s, failureReason(EXPORT_TOOL_NAMES.zoho, error));
    return null;
  }
}

async function upsertAccounts(
  api: ZohoApi,
  companies: ExportCompany[],
  records: Record<string, unknown>[],
  field: string,
) {
  const results = await api.save('Accounts', records, [field]);
  return companies.map((company, i): Saved | CompanyOutcome => {
    const result = results[i];
    const id = result?.details?.id;
    if (!ok(result) || !id)
      return { cnpj: company.cnpj, status: 'failed', error: zohoReason('a empresa', result) };
    const created = result?.action !== 'update';
    const outcome: CompanyOutcome = {
      cnpj: company.cnpj,
      status: created ? 'created' : 'updated',
      externalId: id,
      contacts: 0,
      deals: 0,
    };
    return { company, id, created, outcome };
  });
}

async function exportBatch(ctx: ConnectorContext, companies: ExportCompany[]): Promise<CompanyOutcome[]> {
  const options = zohoOptionsSchema.parse(ctx.options);
  const api = zohoApi(ctx);
  const field = await cnpjFieldName(api);
  const rows = await upsertAccounts(
    api,
    companies,
    companies.map((c) => accountRecord(c, field, options)),
    field,
  );
  const saved = rows.filter((r): r is Saved => 'company' in r);

  const pending: { s: Saved; record: Record<string, unknown> }[] = [];
  for (const s of saved) {
    const people = await related<Contact>(ctx, api, s, 'Contacts', 'First_Name,Last_Name,Email');
    if (!people) continue;
    for (const contact of companyContacts(s.company, options.onlyValidPhones, true)) {
      s.outcome.contacts = (s.outcome.contacts ?? 0) + 1;
      const found = findContact(people, contact, (p) => ({
        name: [p.First_Name, p.Last_Name].filter(Boolean).join(' '),
        emails: [p.Email],
      }));
      if (!found) pending.push({ s, record: contactRecord(contact, s.id, options) });
    }
  }
  const contacts = await api.save(
    'Contacts',
    pending.map((p) => p.record),
  );
  pending.forEach(({ s }, i) => {
    if (ok(contacts[i])) return;
    s.outcome.contacts = (s.outcome.contacts ?? 1) - 1;
    fail(s, zohoReason('um contato da empresa', contacts[i]));
  });

  const deal = options.deal;
  if (deal) {
    const missing: Saved[] = [];
    for (const s of saved) {
      const deals = await related<Deal>(ctx, api, s, 'Deals', 'Deal_Name');
      if (deals && !deals.some((d) => d.Deal_Name === displayName(s.company))) missing.push(s);
    }
    const results = await api.save(
      'Deals',
      missing.map((s) => dealRecord(s.company, s.id, deal, options)),
    );
    missing.forEach((s, i) => {
      if (ok(results[i])) s.outcome.deals = 1;
      else fail(s, zohoReason('o negócio da empresa', results[i]));
    });
  }
  return rows.map((r) => ('company' in r ? r.outcome : r));
}

export const zohoConnector: CrmConnector = {
  tool: 'zoho',
  label: 'Zoho',
  optionsSchema: zohoOptionsSchema,
  missingCredentialsMessage: (c) => (c.accessToken ? null : 'Você ainda não está autenticado no Zoho'),
  // Up to 3 contacts a company: 30 companies keep the Accounts and Contacts calls within 100 records each.
  batchSize: 30,
  exportBatch,
  isTokenError: zohoTokenError,
};
