// A Pipedrive fake (test code only): api_token or Bearer auth, v1 organizationFields (paged, create), v2
// organizations (create, update, exact search on custom fields), persons and deals (create, list by org with
// cursor), Pipedrive's error bodies ({success:false, error, error_info}) and 429s with x-ratelimit headers.
import { type FakeReply, type FakeRequest, startFakeServer } from './crm-fake-server.ts';

export type PipedriveRecord = Record<string, unknown> & { id: number };

export type PipedriveFakeOptions = { token?: string; pageSize?: number };

const fail = (status: number, error: string): FakeReply => ({
  status,
  body: { success: false, error, errorCode: status, error_info: 'Please check developers.pipedrive.com' },
});
const ok = (data: unknown, additional_data: unknown = null, status = 200): FakeReply => ({
  status,
  body: { success: true, data, additional_data },
});

export async function startPipedriveFake(options: PipedriveFakeOptions = {}) {
  const token = options.token ?? 'pd-token';
  /** Set by `revoke()`: the key stops working, as when its user is deactivated at Pipedrive. */
  let revoked = false;
  const pageSize = options.pageSize ?? 500;
  const fields: PipedriveRecord[] = [
    { id: 1, key: 'name', name: 'Nome', field_type: 'varchar' },
    { id: 2, key: 'address', name: 'Endereço', field_type: 'address' },
  ];
  const organizations: PipedriveRecord[] = [];
  const persons: PipedriveRecord[] = [];
  const deals: PipedriveRecord[] = [];
  /** Organization names refused with a 400 (a partial failure on demand). */
  const rejectNames = new Set<string>();
  let nextId = 100;

  const authorized = (req: FakeRequest) =>
    (!revoked && req.query.get('api_token') === token) || req.headers.authorization === `Bearer ${token}`;

  const page = (items: PipedriveRecord[], req: FakeRequest) => {
    const start = Number(req.query.get('cursor') ?? 0);
    const limit = Math.min(Number(req.query.get('limit') ?? 100), pageSize);
    const next = start + limit < items.length ? String(start + limit) : null;
    return ok(items.slice(start, start + limit), { next_cursor: next });
  };

  function handle(req: FakeRequest): FakeReply {
    if (!authorized(req)) return fail(401, 'unauthorized access');
    const path = req.path.replace(/^\/api\/v1\//, '/v1/');
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (path === '/v1/organizationFields' && req.method === 'GET') {
      const start = Number(req.query.get('start') ?? 0);
      const limit = Math.min(Number(req.query.get('limit') ?? 100), pageSize);
      const more = start + limit < fields.length;
      return ok(fields.slice(start, start + limit), {
        pagination: {
          start,
          limit,
          more_items_in_collection: more,
          ...(more ? { next_start: start + limit } : {}),
        },
      });
    }
    if (path === '/v1/organizationFields' && req.method === 'POST') {
      if (!body.name || !body.field_type) return fail(400, 'Field name and field_type are required');
      const field = {
        id: nextId++,
        key: `${'a'.repeat(8)}${nextId}`.padEnd(40, '0'),
        name: body.name,
        field_type: body.field_type,
      };
      fields.push(field);
      return ok(field, null, 201);
    }
    if (path === '/api/v2/organizations/search') {
      const term = req.query.get('term') ?? '';
      if (term.length < 2) return fail(400, 'term must be at least 2 characters');
      const hits = organizations.filter((o) =>
        Object.values((o.custom_fields ?? {}) as Record<string, unknown>).some((v) => v === term),
      );
      return ok({
        items: hits.map((o) => ({ result_score: 1, item: { id: o.id, type: 'organization', name: o.name } })),
      });
    }
    if (path === '/api/v2/organizations' && req.method === 'POST') {
      if (!body.name) return fail(400, 'Name must be given');
      if (rejectNames.has(String(body.name))) return fail(400, 'Organization rejected by a validation rule');
      const org = { ...body, id: nextId++ };
      organizations.push(org);
      return ok(org);
    }
    const orgMatch = /^\/api\/v2\/organizations\/(\d+)$/.exec(path);
    if (orgMatch && req.method === 'PATCH') {
      const org = organizations.find((o) => o.id === Number(orgMatch[1]));
      if (!org) return fail(404, 'Organization not found');
      Object.assign(org, body, { update_count: Number(org.update_count ?? 0) + 1 });
      return ok(org);
    }
    for (const [collection, items, required] of [
      ['persons', persons, 'name'],
      ['deals', deals, 'title'],
    ] as const) {
      if (path !== `/api/v2/${collection}`) continue;
      if (req.method === 'GET') {
        const orgId = Number(req.query.get('org_id'));
        return page(
          items.filter((p) => p.org_id === orgId),
          req,
        );
      }
      if (!body[required]) return fail(400, `${required} is required`);
      if (body.org_id && !organizations.some((o) => o.id === body.org_id))
        return fail(400, 'Organization not found');
      const record = { ...body, id: nextId++ };
      items.push(record);
      return ok(record);
    }
    return fail(404, `Unknown route ${req.method} ${req.path}`);
  }

  const server = await startFakeServer(handle, () => ({
    status: 429,
    headers: { 'x-ratelimit-limit': '80', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '2' },
    body: fail(429, 'Request over limit').body,
  }));
  const revoke = () => {
    revoked = true;
  };
  return {
    ...server,
    apiUrl: `${server.url}/v1`,
    token,
    fields,
    organizations,
    persons,
    deals,
    rejectNames,
    revoke,
  };
}

export type PipedriveFake = Awaited<ReturnType<typeof startPipedriveFake>>;
