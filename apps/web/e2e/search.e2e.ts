/// <reference types="node" />
// The search screen end to end: filters → count and graphs, paging, the company drawer and its click
// credit, saving to the history, reloading the URL, re-running from the history and the default search.

import { cnpjCheckDigits } from '@prospecta/contracts/cnpj';
import { MAX_LIST_VALUES } from '@prospecta/contracts/search-values';
import type { Frame, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, type Browser, openBrowser, screenshot, signIn } from './browser';

const baseUrl = inject('baseUrl');
const OWNER = 'owner@demo.prospecta.dev';
const PASSWORD = 'prospecta';
// Generous waits: the machine running the suite may be busy; nothing here measures time.
const WAIT = { timeout: 60_000, interval: 100 };

/** Runs `search` through the API as the signed-in user: the stored search's id and its first CNPJ. */
async function firstResult(page: Page, search: object): Promise<{ id: string; cnpj: string | undefined }> {
  return page.evaluate(async (query) => {
    const res = await fetch('/api/v4/search/create', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('token')}`,
      },
      body: JSON.stringify({ search: query }),
    });
    const body = await res.json();
    return { id: body.id as string, cnpj: body.search.rows[0]?.cnpj as string | undefined };
  }, search);
}

/** Whether the results show rows and every one of them carries `word` in its names. */
async function everyRowHas(page: Page, word: string): Promise<boolean> {
  const rows = await page.getByTestId('result-row').allTextContents();
  return rows.length > 0 && rows.every((row) => row.toUpperCase().includes(word));
}

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1440, height: 900 });
});

afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? '';
const companies = (value: string) => Number(value.replace(/\D/g, ''));
/** "12 de 1.234" in the drawer's steps. */
const stepPosition = async (steps: Locator) => (await steps.textContent())?.match(/[\d.]+ de [\d.]+/)?.[0];
const clicksLeft = async (page: Page) =>
  Number((await text(page, 'credit-click')).match(/([\d.]+) de/)?.[1]?.replace(/\./g, ''));

/**
 * Puts a long text in a field as one paste does (one input event): `fill` goes through the editing commands,
 * which did not finish within 30 s over 5 000 lines.
 */
async function paste(field: Locator, value: string): Promise<void> {
  await field.evaluate((element, text) => {
    const input = element as HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** Applies the pending filter change at once instead of waiting the 3 s recount debounce. */
async function applyNow(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Atualizar agora' });
  await button.waitFor();
  await button.click();
}

/**
 * Where the page stands in its tab's history (Chromium's Navigation API): its index and how many entries lie
 * ahead of it. `history.length` alone cannot tell an entry pushed from one that cut off entries ahead.
 */
async function historyPlace(page: Page): Promise<{ index: number; ahead: number }> {
  return page.evaluate(() => {
    const nav = (
      window as unknown as { navigation: { currentEntry: { index: number }; entries(): unknown[] } }
    ).navigation;
    return { index: nav.currentEntry.index, ahead: nav.entries().length - 1 - nav.currentEntry.index };
  });
}

describe('search screen', { timeout: 180_000 }, () => {
  let total = 0;
  let savedUrl = '';
  let stateUrl = '';
  let activityUrl = '';

  it('opens with the whole registry, its summary and graphs', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, OWNER, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${baseUrl}/search`);
    await page.getByTestId('summary-total').waitFor();
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(10);
    total = companies(await text(page, 'summary-total'));
    expect(total).toBeGreaterThan(10);
    expect(await text(page, 'release-date')).toMatch(/^Base da Receita Federal de \d{2}\/\d{2}\/\d{4}$/);
    await page.getByTestId('chart-uf').waitFor();
    // Each state's count is written beside its bar, read without hovering.
    expect(await text(page, 'chart-uf')).toMatch(/Empresas por estado\p{L}[\p{L} ]*\d/u);
    // The revenue bands read whole in their chart (shortened; the tooltip has the full band).
    const bands = page.getByTestId('chart-faturamento').locator('p[title]');
    await expect.poll(() => bands.count(), WAIT).toBeGreaterThan(3);
    const cut = await bands.evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
    );
    expect(cut).toEqual([]);
    // Each graph is a region named by its title, its figures as a list, no unnamed "application" Tab stop.
    const regions = page.getByRole('region', { name: 'Por região' });
    await expect.poll(() => regions.getByRole('listitem').count(), WAIT).toBeGreaterThan(0);
    expect(await regions.getByRole('listitem').first().textContent()).toMatch(
      /^\p{L}[\p{L} -]*: [\d.]+ empresas? \(\d+%\)$/u,
    );
    expect(await page.getByTestId('facet-charts').locator('[role=application], [tabindex="0"]').count()).toBe(
      0,
    );
    // The summary says the situações the search keeps apart from those it leaves out.
    expect(await text(page, 'summary-status')).toMatch(/^No resultado, por situação:Ativa: [\d.]+$/);
    // "Ir para os resultados", the first stop after the heading (where the keyboard lands on arriving, or
    // past the skip link), before the header's actions and the panel's hundred stops, shown once focused,
    // gives the keyboard to the results.
    await page.locator('main h1').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Ir para os resultados' });
    expect(await skip.evaluate((button) => button === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(20);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-results-focus'))).toBe(
      'table',
    );
    await screenshot(page, 'search-01-initial');
  });

  it('filters by state: the count and the graphs follow', async () => {
    const { page } = browser;
    const statesBefore = await text(page, 'chart-uf');
    await page.getByRole('checkbox', { name: 'SP', exact: true }).click();
    await expect.poll(() => text(page, 'summary-updating'), WAIT).toContain('Atualizando');
    await applyNow(page);
    await expect.poll(async () => companies(await text(page, 'summary-total')), WAIT).toBeLessThan(total);
    total = companies(await text(page, 'summary-total'));
    expect(total).toBeGreaterThan(10);
    // The new total is announced politely, once the answer is in.
    await expect
      .poll(() => text(page, 'results-announcement'), WAIT)
      .toBe(`${total.toLocaleString('pt-BR')} empresas encontradas`);
    expect(await page.getByTestId('results-announcement').getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => text(page, 'chart-uf'), WAIT).not.toBe(statesBefore);
    expect(await page.getByTestId('group-counter-localizacao').textContent()).toBe('1');
    // Its group is read with the count in words ("Localização 1 filtro aplicado"), not "Localização1".
    expect(
      await page.getByRole('button', { name: 'Localização 1 filtro aplicado', exact: true }).count(),
    ).toBe(1);
    expect(new URL(page.url()).searchParams.get('where')).toContain('SP');
    stateUrl = page.url();
    await screenshot(page, 'search-02-sp');
  });

  it('shows "Ativa" fixed in the situação filter, saying the role always includes the active companies', async () => {
    const { page } = browser;
    const group = page.getByTestId('filter-group-situacao');
    await group.getByRole('button', { name: 'Situação cadastral', exact: true }).click();
    const active = group.getByRole('checkbox', { name: 'Ativa', exact: true });
    await active.waitFor();
    expect(await active.isChecked()).toBe(true);
    expect(await active.isDisabled()).toBe(true);
    expect(await group.getByRole('checkbox', { name: 'Baixada', exact: true }).isChecked()).toBe(false);
    expect(await group.textContent()).toContain('Seu perfil sempre inclui as empresas ativas');
    // Nothing chosen by the user yet: the group counts no filter.
    expect(await group.getByTestId('group-counter-situacao').count()).toBe(0);
    await group.getByRole('button', { name: 'Situação cadastral', exact: true }).click();
  });

  it('pages through the results, 10 a page', async () => {
    const { page } = browser;
    const firstPage = await page.getByTestId('result-row').allTextContents();
    // Page 2 was asked for while page 1 was read: the click shows it without the 800 ms wait or a request.
    await page.waitForLoadState('networkidle');
    const offsets: number[] = [];
    const listenOffsets = (request: Request) => {
      if (request.url().includes('/search/create')) offsets.push(request.postDataJSON().search.offset);
    };
    page.on('request', listenOffsets);
    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect.poll(() => text(page, 'page-range'), WAIT).toMatch(/^Mostrando 11–20 de /);
    await expect
      .poll(() => page.getByTestId('result-row').first().textContent(), WAIT)
      .not.toBe(firstPage[0]);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    // Page 3 is the one asked for ahead now.
    await expect.poll(() => offsets, WAIT).toEqual([20]);
    page.off('request', listenOffsets);
    // A page seen a moment ago comes back from what the screen has, without asking again (nor the wait).
    await page.getByRole('button', { name: 'Página 3', exact: true }).click();
    await expect.poll(() => text(page, 'page-range'), WAIT).toMatch(/^Mostrando 21–30 de /);
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    const listen = (request: Request) => {
      if (request.url().includes('/search/create')) asked.push(request.url());
    };
    page.on('request', listen);
    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect.poll(() => text(page, 'page-range'), WAIT).toMatch(/^Mostrando 11–20 de /);
    await page.waitForLoadState('networkidle');
    page.off('request', listen);
    expect(asked).toEqual([]);

    // A page past the last one (an edited address) lands on the last page, in place of the address.
    const last = Math.ceil(total / 10);
    const beyond = new URL(page.url());
    beyond.searchParams.set('page', String(last + 50));
    await page.goto(beyond.toString());
    await expect.poll(() => new URL(page.url()).searchParams.get('page'), WAIT).toBe(String(last));
    await expect
      .poll(() => text(page, 'page-range'), WAIT)
      .toMatch(new RegExp(`^Mostrando ${(last - 1) * 10 + 1}–`));
    // Back leaves the corrected address for the page before it (the wrong one is not in the history).
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('page'), WAIT).toBe('2');
    await expect.poll(() => text(page, 'page-range'), WAIT).toMatch(/^Mostrando 11–20 de /);
    // Past the deepest page a search reaches (offset 10 000), the address says the page shown too.
    const shown = Math.min(last, 1001);
    beyond.searchParams.set('page', '99999');
    await page.goto(beyond.toString());
    await expect.poll(() => new URL(page.url()).searchParams.get('page'), WAIT).toBe(String(shown));
    await expect
      .poll(() => text(page, 'page-range'), WAIT)
      .toMatch(new RegExp(`^Mostrando ${((shown - 1) * 10 + 1).toLocaleString('pt-BR')}–`));
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('page'), WAIT).toBe('2');
    await expect.poll(() => text(page, 'page-range'), WAIT).toMatch(/^Mostrando 11–20 de /);
  });

  it('orders the results at once, from page 1: one search, no wait for a recount; a new page shows from its top', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect.poll(() => text(page, 'page-range'), WAIT).toMatch(/^Mostrando 11–20 de /);
    await page.waitForLoadState('networkidle');
    const asked: { offset?: number; sort_by?: { field: string; order: string }[] }[] = [];
    const listen = (request: Request) => {
      if (request.url().includes('/search/create')) asked.push(request.postDataJSON().search);
    };
    page.on('request', listen);
    await page.getByRole('combobox', { name: 'Ordenar por' }).click();
    await page.getByRole('option', { name: 'Menos funcionários' }).click();
    await expect.poll(() => text(page, 'page-range'), WAIT).toMatch(/^Mostrando 1–10 de /);
    // The new order's page 1, then its page 2 asked for ahead.
    await expect.poll(() => asked.length, WAIT).toBe(2);
    page.off('request', listen);
    expect(asked).toEqual([
      expect.objectContaining({ offset: 0, sort_by: [{ field: 'qt_funcionarios', order: 'asc' }] }),
      expect.objectContaining({ offset: 10, sort_by: [{ field: 'qt_funcionarios', order: 'asc' }] }),
    ]);
    expect(await page.getByRole('button', { name: 'Atualizar agora' }).count()).toBe(0);
    // From the pagination under the last row, the next page is read from its first one.
    await page.getByRole('button', { name: 'Página 2', exact: true }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect.poll(() => text(page, 'page-range'), WAIT).toMatch(/^Mostrando 11–20 de /);
    const top = await page.getByTestId('page-range').boundingBox();
    // Below the sticky header (64 px), not under it.
    expect(top?.y ?? -1).toBeGreaterThanOrEqual(64);
    expect(top?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(400);
    // Back to the default order, from page 1, for the tests after this one.
    await page.getByRole('combobox', { name: 'Ordenar por' }).click();
    await page.getByRole('option', { name: 'Melhores dados primeiro' }).click();
    await expect.poll(() => text(page, 'page-range'), WAIT).toMatch(/^Mostrando 1–10 de /);
  });

  it('fits the results on a 1280-px laptop: nothing cut off on the right, names readable, CNPJs on one line', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 720 });
    try {
      const table = page.getByTestId('results-table');
      await expect
        .poll(
          () => table.evaluate((t) => t.getBoundingClientRect().width - (t.parentElement?.clientWidth ?? 0)),
          WAIT,
        )
        .toBeLessThanOrEqual(1);
      const name = await table.locator('th', { hasText: 'Empresa' }).boundingBox();
      expect(name?.width).toBeGreaterThanOrEqual(180);
      const cnpjHeights = await page
        .getByTestId('result-cnpj')
        .evaluateAll((nodes) =>
          nodes.map((n) => n.getBoundingClientRect().height / parseFloat(getComputedStyle(n).lineHeight)),
        );
      expect(cnpjHeights.length).toBeGreaterThan(0);
      for (const lines of cnpjHeights) expect(lines).toBeLessThan(1.5);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('keeps every column in sight at 1024 px with the filter panel open: compact rows, contacts named', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1024, height: 768 });
    try {
      // Loaded at this width, the table is compact from its first paint (it drew the six columns, then
      // jumped): every layout the table takes is recorded as the page builds it.
      await page.addInitScript(() => {
        const layouts: string[] = [];
        (window as unknown as { __resultsLayouts: string[] }).__resultsLayouts = layouts;
        new MutationObserver(() => {
          const layout = document.querySelector('[data-testid=results-table]')?.getAttribute('data-layout');
          if (layout && layouts.at(-1) !== layout) layouts.push(layout);
        }).observe(document, { subtree: true, childList: true, attributeFilter: ['data-layout'] });
      });
      await page.reload();
      const table = page.getByTestId('results-table');
      await expect.poll(() => table.getAttribute('data-layout'), WAIT).toBe('compact');
      expect(
        await page.evaluate(() => (window as unknown as { __resultsLayouts: string[] }).__resultsLayouts),
      ).toEqual(['compact']);
      expect(
        await table.evaluate((t) => t.getBoundingClientRect().width - (t.parentElement?.clientWidth ?? 0)),
      ).toBeLessThanOrEqual(1);
      // The contacts of the first row end inside the window, each icon named present or absent.
      const contacts = page.getByTestId('result-contacts').first();
      const box = await contacts.boundingBox();
      expect((box?.x ?? Number.POSITIVE_INFINITY) + (box?.width ?? 0)).toBeLessThanOrEqual(1024);
      const names = await contacts
        .getByRole('img')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
      expect(names).toHaveLength(4);
      for (const name of names) expect(name).toMatch(/^(Tem|Sem) (telefone fixo|celular|e-mail|site)$/);
      await screenshot(page, 'search-02c-1024-compact');
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('in a window of half a laptop screen, opens the filters in a drawer and gives the results the width', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 900, height: 768 });
    try {
      const table = page.getByTestId('results-table');
      await table.waitFor(WAIT);
      await expect.poll(() => page.getByTestId('filter-panel').count(), WAIT).toBe(0);
      expect((await table.boundingBox())?.width ?? 0).toBeGreaterThan(550);
      const before = await text(page, 'summary-total');
      await page.getByRole('button', { name: /^Filtros/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Filtros da busca' });
      await drawer.getByTestId('filter-panel').waitFor(WAIT);
      await drawer.getByRole('checkbox', { name: 'AC', exact: true }).check();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached', ...WAIT });
      // The header says the filters' count, and the recount waits as it does with the panel.
      expect(await page.getByRole('button', { name: /^Filtros/ }).textContent()).toMatch(/^Filtros \(\d+\)$/);
      await page.getByRole('button', { name: 'Atualizar agora' }).click();
      await expect.poll(() => text(page, 'summary-total'), WAIT).not.toBe(before);
      await page.getByRole('button', { name: /^Filtros/ }).click();
      await drawer.getByRole('checkbox', { name: 'AC', exact: true }).uncheck();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached', ...WAIT });
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('filters by CNAE (searched by words) and shows only that activity', async () => {
    const { page } = browser;
    const stateTotal = total;
    const activity = (await page.getByTestId('result-activity').first().textContent()) ?? '';
    // Its first words, as many as name it among the first options ("Comércio varejista de" names hundreds).
    const words = activity.split(/\s+/).slice(0, 6).join(' ');
    await page.getByPlaceholder('Código ou atividade (ex.: 4721, padaria)').fill(words);
    // The option of exactly that activity ("CODE — activity"): several activities share their first words.
    const escaped = activity.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const option = page
      .getByRole('option')
      .filter({ hasText: new RegExp(`— ${escaped}$`) })
      .first();
    const picked = (await option.textContent()) ?? '';
    await option.click();
    await applyNow(page);
    await expect.poll(async () => companies(await text(page, 'summary-total')), WAIT).toBeLessThan(total);
    total = companies(await text(page, 'summary-total'));
    expect(total).toBeGreaterThan(0);
    const activities = await page.getByTestId('result-activity').allTextContents();
    expect(new Set(activities)).toEqual(new Set([activity]));
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    activityUrl = page.url();
    await screenshot(page, 'search-03-sp-cnae');
    // The filter added is a step of the browser's history: Back shows the search before it, Forward the activity.
    await page.goBack();
    await expect.poll(async () => companies(await text(page, 'summary-total')), WAIT).toBe(stateTotal);
    await page.goForward();
    await expect.poll(async () => companies(await text(page, 'summary-total')), WAIT).toBe(total);
    expect(new Set(await page.getByTestId('result-activity').allTextContents())).toEqual(new Set([activity]));

    // Under "CNAE secundário" a row whose main activity is another one names the activity it was found by.
    const scope = (name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
    await scope('CNAE secundário').click();
    await applyNow(page);
    await expect.poll(async () => companies(await text(page, 'summary-total')), WAIT).not.toBe(total);
    const found = await page.getByTestId('result-row').evaluateAll((rows) =>
      rows.map((row) => ({
        main: row.querySelector('[data-testid="result-activity"]')?.textContent ?? '',
        secondary: row.querySelector('[data-testid="result-secondary-cnae"]')?.textContent ?? null,
      })),
    );
    expect(found.filter((row) => row.secondary !== null).length).toBeGreaterThan(0);
    for (const row of found) {
      expect(row.main === activity ? row.secondary : row.secondary?.replace(/, e mais \d+$/, '')).toBe(
        row.main === activity ? null : `CNAE secundário: ${picked}`,
      );
    }
    await screenshot(page, 'search-03-sp-cnae-secondary');
    // Its drawer marks the secondary activity searched among the company's.
    await page
      .getByTestId('result-row')
      .filter({ has: page.getByTestId('result-secondary-cnae') })
      .first()
      .click();
    await page.getByTestId('company-name').waitFor();
    const [pickedCode] = picked.split(' — ');
    await expect.poll(() => text(page, 'company-cnae-searched'), WAIT).toContain(pickedCode);
    expect(await text(page, 'company-cnae-searched')).toMatch(/buscado$/);
    await page.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => new URL(page.url()).pathname.split('/').length, WAIT).toBe(3);
    await scope('CNAE principal').click();
    await applyNow(page);
    await expect.poll(async () => companies(await text(page, 'summary-total')), WAIT).toBe(total);
  });

  it('opens a company: one click credit the first time, nothing when it is opened again', async () => {
    const { page } = browser;
    await expect.poll(() => clicksLeft(page), WAIT).toBeGreaterThan(0);
    const before = await clicksLeft(page);
    await page.getByTestId('result-row').first().click();
    await page.getByTestId('company-name').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/search\/[^/]+\/[0-9A-Z]{14}$/);
    expect(await text(page, 'company-consult')).toBe('1 crédito de consulta usado');
    await expect.poll(() => clicksLeft(page), WAIT).toBe(before - 1);
    await screenshot(page, 'search-04-company');

    await page.reload();
    await page.getByTestId('company-name').waitFor();
    expect(await text(page, 'company-consult')).toMatch(/^Consulta sem custo até/);
    await page.getByRole('tab', { name: 'Sócios e decisores' }).click();
    await page.getByRole('tab', { name: 'Filiais' }).click();
    await page.getByTestId('company-branches').waitFor();
    // The group tree names people as the partners tab does (title case), companies as registered.
    await page.getByRole('tab', { name: 'Grupo' }).click();
    const tree = page.getByTestId('company-group-tree');
    const none = page.getByText('Nenhuma empresa relacionada encontrada.');
    await tree.or(none).first().waitFor();
    if (await tree.isVisible()) {
      const names = tree.getByTestId('group-node-name');
      expect(await names.first().getAttribute('data-kind')).toBe('company');
      const people = await tree.locator('[data-testid=group-node-name][data-kind=person]').allTextContents();
      expect(people.length).toBeGreaterThan(0);
      for (const name of people) expect(name).not.toBe(name.toUpperCase());
    }
    await expect.poll(() => clicksLeft(page), WAIT).toBe(before - 1);
    await page.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => new URL(page.url()).pathname.split('/').length, WAIT).toBe(3);
  });

  it('keeps the company and its tabs in sight at 125 % zoom of 1 366 × 768, one heading', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1093, height: 614 });
    try {
      await page.getByTestId('result-row').first().click();
      await page.getByTestId('company-name').waitFor();
      const drawer = page.getByRole('dialog');
      const headings = drawer.getByRole('heading');
      expect(await headings.count()).toBe(1);
      expect(await headings.first().textContent()).toBe(await text(page, 'company-name'));
      // Only the tab's content scrolls: at its bottom, the tabs are where they were.
      const tabs = drawer.getByRole('tablist');
      const before = await tabs.boundingBox();
      await page.getByTestId('company-tab-content').evaluate((box) => {
        box.scrollTop = box.scrollHeight;
      });
      const after = await tabs.boundingBox();
      expect(after?.y).toBe(before?.y);
      // A short window's header is tight (one line for the company, one for its actions and steps): the tabs
      // end at about a third of the height (two thirds before the tab's content scrolled alone, then 40 %).
      expect((after?.y ?? 614) + (after?.height ?? 0)).toBeLessThanOrEqual(614 * 0.4);
      // Another tab opens at its top, not where the one before was left.
      const scrolled = () => page.getByTestId('company-tab-content').evaluate((box) => box.scrollTop);
      expect(await scrolled()).toBeGreaterThan(0);
      await drawer.getByRole('tab', { name: 'Contatos' }).click();
      await expect.poll(scrolled, WAIT).toBe(0);
      await screenshot(page, 'search-04b-company-125');
      await page.getByRole('button', { name: 'Fechar' }).click();
      await expect.poll(() => new URL(page.url()).pathname.split('/').length, WAIT).toBe(3);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('steps from the company open to the next result and back, inside the drawer', async () => {
    const { page } = browser;
    const rows = await page.getByTestId('result-row').count();
    expect(rows).toBeGreaterThan(1);
    const of = `de ${companies(await text(page, 'summary-total')).toLocaleString('pt-BR')}`;
    const before = await historyPlace(page);
    await page.getByTestId('result-row').first().click();
    await page.getByTestId('company-name').waitFor();
    const steps = page.getByRole('navigation', { name: 'Navegar pelos resultados da busca' });
    await expect.poll(() => stepPosition(steps), WAIT).toBe(`1 ${of}`);
    expect(await steps.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);
    const first = new URL(page.url()).pathname;
    const firstCnpj = await text(page, 'company-cnpj');
    // The steps stay where they were from one company to the next (under a razão social or a notice they moved,
    // and a second click on "Próxima" missed).
    const nextTop = async () => (await steps.getByRole('link', { name: 'Próxima' }).boundingBox())?.y;
    const top = await nextTop();
    await steps.getByRole('link', { name: 'Próxima' }).click();
    await expect.poll(() => stepPosition(steps), WAIT).toBe(`2 ${of}`);
    await expect.poll(() => text(page, 'company-cnpj'), WAIT).not.toBe(firstCnpj);
    expect(await nextTop()).toBe(top);
    expect(new URL(page.url()).pathname).toMatch(/^\/search\/[^/]+\/[0-9A-Z]{14}$/);
    expect(new URL(page.url()).pathname).not.toBe(first);
    await steps.getByRole('link', { name: 'Anterior' }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe(first);
    await expect.poll(() => text(page, 'company-cnpj'), WAIT).toBe(firstCnpj);
    // The arrow keys step too, but not while the drawer's tabs have the focus (they move between tabs).
    await expect.poll(() => stepPosition(steps), WAIT).toBe(`1 ${of}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stepPosition(steps), WAIT).toBe(`2 ${of}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => text(page, 'company-cnpj'), WAIT).toBe(firstCnpj);
    await page.getByRole('tab', { name: 'Dados cadastrais' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Contatos' }).getAttribute('aria-selected'), WAIT)
      .toBe('true');
    expect(await stepPosition(steps)).toBe(`1 ${of}`);
    await page.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => new URL(page.url()).pathname.split('/').length, WAIT).toBe(3);
    // Opening, stepping and closing left one entry in the history, now ahead: Back leaves the results as it
    // would have before the company was opened, never reopening a company.
    expect(await historyPlace(page)).toEqual({ index: before.index, ahead: 1 });
    const results = page.url();
    await page.goBack();
    await expect.poll(() => page.url(), WAIT).not.toBe(results);
    expect(new URL(page.url()).pathname.split('/').length).toBeLessThan(4);
    await page.goForward();
    await expect.poll(() => page.url(), WAIT).toBe(results);
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(rows);
  });

  it('steps past the edge of a page: from its last row to the first of the next, and back', async () => {
    const { page } = browser;
    // When the next page's answer fails (asked for ahead, and again on the step), the company stays open on its
    // page and the steps come back.
    const create = '**/api/v4/search/create**';
    await page.route(create, (route) =>
      route.request().postDataJSON().search.offset > 0
        ? route.fulfill({ status: 503, body: '{"message":"Indisponível"}' })
        : route.continue(),
    );
    const steps = page.getByRole('navigation', { name: 'Navegar pelos resultados da busca' });
    let of = '';
    let tenth = '';
    try {
      await page.goto(stateUrl);
      await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(10);
      of = `de ${companies(await text(page, 'summary-total')).toLocaleString('pt-BR')}`;
      await page.getByTestId('result-row').nth(9).click();
      await page.getByTestId('company-name').waitFor();
      await expect.poll(() => stepPosition(steps), WAIT).toBe(`10 ${of}`);
      tenth = await text(page, 'company-cnpj');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => stepPosition(steps), WAIT).toBe(`10 ${of}`);
      expect(await text(page, 'company-cnpj')).toBe(tenth);
      await expect.poll(() => new URL(page.url()).searchParams.get('page'), WAIT).toBe(null);
      expect(await text(page, 'page-range')).toMatch(/^Mostrando 1–10 de /);
    } finally {
      await page.unroute(create);
    }
    await steps.getByRole('link', { name: 'Próxima' }).click();
    await expect.poll(() => stepPosition(steps), WAIT).toBe(`11 ${of}`);
    expect(await text(page, 'page-range')).toMatch(/^Mostrando 11–20 de /);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    // The company open is the next page's first row, and that row is the one marked in the table.
    const eleventh = await text(page, 'company-cnpj');
    expect(eleventh).not.toBe(tenth);
    const firstRow = page.getByTestId('result-row').first();
    expect(eleventh).toContain(await firstRow.getByTestId('result-cnpj').textContent());
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => stepPosition(steps), WAIT).toBe(`10 ${of}`);
    await expect.poll(() => text(page, 'company-cnpj'), WAIT).toBe(tenth);
    expect(new URL(page.url()).searchParams.get('page')).toBe(null);
    expect(await text(page, 'page-range')).toMatch(/^Mostrando 1–10 de /);
    await screenshot(page, 'search-05-steps-edge');
    await page.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => new URL(page.url()).pathname.split('/').length, WAIT).toBe(3);
    // Back to the search the next tests work on (SP and one activity), its answer in.
    await page.goto(activityUrl);
    await expect.poll(async () => companies(await text(page, 'summary-total')), WAIT).toBe(total);
    await page.getByTestId('result-row').first().waitFor();
  });

  it('saves the search to the history; the same name again is refused', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Salvar busca' }).click();
    await page.getByLabel('Nome da busca').fill('Indústria em SP');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByRole('button', { name: 'Busca salva' }).waitFor();
    // Confirmed by a toast too, naming the search.
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: '“Indústria em SP” está no Histórico de buscas.' })
      .waitFor(WAIT);
    savedUrl = page.url();

    await page.getByRole('button', { name: /Salvar busca|Busca salva/ }).click();
    await page.getByLabel('Nome da busca').fill('  Indústria   em SP ');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect
      .poll(() => text(page, 'history-save-error'), WAIT)
      .toContain('Nome da lista já existe no histórico');
    // Said once, in the dialog: no toast repeats it.
    expect(await page.getByText('Nome da lista já existe no histórico').count()).toBe(1);
    await screenshot(page, 'search-05-duplicate-name');
    await page.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('reloads the URL and gets the same filters and count', async () => {
    const { page } = browser;
    await page.goto(savedUrl);
    await expect.poll(async () => companies(await text(page, 'summary-total')), WAIT).toBe(total);
    expect(await page.getByRole('checkbox', { name: 'SP', exact: true }).isChecked()).toBe(true);
    expect(await page.getByTestId('group-counter-atividade').textContent()).toBe('1');
  });

  it('re-runs the search from the history and makes it the default search', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/historico`);
    const row = page.getByTestId('history-row').filter({ hasText: 'Indústria em SP' });
    await row.waitFor();
    await screenshot(page, 'search-06-history');
    // Each row's "Repetir busca" names its search; the actions column has a (hidden) header.
    expect(await page.getByRole('columnheader', { name: 'Ações' }).count()).toBe(1);
    await row.getByRole('link', { name: 'Repetir busca Indústria em SP', exact: true }).click();
    await expect.poll(async () => companies(await text(page, 'summary-total')), WAIT).toBe(total);
    const repeated = page.url();
    // The name opens it too, from the keyboard as well.
    await page.goto(`${baseUrl}/historico`);
    const name = row.getByRole('link', { name: 'Indústria em SP', exact: true });
    await name.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url(), WAIT).toBe(repeated);
    await expect.poll(async () => companies(await text(page, 'summary-total')), WAIT).toBe(total);

    await page.goto(`${baseUrl}/historico`);
    await row.getByRole('button', { name: 'Mais ações de Indústria em SP' }).click();
    await page.getByRole('menuitem', { name: 'Definir como busca padrão' }).click();
    await row.getByText('Busca padrão').waitFor();
    // Deleting it would stop the default: the confirmation says so (cancelled here).
    await row.getByRole('button', { name: 'Mais ações de Indústria em SP' }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await page.getByTestId('delete-default-warning').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
    // The keyboard goes on from the row's "Mais ações" (the menu item that opened the dialog is gone).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''), WAIT)
      .toBe('Mais ações de Indústria em SP');
    // Saved today, at a time: several saved the same day are told apart.
    expect(await row.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    await page.goto(`${baseUrl}/search`);
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toMatch(/^\/search\/[^/]+$/);
    await expect.poll(async () => companies(await text(page, 'summary-total')), WAIT).toBe(total);
    expect(await page.getByRole('checkbox', { name: 'SP', exact: true }).isChecked()).toBe(true);
  });

  it('runs a name typed in the search box at once on Enter, without waiting for the recount', async () => {
    const { page } = browser;
    // The longest plain word of the first two results' names (the second search takes the other).
    const labels = await page
      .getByTestId('result-row')
      .evaluateAll((rows) => rows.slice(0, 2).map((row) => row.getAttribute('aria-label') ?? ''));
    const [word, other] = labels.map(
      (label) =>
        label
          .split(/[\s,]+/)
          .filter((w) => /^[A-Z]{4,}$/.test(w))
          .sort((a, b) => b.length - a.length)[0],
    );
    if (!word || !other || word === other) throw new Error(`no two plain words in ${JSON.stringify(labels)}`);
    const box = page.getByLabel('Nome da empresa ou CNPJ');
    await box.fill(word);
    await page.getByRole('button', { name: 'Atualizar agora' }).waitFor();
    await box.press('Enter');
    // Enter committed the search: nothing waits for the 3 s recount any more.
    expect(await page.getByRole('button', { name: 'Atualizar agora' }).count()).toBe(0);
    await expect.poll(() => everyRowHas(page, word), WAIT).toBe(true);
    // Enter straight after the text, before the address (where the filters live) has caught up: the search
    // still runs at once, with nothing waiting for the recount.
    await box.fill('');
    await box.press('Enter');
    // Back to the results of before the name (the first row as at the start).
    await expect
      .poll(() => page.getByTestId('result-row').first().getAttribute('aria-label'), WAIT)
      .toBe(labels[0]);
    await expect.poll(() => page.getByRole('button', { name: 'Atualizar agora' }).count(), WAIT).toBe(0);
    await box.fill(other);
    await box.press('Enter');
    expect(await page.getByRole('button', { name: 'Atualizar agora' }).count()).toBe(0);
    await expect.poll(() => everyRowHas(page, other), WAIT).toBe(true);
  });

  it('runs a text filter (partner name, keywords) at once on Enter, as the name box does', async () => {
    const { page } = browser;
    const find = page.getByLabel('Procurar um filtro');
    for (const [sought, title] of [
      ['Nome do sócio', 'Nome do sócio'],
      ['Produtos ou serviços', 'Produtos ou serviços (palavras-chave)'],
    ] as const) {
      await find.fill(sought);
      const field = page.getByRole('textbox', { name: title, exact: true });
      await field.fill('maria');
      await page.getByRole('button', { name: 'Atualizar agora' }).waitFor();
      await field.press('Enter');
      // Enter committed the search: nothing waits for the 3 s recount any more.
      expect(await page.getByRole('button', { name: 'Atualizar agora' }).count()).toBe(0);
      await field.fill('');
      await field.press('Enter');
      expect(await page.getByRole('button', { name: 'Atualizar agora' }).count()).toBe(0);
    }
    await find.fill('');
  });

  it('keeps every key typed briskly in the name box (the address follows later)', async () => {
    const { page } = browser;
    const box = page.getByLabel('Nome da empresa ou CNPJ');
    await box.fill('');
    await box.click();
    await page.keyboard.type('padaria pao de mel', { delay: 30 });
    expect(await box.inputValue()).toBe('padaria pao de mel');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('match'), WAIT)
      .toBe(JSON.stringify({ term: 'padaria pao de mel' }));
    await box.fill('');
    await box.press('Enter');
  });

  it('finds a company by the CNPJ typed in the search box, and says so when its digits are wrong', async () => {
    const { page } = browser;
    const box = page.getByLabel('Nome da empresa ou CNPJ');
    await box.fill('');
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    // "Limpar filtros" puts the exclusive options back to their defaults, "not yet exported" on: nothing of
    // them is left in the address.
    await page.waitForURL((url) => !url.searchParams.has('where') && !url.searchParams.has('advanced'), WAIT);
    const notExported = page.getByLabel('Somente empresas ainda não exportadas');
    await expect.poll(() => notExported.isChecked(), WAIT).toBe(true);
    // The other browser tests export this account's companies meanwhile: with "not yet exported" off the
    // company picked below cannot drop out of the results before it is looked up. Turned off once the clear has
    // landed (read on above), and checked off in the address before going on.
    await notExported.click();
    await page.waitForURL(
      (url) => url.searchParams.get('eliminate_cnpjs_already_exported_in_account') === 'false',
      WAIT,
    );
    await expect.poll(() => notExported.isChecked(), WAIT).toBe(false);
    await page.getByRole('button', { name: 'Atualizar agora' }).click();
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(10);
    // A row's label ends with its formatted CNPJ ("NAME, 28.828.587/0001-40").
    const formatted = ((await page.getByTestId('result-row').last().getAttribute('aria-label')) ?? '')
      .split(', ')
      .pop() as string;
    await box.fill(formatted);
    await box.press('Enter');
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(1);
    expect(await page.getByTestId('result-row').first().getAttribute('aria-label')).toContain(formatted);
    // Its root alone (the first 8 digits, as sellers often have it) finds its head office.
    await box.fill('');
    await box.press('Enter');
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(10);
    const labels = await page
      .getByTestId('result-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label') ?? ''));
    const headOffice = labels.map((l) => l.split(', ').pop() ?? '').find((c) => c.includes('/0001-'));
    if (!headOffice) throw new Error('no head office on the first page');
    await box.fill(headOffice.slice(0, 10));
    await box.press('Enter');
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(1);
    expect(await page.getByTestId('result-row').first().getAttribute('aria-label')).toContain(headOffice);
    const digits = formatted.replace(/\D/g, '');
    const wrong = `${digits.slice(0, 13)}${(Number(digits[13]) + 1) % 10}`;
    await box.fill(wrong);
    await box.press('Enter');
    await expect.poll(() => text(page, 'query-issues'), WAIT).toContain(`CNPJ inválido: ${wrong}`);
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    // A valid CNPJ the results do not hold: the empty state first says why a company can be left out, then,
    // once the registry is asked, that none has it (the first words are the unit tests' of empty-results.ts:
    // read here they raced the lookup).
    const absent = `999999990001${cnpjCheckDigits('999999990001')}`;
    await box.fill(absent);
    await box.press('Enter');
    await expect
      .poll(() => text(page, 'results-empty'), WAIT)
      .toContain('O CNPJ 99.999.999/0001-91 é válido, mas nenhuma empresa com ele está na base');
    // The term leaves "ainda não exportadas" out for the role: the switch shows it off and fixed.
    expect(await notExported.isChecked()).toBe(false);
    expect(await notExported.isDisabled()).toBe(true);
    await box.fill('');
    await notExported.click();
    await box.press('Enter');
    await expect.poll(() => page.getByTestId('query-issues').count(), WAIT).toBe(0);
  });

  it('searches several CNPJs pasted or typed in the name box as a CNPJ list, naming the entries left out', async () => {
    const { page } = browser;
    const box = page.getByLabel('Nome da empresa ou CNPJ');
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(10);
    const [a, b] = (
      await page
        .getByTestId('result-row')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')?.split(', ').pop() ?? ''))
    ).slice(0, 2) as [string, string];
    const digits = a.replace(/\D/g, '');
    const wrong = `${digits.slice(0, 13)}${(Number(digits[13]) + 1) % 10}`;
    const rowCnpjs = () =>
      page
        .getByTestId('result-row')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')?.split(', ').pop() ?? ''));
    // Lines as copied from a spreadsheet, one formatted and one not: the one-line box ran them together.
    await box.evaluate(
      (input, pasted) => {
        const clipboardData = new DataTransfer();
        clipboardData.setData('text/plain', pasted);
        input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
      },
      `${a}\n${b.replace(/\D/g, '')}\n${wrong}\n`,
    );
    const note = page.getByTestId('term-cnpj-list');
    await expect.poll(() => note.textContent(), WAIT).toContain('2 CNPJs buscados como lista');
    expect(await note.getByTestId('cnpj-invalid-list').textContent()).toBe(
      `${wrong} — Dígitos verificadores do CNPJ não conferem`,
    );
    expect(await box.inputValue()).toBe('');
    await applyNow(page);
    await expect.poll(() => text(page, 'cnpj-list-notice'), WAIT).toContain('Busca restrita a 2 CNPJs');
    // The other browser tests export this account's companies meanwhile: one may have left the results.
    await expect.poll(async () => (await rowCnpjs()).every((c) => c === a || c === b), WAIT).toBe(true);
    expect((await rowCnpjs()).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Buscar em todas as empresas' }).click();
    await applyNow(page);
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(10);
    expect(await note.textContent()).toBe('');
    // Typed with commas, then Enter: searched at once, as a name typed is.
    await box.fill(`${a}, ${b}`);
    await box.press('Enter');
    await expect.poll(() => text(page, 'cnpj-list-notice'), WAIT).toContain('Busca restrita a 2 CNPJs');
    await expect.poll(async () => (await rowCnpjs()).every((c) => c === a || c === b), WAIT).toBe(true);
    expect(await box.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Buscar em todas as empresas' }).click();
    await applyNow(page);
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(10);
  });

  it('says how many pasted CNPJs were repeated (each is searched once)', async () => {
    const { page } = browser;
    await page.getByLabel('Procurar um filtro').fill('Excluir estes CNPJs');
    const box = page.getByTestId('cnpj-list-cnpjs_excluir');
    await box.waitFor();
    const [a, b] = ['112223330001', '123456780001'].map((base) => base + cnpjCheckDigits(base));
    await paste(box, `${a}\n${b}\n${a}`);
    await expect.poll(() => text(page, 'cnpj-repeated'), WAIT).toBe('1 repetido');
    expect(await page.getByText('2 válidos', { exact: true }).count()).toBe(1);
    await paste(box, '');
    await expect.poll(() => page.getByTestId('cnpj-repeated').count(), WAIT).toBe(0);
    await page.getByLabel('Procurar um filtro').fill('');
  });

  it('refuses a pasted CNPJ list longer than a search takes, and applies it once it fits', async () => {
    const { page } = browser;
    await page.getByLabel('Procurar um filtro').fill('Excluir estes CNPJs');
    const box = page.getByTestId('cnpj-list-cnpjs_excluir');
    await box.waitFor();
    const cnpjs = Array.from({ length: MAX_LIST_VALUES + 1 }, (_, i) => {
      const base = `${String(10_000_000 + i)}0001`;
      return base + cnpjCheckDigits(base);
    });
    await paste(box, cnpjs.join('\n'));
    await box.blur();
    await page.getByText(`No máximo 5.000 CNPJs por lista (há 5.001 válidos)`, { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Aplicar lista' }).isDisabled()).toBe(true);
    expect(await page.getByText(/CNPJ\(s\) excluídos na busca/).count()).toBe(0);

    await paste(box, cnpjs.slice(1).join('\n'));
    await page.getByRole('button', { name: 'Aplicar lista' }).click();
    await page.getByText('5000 CNPJ(s) excluídos na busca').waitFor();
    expect(await page.getByText('No máximo 5.000 CNPJs', { exact: false }).count()).toBe(0);
    // One filter, however long; "Limpar filtros" empties the box too.
    expect(await page.getByTestId('filter-panel').textContent()).not.toMatch(/Filtros\s*\d{3}/);
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect.poll(() => box.inputValue(), WAIT).toBe('');
    // And "Desfazer" brings every filter back, the list of 5 000 CNPJs with them (here by its Ctrl+Z, which
    // needs no steady toast to click while the page redraws the panel).
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Filtros limpos' }).waitFor(WAIT);
    await page.keyboard.press('Control+z');
    await expect.poll(() => box.inputValue(), WAIT).not.toBe('');
    await page.getByText('5000 CNPJ(s) excluídos na busca').waitFor();
  });

  it('opens a mobile number in WhatsApp from the company drawer, and only a mobile', async () => {
    const { page } = browser;
    const found = await firstResult(page, { exists: ['celular'] });
    expect(found.cnpj).toBeDefined();
    await page.goto(`${baseUrl}/search/${found.id}/${found.cnpj}`);
    await page.getByTestId('company-name').waitFor();
    await page.getByRole('tab', { name: 'Contatos' }).click();
    await page.getByTestId('contact-line').first().waitFor();
    const phones = await page.getByTestId('contact-line').evaluateAll((rows) =>
      rows
        .map((row) => ({
          tel: row.querySelector('a[href^="tel:"]')?.getAttribute('href') ?? null,
          mobile: row.querySelector('[aria-label="Celular"]') !== null,
          whatsapp: row.querySelector('a[href^="https://wa.me/"]')?.getAttribute('href') ?? null,
        }))
        .filter((phone) => phone.tel !== null),
    );
    // The search asked for a mobile: it opens in WhatsApp (wa.me with the country code); a landline would not.
    expect(phones.some((phone) => phone.mobile)).toBe(true);
    for (const phone of phones)
      expect(phone.whatsapp).toBe(phone.mobile ? `https://wa.me/${phone.tel?.slice('tel:+'.length)}` : null);
    await screenshot(page, 'search-whatsapp');
  });

  it("warns under a phone or e-mail that many other companies carry (an accountant's)", async () => {
    const { page } = browser;
    const shared = await firstResult(page, { where: { qt_email_compartilhado: { gte: 2 } } });
    expect(shared.cnpj).toBeDefined();
    await page.goto(`${baseUrl}/search/${shared.id}/${shared.cnpj}`);
    await page.getByTestId('company-name').waitFor();
    await page.getByRole('tab', { name: 'Contatos' }).click();
    await page.getByTestId('shared-contact-notice').first().waitFor();
    const notices = await page.getByTestId('shared-contact-notice').allTextContents();
    expect(notices).toContainEqual(
      expect.stringMatching(
        // Named when partners' e-mails are listed beside the company's: the warning is about that one.
        /^(Este e-mail|O e-mail \S+@\S+) também aparece em [\d.]+ outras empresas \(possivelmente um escritório de contabilidade\)\.$/,
      ),
    );
  });
});

