// The churn data sheet: an .xlsx with one row per user asked for (or every customer), what each did in the
// period and their account's credits, Portuguese headers and real dates; staff only.
import { ADMIN_CREDIT_MESSAGES, unknownEmailsMessage } from '@prospecta/contracts/admin-credits-api';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '@/db/schema/analytics.ts';
import { companyConsults } from '@/db/schema/consults.ts';
import { exportsTable } from '@/db/schema/exports.ts';
import { lists } from '@/db/schema/lists.ts';
import { searches } from '@/db/schema/search.ts';
import { users } from '@/db/schema/users.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

let t: TestApp;
let admin: string;
const SELLER = 'vendas@demo.prospecta.dev';
const sheet = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/generate_churn_data_sheet/',
    headers: bearer(token),
    payload,
  });

async function readSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const ws = workbook.worksheets[0];
  if (!ws) throw new Error('no sheet');
  const rows: unknown[][] = [];
  ws.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { name: ws.name, header: rows[0] as string[], rows: rows.slice(1) };
}
const cell = (header: string[], row: unknown[], name: string) => row[header.indexOf(name)];

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, ADMIN)).token;
  await signIn(t.app, SELLER);
  const [seller] = await t.app.db.select().from(users).where(eq(users.email, SELLER));
  if (!seller) throw new Error('no seller');
  const at = (day: string) => new Date(`${day}T15:00:00Z`);
  const base = { accountId: seller.accountId, userId: seller.id };
  await t.app.db.insert(pageViews).values([
    { ...base, path: '/search', createdAt: at('2025-03-02') },
    { ...base, path: '/lists', createdAt: at('2025-03-02') },
    { ...base, path: '/search', createdAt: at('2024-12-30') },
  ]);
  await t.app.db.insert(searches).values([
    { ...base, query: {}, total: 10, createdAt: at('2025-03-05') },
    { ...base, query: {}, total: 10, createdAt: at('2025-03-05') },
  ]);
  await t.app.db.insert(companyConsults).values([
    { ...base, cnpj: '11222333000181', consultedAt: at('2025-04-01') },
    { ...base, cnpj: '11222333000181', consultedAt: at('2025-04-02') },
    { ...base, cnpj: '44555666000181', consultedAt: at('2025-04-02') },
  ]);
  const [list] = await t.app.db
    .insert(lists)
    .values({
      accountId: seller.accountId,
      authorId: seller.id,
      name: 'Clientes SP',
      createdAt: at('2025-05-01'),
    })
    .returning();
  await t.app.db.insert(exportsTable).values([
    {
      ...base,
      listId: list?.id ?? '',
      service: 'csv',
      request: {},
      outcome: 'success',
      total: 12,
      createdAt: at('2025-05-01'),
    },
    {
      ...base,
      listId: list?.id ?? '',
      service: 'csv',
      request: {},
      outcome: 'error',
      total: 40,
      createdAt: at('2025-05-01'),
    },
  ]);
});
afterAll(async () => t.close());

describe('the churn data sheet', () => {
  it('is for staff only', async () => {
    const owner = (await signIn(t.app, OWNER)).token;
    expect((await sheet(owner, { emails: [], rangeDate: ['2025-01-01', '2025-12-31'] })).statusCode).toBe(
      403,
    );
  });

  it("writes one row per user asked for with the period's activity and the account's credits", async () => {
    const res = await sheet(admin, {
      emails: [SELLER.toUpperCase(), OWNER],
      rangeDate: ['2025-01-01', '2025-12-31'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('churn-2025-01-01-a-2025-12-31.xlsx');
    const { name, header, rows } = await readSheet(res.rawPayload);
    expect(name).toBe('Churn');
    expect(header.slice(0, 8)).toEqual([
      'Conta',
      'Situação da conta',
      'Plano',
      'Usuário',
      'E-mail',
      'Papel',
      'Situação do usuário',
      'Último acesso',
    ]);
    // The owner first, then the other users of the account.
    expect(rows.map((r) => cell(header, r, 'E-mail'))).toEqual([OWNER, SELLER]);
    const seller = rows[1] ?? [];
    expect(cell(header, seller, 'Conta')).toBe('Demo Comercial');
    expect(cell(header, seller, 'Papel')).toBe('Usuário');
    expect(cell(header, seller, 'Último acesso')).toBeInstanceOf(Date);
    // 2 March (two views), 5 March (searches), 1 and 2 April (consults), 1 May (list and export); 2024 left out.
    expect(cell(header, seller, 'Dias ativos no período')).toBe(5);
    expect(cell(header, seller, 'Pesquisas')).toBe(2);
    expect(cell(header, seller, 'Empresas consultadas')).toBe(2);
    expect(cell(header, seller, 'Listas criadas')).toBe(1);
    // A failed export sent nothing.
    expect(cell(header, seller, 'Empresas exportadas')).toBe(12);
    expect(cell(header, seller, 'Consultas concedidas')).toBe(500);
    expect(cell(header, seller, 'Exportações restantes')).toBe(1000);
    // The seed's credits expire in about a year: not within 30 days, their day given.
    expect(cell(header, seller, 'Créditos vencem em 30 dias')).toBe('Não');
    expect(cell(header, seller, 'Próximo vencimento')).toBeInstanceOf(Date);
  });

  it("counts nothing outside the period, and without e-mails takes every customer (not Prospecta's staff)", async () => {
    const res = await sheet(admin, { rangeDate: ['2026-01-01', '2026-01-31'] });
    const { header, rows } = await readSheet(res.rawPayload);
    const emails = rows.map((r) => cell(header, r, 'E-mail'));
    expect(emails).toContain(SELLER);
    expect(emails).not.toContain(ADMIN);
    const seller = rows.find((r) => cell(header, r, 'E-mail') === SELLER) ?? [];
    expect(cell(header, seller, 'Pesquisas')).toBe(0);
    expect(cell(header, seller, 'Dias ativos no período')).toBe(0);
  });

  it('refuses unknown e-mails, a reversed or missing period', async () => {
    const cases: Array<[object, number, string]> = [
      [
        { emails: ['ninguem@x.com.br'], rangeDate: ['2025-01-01', '2025-12-31'] },
        422,
        unknownEmailsMessage(['ninguem@x.com.br']),
      ],
      [
        { emails: [], rangeDate: ['2025-12-31', '2025-01-01'] },
        400,
        'Período inválido: a data inicial vem depois da final',
      ],
      [{ emails: [] }, 400, ADMIN_CREDIT_MESSAGES.periodRequired],
      [{ emails: ['x'], rangeDate: ['2025-01-01', '2025-12-31'] }, 400, 'E-mail inválido'],
    ];
    for (const [body, status, message] of cases) {
      const res = await sheet(admin, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
  });
});
