/// <reference types="node" />
// A manager over the team's lists (as `gerente@…`, on a seller's list and one of the manager's own, made
// through the API and deleted at the end): the lists root is "Listas da equipe" (heading and tab title); a
// seller's list shows the seller's progress, said with their name, and opens on their prospecting — the figure
// the list's metrics show, "Prospecção de" labelled on screen, and follows the seller's changes while it is
// looked at (read again every 20 s: the page's clock jumps them); "Autor" filters the root (kept in the address);
// and at 390 and 360 px the list header's actions wrap within the window instead of running off it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  accessibilityViolations,
  apiCall,
  apiToken,
  type Browser,
  openBrowser,
  screenshot,
  signIn,
} from './browser';

const baseUrl = inject('baseUrl');
const MANAGER = 'gerente@demo.prospecta.dev';
const SELLER = 'vendas@demo.prospecta.dev';
const PASSWORD = 'prospecta';
const WAIT = { timeout: 30_000, interval: 100 };
const PREFIX = `Equipe e2e ${Date.now()}`;
const SELLER_LIST = `${PREFIX} do vendedor`;
const MANAGER_LIST = `${PREFIX} do gerente`;

let browser: Browser;
let listId = '';
let seller = { id: '', name: '' };
/** The seller's own calls (a status set from their browser) and the list's companies. */
let sellerCall: (method: string, path: string, body?: unknown) => ReturnType<typeof apiCall>;
let companyIds: string[] = [];
const made: { token: string; id: string }[] = [];

const rowNames = (page: Page) =>
  page
    .getByTestId('list-row')
    .evaluateAll((rows) => rows.map((r) => r.querySelector('a')?.textContent ?? '').sort());

beforeAll(async () => {
  browser = await openBrowser({ width: 1440, height: 900 });
  const sellerToken = await apiToken(baseUrl, SELLER, PASSWORD);
  const managerToken = await apiToken(baseUrl, MANAGER, PASSWORD);
  const call = (method: string, path: string, body?: unknown) =>
    apiCall(baseUrl, sellerToken, method, path, body);
  sellerCall = call;
  // The seller's list of 4 companies, 2 of them moved on by the seller.
  const search = await call('POST', '/v4/search/create', { search: { return_size: 4, offset: 300 } });
  const cnpjs = (search.body.search.rows as { cnpj: string }[]).map((r) => r.cnpj);
  const list = await call('POST', '/info_sets', { info_set: { name: SELLER_LIST } });
  listId = list.body.id;
  seller = { id: list.body.author.id, name: list.body.author.name };
  made.push({ token: sellerToken, id: listId });
  const added = await call('POST', '/searches/companies/export', {
    search_id: search.body.id,
    cnpjs,
    info_set_id: listId,
  });
  if (!added.ok) throw new Error(`companies not added: ${JSON.stringify(added.body)}`);
  const { companies } = (await call('GET', `/v4/info_sets/${listId}/companies`)).body as {
    companies: { id: string }[];
  };
  companyIds = companies.map((c) => c.id);
  for (const [company, status] of [
    [companies[0], 'contatado'],
    [companies[1], 'sucesso'],
  ] as const) {
    const set = await call('PATCH', `/info_sets/${listId}/company/user_prospecting_data`, {
      company_id: company?.id,
      user_prospecting_data: { status },
    });
    if (!set.ok) throw new Error(`status not set: ${JSON.stringify(set.body)}`);
  }
  // One of the manager's own: "Autor" has two people to tell apart.
  const mine = await apiCall(baseUrl, managerToken, 'POST', '/info_sets', {
    info_set: { name: MANAGER_LIST },
  });
  made.push({ token: managerToken, id: mine.body.id });
});

afterAll(async () => {
  for (const { token, id } of made) await apiCall(baseUrl, token, 'DELETE', `/info_sets/${id}`);
  await browser?.close();
});

