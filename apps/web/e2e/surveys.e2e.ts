/// <reference types="node" />
// Surveys and vouchers: a customer asked by staff answers the NPS on landing (the spec's toast, never asked
// again); staff find the answer in "Pesquisas" and allow the voucher in "Vouchers"; the customer rescues it once
// and the account's click credits grow by 100. On an account of its own (created through the API), so the demo
// account is left alone; its owner's onboarding is registered by staff first, so only the survey opens.
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
const ACCOUNT = `Sorveteria Pesquisa ${STAMP}`;
const OWNER_NAME = 'Sílvia Pesquisa';
const OWNER_EMAIL = `silvia-${STAMP}@sorveteria.com.br`;
const YEAR = new Date().getFullYear() + 1;

let browser: Browser;
let adminToken = '';

beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 900 });
  adminToken = await apiToken(baseUrl, ADMIN);
  await apiRequest(baseUrl, '/admin/create_account', adminToken, {
    account: { name: ACCOUNT, plan_name: 'Plano Essencial', max_users_count: 2 },
    credit: { search_credit: 10, internal_export_credit: 5, expires_date: `${YEAR}-12-31` },
    owner: { name: OWNER_NAME, email: OWNER_EMAIL },
  });
  // A new user is offered the onboarding on landing; staff register it, so the survey is the only prompt.
  await apiRequest(baseUrl, '/user/onboarding', adminToken, {
    onboarding: {
      user_selected_option: 'not_needed',
      email_user: OWNER_EMAIL,
      creation_of_onboarding_by_admin: true,
    },
  });
  // In their first week a user is never asked: staff ask for the answer ("Pedir avaliação").
  await apiRequest(baseUrl, '/user/survey/request', adminToken, { email: OWNER_EMAIL, type: 'nps' });
});

afterAll(async () => {
  await browser?.close();
});

const toast = (text: string) => browser.page.locator('.mantine-Notification-root').filter({ hasText: text });

async function signInWithCode(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Entrar com código' }).click();
  await page.getByLabel(/^E-mail/).fill(email);
  const sent = page.waitForResponse((r) => r.url().includes('/api/auth/generate_authentication_code'));
  await page.getByRole('button', { name: 'Enviar código' }).click();
  expect((await sent).status()).toBe(200);
  // The outbox lists the newest first: the code just sent.
  const mail = (await staffOutbox(baseUrl)).find(
    (m) => m.to.includes(email) && /código de acesso/.test(m.subject),
  );
  await page.getByLabel('Código de seis dígitos').first().click();
  await page.keyboard.type(mail?.subject.match(/\d{6}/)?.[0] ?? '');
  await page.waitForURL((url) => url.pathname === '/', WAIT);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/login', WAIT);
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor(WAIT);
}

/** Opens the lists root and waits for the answer of the survey's check. */
async function landAndAsk(page: Page): Promise<{ show: boolean }> {
  const asked = page.waitForResponse((r) => r.url().includes('/api/user/check_permission_to_show_survey'));
  await page.goto(`${baseUrl}/`);
  return (await asked).json();
}

