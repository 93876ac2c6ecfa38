// Bitrix24: companies found by our CNPJ user field (created on first use), added or updated, the decision
// makers as contacts linked to them and a deal when dealSendInformation asks, each step one `batch` request
// for the whole batch of companies (halt=0, so a refused company fails alone with Bitrix24's reason).
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { companyContacts, displayName, findContact } from '../company-outcomes.ts';
import type { CompanyOutcome, ConnectorContext, CrmConnector, ExportCompany } from '../connector.ts';
import { CNPJ_FIELD, companyFields, contactFields, dealFields } from './bitrix24.mapping.ts';
import { type Bitrix24Options, bitrix24OptionsSchema } from './bitrix24.options.ts';
import {
  type BatchCommand,
  type Bitrix24Api,
  bitrix24Api,
  bitrixReason,
  bitrixThrottled,
  bitrixTokenError,
} from './bitrix24-api.ts';

type Multi = { VALUE: string }[] | undefined;
type Contact = { ID: string; NAME?: string; LAST_NAME?: string; EMAIL?: Multi };
type Deal = { ID: string; TITLE: string };
/** No live-feed entry per company created by an export. */
const NO_FEED = { REGISTER_SONET_EVENT: 'N' };

type Saved = { company: ExportCompany; id: number; created: boolean; outcome: CompanyOutcome };

async function ensureCnpjField(api: Bitrix24Api): Promise<void> {
  const found = await api.call<unknown[]>('crm.company.userfield.list', {
    filter: { FIELD_NAME: CNPJ_FIELD },
  });
  if (found.length > 0) return;
  await api.call('crm.company.userfield.add', {
    fields: {
      FIELD_NAME: CNPJ_FIELD.replace(/^UF_CRM_/, ''),
      USER_TYPE_ID: 'string',
      XML_ID: CNPJ_FIELD,
      EDIT_FORM_LABEL: 'CNPJ',
      LIST_COLUMN_LABEL: 'CNPJ',
      LIST_FILTER_LABEL: 'CNPJ',
      SHOW_FILTER: 'E',
    },
  });
}

async function saveCompanies(api: Bitrix24Api, companies: ExportCompany[], options: Bitrix24Options) {
  const found = await api.batch(
    companies.map((c, i): [string, BatchCommand] => [
      `find${i}`,
      ['crm.company.list', { filter: { [CNPJ_FIELD]: formatCnpj(c.cnpj) }, select: ['ID'] }],
    ]),
  );
  const existing = companies.map((_, i) =>
    Number((found.results.get(`find${i}`) as { ID: string }[])?.[0]?.ID ?? 0),
  );
  const saves = await api.batch(
    companies
      .map((c, i) => ({ c, i, id: existing[i] as number }))
      .filter(({ i }) => !found.errors.has(`find${i}`))
      .map(({ c, i, id }): [string, BatchCommand] =>
        id
          ? [`save${i}`, ['crm.company.update', { id, fields: companyFields(c, options, false) }]]
          : [`save${i}`, ['crm.company.add', { fields: companyFields(c, options, true), params: NO_FEED }]],
      ),
  );
  return companies.map((company, i): Saved | CompanyOutcome => {
    const error = found.errors.get(`find${i}`) ?? saves.errors.get(`save${i}`);
    if (error || !saves.results.has(`save${i}`))
      return { cnpj: company.cnpj, status: 'failed', error: bitrixReason('a empresa', error) };
    const created = !existing[i];
    const id = created ? Number(saves.results.get(`save${i}`)) : (existing[i] as number);
    const outcome: CompanyOutcome = {
      cnpj: company.cnpj,
      status: created ? 'created' : 'updated',
      externalId: String(id),
      contacts: 0,
      deals: 0,
    };
    return { company, id, created, outcome };
  });
}

