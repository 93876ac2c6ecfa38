// A Meetime fake (test code only): `Authorization: {token}` (no Bearer) on reads, the cadence token in the
// query of the cadence-lead POST, users and leads listed with limit/start as {data, next, totalItems},
// leads added to cadences, 401/403 bodies and 429s without Retry-After (Meetime publishes none).
import { type FakeReply, type FakeRequest, startFakeServer } from './crm-fake-server.ts';

export type MeetimeRecord = Record<string, unknown> & { id: number };
export type MeetimeFakeOptions = { token?: string; pageSize?: number };

const fail = (status: number, message: string): FakeReply => ({ status, body: { message } });

export async function startMeetimeFake(options: MeetimeFakeOptions = {}) {
  const token = options.token ?? 'mt-api-token';
  const pageSize = options.pageSize ?? 100;
  const users: MeetimeRecord[] = [
    { id: 41, name: 'Vendedora Ana', email: 'ana@cliente.com.br', role: 'SALESMAN', active: true },
    { id: 42, name: 'Vendedor Rui', email: 'rui@cliente.com.br', role: 'SALESMAN', active: false },
  ];
  const cadences: MeetimeRecord[] = [{ id: 900, name: 'Outbound PME', token: 'cad-900-token' }];
  const leads: MeetimeRecord[] = [];
  /** Company names whose leads are refused with a 400 (a partial failure on demand). */
  const rejectCompanies = new Set<string>();
  /** Tokens of deactivated users: 403, which integrations treat as an invalid token. */
  const revokedTokens = new Set<string>();
  let nextId = 5000;

  const page = (items: MeetimeRecord[], req: FakeRequest): FakeReply => {
    const start = Number(req.query.get('start') ?? 0);
    const limit = Math.min(Number(req.query.get('limit') ?? 20), pageSize);
    const more = start + limit < items.length;
    return {
      status: 200,
      body: {
        data: items.slice(start, start + limit),
        next: more ? `${req.path}?start=${start + limit}&limit=${limit}` : null,
        totalItems: items.length,
      },
    };
  };

  function handle(req: FakeRequest): FakeReply {
    const path = req.path.replace(/^\/v2/, '');
    const cadenceMatch = /^\/prospections\/cadence\/(\d+)\/lead$/.exec(path);
    if (cadenceMatch && req.method === 'POST') {
      const cadence = cadences.find((c) => c.id === Number(cadenceMatch[1]));
      if (!cadence) return fail(404, 'Cadência não encontrada');
      if (req.query.get('token') !== cadence.token) return fail(401, 'Token da cadência inválido');
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (!body.name) return fail(400, 'O nome do lead é obrigatório');
      if (rejectCompanies.has(String(body.company)))
        return fail(400, 'Lead bloqueado pela regra de duplicidade');
      const lead = { ...body, id: nextId++, cadenceId: cadence.id };
      leads.push(lead);
      return { status: 201, body: { id: lead.id } };
    }
    const given = req.headers.authorization ?? '';
    if (revokedTokens.has(given)) return fail(403, 'Forbidden');
    if (given !== token) return fail(401, 'Unauthorized');
    if (path === '/users' && req.method === 'GET') return page(users, req);
    if (path === '/cadences' && req.method === 'GET') return page(cadences, req);
    if (path === '/leads' && req.method === 'GET') {
      const company = req.query.get('company');
      return page(
        leads.filter((l) => !company || l.company === company),
        req,
      );
    }
    return fail(404, `Rota desconhecida ${req.method} ${req.path}`);
  }

  const server = await startFakeServer(handle, () => ({
    status: 429,
    body: { message: 'Too many requests' },
  }));
  return {
    ...server,
    apiUrl: `${server.url}/v2`,
    token,
    users,
    cadences,
    leads,
    rejectCompanies,
    revokedTokens,
    /** The cadence API URL Meetime shows for the cadence (on the real host: only id and token are used). */
    cadenceApiUrl: 'https://api.meetime.com.br/v2/prospections/cadence/900/lead?token=cad-900-token',
  };
}

export type MeetimeFake = Awaited<ReturnType<typeof startMeetimeFake>>;
