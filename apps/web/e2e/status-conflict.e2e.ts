/// <reference types="node" />
// One seller, one list open on two devices (two browser contexts, so neither hears the other's tab
// announcements): a card moved on the kanban that still shows a company's old status is refused, and the card
// goes to the column the other device put it in, with the message; a "Desfazer" of a change another device has
// moved on from is refused the same way. The other device's change is never overwritten.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiToken, type Browser, openBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
// The manager, as lists.e2e.ts and list-work.e2e.ts: the owner's notifications are counted by exports.e2e.ts.
const MANAGER = 'gerente@demo.prospecta.dev';
const PASSWORD = 'prospecta';
const WAIT = { timeout: 30_000, interval: 100 };
const LIST_NAME = `Dois aparelhos e2e ${Date.now()}`;

let first: Browser;
let second: Browser;
let token = '';
let listId = '';
let ids: string[] = [];

const call = (method: string, path: string, body?: unknown) => apiCall(baseUrl, token, method, path, body);
const statusPath = () => `/info_sets/${listId}/company/user_prospecting_data`;
/** The status the server holds for the company (the seller's own). */
const storedStatus = async (id: string) => {
  const answer = await call('GET', `${statusPath()}?companies_ids=${id}`);
  const rows = answer.body.user_prospecting_data as { company_id: string; status: string }[];
  return rows.find((r) => r.company_id === id)?.status ?? 'a_prospectar';
};
const toastWith = (page: Page, words: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: words });
const rowOf = (page: Page, id: string) =>
  page.getByTestId('list-company-row').filter({ has: page.locator(`a[href*="/companies/${id}"]`) });
const cardIn = (page: Page, status: string, id: string) =>
  page.getByTestId(`kanban-column-${status}`).locator(`[data-testid="kanban-card"][data-company-id="${id}"]`);
/** The answer to the next status change sent from `page`. */
const statusAnswer = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes('user_prospecting_data') && r.request().method() === 'PATCH',
    WAIT,
  );
const STATUS = { name: /^Status de prospecção de / };

