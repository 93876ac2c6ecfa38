/// <reference types="node" />
// The account's preferences: the owner fills the company's contact, address and segments, they stay after a
// reload, a wrong CEP is named next to its field (which gets the keyboard), and changes not saved are asked about
// before another tab opens; a manager reads them as text, without fields or a save button.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, type Browser, openBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 30_000 };
const CITY = `Campinas ${Date.now()}`;

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1280, height: 800 });
});

afterAll(async () => {
  await browser?.close();
});

describe('account preferences', () => {
  it('the owner saves the company’s contact, address and segments, and they stay after a reload', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'owner@demo.prospecta.dev', 'prospecta');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${baseUrl}/user/my_preferences`);
    const form = page.getByRole('form', { name: 'Preferências da conta' });
    await form.waitFor(WAIT);
    expect(await accessibilityViolations(page)).toEqual([]);

    await form.getByLabel('CEP').fill('123');
    await form.getByRole('button', { name: 'Salvar preferências' }).click();
    await form.getByText('CEP inválido: 8 dígitos').waitFor(WAIT);
    // The keyboard goes to the first field in error.
    await expect
      .poll(() => form.getByLabel('CEP').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await form.getByLabel('CEP').fill('13010-100');
    await form.getByLabel('Endereço').fill('Rua Barão de Jaguara, 1000');
    await form.getByLabel('Cidade').fill(CITY);
    await form.getByLabel('UF').fill('SP');
    await page.getByRole('option', { name: 'SP · São Paulo' }).click();
    await form.getByLabel('Telefone').fill('(19) 3333-4444');
    const segments = form.getByLabel('Segmentos que sua equipe atende');
    await segments.fill('Indústria');
    await segments.press('Enter');
    await segments.fill('Varejo');
    await segments.press('Enter');
    await form.getByRole('button', { name: 'Salvar preferências' }).click();
    await page.getByText('Preferências salvas com sucesso').waitFor(WAIT);

    await page.reload();
    await form.waitFor(WAIT);
    expect(await form.getByLabel('Cidade').inputValue()).toBe(CITY);
    expect(await form.getByLabel('CEP').inputValue()).toBe('13010-100');
    expect(await form.getByLabel('Telefone').inputValue()).toBe('(19) 3333-4444');
    expect(await form.textContent()).toMatch(/Indústria.*Varejo/);

    // A change not saved is asked about before another tab of the panel opens: staying keeps it.
    await form.getByLabel('Bairro').fill('Centro');
    await form.getByTestId('preferences-unsaved').waitFor(WAIT);
    await page.getByRole('tab', { name: 'Senha' }).click();
    const leave = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    await leave.waitFor(WAIT);
    expect(await accessibilityViolations(page)).toEqual([]);
    await leave.getByRole('button', { name: 'Continuar editando' }).click();
    await leave.waitFor({ state: 'detached', ...WAIT });
    expect(new URL(page.url()).pathname).toBe('/user/my_preferences');
    expect(await form.getByLabel('Bairro').inputValue()).toBe('Centro');
    await page.getByRole('tab', { name: 'Senha' }).click();
    await leave.getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.waitForURL((url) => url.pathname === '/user/password', WAIT);
    // The password screen drawn (the preferences left) before going back, as a person would see it.
    await page.getByRole('heading', { name: 'Alterar senha' }).waitFor(WAIT);
    await leave.waitFor({ state: 'detached', ...WAIT });
    await page.goBack();
    await form.waitFor(WAIT);
    expect(await form.getByLabel('Bairro').inputValue()).toBe('');
  });

  it('a manager reads them as text, without fields, examples or a save button', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor(WAIT);
    // Not the seller: the password test changes that user's password.
    await signIn(page, baseUrl, 'gerente@demo.prospecta.dev', 'prospecta');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${baseUrl}/user/my_preferences`);
    const panel = page.getByRole('region', { name: 'Preferências da conta' });
    await panel.getByTestId('account-preferences-view').waitFor(WAIT);
    await panel.getByText('Somente o dono da conta os altera.', { exact: false }).waitFor(WAIT);
    const text = await panel.textContent();
    expect(text).toContain(CITY);
    expect(text).toContain('SP · São Paulo');
    expect(text).toMatch(/Indústria.*Varejo/);
    // What the owner left empty says so, rather than showing an example that reads like data.
    expect(text).toMatch(/PaísNão informado/);
    expect(text).not.toContain('Escreva um segmento');
    expect(await panel.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Preferências da conta' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Salvar preferências' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
