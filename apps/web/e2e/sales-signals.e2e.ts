/// <reference types="node" />
// Sales signals, the main path: the owner of an account of its own (3 export credits) tries to add 5 companies
// of a search to a list and is refused for credits; on a later screen they are offered a consultant ("Seus
// créditos de exportação acabaram"), ask for one (the sales team's e-mail in the outbox) and are not offered it
// again; another owner, whose plan has no seat left, puts the offer off with Esc; staff read the signals in
// Admin → "Sinais de venda", filtered by kind in the address, each with its account's link.
import { PLAN_MESSAGES } from '@prospecta/contracts/plans-api';
import { USER_EVENT_LABELS } from '@prospecta/contracts/user-events';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomerAccount } from './accounts';
import { accessibilityViolations, type Browser, openBrowser, screenshot, signIn } from './browser';
import { signInWithCode, staffOutbox } from './outbox';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 30_000 };
const STAMP = Date.now();
const ACCOUNT = `Atacado Sinais ${STAMP}`;
const OWNER_EMAIL = `dono-sinais-${STAMP}@atacado.com.br`;
const FULL_ACCOUNT = `Oficina Lotada ${STAMP}`;
const FULL_OWNER_EMAIL = `dona-lotada-${STAMP}@oficina.com.br`;
const CREDITS_TITLE = 'Precisa de mais créditos de exportação?';

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 900 });
  await createCustomerAccount(baseUrl, {
    name: ACCOUNT,
    ownerName: 'Otávio Atacado',
    ownerEmail: OWNER_EMAIL,
    exports: 3,
  });
  await createCustomerAccount(baseUrl, {
    name: FULL_ACCOUNT,
    ownerName: 'Lúcia Oficina',
    ownerEmail: FULL_OWNER_EMAIL,
    seats: 1,
  });
});

afterAll(async () => {
  await browser?.close();
});

const searchOf = (uf: string) =>
  `${baseUrl}/search?where=${encodeURIComponent(JSON.stringify({ checkboxes: { uf: [uf] } }))}`;

