// RD Station CRM v1 requests: the account token as `?token=`, bodies wrapped in the entity name, lists as
// `{<entity>: [...], has_more}` pages of up to 200. Also the CNPJ custom field of organizations, read and
// created when missing.
import type { ConnectorContext } from '../connector.ts';

export type RdOrganization = {
  _id: string;
  id?: string;
  name: string;
  url?: string | null;
  organization_custom_fields?: { custom_field_id: string; value: unknown }[];
};
export type RdContact = { _id: string; name: string; emails?: { email: string }[] };
type RdCustomField = { _id: string; label: string; for: string };

const PAGE = 200;

export function rdstationApi(ctx: ConnectorContext) {
  const base = ctx.baseUrl.replace(/\/+$/, '');
  const token = String(ctx.credentials.apiKey ?? ctx.credentials.accessToken);
  const call = async <T>(
    method: string,
    path: string,
    json?: unknown,
    query: Record<string, string | number> = {},
  ) => (await ctx.http.request<T>({ method, url: `${base}${path}`, json, query: { ...query, token } })).body;

  /** Every page of a list answered as `{[key]: T[], has_more}`. */
  async function list<T>(path: string, key: string, query: Record<string, string> = {}): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page++) {
      const body = await call<Record<string, unknown>>('GET', path, undefined, {
        ...query,
        page,
        limit: PAGE,
      });
      const chunk = (Array.isArray(body) ? body : (body?.[key] ?? [])) as T[];
      items.push(...chunk);
      if (Array.isArray(body) || !body?.has_more || chunk.length === 0) return items;
    }
  }
  return { call, list };
}

export type RdstationApi = ReturnType<typeof rdstationApi>;

export const CNPJ_LABEL = 'CNPJ';

/** The id of the organizations' CNPJ custom field, created (text) when the account has none. */
export async function cnpjFieldId(api: RdstationApi): Promise<string> {
  const fields = await api.list<RdCustomField>('/custom_fields', 'custom_fields', { for: 'organization' });
  const found = fields.find((f) => f.for === 'organization' && f.label.trim().toUpperCase() === CNPJ_LABEL);
  if (found) return found._id;
  // Creating a custom field is not in the stored reference; RD's public v1 docs take this body.
  const created = await api.call<RdCustomField>('POST', '/custom_fields', {
    custom_field: { label: CNPJ_LABEL, type: 'text', for: 'organization', required: false, unique: false },
  });
  return created._id;
}
