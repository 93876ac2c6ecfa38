// Meetime (a cadence tool): each decision maker of a company, and a lead named after the company holding its
// e-mail and phones, goes into the chosen cadence. Leads already there (same company, same e-mail or name)
// are not sent again, so a second export adds only what is new. The owner is checked against GET /users.
import { EXPORT_TOOL_NAMES } from '@prospecta/contracts/exports-api';
import { companyContacts, displayName, exportEach, findContact } from '../company-outcomes.ts';
import type { ConnectorContext, CrmConnector, ExportCompany } from '../connector.ts';
import { leadBody } from './meetime.mapping.ts';
import {
  type Cadence,
  type MeetimeOptions,
  meetimeOptionsSchema,
  parseCadenceUrl,
} from './meetime.options.ts';
import { type MeetimeApi, type MeetimeUser, meetimeApi } from './meetime-api.ts';

type Lead = { id: number; name?: string | null; email?: string | null; company?: string | null };

async function ownerOf(api: MeetimeApi, selected: MeetimeOptions['ownerSelected']) {
  if (selected === undefined) return undefined;
  const users = await api.list<MeetimeUser>('/users');
  const owner = users.find((u) =>
    typeof selected === 'number' ? u.id === selected : u.email.toLowerCase() === selected,
  );
  if (!owner || owner.active === false)
    throw new Error('O responsável escolhido não é um usuário ativo do Meetime');
  return owner;
}

async function exportCompany(
  api: MeetimeApi,
  cadence: Cadence,
  company: ExportCompany,
  owner: MeetimeUser | undefined,
  options: MeetimeOptions,
) {
  // Filtering leads by company is not documented (not found); `company` is the lead field it would match.
  const name = displayName(company);
  // Only leads of this company count, should the API answer more than the filter asked for.
  const existing = (await api.list<Lead>('/leads', { company: name })).filter((l) => l.company === name);
  const contacts = companyContacts(company, options.onlyValidPhones, true);
  let sent = 0;
  for (const contact of contacts) {
    const found = findContact(existing, contact, (l) => ({ name: l.name, emails: [l.email] }));
    if (found) continue;
    await api.addLead(cadence, leadBody(company, contact, owner));
    sent++;
  }
  const status = existing.length === 0 ? 'created' : sent > 0 ? 'updated' : 'skipped';
  return { status: status as 'created' | 'updated' | 'skipped', contacts: contacts.length, deals: 0 };
}

export const meetimeConnector: CrmConnector = {
  tool: 'meetime',
  label: 'Meetime',
  optionsSchema: meetimeOptionsSchema,
  missingCredentialsMessage: (c) => (c.apiKey ? null : 'Você ainda não está autenticado no Meetime'),
  // Limits are not published (not found); 10 companies (a few leads each) keep a batch short.
  batchSize: 10,
  async verify(ctx) {
    await meetimeApi(ctx).list('/users');
  },
  async exportBatch(ctx: ConnectorContext, companies) {
    const options = meetimeOptionsSchema.parse(ctx.options);
    const cadence = parseCadenceUrl(options.cadenceApiUrl) as Cadence;
    const api = meetimeApi(ctx);
    const owner = await ownerOf(api, options.ownerSelected);
    return exportEach(ctx, EXPORT_TOOL_NAMES.meetime, companies, (company) =>
      exportCompany(api, cadence, company, owner, options),
    );
  },
};
