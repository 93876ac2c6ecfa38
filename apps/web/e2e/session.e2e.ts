/// <reference types="node" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, apiCall, type Browser, openBrowser, screenshot, signIn } from './browser';
import { staffOutbox } from './outbox';

const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1280, height: 800 });
});

afterAll(async () => {
  await browser?.close();
});

async function waitForPath(path: string): Promise<void> {
  await browser.page.waitForURL((url) => url.pathname === path);
}

describe('session handling', () => {
  it('a refused token warns, goes to /login and returns to the page after signing in', async () => {
    const { page } = browser;
    // Signed in first: a sign-in lets /login reload once again on the next visit (the case that cut the warning).
    await signIn(page, baseUrl, 'owner@demo.prospecta.dev', 'prospecta');
    await waitForPath('/');
    await page.evaluate(() => localStorage.setItem('token', 'forjado'));
    await page.goto(`${baseUrl}/user/password`);
    await page.getByText('Sua sessão foi encerrada! Efetue login novamente para continuar!').waitFor();
    await screenshot(page, '09-session-ended-toast');
    await waitForPath('/login');
    // Read the page only once its form shows: /login reloads first.
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // /login reloaded once before its form showed; the warning still reads there for its full time (that
    // reload wiped it about 1 s after it appeared), and once.
    expect(await page.evaluate(() => sessionStorage.getItem('prospecta:login-reloaded'))).toBe('1');
    const warning = page.getByRole('alert').filter({ hasText: 'Sua sessão foi encerrada!' });
    await warning.waitFor();
    await page.waitForTimeout(2500);
    expect(await warning.isVisible()).toBe(true);
    expect(await warning.count()).toBe(1);
    await signIn(page, baseUrl, 'owner@demo.prospecta.dev', 'prospecta');
    await waitForPath('/user/password');

    // A refused current password: the error shows at "Senha atual", which gets the keyboard (not <body>).
    await page.getByLabel('Senha atual').fill('nao-e-a-senha');
    await page.getByLabel(/^Nova senha/).fill('outra-senha-2026');
    await page.getByLabel(/^Confirme a nova senha/).fill('outra-senha-2026');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Senha atual incorreta').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('old_password');
    await page.getByRole('button', { name: 'Sair' }).click();
    await waitForPath('/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  });

  it('recovers a forgotten password through the e-mailed link', async () => {
    const { page } = browser;
    const email = 'cs@prospecta.dev';
    const newPassword = 'recuperada-2026';
    // Signed in elsewhere too (another browser): the reset ends that session, and it is told why.
    const elsewhere = await openBrowser({ width: 1280, height: 800 });
    await signIn(elsewhere.page, baseUrl, email, 'prospecta');
    await elsewhere.page.getByRole('button', { name: 'Sair' }).waitFor();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await page.getByText('E-mail enviado com sucesso').waitFor();

    const mail = (await staffOutbox(baseUrl)).find(
      (m) => m.to.includes(email) && m.subject.includes('senha'),
    );
    const link = mail?.text.match(/https?:\/\/\S+\/recover_password\/\S+/)?.[0];
    expect(link).toBeDefined();
    // A link that is not one says so on opening, before any field is filled.
    await page.goto(`${baseUrl}/recover_password/abc`);
    await page.getByRole('alert').filter({ hasText: 'Link de recuperação inválido ou expirado' }).waitFor();
    expect(await page.getByLabel(/^Nova senha/).count()).toBe(0);
    // The link opens in a new tab, whose sessionStorage is empty: /login will reload once after the change.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(link ?? '');
    await page.getByLabel(/^Nova senha/).fill('curta');
    await page.getByLabel(/^Confirme a nova senha/).fill('outra');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByText('A senha deve ter pelo menos 8 caracteres').waitFor();
    await page.getByText('As senhas não conferem').waitFor();
    // A field's error reads (WCAG 2.1 AA: Mantine's red 6 is 3.3:1 on white).
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel(/^Nova senha/).fill(newPassword);
    await page.getByLabel(/^Confirme a nova senha/).fill(newPassword);
    await screenshot(page, '10-recover-password');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await waitForPath('/login');
    try {
      await elsewhere.page.goto(`${baseUrl}/user/password`);
      const told = elsewhere.page.getByRole('alert').filter({ hasText: 'Sua sessão foi encerrada!' });
      await told.filter({ hasText: 'Sua senha foi redefinida pelo link de recuperação' }).first().waitFor();
      await elsewhere.page.waitForURL((url) => url.pathname === '/login');
    } finally {
      await elsewhere.close();
    }

    // The form shows after /login's one reload, and the confirmation with it (the reload wiped it before).
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('prospecta:login-reloaded'))).toBe('1');
    const changed = page.getByText('Senha alterada com sucesso. Entre com a nova senha.');
    await changed.waitFor();
    await page.waitForTimeout(1500);
    expect(await changed.isVisible()).toBe(true);
    await signIn(page, baseUrl, email, newPassword);
    // Staff start in the admin area, and see its entry in the menu.
    await waitForPath('/admin');
    await page.getByRole('heading', { name: 'Área administrativa' }).waitFor();
    await page.getByRole('link', { name: 'Admin' }).waitFor();
    // The seeded password back, for the files that sign this user in after this one (their order varies).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const back = await apiCall(baseUrl, token, 'PATCH', '/users/update_password', {
      old_password: newPassword,
      password: 'prospecta',
      password_confirmation: 'prospecta',
    });
    expect(back.status).toBe(200);
  });
});

