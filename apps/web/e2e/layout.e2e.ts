/// <reference types="node" />
// Layout details on a laptop's 1 366 × 768: the "Ajuda" tab covers nothing of the search's results, a list, its
// kanban or the company drawer, at any scroll; a list's 120-character name and a company's 150-character razão
// social are cut on one line in the breadcrumbs (whole on hover), the company's page and the decision makers'
// alike; a list company's tab title says "Carregando…" while it loads, then its name; and "Nova lista" and
// "Salvar busca" count a name near its limit and say when a pasted one was cut.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiToken, type Browser, openBrowser, screenshot, signIn } from './browser';

const baseUrl = inject('baseUrl');
const MANAGER = 'gerente@demo.prospecta.dev';
const PASSWORD = 'prospecta';
const WAIT = { timeout: 30_000, interval: 100 };
const STAMP = Date.now();
const SIZE = { width: 1366, height: 768 };

/** `text` repeated, cut to `length` characters. */
const longText = (text: string, length: number) =>
  text.repeat(Math.ceil(length / text.length)).slice(0, length);
// 120 characters, the most a list's name may have.
const LIST_NAME = longText(`Layout e2e ${STAMP} clientes prioritários da região metropolitana `, 120);
// 150 characters, the most a razão social has in the Receita Federal's files.
const LONG_RAZAO = longText('COMERCIO ATACADISTA E VAREJISTA DE PRODUTOS ALIMENTICIOS E BEBIDAS ', 150);

let browser: Browser;
let token = '';
let listId = '';
let searchId = '';
let companyCnpj = '';
let companyId = '';

const call = (method: string, path: string, body?: unknown) => apiCall(baseUrl, token, method, path, body);

beforeAll(async () => {
  browser = await openBrowser(SIZE);
  token = await apiToken(baseUrl, MANAGER, PASSWORD);
  // A list of 45 companies: a table of more than one page and a long kanban column.
  const search = await call('POST', '/v4/search/create', { search: { return_size: 45, offset: 0 } });
  searchId = search.body.id;
  const cnpjs = (search.body.search.rows as { cnpj: string }[]).map((r) => r.cnpj);
  companyCnpj = cnpjs[0] ?? '';
  const list = await call('POST', '/info_sets', { info_set: { name: LIST_NAME } });
  expect(list.ok).toBe(true);
  listId = list.body.id;
  await call('POST', '/searches/companies/export', { search_id: searchId, cnpjs, info_set_id: listId });
  const { body } = await call('GET', `/v4/info_sets/${listId}/companies?page=1`);
  companyId = body.companies[0].id;
});

afterAll(async () => {
  if (listId) await call('DELETE', `/info_sets/${listId}`);
  await browser?.close();
});

/**
 * What the "Ajuda" tab covers: the elements under it wherever it is drawn on top (a drawer or a dialog over it
 * hides it, which is not its doing), other than the page's own background (html, body, main). `shown`: how many
 * of the points tried showed the tab.
 */
async function underHelp(page: Page): Promise<{ shown: number; covered: string[] }> {
  return page.evaluate(() => {
    const box = document
      .querySelector('[data-testid="support-button"]')
      ?.closest<HTMLElement>('[data-support-widget]');
    if (!box) return { shown: 0, covered: ['sem o botão Ajuda'] };
    const r = box.getBoundingClientRect();
    const points: [number, number][] = [];
    for (let x = r.left + 1; x < r.right; x += 3)
      for (let y = r.top + 1; y < r.bottom; y += 3) points.push([x, y]);
    const shown = points.filter(([x, y]) => box.contains(document.elementFromPoint(x, y)));
    box.style.visibility = 'hidden';
    try {
      const covered = new Set<string>();
      for (const [x, y] of shown) {
        const element = document.elementFromPoint(x, y);
        if (element && !['HTML', 'BODY', 'MAIN'].includes(element.tagName))
          covered.add(
            `${element.tagName.toLowerCase()} “${(element.textContent ?? '').trim().slice(0, 40)}”`,
          );
      }
      return { shown: shown.length, covered: [...covered] };
    } finally {
      box.style.visibility = '';
    }
  });
}

