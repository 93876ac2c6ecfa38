/// <reference types="node" />
// The plans screen (/upgrade_plans): a manager sees the account's plan and credits and asks for a consultant,
// but cannot order; the owner orders another plan with extra seats (the sales team is e-mailed), sees it
// sent after a reload, and cancels it after a confirmation (the sales team and the owner are e-mailed); staff see an order in the account's drawer, which fills its plan and
// seats in for them.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, apiToken, type Browser, openBrowser, screenshot, signIn } from './browser';
import { staffOutbox } from './outbox';

const baseUrl = inject('baseUrl');
const OWNER = 'owner@demo.prospecta.dev';
// Not the seller: sign-in.e2e.ts changes the seller's password, and the files run in any order.
const MANAGER = 'gerente@demo.prospecta.dev';
const PASSWORD = 'prospecta';
const ADMIN = 'admin@prospecta.dev';
const WAIT = { timeout: 30_000, interval: 100 };

async function tokenOf(email: string): Promise<string> {
  return apiToken(baseUrl, email, PASSWORD);
}

function call(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 900 });
});

afterAll(async () => {
  await browser?.close();
});

/** Signs out whoever is signed in (the session lives in local storage) and signs `email` in. */
async function signInAs(email: string): Promise<void> {
  const { page } = browser;
  if (page.url().startsWith(baseUrl)) await page.evaluate(() => window.localStorage.clear());
  await signIn(page, baseUrl, email, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/login', WAIT);
}

async function openAs(email: string): Promise<void> {
  const { page } = browser;
  await signInAs(email);
  await page.goto(`${baseUrl}/upgrade_plans`);
  await page.getByTestId('current-plan-name').waitFor(WAIT);
}

describe('plans', () => {
  it("shows a manager the account's plan and the plans, lets them ask for a consultant but not order", async () => {
    const { page } = browser;
    // From the control panel.
    await signInAs(MANAGER);
    await page.goto(`${baseUrl}/user/overview`);
    await page.getByRole('link', { name: 'Ver planos e créditos' }).click();
    await page.waitForURL((url) => url.pathname === '/upgrade_plans', WAIT);
    await page.getByTestId('current-plan-name').waitFor(WAIT);
    expect(await page.getByTestId('current-plan-name').textContent()).toBe('Plano Pro');
    expect(await page.getByTestId('current-plan').textContent()).toContain('Usuários ativos');
    const pro = page.getByRole('region', { name: 'Plano Pro' });
    expect(await pro.getByRole('button', { name: 'Plano atual' }).isDisabled()).toBe(true);
    const advanced = page.getByRole('region', { name: 'Plano Avançado' });
    expect(await advanced.textContent()).toContain('2.000 consultas por mês');
    expect(await advanced.getByRole('button', { name: 'Escolher este plano' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('owners-only').textContent()).toContain(
      'Apenas usuários proprietários podem contratar assinaturas!',
    );
    // How to get more credits now: a consultant (no credit packs are sold).
    expect(await page.getByTestId('more-credits').textContent()).toContain('não vendemos pacotes avulsos');

    await page.getByRole('button', { name: 'Falar com um consultor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Falar com um consultor' });
    await dialog.getByRole('combobox', { name: 'Plano de interesse' }).click();
    await page.getByRole('option', { name: 'Plano Enterprise' }).click();
    await dialog.getByLabel('Como podemos ajudar?').fill('Precisamos de consultas ilimitadas.');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Um dos nossos consultores entrará em contato com você em breve').waitFor(WAIT);
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    const mail = (await staffOutbox(baseUrl)).find((m) => m.subject === 'Contato comercial: Demo Comercial');
    expect(mail?.text).toContain('Interesse: Plano Enterprise');
    expect(mail?.text).toContain('Mensagem: Precisamos de consultas ilimitadas.');
  });

  it('lets the owner order a plan with extra seats, keeps it sent after a reload, and cancel it', async () => {
    const { page } = browser;
    await openAs(OWNER);
    expect(await page.getByTestId('owners-only').count()).toBe(0);
    // A plan seating fewer than the account's active users says so, with the extra seats already filled in.
    await page
      .getByRole('region', { name: 'Plano Essencial' })
      .getByRole('button', { name: 'Escolher este plano' })
      .click();
    const essential = page.getByRole('dialog', { name: 'Confirmar pedido: Plano Essencial' });
    const seats = essential.getByRole('textbox', { name: 'Usuários adicionais' });
    await expect.poll(async () => Number(await seats.inputValue()), WAIT).toBeGreaterThan(0);
    expect(await essential.getByTestId('order-seats-short').count()).toBe(0);
    // The extra seats are priced, with the month's estimated total.
    expect(await essential.getByTestId('order-total').textContent()).toMatch(
      /usuários? adiciona(l|is) × R\$\s99,90.*Total estimado/,
    );
    await seats.fill('0');
    await essential
      .getByTestId('order-seats-short')
      .getByText(
        /^Sua conta tem \d+ usuários ativos e este pedido cobre 2 usuários: quando o plano for ativado, \d+ usuários? ter(á|ão) de ser desativados?/,
      )
      .waitFor(WAIT);
    // It may still be sent, said so on the button.
    await essential.getByRole('button', { name: 'Enviar mesmo assim' }).waitFor(WAIT);
    await essential.getByRole('button', { name: 'Voltar' }).click();
    await essential.waitFor({ state: 'hidden', ...WAIT });
    const advanced = page.getByRole('region', { name: 'Plano Avançado' });
    await advanced.getByRole('button', { name: 'Escolher este plano' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar pedido: Plano Avançado' });
    await dialog.waitFor(WAIT);
    expect(await dialog.getByTestId('order-price').textContent()).toMatch(/^R\$\s1\.499,00\/mês$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    const extra = dialog.getByRole('textbox', { name: 'Usuários adicionais' });
    // Out of range stays as typed, with the field's error (never clamped or made positive unseen).
    for (const typed of ['101', '-3']) {
      await extra.fill(typed);
      await extra.blur();
      await expect
        .poll(() => dialog.getByRole('button', { name: 'Enviar pedido' }).isDisabled(), WAIT)
        .toBe(true);
      expect(await extra.inputValue()).toBe(typed);
      expect(await dialog.textContent()).toContain('Usuários adicionais: de 0 a 100');
    }
    await extra.fill('2');
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await page.getByText('Pedido de assinatura feito com sucesso!').waitFor(WAIT);
    await expect
      .poll(() => page.getByTestId('plan-order').textContent(), WAIT)
      .toContain('Pedido do Plano Avançado enviado');
    // Its button gone ("Pedido enviado", disabled), the keyboard is on the banner that says what was ordered.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), WAIT)
      .toBe('plan-order');
    // The banner repeats what was ordered.
    expect(await page.getByTestId('plan-order-summary').textContent()).toMatch(
      /^2 usuários adicionais · Total estimado: R\$\s1\.598,80\/mês$/,
    );
    const mail = (await staffOutbox(baseUrl)).find(
      (m) => m.subject === 'Pedido de plano: Demo Comercial → Plano Avançado',
    );
    expect(mail?.text).toContain('Usuários adicionais: 2');
    await screenshot(page, 'plans-01-ordered');

    await page.reload();
    await page.getByTestId('plan-order').waitFor(WAIT);
    expect(await advanced.getByRole('button', { name: 'Pedido enviado' }).isDisabled()).toBe(true);
    // Another plan would replace the order already sent: it asks first, and keeping it changes nothing.
    await page
      .getByRole('region', { name: 'Plano Essencial' })
      .getByRole('button', { name: 'Escolher este plano' })
      .click();
    const replace = page.getByRole('dialog', { name: 'Substituir o pedido enviado?' });
    await replace.getByRole('button', { name: 'Manter o pedido' }).click();
    await expect.poll(() => replace.count(), WAIT).toBe(0);
    expect(await page.getByTestId('plan-order').textContent()).toContain('Pedido do Plano Avançado enviado');
    // Going on only reviews the other plan: the order sent stays until the new one is sent, so leaving the
    // review (Esc) changes nothing and tells nobody.
    await page
      .getByRole('region', { name: 'Plano Essencial' })
      .getByRole('button', { name: 'Escolher este plano' })
      .click();
    await replace.getByRole('button', { name: 'Escolher o Plano Essencial' }).click();
    const replacement = page.getByRole('dialog', { name: 'Confirmar pedido: Plano Essencial' });
    expect(await replacement.getByTestId('order-replaces').textContent()).toContain(
      'Ao enviar este pedido, o pedido do Plano Avançado enviado em',
    );
    // Essencial has fewer monthly credits than the account's Pro: the review says which drop.
    expect(await replacement.getByTestId('order-credits-drop').textContent()).toContain(
      'de 500 para 150 consultas e de 1.000 para 300 exportações',
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => replacement.count(), WAIT).toBe(0);
    // Left, the keyboard is back on the button that opened it.
    await expect
      .poll(
        () => page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-label')),
        WAIT,
      )
      .toBe('Plano Essencial');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Escolher este plano');
    expect(await page.getByTestId('plan-order').textContent()).toContain('Pedido do Plano Avançado enviado');
    expect(
      (await staffOutbox(baseUrl)).some(
        (m) => m.subject === 'Pedido de plano cancelado: Demo Comercial → Plano Avançado',
      ),
    ).toBe(false);
    // Cancelling the order sent asks first (the sales team is e-mailed, there is no undo); keeping it changes
    // nothing.
    const cancelSent = page.getByTestId('plan-order').getByRole('button', { name: 'Cancelar pedido' });
    await cancelSent.click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar o pedido enviado?' });
    await confirm.waitFor(WAIT);
    expect(await confirm.textContent()).toContain('avisamos a equipe e você por e-mail');
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Manter o pedido' }).click();
    await expect.poll(() => confirm.count(), WAIT).toBe(0);
    expect(await page.getByTestId('plan-order').textContent()).toContain('Pedido do Plano Avançado enviado');
    expect(
      (await staffOutbox(baseUrl)).some(
        (m) => m.subject === 'Pedido de plano cancelado: Demo Comercial → Plano Avançado',
      ),
    ).toBe(false);
    await cancelSent.click();
    await confirm.getByRole('button', { name: 'Cancelar o pedido' }).click();
    await page.getByText('Pedido cancelado').waitFor(WAIT);
    await expect.poll(() => confirm.count(), WAIT).toBe(0);
    // The sales team (where the order went) and the owner are told.
    const told = (await staffOutbox(baseUrl)).filter(
      (m) =>
        m.subject === 'Pedido de plano cancelado: Demo Comercial → Plano Avançado' ||
        m.subject === 'Prospecta: pedido do Plano Avançado cancelado',
    );
    expect(told.map((m) => m.to).sort()).toEqual([OWNER, mail?.to].sort());
    await expect.poll(() => page.getByTestId('plan-order').count(), WAIT).toBe(0);
    expect(await advanced.getByRole('button', { name: 'Escolher este plano' }).isEnabled()).toBe(true);
  });

  it('never tells staff their credits ran out (their consultations are unlimited)', async () => {
    const { page } = browser;
    await openAs(ADMIN);
    const more = page.getByTestId('more-credits');
    await more.waitFor(WAIT);
    expect(await more.textContent()).not.toContain('acabaram');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('calls a catalogue plan the account’s only by its id: a name staff typed is the account’s own plan', async () => {
    const { page } = browser;
    const admin = await tokenOf(ADMIN);
    const owner = await tokenOf(OWNER);
    const found = (await (await call(admin, 'POST', '/user/all', { name_or_email: OWNER })).json()) as {
      users: { accountId: string }[];
    };
    const accountId = found.users[0]?.accountId ?? '';
    const name = (plan_name: string) =>
      call(admin, 'POST', `/accounts/${accountId}`, { account: { plan_name } });
    try {
      // Typed by staff, even the catalogue's very name: the account's own plan.
      expect((await name('Plano Pro anual')).status).toBe(200);
      expect((await name('Plano Pro')).status).toBe(200);
      await openAs(MANAGER);
      expect(await page.getByTestId('current-plan-name').textContent()).toBe('Plano Pro');
      expect(await page.getByTestId('current-plan').textContent()).toContain('Usuários ativos');
      const pro = page.getByRole('region', { name: 'Plano Pro' });
      await pro.getByRole('button', { name: 'Escolher este plano' }).waitFor(WAIT);
      expect(await pro.getByText('Seu plano').count()).toBe(0);
    } finally {
      // Back on the catalogue plan: an order for it, applied by staff.
      await call(owner, 'POST', '/account_plan/select_plan_to_update/pro');
      await call(owner, 'PUT', '/account_plan/finish_update', {});
      await name('Plano Pro');
    }
    const current = (await (await call(owner, 'GET', '/account_plan/current')).json()) as {
      plan: { id: string } | null;
    };
    expect(current.plan?.id).toBe('pro');
  });

  it('shows staff the order in the account, and fills its plan and seats in for them', async () => {
    const { page } = browser;
    const owner = await tokenOf(OWNER);
    expect((await call(owner, 'POST', '/account_plan/select_plan_to_update/essencial')).status).toBe(201);
    expect((await call(owner, 'PUT', '/account_plan/finish_update', { additional_users: 3 })).status).toBe(
      200,
    );
    try {
      await signInAs(ADMIN);
      // Searched: accounts other files make come first in the newest-first list.
      await page.goto(`${baseUrl}/admin?q=${encodeURIComponent(OWNER)}`);
      await page.getByTestId('admin-user-row').filter({ hasText: 'Olívia Proprietária' }).first().click();
      const drawer = page.getByRole('dialog', { name: 'Demo Comercial' });
      await drawer.getByRole('tab', { name: 'Plano' }).click();
      const notice = drawer.getByTestId('admin-plan-order');
      await notice.waitFor(WAIT);
      expect(await notice.textContent()).toContain('Pedido de plano: Plano Essencial');
      expect(await notice.textContent()).toContain('2 usuários do plano + 3 adicionais');
      await notice.getByRole('button', { name: 'Preencher com o pedido' }).click();
      expect(await drawer.getByRole('textbox', { name: 'Nome do plano' }).inputValue()).toBe(
        'Plano Essencial',
      );
      expect(await drawer.getByTestId('max-users-input').inputValue()).toBe('5');
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      const { selected } = (await (await call(owner, 'GET', '/account_plan/selected')).json()) as {
        selected: { id: string } | null;
      };
      if (selected) await call(owner, 'DELETE', `/account_plan/remove_selected_plan/${selected.id}`);
    }
  });
});
