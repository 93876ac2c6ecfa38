// A HubSpot fake (test code only): Bearer auth, company properties (read one, create; a unique property is
// required by batch/upsert), companies batch/upsert by idProperty (results unordered, `new` flag), contacts
// and deals create with associations (409 on a known e-mail), v4 associations (list, default associate),
// batch reads, HubSpot's error bodies ({status:"error", message, category, correlationId}), 403 for a scope
// withheld on demand and 429s.
import { type FakeReply, type FakeRequest, startFakeServer } from './crm-fake-server.ts';

export type HubspotRecord = { id: string; properties: Record<string, string>; updates?: number };
type Association = { from: string; fromId: string; to: string; toId: string; typeId: number };
type Input = {
  id?: string;
  idProperty?: string;
  properties?: Record<string, string>;
  associations?: { to: { id: string }; types: { associationTypeId: number }[] }[];
};

const error = (status: number, category: string, message: string): FakeReply => ({
  status,
  body: { status: 'error', message, correlationId: 'aaaaaaaa-0000-4000-8000-000000000000', category },
});

/** The scope each route of the fake needs (the CRM object's read or write; properties are schemas). */
function neededScope(method: string, path: string): string | null {
  const [, kind, object, rest = ''] = /^\/crm\/v[34]\/(objects|properties)\/(\w+)(.*)$/.exec(path) ?? [];
  if (!kind) return null;
  const write = method !== 'GET' && !rest.endsWith('/batch/read');
  return `crm.${kind === 'objects' ? 'objects' : 'schemas'}.${object}.${write ? 'write' : 'read'}`;
}

