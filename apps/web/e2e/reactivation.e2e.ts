/// <reference types="node" />
// The welcome-back gift: staff create a reactivation token for an account of its own (created here, so the
// demo account the other files share is left alone) in Admin → Reativação; its owner, e-mailed, signs in with a
// code, meets "Bem-vindo de volta!", closes it and works on undisturbed, meets it again after a reload, clicks the
// one button and finds the 100 credits on /user/overview; the gift is not shown again and staff see it claimed,
// then give the account a second gift and cancel it after a confirmation, the list's filter kept in the address.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomerAccount } from './accounts';
import { accessibilityViolations, type Browser, openBrowser, screenshot, signIn } from './browser';
import { signInWithCode, staffOutbox } from './outbox';

const baseUrl = inject('baseUrl');
const ADMIN = 'admin@prospecta.dev';
const WAIT = { timeout: 30_000 };
const STAMP = Date.now();
const ACCOUNT = `Mercearia Retorno ${STAMP}`;
const OWNER_EMAIL = `dono-retorno-${STAMP}@mercearia.com.br`;

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1440, height: 900 });
  await createCustomerAccount(baseUrl, { name: ACCOUNT, ownerName: 'Seu Benedito', ownerEmail: OWNER_EMAIL });
});

afterAll(async () => {
  await browser?.close();
});

const toast = (text: string) => browser.page.locator('.mantine-Notification-root').filter({ hasText: text });
const tokenRow = () => browser.page.getByTestId('reactivation-token-row').filter({ hasText: ACCOUNT });
/** The red "Escolha a conta" under the search or its results (not the results' own label). */
const accountError = () => browser.page.locator('[class*="-error"]').filter({ hasText: /^Escolha a conta$/ });

describe('the welcome-back gift', { timeout: 240_000 }, () => {
  it('is created by staff for an account found by its owner’s e-mail, who is e-mailed', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, ADMIN, 'prospecta');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), WAIT);
    await page.getByRole('tab', { name: 'Reativação' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/reativacao', WAIT);

    // Nothing chosen: the form says so and sends nothing.
    await page.getByRole('button', { name: 'Criar token' }).click();
    await accountError().waitFor(WAIT);

    // Typing in the search takes the warning away: it does not linger under the results once they come.
    await page.getByLabel(/^Conta/).fill(OWNER_EMAIL);
    expect(await accountError().count()).toBe(0);
    const option = page.getByTestId('reactivation-account').filter({ hasText: ACCOUNT });
    await option.waitFor(WAIT);
    expect(await accountError().count()).toBe(0);
    // Results on screen, none chosen: said under them, until one is picked.
    await page.getByRole('button', { name: 'Criar token' }).click();
    await accountError().waitFor(WAIT);
    expect(await option.textContent()).toContain('Dono: Seu Benedito');
    await option.getByRole('radio').check();
    await accountError().waitFor({ state: 'detached', ...WAIT });
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

  it('is met by the owner after signing in; closed, it lets them work until a reload', async () => {
    const { page } = browser;
    await signInWithCode(page, baseUrl, OWNER_EMAIL);
    const gift = page.getByRole('dialog', { name: 'Bem-vindo de volta!' });
    await gift.waitFor(WAIT);
    expect(await gift.textContent()).toContain('Que bom ter você de volta, Seu!');
    expect(await gift.textContent()).toContain('100 créditos de consulta válidos por 33 dias');
    expect(await gift.textContent()).toMatch(
      /Você pode resgatar depois: o presente fica na conta até \d{2}\/\d{2}\/\d{4}\./,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'reactivation-02-gift');

    // Closed with ×: moving from screen to screen does not bring it back.
    await gift.getByRole('button', { name: 'Fechar sem resgatar agora' }).click();
    await gift.waitFor({ state: 'detached', ...WAIT });
    const navigation = page.getByRole('navigation', { name: 'Navegação principal' });
    await navigation.getByRole('link', { name: /^Loja/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/shop'), WAIT);
    await page.getByRole('heading').first().waitFor(WAIT);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await navigation.getByRole('link', { name: /^Listas/ }).click();
    await page.getByRole('heading', { name: 'Listas da equipe' }).waitFor(WAIT);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A reload starts the app anew: the gift is offered again.
    await page.reload();
    await gift.waitFor(WAIT);
  });

  it('is claimed with one click, the credits seen on /user/overview', async () => {
    const { page } = browser;
    const gift = page.getByRole('dialog', { name: 'Bem-vindo de volta!' });

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
    await page.getByRole('heading', { name: 'Listas da equipe' }).waitFor(WAIT);
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

  it('is cancelled only after staff confirm it; the list’s filter survives a reload', async () => {
    const { page } = browser;
    // A second gift for the account, its first claimed.
    await page.getByLabel(/^Conta/).fill(OWNER_EMAIL);
    const option = page.getByTestId('reactivation-account').filter({ hasText: ACCOUNT });
    await expect.poll(() => option.getByRole('radio').isEnabled(), WAIT).toBe(true);
    await option.getByRole('radio').check();
    const created = page.waitForResponse((r) => r.url().includes('/api/user/reactivation/create_token'));
    await page.getByRole('button', { name: 'Criar token' }).click();
    expect((await created).status()).toBe(201);
    const open = tokenRow().filter({ hasText: 'Em aberto' });
    await open.waitFor(WAIT);

    const question = `Cancelar o presente de 100 créditos da conta ${ACCOUNT}? Os usuários deixam de vê-lo.`;
    const confirm = page.getByRole('dialog', { name: 'Cancelar o presente?' });
    await open.getByRole('button', { name: `Cancelar o token de ${ACCOUNT}` }).click();
    await confirm.waitFor(WAIT);
    expect(await confirm.textContent()).toContain(question);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'reactivation-03-cancel');
    // Kept: nothing was sent, the token is still open.
    await confirm.getByRole('button', { name: 'Manter o presente' }).click();
    await confirm.waitFor({ state: 'detached', ...WAIT });
    expect(await open.count()).toBe(1);

    await open.getByRole('button', { name: `Cancelar o token de ${ACCOUNT}` }).click();
    const revoked = page.waitForResponse((r) =>
      /\/api\/admin\/reactivation\/tokens\/.+\/revoke/.test(r.url()),
    );
    await confirm.getByRole('button', { name: 'Cancelar o presente' }).click();
    expect((await revoked).status()).toBe(200);
    await toast(`O presente de 100 créditos da conta ${ACCOUNT} foi cancelado`).waitFor(WAIT);
    await confirm.waitFor({ state: 'detached', ...WAIT });

    // "Situação: Cancelado" goes into the address; a reload opens the same view.
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Cancelado' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'revoked', WAIT);
    await page.reload();
    await tokenRow().first().waitFor(WAIT);
    expect(await page.getByRole('combobox', { name: 'Situação' }).inputValue()).toBe('Cancelado');
    const statuses = await page
      .getByTestId('reactivation-token-row')
      .locator('.mantine-Badge-root')
      .allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Cancelado']));
  });
});
