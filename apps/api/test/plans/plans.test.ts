// Plans: the catalogue and the account's plan for everyone; choosing, sending and cancelling an order for the
// owner alone, with the e-mails to the sales team and the owner over a real SMTP server on loopback; an order
// shown to staff and fulfilled once they give the account the plan; bad input refused, changing nothing.
import { PLAN_MESSAGES } from '@prospecta/contracts/plans-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { planOrders } from '@/db/schema/plans.ts';
import { listOutbox } from '@/modules/mail/mail.repository.ts';
import { ADMIN, bearer, OWNER, signIn, type TestApp } from '../helper.ts';
import { buildTestAppWithSmtp, type SmtpTestServer } from '../smtp.ts';

const MANAGER = 'gerente@demo.prospecta.dev';
const SELLER = 'vendas@demo.prospecta.dev';
const SALES = 'vendas@prospecta.dev';
const OWNERS_ONLY = {
  message: 'Apenas usuários proprietários podem contratar assinaturas!',
  errors: [
    {
      summary: 'Você não tem permissão para efetuar essa compra',
      description: 'Apenas usuários proprietários podem contratar assinaturas!',
    },
  ],
};

let t: TestApp;
let smtp: SmtpTestServer;
let owner = '';
let manager = '';
let seller = '';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/account_plan/${url}`, headers: bearer(token), payload });
const orders = () => t.app.db.select().from(planOrders);
const demoAccount = async () =>
  (await t.app.db.select().from(accounts).where(eq(accounts.name, 'Demo Comercial')))[0];

beforeAll(async () => {
  ({ t, smtp } = await buildTestAppWithSmtp());
  owner = (await signIn(t.app, OWNER)).token;
  manager = (await signIn(t.app, MANAGER)).token;
  seller = (await signIn(t.app, SELLER)).token;
});
afterAll(() => t?.close());

describe('plans', () => {
  it('lists the plans on sale and the account plan, with its seats, to every user', async () => {
    const plans = (await call(seller, 'GET', 'list_available_plans')).json().plans;
    expect(plans.map((p: { id: string }) => p.id)).toEqual(['essencial', 'pro', 'avancado', 'enterprise']);
    expect(plans[3]).toMatchObject({ monthly_price_cents: null, click_credits: null, unlimited_click: true });
    const current = await call(seller, 'GET', 'current');
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      name: 'Plano Pro',
      plan: { id: 'pro', users: 10 },
      max_users_count: 10,
      active_users: 4,
    });
    expect((await call(seller, 'GET', 'selected')).json()).toEqual({ selected: null });
    // The spec's "User's plan": the account's, for every user.
    const userPlan = await t.app.inject({
      method: 'GET',
      url: '/api/account_subscription/get_user_plan',
      headers: bearer(seller),
    });
    expect(userPlan.statusCode).toBe(200);
    expect(userPlan.json()).toEqual(current.json());
  });

  it('refuses an order from anyone but the owner, with the spec message, changing nothing', async () => {
    for (const token of [manager, seller]) {
      const res = await call(token, 'POST', 'select_plan_to_update/avancado');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(OWNERS_ONLY);
      expect((await call(token, 'PUT', 'finish_update', {})).statusCode).toBe(403);
    }
    expect(await orders()).toEqual([]);
  });

  it('refuses an unknown plan and the plan the account already has', async () => {
    const unknown = await call(owner, 'POST', 'select_plan_to_update/platinum');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Plano não encontrado');
    const same = await call(owner, 'POST', 'select_plan_to_update/pro');
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe('Este já é o plano da sua conta');
    const nothingChosen = await call(owner, 'PUT', 'finish_update', {});
    expect(nothingChosen.statusCode).toBe(422);
    expect(nothingChosen.json().message).toBe('Escolha um plano antes de enviar o pedido');
    expect(await orders()).toEqual([]);
  });

  it('keeps one open order: a second choice replaces the first', async () => {
    const first = await call(owner, 'POST', 'select_plan_to_update/essencial');
    expect(first.statusCode).toBe(201);
    const second = await call(owner, 'POST', 'select_plan_to_update/avancado');
    expect(second.json()).toMatchObject({
      plan: { id: 'avancado', name: 'Plano Avançado' },
      status: 'selected',
      ordered_by: { name: 'Olívia Proprietária' },
      requested_at: null,
    });
    const statuses = (await orders()).map((o) => `${o.planId}:${o.status}`).sort();
    expect(statuses).toEqual(['avancado:selected', 'essencial:cancelled']);
    // Everyone on the account sees the order.
    expect((await call(seller, 'GET', 'selected')).json().selected).toMatchObject({
      id: second.json().id,
      status: 'selected',
    });
  });

  it('refuses bad order details, changing nothing', async () => {
    const bad: object[] = [
      { additional_users: -1 },
      { additional_users: 101 },
      { additional_users: 1.5 },
      { additional_users: '3' },
      { speedmail: 'sim' },
      { origin: 'x'.repeat(61) },
      { plan: 'enterprise' },
    ];
    for (const body of bad) {
      const res = await call(owner, 'PUT', 'finish_update', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(owner, 'PUT', 'finish_update', { additional_users: 101 })).json().message).toBe(
      'Usuários adicionais: de 0 a 100',
    );
    expect((await orders()).find((o) => o.status !== 'cancelled')).toMatchObject({
      status: 'selected',
      additionalUsers: 0,
    });
  });

  it('sends the order to the sales team and the owner', async () => {
    const before = smtp.received.length;
    const res = await call(owner, 'PUT', 'finish_update', { additional_users: 3, origin: 'upgrade_plans' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Pedido de assinatura feito com sucesso!',
      order: { plan: { id: 'avancado' }, status: 'requested', additional_users: 3 },
    });
    expect(res.json().order.requested_at).toEqual(expect.any(String));
    expect(smtp.received.length).toBe(before + 2);
    const sales = smtp.lastTo(SALES);
    expect(sales.subject).toBe('Pedido de plano: Demo Comercial → Plano Avançado');
    expect(sales.body).toContain('Olívia Proprietária (owner@demo.prospecta.dev)');
    // What the account has now, so a move to a smaller plan shows.
    expect(sales.body).toMatch(/Plano atual da conta: \S/);
    expect(sales.body).toMatch(/Usuários adicionais: 3 \(R\$\s49,90\/mês cada\)/);
    // The catalogue's estimate: the plan and its three extra seats.
    expect(sales.body).toMatch(/Total estimado: R\$\s1\.648,70\/mês/);
    // Twenty-five seats cover the account's four active users: nothing to warn of.
    expect(sales.body).not.toContain('Atenção');
    const copy = smtp.lastTo(OWNER);
    expect(copy.subject).toBe('Prospecta: pedido do Plano Avançado recebido');
    expect(copy.body).toContain('Nada foi cobrado até agora.');
    // The owner's next step: the order's contract.
    expect(copy.body).toContain(
      `Próximo passo — assine o contrato: http://prospecta.test/contrato/${res.json().order.id}`,
    );
    // Sent once: the same order again is refused and nobody is e-mailed twice.
    const again = await call(owner, 'PUT', 'finish_update', {});
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Este pedido já foi enviado à nossa equipe comercial');
    expect(smtp.received.length).toBe(before + 2);
  });

  it('lets the owner cancel the order; an unknown or closed order is not found', async () => {
    const { id } = (await call(owner, 'GET', 'selected')).json().selected;
    expect((await call(manager, 'DELETE', `remove_selected_plan/${id}`)).statusCode).toBe(403);
    const wrong = await call(owner, 'DELETE', 'remove_selected_plan/not-a-uuid');
    expect(wrong.statusCode).toBe(400);
    const before = smtp.received.length;
    const res = await call(owner, 'DELETE', `remove_selected_plan/${id}`);
    expect(res.json()).toEqual({ message: 'Pedido cancelado' });
    expect((await call(owner, 'GET', 'selected')).json()).toEqual({ selected: null });
    // The order had gone to the sales team: they and the owner hear it was cancelled, once.
    expect(smtp.received.length).toBe(before + 2);
    const sales = smtp.lastTo(SALES);
    expect(sales.subject).toBe('Pedido de plano cancelado: Demo Comercial → Plano Avançado');
    expect(sales.body).toContain(
      'Olívia Proprietária (owner@demo.prospecta.dev) cancelou o pedido de mudança para o Plano Avançado da conta Demo Comercial, enviado em ',
    );
    expect(sales.body).toContain('Não dê seguimento a este pedido');
    // The order as sent, its extra seats and total too: the team finds the one to drop.
    expect(sales.body).toMatch(/Usuários adicionais: 3 \(R\$\s49,90\/mês cada\)/);
    expect(sales.body).toMatch(/Total estimado: R\$\s1\.648,70\/mês/);
    const copy = smtp.lastTo(OWNER);
    expect(copy.subject).toBe('Prospecta: pedido do Plano Avançado cancelado');
    expect(copy.body).toContain('Avisamos a nossa equipe comercial.');
    expect(copy.body).toMatch(
      /abra Planos e créditos no Prospecta:\s+http:\/\/prospecta\.test\/upgrade_plans/,
    );
    const again = await call(owner, 'DELETE', `remove_selected_plan/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Pedido não encontrado');
    expect(smtp.received.length).toBe(before + 2);
  });

  it('keeps a sent order until another plan is sent in its place, then tells the sales team and the owner', async () => {
    await call(owner, 'POST', 'select_plan_to_update/essencial');
    expect((await call(owner, 'PUT', 'finish_update', {})).statusCode).toBe(200);
    const sent = (await call(owner, 'GET', 'selected')).json().selected;
    const before = smtp.received.length;
    // Choosing another plan does not touch the order the sales team has.
    const choosing = await call(owner, 'POST', 'select_plan_to_update/avancado');
    expect(choosing.statusCode).toBe(422);
    expect(choosing.json().message).toBe(PLAN_MESSAGES.sentOrderOpen);
    expect((await call(owner, 'GET', 'selected')).json().selected).toMatchObject({
      id: sent.id,
      status: 'requested',
    });
    // Neither does a send refused by its details.
    expect(
      (await call(owner, 'PUT', 'finish_update', { plan_id: 'avancado', additional_users: 101 })).statusCode,
    ).toBe(400);
    expect((await call(owner, 'PUT', 'finish_update', { plan_id: 'platinum' })).statusCode).toBe(404);
    expect((await call(owner, 'PUT', 'finish_update', { plan_id: 'pro' })).json().message).toBe(
      'Este já é o plano da sua conta',
    );
    expect((await call(owner, 'PUT', 'finish_update', { plan_id: 'essencial' })).json().message).toBe(
      'Este pedido já foi enviado à nossa equipe comercial',
    );
    expect((await call(owner, 'GET', 'selected')).json().selected.id).toBe(sent.id);
    expect(smtp.received.length).toBe(before);

    // Sending another plan replaces it, at once: the old order cancelled, the new one sent.
    const replacing = await call(owner, 'PUT', 'finish_update', { plan_id: 'avancado', additional_users: 2 });
    expect(replacing.statusCode).toBe(200);
    expect(replacing.json()).toMatchObject({
      message: 'Pedido de assinatura feito com sucesso! O pedido do Plano Essencial foi cancelado.',
      order: { plan: { id: 'avancado' }, status: 'requested', additional_users: 2 },
    });
    const mine = (await orders()).filter((o) => o.id === sent.id || o.id === replacing.json().order.id);
    expect(mine.map((o) => `${o.planId}:${o.status}`).sort()).toEqual([
      'avancado:requested',
      'essencial:cancelled',
    ]);
    // Four e-mails: the cancellation and the new order, each to the sales team and the owner.
    expect(smtp.received.length).toBe(before + 4);
    const subjects = smtp.received.slice(before).map((m) => `${m.to.join(', ')}: ${m.subject}`);
    expect(subjects.sort()).toEqual(
      [
        `${SALES}: Pedido de plano cancelado: Demo Comercial → Plano Essencial`,
        `${OWNER}: Prospecta: pedido do Plano Essencial cancelado`,
        `${SALES}: Pedido de plano: Demo Comercial → Plano Avançado`,
        `${OWNER}: Prospecta: pedido do Plano Avançado recebido`,
      ].sort(),
    );
    const cancelledMail = smtp.received
      .slice(before)
      .find((m) => m.subject === 'Pedido de plano cancelado: Demo Comercial → Plano Essencial');
    expect(cancelledMail?.body).toContain(
      'enviou um pedido do Plano Avançado e com isso cancelou o pedido de mudança para o Plano Essencial',
    );

    // A choice never sent is replaced, or cancelled, silently; sending another plan over it tells nobody of it.
    await call(owner, 'DELETE', `remove_selected_plan/${replacing.json().order.id}`);
    await call(owner, 'POST', 'select_plan_to_update/enterprise');
    const afterChoice = smtp.received.length;
    const direct = await call(owner, 'PUT', 'finish_update', { plan_id: 'essencial' });
    expect(direct.json().message).toBe('Pedido de assinatura feito com sucesso!');
    expect(smtp.received.length).toBe(afterChoice + 2);
    expect(smtp.received.slice(afterChoice).every((m) => !m.subject.includes('cancelado'))).toBe(true);
    const { id } = (await call(owner, 'GET', 'selected')).json().selected;
    await call(owner, 'DELETE', `remove_selected_plan/${id}`);
    await call(owner, 'POST', 'select_plan_to_update/enterprise');
    const chosen = (await call(owner, 'GET', 'selected')).json().selected;
    const beforeSilent = smtp.received.length;
    expect((await call(owner, 'DELETE', `remove_selected_plan/${chosen.id}`)).json()).toEqual({
      message: 'Pedido cancelado',
    });
    expect(smtp.received.length).toBe(beforeSilent);
    // What was told is also kept in the outbox table: the Essencial order replaced, then the one cancelled.
    const outbox = await listOutbox(t.app.db, 100);
    const cancelled = outbox.filter(
      (m) => m.subject.includes('cancelado') && m.subject.includes('Plano Essencial'),
    );
    expect(cancelled.map((m) => m.to).sort()).toEqual([OWNER, OWNER, SALES, SALES]);
  });

  it('shows staff the open order in the account, and saving its plan name there fulfils it', async () => {
    await call(owner, 'POST', 'select_plan_to_update/essencial');
    await call(owner, 'PUT', 'finish_update', { additional_users: 1 });
    // Two seats and one extra for four active users: the sales team is told one would be left out.
    expect(smtp.lastTo(SALES).body).toContain(
      'Atenção: a conta tem 4 usuários ativos e o pedido cobre 3. Ao ativar o plano, 1 usuário terá de ser desativado, ou incluído como usuário adicional: confirme com o cliente.',
    );
    const account = await demoAccount();
    if (!account) throw new Error('no demo account');
    const admin = (await signIn(t.app, ADMIN)).token;
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/admin/account/${account.id}/account_info`,
      headers: bearer(admin),
    });
    expect(info.json().planOrder).toMatchObject({
      plan: { id: 'essencial', users: 2 },
      status: 'requested',
      additional_users: 1,
      ordered_by: { name: 'Olívia Proprietária' },
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${account.id}`,
      headers: bearer(admin),
      payload: { account: { plan_name: 'Plano Essencial' } },
    });
    expect(saved.json().account).toMatchObject({
      planName: 'Plano Essencial',
      planId: 'essencial',
      planOrder: null,
    });
    expect((await call(owner, 'GET', 'selected')).json()).toEqual({ selected: null });
    expect((await orders()).filter((o) => o.status === 'fulfilled').map((o) => o.planId)).toEqual([
      'essencial',
    ]);
    expect((await call(owner, 'GET', 'current')).json().plan.id).toBe('essencial');
    await t.app.db
      .update(accounts)
      .set({ planName: 'Plano Pro', planId: 'pro' })
      .where(eq(accounts.id, account.id));
  });

  it('asks for a consultant from any user, with the plan and message, or refuses a bad one', async () => {
    const res = await call(seller, 'POST', 'contact_inside_sales', {
      plan_id: 'enterprise',
      message: 'Precisamos de mais consultas este mês.',
    });
    expect(res.json()).toEqual({ message: 'Um dos nossos consultores entrará em contato com você em breve' });
    const mail = smtp.lastTo(SALES);
    expect(mail.subject).toBe('Contato comercial: Demo Comercial');
    expect(mail.body).toContain('Interesse: Plano Enterprise');
    expect(mail.body).toContain('Mensagem: Precisamos de mais consultas este mês.');
    // What the sales team needs to call back: the credits now, the account's CS and the account in the admin area.
    expect(mail.body).toMatch(/Créditos da conta agora: exportações [\d.]+ de [\d.]+; consultas/);
    expect(mail.body).toMatch(/CS da conta: (sem responsável|.+ \(.+@.+\))/);
    expect(mail.body).toMatch(/A conta no Prospecta: \S+\/admin\?account=[0-9a-f-]{36}/);
    const before = smtp.received.length;
    const short = await call(seller, 'POST', 'contact_inside_sales', { message: 'Oi' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Conte em poucas palavras como podemos ajudar');
    expect((await call(seller, 'POST', 'contact_inside_sales', {})).statusCode).toBe(400);
    const platinum = { plan_id: 'platinum', message: 'Quero este plano' };
    expect((await call(seller, 'POST', 'contact_inside_sales', platinum)).statusCode).toBe(404);
    const long = await call(seller, 'POST', 'contact_inside_sales', { message: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect((await call(seller, 'POST', 'contact_inside_sales', { extra: 1 })).statusCode).toBe(400);
    expect(smtp.received.length).toBe(before);
  });

  it('takes three messages for the sales team an hour from a user, refused ones not counted, then asks to wait', async () => {
    // The test before sent one for the seller and had five refused.
    const message = { message: 'Podemos conversar sobre o plano Avançado?' };
    for (let i = 0; i < 2; i += 1)
      expect((await call(seller, 'POST', 'contact_inside_sales', message)).statusCode).toBe(200);
    const before = smtp.received.length;
    const limited = await call(seller, 'POST', 'contact_inside_sales', message);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: PLAN_MESSAGES.salesContactLimit,
      errors: [{ summary: 'Mensagem já recebida', description: PLAN_MESSAGES.salesContactLimit }],
    });
    expect(smtp.received.length).toBe(before);
    // Another user of the account still reaches the team.
    expect((await call(owner, 'POST', 'contact_inside_sales', message)).statusCode).toBe(200);
    expect(smtp.lastTo(SALES).body).toContain('Olívia Proprietária');
  });

  it('answers 401 without a session', async () => {
    for (const url of ['/api/account_plan/current', '/api/account_subscription/get_user_plan']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });
});
