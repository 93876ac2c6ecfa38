// Agendor: the organization upserted by CNPJ (`/organizations/upsert` matches on cnpj), the decision makers
// as people of it (`/people/upsert` matches on e-mail; people without one are matched by name within the
// organization), and a deal per company in the chosen funnel when the extras ask for it.
import { EXPORT_TOOL_NAMES } from '@prospecta/contracts/exports-api';
import { companyContacts, exportEach, findContact } from '../company-outcomes.ts';
import type { ConnectorContext, CrmConnector, ExportCompany } from '../connector.ts';
import { dealBody, organizationBody, personBody } from './agendor.mapping.ts';
import { type AgendorOptions, agendorOptionsSchema } from './agendor.options.ts';

type Person = { id: number; name: string; contact?: { email?: string | null } | null };
type Deal = { id: number; title: string; funnel?: { id: number } | number | null };

const PAGE = 100;

function agendorApi(ctx: ConnectorContext) {
  const base = ctx.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: `Token ${ctx.credentials.apiKey}` };
  const call = async <T>(method: string, path: string, json?: unknown, query?: Record<string, number>) => {
    const res = await ctx.http.request<{ data: T }>({ method, url: `${base}${path}`, headers, json, query });
    return { status: res.status, data: res.body.data, headers: res.headers };
  };
  /** Every page of a list (`page` / `per_page`): until the Total(-Count) header is reached or a page is empty. */
  const list = async <T>(path: string): Promise<T[]> => {
    const items: T[] = [];
    for (let page = 1; ; page++) {
      const { data, headers } = await call<T[]>('GET', path, undefined, { page, per_page: PAGE });
      items.push(...(data ?? []));
      const total = Number(headers.get('total-count') ?? headers.get('total') ?? Number.NaN);
      if (!data?.length || items.length >= total) return items;
    }
  };
  return { call, list };
}

type AgendorApi = ReturnType<typeof agendorApi>;

async function exportCompany(api: AgendorApi, company: ExportCompany, options: AgendorOptions) {
  const org = await api.call<{ id: number }>(
    'POST',
    '/organizations/upsert',
    organizationBody(company, options),
  );
  // Which status an upsert answers is not in the stored reference; Agendor's public docs give 201 for a new
  // record and 200 for an updated one, which is what this reads.
  const created = org.status === 201;
  const orgId = org.data.id;

  // The people list of an organization (GET /organizations/{id}/people) is not in the stored reference; it
  // is the nested route of Agendor's public docs, beside /organizations/{id}/deals.
  const people = created ? [] : await api.list<Person>(`/organizations/${orgId}/people`);
  let contacts = 0;
  for (const contact of companyContacts(company, options.onlyValidPhones, false)) {
    contacts++;
    if (findContact(people, contact, (p) => ({ name: p.name, emails: [p.contact?.email] }))) continue;
    const path = contact.emails.length > 0 ? '/people/upsert' : '/people';
    await api.call('POST', path, personBody(contact, orgId, options));
  }

  let deals = 0;
  if (options.deal) {
    const body = dealBody(company, options.deal, options);
    const current = created ? [] : await api.list<Deal>(`/organizations/${orgId}/deals`);
    const funnelOf = (d: Deal) => (typeof d.funnel === 'object' ? d.funnel?.id : d.funnel);
    if (!current.some((d) => d.title === body.title && funnelOf(d) === body.funnel)) {
      await api.call('POST', `/organizations/${orgId}/deals`, body);
      deals = 1;
    }
  }
  return {
    status: created ? ('created' as const) : ('updated' as const),
    externalId: String(orgId),
    contacts,
    deals,
  };
}

export const agendorConnector: CrmConnector = {
  tool: 'agendor',
  label: 'agendor',
  optionsSchema: agendorOptionsSchema,
  missingCredentialsMessage: (c) => (c.apiKey ? null : 'Você ainda não está autenticado no agendor'),
  // No batch endpoint and no published rate limit (not found): 25 companies per call keep progress visible.
  batchSize: 25,
  async verify(ctx) {
    await agendorApi(ctx).call('GET', '/organizations', undefined, { page: 1, per_page: 1 });
  },
  async exportBatch(ctx, companies) {
    const options = agendorOptionsSchema.parse(ctx.options);
    const api = agendorApi(ctx);
    return exportEach(ctx, EXPORT_TOOL_NAMES.agendor, companies, (company) =>
      exportCompany(api, company, options),
    );
  },
};
