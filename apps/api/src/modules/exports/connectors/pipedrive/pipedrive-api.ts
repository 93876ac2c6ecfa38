// Pipedrive requests: the API token as `api_token` in the query (or an OAuth access token as Bearer), v2 for
// organizations, persons and deals, v1 for the field definitions (organizationFields has no v2 twin).
import type { ConnectorContext } from '../connector.ts';

export type PipedriveBody<T> = { success: boolean; data: T; additional_data?: PipedrivePaging };
type PipedrivePaging = {
  next_cursor?: string | null;
  pagination?: { more_items_in_collection?: boolean; next_start?: number };
};

/** `https://api.pipedrive.com/v1` or `https://{company}.pipedrive.com/api/v1` → the v1 and v2 roots. */
export function pipedriveRoots(baseUrl: string): { v1: string; v2: string } {
  const trimmed = baseUrl.replace(/\/+$/, '');
  const root = trimmed.replace(/(\/api)?\/v\d$/, '');
  return { v1: /\/v1$/.test(trimmed) ? trimmed : `${root}/api/v1`, v2: `${root}/api/v2` };
}

export function pipedriveApi(ctx: ConnectorContext) {
  const roots = pipedriveRoots(ctx.baseUrl);
  const { apiKey, accessToken } = ctx.credentials;
  const headers: Record<string, string> =
    accessToken && !apiKey ? { authorization: `Bearer ${accessToken}` } : {};
  const auth = apiKey ? { api_token: apiKey } : {};

  async function call<T>(
    method: string,
    url: string,
    json?: unknown,
    query: Record<string, string | number | undefined> = {},
  ): Promise<PipedriveBody<T>> {
    const res = await ctx.http.request<PipedriveBody<T>>({
      method,
      url,
      headers,
      json,
      query: { ...query, ...auth },
    });
    return res.body;
  }

  /** Every page of a v2 list (cursor paging). */
  async function list<T>(path: string, query: Record<string, string | number>): Promise<T[]> {
    const items: T[] = [];
    let cursor: string | undefined;
    do {
      const body = await call<T[] | null>('GET', `${roots.v2}${path}`, undefined, {
        ...query,
        limit: 500,
        cursor,
      });
      items.push(...(body.data ?? []));
      cursor = body.additional_data?.next_cursor ?? undefined;
    } while (cursor);
    return items;
  }

  return {
    v1: (path: string) => `${roots.v1}${path}`,
    v2: (path: string) => `${roots.v2}${path}`,
    call,
    list,
  };
}

export type PipedriveApi = ReturnType<typeof pipedriveApi>;

type FieldDefinition = { id: number; key: string; name: string; field_type: string };

/**
 * The keys (random 40-character hashes, different in every account) of our organization fields by name;
 * the ones missing are created as text fields.
 */
export async function organizationFieldKeys(
  api: PipedriveApi,
  names: string[],
): Promise<Map<string, string>> {
  const fields: FieldDefinition[] = [];
  let start: number | undefined = 0;
  while (start !== undefined) {
    const body: PipedriveBody<FieldDefinition[] | null> = await api.call(
      'GET',
      api.v1('/organizationFields'),
      undefined,
      {
        start,
        limit: 500,
      },
    );
    fields.push(...(body.data ?? []));
    const page = body.additional_data?.pagination;
    start = page?.more_items_in_collection ? page.next_start : undefined;
  }
  const keys = new Map<string, string>();
  for (const name of names) {
    const found = fields.find((f) => f.name.trim().toLowerCase() === name.toLowerCase());
    if (found) {
      keys.set(name, found.key);
      continue;
    }
    const created = await api.call<FieldDefinition>('POST', api.v1('/organizationFields'), {
      name,
      field_type: 'varchar',
    });
    keys.set(name, created.data.key);
  }
  return keys;
}