describe('sales signals', { timeout: 300_000 }, () => {
  it('offers a consultant, on a later screen, to an owner refused for export credits; once', async () => {
    const { page } = browser;
    await signInWithCode(page, baseUrl, OWNER_EMAIL);
    await page.goto(searchOf('SP'));
    await page.getByTestId('result-row').first().waitFor(WAIT);
    await page.getByRole('button', { name: 'Adicionar à lista' }).click();
    await page.getByLabel('Quantidade de empresas').fill('5');
    await page.getByPlaceholder('Escolha uma lista').click();
    await page.getByRole('option', { name: '+ Criar nova lista' }).click();
    await page.getByLabel('Nome da nova lista').fill(`Prospects ${STAMP}`);
    await page.getByRole('button', { name: 'Adicionar 5 empresas' }).click();
    const refusal = page.getByTestId('add-to-list-error');
    await refusal.waitFor(WAIT);
    expect(await refusal.textContent()).toContain('Crédito não disponível');
    // What would hold it: the plan above the account's Essencial (GET account_plan/next).
    expect(await refusal.getByTestId('next-plan-hint').textContent()).toBe(
      'O Plano Pro inclui 1.000 créditos de exportação por mês.',
    );
    await page.keyboard.press('Escape');

    // The next screen offers help, worded by the wall, the keyboard on the consultant.
    await page.getByRole('link', { name: 'Listas' }).click();
    await page.waitForURL((url) => url.pathname === '/', WAIT);
    const offer = page.getByRole('dialog', { name: CREDITS_TITLE });
    await offer.waitFor(WAIT);
    expect(await offer.textContent()).toContain(
      'Seus créditos de exportação não bastaram para as empresas que você tentou adicionar',
    );
    const ask = offer.getByRole('button', { name: 'Quero falar com um consultor' });
    await expect.poll(() => ask.evaluate((b) => b === document.activeElement), WAIT).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'sales-signals-01-offer');

    await ask.click();
    await page.getByText(PLAN_MESSAGES.salesContact).waitFor(WAIT);
    await expect.poll(() => offer.count(), WAIT).toBe(0);
    const mail = (await staffOutbox(baseUrl)).find((m) => m.subject === `Contato comercial: ${ACCOUNT}`);
    expect(mail?.text).toContain('Tentei adicionar a uma lista ou exportar mais empresas do que os créditos');
    expect(mail?.text).toContain('Créditos da conta agora: exportações 3 de 3');
    expect(mail?.text).toMatch(/A conta no Prospecta: http\S+\/admin\?account=/);

    // Not again: neither on the next screen nor after a reload (the request quiets it on the server).
    const asked = page.waitForResponse((r) => r.url().includes('/api/contact_and_sales_info/show_modal'));
    await page.reload();
    expect((await (await asked).json()).show).toBe(false);
    await page.getByRole('link', { name: 'Histórico' }).click();
    await page.waitForURL((url) => url.pathname === '/historico', WAIT);
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('lets an owner whose plan is full put the offer off with Esc', async () => {
    const other = await openBrowser({ width: 1366, height: 900 });
    try {
      const { page } = other;
      // The first screen asks before the wall: nothing to offer yet.
      const firstAsk = page.waitForResponse((r) =>
        r.url().includes('/api/contact_and_sales_info/show_modal'),
      );
      await signInWithCode(page, baseUrl, FULL_OWNER_EMAIL);
      expect((await (await firstAsk).json()).show).toBe(false);
      // The seats' wall, on the screen: "Novo usuário" looks off with the plan full, and pressed says why (the
      // browser records it: the server never sees an add the screen refuses).
      await page.goto(`${baseUrl}/user/adminpanel`);
      await page.getByRole('heading', { name: 'Usuários da conta' }).waitFor(WAIT);
      const add = page.getByRole('button', { name: 'Novo usuário' });
      expect(await add.getAttribute('aria-disabled')).toBe('true');
      const tracked = page.waitForResponse((r) =>
        r.url().includes('/api/ddcs/ka/tried_to_register_new_additional_user'),
      );
      // Playwright does not click what is aria-disabled; a person does, or presses Enter on it as here.
      await add.focus();
      await page.keyboard.press('Enter');
      expect((await tracked).status()).toBe(200);
      await page.getByText('Seu plano já tem 1 usuário ativo: desative ou exclua um usuário').waitFor(WAIT);
      expect(await page.getByRole('dialog', { name: /Novo usuário/ }).count()).toBe(0);
      await page.getByRole('link', { name: 'Listas' }).click();
      const offer = page.getByRole('dialog', { name: 'Seu plano não tem mais vagas para usuários' });
      await offer.waitFor(WAIT);
      const dismissed = page.waitForResponse((r) =>
        r.url().includes('/api/ddcs/ka/contact_sales_modal_dismissed'),
      );
      await page.keyboard.press('Escape');
      expect((await dismissed).status()).toBe(200);
      await expect.poll(() => offer.count(), WAIT).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('shows staff the signals in "Sinais de venda", filtered by kind in the address', async () => {
    const staff = await openBrowser({ width: 1440, height: 900 });
    try {
      const { page } = staff;
      await signIn(page, baseUrl, 'admin@prospecta.dev', 'prospecta');
      await page.waitForURL((url) => url.pathname.startsWith('/admin'), WAIT);
      await page.getByRole('tab', { name: 'Sinais de venda' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/sinais-de-venda', WAIT);
      const rows = page.getByTestId('sales-signal-row').filter({ hasText: ACCOUNT });
      await rows.first().waitFor(WAIT);
      const kinds = (await rows.allTextContents()).join('\n');
      for (const kind of [
        'tried_to_import_without_credits',
        'contact_sales_modal_shown',
        'contact_sales_requested',
      ] as const) {
        expect(kinds).toContain(USER_EVENT_LABELS[kind]);
      }
      expect(kinds).toContain('Adicionar à lista: 5 empresas escolhidas');
      const full = page.getByTestId('sales-signal-row').filter({ hasText: FULL_ACCOUNT });
      expect((await full.allTextContents()).join('\n')).toContain(
        USER_EVENT_LABELS.contact_sales_modal_dismissed,
      );
      expect(await page.getByTestId('sales-signals-total').textContent()).toMatch(/sinais? no período$/);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'sales-signals-02-panel');

      await page.getByRole('combobox', { name: 'Tipo' }).click();
      await page.getByRole('option', { name: USER_EVENT_LABELS.tried_to_import_without_credits }).click();
      await page.waitForURL(
        (url) => url.searchParams.get('kind') === 'tried_to_import_without_credits',
        WAIT,
      );
      await expect
        .poll(async () => {
          const texts = await page.getByTestId('sales-signal-row').allTextContents();
          return (
            texts.length > 0 &&
            texts.every((t) => t.includes(USER_EVENT_LABELS.tried_to_import_without_credits))
          );
        }, WAIT)
        .toBe(true);
      const account = rows.first().getByRole('link', { name: ACCOUNT });
      // The account opens in its drawer over the feed; Escape comes back to the feed as it was filtered.
      await account.click();
      await page.waitForURL(
        (url) => url.pathname === '/admin/sinais-de-venda' && url.searchParams.has('account'),
        WAIT,
      );
      const drawer = page.getByRole('dialog', { name: ACCOUNT });
      await drawer.waitFor(WAIT);
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count(), WAIT).toBe(0);
      await page.waitForURL(
        (url) =>
          url.pathname === '/admin/sinais-de-venda' &&
          !url.searchParams.has('account') &&
          url.searchParams.get('kind') === 'tried_to_import_without_credits',
        WAIT,
      );
    } finally {
      await staff.close();
    }
  });
});