export async function startHubspotFake(options: { token?: string } = {}) {
  const token = options.token ?? 'hs-token';
  const properties: Record<string, unknown>[] = [
    { name: 'name', label: 'Company name', type: 'string', hasUniqueValue: false },
  ];
  const objects: Record<string, HubspotRecord[]> = { companies: [], contacts: [], deals: [] };
  const associations: Association[] = [];
  /** Company names refused (a partial failure on demand): the batch that holds one answers 400. */
  const rejectNames = new Set<string>();
  /** Scopes the token was not granted: a call that needs one answers 403 (the reference's missing scope). */
  const withheldScopes = new Set<string>();
  let nextId = 1000;

  const associate = (from: string, fromId: string, to: string, toId: string, typeId: number) => {
    associations.push(
      { from, fromId, to, toId, typeId },
      { from: to, fromId: toId, to: from, toId: fromId, typeId },
    );
  };

  function upsert(inputs: Input[]): FakeReply {
    const idProperty = inputs[0]?.idProperty ?? '';
    if (!properties.some((p) => p.name === idProperty && p.hasUniqueValue))
      return error(400, 'VALIDATION_ERROR', `${idProperty} is not a unique property`);
    const refused = inputs.find((i) => rejectNames.has(String(i.properties?.name)));
    if (refused)
      return error(
        400,
        'VALIDATION_ERROR',
        `Empresa recusada por uma regra de validação: ${refused.properties?.name}`,
      );
    const results = inputs.map((input) => {
      const found = objects.companies?.find((c) => c.properties[idProperty] === input.id);
      if (found) {
        Object.assign(found.properties, input.properties);
        found.updates = (found.updates ?? 0) + 1;
        return { ...found, new: false };
      }
      const record = {
        id: String(nextId++),
        properties: { ...input.properties, [idProperty]: String(input.id) },
      };
      objects.companies?.push(record);
      return { ...record, new: true };
    });
    return { status: 200, body: { status: 'COMPLETE', results: results.reverse() } };
  }

  function create(object: string, input: Input): FakeReply {
    const props = input.properties ?? {};
    if (object === 'contacts') {
      const same = props.email && objects.contacts?.find((c) => c.properties.email === props.email);
      if (same) return error(409, 'CONFLICT', `Contact already exists. Existing ID: ${same.id}`);
    }
    const record = { id: String(nextId++), properties: { ...props } };
    objects[object]?.push(record);
    for (const a of input.associations ?? []) {
      const target = object === 'deals' && a.types[0]?.associationTypeId === 3 ? 'contacts' : 'companies';
      associate(object, record.id, target, a.to.id, a.types[0]?.associationTypeId ?? 0);
    }
    return { status: 201, body: record };
  }

  function handle(req: FakeRequest): FakeReply {
    if (req.headers.authorization !== `Bearer ${token}`)
      return error(
        401,
        'INVALID_AUTHENTICATION',
        'Authentication credentials not found. This API supports OAuth 2.0 authentication.',
      );
    const body = (req.body ?? {}) as Input & { inputs?: Input[]; properties?: unknown };
    const p = req.path;
    const needed = neededScope(req.method, p);
    if (needed && withheldScopes.has(needed)) {
      const denied = error(
        403,
        'MISSING_SCOPES',
        "This app hasn't been granted all required scopes to make this call.",
      );
      const errors = [
        {
          message: 'One or more of the following scopes are required.',
          context: { requiredScopes: [needed] },
        },
      ];
      return { ...denied, body: { ...(denied.body as object), errors } };
    }
    const property = /^\/crm\/v3\/properties\/companies\/(\w+)$/.exec(p)?.[1];
    if (property && req.method === 'GET') {
      const found = properties.find((x) => x.name === property);
      return found
        ? { status: 200, body: found }
        : error(404, 'OBJECT_NOT_FOUND', `Unable to find property ${property}`);
    }
    if (p === '/crm/v3/properties/companies' && req.method === 'POST') {
      properties.push(req.body as Record<string, unknown>);
      return { status: 201, body: req.body };
    }
    if (p === '/crm/v3/objects/companies/batch/upsert' && req.method === 'POST') {
      if ((body.inputs ?? []).length > 100) return error(400, 'VALIDATION_ERROR', 'Batch size exceeds 100');
      return upsert(body.inputs ?? []);
    }
    const createIn = /^\/crm\/v3\/objects\/(contacts|deals)$/.exec(p)?.[1];
    if (createIn && req.method === 'POST') return create(createIn, body);
    const readIn = /^\/crm\/v3\/objects\/(\w+)\/batch\/read$/.exec(p)?.[1];
    if (readIn && req.method === 'POST') {
      const ids = (body.inputs ?? []).map((i) => i.id);
      return {
        status: 200,
        body: { status: 'COMPLETE', results: (objects[readIn] ?? []).filter((r) => ids.includes(r.id)) },
      };
    }
    const list = /^\/crm\/v4\/objects\/(\w+)\/(\d+)\/associations\/(\w+)$/.exec(p);
    if (list && req.method === 'GET') {
      const [, from, id, to] = list;
      const results = associations
        .filter((a) => a.from === from && a.fromId === id && a.to === to)
        .map((a) => ({
          toObjectId: Number(a.toId),
          associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: a.typeId, label: null }],
        }));
      return { status: 200, body: { results } };
    }
    const link = /^\/crm\/v4\/objects\/contacts\/(\d+)\/associations\/default\/companies\/(\d+)$/.exec(p);
    if (link && req.method === 'PUT') {
      associate('contacts', link[1] as string, 'companies', link[2] as string, 279);
      return { status: 200, body: { status: 'COMPLETE', results: [] } };
    }
    return error(404, 'OBJECT_NOT_FOUND', `Unknown route ${req.method} ${p}`);
  }

  const server = await startFakeServer(handle, () => ({
    ...error(429, 'RATE_LIMITS', 'You have reached your ten_secondly_rolling limit.'),
    headers: { 'x-hubspot-ratelimit-max': '100', 'x-hubspot-ratelimit-remaining': '0', 'retry-after': '1' },
  }));
  const associatedWith = (object: string, companyId: string) =>
    associations
      .filter((a) => a.from === object && a.to === 'companies' && a.toId === companyId)
      .map((a) => a.fromId);
  return {
    ...server,
    token,
    properties,
    companies: objects.companies as HubspotRecord[],
    contacts: objects.contacts as HubspotRecord[],
    deals: objects.deals as HubspotRecord[],
    associations,
    associatedWith,
    rejectNames,
    withheldScopes,
  };
}

export type HubspotFake = Awaited<ReturnType<typeof startHubspotFake>>;
