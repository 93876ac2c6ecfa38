// A Salesforce fake (test code only): Bearer auth on /services/data/v62.0, SOQL `SELECT … FROM … WHERE
// AccountId IN (…)` with nextRecordsUrl paging, sObject Collections create (POST composite/sobjects) and
// upsert by an External ID field (PATCH composite/sobjects/Account/{field}) with per-record SaveResults,
// Salesforce's error arrays ([{message, errorCode}]) and 403 REQUEST_LIMIT_EXCEEDED on demand.
import { type FakeReply, type FakeRequest, startFakeServer } from './crm-fake-server.ts';

export type SfRecord = Record<string, unknown> & { Id: string };
type Input = Record<string, unknown> & { attributes?: { type?: string } };
type Save = {
  id?: string;
  success: boolean;
  created?: boolean;
  errors: { statusCode: string; message: string; fields: string[] }[];
};

const ROOT = '/services/data/v62.0';
const PREFIX: Record<string, string> = { Account: '001', Contact: '003', Opportunity: '006' };
const REQUIRED: Record<string, string[]> = {
  Account: ['Name'],
  Contact: ['LastName'],
  Opportunity: ['Name', 'StageName', 'CloseDate'],
};

const errors = (status: number, errorCode: string, message: string): FakeReply => ({
  status,
  body: [{ message, errorCode }],
});
const refused = (statusCode: string, message: string, fields: string[] = []): Save => ({
  success: false,
  errors: [{ statusCode, message, fields }],
});

export async function startSalesforceFake(options: { token?: string; pageSize?: number } = {}) {
  const token = options.token ?? 'sf-token';
  const pageSize = options.pageSize ?? 2000;
  const objects: Record<string, SfRecord[]> = { Account: [], Contact: [], Opportunity: [] };
  /** Account fields marked External ID in this org. */
  const externalIds = new Set(['CNPJ__c']);
  /** Account names refused by a validation rule (a partial failure on demand). */
  const rejectNames = new Set<string>();
  const cursors = new Map<string, SfRecord[]>();
  let nextId = 1;
  const newId = (type: string) => `${PREFIX[type] ?? '0XX'}${String(nextId++).padStart(12, '0')}AAA`;

  function create(type: string, input: Input): Save {
    const missing = (REQUIRED[type] ?? []).filter((f) => !input[f]);
    if (missing.length)
      return refused('REQUIRED_FIELD_MISSING', `Required fields are missing: [${missing}]`, missing);
    if (type === 'Account' && rejectNames.has(String(input.Name)))
      return refused('FIELD_CUSTOM_VALIDATION_EXCEPTION', 'Conta recusada por uma regra de validação');
    if (input.AccountId && !objects.Account?.some((a) => a.Id === input.AccountId))
      return refused('INVALID_CROSS_REFERENCE_KEY', 'invalid cross reference id', ['AccountId']);
    const { attributes: _, ...fields } = input;
    const record = { ...fields, Id: newId(type) };
    objects[type]?.push(record);
    return { id: record.Id, success: true, created: true, errors: [] };
  }

  function upsert(field: string, input: Input): Save {
    const matches = (objects.Account ?? []).filter((a) => a[field] === input[field]);
    if (!input[field]) return refused('REQUIRED_FIELD_MISSING', `External ID ${field} is missing`, [field]);
    if (matches.length > 1)
      return refused('DUPLICATE_EXTERNAL_ID', `${field} matches several records`, [field]);
    const found = matches[0];
    if (!found) return create('Account', input);
    const { attributes: _, ...fields } = input;
    Object.assign(found, fields, { updates: Number(found.updates ?? 0) + 1 });
    return { id: found.Id, success: true, created: false, errors: [] };
  }

  function page(records: SfRecord[], offset: number) {
    const slice = records.slice(offset, offset + pageSize);
    const done = offset + pageSize >= records.length;
    let nextRecordsUrl: string | undefined;
    if (!done) {
      const cursor = `01g${cursors.size}`;
      cursors.set(cursor, records);
      nextRecordsUrl = `${ROOT}/query/${cursor}-${offset + pageSize}`;
    }
    return { status: 200, body: { totalSize: records.length, done, records: slice, nextRecordsUrl } };
  }

  function query(soql: string): FakeReply {
    const m = /^SELECT (.+) FROM (\w+) WHERE AccountId IN \((.*)\)$/i.exec(soql.trim());
    if (!m) return errors(400, 'MALFORMED_QUERY', `unexpected query: ${soql}`);
    const [, fieldList = '', type = '', idList = ''] = m;
    const ids = [...idList.matchAll(/'([^']*)'/g)].map((x) => x[1]);
    const fields = fieldList.split(',').map((f) => f.trim());
    const records = (objects[type] ?? [])
      .filter((r) => ids.includes(String(r.AccountId)))
      .map(
        (r): SfRecord => ({
          attributes: { type, url: `${ROOT}/sobjects/${type}/${r.Id}` },
          Id: r.Id,
          ...Object.fromEntries(fields.map((f) => [f, r[f] ?? null])),
        }),
      );
    return page(records, 0);
  }

  function handle(req: FakeRequest): FakeReply {
    if (req.headers.authorization !== `Bearer ${token}`)
      return errors(401, 'INVALID_SESSION_ID', 'Session expired or invalid');
    const path = req.path.startsWith(ROOT) ? req.path.slice(ROOT.length) : req.path;
    const body = (req.body ?? {}) as { allOrNone?: boolean; records?: Input[] };
    if (path === '/query' && req.method === 'GET') return query(req.query.get('q') ?? '');
    const more = /^\/query\/(\w+)-(\d+)$/.exec(path);
    if (more && req.method === 'GET') return page(cursors.get(more[1] as string) ?? [], Number(more[2]));
    if (path.startsWith('/composite/sobjects')) {
      const records = body.records ?? [];
      if (records.length > 200)
        return errors(400, 'EXCEEDED_ID_LIMIT', 'record limit reached. cannot submit more than 200 records');
      const upsertBy = /^\/composite\/sobjects\/Account\/(\w+)$/.exec(path)?.[1];
      if (req.method === 'PATCH' && upsertBy) {
        if (!externalIds.has(upsertBy))
          return errors(
            404,
            'NOT_FOUND',
            `Provided external ID field does not exist or is not accessible: ${upsertBy}`,
          );
        return { status: 200, body: records.map((r) => upsert(upsertBy, r)) };
      }
      if (req.method === 'POST' && path === '/composite/sobjects')
        return { status: 200, body: records.map((r) => create(String(r.attributes?.type), r)) };
    }
    return errors(404, 'NOT_FOUND', `The requested resource does not exist: ${req.method} ${req.path}`);
  }

  const server = await startFakeServer(handle, () =>
    errors(403, 'REQUEST_LIMIT_EXCEEDED', 'TotalRequests Limit exceeded.'),
  );
  return {
    ...server,
    token,
    accounts: objects.Account as SfRecord[],
    contacts: objects.Contact as SfRecord[],
    opportunities: objects.Opportunity as SfRecord[],
    externalIds,
    rejectNames,
  };
}

export type SalesforceFake = Awaited<ReturnType<typeof startSalesforceFake>>;
