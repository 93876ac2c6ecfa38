/// <reference types="node" />
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, type Browser, openBrowser, screenshot, signIn } from './browser';
import { staffOutbox } from './outbox';

const baseUrl = inject('baseUrl');
const MANAGER = 'gerente@demo.prospecta.dev';

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 390, height: 844, mobile: true });
});

afterAll(async () => {
  await browser?.close();
});

async function outboxCountFor(email: string): Promise<number> {
  return (await staffOutbox(baseUrl)).filter((mail) => mail.to.includes(email)).length;
}

describe('a phone', () => {
  it('shows the mobile-incompatible screen and sends the link once on open, then on request', async () => {
    const { page } = browser;
    const resendPaths: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/accessed_by_phone')) resendPaths.push(request.url());
    });
    const firstSend = page.waitForResponse((r) => r.url().includes('/api/user/accessed_by_phone'));
    await signIn(page, baseUrl, MANAGER, 'prospecta');
    await page.getByRole('heading', { name: 'Você está quase lá!' }).waitFor();
    expect(await page.getByText('deve ser acessado em um computador').count()).toBe(1);
    expect((await firstSend).status()).toBe(200);
    await page.getByRole('status').filter({ hasText: 'E-mail enviado com sucesso' }).waitFor();
    await screenshot(page, '06-mobile-incompatible');
    // WCAG 2.1 AA (the green "E-mail enviado" line was 3.1:1 before).
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.getByRole('navigation', { name: 'Navegação principal' }).count()).toBe(0);

    const secondSend = page.waitForResponse((r) => r.url().includes('/api/user/accessed_by_phone'));
    await page.getByRole('button', { name: 'Reenviar link' }).click();
    expect((await secondSend).status()).toBe(200);
    // One automatic send on open plus the one click: exactly two requests and two e-mails.
    expect(resendPaths).toHaveLength(2);
    expect(await outboxCountFor(MANAGER)).toBe(2);
    // A reload does not send another; "Sair" signs out.
    await page.reload();
    await page.getByRole('heading', { name: 'Você está quase lá!' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(resendPaths).toHaveLength(2);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('leaves a computer alone in a narrow window (half a laptop screen): the app, no screen, no e-mail', async () => {
    const narrow = await openBrowser({ width: 683, height: 768 });
    try {
      const { page } = narrow;
      const sends: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/user/accessed_by_phone')) sends.push(request.url());
      });
      await signIn(page, baseUrl, MANAGER, 'prospecta');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Listas da equipe' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { name: 'Você está quase lá!' }).count()).toBe(0);
      expect(sends).toEqual([]);
    } finally {
      await narrow.close();
    }
  });
});
