// The shop: the catalogue for everyone (Speedmail only with the user's flag); the owner alone orders an app and
// cancels a subscription, with the spec's messages and the e-mails to the sales team and the owner over a real
// SMTP server on loopback; staff activate or refuse an order; another account's subscription is not found.
import { SHOP_MESSAGES } from '@prospecta/contracts/shop-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { shopSubscriptions } from '@/db/schema/shop.ts';
import { users } from '@/db/schema/users.ts';
import { ADMIN, bearer, OWNER, signIn, type TestApp } from '../helper.ts';
import { buildTestAppWithSmtp, type SmtpTestServer } from '../smtp.ts';

const MANAGER = 'gerente@demo.prospecta.dev';
const SELLER = 'vendas@demo.prospecta.dev';
const SALES = 'vendas@prospecta.dev';
const CS = 'cs@prospecta.dev';

let t: TestApp;
let smtp: SmtpTestServer;
const tokens: Record<string, string> = {};

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(tokens[who] ?? ''), payload });
const contract = (who: string, name: string, payload: object = { accept_terms: true }) =>
  call(who, 'POST', `shop/contract_an_additional/${name}`, payload);
const cancel = (who: string, id: string) => call(who, 'POST', 'shop/cancel_additional_item', { id });
const status = (codeName: string) =>
  call(OWNER, 'POST', 'shop/get_subscription_status', { code_name: codeName }).then((r) => r.json());
const refusal = (message: string) => ({ message, errors: [{ description: message }] });

beforeAll(async () => {
  ({ t, smtp } = await buildTestAppWithSmtp());
  for (const email of [OWNER, MANAGER, SELLER, ADMIN, CS]) tokens[email] = (await signIn(t.app, email)).token;
});
afterAll(() => t.close());

describe('the catalogue', () => {
  it('lists five apps with prices, Speedmail only for a user with the flag', async () => {
    const hidden = (await call(SELLER, 'GET', 'shop/list_available_additionals')).json();
    expect(hidden.items.map((i: { code_name: string }) => i.code_name)).toEqual([
      'anotation-app',
      'mailerweb-app',
      'record-app',
      'export-oracle',
      'whatsapp-automation-app',
    ]);
    expect(hidden.items.find((i: { code_name: string }) => i.code_name === 'export-oracle')).toMatchObject({
      price_cents: null,
      price_type: 'on_request',
    });
    // Speedmail without the flag is not found, as its page is.
    const speedmail = await call(OWNER, 'POST', 'shop/subscription', { code_name: 'speedmail-app' });
    expect(speedmail.statusCode).toBe(404);
    expect((await contract(OWNER, 'speedmail-app')).statusCode).toBe(404);

    await t.app.db.update(users).set({ showSpeedmailApp: true }).where(eq(users.email, OWNER));
    const shown = (await call(OWNER, 'GET', 'shop/list_available_additionals')).json();
    expect(shown.items).toHaveLength(6);
    const app = (await call(OWNER, 'POST', 'shop/subscription', { code_name: 'speedmail-app' })).json();
    expect(app).toMatchObject({ item: { name: 'Speedmail', price_cents: 14_990 }, subscription: null });
  });

  it('answers not found for an unknown app or a category that is not the app’s', async () => {
    expect((await call(OWNER, 'POST', 'shop/subscription', { code_name: 'nada' })).json()).toMatchObject(
      refusal(SHOP_MESSAGES.unknownItem),
    );
    const wrong = await call(OWNER, 'POST', 'shop/subscription', {
      code_name: 'record-app',
      category: 'E-mail',
    });
    expect(wrong.statusCode).toBe(404);
    const right = await call(OWNER, 'POST', 'shop/subscription', {
      code_name: 'record-app',
      category: 'Ligações',
    });
    expect(right.statusCode).toBe(200);
  });
});

