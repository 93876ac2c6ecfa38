// Shared by the lists, list-companies, notes and autoplay tests: a customer account with one user per
// role, export credits, stored searches over the shared test registry and a small request helper.
import { randomBytes } from 'node:crypto';
import type { Role } from '@prospecta/contracts/auth';
import { accounts } from '@/db/schema/accounts.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_PASSWORD } from '@/db/seed.ts';
import { hashPassword } from '@/modules/auth/passwords.ts';
import { insertGrant } from '@/modules/credits/credits.repository.ts';
import { showCredits } from '@/modules/credits/credits.service.ts';
import { bearer } from '../helper.ts';
import type { SearchTestApp } from '../registry-fixture.ts';

export type Customer = {
  accountId: string;
  ids: Record<Role, string>;
  emails: Record<Role, string>;
  token: (role?: Role) => Promise<string>;
};

const ROLES: Role[] = ['owner', 'manager', 'prospector', 'user', 'admin', 'customer_success'];
let passwordHash: string | null = null;

/** A fresh account of `accountType` with one user per role and `exportCredits` export credits. */
export async function newCustomer(
  t: SearchTestApp,
  options: { exportCredits?: number; accountType?: string; extraUsers?: number } = {},
): Promise<Customer> {
  const suffix = randomBytes(4).toString('hex');
  passwordHash ??= await hashPassword(DEMO_PASSWORD);
  const [account] = await t.app.db
    .insert(accounts)
    .values({ name: `Cliente ${suffix}`, accountType: options.accountType ?? 'active', unlimitedClick: true })
    .returning({ id: accounts.id });
  if (!account) throw new Error('no account');
  const rows = await t.app.db
    .insert(users)
    .values(
      ROLES.map((role) => ({
        accountId: account.id,
        name: `${role} ${suffix}`,
        email: `${role}-${suffix}@cliente.test`,
        role,
        passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email, role: users.role });
  const ids = Object.fromEntries(rows.map((r) => [r.role, r.id])) as Record<Role, string>;
  const emails = Object.fromEntries(rows.map((r) => [r.role, r.email])) as Record<Role, string>;
  if (options.exportCredits) {
    await insertGrant(t.app.db, {
      accountId: account.id,
      type: 'export',
      amount: options.exportCredits,
      expiresAt: null,
      origin: 'test',
    });
  }
  return { accountId: account.id, ids, emails, token: (role = 'owner') => t.token(emails[role]) };
}

export type Api = ReturnType<typeof apiOf>;

/** `api.get(url, token)` etc. answering `{ status, body }`. */
export function apiOf(t: SearchTestApp) {
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  return {
    get: (url: string, token: string) => call('GET', url, token),
    post: (url: string, token: string, payload?: unknown, headers?: Record<string, string>) =>
      call('POST', url, token, payload ?? {}, headers),
    patch: (url: string, token: string, payload?: unknown) => call('PATCH', url, token, payload ?? {}),
    delete: (url: string, token: string, payload?: unknown) => call('DELETE', url, token, payload),
  };
}

/** Stores a search (as POST /api/v4/search/create does) and answers its id. */
export async function storedSearch(api: Api, token: string, query: unknown): Promise<string> {
  const res = await api.post('/api/v4/search/create', token, query);
  if (res.status !== 201 && res.status !== 200) throw new Error(`search not stored: ${res.status}`);
  return res.body.id;
}

let listsMade = 0;

/** A new list; unnamed ones get a name of their own (a name another active list has is refused). */
export async function createList(
  api: Api,
  token: string,
  name = `Lista de teste ${++listsMade}`,
): Promise<string> {
  const res = await api.post('/api/info_sets', token, { info_set: { name } });
  if (res.status !== 201) throw new Error(`list not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/**
 * A new list of `token`'s holding the first `count` companies of São Paulo in the registry, added as a
 * search's "Adicionar à lista" adds them (one export credit each): the list and their CNPJs.
 */
export async function listOfSpCompanies(
  t: SearchTestApp,
  api: Api,
  token: string,
  count: number,
): Promise<{ listId: string; cnpjs: string[] }> {
  const searchId = await storedSearch(api, token, { search: { where: { sg_uf: ['SP'] } } });
  const found = await api.get(`/api/v4/search/find/${searchId}`, token);
  const cnpjs = await (await t.app.registry.get()).cnpjs(found.body.query, 0, count);
  const listId = await createList(api, token);
  const added = await api.post('/api/searches/companies/export', token, {
    search_id: searchId,
    cnpjs,
    info_set_id: listId,
  });
  if (added.status !== 200)
    throw new Error(`companies not added: ${added.status} ${JSON.stringify(added.body)}`);
  return { listId, cnpjs };
}

export async function exportRemaining(t: SearchTestApp, accountId: string): Promise<number> {
  return (await showCredits(t.app.db, accountId)).export.remaining;
}