beforeAll(async () => {
  first = await openBrowser({ width: 1440, height: 900 });
  second = await openBrowser({ width: 1440, height: 900 });
  token = await apiToken(baseUrl, MANAGER, PASSWORD);
  const search = await call('POST', '/v4/search/create', { search: { return_size: 3, offset: 340 } });
  const cnpjs = (search.body.search.rows as { cnpj: string }[]).map((r) => r.cnpj);
  listId = (await call('POST', '/info_sets', { info_set: { name: LIST_NAME } })).body.id;
  await call('POST', '/searches/companies/export', { search_id: search.body.id, cnpjs, info_set_id: listId });
  ids = ((await call('GET', `/v4/info_sets/${listId}/companies`)).body.companies as { id: string }[]).map(
    (c) => c.id,
  );
  for (const { page } of [first, second]) {
    await signIn(page, baseUrl, MANAGER, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login', WAIT);
  }
});

afterAll(async () => {
  if (listId) await call('DELETE', `/info_sets/${listId}`);
  await first?.close();
  await second?.close();
});

describe('a status changed on two devices', () => {
  it('moves a card dropped from a stale column to where the other device put it, with the message', async () => {
    const [company = ''] = ids;
    const a = first.page;
    const b = second.page;
    await a.goto(`${baseUrl}/infosets/${listId}`);
    await b.goto(`${baseUrl}/infosets/${listId}?modo=kanban`);
    await cardIn(b, 'a_prospectar', company).waitFor(WAIT);
    // The first device marks the company "Contatado" in its table.
    const select = rowOf(a, company).getByRole('combobox', STATUS);
    await expect.poll(() => select.inputValue(), WAIT).toBe('A prospectar');
    const saved = statusAnswer(a);
    await select.click();
    await a.getByRole('option', { name: 'Contatado' }).click();
    expect((await saved).status()).toBe(200);
    // The second still shows it "A prospectar", and moves its card two columns on with the keyboard.
    expect(await cardIn(b, 'a_prospectar', company).count()).toBe(1);
    const sent: string[] = [];
    const watch = (request: Request) => {
      if (request.url().includes('user_prospecting_data') && request.method() === 'PATCH')
        sent.push(request.url());
    };
    b.on('request', watch);
    const refused = statusAnswer(b);
    await cardIn(b, 'a_prospectar', company)
      .getByRole('button', { name: /^Mover / })
      .focus();
    // A key at a time, as a person presses them: the drag starts and measures between them.
    for (const key of ['Space', 'ArrowRight', 'ArrowRight', 'Space']) {
      await b.keyboard.press(key);
      await b.waitForTimeout(250);
    }
    expect((await refused).status()).toBe(409);
    b.off('request', watch);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0] ?? '').searchParams.get('from_status')).toBe('a_prospectar');
    // Said, and the card is where the first device put it, not back where it was nor where it was dropped.
    await toastWith(b, 'Status alterado em outro lugar')
      .getByText(
        'O status desta empresa foi alterado em outro lugar para "Contatado". Confira e tente de novo.',
      )
      .waitFor(WAIT);
    await cardIn(b, 'contatado', company).waitFor(WAIT);
    await expect.poll(() => cardIn(b, 'a_prospectar', company).count(), WAIT).toBe(0);
    await expect.poll(() => cardIn(b, 'interessado', company).count(), WAIT).toBe(0);
    await expect.poll(() => b.getByTestId('kanban-total-contatado').textContent(), WAIT).toBe('1');
    // No "Desfazer" of a change that did not happen.
    await expect.poll(() => toastWith(b, 'foi para "Interessado"').count(), WAIT).toBe(0);
    // The first device's change stands.
    expect(await storedStatus(company)).toBe('contatado');
    // From where it is now, the second device's move goes through.
    const moved = statusAnswer(b);
    await cardIn(b, 'contatado', company)
      .getByRole('button', { name: /^Mover / })
      .focus();
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await b.keyboard.press(key);
      await b.waitForTimeout(250);
    }
    expect((await moved).status()).toBe(200);
    await cardIn(b, 'interessado', company).waitFor(WAIT);
    expect(await storedStatus(company)).toBe('interessado');
  });

  it('refuses a "Desfazer" of a change another device has moved on from, and shows the status now', async () => {
    const [, company = ''] = ids;
    const a = first.page;
    await a.goto(`${baseUrl}/infosets/${listId}`);
    const select = rowOf(a, company).getByRole('combobox', STATUS);
    await expect.poll(() => select.inputValue(), WAIT).toBe('A prospectar');
    const saved = statusAnswer(a);
    await select.click();
    await a.getByRole('option', { name: 'Interessado' }).click();
    expect((await saved).status()).toBe(200);
    // Another device moves the company on from "Interessado" while the toast's "Desfazer" is up here.
    const elsewhere = await call('PATCH', `${statusPath()}?from_status=interessado`, {
      company_id: company,
      user_prospecting_data: { status: 'descartado' },
    });
    expect(elsewhere.status).toBe(200);
    const undone = statusAnswer(a);
    await toastWith(a, 'foi para "Interessado"').getByRole('button', { name: 'Desfazer' }).click();
    const answer = await undone;
    expect(answer.status()).toBe(409);
    // The undo named the status it undoes.
    expect(new URL(answer.url()).searchParams.get('from_status')).toBe('interessado');
    await toastWith(a, 'Status alterado em outro lugar')
      .getByText(
        'O status desta empresa foi alterado em outro lugar para "Descartado". Confira e tente de novo.',
      )
      .waitFor(WAIT);
    await expect.poll(() => select.inputValue(), WAIT).toBe('Descartado');
    expect(await storedStatus(company)).toBe('descartado');
  });
});
