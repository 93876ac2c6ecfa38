/// <reference types="node" />
// Companies taken out of a list: the ones ticked in the table (asked first when more than one, or one out of
// sight, or the list is shared), the one open on its page or a kanban card's, each with "Desfazer" — which the
// keyboard reaches — bringing back the same companies with their statuses (and the page).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiToken, type Browser, openBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
// The manager, as lists.e2e.ts and list-work.e2e.ts: the owner's notifications are counted by exports.e2e.ts.
const MANAGER = 'gerente@demo.prospecta.dev';
const PASSWORD = 'prospecta';
const WAIT = { timeout: 30_000, interval: 100 };
const LIST_NAME = `Remoção e2e ${Date.now()}`;

let browser: Browser;
let token = '';
let listId = '';

const call = (method: string, path: string, body?: unknown) => apiCall(baseUrl, token, method, path, body);
const listTotal = async () => (await call('GET', `/v4/info_sets/${listId}/companies`)).body.total as number;
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().textContent()) ?? '';
const toastWith = (page: Page, title: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: title });

/** Closes every toast on screen (one may close by itself meanwhile) and waits until they are gone. */
async function dismissToasts(page: Page) {
  const toasts = page.locator('.mantine-Notification-root');
  for (const close of await toasts.getByRole('button', { name: 'Fechar' }).all())
    await close.click({ timeout: 2_000 }).catch(() => undefined);
  await expect.poll(() => toasts.count(), WAIT).toBe(0);
}

beforeAll(async () => {
  browser = await openBrowser({ width: 1440, height: 900 });
  token = await apiToken(baseUrl, MANAGER, PASSWORD);
  const search = await call('POST', '/v4/search/create', { search: { return_size: 6, offset: 300 } });
  const cnpjs = (search.body.search.rows as { cnpj: string }[]).map((r) => r.cnpj);
  listId = (await call('POST', '/info_sets', { info_set: { name: LIST_NAME } })).body.id;
  await call('POST', '/searches/companies/export', { search_id: search.body.id, cnpjs, info_set_id: listId });
});

afterAll(async () => {
  await call('DELETE', `/info_sets/${listId}`);
  await browser?.close();
});

