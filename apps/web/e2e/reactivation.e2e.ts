/// <reference types="node" />
// The welcome-back gift: staff create a reactivation token for an account of its own (created here, so the
// demo account the other files share is left alone) in Admin → Reativação; its owner, e-mailed, signs in with a
// code, meets "Bem-vindo de volta!", clicks the one button and finds the 100 credits on /user/overview; the
// gift is not shown again and staff see it claimed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  accessibilityViolations,
  apiCall,
  apiRequest,
  apiToken,
  type Browser,
  openBrowser,
  screenshot,
  signIn,
} from './browser';
import { staffOutbox } from './outbox';

const baseUrl = inject('baseUrl');
const ADMIN = 'admin@prospecta.dev';
const WAIT = { timeout: 30_000 };
const STAMP = Date.now();
const ACCOUNT = `Mercearia Retorno ${STAMP}`;
const OWNER_EMAIL = `dono-retorno-${STAMP}@mercearia.com.br`;

let browser: Browser;

/** The newest sign-in code e-mailed to `email`. */
async function lastCode(email: string): Promise<string> {
  const mail = (await staffOutbox(baseUrl)).find(
    (m) => m.to.includes(email) && /código de acesso/.test(m.subject),
  );
  return mail?.subject.match(/\d{6}/)?.[0] ?? '';
}

beforeAll(async () => {
  browser = await openBrowser({ width: 1440, height: 900 });
  const token = await apiToken(baseUrl, ADMIN);
  await apiRequest(baseUrl, '/admin/create_account', token, {
    account: { name: ACCOUNT, plan_name: 'Plano Essencial', max_users_count: 2 },
    credit: {
      search_credit: 20,
      internal_export_credit: 10,
      expires_date: `${new Date().getFullYear() + 1}-12-31`,
    },
    owner: { name: 'Seu Benedito', email: OWNER_EMAIL },
  });
  // The owner answered the onboarding offer long ago (a new user is offered it on landing, and only one prompt
  // opens at a time): signed in through the API with a code, "não preciso".
  expect(
    (await apiCall(baseUrl, null, 'POST', '/auth/generate_authentication_code', { email: OWNER_EMAIL }))
      .status,
  ).toBe(200);
  const session = await apiCall(baseUrl, null, 'POST', '/auth/signin_with_code_or_password', {
    email: OWNER_EMAIL,
    code: await lastCode(OWNER_EMAIL),
  });
  expect(session.status).toBe(201);
  const answered = await apiCall(baseUrl, session.body.token, 'POST', '/user/onboarding', {
    onboarding: { user_selected_option: 'not_needed' },
  });
  expect(answered.status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
});

const toast = (text: string) => browser.page.locator('.mantine-Notification-root').filter({ hasText: text });
const tokenRow = () => browser.page.getByTestId('reactivation-token-row').filter({ hasText: ACCOUNT });

async function signInWithCode(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Entrar com código' }).click();
  await page.getByLabel(/^E-mail/).fill(email);
  const sent = page.waitForResponse((r) => r.url().includes('/api/auth/generate_authentication_code'));
  await page.getByRole('button', { name: 'Enviar código' }).click();
  expect((await sent).status()).toBe(200);
  await page.getByLabel('Código de seis dígitos').first().click();
  await page.keyboard.type(await lastCode(email));
  await page.waitForURL((url) => url.pathname === '/', WAIT);
}

describe('the welcome-back gift', { timeout: 240_000 }, () => {
  it('is created by staff for an account found by its owner’s e-mail, who is e-mailed', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, ADMIN, 'prospecta');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), WAIT);
    await page.getByRole('tab', { name: 'Reativação' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/reativacao', WAIT);

    // Nothing chosen: the form says so and sends nothing.
    await page.getByRole('button', { name: 'Criar token' }).click();
    await page.getByText('Escolha a conta').first().waitFor(WAIT);

    await page.getByLabel(/^Conta/).fill(OWNER_EMAIL);
    const option = page.getByTestId('reactivation-account').filter({ hasText: ACCOUNT });
    await option.waitFor(WAIT);
    expect(await option.textContent()).toContain('Dono: Seu Benedito');
    await option.getByRole('radio').check();
    expect(await page.getByLabel(/^Créditos de consulta/).inputValue()).toBe('100');
    await page.getByLabel(/^Créditos de consulta/).fill('1,5');
    await page.getByRole('button', { name: 'Criar token' }).click();
    await page.getByText('Informe de 1 a 10.000 créditos, sem casas decimais').waitFor(WAIT);
    await page.getByLabel(/^Créditos de consulta/).fill('100');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'reactivation-01-form');

    const created = page.waitForResponse((r) => r.url().includes('/api/user/reactivation/create_token'));
    await page.getByRole('button', { name: 'Criar token' }).click();
    expect((await created).status()).toBe(201);
    await toast('Token criado com sucesso').waitFor(WAIT);
    await tokenRow().waitFor(WAIT);
    expect(await tokenRow().textContent()).toContain('Em aberto');
    // The account now has a token open: it cannot be given a second one.
    await expect.poll(() => option.getByRole('radio').isDisabled(), WAIT).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    const mail = (await staffOutbox(baseUrl)).find(
      (m) => m.to.includes(OWNER_EMAIL) && /boas-vindas/.test(m.subject),
    );
    expect(mail?.text).toContain('100 créditos de consulta válidos por 33 dias');

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/login', WAIT);
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor(WAIT);
  });

  it('is met by the owner after signing in; one click grants the credits, seen on /user/overview', async () => {
    const { page } = browser;
    await signInWithCode(page, OWNER_EMAIL);
    const gift = page.getByRole('dialog', { name: 'Bem-vindo de volta!' });
    await gift.waitFor(WAIT);
    expect(await gift.textContent()).toContain('Que bom ter você de volta, Seu!');
    expect(await gift.textContent()).toContain('100 créditos de consulta válidos por 33 dias');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'reactivation-02-gift');

    const claimed = page.waitForResponse((r) => r.url().includes('/api/user/reactivation/saw_modal'));
    await gift.getByRole('button', { name: 'Resgatar meus créditos' }).click();
    expect((await claimed).status()).toBe(200);
    await gift.waitFor({ state: 'detached', ...WAIT });
    await toast('100 créditos de consulta foram adicionados à sua conta').waitFor(WAIT);

    await page.goto(`${baseUrl}/user/overview`);
    // 20 given at creation plus the gift's 100.
    await expect.poll(() => page.getByTestId('overview-click-credits').textContent(), WAIT).toBe('120');
    expect(await page.getByRole('dialog', { name: 'Bem-vindo de volta!' }).count()).toBe(0);

    // Claimed: another route, or a reload, no longer brings it.
    const me = page.waitForResponse((r) => r.url().endsWith('/api/user/me'));
    await page.goto(`${baseUrl}/`);
    expect(await (await me).json()).toMatchObject({ can_reactivate: false });
    await page.getByRole('heading', { name: 'Minhas listas' }).waitFor(WAIT);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('shows staff the token claimed, by whom', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/login', WAIT);
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor(WAIT);
    await signIn(page, baseUrl, ADMIN, 'prospecta');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), WAIT);
    await page.goto(`${baseUrl}/admin/reativacao`);
    await tokenRow().waitFor(WAIT);
    await expect.poll(() => tokenRow().textContent(), WAIT).toContain('Resgatado');
    expect(await tokenRow().textContent()).toContain('por Seu Benedito');
  });
});
