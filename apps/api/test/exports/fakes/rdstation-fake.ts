// An RD Station CRM v1 fake (test code only): `?token=` auth and its token check, custom fields (list by
// `for`, create), organizations (search by name with `q`, create with unique names, update), contacts and
// deals (create, list by organization), `{entity: [...], has_more}` pages, RD's error body
// ({errors:{field:[…]}}) and 429s with Retry-After.
import { type FakeReply, type FakeRequest, startFakeServer } from './crm-fake-server.ts';

export type RdRecord = Record<string, unknown> & { _id: string };

const fail = (status: number, field: string, message: string): FakeReply => ({
  status,
  body: { errors: { [field]: [message] } },
});

export async function startRdstationFake(options: { token?: string; pageSize?: number } = {}) {
  const token = options.token ?? 'rd-token';
  const pageSize = options.pageSize ?? 200;
  const customFields: RdRecord[] = [
    { _id: 'cf0000000000000000000001', label: 'Segmento', for: 'organization', type: 'text' },
  ];
  const organizations: RdRecord[] = [];
  const contacts: RdRecord[] = [];
  const deals: RdRecord[] = [];
  const rejectNames = new Set<string>();
  let seq = 1;
  const newId = () => (seq++).toString(16).padStart(24, 'a');

  const page = (key: string, items: RdRecord[], req: FakeRequest): FakeReply => {
    const n = Number(req.query.get('page') ?? 1);
    const per = Math.min(Number(req.query.get('limit') ?? 20), pageSize);
    const chunk = items.slice((n - 1) * per, n * per);
    return { status: 200, body: { [key]: chunk, total: items.length, has_more: n * per < items.length } };
  };

  function handle(req: FakeRequest): FakeReply {
    if (req.query.get('token') !== token)
      return { status: 401, body: { error: 'UNAUTHORIZED', message: 'Invalid token.' } };
    const body = (req.body ?? {}) as Record<string, Record<string, unknown>>;
    const path = req.path.replace(/^\/api\/v1/, '');
    const { method } = req;
    if (path === '/token/check' && method === 'GET') return { status: 200, body: { valid: true } };
    if (path === '/custom_fields' && method === 'GET') {
      const forWhat = req.query.get('for');
      return page(
        'custom_fields',
        customFields.filter((f) => !forWhat || f.for === forWhat),
        req,
      );
    }
    if (path === '/custom_fields' && method === 'POST') {
      const field = body.custom_field;
      if (!field?.label || !field.for) return fail(422, 'label', 'não pode ficar em branco');
      const created = { ...field, _id: newId() };
      customFields.push(created);
      return { status: 200, body: created };
    }
    if (path === '/organizations' && method === 'GET') {
      const q = (req.query.get('q') ?? '').toLowerCase();
      return page(
        'organizations',
        organizations.filter((o) => String(o.name).toLowerCase().includes(q)),
        req,
      );
    }
    const orgPath = /^\/organizations\/([0-9a-f]{24})(\/contacts|\/deals)?$/.exec(path);
    if ((path === '/organizations' && method === 'POST') || (orgPath && method === 'PUT')) {
      const org = body.organization;
      if (!org?.name) return fail(422, 'name', 'não pode ficar em branco');
      if (rejectNames.has(String(org.name))) return fail(422, 'organization_custom_fields', 'CNPJ inválido');
      const id = orgPath?.[1];
      if (organizations.some((o) => o.name === org.name && o._id !== id))
        return fail(422, 'name', 'já está em uso');
      if (id) {
        const found = organizations.find((o) => o._id === id);
        if (!found) return fail(404, 'organization', 'não encontrada');
        Object.assign(found, org, { updates: Number(found.updates ?? 0) + 1 });
        return { status: 200, body: found };
      }
      const created = { ...org, _id: newId() };
      organizations.push(created);
      return { status: 200, body: { ...created, id: created._id } };
    }
    if (orgPath?.[2] && method === 'GET') {
      if (!organizations.some((o) => o._id === orgPath[1]))
        return fail(404, 'organization', 'não encontrada');
      if (orgPath[2] === '/contacts')
        return page(
          'contacts',
          contacts.filter((c) => c.organization_id === orgPath[1]),
          req,
        );
      return page(
        'deals',
        deals.filter((d) => (d.organization as RdRecord)._id === orgPath[1]),
        req,
      );
    }
    if (path === '/contacts' && method === 'POST') {
      const contact = body.contact;
      if (!contact?.name) return fail(422, 'name', 'não pode ficar em branco');
      if (!organizations.some((o) => o._id === contact.organization_id))
        return fail(422, 'organization_id', 'inválido');
      const created = { ...contact, _id: newId() };
      contacts.push(created);
      return { status: 200, body: created };
    }
    if (path === '/deals' && method === 'POST') {
      const orgId = body.organization?._id;
      if (!body.deal?.name || !body.deal.deal_stage_id)
        return fail(422, 'deal_stage_id', 'não pode ficar em branco');
      if (!organizations.some((o) => o._id === orgId)) return fail(422, 'organization', 'inválida');
      const created = {
        ...body.deal,
        deal_stage: { _id: body.deal.deal_stage_id },
        organization: { _id: orgId },
        _id: newId(),
      };
      deals.push(created);
      return { status: 200, body: created };
    }
    return fail(404, 'path', `${method} ${req.path} não existe`);
  }

  const server = await startFakeServer(handle, () => ({
    status: 429,
    headers: { 'retry-after': '3' },
    body: { errors: { limit: ['Limite de requisições excedido'] } },
  }));
  return {
    ...server,
    apiUrl: `${server.url}/api/v1`,
    token,
    customFields,
    organizations,
    contacts,
    deals,
    rejectNames,
  };
}

export type RdstationFake = Awaited<ReturnType<typeof startRdstationFake>>;
