// A TOTVS CRM fake (test code only): the one integration route where the method and the Integration-*
// headers pick the action, the JSESSIONID cookie plus the integration token, RestQuery filters (`==` and
// `=in=`), 401 "Sem autorização, realizar login novamente", 409 conflicts and 429s with Retry-After. Where the
// reference finds nothing (route, token header, list and create answers) it follows totvs-api.ts's choices.
import { type FakeReply, type FakeRequest, startFakeServer } from './crm-fake-server.ts';

export type TotvsRecord = Record<string, unknown> & { id: number };

const fail = (status: number, message: string): FakeReply => ({ status, body: { code: status, message } });

/** `field=="v"`, `field==1` or `field=in=("a","b")` → a predicate; null when the filter is not understood. */
function restQuery(filter: string): ((r: TotvsRecord) => boolean) | null {
  const eq = /^(\w+)==(?:"((?:[^"\\]|\\.)*)"|(\d+))$/.exec(filter);
  if (eq) {
    const [, field, text, num] = eq;
    return (r) => String(r[field as string]) === (text ?? num);
  }
  const inList = /^(\w+)=in=\((.*)\)$/.exec(filter);
  if (inList) {
    const values = new Set([...(inList[2] ?? '').matchAll(/"([^"]*)"/g)].map((m) => m[1]));
    return (r) => values.has(String(r[inList[1] as string]));
  }
  return null;
}

export async function startTotvsFake(options: { session?: string; integrationToken?: string } = {}) {
  const session = options.session ?? 'jsession-0123456789';
  const integrationToken = options.integrationToken ?? 'totvs-integration-token';
  const store: Record<string, TotvsRecord[]> = { 'customers-integration': [], 'contacts-integration': [] };
  /** Customer names refused with a 409 (a partial failure on demand). */
  const rejectNames = new Set<string>();
  let nextId = 300;

  function handle(req: FakeRequest): FakeReply {
    if (req.path !== '/api/integration') return fail(404, 'Recurso não encontrado');
    const cookie = String(req.headers.cookie ?? '');
    if (
      !cookie.split(/;\s*/).includes(`JSESSIONID=${session}`) ||
      req.headers['integration-token'] !== integrationToken
    )
      return fail(401, 'Sem autorização, realizar login novamente');
    const h = (name: string) => (req.headers[`integration-${name}`] as string | undefined) ?? '';
    const records = store[h('resource')];
    if (h('service') !== 'customer' || !records || h('version') !== 'v1')
      return fail(400, 'Integration-Service, Integration-Resource ou Integration-Version inválido');
    const filter = h('filter');
    const match = filter ? restQuery(filter) : null;
    if (filter && !match) return fail(400, `Filtro inválido: ${filter}`);

    if (req.method === 'GET') return { status: 200, body: match ? records.filter(match) : records };
    if (req.method !== 'POST') return fail(405, 'Método não suportado');
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (!body.name) return fail(400, 'O campo name é obrigatório');
    if (rejectNames.has(String(body.name)))
      return fail(409, 'Erro de restrição: CNPJ já vinculado a outro cliente');
    const action = h('action');
    if (action === 'create') {
      if (filter) return fail(400, 'Integration-Filter não é permitido na ação create');
      const record = { ...body, id: nextId++ };
      records.push(record);
      return { status: 200, body: record.id };
    }
    if (action === 'update') {
      const target = match ? records.filter(match) : [];
      if (target.length !== 1) return fail(400, 'Integration-Filter deve identificar um registro');
      const record = target[0] as TotvsRecord;
      const updates = Number(record.update_count ?? 0) + 1;
      for (const key of Object.keys(record)) if (key !== 'id') delete record[key];
      Object.assign(record, body, { update_count: updates });
      return { status: 200, body: record.id };
    }
    return fail(400, `Integration-Action inválida: ${action}`);
  }

  const server = await startFakeServer(handle, () => ({
    status: 429,
    headers: { 'retry-after': '1' },
    body: { code: 429, message: 'Muitas requisições' },
  }));
  return {
    ...server,
    apiUrl: `${server.url}/api`,
    session,
    integrationToken,
    customers: store['customers-integration'] as TotvsRecord[],
    contacts: store['contacts-integration'] as TotvsRecord[],
    rejectNames,
  };
}

export type TotvsFake = Awaited<ReturnType<typeof startTotvsFake>>;
