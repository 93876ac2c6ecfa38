// The plan's contract: read by the order's account (every role) and by staff, signed once by the owner while
// the order is with the sales team, its clauses rendered by the server from the order and frozen with their
// hash; the sales team, the CS and the owner e-mailed; the account's contracts listed; bad input refused.
import { createHash } from 'node:crypto';
import {
  CONTRACT_MESSAGES,
  CONTRACT_TEXT_VERSION,
  contractClauses,
  contractText,
} from '@prospecta/contracts/contract-api';
import { PLANS } from '@prospecta/contracts/plans-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planContracts } from '@/db/schema/plan-contracts.ts';
import { planOrders } from '@/db/schema/plans.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import {
  CS,
  CUSTOMER_ROLES,
  contractUrl,
  mailCount,
  mailsTo,
  openSession,
  SALES,
  type Session,
  SIGNATURE,
  STAFF,
  sendOrder,
  signUrl,
} from './contracts-fixture.ts';

const M = CONTRACT_MESSAGES;
const avancado = PLANS.find((p) => p.id === 'avancado');
const essencial = PLANS.find((p) => p.id === 'essencial');
if (!avancado || !essencial) throw new Error('catalogue changed');
const NOT_FOUND = { message: M.notFound };

let t: TestApp;
let s: Session;
let orderId = '';
const contracts = () => t.app.db.select().from(planContracts);

beforeAll(async () => {
  t = await buildTestApp();
  s = await openSession(t);
});
afterAll(() => t?.close());

describe('an order never sent', () => {
  it('has no contract: chosen, or chosen and cancelled, it is not found, and cannot be signed', async () => {
    const chosen = await s.call('owner', 'POST', '/api/account_plan/select_plan_to_update/essencial');
    const id = chosen.json().id;
    expect((await s.call('owner', 'GET', contractUrl(id))).json()).toEqual(NOT_FOUND);
    expect((await s.call('admin', 'GET', contractUrl(id))).statusCode).toBe(404);
    const sign = await s.call('owner', 'PUT', signUrl(id), SIGNATURE);
    expect(sign.statusCode).toBe(404);
    expect(sign.json()).toEqual(NOT_FOUND);
    await s.call('owner', 'DELETE', `/api/account_plan/remove_selected_plan/${id}`);
    expect((await s.call('owner', 'GET', contractUrl(id))).statusCode).toBe(404);
    expect((await s.call('owner', 'GET', '/api/account_plan/contracts')).json().contracts).toEqual([]);
    expect(await contracts()).toEqual([]);
  });
});

