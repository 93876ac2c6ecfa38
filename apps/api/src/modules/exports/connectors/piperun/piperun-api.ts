// PipeRun requests: the account token in the `Token` header (no OAuth), JSON bodies, answers shaped
// `{success, data, meta:{cursor:{next}}}` with the new record's id at `data.id`. A 401 or 403 means an invalid
// token (the official extractor aborts on both); 429 carries Retry-After, which the shared client honours.
import { type ConnectorContext, CrmRequestError, CrmTokenError } from '../connector.ts';

export type PiperunBody<T> = { success?: boolean; message?: string; data: T; meta?: PiperunMeta };
type PiperunMeta = { cursor?: { next?: string | null }; total_pages?: number };
type Query = Record<string, string | number | undefined>;

/** Largest page the list endpoints accept (`show` ≤ 200). */
const PAGE_SIZE = 200;

/** The shared client already turns a 401 into CrmTokenError; PipeRun's 403 means the same. */
async function tokenChecked<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof CrmRequestError && error.status === 403) throw new CrmTokenError(error.message);
    throw error;
  }
}

export function piperunApi(ctx: ConnectorContext) {
  const root = ctx.baseUrl.replace(/\/+$/, '');
  const headers = { token: ctx.credentials.apiKey ?? '' };

  async function call<T>(method: string, path: string, json?: unknown, query?: Query): Promise<T> {
    const res = await tokenChecked(
      ctx.http.request<PiperunBody<T>>({ method, url: `${root}${path}`, headers, json, query }),
    );
    return res.body.data;
  }

  /** Every page of a list, following `meta.cursor.next`. */
  async function list<T>(path: string, query: Query): Promise<T[]> {
    const items: T[] = [];
    let cursor: string | undefined;
    do {
      const res = await tokenChecked(
        ctx.http.request<PiperunBody<T[] | null>>({
          method: 'GET',
          url: `${root}${path}`,
          headers,
          query: { ...query, show: PAGE_SIZE, cursor },
        }),
      );
      items.push(...(res.body.data ?? []));
      cursor = res.body.meta?.cursor?.next ?? undefined;
    } while (cursor);
    return items;
  }

  return { call, list };
}

export type PiperunApi = ReturnType<typeof piperunApi>;
