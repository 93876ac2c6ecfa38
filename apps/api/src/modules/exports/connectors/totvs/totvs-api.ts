// TOTVS CRM Gestão de Clientes integration API (totvscrm.app). What the reference confirms: one integration
// route where the method picks the action (GET reads, POST creates/updates), the Integration-Service,
// -Resource, -Version, -Action and -Filter headers (RestQuery filters decide update matching and GET results),
// the session cookie JSESSIONID on every call, and 401 "Sem autorização, realizar login novamente".
// What it does not find (the contract lives in a GitLab repository not in the store), chosen here:
// - the route is `{root}/integration`, root `https://totvscrm.app/api` or the customer's host + `/api`;
// - the stored access token is the session sent as the JSESSIONID cookie (no login/refresh: the user stores a
//   new one when TOTVS answers 401), and the integration token travels in an `Integration-Token` header;
// - lists answer a JSON array (or one under `items`/`data`), and a create answers the new ID in its body.
import type { ConnectorContext } from '../connector.ts';

export type TotvsResource = { service: string; resource: string; version: string };

export const CUSTOMERS: TotvsResource = {
  service: 'customer',
  resource: 'customers-integration',
  version: 'v1',
};
export const CONTACTS: TotvsResource = {
  service: 'customer',
  resource: 'contacts-integration',
  version: 'v1',
};

/** A RestQuery equality on one field, the value quoted. */
export const equals = (field: string, value: string | number) =>
  `${field}==${typeof value === 'number' ? value : `"${value.replace(/"/g, '\\"')}"`}`;

function rootOf(ctx: ConnectorContext): string {
  const host = ctx.credentials.instanceUrl?.replace(/\/+$/, '');
  if (!host) return ctx.baseUrl.replace(/\/+$/, '');
  return /\/api$/.test(host) ? host : `${host}/api`;
}

function idOf(body: unknown): string | undefined {
  if (typeof body === 'number' || typeof body === 'string')
    return String(body).replace(/^"|"$/g, '') || undefined;
  const b = (body ?? {}) as { id?: unknown; ID?: unknown };
  const id = b.id ?? b.ID;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : undefined;
}

export function totvsApi(ctx: ConnectorContext) {
  const url = `${rootOf(ctx)}/integration`;
  const auth = {
    cookie: `JSESSIONID=${ctx.credentials.accessToken ?? ''}`,
    'integration-token': ctx.credentials.integrationToken ?? '',
  };
  const headersFor = (r: TotvsResource, extra: Record<string, string>) => ({
    ...auth,
    'integration-service': r.service,
    'integration-resource': r.resource,
    'integration-version': r.version,
    ...extra,
  });

  async function find<T>(r: TotvsResource, filter: string): Promise<T[]> {
    const res = await ctx.http.request<unknown>({
      method: 'GET',
      url,
      headers: headersFor(r, { 'integration-filter': filter }),
    });
    const b = res.body as { items?: unknown; data?: unknown } | null;
    const list = Array.isArray(res.body) ? res.body : Array.isArray(b?.items) ? b.items : b?.data;
    return Array.isArray(list) ? (list as T[]) : [];
  }

  /** Creates (no filter allowed) and answers the new ID. */
  async function create(r: TotvsResource, body: unknown): Promise<string | undefined> {
    const res = await ctx.http.request<unknown>({
      method: 'POST',
      url,
      headers: headersFor(r, { 'integration-action': 'create' }),
      json: body,
    });
    return idOf(res.body);
  }

  /** Updates the record the filter designates (the whole record is replaced by the body). */
  async function update(r: TotvsResource, filter: string, body: unknown): Promise<void> {
    await ctx.http.request<unknown>({
      method: 'POST',
      url,
      headers: headersFor(r, { 'integration-action': 'update', 'integration-filter': filter }),
      json: body,
    });
  }

  return { find, create, update };
}

export type TotvsApi = ReturnType<typeof totvsApi>;