describe('company drawer: another establishment of the company', { timeout: 180_000 }, () => {
  it('opens a branch from the branches tab and its head office from the group tab, in the same drawer; Back returns', async () => {
    const { page } = browser;
    const found = await firstResult(page, { where: { qt_filiais: { gte: 2 } } });
    expect(found.cnpj).toBeDefined();
    await page.goto(`${baseUrl}/search/${found.id}/${found.cnpj}`);
    await page.getByTestId('company-name').waitFor();
    // The company's employees beside the establishment's, summed over its head office and branches.
    const companyEmployees = await text(page, 'company-employees-total');
    expect(companyEmployees).toMatch(/^[\d.]+Soma da matriz e das [\d.]+ filiais ativas$/);
    await page.getByRole('tab', { name: 'Filiais' }).click();
    const branches = page.getByTestId('company-branches');
    await branches.waitFor();
    // The company open is marked, not linked; every other establishment opens.
    await expect.poll(() => branches.locator('[aria-current="true"]').count(), WAIT).toBe(1);
    // Each establishment's employees: on one page they add up to the company's total shown above.
    const employeesOf = async () =>
      (await branches.locator('tbody tr td:nth-child(4)').allTextContents()).map((t) =>
        Number(t.replace(/\D/g, '')),
      );
    const shownRows = (await employeesOf()).length;
    const establishments = Number((await branches.locator('p').first().textContent())?.replace(/\D/g, ''));
    if (shownRows === establishments) {
      const total = Number(companyEmployees.match(/^[\d.]+/)?.[0].replace(/\./g, ''));
      expect((await employeesOf()).reduce((a, b) => a + b, 0)).toBe(total);
    }
    expect(await branches.getByRole('columnheader', { name: 'Faturamento' }).count()).toBe(1);
    // A branch, not the head office: its group (below) is rooted at the head office, which it then links to.
    const link = branches
      .getByRole('row')
      .filter({ hasNotText: 'Matriz' })
      .getByRole('link', { name: /^Abrir / })
      .first();
    // "Abrir 12.345.678/0002-71 (usa 1 crédito de consulta)": opening it is a consult, and the link says so.
    const label = (await link.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/ \(usa 1 crédito de consulta\)$/);
    const other = label.slice('Abrir '.length).split(' (')[0] ?? '';
    await link.click();
    await expect.poll(() => text(page, 'company-cnpj'), WAIT).toBe(`CNPJ ${other}`);
    const openCnpj = () => new URL(page.url()).pathname.split('/')[3];
    expect(openCnpj()).toBe(other.replace(/\D/g, ''));

    await page.getByRole('tab', { name: 'Grupo' }).click();
    const tree = page.getByTestId('company-group-tree');
    await tree.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const head = tree.getByRole('link', { name: /^Abrir / }).first();
    await head.click();
    await expect.poll(openCnpj, WAIT).not.toBe(other.replace(/\D/g, ''));
    await expect.poll(() => text(page, 'company-cnpj'), WAIT).toMatch(/\/0001-\d\d$/);

    await page.goBack();
    await page.goBack();
    await expect.poll(openCnpj, WAIT).toBe(found.cnpj);
    await page.getByTestId('company-name').waitFor();
  });
});