describe('contracting an app', () => {
  it('is refused to every role but the owner, with the spec’s message, and nothing is recorded', async () => {
    for (const who of [MANAGER, SELLER, ADMIN]) {
      const check = await call(who, 'POST', 'shop/can_contract_item', { name: 'record-app' });
      expect(check.statusCode).toBe(403);
      expect(check.json()).toMatchObject({
        message: 'Apenas usuários proprietários podem contratar assinaturas!',
        errors: [{ summary: 'Você não tem permissão para efetuar essa compra' }],
      });
      // Refused by role before the body is read.
      expect((await contract(who, 'record-app', {})).statusCode).toBe(403);
    }
    expect(await status('record-app')).toEqual({
      code_name: 'record-app',
      status: 'none',
      subscription_id: null,
    });
  });

  it('needs the terms accepted', async () => {
    const res = await contract(OWNER, 'record-app', {});
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(SHOP_MESSAGES.acceptTerms);
  });

  it('sends the owner’s order to the sales team and the owner; a second one is refused', async () => {
    expect((await call(OWNER, 'POST', 'shop/can_contract_item', { name: 'record-app' })).json()).toEqual({
      can_contract: true,
    });
    const res = await contract(OWNER, 'record-app');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Pedido de assinatura feito com sucesso!',
      subscription: { code_name: 'record-app', status: 'requested', price_cents: 7_990, activated_at: null },
    });
    const sales = smtp.lastTo(SALES);
    expect(sales.subject).toBe('Pedido de app: Demo Comercial → Gravação de ligações');
    expect(sales.body).toMatch(/R\$\s79,90\/mês/);
    expect(sales.body).toContain(OWNER);
    const owner = smtp.lastTo(OWNER);
    expect(owner.subject).toBe('Prospecta: pedido do app Gravação de ligações recebido');
    expect(owner.body).toContain('Nada é cobrado agora');

    const again = await call(OWNER, 'POST', 'shop/can_contract_item', { name: 'record-app' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].description).toBe(SHOP_MESSAGES.alreadyRequested);
    expect((await contract(OWNER, 'record-app')).statusCode).toBe(422);
    expect(await status('record-app')).toMatchObject({ status: 'requested' });
    // Everyone on the account sees the state.
    const seen = (await call(SELLER, 'POST', 'shop/subscription', { code_name: 'record-app' })).json();
    expect(seen.subscription).toMatchObject({
      status: 'requested',
      requested_by: { name: expect.any(String) },
    });
  });
});

describe('staff deciding an order', () => {
  let recordId = '';

  it('lists pending orders first, to staff only', async () => {
    await contract(OWNER, 'export-oracle');
    expect((await call(OWNER, 'GET', 'admin/shop/subscriptions')).statusCode).toBe(403);
    const list = (await call(CS, 'GET', 'admin/shop/subscriptions')).json();
    expect(list.subscriptions.map((s: { code_name: string }) => s.code_name)).toEqual([
      'record-app',
      'export-oracle',
    ]);
    expect(list.subscriptions[0]).toMatchObject({ status: 'requested', account: { name: 'Demo Comercial' } });
    recordId = list.subscriptions[0].id;
  });

  it('activates one (the signed contract recorded): the owner’s app is active and who ordered it is told', async () => {
    expect((await call(OWNER, 'PUT', `shop/${recordId}/sign_contract`)).statusCode).toBe(403);
    const res = await call(ADMIN, 'PUT', `shop/${recordId}/sign_contract`);
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription).toMatchObject({ status: 'active', activated_at: expect.any(String) });
    const mail = smtp.lastTo(OWNER);
    expect(mail.subject).toBe('Prospecta: app Gravação de ligações ativado');
    expect(mail.body).toContain('Assinatura contratada com sucesso!');
    expect(await status('record-app')).toMatchObject({ status: 'active', subscription_id: recordId });
    // Decided once.
    expect((await call(ADMIN, 'PUT', `shop/${recordId}/sign_contract`)).json()).toMatchObject({
      message: SHOP_MESSAGES.notPending,
    });
    expect(
      (await call(OWNER, 'POST', 'shop/can_contract_item', { name: 'record-app' })).json(),
    ).toMatchObject(refusal(SHOP_MESSAGES.alreadyActive));
    const list = (await call(ADMIN, 'GET', 'admin/shop/subscriptions')).json();
    expect(list.subscriptions.map((s: { status: string }) => s.status)).toEqual(['requested', 'active']);
    expect(list.subscriptions[1].decided_by).toMatchObject({ name: expect.any(String) });
  });

  it('refuses one with a reason, e-mailed to who ordered it; a refused order cannot be cancelled', async () => {
    const { subscription_id } = await status('export-oracle');
    const res = await call(CS, 'PUT', `shop/${subscription_id}/refuse`, {
      reason: 'Ambiente Oracle sem acesso',
    });
    expect(res.json()).toMatchObject({ message: SHOP_MESSAGES.refused, subscription: { status: 'refused' } });
    const mail = smtp.lastTo(OWNER);
    expect(mail.subject).toBe('Prospecta: pedido do app Exportação para Oracle não aprovado');
    expect(mail.body).toContain('Motivo: Ambiente Oracle sem acesso');
    expect((await cancel(OWNER, subscription_id)).json()).toMatchObject(
      refusal(SHOP_MESSAGES.refusedNotCancellable),
    );
    // It can be ordered again.
    expect((await call(OWNER, 'POST', 'shop/can_contract_item', { name: 'export-oracle' })).statusCode).toBe(
      200,
    );
  });

  it('lists the account’s subscriptions with prices and the monthly total of the active ones', async () => {
    await contract(OWNER, 'mailerweb-app');
    const res = (await call(MANAGER, 'GET', 'shop/account_subscriptions_with_prices')).json();
    expect(
      res.subscriptions.map((s: { code_name: string; status: string }) => [s.code_name, s.status]),
    ).toEqual([
      ['mailerweb-app', 'requested'],
      ['record-app', 'active'],
      ['export-oracle', 'refused'],
    ]);
    expect(res).toMatchObject({ monthly_total_cents: 7_990, active_on_request: 0 });
  });
});