describe('a sent order’s contract', () => {
  it('is shown to every user of the account and to staff; only the owner may sign it', async () => {
    orderId = await sendOrder(s, 'avancado', 2);
    const terms = { plan: avancado, additional_users: 2, speedmail: false };
    for (const who of [...CUSTOMER_ROLES, ...STAFF]) {
      const res = await s.call(who, 'GET', contractUrl(orderId));
      expect(res.statusCode, who).toBe(200);
      expect(res.json(), who).toMatchObject({
        id: orderId,
        status: 'awaiting_signature',
        account: { id: s.demoAccountId, name: 'Demo Comercial' },
        plan: { id: 'avancado' },
        additional_users: 2,
        speedmail: false,
        ordered_by: { name: 'Olívia Proprietária' },
        activated_at: null,
        cancelled_at: null,
        owner: { name: 'Olívia Proprietária' },
        signature: null,
        clauses: contractClauses(terms, null),
        can_sign: who === 'owner',
      });
    }
  });

  it('is the same 404 for another account, an unknown id and a malformed one', async () => {
    for (const url of [
      contractUrl(orderId),
      contractUrl('00000000-0000-4000-8000-000000000000'),
      contractUrl('not-an-id'),
      contractUrl('x'.repeat(80)),
    ]) {
      const res = await s.call('stranger', 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      const sign = await s.call(
        'stranger',
        'PUT',
        url.replace('/contract/', '/update_signed_contract/'),
        SIGNATURE,
      );
      expect(sign.statusCode, url).toBe(404);
      expect(sign.json()).toEqual(NOT_FOUND);
    }
    expect((await s.call('owner', 'GET', contractUrl('not-an-id'))).json()).toEqual(NOT_FOUND);
  });

  it('refuses the signature of anyone but the owner', async () => {
    for (const who of ['manager', 'prospector', 'user', ...STAFF] as const) {
      const res = await s.call(who, 'PUT', signUrl(orderId), SIGNATURE);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message, who).toBe(M.ownersOnly);
    }
    expect(await contracts()).toEqual([]);
  });

  it('refuses a bad signature in the contract’s words, storing nothing', async () => {
    const cases: [object, string][] = [
      [{ ...SIGNATURE, company_cnpj: '11.222.333/0001-82' }, M.companyCnpjInvalid],
      [{ ...SIGNATURE, company_cnpj: 11222333000181 }, M.companyCnpjInvalid],
      [{ ...SIGNATURE, signer_cpf: '529.982.247-24' }, M.signerCpfInvalid],
      [{ ...SIGNATURE, signer_cpf: '111.111.111-11' }, M.signerCpfInvalid],
      [{ ...SIGNATURE, accepted: false }, M.acceptRequired],
      [{ ...SIGNATURE, company_name: ' ' }, M.companyNameRequired],
      [{ ...SIGNATURE, signer_name: 'Olívia' }, M.signerNameRequired],
      [{ ...SIGNATURE, signer_role: '' }, M.signerRoleRequired],
      [{ ...SIGNATURE, company_name: 'x'.repeat(201) }, M.tooLong(200)],
    ];
    for (const [body, message] of cases) {
      const res = await s.call('owner', 'PUT', signUrl(orderId), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const { accepted: _, ...unaccepted } = SIGNATURE;
    expect((await s.call('owner', 'PUT', signUrl(orderId), unaccepted)).json().message).toBe(
      M.acceptRequired,
    );
    const unknown = await s.call('owner', 'PUT', signUrl(orderId), { ...SIGNATURE, clauses: [] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('clauses');
    expect(await contracts()).toEqual([]);
  });

  it('is signed by the owner: the clauses of the order and the company frozen with their hash', async () => {
    const before = await mailCount(t);
    const res = await s.call('owner', 'PUT', signUrl(orderId), SIGNATURE);
    expect(res.statusCode).toBe(200);
    const { message, contract } = res.json();
    expect(message).toBe(M.signed);
    const party = { company_name: 'Demo Comercial Ltda.', company_cnpj: '11222333000181' };
    const clauses = contractClauses({ plan: avancado, additional_users: 2, speedmail: false }, party);
    const hash = createHash('sha256').update(contractText(clauses)).digest('hex');
    expect(contract).toMatchObject({
      id: orderId,
      status: 'signed',
      can_sign: false,
      clauses,
      signature: {
        company_name: 'Demo Comercial Ltda.',
        company_cnpj: '11.222.333/0001-81',
        signer_name: 'Olívia Proprietária',
        signer_cpf: '***.982.247-**',
        signer_role: 'Diretora comercial',
        signed_by: { name: 'Olívia Proprietária' },
        text_sha256: hash,
        text_version: CONTRACT_TEXT_VERSION,
      },
    });
    expect(clauses[0]?.text).toContain('Demo Comercial Ltda., CNPJ 11.222.333/0001-81');
    const [row] = await contracts();
    expect(row).toMatchObject({
      orderId,
      accountId: s.demoAccountId,
      companyCnpj: '11222333000181',
      signerCpf: '52998224725',
      clauses,
      textSha256: hash,
      textVersion: CONTRACT_TEXT_VERSION,
      ip: '127.0.0.1',
      userAgent: 'Vitest/1',
    });
    // Everyone else reads it signed, the CPF masked.
    const seen = (await s.call('user', 'GET', contractUrl(orderId))).json();
    expect(seen).toMatchObject({ status: 'signed', signature: { signer_cpf: '***.982.247-**' }, clauses });

    // The sales team and the account's CS are told; the owner gets a copy.
    expect(await mailCount(t)).toBe(before + 3);
    for (const to of [SALES, CS]) {
      const [mail] = await mailsTo(t, to);
      expect(mail?.subject).toBe('Contrato assinado: Demo Comercial — Plano Avançado');
      expect(mail?.text).toContain(
        'Olívia Proprietária (Diretora comercial, owner@demo.prospecta.dev) assinou',
      );
      expect(mail?.text).toMatch(/assinou em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(horário de Brasília\)/);
      expect(mail?.text).toContain('Empresa contratante: Demo Comercial Ltda., CNPJ 11.222.333/0001-81');
      expect(mail?.text).toContain('Usuários: 27 usuários (25 do plano e 2 adicionais)');
      expect(mail?.text).toMatch(/Total mensal: R\$\s1\.598,80\/mês/);
      expect(mail?.text).toContain(`http://prospecta.test/admin?account=${s.demoAccountId}&aba=plano`);
      expect(mail?.text).toContain(`http://prospecta.test/contrato/${orderId}`);
    }
    const [copy] = await mailsTo(t, 'owner@demo.prospecta.dev');
    expect(copy?.subject).toBe('Prospecta: cópia do contrato do Plano Avançado');
    expect(copy?.text).toMatch(/^Olá, Olívia!/);
    for (const clause of clauses) expect(copy?.text).toContain(clause.text);
    // The page's code (the hash's first 16 characters, upper case), then the whole hash.
    expect(copy?.text).toContain(
      `Código de verificação: ${hash.slice(0, 16).toUpperCase()}\n\nSHA-256 do texto assinado: ${hash}`,
    );
    expect(copy?.text).toContain(`http://prospecta.test/contrato/${orderId}`);
  });

  it('is signed once', async () => {
    const before = await mailCount(t);
    const again = await s.call('owner', 'PUT', signUrl(orderId), {
      ...SIGNATURE,
      company_name: 'Outra Ltda.',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(M.alreadySigned);
    expect(await contracts()).toHaveLength(1);
    expect(await mailCount(t)).toBe(before);
  });

  it('tells the plans screen and the admin drawer when the order was signed, and by whom', async () => {
    const [row] = await contracts();
    const signed = {
      id: orderId,
      contract_signed_at: row?.signedAt.toISOString(),
      contract_signed_by: 'Olívia Proprietária',
    };
    const selected = (await s.call('manager', 'GET', '/api/account_plan/selected')).json().selected;
    expect(selected).toMatchObject(signed);
    const info = await s.call('admin', 'GET', `/api/admin/account/${s.demoAccountId}/account_info`);
    expect(info.json().planOrder).toMatchObject(signed);
  });

  it('keeps the clauses signed when the order changes afterwards', async () => {
    const [stored] = await contracts();
    await t.app.db.update(planOrders).set({ additionalUsers: 7 }).where(eq(planOrders.id, orderId));
    const res = (await s.call('owner', 'GET', contractUrl(orderId))).json();
    expect(res.additional_users).toBe(7);
    expect(res.clauses).toEqual(stored?.clauses);
    expect(res.clauses[1].text).toContain('até 27 usuários');
    expect((await contracts())[0]).toEqual(stored);
    await t.app.db.update(planOrders).set({ additionalUsers: 2 }).where(eq(planOrders.id, orderId));
  });

  it('lists the account’s contracts with its CS and owner, never to staff', async () => {
    const res = await s.call('prospector', 'GET', '/api/account_plan/contracts');
    expect(res.statusCode).toBe(200);
    const [row] = await contracts();
    expect(res.json()).toMatchObject({
      contracts: [
        {
          id: orderId,
          status: 'signed',
          plan_name: 'Plano Avançado',
          signed_at: row?.signedAt.toISOString(),
          signer_name: 'Olívia Proprietária',
        },
      ],
      cs: { name: 'Carla Sucesso', email: CS },
      owner: { name: 'Olívia Proprietária' },
    });
    expect(res.json().contracts).toHaveLength(1);
    for (const who of STAFF) {
      const staff = await s.call(who, 'GET', '/api/account_plan/contracts');
      expect(staff.statusCode).toBe(403);
      expect(staff.json().message).toBe(M.staffNoHandoff);
    }
    expect((await s.call('stranger', 'GET', '/api/account_plan/contracts')).json()).toMatchObject({
      contracts: [],
      cs: null,
      owner: { name: 'Otávio Outro' },
    });
  });

  it('is cancelled with its order, still signed, and stays readable', async () => {
    const before = await mailCount(t);
    const res = await s.call('owner', 'DELETE', `/api/account_plan/remove_selected_plan/${orderId}`);
    expect(res.statusCode).toBe(200);
    // The sales team, the CS (told of the signature) and the owner hear the signed contract no longer holds.
    const [row] = await contracts();
    const day = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'short',
    }).format(row?.signedAt);
    const voided = `O contrato assinado em ${day} por Olívia Proprietária deixa de valer.`;
    expect(await mailCount(t)).toBe(before + 3);
    for (const to of [SALES, CS]) {
      const [mail] = await mailsTo(t, to);
      expect(mail?.subject).toBe('Pedido de plano cancelado: Demo Comercial → Plano Avançado');
      expect(mail?.text).toContain(voided);
    }
    const [owner] = await mailsTo(t, 'owner@demo.prospecta.dev');
    expect(owner?.subject).toBe('Prospecta: pedido do Plano Avançado cancelado');
    expect(owner?.text).toContain(voided);
    const view = (await s.call('owner', 'GET', contractUrl(orderId))).json();
    expect(view).toMatchObject({
      status: 'cancelled',
      can_sign: false,
      signature: { signer_name: 'Olívia Proprietária' },
    });
    expect(view.cancelled_at).toEqual(expect.any(String));
    const sign = await s.call('owner', 'PUT', signUrl(orderId), SIGNATURE);
    expect(sign.statusCode).toBe(422);
    expect(sign.json().message).toBe(M.alreadySigned);
  });
});

describe('an order closed unsigned', () => {
  it('cannot be signed once cancelled', async () => {
    const id = await sendOrder(s, 'essencial');
    const before = await mailCount(t);
    const toCs = (await mailsTo(t, CS)).length;
    await s.call('owner', 'DELETE', `/api/account_plan/remove_selected_plan/${id}`);
    // Unsigned: only the sales team and the owner are told, and no contract is said to end.
    expect(await mailCount(t)).toBe(before + 2);
    expect(await mailsTo(t, CS)).toHaveLength(toCs);
    expect((await mailsTo(t, SALES))[0]?.text).not.toContain('deixa de valer');
    expect((await s.call('owner', 'GET', contractUrl(id))).json()).toMatchObject({
      status: 'cancelled',
      signature: null,
      can_sign: false,
    });
    const sign = await s.call('owner', 'PUT', signUrl(id), SIGNATURE);
    expect(sign.statusCode).toBe(422);
    expect(sign.json().message).toBe(M.notSignable);
  });

  it('cannot be signed once staff applied the plan, which is active', async () => {
    const id = await sendOrder(s, 'avancado');
    const applied = await s.call('admin', 'POST', `/api/accounts/${s.demoAccountId}`, {
      account: { plan_name: 'Plano Avançado' },
    });
    expect(applied.statusCode).toBe(200);
    const view = (await s.call('owner', 'GET', contractUrl(id))).json();
    expect(view).toMatchObject({ status: 'active', signature: null, can_sign: false, cancelled_at: null });
    expect(view.activated_at).toEqual(expect.any(String));
    const sign = await s.call('owner', 'PUT', signUrl(id), SIGNATURE);
    expect(sign.statusCode).toBe(422);
    expect(sign.json().message).toBe(M.notSignable);
    expect(await contracts()).toHaveLength(1);
  });

  it('lists the sent orders newest first, at most 20', async () => {
    const list = (await s.call('owner', 'GET', '/api/account_plan/contracts')).json().contracts;
    expect(list.map((c: { status: string }) => c.status)).toEqual(['active', 'cancelled', 'cancelled']);
    const [orderer] = await t.app.db.select().from(planOrders).limit(1);
    const base = Date.parse('2020-01-01T00:00:00Z');
    await t.app.db.insert(planOrders).values(
      Array.from({ length: 25 }, (_, i) => ({
        accountId: s.demoAccountId,
        userId: orderer?.userId ?? '',
        planId: 'essencial',
        status: 'cancelled',
        requestedAt: new Date(base + i * 60_000),
        closedAt: new Date(base + i * 60_000 + 1),
      })),
    );
    const many = (await s.call('owner', 'GET', '/api/account_plan/contracts')).json().contracts;
    expect(many).toHaveLength(20);
    expect(many.slice(0, 3).map((c: { status: string }) => c.status)).toEqual([
      'active',
      'cancelled',
      'cancelled',
    ]);
    const times = many.map((c: { requested_at: string }) => Date.parse(c.requested_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('a signed order replaced by another', () => {
  it('tells the sales team, the CS and the owner that the signed contract no longer holds', async () => {
    const id = await sendOrder(s, 'pro');
    expect((await s.call('owner', 'PUT', signUrl(id), SIGNATURE)).statusCode).toBe(200);
    const before = await mailCount(t);
    const replaced = await s.call('owner', 'PUT', '/api/account_plan/finish_update', {
      plan_id: 'essencial',
    });
    expect(replaced.statusCode).toBe(200);
    expect((await s.call('owner', 'GET', contractUrl(id))).json().status).toBe('cancelled');
    // The cancellation to the sales team, the CS and the owner; the new order to the sales team and the owner.
    expect(await mailCount(t)).toBe(before + 5);
    const [cs] = await mailsTo(t, CS);
    expect(cs?.subject).toBe('Pedido de plano cancelado: Demo Comercial → Plano Pro');
    expect(cs?.text).toContain('enviou um pedido do Plano Essencial');
    expect(cs?.text).toMatch(
      /O contrato assinado em \d{2}\/\d{2}\/\d{4} por Olívia Proprietária deixa de valer\./,
    );
    const owner = await mailsTo(t, 'owner@demo.prospecta.dev');
    const cancelled = owner.find((mail) => mail.subject === 'Prospecta: pedido do Plano Pro cancelado');
    expect(cancelled?.text).toContain('porque você enviou um pedido do Plano Essencial em seu lugar');
    expect(cancelled?.text).toMatch(
      /O contrato assinado em \d{2}\/\d{2}\/\d{4} por Olívia Proprietária deixa de valer\./,
    );
  });
});