describe('company drawer: similar companies', { timeout: 180_000 }, () => {
  it('lists the active companies most like the one open, opens one, and opens the 100 most similar in the search', async () => {
    const { page } = browser;
    const pageViews: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/user/page_views')) pageViews.push(response.status());
    });
    const found = await firstResult(page, {});
    expect(found.cnpj).toBeDefined();
    await page.goto(`${baseUrl}/search/${found.id}/${found.cnpj}`);
    await page.getByTestId('company-name').waitFor();
    await page.getByRole('tab', { name: 'Parecidas' }).click();
    const section = page.getByTestId('company-look-alike');
    await section.waitFor();
    const rows = section.getByTestId('look-alike-row');
    expect(await rows.count()).toBeGreaterThan(0);
    const shares = (await section.getByTestId('look-alike-similarity').allTextContents()).map((t) =>
      Number(t.replace('%', '')),
    );
    expect(shares.every((share) => share > 0 && share <= 100)).toBe(true);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    // Each says what it shares (the tooltip's text is the badge's accessible name).
    const said = await section
      .getByTestId('look-alike-similarity')
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('aria-label') ?? ''));
    for (const text of said)
      expect(text).toMatch(/^\d+% parecida\. (Em comum: .+|Mesma divisão de atividade)$/);
    expect(said.some((text) => text.includes('mesma atividade'))).toBe(true);
    // Written under each similarity too, and the header says what is compared and how much each counts.
    const words = await section.getByTestId('look-alike-traits').allTextContents();
    expect(words).toHaveLength(await rows.count());
    for (const line of words)
      expect(line).toMatch(
        /^(só a divisão|tudo em comum|tudo menos \p{L}+((, | e )\p{L}+)*|\p{L}+( · \p{L}+)*)$/u,
      );
    expect(await text(page, 'look-alike-compared')).toContain('o mesmo CNAE principal (4)');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await rows.allTextContents()).not.toContainEqual(expect.stringContaining(found.cnpj ?? ''));

    const first = rows.first().getByRole('link');
    const firstCnpj = ((await rows.first().textContent()) ?? '').match(
      /\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/,
    )?.[0];
    await first.click();
    await expect.poll(() => text(page, 'company-cnpj'), WAIT).toBe(`CNPJ ${firstCnpj}`);
    await page.goBack();
    await page.getByTestId('company-name').waitFor();

    await page.getByRole('tab', { name: 'Parecidas' }).click();
    const companyPath = new URL(page.url()).pathname;
    const wholeTotal = await text(page, 'summary-total');
    await page.getByRole('button', { name: 'Ver as 100 mais parecidas na busca' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('where') ?? '', WAIT)
      .toContain('cnpjInclude');
    const where = JSON.parse(new URL(page.url()).searchParams.get('where') ?? '{}');
    expect(where.cnpjInclude).toHaveLength(100);
    expect(where.cnpjInclude).not.toContain(found.cnpj);
    // Those already exported by the account are left out, as in every search by default.
    const inRange = async () => {
      const shown = companies(await text(page, 'summary-total'));
      return shown > 0 && shown <= 100;
    };
    await expect.poll(inRange, WAIT).toBe(true);
    // Most similar first: the rows follow the list's order (those already exported left out).
    expect(await page.getByRole('combobox', { name: 'Ordenar por' }).inputValue()).toBe(
      'Ordem da lista de CNPJs',
    );
    const shownCnpjs = (await page.getByTestId('result-cnpj').allTextContents()).map((t) =>
      t.replace(/\W/g, ''),
    );
    const positions = shownCnpjs.map((cnpj) => where.cnpjInclude.indexOf(cnpj));
    expect(positions.length).toBeGreaterThan(0);
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // Back to the company they resemble: its search shows again without the recount's wait (no "Atualizar
    // agora" ever shows: an entry gone back to is no edit), and its entry keeps its address (the similar
    // companies' answer, still on screen as Back landed, never wrote its own search's id into it).
    const similarUrl = page.url();
    await page.evaluate(() => {
      const seen = { waited: false };
      const observer = new MutationObserver(() => {
        if ([...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Atualizar agora')))
          seen.waited = true;
      });
      observer.observe(document.body, { childList: true, subtree: true });
      Object.assign(window, { backWatch: { seen, observer } });
    });
    const addresses: string[] = [];
    const record = (frame: Frame) => {
      if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
    };
    page.on('framenavigated', record);
    try {
      await page.goBack();
      await page.getByTestId('company-name').waitFor();
      await expect.poll(() => text(page, 'summary-total'), WAIT).toBe(wholeTotal);
    } finally {
      page.off('framenavigated', record);
    }
    expect(new URL(page.url()).pathname).toBe(companyPath);
    expect(addresses.every((path) => path === companyPath)).toBe(true);
    const waited = await page.evaluate(() => {
      const watch = (
        window as unknown as { backWatch: { seen: { waited: boolean }; observer: MutationObserver } }
      ).backWatch;
      watch.observer.disconnect();
      return watch.seen.waited;
    });
    expect(waited).toBe(false);
    await page.goForward();
    await expect.poll(() => page.url(), WAIT).toBe(similarUrl);
    await expect.poll(inRange, WAIT).toBe(true);
    // The search says what its companies resemble (after a reload too) and counts the list as one filter.
    const notice = page.getByTestId('cnpj-list-notice');
    await expect
      .poll(() => notice.textContent(), WAIT)
      .toMatch(/^Empresas parecidas com \S.*parte das 100 mais parecidas/);
    await page.reload();
    await expect.poll(() => notice.textContent(), WAIT).toMatch(/^Empresas parecidas com \S/);
    expect(await page.getByTestId('filter-panel').textContent()).not.toMatch(/Filtros\s*10\d/);
    // The address now carries 100 CNPJs: its page view is still recorded (cut to what the server keeps).
    await expect.poll(() => pageViews.length, WAIT).toBeGreaterThan(0);
    expect(pageViews.every((status) => status === 204)).toBe(true);

    // Back to every company: the list goes, the other filters stay.
    await page.getByRole('button', { name: 'Buscar em todas as empresas' }).click();
    await expect.poll(async () => companies(await text(page, 'summary-total')), WAIT).toBeGreaterThan(100);
    expect(new URL(page.url()).searchParams.get('where') ?? '').not.toContain('cnpjInclude');
    expect(await notice.count()).toBe(0);
  });
});

