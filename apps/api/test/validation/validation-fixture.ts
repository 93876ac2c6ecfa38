// Shared by the validation API tests: the API over the test registry with its e-mail checks pointed at a
// loopback DNS server whose zone the test fills in, a list of registry companies written straight into
// the lists tables, and helpers to call the routes and wait for a run's status.
import type { CompanyDetail } from '@prospecta/contracts/search-company';
import type { ValidationStatusResponse } from '@prospecta/contracts/validation-api';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { listCompanies, lists } from '@/db/schema/lists.ts';
import { users } from '@/db/schema/users.ts';
import { bearer, OWNER } from '../helper.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';
import { type DnsTestServer, startDnsServer, type Zone } from './dns-server.ts';

export type ValidationTestApp = SearchTestApp & { dns: DnsTestServer; zone: Zone };

/** The domain the API looks up before an e-mail run (DNS_CANARY_DOMAIN); the zone starts with its MX. */
export const CANARY_DOMAIN = 'canary.prospecta.test';

export async function buildValidationTestApp(): Promise<ValidationTestApp> {
  const zone: Zone = { [CANARY_DOMAIN]: { mx: [`mx.${CANARY_DOMAIN}`] } };
  const dns = await startDnsServer(zone);
  const t = await buildSearchTestApp({
    config: { dnsServers: [dns.server], dnsCanaryDomain: CANARY_DOMAIN },
  });
  return {
    ...t,
    dns,
    zone,
    close: async () => {
      await t.close();
      await dns.close();
    },
  };
}

/** Registry companies (in registry order) that have an e-mail and only their own contacts. */
export async function companiesWithEmail(
  t: SearchTestApp,
  count: number,
  skip = 0,
): Promise<CompanyDetail[]> {
  const registry = await t.app.registry.get();
  const cnpjs = await registry.cnpjs({ search: { exists: ['email'] } }, skip, count * 2);
  const found: CompanyDetail[] = [];
  for (const cnpj of cnpjs) {
    const company = await registry.company(cnpj);
    if (company?.email && company.decisores.every((d) => !d.email && !d.telefone)) found.push(company);
    if (found.length === count) break;
  }
  return found;
}

/** A list of the owner's (demo account) holding the companies, in the given order. */
export async function createList(
  t: SearchTestApp,
  companies: CompanyDetail[],
  email = OWNER,
): Promise<string> {
  const [author] = await t.app.db.select().from(users).where(eq(users.email, email));
  if (!author) throw new Error(`no user ${email}`);
  const [list] = await t.app.db
    .insert(lists)
    .values({ accountId: author.accountId, authorId: author.id, name: `Validação ${Date.now()}` })
    .returning({ id: lists.id });
  if (!list) throw new Error('list not created');
  const start = Date.now();
  if (companies.length) {
    await t.app.db.insert(listCompanies).values(
      companies.map((c, i) => ({
        listId: list.id,
        accountId: author.accountId,
        cnpj: c.cnpj,
        name: c.razao_social,
        createdAt: new Date(start + i),
      })),
    );
  }
  return list.id;
}

export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export async function call(
  t: SearchTestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

export async function waitForStatus(
  t: SearchTestApp,
  token: string,
  listId: string,
  field: 'emailsValidationStatus' | 'phonesValidationStatus',
  status: string,
): Promise<ValidationStatusResponse> {
  return vi.waitFor(
    async () => {
      const res = await call(t, 'GET', `/api/info_sets/${listId}/validation_status`, token);
      expect(res.status).toBe(200);
      expect(res.body[field]).toBe(status);
      return res.body as ValidationStatusResponse;
    },
    { timeout: 30_000, interval: 25 },
  );
}
