/// <reference types="node" />
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser, screenshot } from './browser';
import { staffOutbox } from './outbox';

const baseUrl = inject('baseUrl');
const PROSPECTOR = 'sdr@demo.prospecta.dev';

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1280, height: 800 });
});

afterAll(async () => {
  await browser?.close();
});

describe('sign-in with an e-mailed code', () => {
  it('sends a code once: the sixth digit submits it, and Enter right after (or again) sends nothing more', async () => {
    const { page } = browser;
    const attempts: string[] = [];
    const count = (request: { url: () => string }) => {
      if (request.url().includes('/api/auth/signin_with_code_or_password')) attempts.push(request.url());
    };
    page.on('request', count);
    try {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('button', { name: 'Entrar com código' }).click();
      await page.getByLabel(/^E-mail/).fill('vendas@demo.prospecta.dev');
      await page.getByRole('button', { name: 'Enviar código' }).click();
      await page.getByLabel('Código de seis dígitos').first().click();
      // A wrong code (a random one is 000000 once in a million), then Enter at once.
      await page.keyboard.type('000000');
      await page.keyboard.press('Enter');
      await page.getByText('Código inválido ou expirado').waitFor();
      await page.keyboard.press('Enter');
      expect(await page.getByRole('button', { name: 'Entrar', exact: true }).isDisabled()).toBe(true);
      await page.waitForTimeout(500);
      expect(attempts).toHaveLength(1);
    } finally {
      page.off('request', count);
    }
  });

  it('asks for a code, reads it from the e-mail and signs in; a prospector is not led to /search, nor can open it', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Entrar com código' }).click();
    await page.getByLabel(/^E-mail/).fill(PROSPECTOR);
    const sent = page.waitForResponse((r) => r.url().includes('/api/auth/generate_authentication_code'));
    await page.getByRole('button', { name: 'Enviar código' }).click();
    expect((await sent).status()).toBe(200);

    const mail = (await staffOutbox(baseUrl)).find((m) => m.to.includes(PROSPECTOR));
    const code = mail?.subject.match(/\d{6}/)?.[0];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Código de seis dígitos').first().click();
    await screenshot(page, '07-code-login');
    await page.keyboard.type(code ?? '');
    await screenshot(page, '08-code-typed');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('credit-gauge').waitFor();
    // Outside the allow-list the search is not theirs: no link leads to a page they would find missing.
    await page.getByRole('link', { name: 'Listas' }).waitFor();
    await page.getByText('Sofia Prospectora').first().waitFor();
    const searchLinks = page.locator('a[href^="/search"], a[href="/historico"]');
    await expect.poll(() => searchLinks.count(), { timeout: 10_000, interval: 100 }).toBe(0);
    // The shop is open to everyone on the account (only the owner orders there).
    const navigation = page.getByRole('navigation', { name: 'Navegação principal' });
    await navigation.getByRole('link', { name: /Loja/ }).waitFor();
    expect(await navigation.getByText('Em breve').count()).toBe(0);
    await screenshot(page, '08b-prospector-home');

    await page.goto(`${baseUrl}/search`);
    await page.waitForURL((url) => url.pathname === '/no_found');
  });
});
