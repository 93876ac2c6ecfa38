// HubSpot CRM v3/v4 calls (Bearer token, OAuth or private app): the unique `cnpj` company property (read,
// created on first use), associated records through the v4 associations API and batch reads; a 403 names the
// scope the call needed.
import { type ConnectorContext, CrmRequestError } from '../connector.ts';

export const CNPJ_PROPERTY = 'cnpj';

export type HubspotObject = { id: string; properties: Record<string, string | null>; new?: boolean };

/**
 * Default association type ids (HUBSPOT_DEFINED). contact→company 279 is the reference's; deal→company 341
 * and deal→contact 3 are not in it (not found) and follow HubSpot's public association-type table.
 */
export const ASSOCIATION = { contactToCompany: 279, dealToCompany: 341, dealToContact: 3 } as const;

/**
 * The scope a call needs, by HubSpot's standard scope names (the reference's §2 list: crm.objects.<object>.read
 * and .write, crm.schemas.companies.write for properties): a read for GET and batch reads, a write otherwise.
 */
export function scopeOf(method: string, path: string): string | null {
  const m = /^\/crm\/v[34]\/(objects|properties)\/(companies|contacts|deals)(\/.*)?$/.exec(path);
  if (!m) return null;
  const read = method === 'GET' || (m[3] ?? '').endsWith('/batch/read');
  return `crm.${m[1] === 'properties' ? 'schemas' : 'objects'}.${m[2]}.${read ? 'read' : 'write'}`;
}

export function hubspotApi(ctx: ConnectorContext) {
  const root = ctx.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${ctx.credentials.accessToken}` };

  async function call<T>(
    method: string,
    path: string,
    json?: unknown,
    query?: Record<string, string | number>,
  ) {
    try {
      return (await ctx.http.request<T>({ method, url: `${root}${path}`, headers, json, query })).body;
    } catch (error) {
      // "403 = missing scope" [HS-errors]: not a key to replace but a permission to grant when connecting.
      if (error instanceof CrmRequestError && error.status === 403)
        throw error.meaning({ kind: 'missing_scope', scope: scopeOf(method, path) });
      throw error;
    }
  }

  /** The ids of the `to` records associated with a record. */
  async function associated(from: string, id: string, to: string): Promise<string[]> {
    const ids: string[] = [];
    let after: string | undefined;
    do {
      const body = await call<{
        results: { toObjectId: number | string }[];
        paging?: { next?: { after?: string } };
      }>('GET', `/crm/v4/objects/${from}/${id}/associations/${to}`, undefined, {
        limit: 500,
        ...(after ? { after } : {}),
      });
      ids.push(...body.results.map((r) => String(r.toObjectId)));
      after = body.paging?.next?.after;
    } while (after);
    return ids;
  }

  async function read(object: string, ids: string[], properties: string[]): Promise<HubspotObject[]> {
    if (ids.length === 0) return [];
    const body = await call<{ results: HubspotObject[] }>('POST', `/crm/v3/objects/${object}/batch/read`, {
      properties,
      inputs: ids.map((id) => ({ id })),
    });
    return body.results;
  }

  return { call, associated, read };
}

export type HubspotApi = ReturnType<typeof hubspotApi>;

/** Creates the unique `cnpj` company property when the portal lacks it (upsert needs a unique property). */
export async function ensureCnpjProperty(api: HubspotApi): Promise<void> {
  try {
    await api.call('GET', `/crm/v3/properties/companies/${CNPJ_PROPERTY}`);
    return;
  } catch (error) {
    if (!(error instanceof CrmRequestError) || error.status !== 404) throw error;
  }
  // Without crm.schemas.companies.write the 403 says which permission to grant (crmFailureReason).
  await api.call('POST', '/crm/v3/properties/companies', {
    name: CNPJ_PROPERTY,
    label: 'CNPJ',
    type: 'string',
    fieldType: 'text',
    groupName: 'companyinformation',
    hasUniqueValue: true,
  });
}
