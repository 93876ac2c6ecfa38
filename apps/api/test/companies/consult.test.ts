// Consulting companies: one click credit the first time per account in 30 days, spent in the same
// transaction as the consult is recorded (never overdraws), and 422 'Crédito não disponível' without credit.
import { situationMotiveLabel } from '@prospecta/contracts/situation-motives';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyConsults } from '@/db/schema/consults.ts';
import { creditConsumptions } from '@/db/schema/credits.ts';
import { consultCompany } from '@/modules/companies/consult-company.ts';
import { findActiveUserById } from '@/modules/users/users.repository.ts';
import { bearer } from '../helper.ts';
import { buildSearchTestApp, newCustomer, type SearchTestApp } from '../registry-fixture.ts';

const NO_CREDIT = { message: 'Crédito não disponível' };
let t: SearchTestApp;
let cnpjs: string[];
beforeAll(async () => {
  t = await buildSearchTestApp();
  cnpjs = await (await t.app.registry.get()).cnpjs({ search: {} }, 0, 60);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const clicks = async (token: string) => (await get('/api/credits/show', token)).json().click;

async function consumed(accountId: string) {
  const [row] = await t.app.db
    .select({ n: sql<number>`coalesce(sum(${creditConsumptions.amount}), 0)::int` })
    .from(creditConsumptions)
    .where(eq(creditConsumptions.accountId, accountId));
  return row?.n ?? 0;
}

describe('GET /api/searches/companies/:cnpj', () => {
  it('answers the registry record and spends one click credit once; /advanced is then free', async () => {
    const c = await newCustomer(t, 5);
    const cnpj = cnpjs[0] ?? '';
    const res = await get(`/api/searches/companies/${cnpj}`, c.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const detail = await (await t.app.registry.get()).company(cnpj);
    expect(body).toMatchObject({ cnpj, razao_social: detail?.razao_social, qt_filiais: detail?.qt_filiais });
    expect(body.socios).toEqual(detail?.socios);
    expect(body.decisores).toEqual(detail?.decisores);
    expect(body.telefones).toEqual(detail?.telefones);
    expect(body.consult.charged).toBe(true);
    expect(await clicks(c.token)).toEqual({ value: 5, remaining: 4 });
    const account = (await get('/api/user/account', c.token)).json();
    expect(account.currentClickCredits).toBe(4);

    const again = (await get(`/api/searches/companies/${cnpj}`, c.token)).json();
    expect(again.consult).toEqual({ ...body.consult, charged: false });
    const advanced = await get(`/api/searches/companies/${cnpj}/advanced`, c.token);
    expect(advanced.statusCode).toBe(200);
    expect(advanced.json()).toMatchObject({
      cnpj,
      administration_data: { socios: detail?.socios, decisores: detail?.decisores },
      website_information: { email: detail?.email, site: detail?.site },
      additional_data_atlas: {
        qt_filiais: detail?.qt_filiais,
        quality_data_score: detail?.quality_data_score,
      },
      consult: { charged: false },
    });
    expect(await clicks(c.token)).toEqual({ value: 5, remaining: 4 });
  });

  it("answers a closed company's motivo de situação in proper Portuguese, not the RFB's upper case", async () => {
    const c = await newCustomer(t, 5);
    const registry = await t.app.registry.get();
    const closed = await registry.cnpjs({ search: { where: { ds_situacao_cnpj: ['BAIXADA'] } } }, 0, 5);
    expect(closed.length).toBeGreaterThan(0);
    for (const cnpj of closed) {
      const { motivo_situacao } = (await get(`/api/searches/companies/${cnpj}`, c.token)).json();
      expect(motivo_situacao.code).toBeGreaterThan(0);
      // The contracts' text ("Extinção por encerramento — liquidação voluntária"); a code the RFB table lacks
      // (32, as in real releases) by its number.
      expect(motivo_situacao.label).toBe(situationMotiveLabel(motivo_situacao.code, null));
      expect(motivo_situacao.label).not.toBe(motivo_situacao.label.toUpperCase());
    }
  });

  it('accepts any CNPJ format; a malformed one is 400 and an unknown one 404, neither charged', async () => {
    const c = await newCustomer(t, 3);
    const cnpj = cnpjs[1] ?? '';
    const formatted = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    expect(
      (await get(`/api/searches/companies/${encodeURIComponent(formatted)}/advanced`, c.token)).statusCode,
    ).toBe(200);
    const bad = await get('/api/searches/companies/11111111111111', c.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('CNPJ inválido');
    const unknown = await get('/api/searches/companies/11222333000181', c.token);
    expect(unknown.statusCode).toBe(404);
    expect(await clicks(c.token)).toEqual({ value: 3, remaining: 2 });
  });

  it("answers 422 'Crédito não disponível' without credit", async () => {
    const c = await newCustomer(t, 0);
    const res = await get(`/api/searches/companies/${cnpjs[2]}`, c.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(NO_CREDIT);
    expect((await get(`/api/searches/companies/${cnpjs[2]}/advanced`, c.token)).json()).toEqual(NO_CREDIT);
  });

  it('charges again once 30 days have passed', async () => {
    const c = await newCustomer(t, 2);
    const user = await findActiveUserById(t.app.db, (await get('/api/user/me', c.token)).json().id);
    if (!user) throw new Error('no user');
    const start = new Date('2026-01-01T12:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    const cnpj = cnpjs[3] ?? '';
    expect((await consultCompany(t.app.db, user, cnpj, start)).charged).toBe(true);
    expect((await consultCompany(t.app.db, user, cnpj, new Date(start.getTime() + 29 * day))).charged).toBe(
      false,
    );
    expect((await consultCompany(t.app.db, user, cnpj, new Date(start.getTime() + 31 * day))).charged).toBe(
      true,
    );
    expect(await consumed(c.accountId)).toBe(2);
  });

  it('lets exactly 10 of 50 parallel consults of different CNPJs through with 10 credits, and the ledger balances', async () => {
    const c = await newCustomer(t, 10);
    const fifty = cnpjs.slice(0, 50);
    const results = await Promise.all(fifty.map((cnpj) => get(`/api/searches/companies/${cnpj}`, c.token)));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused)
      expect({ status: r.statusCode, body: r.json() }).toEqual({ status: 422, body: NO_CREDIT });
    expect(await consumed(c.accountId)).toBe(10);
    const [paid] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(companyConsults)
      .where(eq(companyConsults.accountId, c.accountId));
    expect(paid?.n).toBe(10);
    expect(await clicks(c.token)).toEqual({ value: 10, remaining: 0 });
    const paidCnpj = ok[0]?.json().cnpj;
    expect((await get(`/api/searches/companies/${paidCnpj}`, c.token)).json().consult.charged).toBe(false);
  });

  it('charges the same CNPJ once when it is opened many times in parallel', async () => {
    const c = await newCustomer(t, 10);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => get(`/api/searches/companies/${cnpjs[5]}`, c.token)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(results.filter((r) => r.json().consult.charged)).toHaveLength(1);
    expect(await consumed(c.accountId)).toBe(1);
  });
});
