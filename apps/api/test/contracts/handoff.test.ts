// The client handoff: read by every user of the account, kept by its owner and managers, never staff's own;
// e-mailed to the account's CS (or the sales team without one) at most once an hour; read by staff in the
// account's drawer with the account's contracts.
import { CONTRACT_MESSAGES, HANDOFF_CRM_LABELS } from '@prospecta/contracts/contract-api';
import { formatPhone } from '@prospecta/contracts/phone-format';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { accountHandoffs } from '@/db/schema/handoffs.ts';
import { users } from '@/db/schema/users.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { CS, mailsTo, openSession, SALES, type Session, STAFF, sendOrder } from './contracts-fixture.ts';

const M = CONTRACT_MESSAGES;
const URL = '/api/account/handoff';
const ANSWERS = {
  goal: 'Encontrar indústrias do Sul para vender nosso software de gestão',
  ideal_customer: 'Indústrias de 50 a 200 funcionários',
  crm: 'pipedrive',
  team_size: 6,
  contact_name: 'Gustavo Gerente',
  contact_phone: '(11) 98765-4321',
} as const;

let t: TestApp;
let s: Session;
const rows = () => t.app.db.select().from(accountHandoffs);
const handoffMails = async (to: string) =>
  (await mailsTo(t, to)).filter((mail) => mail.subject === 'Handoff de Demo Comercial');

beforeAll(async () => {
  t = await buildTestApp();
  s = await openSession(t);
});
afterAll(() => t?.close());

