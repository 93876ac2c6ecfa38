// Salesforce REST calls on the org's instance (`{instance_url}/services/data/v62.0`, Bearer token): SOQL
// queries (following nextRecordsUrl) and sObject Collections, up to 200 records a call with allOrNone=false
// so each record gets its own SaveResult. The reference leaves the version open (vXX.X): v62.0 (Winter '25)
// is one every current org serves, and the collection upsert (PATCH composite/sobjects/{type}/{extId}) needs
// v46.0 or later (public docs).
import { type ConnectorContext, CrmRequestError } from '../connector.ts';

export const API_VERSION = 'v62.0';
/** sObject Collections limit. */
export const COLLECTION_LIMIT = 200;

export type SaveResult = {
  id?: string;
  success: boolean;
  created?: boolean;
  errors: { statusCode?: string; message: string; fields?: string[] }[];
};
type QueryPage<T> = { totalSize: number; done: boolean; records: T[]; nextRecordsUrl?: string };
export type SObject = Record<string, unknown>;

const codes = (body: unknown): string[] =>
  Array.isArray(body) ? body.map((e) => String((e as { errorCode?: unknown })?.errorCode ?? '')) : [];

/** The org's API request limit answers 403 REQUEST_LIMIT_EXCEEDED, not 429. */
export const salesforceThrottled = (status: number, body: unknown) =>
  status === 403 && codes(body).includes('REQUEST_LIMIT_EXCEEDED');

/** INVALID_SESSION_ID comes with a 401, which the client already reads as a token error; any status here. */
export const salesforceTokenError = (_status: number, body: unknown) =>
  codes(body).includes('INVALID_SESSION_ID');

export const soqlString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function salesforceApi(ctx: ConnectorContext, domainUrl: string | undefined) {
  const instance = (domainUrl ?? ctx.credentials.instanceUrl ?? ctx.baseUrl).replace(/\/+$/, '');
  const root = `${instance}/services/data/${API_VERSION}`;
  const headers = { authorization: `Bearer ${ctx.credentials.accessToken}` };

  async function call<T>(method: string, path: string, json?: unknown, query?: Record<string, string>) {
    const url = path.startsWith('/services/') ? `${instance}${path}` : `${root}${path}`;
    try {
      return (await ctx.http.request<T>({ method, url, headers, json, query })).body;
    } catch (error) {
      // "403 REQUEST_LIMIT_EXCEEDED = org API limit" [SF-errors]: a daily limit of the org, not a key to
      // replace (the client waited it out first, as a throttle).
      if (error instanceof CrmRequestError && salesforceThrottled(error.status, error.body))
        throw error.meaning({ kind: 'api_limit' });
      throw error;
    }
  }

  async function query<T extends SObject>(soql: string): Promise<T[]> {
    const records: T[] = [];
    let page = await call<QueryPage<T>>('GET', '/query', undefined, { q: soql });
    records.push(...page.records);
    while (!page.done && page.nextRecordsUrl) {
      page = await call<QueryPage<T>>('GET', page.nextRecordsUrl);
      records.push(...page.records);
    }
    return records;
  }

  /** Creates (POST) or upserts by an External ID field (PATCH), 200 records a call, one SaveResult each. */
  async function collection(type: string, records: SObject[], upsertBy?: string): Promise<SaveResult[]> {
    const results: SaveResult[] = [];
    for (let i = 0; i < records.length; i += COLLECTION_LIMIT) {
      const chunk = records.slice(i, i + COLLECTION_LIMIT).map((r) => ({ attributes: { type }, ...r }));
      const body = { allOrNone: false, records: chunk };
      const answer = upsertBy
        ? await call<SaveResult[]>('PATCH', `/composite/sobjects/${type}/${upsertBy}`, body)
        : await call<SaveResult[]>('POST', '/composite/sobjects', body);
      results.push(...answer);
    }
    return results;
  }

  return { call, query, collection };
}

export type SalesforceApi = ReturnType<typeof salesforceApi>;

export const salesforceReason = (what: string, result: SaveResult | undefined) =>
  `Salesforce recusou ${what}: ${result?.errors.map((e) => e.message).join('; ') || 'sem resposta para o registro'}`;
