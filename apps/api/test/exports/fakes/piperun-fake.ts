// A PipeRun fake (test code only): the `Token` header (or ?token=), companies (create, update, filter by
// cnpj), persons and deals (create, list by company with cursor paging), PipeRun-style bodies
// ({success, message, data, meta}), a 401 for a wrong token and 429s with Retry-After on demand.
import { type FakeReply, type FakeRequest, startFakeServer } from './crm-fake-server.ts';

export type PiperunRecord = Record<string, unknown> & { id: number };
export type PiperunFakeOptions = {
  token?: string;
  pageSize?: number;
  /** Answer GET /companies unfiltered, as an API that ignores an unknown filter would. */
  ignoreCnpjFilter?: boolean;
};

const fail = (status: number, message: string, errors?: Record<string, string[]>): FakeReply => ({
  status,
  body: { success: false, message, ...(errors ? { errors } : {}) },
});
const ok = (data: unknown, meta: unknown = undefined, status = 200): FakeReply => ({
  status,
  body: { success: true, data, ...(meta ? { meta } : {}) },
});

export async function startPiperunFake(options: PiperunFakeOptions = {}) {
  const token = options.token ?? 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  const pageSize = options.pageSize ?? 200;
  const companies: PiperunRecord[] = [];
  const persons: PiperunRecord[] = [];
  const deals: PiperunRecord[] = [];
  /** Company names refused with a 422 (a partial failure on demand). */
  const rejectNames = new Set<string>();
  /** Tokens PipeRun knows but refuses (a user deactivated): 403, which the extractor treats as invalid. */
  const revokedTokens = new Set<string>();
  let nextId = 1000;

  const page = (items: PiperunRecord[], req: FakeRequest) => {
    const start = Number(req.query.get('cursor') ?? 0);
    const show = Math.min(Number(req.query.get('show') ?? 15), pageSize);
    const next = start + show < items.length ? String(start + show) : null;
    return ok(items.slice(start, start + show), { cursor: { next }, total: items.length });
  };
  const required = (body: Record<string, unknown>, fields: string[]) => {
    const missing = fields.filter((f) => body[f] === undefined || body[f] === '');
    return missing.length
      ? fail(
          422,
          'Dados inválidos',
          Object.fromEntries(missing.map((f) => [f, [`O campo ${f} é obrigatório.`]])),
        )
      : null;
  };

  function handle(req: FakeRequest): FakeReply {
    const given = String(req.headers.token ?? req.query.get('token') ?? '');
    if (revokedTokens.has(given)) return fail(403, 'Acesso negado');
    if (given !== token) return fail(401, 'Token inválido ou expirado');
    const path = req.path.replace(/^\/v1/, '');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const byNumber = (key: string) => Number(req.query.get(key));

    if (path === '/companies' && req.method === 'GET') {
      const cnpj = req.query.get('cnpj');
      return page(
        companies.filter((c) => !cnpj || options.ignoreCnpjFilter || c.cnpj === cnpj),
        req,
      );
    }
    if (path === '/companies' && req.method === 'POST') {
      const missing = required(body, ['name']);
      if (missing) return missing;
      if (rejectNames.has(String(body.name))) return fail(422, 'CNPJ inválido para a Receita Federal');
      const company = { ...body, id: nextId++ };
      companies.push(company);
      return ok(company, undefined, 201);
    }
    const companyMatch = /^\/companies\/(\d+)$/.exec(path);
    if (companyMatch && req.method === 'PUT') {
      const company = companies.find((c) => c.id === Number(companyMatch[1]));
      if (!company) return fail(404, 'Empresa não encontrada');
      Object.assign(company, body, { update_count: Number(company.update_count ?? 0) + 1 });
      return ok(company);
    }
    if (path === '/persons' && req.method === 'GET') {
      return page(
        persons.filter((p) => p.company_id === byNumber('company_id')),
        req,
      );
    }
    if (path === '/deals' && req.method === 'GET') {
      return page(
        deals.filter(
          (d) => d.company_id === byNumber('company_id') && d.pipeline_id === byNumber('pipeline_id'),
        ),
        req,
      );
    }
    for (const [route, items, fields] of [
      ['/persons', persons, ['name']],
      ['/deals', deals, ['title', 'pipeline_id', 'stage_id', 'owner_id']],
    ] as const) {
      if (path !== route || req.method !== 'POST') continue;
      const missing = required(body, [...fields]);
      if (missing) return missing;
      if (body.company_id && !companies.some((c) => c.id === body.company_id))
        return fail(422, 'Empresa não encontrada');
      const record = { ...body, id: nextId++ };
      items.push(record);
      return ok(record, undefined, 201);
    }
    return fail(404, `Rota desconhecida ${req.method} ${req.path}`);
  }

  const server = await startFakeServer(handle, () => ({
    status: 429,
    headers: { 'retry-after': '2' },
    body: { success: false, message: 'Too Many Attempts.' },
  }));
  return {
    ...server,
    apiUrl: `${server.url}/v1`,
    token,
    companies,
    persons,
    deals,
    rejectNames,
    revokedTokens,
  };
}

export type PiperunFake = Awaited<ReturnType<typeof startPiperunFake>>;