describe('the handoff', () => {
  it('starts empty; the owner and managers may edit it, the others read; staff have none', async () => {
    for (const [who, canEdit] of [
      ['owner', true],
      ['manager', true],
      ['prospector', false],
      ['user', false],
    ] as const) {
      const res = await s.call(who, 'GET', URL);
      expect(res.statusCode, who).toBe(200);
      expect(res.json(), who).toEqual({ handoff: null, can_edit: canEdit });
    }
    for (const who of STAFF) {
      for (const method of ['GET', 'PUT'] as const) {
        const res = await s.call(who, method, URL, method === 'PUT' ? ANSWERS : undefined);
        expect(res.statusCode, who).toBe(403);
        expect(res.json().message).toBe(M.staffNoHandoff);
      }
    }
  });

  it('refuses an edit by a prospector or a regular user, and bad answers, storing nothing', async () => {
    for (const who of ['prospector', 'user'] as const) {
      const res = await s.call(who, 'PUT', URL, ANSWERS);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toBe(M.handoffEditors);
    }
    const cases: [object, string][] = [
      [{ ...ANSWERS, goal: 'vender' }, M.handoffGoalRequired],
      [{ ...ANSWERS, goal: undefined }, M.handoffGoalRequired],
      [{ ...ANSWERS, team_size: 0 }, M.handoffTeamSize],
      [{ ...ANSWERS, team_size: 2.5 }, M.handoffTeamSize],
      [{ ...ANSWERS, team_size: '6' }, M.handoffTeamSize],
      [{ ...ANSWERS, contact_phone: '1234' }, M.handoffPhone],
      [{ ...ANSWERS, crm: 'excel' }, M.handoffCrm],
      [{ ...ANSWERS, ideal_customer: 'x'.repeat(1001) }, M.tooLong(1000)],
    ];
    for (const [body, message] of cases) {
      const res = await s.call('owner', 'PUT', URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const unknown = await s.call('owner', 'PUT', URL, { ...ANSWERS, cs_email: 'x@y.z' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('cs_email');
    expect(await rows()).toEqual([]);
    expect(await handoffMails(CS)).toEqual([]);
  });

  it('is saved by the owner and e-mailed to the account’s CS with every answer', async () => {
    const res = await s.call('owner', 'PUT', URL, ANSWERS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.handoffSaved,
      can_edit: true,
      handoff: {
        ...ANSWERS,
        contact_phone: '11987654321',
        updated_by: { name: 'Olívia Proprietária' },
      },
    });
    const mails = await handoffMails(CS);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? '';
    expect(text).toMatch(/^Olá, Carla!/);
    expect(text).toContain('Olívia Proprietária contou, pela conta Demo Comercial');
    expect(text).toContain(`Objetivo: ${ANSWERS.goal}`);
    expect(text).toContain(`Cliente ideal: ${ANSWERS.ideal_customer}`);
    expect(text).toContain(`CRM: ${HANDOFF_CRM_LABELS.pipedrive}`);
    expect(text).toContain('Tamanho do time: 6');
    expect(text).toContain('Contato: Gustavo Gerente');
    expect(text).toContain(`Telefone do contato: ${formatPhone('11987654321')}`);
    expect(text).toContain(`http://prospecta.test/admin?account=${s.demoAccountId}&aba=contato`);
    // Every user of the account reads it.
    expect((await s.call('user', 'GET', URL)).json()).toMatchObject({
      handoff: { goal: ANSWERS.goal, crm: 'pipedrive' },
      can_edit: false,
    });
  });

  it('is replaced by a manager’s answers, e-mailed at most once an hour', async () => {
    const res = await s.call('manager', 'PUT', URL, {
      goal: 'Dobrar as reuniões marcadas por mês',
      crm: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().handoff).toMatchObject({
      goal: 'Dobrar as reuniões marcadas por mês',
      ideal_customer: null,
      crm: null,
      team_size: null,
      contact_name: null,
      contact_phone: null,
      updated_by: { name: 'Gustavo Gerente' },
    });
    expect(await rows()).toHaveLength(1);
    expect(await handoffMails(CS)).toHaveLength(1);

    // An hour later the next save is e-mailed again, with the answers not given said so.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await t.app.db.update(accountHandoffs).set({ lastEmailedAt: twoHoursAgo });
    await s.call('manager', 'PUT', URL, { goal: 'Dobrar as reuniões marcadas por mês' });
    const mails = await handoffMails(CS);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('CRM: não informado');
    expect(mails[0]?.text).toContain('Gustavo Gerente contou');
  });

  it('goes to the sales team when the account has no CS, or its CS was turned off', async () => {
    const [cs] = await t.app.db.select().from(users).where(eq(users.email, CS));
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, CS));
    await t.app.db.update(accountHandoffs).set({ lastEmailedAt: null });
    await s.call('owner', 'PUT', URL, ANSWERS);
    const [toSales] = await handoffMails(SALES);
    expect(toSales?.text).toMatch(/^Olá!/);
    expect((await s.call('owner', 'GET', '/api/account_plan/contracts')).json().cs).toBeNull();
    await t.app.db.update(users).set({ deletedAt: null }).where(eq(users.email, CS));

    await t.app.db.update(accounts).set({ csUserId: null }).where(eq(accounts.id, s.demoAccountId));
    await t.app.db.update(accountHandoffs).set({ lastEmailedAt: null });
    await s.call('owner', 'PUT', URL, ANSWERS);
    expect(await handoffMails(SALES)).toHaveLength(2);
    expect(await handoffMails(CS)).toHaveLength(2);
    await t.app.db
      .update(accounts)
      .set({ csUserId: cs?.id ?? null })
      .where(eq(accounts.id, s.demoAccountId));
  });

  it('is another account’s own', async () => {
    expect((await s.call('stranger', 'GET', URL)).json()).toEqual({ handoff: null, can_edit: true });
  });
});

describe('the staff’s read of an account’s handoff', () => {
  it('gives the handoff and the contracts to staff, refusing anyone else', async () => {
    const orderId = await sendOrder(s, 'avancado');
    for (const who of STAFF) {
      const res = await s.call(who, 'GET', `/api/admin/account/${s.demoAccountId}/handoff`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toMatchObject({
        handoff: { goal: ANSWERS.goal, crm: 'pipedrive', contact_phone: '11987654321' },
        contracts: [
          { id: orderId, status: 'awaiting_signature', plan_name: 'Plano Avançado', signed_at: null },
        ],
      });
    }
    expect(
      (await s.call('admin', 'GET', `/api/admin/account/${s.strangerAccountId}/handoff`)).json(),
    ).toEqual({ handoff: null, contracts: [] });
    for (const who of ['owner', 'manager', 'stranger'] as const)
      expect((await s.call(who, 'GET', `/api/admin/account/${s.demoAccountId}/handoff`)).statusCode).toBe(
        403,
      );
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', 'x'.repeat(80)])
      expect((await s.call('admin', 'GET', `/api/admin/account/${id}/handoff`)).statusCode).toBe(404);
  });
});
