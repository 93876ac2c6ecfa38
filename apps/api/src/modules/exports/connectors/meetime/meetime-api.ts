// Meetime requests: the API token in `Authorization` with no "Bearer" prefix, lists answered as
// `{data, next, totalItems}` and read with `limit` (≤ 100) and `start`. An integration treats 401 and 403 as
// an invalid token; 429 has no documented Retry-After, so the shared client's backoff paces the retries.
import { type ConnectorContext, CrmRequestError, CrmTokenError } from '../connector.ts';
import type { Cadence } from './meetime.options.ts';

type Query = Record<string, string | number | undefined>;
type MeetimeList<T> = { data?: T[] | null; next?: string | null; totalItems?: number };

const PAGE_SIZE = 100;

export type MeetimeUser = { id: number; email: string; name: string; active?: boolean };

async function tokenChecked<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof CrmRequestError && error.status === 403) throw new CrmTokenError(error.message);
    throw error;
  }
}

export function meetimeApi(ctx: ConnectorContext) {
  const root = ctx.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: ctx.credentials.apiKey ?? '' };

  async function list<T>(path: string, query: Query = {}): Promise<T[]> {
    const items: T[] = [];
    // `start` advances by what came back: the server may answer fewer than the limit asked for.
    for (let start = 0; ; ) {
      const res = await tokenChecked(
        ctx.http.request<MeetimeList<T>>({
          method: 'GET',
          url: `${root}${path}`,
          headers,
          query: { ...query, limit: PAGE_SIZE, start },
        }),
      );
      const page = res.body.data ?? [];
      items.push(...page);
      start += page.length;
      if (!res.body.next || page.length === 0) return items;
    }
  }

  /** A lead into the cadence (the cadence's own token authorises it). */
  async function addLead(cadence: Cadence, lead: unknown): Promise<unknown> {
    const res = await tokenChecked(
      ctx.http.request<unknown>({
        method: 'POST',
        url: `${root}/prospections/cadence/${cadence.id}/lead`,
        headers,
        query: { token: cadence.token },
        json: lead,
      }),
    );
    return res.body;
  }

  return { list, addLead };
}

export type MeetimeApi = ReturnType<typeof meetimeApi>;
