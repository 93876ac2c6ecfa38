// A Bitrix24 fake (test code only): `/rest/{method}.json` with the OAuth token as `auth`, crm.company.userfield
// list/add, crm.company list/add/update (filter on any field, ids as strings in lists), crm.contact and
// crm.deal list/add, `batch` (halt=0, `method?params` commands with PHP-style brackets, result/result_error),
// Bitrix24's error bodies ({error, error_description}) and 503 QUERY_LIMIT_EXCEEDED on demand.
import { type FakeReply, type FakeRequest, startFakeServer } from './crm-fake-server.ts';

export type BitrixRecord = Record<string, unknown> & { ID: number };
type Params = Record<string, unknown>;
type Outcome = { result: unknown } | { error: string; error_description: string };

/** `fields[PHONE][0][VALUE]=x` → { fields: { PHONE: [{ VALUE: 'x' }] } }. */
export function parsePhpQuery(query: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, i) => i === 0 || part !== '');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Params;
      }
    });
  }
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const entries = Object.entries(v as Params).map(([k, x]) => [k, arrays(x)] as const);
    return entries.length > 0 && entries.every(([k], i) => k === String(i))
      ? entries.map(([, x]) => x)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Params;
}

const error = (code: string, description: string) => ({ error: code, error_description: description });

export async function startBitrix24Fake(options: { token?: string } = {}) {
  const token = options.token ?? 'bx-token';
  const userFields: BitrixRecord[] = [];
  const companies: BitrixRecord[] = [];
  const contacts: BitrixRecord[] = [];
  const deals: BitrixRecord[] = [];
  /** Company titles refused (a partial failure on demand). */
  const rejectTitles = new Set<string>();
  const methods: string[] = [];
  let nextId = 1;

  const matches = (record: BitrixRecord, filter: Params = {}) =>
    Object.entries(filter).every(([k, v]) => String(record[k] ?? '') === String(v));
  const listed = (items: BitrixRecord[], params: Params): Outcome => ({
    result: items.filter((r) => matches(r, params.filter as Params)).map((r) => ({ ...r, ID: String(r.ID) })),
  });
  const add = (items: BitrixRecord[], fields: Params | undefined, required: string[]): Outcome => {
    if (!fields || !required.some((f) => fields[f])) {
      return error('ERROR_CORE', `Required fields: ${required.join(' or ')}`);
    }
    const record = { ...fields, ID: nextId++ };
    items.push(record);
    return { result: record.ID };
  };

  function run(method: string, params: Params): Outcome {
    methods.push(method);
    const fields = params.fields as Params | undefined;
    switch (method) {
      case 'crm.company.userfield.list':
        return listed(userFields, params);
      case 'crm.company.userfield.add': {
        const name = `UF_CRM_${fields?.FIELD_NAME}`;
        if (userFields.some((f) => f.FIELD_NAME === name)) return error('ERROR_CORE', 'Field already exists');
        return add(userFields, { ...fields, FIELD_NAME: name }, ['FIELD_NAME']);
      }
      case 'crm.company.list':
        return listed(companies, params);
      case 'crm.company.add':
        if (rejectTitles.has(String(fields?.TITLE)))
          return error('ERROR_CORE', 'Empresa recusada por uma regra de automação');
        return add(companies, fields, ['TITLE']);
      case 'crm.company.update': {
        const company = companies.find((c) => c.ID === Number(params.id));
        if (!company) return error('ERROR_NOT_FOUND', 'Not found');
        Object.assign(company, fields, { updates: Number(company.updates ?? 0) + 1 });
        return { result: true };
      }
      case 'crm.contact.list':
        return listed(contacts, params);
      case 'crm.contact.add':
        return add(contacts, fields, ['NAME', 'LAST_NAME']);
      case 'crm.deal.list':
        return listed(deals, params);
      case 'crm.deal.add':
        return add(deals, fields, ['TITLE']);
      default:
        return error('ERROR_METHOD_NOT_FOUND', 'Method not found!');
    }
  }

  function handle(req: FakeRequest): FakeReply {
    const params = (req.body ?? {}) as Params;
    if ((req.query.get('auth') ?? params.auth) !== token) {
      return { status: 401, body: error('invalid_token', 'The access token provided is invalid.') };
    }
    const method = /^\/rest\/(.+?)(\.json)?$/.exec(req.path)?.[1] ?? '';
    if (method !== 'batch') {
      const outcome = run(method, params);
      const status = 'error' in outcome ? (outcome.error === 'ERROR_METHOD_NOT_FOUND' ? 404 : 400) : 200;
      return { status, body: { ...outcome, time: { start: 0, finish: 0 } } };
    }
    const cmd = (params.cmd ?? {}) as Record<string, string>;
    if (Object.keys(cmd).length > 50)
      return { status: 400, body: error('ERROR_BATCH_LENGTH_EXCEEDED', 'Max batch length exceeded') };
    const result: Record<string, unknown> = {};
    const resultError: Record<string, unknown> = {};
    for (const [key, command] of Object.entries(cmd)) {
      const [name = '', query = ''] = command.split('?');
      const outcome = run(name, parsePhpQuery(query));
      if ('error' in outcome) resultError[key] = outcome;
      else result[key] = outcome.result;
    }
    // PHP answers an empty associative array as [].
    const php = (o: Record<string, unknown>) => (Object.keys(o).length ? o : []);
    return {
      status: 200,
      body: { result: { result: php(result), result_error: php(resultError) }, time: {} },
    };
  }

  const server = await startFakeServer(handle, () => ({
    status: 503,
    body: error('QUERY_LIMIT_EXCEEDED', 'Too many requests'),
  }));
  return { ...server, token, userFields, companies, contacts, deals, rejectTitles, methods };
}

export type Bitrix24Fake = Awaited<ReturnType<typeof startBitrix24Fake>>;