/** What the tab covers with the page at its top, halfway down and at its end. */
async function underHelpWhileScrolling(page: Page): Promise<{ shown: number; covered: string[] }> {
  let shown = 0;
  const covered: string[] = [];
  for (const at of [0, 0.5, 1]) {
    await page.evaluate((share) => {
      const root = document.documentElement;
      window.scrollTo(0, (root.scrollHeight - window.innerHeight) * share);
    }, at);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const found = await underHelp(page);
    shown += found.shown;
    covered.push(...found.covered.map((what) => `${at * 100}%: ${what}`));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return { shown, covered };
}

/** Whether an element's text is cut (wider than its box) and its title holds the whole of it. */
const cutWithTitle = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => ({
    cut: element.scrollWidth > element.clientWidth,
    title: element.getAttribute('title'),
    text: element.textContent,
  }));

describe('layout at 1366×768', { timeout: 240_000 }, () => {
  it('the "Ajuda" tab covers nothing of the results, a list, its kanban or the company drawer', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, MANAGER, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login', WAIT);

    await page.goto(`${baseUrl}/search`);
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(10);
    const help = page.getByRole('button', { name: /^Ajuda/ });
    await help.waitFor(WAIT);
    // It says what it is, and is tall enough to hit.
    expect(await help.textContent()).toBe('Ajuda');
    expect((await help.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    const results = await underHelpWhileScrolling(page);
    expect(results.shown).toBeGreaterThan(0);
    expect(results.covered, 'busca').toEqual([]);
    await screenshot(page, 'layout-01-search');

    await page.goto(`${baseUrl}/infosets/${listId}`);
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(10);
    const table = await underHelpWhileScrolling(page);
    expect(table.shown).toBeGreaterThan(0);
    expect(table.covered, 'lista').toEqual([]);

    await page.goto(`${baseUrl}/infosets/${listId}?modo=kanban`);
    await expect.poll(() => page.getByTestId('kanban-card').count(), WAIT).toBeGreaterThan(5);
    const kanban = await underHelpWhileScrolling(page);
    expect(kanban.shown).toBeGreaterThan(0);
    expect(kanban.covered, 'kanban').toEqual([]);
    // The last column's right edge is left of the tab.
    const last = await page.getByTestId('kanban-column-descartado').boundingBox();
    const tab = await help.boundingBox();
    expect((last?.x ?? 0) + (last?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(tab?.x ?? 0);
    await screenshot(page, 'layout-02-kanban');

    await page.goto(`${baseUrl}/search/${searchId}/${companyCnpj}`);
    await page.getByTestId('company-name').waitFor(WAIT);
    const drawer = await underHelp(page);
    expect(drawer.covered, 'gaveta da empresa').toEqual([]);
    await page
      .getByTestId('company-tab-content')
      .evaluate((content) => content.scrollTo(0, content.scrollHeight));
    expect((await underHelp(page)).covered, 'gaveta da empresa, no fim').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('company-drawer').waitFor({ state: 'detached', ...WAIT });

    // Open, the conversation sits beside the tab, whole in the window.
    await help.click();
    const panel = page.getByRole('region', { name: 'Fale com o Prospecta' });
    await panel.waitFor(WAIT);
    const open = await panel.boundingBox();
    const beside = await help.boundingBox();
    expect((open?.x ?? 0) + (open?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(beside?.x ?? 0);
    expect(open?.y ?? -1).toBeGreaterThanOrEqual(64);
    expect((open?.y ?? 0) + (open?.height ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(SIZE.height);
    await screenshot(page, 'layout-03-help-open');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count(), WAIT).toBe(0);
  });

  it('cuts a long list name and razão social on one line in the breadcrumbs, and titles the tab while loading', async () => {
    const { page } = browser;
    // The company's answer is held until the title while it loads is read, then given a razão social of 150
    // characters and no trade name (the registry's generated names are short).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const lengthen = async (route: Route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body?.additionalData) {
        body.additionalData.nome_fantasia = null;
        body.additionalData.razao_social = LONG_RAZAO;
      }
      await route.fulfill({ response, json: body });
    };
    const target = (url: URL) => url.pathname === `/api/v4/info_sets/${listId}/companies/${companyId}`;
    await page.route(target, async (route) => {
      await held;
      await lengthen(route);
    });
    await page.goto(`${baseUrl}/infosets/${listId}/companies/${companyId}`);
    await expect.poll(() => page.title(), WAIT).toBe('Carregando… · Prospecta');
    release();
    await expect.poll(() => page.getByTestId('company-crumb').textContent(), WAIT).toBe(LONG_RAZAO);
    await expect.poll(() => page.title(), WAIT).toBe(`${LONG_RAZAO} · Prospecta`);
    await page.unroute(target);

    // One line: the list's and the company's crumbs are cut, each whole in its title.
    const crumbs = page.locator('.mantine-Breadcrumbs-root').first();
    expect((await crumbs.boundingBox())?.height).toBeLessThan(32);
    const company = await cutWithTitle(page, '[data-testid="company-crumb"]');
    expect(company).toEqual({ cut: true, title: LONG_RAZAO, text: LONG_RAZAO });
    const listCrumb = await cutWithTitle(page, `.mantine-Breadcrumbs-root a[href^="/infosets/${listId}"]`);
    expect(listCrumb).toEqual({ cut: true, title: LIST_NAME, text: LIST_NAME });
    // Nothing runs past the window: the page does not scroll sideways, and "Remover da lista" is in sight.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SIZE.width);
    const remove = await page.getByRole('button', { name: 'Remover da lista' }).boundingBox();
    expect((remove?.x ?? Number.POSITIVE_INFINITY) + (remove?.width ?? 0)).toBeLessThanOrEqual(SIZE.width);
    await screenshot(page, 'layout-03-list-company-long-names');

    // The decision makers' page cuts the list's name the same way.
    await page.goto(`${baseUrl}/infosets/${listId}/llm/by-decisor`);
    await page.getByRole('heading', { name: 'Decisores da lista' }).waitFor(WAIT);
    const decisorsCrumbs = page.locator('.mantine-Breadcrumbs-root').first();
    expect((await decisorsCrumbs.boundingBox())?.height).toBeLessThan(32);
    const decisorsList = await cutWithTitle(page, `.mantine-Breadcrumbs-root a[href^="/infosets/${listId}"]`);
    expect(decisorsList).toEqual({ cut: true, title: LIST_NAME, text: LIST_NAME });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SIZE.width);
  });

  it('"Nova lista" and "Salvar busca" count a name near its limit and say when a pasted one was cut', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const pasted = longText('Clientes prioritários da região metropolitana de São Paulo ', 150);
    const paste = async (field: ReturnType<Page['getByLabel']>, text: string) => {
      await page.evaluate((value) => navigator.clipboard.writeText(value), text);
      await field.click();
      await field.press('ControlOrMeta+A');
      await field.press('ControlOrMeta+V');
    };
    const cutNotice = 'O nome colado passava do limite e foi cortado em 120 caracteres.';

    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Nova lista' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova lista' });
    const name = dialog.getByLabel(/^Nome da lista/);
    // A short name: no count, nothing said.
    await name.fill('Clientes');
    expect(await dialog.getByText(/de 120 caracteres$/).count()).toBe(0);
    expect(await dialog.getByTestId('paste-cut').textContent()).toBe('');
    // 150 characters pasted: the field keeps 120 and says it cut the rest.
    await paste(name, pasted);
    await expect.poll(() => name.inputValue(), WAIT).toBe(pasted.slice(0, 120));
    await expect.poll(() => dialog.getByTestId('paste-cut').textContent(), WAIT).toBe(cutNotice);
    expect(await dialog.getByText('120 de 120 caracteres').count()).toBe(1);
    await screenshot(page, 'layout-04-new-list-cut');
    // Shortened, the notice goes and the count follows.
    await name.press('Backspace');
    await expect.poll(() => dialog.getByTestId('paste-cut').textContent(), WAIT).toBe('');
    expect(await dialog.getByText('119 de 120 caracteres').count()).toBe(1);
    // A paste that fits says nothing.
    await paste(name, pasted.slice(0, 100));
    await expect.poll(() => name.inputValue(), WAIT).toBe(pasted.slice(0, 100));
    expect(await dialog.getByTestId('paste-cut').textContent()).toBe('');
    expect(await dialog.getByText('100 de 120 caracteres').count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...WAIT });

    await page.goto(`${baseUrl}/search`);
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(10);
    await page.getByRole('button', { name: 'Salvar busca' }).click();
    const save = page.getByRole('dialog', { name: 'Salvar busca no histórico' });
    const searchName = save.getByLabel(/^Nome da busca/);
    await paste(searchName, pasted);
    await expect.poll(() => searchName.inputValue(), WAIT).toBe(pasted.slice(0, 120));
    await expect.poll(() => save.getByTestId('paste-cut').textContent(), WAIT).toBe(cutNotice);
    expect(await save.getByText('120 de 120 caracteres').count()).toBe(1);
    await page.keyboard.press('Escape');
    await save.waitFor({ state: 'detached', ...WAIT });
  });
});
