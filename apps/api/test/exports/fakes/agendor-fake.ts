// An Agendor v3 fake (test code only): `Authorization: Token …`, organizations and people upserts (cnpj /
// contact.email), plain people creation (409 on a repeated e-mail), the organizations list and the people and
// deals of an organization with page/per_page, Agendor's error body ({errors:[…]}) and 429s with Retry-After.
import { type FakeReply, type FakeRequest, startFakeServer } from './crm-fake-server.ts';

export type AgendorRecord = Record<string, unknown> & { id: number };

const fail = (status: number, ...errors: string[]): FakeReply => ({ status, body: { errors } });

export async function startAgendorFake(options: { token?: string; pageSize?: number } = {}) {
  const token = options.token ?? 'ag-token';
  const pageSize = options.pageSize ?? 100;
  const organizations: AgendorRecord[] = [];
  const people: AgendorRecord[] = [];
  const deals: AgendorRecord[] = [];
  /** Organization names refused with a 422 (a partial failure on demand). */
  const rejectNames = new Set<string>();
  let nextId = 500;

  const emailOf = (r: Record<string, unknown>) => (r.contact as { email?: string } | undefined)?.email;
  const page = (items: AgendorRecord[], req: FakeRequest): FakeReply => {
    const n = Number(req.query.get('page') ?? 1);
    const per = Math.min(Number(req.query.get('per_page') ?? 100), pageSize);
    const headers = { total: String(items.length), 'total-count': String(items.length) };
    return { status: 200, headers, body: { data: items.slice((n - 1) * per, n * per) } };
  };

  function handle(req: FakeRequest): FakeReply {
    if (req.headers.authorization !== `Token ${token}`) return fail(401, 'Token de acesso inválido');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { method, path } = req;
    if (method === 'POST' && path === '/v3/organizations/upsert') {
      if (!body.name) return fail(422, 'name: não pode ficar em branco');
      if (rejectNames.has(String(body.name))) return fail(422, 'cnpj: CNPJ inválido');
      // The reference's model types the street number as an integer.
      const number = (body.address as { street_number?: unknown } | undefined)?.street_number;
      if (number !== undefined && !Number.isInteger(number))
        return fail(422, 'address.street_number: deve ser um número inteiro');
      const found = organizations.find((o) => o.cnpj === body.cnpj);
      if (found) {
        Object.assign(found, body, { updates: Number(found.updates ?? 0) + 1 });
        return { status: 200, body: { data: found } };
      }
      const org = { ...body, id: nextId++ };
      organizations.push(org);
      return { status: 201, body: { data: org } };
    }
    if (method === 'POST' && (path === '/v3/people/upsert' || path === '/v3/people')) {
      if (!body.name) return fail(422, 'name: não pode ficar em branco');
      const email = emailOf(body);
      const found = email ? people.find((p) => emailOf(p) === email) : undefined;
      if (found && path === '/v3/people') return fail(409, 'contact.email: já está em uso');
      if (found) {
        Object.assign(found, body);
        return { status: 200, body: { data: found } };
      }
      const person = { ...body, id: nextId++ };
      people.push(person);
      return { status: 201, body: { data: person } };
    }
    if (method === 'GET' && path === '/v3/organizations') return page(organizations, req);
    const nested = /^\/v3\/organizations\/(\d+)\/(people|deals)$/.exec(path);
    if (nested) {
      const orgId = Number(nested[1]);
      if (!organizations.some((o) => o.id === orgId)) return fail(404, 'Organização não encontrada');
      if (nested[2] === 'people')
        return page(
          people.filter((p) => p.organization === orgId),
          req,
        );
      if (method === 'GET')
        return page(
          deals.filter((d) => d.organization === orgId),
          req,
        );
      if (!body.title) return fail(422, 'title: não pode ficar em branco');
      const deal = { ...body, funnel: { id: body.funnel }, organization: orgId, id: nextId++ };
      deals.push(deal);
      return { status: 201, body: { data: deal } };
    }
    return fail(404, `Rota desconhecida ${method} ${path}`);
  }

  const server = await startFakeServer(handle, () => ({
    status: 429,
    headers: { 'retry-after': '2' },
    body: { errors: ['Too Many Requests'] },
  }));
  return { ...server, apiUrl: `${server.url}/v3`, token, organizations, people, deals, rejectNames };
}

export type AgendorFake = Awaited<ReturnType<typeof startAgendorFake>>;
