// Zoho CRM v8 calls on the account's data centre (`{api_domain}/crm/v8`, `Authorization: Zoho-oauthtoken`):
// records go 100 a call and come back one result each ({code, status, details:{id}, message}). The
// per-record result shape and the INVALID_TOKEN body are not in the reference (not found); both follow
// Zoho's public API docs, where a call whose every record failed answers 400 with the same `data` array.
import { EXPORT_TOOL_NAMES } from '@prospecta/contracts/exports-api';
import type { ConnectorContext } from '../connector.ts';
import { CrmRequestError } from '../connector.ts';

/** Zoho's records-per-call limit. */
export const RECORDS_LIMIT = 100;

export type ZohoResult = {
  code: string;
  status: 'success' | 'error';
  action?: 'insert' | 'update';
  message?: string;
  details?: { id?: string; api_name?: string };
};
export type ZohoField = { id: string; api_name: string; field_label: string; data_type: string };

const codeOf = (body: unknown) =>
  body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;

/** An expired or revoked token may come back as INVALID_TOKEN or AUTHENTICATION_FAILURE, not only as 401. */
export const zohoTokenError = (_status: number, body: unknown) =>
  ['INVALID_TOKEN', 'AUTHENTICATION_FAILURE'].includes(String(codeOf(body)));

export function zohoApi(ctx: ConnectorContext) {
  const root = `${(ctx.credentials.instanceUrl ?? ctx.baseUrl).replace(/\/+$/, '')}/crm/v8`;
  const headers = { authorization: `Zoho-oauthtoken ${ctx.credentials.accessToken}` };

  async function call<T>(method: string, path: string, json?: unknown, query?: Record<string, string>) {
    return (await ctx.http.request<T>({ method, url: `${root}${path}`, headers, json, query })).body;
  }

  /** Records of a related list; Zoho answers 204 with no body when there are none. */
  async function related<T>(module: string, id: string, list: string, fields: string): Promise<T[]> {
    const body = await call<{ data?: T[] } | null>('GET', `/${module}/${id}/${list}`, undefined, { fields });
    return body?.data ?? [];
  }

  /** Insert (or upsert by the duplicate-check fields) in calls of 100, one result per record in order. */
  async function save(module: string, records: Record<string, unknown>[], duplicateCheck?: string[]) {
    const results: ZohoResult[] = [];
    for (let i = 0; i < records.length; i += RECORDS_LIMIT) {
      const data = records.slice(i, i + RECORDS_LIMIT);
      const path = duplicateCheck ? `/${module}/upsert` : `/${module}`;
      const body = {
        data,
        trigger: [],
        ...(duplicateCheck ? { duplicate_check_fields: duplicateCheck } : {}),
      };
      try {
        results.push(...(await call<{ data: ZohoResult[] }>('POST', path, body)).data);
      } catch (error) {
        const answered =
          error instanceof CrmRequestError ? (error.body as { data?: unknown })?.data : undefined;
        if (!Array.isArray(answered) || answered.length !== data.length) throw error;
        results.push(...(answered as ZohoResult[]));
      }
    }
    return results;
  }

  return { call, related, save };
}

export type ZohoApi = ReturnType<typeof zohoApi>;

export const zohoReason = (what: string, result: ZohoResult | undefined) => {
  const field = result?.details?.api_name ? ` (${result.details.api_name})` : '';
  return `${EXPORT_TOOL_NAMES.zoho} recusou ${what}: ${result?.message ?? 'sem resposta para o registro'}${field}`;
};

/** The api_name of the Accounts field labelled CNPJ, created (unique, text) when the account has none. */
export async function cnpjFieldName(api: ZohoApi): Promise<string> {
  const find = async () => {
    const body = await api.call<{ fields: ZohoField[] }>('GET', '/settings/fields', undefined, {
      module: 'Accounts',
    });
    return body.fields.find((f) => f.field_label.trim().toUpperCase() === 'CNPJ')?.api_name;
  };
  const existing = await find();
  if (existing) return existing;
  // `unique` ("do not allow duplicate values") lets upsert use the field as its duplicate check; its JSON
  // shape is not in the reference and follows the public create-custom-field docs.
  await api.call(
    'POST',
    '/settings/fields',
    { fields: [{ field_label: 'CNPJ', data_type: 'text', length: 18, unique: { casesensitive: false } }] },
    { module: 'Accounts' },
  );
  const created = await find();
  if (!created) throw new Error(`O ${EXPORT_TOOL_NAMES.zoho} não criou o campo CNPJ em Contas (Accounts)`);
  return created;
}
