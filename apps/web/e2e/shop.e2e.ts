/// <reference types="node" />
// The shop (/shop): a manager sees the apps and their state but no button; the owner contracts an app after a
// confirmation with its price and terms (the sales team is e-mailed); staff activate it in "Assinaturas"; the
// owner sees it active with the monthly total and cancels it. Speedmail stays hidden without the user's flag.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, type Browser, openBrowser, screenshot, signIn } from './browser';
import { staffOutbox } from './outbox';

const baseUrl = inject('baseUrl');
const OWNER = 'owner@demo.prospecta.dev';
// Not the seller: sign-in.e2e.ts changes the seller's password, and the files run in any order.
const MANAGER = 'gerente@demo.prospecta.dev';
const ADMIN = 'admin@prospecta.dev';
const PASSWORD = 'prospecta';
const WAIT = { timeout: 30_000, interval: 100 };

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 900 });
});

afterAll(async () => {
  await browser?.close();
});

async function signInAs(email: string): Promise<void> {
  const { page } = browser;
  if (page.url().startsWith(baseUrl)) await page.evaluate(() => window.localStorage.clear());
  await signIn(page, baseUrl, email, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/login', WAIT);
}

async function appState(): Promise<string | null> {
  const section = browser.page.getByRole('region', { name: 'Assinatura da sua conta' });
  await section.getByTestId('app-state').waitFor(WAIT);
  return section.getByTestId('app-state').textContent();
}

describe('shop', () => {
  it('shows a manager the apps and their state, with no button', async () => {
    const { page } = browser;
    await signInAs(MANAGER);
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: /Loja/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/shop/manage-subscriptions', WAIT);
    await page.getByTestId('shop-item-record-app').waitFor(WAIT);
    expect(await page.locator('[data-testid^="shop-item-"]').count()).toBe(5);
    expect(await page.getByTestId('shop-item-speedmail-app').count()).toBe(0);
    expect(await page.getByTestId('shop-item-export-oracle').textContent()).toContain('Sob consulta');
    await page.getByRole('link', { name: 'Ver app Gravação de ligações' }).click();
    await page.waitForURL((url) => url.pathname === '/shop/config/record-app', WAIT);
    expect(await appState()).toBe('Não contratado');
    await page.getByTestId('owner-only-note').waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Contratar' }).count()).toBe(0);
  });

  it('lets the owner contract an app, staff activate it, and the owner see it active and cancel it', async () => {
    const { page } = browser;
    await signInAs(OWNER);
    // Speedmail is not this user's (no flag): its page is "not found".
    await page.goto(`${baseUrl}/shop/config/speedmail-app`);
    await page.waitForURL((url) => url.pathname === '/no_found', WAIT);

    await page.goto(`${baseUrl}/shop`);
    await page.waitForURL((url) => url.pathname === '/shop/manage-subscriptions', WAIT);
    await page.getByRole('link', { name: 'Ver app Gravação de ligações' }).click();
    expect(await appState()).toBe('Não contratado');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Contratar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contratar Gravação de ligações' });
    await dialog.waitFor(WAIT);
    expect((await dialog.getByTestId('contract-price').textContent())?.replace(/\s/g, ' ')).toBe(
      'R$ 79,90/mês',
    );
    expect(await dialog.textContent()).toContain('Nada é cobrado agora');
    await screenshot(page, 'shop-01-contract');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await page.getByText('Pedido de assinatura feito com sucesso!').waitFor(WAIT);
    await expect.poll(appState, WAIT).toBe('Pedido enviado');
    expect(await page.getByRole('button', { name: 'Contratar' }).count()).toBe(0);
    const outbox = await staffOutbox(baseUrl);
    expect(
      outbox.some((m) => m.to === 'vendas@prospecta.dev' && m.subject.includes('Gravação de ligações')),
    ).toBe(true);

    // Staff activate it: pending orders come first.
    await signInAs(ADMIN);
    await page.goto(`${baseUrl}/admin/assinaturas`);
    // Other accounts' orders may be pending too (other tests'): the row is the demo account's.
    const first = page.getByTestId('admin-subscription-row').filter({ hasText: 'Demo Comercial' }).first();
    await first.waitFor(WAIT);
    expect(await first.textContent()).toContain('Pedido enviado');
    await screenshot(page, 'shop-02-admin');
    await first.getByRole('button', { name: 'Ativar Gravação de ligações para Demo Comercial' }).click();
    await page.getByText('App ativado: o cliente foi avisado por e-mail').waitFor(WAIT);
    await expect.poll(async () => (await first.textContent()) ?? '', WAIT).toContain('Ativo');

    // The owner follows the activation e-mail's link: it opens on the subscriptions, below the catalogue (a
    // laptop's short window), and shows it active, with the monthly total; then cancels it.
    await signInAs(OWNER);
    const activated = (await staffOutbox(baseUrl)).find((m) =>
      m.subject.startsWith('Prospecta: app Gravação de ligações ativado'),
    );
    const link = new URL(activated?.text.match(/https?:\/\/\S+#assinaturas/)?.[0] ?? 'http://x/none');
    await page.setViewportSize({ width: 1366, height: 600 });
    await page.goto(`${baseUrl}${link.pathname}${link.hash}`);
    await page.getByTestId('subscription-record-app').waitFor(WAIT);
    const top = () =>
      page
        .getByRole('heading', { name: 'Gerenciar assinaturas' })
        .evaluate((h) => h.getBoundingClientRect().top);
    await expect.poll(async () => (await top()) >= 0 && (await top()) < 600, WAIT).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(await page.getByTestId('subscription-record-app').textContent()).toContain('Ativo');
    expect((await page.getByTestId('monthly-total').textContent())?.replace(/\s/g, ' ')).toContain(
      'R$ 79,90 por mês',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'shop-03-subscriptions');
    await page
      .getByTestId('subscription-record-app')
      .getByRole('link', { name: 'Gravação de ligações' })
      .click();
    expect(await appState()).toBe('Ativo');
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancelar assinatura' });
    await cancel.waitFor(WAIT);
    await cancel.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await page.getByText('Assinatura cancelada com sucesso!').waitFor(WAIT);
    await expect.poll(appState, WAIT).toBe('Cancelado');
    await page.getByRole('button', { name: 'Contratar' }).waitFor(WAIT);
  });
});