describe('cancelling a subscription', () => {
  it('answers each of the spec’s messages', async () => {
    const { subscription_id: id } = await status('record-app');
    expect((await cancel(SELLER, id)).json()).toMatchObject(
      refusal('Apenas usuários owner podem cancelar assinaturas!'),
    );
    expect((await cancel(MANAGER, id)).statusCode).toBe(403);
    const unknown = await cancel(OWNER, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject(refusal('Você não possuí essa assinatura!'));

    const res = await cancel(OWNER, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Assinatura cancelada com sucesso!',
      subscription: { status: 'cancelled', closed_at: expect.any(String) },
    });
    const sales = smtp.lastTo(SALES);
    expect(sales.subject).toBe('Assinatura de app cancelada: Demo Comercial → Gravação de ligações');
    expect(sales.body).toContain('Encerre a cobrança');
    expect(smtp.lastTo(OWNER).subject).toBe('Prospecta: assinatura do app Gravação de ligações cancelada');

    const again = await cancel(OWNER, id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject(refusal('Sua assinatura já foi cancelada!'));
    expect(await status('record-app')).toMatchObject({ status: 'cancelled' });
    expect(
      (await call(OWNER, 'GET', 'shop/account_subscriptions_with_prices')).json().monthly_total_cents,
    ).toBe(0);
  });

  it('cancels an order still waiting, telling the sales team not to follow it up', async () => {
    const { subscription_id: id } = await status('mailerweb-app');
    expect((await cancel(OWNER, id)).statusCode).toBe(200);
    expect(smtp.lastTo(SALES).body).toContain('Não dê seguimento a este pedido');
    expect((await call(ADMIN, 'PUT', `shop/${id}/sign_contract`)).statusCode).toBe(422);
  });

  it('does not find another account’s subscription, for the owner or the state', async () => {
    const [other] = await t.app.db.insert(accounts).values({ name: 'Outra Conta' }).returning();
    const [otherOwner] = await t.app.db
      .insert(users)
      .values({ accountId: other?.id ?? '', name: 'Outro Dono', email: 'dono@outra.test', role: 'owner' })
      .returning();
    const [theirs] = await t.app.db
      .insert(shopSubscriptions)
      .values({
        accountId: other?.id ?? '',
        codeName: 'anotation-app',
        priceCents: 4_990,
        requestedBy: otherOwner?.id ?? '',
      })
      .returning();
    const res = await cancel(OWNER, theirs?.id ?? '');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject(refusal(SHOP_MESSAGES.notYours));
    expect(await status('anotation-app')).toMatchObject({ status: 'none' });
    const [row] = await t.app.db
      .select()
      .from(shopSubscriptions)
      .where(eq(shopSubscriptions.id, theirs?.id ?? ''));
    expect(row?.status).toBe('requested');
  });
});

describe('orders sent at once', () => {
  it('takes one of two orders sent at once for the same app', async () => {
    const both = await Promise.all([
      contract(OWNER, 'whatsapp-automation-app'),
      contract(OWNER, 'whatsapp-automation-app'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const { subscription_id } = await status('whatsapp-automation-app');
    expect((await cancel(OWNER, subscription_id)).statusCode).toBe(200);
  });
});