describe("the team's lists", () => {
  it('are "Listas da equipe" to a manager, a seller’s list with the seller’s progress, named', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, MANAGER, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login', WAIT);
    await page.goto(`${baseUrl}/?busca=${encodeURIComponent(PREFIX)}`);
    await page.getByRole('heading', { name: 'Listas da equipe', level: 1 }).waitFor(WAIT);
    await expect.poll(() => page.title(), WAIT).toBe('Listas da equipe · Prospecta');
    await expect.poll(() => rowNames(page), WAIT).toEqual([MANAGER_LIST, SELLER_LIST]);
    // The seller moved 2 of its 4 companies on: the manager, who moved none, sees the seller's half.
    const bar = page.getByTestId('list-row').filter({ hasText: SELLER_LIST }).getByRole('progressbar');
    await expect
      .poll(() => bar.getAttribute('aria-label'), WAIT)
      .toBe(`2 de 4 trabalhadas por ${seller.name} (50%)`);
  });

  it('filter by "Autor", a label on screen, kept in the address', async () => {
    const { page } = browser;
    const author = page.getByRole('combobox', { name: 'Autor' });
    expect(await author.inputValue()).toBe('Todos');
    expect(
      await page
        .locator('label')
        .filter({ hasText: /^Autor$/ })
        .isVisible(),
    ).toBe(true);
    await author.click();
    await page.getByRole('option', { name: seller.name, exact: true }).click();
    await expect.poll(() => rowNames(page), WAIT).toEqual([SELLER_LIST]);
    expect(new URL(page.url()).searchParams.get('autor')).toBe(seller.id);
    await author.click();
    await page.getByRole('option', { name: /\(você\)$/ }).click();
    await expect.poll(() => rowNames(page), WAIT).toEqual([MANAGER_LIST]);
    await page.reload();
    await expect.poll(() => rowNames(page), WAIT).toEqual([MANAGER_LIST]);
    expect(await author.inputValue()).toMatch(/\(você\)$/);
    await author.click();
    await page.getByRole('option', { name: 'Todos', exact: true }).click();
    await expect.poll(() => rowNames(page), WAIT).toEqual([MANAGER_LIST, SELLER_LIST]);
    expect(new URL(page.url()).searchParams.get('autor')).toBeNull();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'lists-team-root');
  });

  it('open a seller’s list on the seller’s prospecting: the figures the root showed', async () => {
    const { page } = browser;
    await page.getByTestId('list-row').filter({ hasText: SELLER_LIST }).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/infosets/${listId}`, WAIT);
    expect(new URL(page.url()).searchParams.get('ver_como')).toBe(seller.id);
    await expect.poll(() => page.getByTestId('metric-prospectings').textContent(), WAIT).toBe('2');
    expect(await page.getByTestId('viewing-other').textContent()).toContain(seller.name);
    // "Prospecção de" is said on screen, not only to a screen reader.
    const viewAs = page.getByRole('combobox', { name: 'Prospecção de', exact: true });
    expect(await viewAs.inputValue()).toBe(seller.name);
    expect(
      await page
        .locator('label')
        .filter({ hasText: /^Prospecção de$/ })
        .isVisible(),
    ).toBe(true);
    // The breadcrumb names the root as its heading does.
    expect(await page.getByRole('link', { name: 'Listas da equipe' }).count()).toBe(1);
    // On a wide screen the actions stay beside the name, the select's box level with the buttons.
    const title = await page.getByTestId('list-name').boundingBox();
    const select = await viewAs.boundingBox();
    const exportButton = await page.getByRole('button', { name: 'Exportar', exact: true }).boundingBox();
    if (!title || !select || !exportButton) throw new Error('no list name, "Prospecção de" or "Exportar"');
    expect(select.x).toBeGreaterThan(title.x + title.width);
    expect(Math.abs(select.y + select.height - (exportButton.y + exportButton.height))).toBeLessThanOrEqual(
      1,
    );
    await screenshot(page, 'lists-team-list');
  });

  it('follow the seller’s work while it is looked at: read again every 20 s, without a reload', async () => {
    const { page } = browser;
    // The page's clock, so the 20 s pass at once (time flows as usual otherwise).
    await page.clock.install();
    await page.goto(`${baseUrl}/infosets/${listId}?ver_como=${seller.id}`);
    const prospectings = page.getByTestId('metric-prospectings');
    await expect.poll(() => prospectings.textContent(), WAIT).toBe('2');
    // The seller moves a third company on, from their own browser: nothing tells this one.
    const set = await sellerCall('PATCH', `/info_sets/${listId}/company/user_prospecting_data`, {
      company_id: companyIds[2],
      user_prospecting_data: { status: 'interessado' },
    });
    expect(set.ok).toBe(true);
    await page.clock.fastForward(21_000);
    await expect.poll(() => prospectings.textContent(), WAIT).toBe('3');
    // The table too: the company's status (a select, read-only here) now says it.
    const statuses = () =>
      page
        .getByTestId('list-companies-table')
        .locator('input')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    await expect.poll(statuses, WAIT).toContain('Interessado');
  });

  it('keep the list header’s actions inside a 390 px and a 360 px window, "Prospecção de" among them', async () => {
    const { page } = browser;
    try {
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${baseUrl}/infosets/${listId}?ver_como=${seller.id}`);
        await page.getByTestId('list-name').waitFor(WAIT);
        const actions = page.getByTestId('list-actions');
        await actions.getByRole('combobox', { name: 'Prospecção de', exact: true }).waitFor(WAIT);
        await page.waitForLoadState('networkidle');
        const rights = await actions.evaluate((group) =>
          [group, ...Array.from(group.children)].map((el) => Math.ceil(el.getBoundingClientRect().right)),
        );
        expect({ width, rights: rights.filter((right) => right > width) }).toEqual({ width, rights: [] });
        // Nothing else of the page runs past the window either: no sideways scroll.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect({ width, overflow }).toEqual({ width, overflow: 0 });
        await screenshot(page, `lists-team-header-${width}`);
      }
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
  it('share the manager’s list with the seller and take it back, said with "Desfazer", the seller told', async () => {
    const { page } = browser;
    const managerListId = made[1]?.id ?? '';
    await page.goto(`${baseUrl}/infosets/${managerListId}`);
    await page.getByTestId('list-name').waitFor(WAIT);
    await page.getByRole('button', { name: 'Compartilhar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Compartilhar lista' });
    await dialog.getByLabel('Adicionar pessoa').click();
    await page.getByRole('option', { name: new RegExp(`^${seller.name} — `) }).click();
    await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    const members = dialog.getByTestId('share-members');
    await members.getByText(seller.name, { exact: true }).waitFor(WAIT);
    // Taken back: the row goes, and a toast says so with "Desfazer", which shares it again.
    await members.getByRole('button', { name: `Remover ${seller.name}` }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Pessoa removida da lista' });
    await toast.getByText(`${seller.name} não vê mais “${MANAGER_LIST}”.`, { exact: false }).waitFor(WAIT);
    await expect.poll(() => members.getByText(seller.name, { exact: true }).count(), WAIT).toBe(0);
    const notices = async () =>
      (
        (await sellerCall('GET', `/user/${seller.id}/notifications`)).body.notifications as {
          type: string;
          message: string;
        }[]
      ).filter((n) => n.message.includes(MANAGER_LIST));
    // The seller is told in the bell.
    await expect
      .poll(async () => (await notices()).map((n) => n.type), WAIT)
      .toEqual(['list_unshared', 'list_shared']);
    await toast.getByRole('button', { name: 'Desfazer' }).click();
    await members.getByText(seller.name, { exact: true }).waitFor(WAIT);
    const list = await sellerCall('GET', `/info_sets/${managerListId}`);
    expect(list.ok).toBe(true);
    await page.keyboard.press('Escape');
  });
});
