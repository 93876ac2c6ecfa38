/// <reference types="node" />
// What customer success works with on an account's credits and reports: an account of its own (created here,
// so the demo account the other files share is left alone) found by its name, its credit totals with their
// expiry, a grant edited from the audit (the edit a row of its own), the audit's status filter, times and
// totals, the consumption's grouping kept in the address, "Novo usuário" inert when the seats are full, and the
// churn sheet downloaded from "Relatórios"; the customer sees when their credits expire.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomerAccount } from './accounts';
import {
  accessibilityViolations,
  type Browser,
  downloaded,
  openBrowser,
  screenshot,
  signIn,
} from './browser';

const baseUrl = inject('baseUrl');
const ADMIN = 'admin@prospecta.dev';
const WAIT = { timeout: 30_000 };
const STAMP = Date.now();
const ACCOUNT = `Padaria São João ${STAMP}`;
const OWNER_EMAIL = `dono-${STAMP}@padaria.com.br`;
const YEAR = new Date().getFullYear() + 1;

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1440, height: 900 });
  // One seat, taken by the owner: the account is full from the start.
  await createCustomerAccount(baseUrl, {
    name: ACCOUNT,
    ownerName: 'Dona Joana',
    ownerEmail: OWNER_EMAIL,
    seats: 1,
    clicks: 100,
    exports: 40,
    onboarded: false,
  });
});

afterAll(async () => {
  await browser?.close();
});

const drawer = () => browser.page.getByRole('dialog', { name: ACCOUNT });
const tab = (name: string) => drawer().getByRole('tab', { name });
const toast = (text: string) => browser.page.locator('.mantine-Notification-root').filter({ hasText: text });

