/// <reference types="node" />
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, apiCall, type Browser, openBrowser, screenshot, signIn } from './browser';
import { lastSignInCode } from './outbox';

const baseUrl = inject('baseUrl');
const OWNER = 'owner@demo.prospecta.dev';
const PASSWORD = 'prospecta';

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 860 });
});

afterAll(async () => {
  await browser?.close();
});

async function expectPath(path: string): Promise<void> {
  await browser.page.waitForURL((url) => url.pathname === path);
  expect(new URL(browser.page.url()).pathname).toBe(path);
}

const focused = () =>
  browser.page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName ?? '',
      name: element?.getAttribute('name') ?? element?.getAttribute('aria-label') ?? '',
      text: element?.textContent?.trim() ?? '',
    };
  });

describe('sign-in and the signed-in layout', () => {
  it('works from the keyboard: skip link, title, the first refused field, the password’s eye', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe('Entrar · Prospecta');
    expect(await page.getByRole('main').count()).toBe(1);
    // The e-mail has the focus on arrival; the only stop before it is the skip link, shown when focused.
    await expect.poll(async () => (await focused()).name).toBe('email');
    await page.keyboard.press('Shift+Tab');
    expect((await focused()).text).toBe('Pular para o conteúdo');
    const box = await page.getByRole('link', { name: 'Pular para o conteúdo' }).boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect((await focused()).tag).toBe('MAIN');

    // A refused form gives the keyboard to its first field in error, marked invalid.
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect.poll(async () => (await focused()).name).toBe('email');
    await page.getByLabel(/^E-mail/).fill(OWNER);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect.poll(async () => (await focused()).name).toBe('password');
    const password = page.getByLabel(/^Senha/);
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await password.getAttribute('aria-describedby')).toBeTruthy();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The eye is the next Tab stop, named in Portuguese, and shows the password with Enter.
    await password.fill('segredo');
    expect(await password.getAttribute('aria-invalid')).toBeNull();
    await page.keyboard.press('Tab');
    expect((await focused()).name).toBe('Mostrar senha');
    await page.keyboard.press('Enter');
    expect(await password.getAttribute('type')).toBe('text');
    expect(await page.getByRole('button', { name: 'Mostrar senha' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows the server message for a wrong password', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, OWNER, 'senha-errada');
    await expect.poll(() => page.getByTestId('form-error').textContent()).toBe('E-mail ou senha inválidos');
    await screenshot(page, '01-login-wrong-password');
    // The error reads (WCAG 2.1 AA: Mantine's red 6 is 3.3:1 on white).
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Editing a field drops the server's answer about what was sent: only the field's own message stays.
    const email = page.getByLabel(/^E-mail/);
    await email.fill('owner@');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('E-mail inválido').first().waitFor();
    expect(await page.getByTestId('form-error').count()).toBe(0);
    expect(await page.getByTestId('first-access-hint').count()).toBe(0);
  });

  it('offers the code to someone refused who may have no password yet (an invited newcomer), who signs in with it', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, OWNER, 'senha-errada');
    const hint = page.getByTestId('first-access-hint');
    await hint.waitFor();
    await hint.getByRole('button', { name: 'entre com um código' }).click();
    await page.getByRole('heading', { name: 'Entrar com código' }).waitFor();
    expect(await page.getByLabel(/^E-mail/).inputValue()).toBe(OWNER);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByLabel('Código de seis dígitos').first().click();
    await page.keyboard.type(await lastSignInCode(baseUrl, OWNER));
    await expectPath('/');
    // Signed in, the keyboard is on the new screen's heading (app/app-frame.tsx), not left on the page: a
    // screen reader says where the user landed.
    await expect.poll(focused).toMatchObject({ tag: 'H1', text: 'Listas da equipe' });
    await page.getByRole('button', { name: 'Sair' }).click();
    await expectPath('/login');
    // Signed out once the form shows again (after the login screen's reload).
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  });

  it('sends an unknown path to /no_found', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/caminho/que/nao/existe`);
    await expectPath('/no_found');
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await screenshot(page, '02-not-found');
  });

  it('remembers a protected path, signs in and shows the layout with the name and the credit gauge', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/user/password`);
    await expectPath('/login');
    await signIn(page, baseUrl, OWNER, PASSWORD);
    await expectPath('/user/password');
    // The keyboard goes from the sign-in form to the remembered screen's heading.
    await expect.poll(focused).toMatchObject({ tag: 'H1', text: 'Painel do usuário' });
    await page.getByRole('navigation', { name: 'Navegação principal' }).waitFor();
    await expect.poll(() => page.title()).toBe('Alterar senha · Prospecta');
    const info = await page.evaluate(async () => {
      const response = await fetch('/api/user/basic_information', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await response.json()) as { name: string; account_name: string };
    });
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe(info.name);
    await expect.poll(() => page.getByTestId('account-name').textContent()).toContain(info.account_name);
    await expect.poll(() => page.getByTestId('credit-click').textContent()).toContain('de 500');
    await expect.poll(() => page.getByTestId('credit-export').textContent()).toContain('de 1.000');
  });

  it('opens the lists root and the control panel overview', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'Listas' }).click();
    await expectPath('/');
    // Other e2e files add lists for this owner, so the root may or may not be empty: its title is always there.
    await page.getByRole('heading', { name: 'Listas da equipe' }).waitFor();
    // A new screen: its title says so, and the keyboard goes from the menu to its heading.
    await expect.poll(() => page.title()).toBe('Listas da equipe · Prospecta');
    await expect.poll(focused).toMatchObject({ tag: 'H1', text: 'Listas da equipe' });
    // Reached with a click: the heading holds the focus without the keyboard's ring around it.
    const headingOutline = () =>
      page.evaluate(() =>
        document.activeElement ? getComputedStyle(document.activeElement).outlineStyle : '',
      );
    expect(await headingOutline()).toBe('none');
    await screenshot(page, '03-lists-root');
    // Reached with the keyboard (Enter on the menu's link): the ring shows where the keyboard now is.
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Painel do usuário' })
      .focus();
    await page.keyboard.press('Enter');
    await expectPath('/user/overview');
    await expect.poll(() => page.title()).toBe('Painel do usuário · Prospecta');
    await expect.poll(async () => (await focused()).tag).toBe('H1');
    expect(await headingOutline()).toBe('solid');
    await expect.poll(() => page.getByTestId('overview-email').textContent()).toBe(OWNER);
    // On a narrower screen the e-mail wraps inside its card (it ran out of the card at 1 280 px).
    await page.setViewportSize({ width: 1100, height: 860 });
    const overflow = await page
      .getByTestId('overview-email')
      .evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBe(0);
    await page.setViewportSize({ width: 1366, height: 860 });
    await expect.poll(() => page.getByTestId('overview-role').textContent()).toBe('Proprietário da conta');
    await expect.poll(() => page.getByTestId('overview-plan').textContent()).toBe('Plano Pro');
    await screenshot(page, '04-user-overview');
  });

  it('fetches the search and the list screens while idle on the home screen, before they are opened', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Listas da equipe' }).waitFor();
    // The routes' own chunks (Vite names a chunk after its module: routes/search.tsx → search-<hash>.js).
    const fetched = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /^\/assets\/(search|list)-[\w-]{8}\.js$/.test(path))
          .map((path) => path.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''))
          .sort(),
      );
    await expect.poll(fetched, { timeout: 15_000 }).toEqual(['list', 'search']);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('keeps a non-staff user out of /admin', async () => {
    const { page } = browser;
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.goto(`${baseUrl}/admin`);
    await expectPath('/no_found');
  });

  it('says a new version was published when a screen’s code cannot be downloaded, and reloads into it', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Listas da equipe' }).waitFor();
    // As after a deploy: the tab's old build names script files the server no longer has.
    const scripts = /\/assets\/.+\.js$/;
    await page.route(scripts, (route) => route.fulfill({ status: 404, body: '' }));
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Histórico' })
      .click();
    const error = page.getByTestId('route-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Há uma nova versão do Prospecta');
    // Inside the layout: the menu is still there.
    expect(await page.getByRole('navigation', { name: 'Navegação principal' }).count()).toBe(1);
    await screenshot(page, '04b-stale-build');
    await page.unroute(scripts);
    await page.getByRole('button', { name: 'Recarregar a página' }).click();
    await page.getByRole('heading', { name: 'Histórico de buscas' }).waitFor();
  });

  it('signs out', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expectPath('/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto(`${baseUrl}/`);
    await expectPath('/login');
  });
});