/** The contacts and deals already linked to the updated companies (none for the ones just created). */
async function linked(api: Bitrix24Api, saved: Saved[], options: Bitrix24Options) {
  const deal = options.dealSendInformation;
  const commands = saved
    .filter((s) => !s.created)
    .flatMap((s): [string, BatchCommand][] => [
      [
        `contacts${s.id}`,
        ['crm.contact.list', { filter: { COMPANY_ID: s.id }, select: ['ID', 'NAME', 'LAST_NAME', 'EMAIL'] }],
      ],
      ...(deal?.send
        ? [
            [
              `deals${s.id}`,
              [
                'crm.deal.list',
                { filter: { COMPANY_ID: s.id, CATEGORY_ID: deal.categoryId }, select: ['ID', 'TITLE'] },
              ],
            ] as [string, BatchCommand],
          ]
        : []),
    ]);
  const { results } = await api.batch(commands);
  return {
    contacts: (s: Saved) => (results.get(`contacts${s.id}`) as Contact[] | undefined) ?? [],
    deals: (s: Saved) => (results.get(`deals${s.id}`) as Deal[] | undefined) ?? [],
  };
}

async function exportBatch(ctx: ConnectorContext, companies: ExportCompany[]): Promise<CompanyOutcome[]> {
  const options = bitrix24OptionsSchema.parse(ctx.options);
  const api = bitrix24Api(ctx);
  await ensureCnpjField(api);
  const rows = await saveCompanies(api, companies, options);
  const saved = rows.filter((r): r is Saved => 'company' in r);
  const current = await linked(api, saved, options);

  const firstContact = new Map<number, number>();
  const adds: [string, BatchCommand][] = [];
  const owner = new Map<string, Saved>();
  for (const s of saved) {
    const people = current.contacts(s);
    for (const [j, contact] of companyContacts(s.company, options.onlyValidPhones, false).entries()) {
      const found = findContact(people, contact, (p) => ({
        name: [p.NAME, p.LAST_NAME].filter(Boolean).join(' '),
        emails: (p.EMAIL ?? []).map((e) => e.VALUE),
      }));
      s.outcome.contacts = (s.outcome.contacts ?? 0) + 1;
      if (found) {
        if (!firstContact.has(s.id)) firstContact.set(s.id, Number(found.ID));
        continue;
      }
      const key = `contact${s.id}_${j}`;
      adds.push([key, ['crm.contact.add', { fields: contactFields(contact, s.id, options) }]]);
      owner.set(key, s);
    }
  }
  const added = await api.batch(adds);
  for (const [key, s] of owner) {
    const error = added.errors.get(key);
    if (error) {
      const contacts = (s.outcome.contacts ?? 1) - 1;
      s.outcome = {
        ...s.outcome,
        status: 'failed',
        contacts,
        error: bitrixReason('um contato da empresa', error),
      };
    } else if (!firstContact.has(s.id)) firstContact.set(s.id, Number(added.results.get(key)));
  }

  const deal = options.dealSendInformation;
  if (deal?.send) {
    const dealAdds = saved
      .filter((s) => !current.deals(s).some((d) => d.TITLE === displayName(s.company)))
      .map((s): [string, BatchCommand] => [
        `deal${s.id}`,
        ['crm.deal.add', { fields: dealFields(s.company, s.id, firstContact.get(s.id), deal, options) }],
      ]);
    const deals = await api.batch(dealAdds);
    for (const s of saved) {
      const error = deals.errors.get(`deal${s.id}`);
      if (error)
        s.outcome = { ...s.outcome, status: 'failed', error: bitrixReason('o negócio da empresa', error) };
      else if (deals.results.has(`deal${s.id}`)) s.outcome.deals = 1;
    }
  }
  return rows.map((r) => ('company' in r ? r.outcome : r));
}

export const bitrix24Connector: CrmConnector = {
  tool: 'bitrix24',
  label: 'Bitrix24',
  optionsSchema: bitrix24OptionsSchema,
  missingCredentialsMessage: (c) =>
    c.instanceUrl && (c.accessToken || /\/rest\/\d+\//.test(c.instanceUrl))
      ? null
      : 'Você ainda não está autenticado no Bitrix24',
  // Up to 3 contacts a company: 15 companies keep every step within one batch of 50 commands.
  batchSize: 15,
  exportBatch,
  isThrottled: bitrixThrottled,
  isTokenError: bitrixTokenError,
};
