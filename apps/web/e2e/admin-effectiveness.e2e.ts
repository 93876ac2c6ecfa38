/// <reference types="node" />
// Customer success's effectiveness report in the browser: a CS member opens "Eficácia do CS" (this month at
// first), sees their own portfolio's row and the totals, moves to a preset that lands in the address, downloads
// the table as a CSV, opens the users of a CS owner's accounts, and, in an account's "Consumo", opens one
// user's every spend.

import { formatCnpj } from '@prospecta/contracts/cnpj';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomerAccount } from './accounts';
import {
  accessibilityViolations,
  apiCall,
  apiRequest,
  apiToken,
  type Browser,
  downloaded,
  openBrowser,
  screenshot,
  signIn,
} from './browser';
import { lastSignInCode } from './outbox';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 30_000 };
const CS = 'cs@prospecta.dev';
const STAMP = Date.now();
const ACCOUNT = `Eficácia ${STAMP}`;
const SELLER = `vendas-eficacia-${STAMP}@cliente.com.br`;

let browser: Browser;
let accountId = '';
let cnpj = '';

beforeAll(async () => {
  browser = await openBrowser({ width: 1440, height: 900 });
  // An account of the test's own in Carla's portfolio, used today: its owner signs in and consults a company
  // (on the demo account, the consult would take away another file's first consult of that company).
  await createCustomerAccount(baseUrl, { name: ACCOUNT, ownerName: 'Vera Eficácia', ownerEmail: SELLER });
  const admin = await apiToken(baseUrl, 'admin@prospecta.dev');
  const found = await apiRequest<{ users: Array<{ accountId: string; email: string }> }>(
    baseUrl,
    '/user/all',
    admin,
    { name_or_email: SELLER },
  );
  accountId = found.users.find((u) => u.email === SELLER)?.accountId ?? '';
  expect(accountId).not.toBe('');
  const staff = await apiRequest<{ users: Array<{ id: string; email: string }> }>(
    baseUrl,
    '/users/cs_and_admins',
    admin,
  );
  const carla = staff.users.find((u) => u.email === CS)?.id;
  const assigned = await apiCall(baseUrl, admin, 'PATCH', '/ddcs/assign_cs_to_account', {
    account_id: accountId,
    cs_user_id: carla,
  });
  expect(assigned.status).toBe(200);

  await apiRequest(baseUrl, '/auth/generate_authentication_code', null, { email: SELLER });
  const code = await lastSignInCode(baseUrl, SELLER);
  const { token } = await apiRequest<{ token: string }>(baseUrl, '/auth/signin_with_code_or_password', null, {
    email: SELLER,
    code,
  });
  cnpj = inject('enrichedCnpj');
  const consult = await apiCall(baseUrl, token, 'GET', `/searches/companies/${cnpj}`);
  expect(consult.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
});

describe('customer success’s effectiveness report', () => {
  it('shows each CS owner’s portfolio this month, with the totals', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, CS, 'prospecta');
    await page.waitForURL((url) => url.pathname === '/admin', WAIT);
    await page.getByRole('tab', { name: 'Eficácia do CS' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/eficacia-cs', WAIT);
    const table = page.getByRole('table', { name: 'Eficácia do CS por responsável' });
    await table.waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Este mês' }).getAttribute('aria-pressed')).toBe('true');
    const carla = page.getByTestId('effectiveness-row').filter({ hasText: 'Carla Sucesso' });
    await carla.waitFor(WAIT);
    // Columns: Responsável, Contas, Contas com atividade…: the test's account was used today.
    const cells = carla.getByRole('cell');
    expect(await cells.nth(1).textContent()).toMatch(/^[1-9]\d* de [1-9]/);
    expect(await page.getByTestId('effectiveness-totals').textContent()).toContain('Total');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'admin-effectiveness-01-report');
  });

  it('keeps a preset in the address and downloads the table as a CSV', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Mês passado' }).click();
    await page.waitForURL((url) => url.searchParams.has('de') && url.searchParams.has('ate'), WAIT);
    const from = new URL(page.url()).searchParams.get('de') ?? '';
    expect(from.endsWith('-01')).toBe(true);
    await page.reload();
    await page.getByRole('table', { name: 'Eficácia do CS por responsável' }).waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Mês passado' }).getAttribute('aria-pressed')).toBe('true');

    // A period that ends first is the panel's own refusal, nothing asked.
    await page.goto(`${baseUrl}/admin/eficacia-cs?de=2025-03-10&ate=2025-03-01`);
    await page.getByText('Período inválido: a data inicial vem depois da final').waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Baixar CSV' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Este mês' }).click();
    await page.getByTestId('effectiveness-row').first().waitFor(WAIT);
    const [download] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'Baixar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^eficacia-cs-\d{4}-\d{2}-01-a-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await downloaded(download)).toString('utf8');
    expect(csv).toContain('Responsável;E-mail;Contas;Contas com atividade');
    expect(csv).toContain('Carla Sucesso;cs@prospecta.dev;');
  });

  it('opens the users of a CS owner’s accounts from their row', async () => {
    const { page } = browser;
    const carla = page.getByTestId('effectiveness-row').filter({ hasText: 'Carla Sucesso' });
    await carla.getByRole('link', { name: 'Ver contas de Carla Sucesso' }).click();
    await page.waitForURL((url) => url.pathname === '/admin' && url.searchParams.has('cs'), WAIT);
    const filter = page.getByRole('combobox', { name: 'CS responsável' });
    await expect.poll(() => filter.inputValue(), WAIT).toBe('Carla Sucesso');
    expect(await accessibilityViolations(page)).toEqual([]);
    // The test's account is Carla's; under "Sem responsável" it is not found.
    const search = page.getByRole('searchbox', { name: 'Buscar por nome, e-mail ou conta' });
    await search.fill(SELLER);
    await search.press('Enter');
    await page.getByRole('cell', { name: SELLER }).waitFor(WAIT);
    await filter.click();
    await page.getByRole('option', { name: 'Sem responsável' }).click();
    await page.getByText('Nenhum usuário encontrado').first().waitFor(WAIT);
  });

  it('opens one user’s every spend from the account’s "Consumo"', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/admin?account=${accountId}`);
    const drawer = page.getByRole('dialog', { name: ACCOUNT });
    await drawer.waitFor(WAIT);
    await drawer.getByRole('tab', { name: 'Consumo' }).click();
    await drawer
      .getByRole('button', { name: /^Ver cada uso de créditos de / })
      .first()
      .waitFor(WAIT);
    const row = drawer.getByTestId('consumption-row').filter({ hasText: SELLER });
    await row.getByRole('button', { name: /^Ver cada uso/ }).click();
    const modal = page.getByRole('dialog', { name: /^Consumo de / });
    await modal.waitFor(WAIT);
    await modal
      .getByTestId('user-consumption-line')
      .filter({ hasText: formatCnpj(cnpj) })
      .waitFor(WAIT);
    // By day: today's consultations in one line.
    await modal
      .locator('label')
      .filter({ hasText: /^Por dia$/ })
      .click();
    await expect.poll(() => modal.getByRole('columnheader', { name: 'Dia' }).count(), WAIT).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'admin-effectiveness-02-user-consumption');
    // Escape closes the uses, and only them: the account's drawer stays, on "Consumo".
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count(), WAIT).toBe(0);
    expect(await drawer.isVisible()).toBe(true);
    expect(await drawer.getByRole('tab', { name: 'Consumo' }).getAttribute('aria-selected')).toBe('true');
  });
});