describe('removing companies from a list', () => {
  it('takes the ticked companies out, and "Desfazer" brings them back with their statuses', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, MANAGER, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login', WAIT);
    await page.goto(`${baseUrl}/infosets/${listId}`);
    const rows = page.getByTestId('list-company-row');
    await expect.poll(() => rows.count(), WAIT).toBe(6);
    // One of the two is being worked: its status must come back with it.
    const worked = (await rows.nth(0).getByRole('checkbox').getAttribute('aria-label')) ?? '';
    const first = (await call('GET', `/v4/info_sets/${listId}/companies`)).body.companies[0];
    await call('PATCH', `/info_sets/${listId}/company/user_prospecting_data`, {
      company_id: first.id,
      user_prospecting_data: { status: 'interessado' },
    });
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();

    // Two ticked: asked first, saying what goes with them.
    await page.getByRole('button', { name: 'Remover 2 empresas selecionadas da lista' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover 2 empresas selecionadas da lista?' });
    await expect
      .poll(() => dialog.textContent(), WAIT)
      .toContain('Os status de prospecção e as anotações saem com elas.');
    expect(await dialog.textContent()).not.toContain('não aparece');
    await dialog.getByRole('button', { name: 'Remover 2 empresas' }).click();
    const toast = toastWith(page, '2 empresas removidas da lista');
    await expect
      .poll(() => toast.textContent(), WAIT)
      .toContain('adicioná-las de novo pela busca não gasta outro');
    await expect.poll(() => rows.count(), WAIT).toBe(4);
    expect(await page.getByRole('checkbox', { name: worked }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Remover / }).count()).toBe(0);
    expect(await listTotal()).toBe(4);

    await toast.getByRole('button', { name: 'Desfazer' }).click();
    await expect
      .poll(() => toastWith(page, 'voltaram para a lista').textContent(), WAIT)
      .toContain('2 empresas voltaram para a lista, com seus status e anotações.');
    await expect.poll(() => rows.count(), WAIT).toBe(6);
    const back = (await call('GET', `/v4/info_sets/${listId}/companies/${first.id}`)).body;
    expect(back.status).toBe('interessado');
    expect(await listTotal()).toBe(6);
  });

  it('asks before removing a ticked company the search hides, and the keyboard reaches "Desfazer"', async () => {
    const { page } = browser;
    // The previous test's toasts go first: their texts are the ones this test waits for.
    await dismissToasts(page);
    const rows = page.getByTestId('list-company-row');
    await expect.poll(() => rows.count(), WAIT).toBe(6);
    const cnpjOf = async (i: number) =>
      ((await rows.nth(i).textContent()) ?? '').match(/\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/)?.[0];
    const hidden = await cnpjOf(0);
    const shown = await cnpjOf(1);
    expect(hidden && shown).toBeTruthy();
    await rows.nth(0).getByRole('checkbox').check();
    // The table searched for the other one: the first stays ticked, out of sight.
    await page.getByPlaceholder(/Buscar por nome ou CNPJ/).fill(shown?.replace(/\D/g, '') ?? '');
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    await rows.nth(0).getByRole('checkbox').check();
    await expect
      .poll(() => text(page, 'list-selected-count'), WAIT)
      .toBe('2 empresas selecionadas (1 fora desta página)');

    const remove = page.getByRole('button', { name: 'Remover 2 empresas selecionadas da lista' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Remover 2 empresas selecionadas da lista?' });
    await expect
      .poll(() => dialog.textContent(), WAIT)
      .toContain('Uma delas não aparece nesta página da tabela');
    // The confirmation has the focus: Enter removes.
    await page.keyboard.press('Enter');
    const toast = toastWith(page, '2 empresas removidas da lista');
    await toast.waitFor(WAIT);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), WAIT)
      .toBe('Desfazer');
    expect(await listTotal()).toBe(4);
    await page.keyboard.press('Enter');
    await toastWith(page, 'voltaram para a lista').waitFor(WAIT);
    expect(await listTotal()).toBe(6);
    await page.getByPlaceholder(/Buscar por nome ou CNPJ/).fill('');
    await expect.poll(() => rows.count(), WAIT).toBe(6);
  });

  it('takes the open company out and moves on to the next; "Desfazer" opens it again', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/infosets/${listId}`);
    const rows = page.getByTestId('list-company-row');
    await expect.poll(() => rows.count(), WAIT).toBe(6);
    const name = (await rows.nth(0).locator('a[href*="/companies/"]').textContent()) ?? '';
    await rows.nth(0).locator('a[href*="/companies/"]').click();
    await page.getByTestId('list-company-detail').waitFor(WAIT);
    const companyPath = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Remover da lista', exact: true }).click();
    const toast = toastWith(page, 'Empresa removida da lista');
    await expect.poll(() => toast.textContent(), WAIT).toContain(`${name} saiu da lista.`);
    expect(await toast.textContent()).toContain('adicioná-la de novo pela busca não gasta outro');
    await page.waitForURL(
      (url) => url.pathname !== companyPath && url.pathname.includes('/companies/'),
      WAIT,
    );
    await page.getByTestId('list-company-detail').waitFor(WAIT);
    expect(await listTotal()).toBe(5);

    await toast.getByRole('button', { name: 'Desfazer' }).click();
    await page.waitForURL((url) => url.pathname === companyPath, WAIT);
    await page.getByTestId('list-company-detail').waitFor(WAIT);
    expect(await listTotal()).toBe(6);
  });

  it("asks first in a list shared with the team (their work goes too), from a kanban card's own button and from the company page", async () => {
    const { page } = browser;
    const { users } = (await call('GET', '/user/supervised_users_to_share_list')).body as {
      users: { id: string; email: string }[];
    };
    const seller = users.find((u) => u.email === 'sdr@demo.prospecta.dev');
    if (!seller) throw new Error('the demo account has no sdr user');
    expect(
      (await call('POST', `/info_sets/${listId}/coordinator`, { user_id: seller.id })).status,
    ).toBeLessThan(300);

    await page.goto(`${baseUrl}/infosets/${listId}?modo=kanban`);
    const cards = page.getByTestId('kanban-card');
    await expect.poll(() => cards.count(), WAIT).toBe(6);
    const name = (await cards.nth(0).locator('a').first().textContent()) ?? '';
    // The card's "Remover" shows under the pointer (and to the keyboard's focus).
    await cards.nth(0).hover();
    await cards
      .nth(0)
      .getByRole('button', { name: `Remover ${name} da lista` })
      .click();
    const question = page.getByRole('dialog', { name: `Remover ${name} da lista?` });
    await question.waitFor(WAIT);
    expect(await question.textContent()).toContain('de toda a equipe');
    // Cancelled, nothing goes.
    await question.getByRole('button', { name: 'Cancelar' }).click();
    expect(await listTotal()).toBe(6);
    await cards.nth(0).hover();
    await cards
      .nth(0)
      .getByRole('button', { name: `Remover ${name} da lista` })
      .click();
    await question.getByRole('button', { name: 'Remover da lista' }).click();
    const toast = toastWith(page, 'Empresa removida da lista');
    await expect.poll(() => toast.textContent(), WAIT).toContain(`${name} saiu da lista.`);
    await expect.poll(() => cards.count(), WAIT).toBe(5);
    expect(await listTotal()).toBe(5);
    await toast.getByRole('button', { name: 'Desfazer' }).click();
    await expect.poll(() => cards.count(), WAIT).toBe(6);

    await cards.nth(0).locator('a').first().click();
    await page.getByTestId('list-company-detail').waitFor(WAIT);
    await page.getByRole('button', { name: 'Remover da lista', exact: true }).click();
    await page.getByRole('dialog', { name: /^Remover .* da lista\?$/ }).waitFor(WAIT);
    expect(await listTotal()).toBe(6);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
    expect(await listTotal()).toBe(6);
  });
});