describe('company drawer: the keyboard after closing', { timeout: 180_000 }, () => {
  it('gives the focus to the results when a company opened from its address closes (not to the page)', async () => {
    const { page } = browser;
    const found = await firstResult(page, {});
    expect(found.cnpj).toBeDefined();
    await page.goto(`${baseUrl}/search/${found.id}/${found.cnpj}`);
    await page.getByTestId('company-name').waitFor();
    await page.getByTestId('result-row').first().waitFor(WAIT);
    await page.keyboard.press('Escape');
    await page.getByTestId('company-drawer').waitFor({ state: 'detached', ...WAIT });
    // Its row when the page shows it, else the results table.
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return (
          element?.getAttribute('data-result-cnpj') ??
          element?.getAttribute('data-results-focus') ??
          element?.tagName ??
          ''
        );
      });
    await expect.poll(focused, WAIT).not.toBe('BODY');
    const rowShown = await page.locator(`[data-result-cnpj="${found.cnpj}"]`).count();
    expect(await focused()).toBe(rowShown > 0 ? found.cnpj : 'table');
  });
});

describe('company drawer: decision makers', { timeout: 180_000 }, () => {
  it('shows the complaint figures, and a decision maker with their own phone, e-mail and LinkedIn as links, and one without as a name', async () => {
    const { page } = browser;
    const cnpj = inject('enrichedCnpj');
    const found = await firstResult(page, { where: { nu_cnpj: [cnpj] } });
    expect(found.cnpj).toBe(cnpj);
    await page.goto(`${baseUrl}/search/${found.id}/${cnpj}`);
    await page.getByTestId('company-name').waitFor();
    // Its complaint figures from the same file, under its registry data (no Procon files: no Procon line).
    const complaints = await text(page, 'company-complaints');
    for (const fact of [
      'Em sites de reclamação12 reclamações',
      'Resolvidas nos sites75%',
      'Nota nos sites7,5 de 10',
    ])
      expect(complaints).toContain(fact);
    expect(complaints).not.toContain('Procon');
    await page.getByRole('tab', { name: 'Sócios e decisores' }).click();
    const call = page.getByRole('link', { name: /^Ligar para Ana Paula de Souza/ });
    await call.waitFor(WAIT);
    expect(await call.getAttribute('href')).toBe('tel:+5511987654321');
    const write = page.getByRole('link', { name: /^Escrever para Ana Paula de Souza/ });
    expect(await write.getAttribute('href')).toBe('mailto:ana.souza@empresa-e2e.com.br');
    const profile = page.getByRole('link', { name: 'LinkedIn de Ana Paula de Souza' });
    expect(await profile.getAttribute('href')).toBe('https://www.linkedin.com/in/ana-e2e');
    expect(await profile.getAttribute('target')).toBe('_blank');
    await page.getByText('Carlos Lima', { exact: true }).waitFor(WAIT);
    expect(await page.getByRole('link', { name: /Carlos Lima/ }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe('employees and revenue by company or by establishment', { timeout: 180_000 }, () => {
  it("counts by the establishment's employees or by its whole company's, as the switch says", async () => {
    const { page } = browser;
    // The employee fields of the searches the screen runs.
    const sent: string[][] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().includes('/v4/search/create')) return;
      const where = (request.postDataJSON() as { search?: { where?: object } }).search?.where ?? {};
      sent.push(Object.keys(where).filter((key) => key.startsWith('qt_funcionarios')));
    });
    const lastSent = () => sent.at(-1)?.join() ?? '';
    await page.goto(`${baseUrl}/search`);
    await page.getByTestId('summary-total').waitFor();
    // The filters the tests above left behind (a CNPJ list of similar companies) go.
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    const apply = page.getByRole('button', { name: 'Atualizar agora' });
    await apply.waitFor({ timeout: 3000 }).then(
      () => apply.click(),
      () => undefined,
    );
    await expect.poll(() => page.getByTestId('summary-updating').count(), WAIT).toBe(0);
    const whole = companies(await text(page, 'summary-total'));
    const settled = async () =>
      (await page.getByTestId('summary-updating').count()) === 0
        ? companies(await text(page, 'summary-total'))
        : 0;
    const group = page.getByTestId('filter-group-funcionarios');
    await group.getByRole('button', { name: 'Funcionários', exact: true }).click();
    await group.getByRole('slider', { name: 'Número de funcionários: mínimo' }).focus();
    // 50 or more: on the e2e registry some companies reach it only with their branches counted.
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await applyNow(page);
    await expect.poll(lastSent, WAIT).toBe('qt_funcionarios');
    await expect.poll(async () => (await settled()) || whole, WAIT).toBeLessThan(whole);
    const byEstablishment = await settled();
    const minimum = Number((await group.getByTestId('slider-value').textContent())?.match(/^\d+/)?.[0]);
    expect(minimum).toBeGreaterThan(0);
    // A screen reader hears the employees the thumb stands for, not its position on the slider.
    expect(
      await group
        .getByRole('slider', { name: 'Número de funcionários: mínimo' })
        .getAttribute('aria-valuetext'),
    ).toBe(`${minimum} funcionários`);
    /** The fewest employees a result row shows ("12 func.", "+500 func. na empresa"). */
    const shownEmployees = async () =>
      Math.min(
        ...(await page.getByTestId('result-employees').allTextContents()).map((t) =>
          Number(t.match(/^\+?([\d.]+) func\./)?.[1]?.replace(/\./g, '')),
        ),
      );
    expect(await shownEmployees()).toBeGreaterThanOrEqual(minimum);
    const employeesChart = page.getByTestId('chart-funcionarios');
    expect(await employeesChart.getByText(/^Cada CNPJ pelos seus próprios números/).count()).toBe(0);

    await group.getByText('Por empresa', { exact: true }).first().click();
    await applyNow(page);
    await expect.poll(lastSent, WAIT).toBe('qt_funcionarios_empresa');
    // A company counts its head office and branches together, so at least as many reach the minimum.
    await expect.poll(settled, WAIT).toBeGreaterThan(byEstablishment);
    // Each row shows the employees the filter counted: its company's ("na empresa" when they differ).
    expect(await shownEmployees()).toBeGreaterThanOrEqual(minimum);
    // The graph still counts each CNPJ by its own employees, and says so.
    await employeesChart.getByText(/^Cada CNPJ pelos seus próprios números/).waitFor(WAIT);
  });
});

describe('distance from a CEP', { timeout: 180_000 }, () => {
  it('places the CEP, counts the companies in the radius and says when the place is only approximate', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/search`);
    await page.getByText('Distância', { exact: false }).first().click();
    const zip = page.getByLabel('CEP de referência');
    await zip.waitFor(WAIT);
    // The filters Localização counts (the stored ones of the tests before may hold some).
    const located = async () =>
      Number((await page.getByTestId('group-counter-localizacao').allTextContents())[0] ?? 0);
    const locatedBefore = await located();
    // A CEP no address of the registry carries: placed by the CEPs sharing its first digits.
    await zip.fill('12345678');
    await page.getByRole('slider', { name: 'Distância em km' }).focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    // Typed digits only, the CEP shows as 00000-000.
    expect(await zip.inputValue()).toBe('12345-678');
    await page.getByTestId('cep-count').waitFor(WAIT);
    // The count says what it includes: the rules the owner's role always applies, not the other filters.
    expect(await text(page, 'cep-count')).toMatch(
      /^[\d.]+ empresas? ativas? com e-mail e telefone no raio, antes dos outros filtros e opções \(como “ainda não exportadas”\)$/,
    );
    const precision = await page.evaluate(async () => {
      const res = await fetch('/api/searches/zip_distance', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: JSON.stringify({ search: { where: { cep_distance: { cep: '12345678', distance: 20 } } } }),
      });
      return ((await res.json()) as { cep_info: { precision: string } }).cep_info.precision;
    });
    expect(precision).not.toBe('cep');
    // Said in the field's area: the CEP itself was not found, and which centre the radius uses instead.
    const notice = await text(page, 'cep-approximate');
    expect(notice).toContain('CEP 12345-678 não encontrado');
    expect(notice).toMatch(
      /O raio é medido a partir do centro de .+\/[A-Z]{2}, o município mais comum entre os CEPs que começam com 123/,
    );
    expect(await text(page, 'cep-location')).toMatch(/^Centro aproximado: .+ - [A-Z]{2}/);
    await screenshot(page, 'search-09-cep-radius');
    // Applied: counted under Localização.
    await expect.poll(located, WAIT).toBe(locatedBefore + 1);
    // A CEP being retyped, or one no CEP prefix of the registry places: the distance is left out with why
    // (the other filters apply), never the whole search refused.
    for (const [typed, said] of [
      ['1234', 'CEP incompleto "1234": a distância não foi aplicada'],
      ['00000-000', 'CEP 00000-000 não encontrado: a distância não foi aplicada'],
    ] as const) {
      await zip.fill(typed);
      await expect.poll(() => text(page, 'query-issues'), WAIT).toContain(said);
      // (Searched at once when the filters left differ from the ones searched.)
      const now = page.getByRole('button', { name: 'Atualizar agora' });
      if (await now.isVisible()) await now.click();
      await expect.poll(() => now.count(), WAIT).toBe(0);
      await page.getByTestId('results-table').waitFor(WAIT);
      expect(await page.getByTestId('results-error').count()).toBe(0);
      // Not applied, so not counted as a filter of Localização.
      await expect.poll(located, WAIT).toBe(locatedBefore);
    }
    await page.getByRole('button', { name: 'Limpar distância' }).click();
    await expect.poll(() => page.getByTestId('cep-location').count(), WAIT).toBe(0);
  });

  it('picks an opening period in one click ("Últimos 12 meses") and searches it', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.getByText('Datas', { exact: true }).first().click();
    const before = await text(page, 'summary-total');
    await page.getByRole('button', { name: 'Data de abertura', exact: true }).click();
    await page.getByRole('button', { name: 'Últimos 12 meses' }).click();
    const opened = page.getByRole('button', { name: 'Data de abertura', exact: true });
    await expect
      .poll(() => opened.textContent(), WAIT)
      .toMatch(/^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/);
    await page.getByRole('button', { name: 'Atualizar agora' }).click();
    await expect.poll(() => text(page, 'summary-total'), WAIT).not.toBe(before);
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
  });

  it("says at its box a value outside the field's bounds, as the query leaves it out", async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.getByText('Dados avançados', { exact: true }).first().click();
    const from = page.getByLabel('Qualidade dos dados (0 a 100): de');
    const to = page.getByLabel('Qualidade dos dados (0 a 100): até');
    const counter = page.getByTestId('group-counter-avancados');
    await from.fill('90');
    // "De" alone is not applied ("Preencha os dois valores para aplicar"): the group counts no filter.
    await page.getByText('Preencha os dois valores para aplicar.').first().waitFor(WAIT);
    expect(await counter.count()).toBe(0);
    await to.fill('150');
    await expect.poll(() => to.getAttribute('aria-invalid'), WAIT).toBe('true');
    await page.getByText('Use valores de 0 a 100').first().waitFor(WAIT);
    await expect.poll(() => text(page, 'query-issues'), WAIT).toContain('use valores de 0 a 100');
    expect(await counter.count()).toBe(0);
    await to.fill('100');
    await expect.poll(() => to.getAttribute('aria-invalid'), WAIT).not.toBe('true');
    await expect.poll(() => counter.textContent(), WAIT).toBe('1');
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
  });

  it('adds a second city and CNAEs by code from the keyboard (Enter takes the first match typed, never one picked before)', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    const city = page.getByRole('combobox', { name: 'Município', exact: true });
    await city.fill('Campinas');
    await page.getByRole('option', { name: 'Campinas/SP', exact: true }).click();
    await city.fill('São Paulo');
    await page.getByRole('option', { name: 'São Paulo/SP', exact: true }).waitFor(WAIT);
    // The city picked before, which "São Paulo" does not find, is not offered in the dropdown.
    expect(await page.getByRole('option', { name: 'Campinas/SP', exact: true }).count()).toBe(0);
    await city.press('Enter');
    const pills = page.getByTestId('filter-panel').locator('.mantine-Pill-label');
    await expect
      .poll(async () => (await pills.allTextContents()).sort(), WAIT)
      .toEqual(['Campinas/SP', 'São Paulo/SP']);
    // Whole, not cut ("C." in a pill squeezed beside the UF select).
    const cities = page.getByTestId('municipality-pills').locator('.mantine-Pill-label');
    expect(await cities.evaluateAll((labels) => labels.map((l) => l.scrollWidth <= l.clientWidth))).toEqual([
      true,
      true,
    ]);
    // A seller typing CNAE codes one after another: each Enter takes the code typed.
    const cnae = page.getByRole('combobox', { name: 'CNAE', exact: true });
    for (const code of ['6201', '4721']) {
      await cnae.fill(code);
      await page
        .getByRole('option', { name: new RegExp(`^${code}`) })
        .first()
        .waitFor(WAIT);
      await cnae.press('Enter');
      // The pick closes the list and empties the box (left open, it listed every CNAE from the top).
      await expect.poll(() => cnae.getAttribute('aria-expanded'), WAIT).toBe('false');
      expect(await cnae.inputValue()).toBe('');
    }
    await expect.poll(async () => (await pills.allTextContents()).length, WAIT).toBe(4);
    const codes = (await pills.allTextContents()).filter((p) => /^\d{4}-/.test(p));
    expect(codes.map((c) => c.slice(0, 4)).sort()).toEqual(['4721', '6201']);
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
  });
});