describe('customer success on an account’s credits', () => {
  it('finds the account’s users by its name, without accents, and shows its credit totals with their expiry', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, ADMIN, 'prospecta');
    await page.waitForURL((url) => url.pathname === '/admin', WAIT);
    await page.getByLabel('Buscar por nome, e-mail ou conta').fill(`padaria sao joao ${STAMP}`);
    // Once the search has answered (its one user): the newest-first list shows her before it, and a click while
    // the answer replaces the rows could open another account.
    await expect.poll(() => page.getByTestId('admin-user-row').count(), WAIT).toBe(1);
    const row = page.getByTestId('admin-user-row').filter({ hasText: 'Dona Joana' });
    await row.waitFor(WAIT);
    await row.click();
    await drawer().waitFor(WAIT);
    const click = drawer().getByTestId('totals-click');
    await click.waitFor(WAIT);
    expect(await click.textContent()).toContain('Concedidos: 100');
    expect(await drawer().getByTestId('totals-click-expiry').textContent()).toBe(
      `100 vencem em 31/12/${YEAR}`,
    );
    expect(await drawer().getByTestId('totals-export-expiry').textContent()).toBe(
      `40 vencem em 31/12/${YEAR}`,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('edits a grant from the audit: the edit is a row of its own and the totals follow', async () => {
    const { page } = browser;
    await tab('Auditoria').click();
    const grant = drawer()
      .getByTestId('audit-row')
      .filter({ hasText: 'Consulta' })
      .filter({ hasText: 'Concessão' });
    await grant.waitFor(WAIT);
    // The time beside the day, and the sums of the filtered rows.
    expect(await grant.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    expect(await drawer().getByTestId('audit-totals').textContent()).toContain('consultas 100 concedidos');

    await grant.getByRole('button', { name: /^Editar/ }).click();
    const modal = page.getByRole('dialog', { name: 'Editar crédito' });
    await modal.waitFor(WAIT);
    expect(await modal.getByTestId('edit-grant-summary').textContent()).toContain('nenhum foi usado ainda');
    expect(await accessibilityViolations(page)).toEqual([]);
    const amount = modal.getByLabel('Créditos de consulta');
    await amount.fill('0');
    await modal.getByRole('button', { name: 'Salvar crédito' }).click();
    await modal.getByText('A quantidade precisa ser maior que zero').waitFor(WAIT);
    await amount.fill('60');
    await modal.getByRole('button', { name: 'Salvar crédito' }).click();
    await toast('Créditos atualizados com sucesso!').waitFor(WAIT);
    await modal.waitFor({ state: 'detached', ...WAIT });

    const edit = drawer().getByTestId('audit-row').filter({ hasText: 'Edição' });
    await edit.waitFor(WAIT);
    expect(await edit.textContent()).toContain('Quantidade 100 → 60');
    await expect
      .poll(() => drawer().getByTestId('audit-totals').textContent(), WAIT)
      .toContain('consultas 60 concedidos');
    await screenshot(page, 'admin-credits-01-audit');

    // "Invalidados": none yet.
    await drawer().getByLabel('Situação', { exact: true }).click();
    await page.getByRole('option', { name: 'Invalidados' }).click();
    await drawer().getByTestId('audit-empty').waitFor(WAIT);
    await drawer().getByLabel('Situação', { exact: true }).click();
    await page.getByRole('option', { name: 'Todos' }).click();
    await edit.waitFor(WAIT);

    await tab('Créditos').click();
    await expect
      .poll(() => drawer().getByTestId('totals-click-expiry').textContent(), WAIT)
      .toBe(`60 vencem em 31/12/${YEAR}`);
  });

  it('keeps the consumption’s grouping in the address', async () => {
    const { page } = browser;
    await tab('Consumo').click();
    await drawer()
      .locator('label')
      .filter({ hasText: /^Por dia$/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('grouping') === 'day', WAIT);
    await page.reload();
    await drawer().waitFor(WAIT);
    await tab('Consumo').click();
    await expect.poll(() => drawer().getByRole('radio', { name: 'Por dia' }).isChecked(), WAIT).toBe(true);
  });

  it('says why "Novo usuário" is off when the seats are full', async () => {
    const { page } = browser;
    await tab('Usuários').click();
    const add = drawer().getByTestId('add-account-user');
    await add.waitFor(WAIT);
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    await add.hover();
    await page
      .getByRole('tooltip')
      .filter({
        hasText: 'Esta conta já tem 1 usuário ativo, o máximo do plano: aumente o limite na aba Plano',
      })
      .waitFor(WAIT);
    // Inert: Enter on it opens no form.
    await add.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog', { name: 'Novo usuário' }).count()).toBe(0);
  });

  it('downloads the churn sheet from "Relatórios", and refuses an e-mail nobody has', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/admin/relatorios`);
    const form = page.getByRole('form', { name: 'Planilha de churn' });
    await form.waitFor(WAIT);
    expect(await page.getByRole('tab', { name: 'Relatórios' }).getAttribute('aria-selected')).toBe('true');
    // The current calendar year at first.
    expect(await form.getByRole('button', { name: /^De/ }).textContent()).toContain(`01/01/${YEAR - 1}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await form.getByLabel('E-mails dos usuários').fill(`ninguem-${STAMP}@padaria.com.br`);
    await form.getByRole('button', { name: 'Baixar planilha' }).click();
    await form.getByTestId('form-error').filter({ hasText: 'Nenhum usuário com o e-mail' }).waitFor(WAIT);

    await form.getByLabel('E-mails dos usuários').fill(`${OWNER_EMAIL}\nowner@demo.prospecta.dev`);
    const [download] = await Promise.all([
      page.waitForEvent('download', WAIT),
      form.getByRole('button', { name: 'Baixar planilha' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`churn-${YEAR - 1}-01-01-a-${YEAR - 1}-12-31.xlsx`);
    // An .xlsx is a zip: "PK" first.
    expect((await downloaded(download)).subarray(0, 2).toString()).toBe('PK');
    await form.getByTestId('churn-downloaded').waitFor(WAIT);
    await screenshot(page, 'admin-credits-02-reports');
  });

  it('tells the customer when their credits expire', async () => {
    const customer = await openBrowser({ width: 1280, height: 800 });
    try {
      const { page } = customer;
      await signIn(page, baseUrl, 'owner@demo.prospecta.dev', 'prospecta');
      await page.waitForURL((url) => url.pathname !== '/login', WAIT);
      await page.goto(`${baseUrl}/user/overview`);
      const note = page.getByTestId('credits-expiry');
      await note.waitFor(WAIT);
      expect(await note.textContent()).toMatch(/vencem? em \d{2}\/\d{2}\/\d{4}\.$/);
      await page.goto(`${baseUrl}/upgrade_plans`);
      await page.getByTestId('current-plan').getByTestId('credits-expiry').waitFor(WAIT);
    } finally {
      await customer.close();
    }
  });
});
