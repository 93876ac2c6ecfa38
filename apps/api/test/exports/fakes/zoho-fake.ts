// A Zoho CRM fake (test code only): `Authorization: Zoho-oauthtoken` on /crm/v8, Accounts field metadata
// (read, create), Accounts upsert by duplicate_check_fields, Contacts and Deals insert, the Account's related
// Contacts/Deals lists (204 when empty), per-record results ({code, status, details, message}; 207 when
// mixed, 400 when all failed), INVALID_TOKEN bodies and 429 TOO_MANY_REQUESTS on demand.
import { type FakeReply, type FakeRequest, startFakeServer } from './crm-fake-server.ts';

export type ZohoRecord = Record<string, unknown> & { id: string };
type Result = {
  code: string;
  status: 'success' | 'error';
  message: string;
  action?: string;
  details: Record<string, unknown>;
};

const ROOT = '/crm/v8';
const REQUIRED: Record<string, string> = {
  Accounts: 'Account_Name',
  Contacts: 'Last_Name',
  Deals: 'Deal_Name',
};

const error = (status: number, code: string, message: string): FakeReply => ({
  status,
  body: { code, details: {}, message, status: 'error' },
});
const refused = (message: string, apiName: string): Result => ({
  code: 'INVALID_DATA',
  status: 'error',
  message,
  details: { api_name: apiName },
});

export async function startZohoFake(options: { token?: string } = {}) {
  const token = options.token ?? 'zoho-token';
  const fields: (ZohoRecord & {
    api_name: string;
    field_label: string;
    data_type: string;
    unique?: unknown;
  })[] = [
    { id: '1', api_name: 'Account_Name', field_label: 'Account Name', data_type: 'text' },
    { id: '2', api_name: 'Phone', field_label: 'Phone', data_type: 'phone' },
  ];
  const modules: Record<string, ZohoRecord[]> = { Accounts: [], Contacts: [], Deals: [] };
  /** Account names refused (a partial failure on demand). */
  const rejectNames = new Set<string>();
  let nextId = 1;
  const newId = () => `57257670000${String(nextId++).padStart(8, '0')}`;

  function insert(module: string, input: Record<string, unknown>): Result {
    const required = REQUIRED[module] as string;
    if (!input[required])
      return { ...refused('required field not found', required), code: 'MANDATORY_NOT_FOUND' };
    if (module === 'Accounts' && rejectNames.has(String(input.Account_Name)))
      return refused('Conta recusada por uma regra de validação', 'Account_Name');
    const account = (input.Account_Name as { id?: string } | undefined)?.id;
    if (module !== 'Accounts' && account && !modules.Accounts?.some((a) => a.id === account))
      return refused('invalid data', 'Account_Name');
    const record = { ...input, id: newId() };
    modules[module]?.push(record);
    return {
      code: 'SUCCESS',
      status: 'success',
      message: 'record added',
      action: 'insert',
      details: { id: record.id },
    };
  }

  function upsert(input: Record<string, unknown>, check: string[]): Result {
    const found = modules.Accounts?.find((a) => check.every((f) => input[f] && a[f] === input[f]));
    if (!found) return insert('Accounts', input);
    Object.assign(found, input, { updates: Number(found.updates ?? 0) + 1 });
    return {
      code: 'SUCCESS',
      status: 'success',
      message: 'record updated',
      action: 'update',
      details: { id: found.id },
    };
  }

  const answer = (results: Result[], okStatus: number): FakeReply => {
    const failed = results.filter((r) => r.status === 'error').length;
    return {
      status: failed === 0 ? okStatus : failed === results.length ? 400 : 207,
      body: { data: results },
    };
  };

  function handle(req: FakeRequest): FakeReply {
    if (req.headers.authorization !== `Zoho-oauthtoken ${token}`)
      return error(401, 'INVALID_TOKEN', 'invalid oauth token');
    const path = req.path.startsWith(ROOT) ? req.path.slice(ROOT.length) : req.path;
    const body = (req.body ?? {}) as {
      data?: Record<string, unknown>[];
      duplicate_check_fields?: string[];
      fields?: Record<string, unknown>[];
    };
    if (path === '/settings/fields' && req.query.get('module') === 'Accounts') {
      if (req.method === 'GET') return { status: 200, body: { fields } };
      const input = body.fields?.[0] ?? {};
      if (!input.field_label || !input.data_type)
        return error(400, 'REQUIRED_PARAM_MISSING', 'field_label and data_type are required');
      const field = {
        ...input,
        id: newId(),
        api_name: String(input.field_label).replace(/\s+/g, '_'),
      } as (typeof fields)[number];
      fields.push(field);
      return {
        status: 201,
        body: {
          fields: [
            { code: 'SUCCESS', details: { id: field.id }, message: 'field created', status: 'success' },
          ],
        },
      };
    }
    const records = body.data ?? [];
    if (req.method === 'POST' && records.length > 100)
      return error(400, 'LIMIT_EXCEEDED', 'the number of records exceeds 100');
    if (path === '/Accounts/upsert' && req.method === 'POST') {
      const check = body.duplicate_check_fields ?? [];
      if (!check.every((f) => fields.some((x) => x.api_name === f && x.unique)))
        return error(400, 'INVALID_DATA', 'duplicate_check_fields must be unique fields');
      return answer(
        records.map((r) => upsert(r, check)),
        200,
      );
    }
    const module = /^\/(Contacts|Deals)$/.exec(path)?.[1];
    if (module && req.method === 'POST')
      return answer(
        records.map((r) => insert(module, r)),
        201,
      );
    const rel = /^\/Accounts\/(\w+)\/(Contacts|Deals)$/.exec(path);
    if (rel && req.method === 'GET') {
      const [, id, list = ''] = rel;
      const items = (modules[list] ?? []).filter((r) => (r.Account_Name as { id?: string })?.id === id);
      return items.length
        ? { status: 200, body: { data: items, info: { more_records: false } } }
        : { status: 204 };
    }
    return error(404, 'INVALID_URL_PATTERN', 'Please check if the URL trying to access is a correct one');
  }

  const server = await startFakeServer(handle, () => error(429, 'TOO_MANY_REQUESTS', 'too many requests'));
  return {
    ...server,
    token,
    fields,
    accounts: modules.Accounts as ZohoRecord[],
    contacts: modules.Contacts as ZohoRecord[],
    deals: modules.Deals as ZohoRecord[],
    rejectNames,
  };
}

export type ZohoFake = Awaited<ReturnType<typeof startZohoFake>>;
