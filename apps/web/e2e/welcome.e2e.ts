/// <reference types="node" />
// The welcome screen: a new user opening /search answers four questions first and lands on a search filtered
// by the answers; a seeded user goes straight to the search.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, apiToken, type Browser, openBrowser, screenshot } from './browser';
import { signInWithCode } from './outbox';

const baseUrl = inject('baseUrl');
const OWNER = 'owner@demo.prospecta.dev';
const MANAGER = 'gerente@demo.prospecta.dev';
const PROSPECTOR = 'sdr@demo.prospecta.dev';
const PASSWORD = 'prospecta';
const NEW_EMAIL = `bia.boasvindas.${Date.now()}@demo.prospecta.dev`;
const WAIT = { timeout: 30_000 };

let browser: Browser;
let ownerToken = '';
let newUserId = '';

async function ownerCall(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${ownerToken}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 900 });
  ownerToken = await apiToken(baseUrl, OWNER, PASSWORD);
});

afterAll(async () => {
  // The other files share the demo account and its seats: the user made here is deleted again.
  if (newUserId) await ownerCall(`/user/sub_user/${newUserId}`, 'DELETE');
  await browser?.close();
});

const option = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

async function expectNoViolations(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

describe('the welcome screen', { timeout: 180_000 }, () => {
  it('sends a new user from /search to the questions and opens the search with the answers', async () => {
    const created = await ownerCall('/user/sub_user', 'POST', {
      name: 'Bia Boas-Vindas',
      email: NEW_EMAIL,
      role: 'user',
    });
    expect(created.status).toBe(201);
    newUserId = ((await created.json()) as { user: { id: string } }).user.id;

    const { page } = browser;
    await signInWithCode(page, baseUrl, NEW_EMAIL);
    await page.goto(`${baseUrl}/search`);
    await page.waitForURL((url) => url.pathname === '/welcome_screen', WAIT);
    await page.getByRole('heading', { name: 'Boas-vindas ao Prospecta, Bia!' }).waitFor(WAIT);
    expect(await page.getByTestId('filter-panel').count()).toBe(0);

    // Sectors, ticked with the keyboard (Space).
    await page.getByRole('heading', { name: 'Para quais setores você vende?' }).waitFor(WAIT);
    await expectNoViolations(page);
    const commerce = option(page, 'Comércio; reparação de veículos automotores e motocicletas (seção G)');
    await commerce.focus();
    await page.keyboard.press('Space');
    expect(await commerce.getAttribute('aria-checked')).toBe('true');
    // The summary counts the companies the first search will show, with the search's own rules.
    const count = async () =>
      Number((await page.getByTestId('welcome-count').textContent())?.replace(/\D/g, ''));
    await expect.poll(count, WAIT).toBeGreaterThan(0);
    await screenshot(page, 'welcome-01-sectors');
    await page.getByRole('button', { name: 'Próximo' }).click();

    // Size, ticked with Enter.
    await page.getByRole('heading', { name: 'De que porte são as empresas que você procura?' }).waitFor(WAIT);
    await expectNoViolations(page);
    await option(page, 'Microempresa').focus();
    await page.keyboard.press('Enter');
    expect(await option(page, 'Microempresa').getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'welcome-02-size');
    await page.getByRole('button', { name: 'Próximo' }).click();

    await page.getByRole('heading', { name: 'Em quais estados?' }).waitFor(WAIT);
    await option(page, 'São Paulo (SP)').click();
    await option(page, 'Rio de Janeiro (RJ)').click();
    await expectNoViolations(page);
    await screenshot(page, 'welcome-03-states');
    await page.getByRole('button', { name: 'Próximo' }).click();

    await page.getByRole('heading', { name: 'Com quem você costuma falar?' }).waitFor(WAIT);
    await option(page, 'Diretor').click();
    // So narrow a search may find nothing in the small test registry: the summary then says what to loosen.
    await expect
      .poll(async () => (await count()) > 0 || (await page.getByTestId('welcome-none').count()) === 1, WAIT)
      .toBe(true);
    const summary = page.getByTestId('welcome-summary');
    expect(await summary.textContent()).toMatch(
      /Comércio; reparação de veículos automotores e motocicletas.*Microempresa.*RJ.*SP.*Diretor/,
    );
    await expectNoViolations(page);
    await screenshot(page, 'welcome-04-decisors');

    const saved = page.waitForResponse((r) => r.url().includes('/api/welcome_screen/insert_answers'));
    await page.getByRole('button', { name: 'Ver minha busca' }).click();
    expect((await saved).status()).toBe(200);
    await page
      .getByText('Pronto! Sua primeira busca já está filtrada pelo que você respondeu.')
      .waitFor(WAIT);
    // The search stores itself and moves to /search/{id}, keeping the filters.
    await page.waitForURL((url) => url.pathname.startsWith('/search') && url.searchParams.has('where'), WAIT);
    // A new user whose first search shows results is offered their first list (automatic-list.e2e.ts).
    const total = page.getByTestId('summary-total');
    await total.waitFor(WAIT);
    if (Number((await total.textContent())?.replace(/\D/g, '')) > 0)
      await page
        .getByRole('dialog', { name: 'Crie sua primeira lista' })
        .getByRole('button', { name: 'Não, obrigado' })
        .click();

    const where = JSON.parse(new URL(page.url()).searchParams.get('where') ?? '{}') as {
      checkboxes?: Record<string, string[]>;
      decisionMakerPositions?: string[];
    };
    expect(where.checkboxes).toEqual({ uf: ['RJ', 'SP'], cnae_secao: ['G'], porte: ['ME'] });
    expect(where.decisionMakerPositions).toEqual(['diretor']);

    // The filter panel shows the answers as its selections.
    await page.getByTestId('filter-panel').waitFor(WAIT);
    expect(await page.getByRole('checkbox', { name: 'SP', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'RJ', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'MG', exact: true }).isChecked()).toBe(false);
    expect(
      await page
        .getByRole('checkbox', { name: 'G · Comércio; reparação de veículos automotores e motocicletas' })
        .isChecked(),
    ).toBe(true);
    expect(await page.getByTestId('group-counter-localizacao').textContent()).toBe('2');
    expect(await page.getByTestId('group-counter-atividade').textContent()).toBe('1');
    expect(await page.getByTestId('group-counter-porte').textContent()).toBe('1');
    expect(await page.getByTestId('group-counter-socios').textContent()).toBe('1');
    const decisors = page.getByTestId('filter-group-socios');
    await decisors.getByRole('button', { name: /Sócios e decisores/ }).click();
    await decisors.getByText('Diretor', { exact: true }).first().waitFor(WAIT);
    await page.getByTestId('summary-total').waitFor(WAIT);
    await screenshot(page, 'welcome-05-search');

    // Answered once: /search opens the search from now on, after a reload too (the panel shows only once the
    // screen has heard whether to send the user to the questions).
    await page.goto(`${baseUrl}/search`);
    await page.getByTestId('filter-panel').waitFor(WAIT);
    expect(new URL(page.url()).pathname).toMatch(/^\/search/);

    // The control panel offers the questions again, starting from the stored answers.
    await page.goto(`${baseUrl}/user/overview`);
    await page.getByRole('link', { name: 'Refazer as perguntas de boas-vindas' }).click();
    await page.waitForURL((url) => url.pathname === '/welcome_screen', WAIT);
    await page.getByRole('heading', { name: 'Para quais setores você vende?' }).waitFor(WAIT);
    expect(await commerce.getAttribute('aria-checked')).toBe('true');
    expect(await summary.textContent()).toMatch(/Microempresa.*RJ.*SP.*Diretor/);
  });

  it('leaves a seeded user on the search; opened directly, the screen can be skipped', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/login', WAIT);
    // /login reloads itself once after a sign-out; the form shows after that.
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor(WAIT);
    await page.getByLabel(/^E-mail/).fill(MANAGER);
    await page.getByLabel(/^Senha/).fill(PASSWORD);
    await page.getByLabel(/^Senha/).press('Enter');
    await page.waitForURL((url) => url.pathname === '/', WAIT);
    const asked = page.waitForResponse((r) =>
      r.url().includes('/api/welcome_screen/should_show_welcome_screen'),
    );
    await page.goto(`${baseUrl}/search`);
    expect(await (await asked).json()).toEqual({ show: false });
    await page.getByTestId('filter-panel').waitFor(WAIT);
    expect(new URL(page.url()).pathname).toMatch(/^\/search/);

    await page.goto(`${baseUrl}/welcome_screen`);
    await page.getByRole('heading', { name: 'Para quais setores você vende?' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Pular' }).click();
    await page.getByText('Tudo bem: você pode filtrar a busca como quiser.').waitFor(WAIT);
    await page.waitForURL((url) => url.pathname.startsWith('/search'), WAIT);
    await page.getByTestId('filter-panel').waitFor(WAIT);
  });

  it('keeps a user who may not search (a prospector of an account without search) off the questions', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/login', WAIT);
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor(WAIT);
    await page.getByLabel(/^E-mail/).fill(PROSPECTOR);
    await page.getByLabel(/^Senha/).fill(PASSWORD);
    await page.getByLabel(/^Senha/).press('Enter');
    await page.waitForURL((url) => url.pathname === '/', WAIT);
    await page.goto(`${baseUrl}/welcome_screen`);
    await page.waitForURL((url) => url.pathname === '/no_found', WAIT);
  });
});
