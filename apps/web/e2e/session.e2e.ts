/// <reference types="node" />
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, type Browser, openBrowser, screenshot, signIn } from './browser';
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
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await page.evaluate(() => localStorage.setItem('token', 'forjado'));
    await page.goto(`${baseUrl}/user/password`);
    await page.getByText('Sua sessão foi encerrada! Efetue login novamente para continuar!').waitFor();
    await screenshot(page, '09-session-ended-toast');
    await waitForPath('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await signIn(page, baseUrl, 'owner@demo.prospecta.dev', 'prospecta');
    await waitForPath('/user/password');
    await page.getByRole('button', { name: 'Sair' }).click();
    await waitForPath('/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  });

  it('recovers a forgotten password through the e-mailed link', async () => {
    const { page } = browser;
    const email = 'cs@prospecta.dev';
    const newPassword = 'recuperada-2026';
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

    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await signIn(page, baseUrl, email, newPassword);
    await waitForPath('/');
    // Staff see the Admin entry and may open /admin.
    await page.getByRole('link', { name: 'Admin' }).click();
    await waitForPath('/admin');
    await page.getByRole('heading', { name: 'Área administrativa' }).waitFor();
  });
});