describe('surveys and vouchers', { timeout: 300_000 }, () => {
  it('a customer answers the survey on landing, once', async () => {
    const { page } = browser;
    await signInWithCode(page, OWNER_EMAIL);
    const dialog = page.getByRole('dialog', { name: 'Sua opinião sobre o Prospecta' });
    await dialog.waitFor(WAIT);
    await dialog.getByText('De 0 a 10, quanto você recomendaria o Prospecta a um colega?').waitFor(WAIT);
    const send = dialog.getByRole('button', { name: 'Enviar avaliação' });
    expect(await send.isDisabled()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    // A chip's radio is hidden behind its label: the label is what a person clicks.
    await dialog.locator('label').getByText('10', { exact: true }).click();
    expect(await dialog.getByLabel('10', { exact: true }).isChecked()).toBe(true);
    expect(await send.isDisabled()).toBe(false);
    await dialog.getByLabel(/motivo da sua nota/).fill('Encontro clientes novos toda semana');
    await screenshot(page, 'surveys-01-answer');
    const saved = page.waitForResponse((r) => r.url().includes('/api/user/survey?'));
    await send.click();
    expect((await saved).status()).toBe(201);
    await toast('Avaliação salva com sucesso!').waitFor(WAIT);
    await dialog.waitFor({ state: 'detached', ...WAIT });

    expect(await landAndAsk(page)).toMatchObject({ show: false });
    await page.getByRole('heading', { name: 'Minhas listas' }).waitFor(WAIT);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('staff see it in "Pesquisas" and allow the voucher in "Vouchers"', async () => {
    const { page } = browser;
    await signOut(page);
    await signIn(page, baseUrl, ADMIN, 'prospecta');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), WAIT);

    await page.getByRole('tab', { name: 'Pesquisas' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/pesquisas', WAIT);
    await page.getByLabel('Nome ou e-mail').fill(OWNER_EMAIL);
    await page.getByLabel('Nome ou e-mail').press('Enter');
    const row = page.getByTestId('survey-row').filter({ hasText: OWNER_NAME });
    await row.waitFor(WAIT);
    expect(await page.getByTestId('survey-row').count()).toBe(1);
    expect(await row.textContent()).toContain('Encontro clientes novos toda semana');
    await expect
      .poll(() => page.getByTestId('surveys-summary').textContent(), WAIT)
      .toBe('1 resposta · média 10,0 · NPS +100');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'surveys-02-panel');

    await page.getByRole('tab', { name: 'Vouchers' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/vouchers', WAIT);
    const voucher = page.getByTestId('voucher-row').filter({ hasText: OWNER_EMAIL });
    await voucher.waitFor(WAIT);
    expect(await voucher.textContent()).toContain('Aguardando decisão');
    expect(await accessibilityViolations(page)).toEqual([]);
    await voucher.getByRole('button', { name: `Liberar o voucher de ${OWNER_NAME}` }).click();
    await toast('Voucher liberado').waitFor(WAIT);
    await expect.poll(() => voucher.textContent(), WAIT).toContain('Liberado (não resgatado)');
    await screenshot(page, 'surveys-03-vouchers');
  });

  it('the customer rescues the voucher once and gets 100 click credits', async () => {
    const { page } = browser;
    await signOut(page);
    await signInWithCode(page, OWNER_EMAIL);
    const gift = page.getByRole('dialog', { name: 'Um presente para você' });
    await gift.waitFor(WAIT);
    expect(await gift.textContent()).toContain('liberamos 100 consultas extras');
    expect(await accessibilityViolations(page)).toEqual([]);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const before = (await apiCall(baseUrl, token, 'GET', '/credits/show')).body.click.remaining;

    const rescued = page.waitForResponse((r) => r.url().includes('/api/user/survey/rescue_voucher'));
    await gift.getByRole('button', { name: 'Resgatar' }).click();
    expect((await rescued).status()).toBe(200);
    await gift
      .getByText(/Pronto! 100 consultas foram adicionadas à sua conta e valem até \d{2}\/\d{2}\/\d{4}/)
      .waitFor(WAIT);
    await screenshot(page, 'surveys-04-gift');
    await gift.getByRole('button', { name: 'Concluir' }).click();
    await gift.waitFor({ state: 'detached', ...WAIT });
    expect((await apiCall(baseUrl, token, 'GET', '/credits/show')).body.click.remaining).toBe(before + 100);

    // Once: not offered again, and staff read it as rescued.
    const asked = page.waitForResponse((r) => r.url().includes('/api/user/check_permission_to_show_voucher'));
    await page.goto(`${baseUrl}/`);
    expect(await (await asked).json()).toEqual({ show: false, voucher: null });
    expect(await gift.count()).toBe(0);
    const list = await apiCall(
      baseUrl,
      adminToken,
      'GET',
      '/user/survey/list_user_with_voucher?status=rescued',
    );
    expect(list.body.vouchers.some((v: { user: { email: string } }) => v.user.email === OWNER_EMAIL)).toBe(
      true,
    );
  });
});
