// A Ploomes fake (test code only): `User-Key` auth, Contacts@Types, Fields (read with $filter, created with
// Name/EntityId/TypeId), Fields@Types, Contacts and Deals (create, PATCH Contacts(id), list with the simple
// `$filter`s the connector sends: `Field eq value` joined by and/or, same field = or), OData `value` replies,
// ASP.NET/OData error bodies and 429s without published headers.
import { randomUUID } from 'node:crypto';
import { type FakeReply, type FakeRequest, startFakeServer } from './crm-fake-server.ts';

export type PloomesRecord = Record<string, unknown> & { Id: number };

const fail = (status: number, message: string): FakeReply => ({
  status,
  body: { error: { code: String(status), message } },
});
const value = (items: unknown[], status = 200): FakeReply => ({ status, body: { value: items } });

/** Conditions of a filter: every field must equal one of the values given for it. */
export function matches(record: Record<string, unknown>, filter: string | null): boolean {
  if (!filter) return true;
  const wanted = new Map<string, unknown[]>();
  for (const [, field, raw] of filter.matchAll(/(\w+) eq ('[^']*'|-?\d+|true|false)/g)) {
    const v = raw?.startsWith("'")
      ? raw.slice(1, -1)
      : raw === 'true'
        ? true
        : raw === 'false'
          ? false
          : Number(raw);
    wanted.set(field as string, [...(wanted.get(field as string) ?? []), v]);
  }
  return [...wanted].every(([field, values]) => values.includes(record[field]));
}

export async function startPloomesFake(options: { token?: string } = {}) {
  const token = options.token ?? 'pl-key';
  const fields: PloomesRecord[] = [
    { Id: 1, Key: 'contact_name', Name: 'Nome', EntityId: 1, Dynamic: false, TypeId: 1 },
    { Id: 2, Key: `contact_${randomUUID()}`, Name: 'Porte', EntityId: 1, Dynamic: true, TypeId: 1 },
    { Id: 3, Key: `deal_${randomUUID()}`, Name: 'Cargo', EntityId: 2, Dynamic: true, TypeId: 1 },
  ];
  const fieldTypes = [
    { Id: 1, Name: 'Texto', NativeType: 'String' },
    { Id: 2, Name: 'Texto longo', NativeType: 'String' },
    { Id: 4, Name: 'Número inteiro', NativeType: 'Int64' },
  ];
  const contacts: PloomesRecord[] = [];
  const deals: PloomesRecord[] = [];
  const rejectNames = new Set<string>();
  let nextId = 9000;

  function handle(req: FakeRequest): FakeReply {
    if (req.headers['user-key'] !== token) {
      return { status: 401, body: { Message: 'Authorization has been denied for this request.' } };
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const filter = req.query.get('$filter');
    const top = Number(req.query.get('$top') ?? Number.POSITIVE_INFINITY);
    const list = (items: PloomesRecord[]) => value(items.filter((r) => matches(r, filter)).slice(0, top));
    const { method, path } = req;
    if (method === 'GET' && path === '/Contacts@Types')
      return value([
        { Id: 1, Name: 'Empresa' },
        { Id: 2, Name: 'Pessoa' },
      ]);
    if (method === 'GET' && path === '/Fields@Types') return value(fieldTypes);
    if (path === '/Fields') {
      if (method === 'GET') return list(fields);
      if (!body.Name || !body.EntityId || !fieldTypes.some((t) => t.Id === body.TypeId))
        return fail(400, 'Campo inválido');
      const field = { ...body, Id: nextId++, Key: `contact_${randomUUID()}`, Dynamic: true };
      fields.push(field);
      return value([field]);
    }
    if (path === '/Contacts' && method === 'GET') return list(contacts);
    if (path === '/Contacts' && method === 'POST') {
      if (!body.Name || ![1, 2].includes(Number(body.TypeId)))
        return fail(400, 'Name e TypeId são obrigatórios');
      if (rejectNames.has(String(body.Name))) return fail(400, 'O CNPJ informado é inválido');
      if (body.CompanyId && !contacts.some((c) => c.Id === body.CompanyId && c.TypeId === 1)) {
        return fail(400, 'Empresa não encontrada');
      }
      const contact = { ...body, Id: nextId++ };
      contacts.push(contact);
      return value([contact]);
    }
    const patch = /^\/Contacts\((\d+)\)$/.exec(path);
    if (patch && method === 'PATCH') {
      const contact = contacts.find((c) => c.Id === Number(patch[1]));
      if (!contact) return fail(404, 'Cliente não encontrado');
      Object.assign(contact, body, { Patches: Number(contact.Patches ?? 0) + 1 });
      return value([contact]);
    }
    if (path === '/Deals' && method === 'GET') return list(deals);
    if (path === '/Deals' && method === 'POST') {
      if (!body.Title || !contacts.some((c) => c.Id === body.ContactId)) return fail(400, 'Negócio inválido');
      const deal = { ...body, Id: nextId++ };
      deals.push(deal);
      return value([deal]);
    }
    return fail(404, `No HTTP resource was found that matches ${method} ${path}`);
  }

  const server = await startFakeServer(handle, () => ({
    status: 429,
    body: { error: { code: '429', message: 'Too many requests' } },
  }));
  const contactWrites = () =>
    server.requests.filter((r) => r.method !== 'GET' && r.path.startsWith('/Contacts'));
  return { ...server, apiUrl: server.url, token, fields, contacts, deals, rejectNames, contactWrites };
}

export type PloomesFake = Awaited<ReturnType<typeof startPloomesFake>>;