describe('changing the password', () => {
  // A different demo user, so the other cases keep the demo password.
  const USER = 'vendas@demo.prospecta.dev';
  const NEW_PASSWORD = 'nova-senha-2026';

  it('changes the password and signs in again with it', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, USER, PASSWORD);
    await expectPath('/');
    await page.goto(`${baseUrl}/user/password`);
    await page.getByLabel('Senha atual').fill(PASSWORD);
    await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByRole('status').filter({ hasText: 'Senha alterada com sucesso' }).waitFor();
    await screenshot(page, '05-password-changed');
    await page.getByRole('button', { name: 'Sair' }).click();
    await expectPath('/login');
    // /login clears the offline caches and reloads once; the form shows after that reload.
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();

    await signIn(page, baseUrl, USER, PASSWORD);
    await expect.poll(() => page.getByTestId('form-error').textContent()).toBe('E-mail ou senha inválidos');
    await signIn(page, baseUrl, USER, NEW_PASSWORD);
    await expectPath('/');
    await expect.poll(focused).toMatchObject({ tag: 'H1', text: 'Minhas listas' });
    await page.getByTestId('credit-gauge').waitFor();
    // The demo password back, for the files that sign this user in (lists-team.e2e.ts; any order, any half).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const back = await apiCall(baseUrl, token, 'PATCH', '/users/update_password', {
      old_password: NEW_PASSWORD,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(back.status).toBe(200);
  });
});