// One session in several tabs of one browser (one localStorage). Each case opens its own browser, so the
// shared page above keeps its session.
describe('one session in several tabs', () => {
  const MANAGER = 'gerente@demo.prospecta.dev';
  const SESSION_ENDED = 'Sua sessão foi encerrada!';

  /** Signs in on one tab and opens a second; `withoutWebLocks` hides navigator.locks (plain-http servers). */
  async function twoSignedInTabs(own: Browser, withoutWebLocks: boolean): Promise<Page[]> {
    const pages = [own.page, await own.context.newPage()];
    if (withoutWebLocks) {
      for (const page of pages)
        await page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true }),
        );
    }
    const [first, second] = pages as [Page, Page];
    await signIn(first, baseUrl, MANAGER, 'prospecta');
    await first.waitForURL((url) => url.pathname === '/');
    await second.goto(`${baseUrl}/`);
    for (const page of pages) {
      await page.getByRole('button', { name: 'Sair' }).waitFor();
      expect(await page.evaluate(() => typeof navigator.locks)).toBe(
        withoutWebLocks ? 'undefined' : 'object',
      );
    }
    return pages;
  }

  /** Every answer to a renewal in these tabs, in order. */
  function renewalAnswers(pages: Page[]): number[] {
    const statuses: number[] = [];
    for (const page of pages)
      page.on('response', (response) => {
        if (response.url().includes('/api/user/refresh_token')) statuses.push(response.status());
      });
    return statuses;
  }

  /**
   * Both tabs reach the renewal at the same moment, as an hour after signing in: the renewal is due 2 minutes
   * before expires_at (REFRESH_MARGIN_MS in src/lib/session-rules.ts), here 8 s after both tabs reload.
   */
  async function renewTogether(pages: Page[]): Promise<void> {
    const [first] = pages as [Page];
    const before = await first.evaluate(() => localStorage.getItem('refresh_token'));
    await first.evaluate(() => localStorage.setItem('expires_at', String(Date.now() + 2 * 60_000 + 8_000)));
    await Promise.all(pages.map((page) => page.reload()));
    await expect
      .poll(() => first.evaluate(() => localStorage.getItem('refresh_token')), { timeout: 25_000 })
      .not.toBe(before);
    // The other tab's turn comes after: it finds the renewed tokens, or waits up to 3 s for them (token-renewal.ts).
    await first.waitForTimeout(2500);
  }

  async function expectSignedIn(pages: Page[]): Promise<void> {
    for (const page of pages) {
      expect(new URL(page.url()).pathname).not.toBe('/login');
      expect(await page.getByText(SESSION_ENDED).count()).toBe(0);
      // A reload asks the API for the user with the tab's access token: still signed in.
      await page.reload();
      await page.getByRole('button', { name: 'Sair' }).waitFor();
      expect(new URL(page.url()).pathname).not.toBe('/login');
    }
  }

  for (const withoutWebLocks of [false, true]) {
    it(`two tabs renewing at the same moment stay signed in${withoutWebLocks ? ' (without Web Locks)' : ''}`, async () => {
      const own = await openBrowser({ width: 1280, height: 800 });
      try {
        const pages = await twoSignedInTabs(own, withoutWebLocks);
        const answers = renewalAnswers(pages);
        await renewTogether(pages);
        // One tab renewed for both: the same refresh token was never sent twice (the server takes that for theft).
        expect(answers).toEqual([201]);
        await expectSignedIn(pages);
        // The session is alive on the server: the next renewal succeeds too.
        await renewTogether(pages);
        expect(answers).toEqual([201, 201]);
        await expectSignedIn(pages);
        const [first, second] = pages as [Page, Page];
        expect(await second.evaluate(() => localStorage.getItem('refresh_token'))).toBe(
          await first.evaluate(() => localStorage.getItem('refresh_token')),
        );
      } finally {
        await own.close();
      }
    });
  }

  it('"Sair" ends the session on the server: its refresh token renews no more', async () => {
    const own = await openBrowser({ width: 1280, height: 800 });
    try {
      const { page } = own;
      // "Sair" throws nothing in the page (the click's event once reached signOut as the login address).
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signIn(page, baseUrl, MANAGER, 'prospecta');
      await page.waitForURL((url) => url.pathname === '/');
      const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
      expect(refreshToken).toBeTruthy();
      // Sent with keepalive: the login screen's reload may come before its answer (the browser then reports the
      // request aborted to the page though it reaches the server), so the server's side is what is checked.
      const logout = page.waitForRequest((request) => request.url().includes('/api/user/logout'));
      await page.getByRole('button', { name: 'Sair' }).click();
      expect(JSON.parse((await logout).postData() ?? '{}')).toEqual({ refresh_token: refreshToken });
      await page.waitForURL((url) => url.pathname === '/login');
      // (The login screen may load once more: read once it has.)
      await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
      // One renewal, not a poll: a renewal before the logout lands would rotate the token, and the next try's
      // refusal (a reused token) would pass for the logout's. The request left before the reload; a moment for it.
      await page.waitForTimeout(1000);
      const renewal = await fetch(`${baseUrl}/api/user/refresh_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
      expect(renewal.status).toBe(401);
      expect(errors).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
