/// <reference types="node" />
// The lists screens end to end: add search results to a new list (export credits go down), open it and one
// of its companies (its address, the status in sight at the table's edge), move a
// company across kanban columns with the mouse and keep it after a reload, validate the e-mails and see the
// stats, the lists root actions (star to the top, delete with "Desfazer"), and rows ticked on two pages of
// the results (a row opened with the keyboard on the way) added to a list of their own, then one company
// added to it from its drawer.

import { formatCnpj } from '@prospecta/contracts/cnpj';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiToken, type Browser, historyLog, openBrowser, screenshot, signIn } from './browser';

const baseUrl = inject('baseUrl');
// The manager, not the owner: search.e2e.ts makes a default search for the owner, which /search would open.
const MANAGER = 'gerente@demo.prospecta.dev';
const PASSWORD = 'prospecta';
const WAIT = { timeout: 30_000, interval: 100 };
const LIST_NAME = `Prospecção e2e ${Date.now()}`;

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1440, height: 900 });
});

afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().textContent()) ?? '';
const exportsLeft = async (page: Page) =>
  Number((await text(page, 'credit-export')).match(/([\d.]+) de/)?.[1]?.replace(/\./g, ''));
const columnTotal = async (page: Page, status: string) => Number(await text(page, `kanban-total-${status}`));

/** The API as the user signed in on `page` (its token): what a test sets up without the screens. */
async function apiAs(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // biome-ignore lint/suspicious/noExplicitAny: the answers are read as the test needs them
  return async (method: string, path: string, body?: unknown): Promise<any> =>
    (await apiCall(baseUrl, token, method, path, body)).body;
}

describe('lists', () => {
  let listUrl = '';

  it('adds the first 5 results of a search to a new list, spending export credits', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, MANAGER, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${baseUrl}/search`);
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(10);
    await expect.poll(() => exportsLeft(page), WAIT).toBeGreaterThan(5);
    const before = await exportsLeft(page);
    const cnpjsOf = async () =>
      (
        await page
          .getByTestId('result-row')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')))
      ).map((label) => label?.split(', ').pop() ?? '');
    const firstFive = (await cnpjsOf()).slice(0, 5);
    await page.getByRole('button', { name: 'Adicionar à lista' }).click();
    await page.getByLabel('Quantidade de empresas').fill('5');
    await page.getByPlaceholder('Escolha uma lista').click();
    await page.getByRole('option', { name: '+ Criar nova lista' }).click();
    // The name field takes the keyboard at once.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.id), WAIT)
      .toBe(await page.getByLabel('Nome da nova lista').getAttribute('id'));
    await page.getByLabel('Nome da nova lista').fill(LIST_NAME);
    await screenshot(page, 'lists-01-add-to-list');
    await page.getByRole('button', { name: 'Adicionar 5 empresas' }).click();
    await page.getByText('Empresas adicionadas à lista').waitFor(WAIT);
    await expect.poll(() => exportsLeft(page), WAIT).toBe(before - 5);
    // "Somente empresas ainda não exportadas" is on: the companies just taken leave the results.
    await expect
      .poll(async () => (await cnpjsOf()).filter((cnpj) => firstFive.includes(cnpj)).length, WAIT)
      .toBe(0);
    expect(await page.getByTestId('result-row').count()).toBe(10);
  });

  it('reopens on the list just made, warns before adding more companies than the credits cover and offers as many as they do', async () => {
    const { page } = browser;
    const left = await exportsLeft(page);
    await page.getByRole('button', { name: 'Adicionar à lista' }).click();
    // The choice made on opening has the focus (not the close button).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')), WAIT)
      .toBe('radio');
    // Up to the cap every result is offered; beyond it, the cap out of the results.
    const allLabel = page
      .locator('label')
      .filter({ hasText: /^(Todas as [\d.]+ empresas|O máximo de uma vez: [\d.]+ de [\d.]+ empresas)$/ });
    const total = Number((/[\d.]+/.exec((await allLabel.textContent()) ?? '')?.[0] ?? '').replace(/\D/g, ''));
    // The demo account's credits (seeded) fall short of the demo registry's results for this search.
    expect(total).toBeGreaterThan(left);
    // The list created by the last add is the one chosen now.
    await expect.poll(() => page.getByPlaceholder('Escolha uma lista').inputValue(), WAIT).toBe(LIST_NAME);
    expect(await page.getByLabel('Nome da nova lista').count()).toBe(0);
    expect(await page.getByTestId('credits-short').count()).toBe(0);
    // An amount erased adds nothing until one is typed (it added 1).
    await page.getByLabel('Quantidade de empresas').fill('');
    await expect
      .poll(() => page.getByRole('button', { name: /^Adicionar\s+empresas$/ }).isDisabled(), WAIT)
      .toBe(true);
    await page.getByRole('radio', { name: /^(Todas as|O máximo de uma vez)/ }).check();
    await page.getByTestId('credits-short').waitFor(WAIT);
    await screenshot(page, 'lists-01b-credits-short');
    // Sent anyway: the refusal says how many credits the account has and where more come from; nothing added.
    await page.getByRole('button', { name: /^Adicionar [\d.]+ empresas$/ }).click();
    const refusal = page.getByTestId('add-to-list-error');
    await refusal.waitFor(WAIT);
    expect(await refusal.textContent()).toContain(
      `Crédito não disponível: a conta tem ${left.toLocaleString('pt-BR')} créditos de exportação`,
    );
    expect(await refusal.getByRole('link', { name: 'Ver planos e créditos' }).getAttribute('href')).toBe(
      '/upgrade_plans',
    );
    expect(await exportsLeft(page)).toBe(left);
    // "As primeiras" goes as far as one add takes (10 600), asked from the search 1 000 at a time.
    const covered = Math.min(left, 10_600);
    await page
      .getByRole('button', { name: `Adicionar só as primeiras ${covered.toLocaleString('pt-BR')}` })
      .click();
    expect(await page.getByRole('radio', { name: 'As primeiras' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Quantidade de empresas').inputValue()).toBe(
      covered.toLocaleString('pt-BR'),
    );
    await expect.poll(() => page.getByTestId('credits-short').count(), WAIT).toBe(0);
    // A new list of a name taken (case and spaces aside) is refused on its field, said once: no toast too.
    // (The list box shows the list chosen; its text is cleared first, as a user would to type a name.)
    await page.getByPlaceholder('Escolha uma lista').fill('');
    await page.getByRole('option', { name: '+ Criar nova lista' }).click();
    await page.getByLabel('Nome da nova lista').fill(` ${LIST_NAME.toLowerCase()}  `);
    await page.getByLabel('Quantidade de empresas').fill('1');
    await page.getByRole('button', { name: 'Adicionar 1 empresa' }).click();
    await page.getByText('Já existe uma lista ativa com este nome. Escolha outro nome.').waitFor(WAIT);
    expect(await page.getByLabel('Nome da nova lista').getAttribute('aria-invalid')).toBe('true');
    const toasts = page.locator('.mantine-Notification-root').filter({ hasText: 'Já existe uma lista' });
    expect(await toasts.count()).toBe(0);
    expect(await exportsLeft(page)).toBe(left);
    await page.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('marks the results and the drawer of companies already in a list, and says what the add dialog holds back', async () => {
    const { page } = browser;
    const call = await apiAs(page);
    const found = await call('GET', `/info_sets?page=1&query=${encodeURIComponent(LIST_NAME)}`);
    const list = found.info_sets.find((l: { name: string }) => l.name === LIST_NAME);
    const { companies } = await call('GET', `/v4/info_sets/${list.id}/companies?page=1`);
    const inList = (companies as { id: string; cnpj: string }[]).map((c) => c.cnpj);
    expect(inList).toHaveLength(5);
    // The list's companies searched again, the exported ones included.
    const where = encodeURIComponent(JSON.stringify({ cnpjInclude: inList }));
    await page.goto(`${baseUrl}/search?where=${where}&eliminate_cnpjs_already_exported_in_account=false`);
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(5);
    const marks = page.getByTestId('result-row').getByTestId('result-lists');
    await expect.poll(() => marks.count(), WAIT).toBe(5);
    expect(await marks.first().textContent()).toBe(`Na lista: ${LIST_NAME}: ${LIST_NAME} (sua)`);
    // A screen reader hears it with the row (the row's description is the mark).
    const row = page.getByTestId('result-row').first();
    expect(await row.getAttribute('aria-describedby')).toBe(await marks.first().getAttribute('id'));
    await screenshot(page, 'lists-02a-results-in-list');

    // "As primeiras": a number past the results counts as them, is brought down to them on leaving the field,
    // and the line under it says so; 0 is an error, and the button says why it waits.
    await page.getByRole('button', { name: 'Adicionar à lista' }).click();
    const note = page.getByTestId('first-amount-note');
    expect(await note.textContent()).toBe('Máximo: 5 (o total da busca)');
    const amount = page.getByLabel('Quantidade de empresas');
    await amount.fill('1000');
    await expect
      .poll(() => note.textContent(), WAIT)
      .toBe('Você digitou 1.000; o máximo é 5 (o total da busca).');
    await page.getByRole('button', { name: 'Adicionar 5 empresas' }).waitFor(WAIT);
    await amount.press('Tab');
    await expect.poll(() => amount.inputValue(), WAIT).toBe('5');
    expect(await note.textContent()).toBe('Você digitou 1.000; o máximo é 5 (o total da busca).');
    await amount.fill('0');
    await expect.poll(() => note.textContent(), WAIT).toBe('Informe quantas empresas adicionar: de 1 a 5.');
    expect(await amount.inputValue()).toBe('0');
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    const blocked = page.getByTestId('add-to-list-blocked');
    expect(await blocked.textContent()).toBe('Informe quantas empresas adicionar.');
    await screenshot(page, 'lists-02b-add-amount-error');
    await amount.fill('3');
    await expect.poll(() => blocked.textContent(), WAIT).toBe('Escolha uma lista ou crie uma nova.');
    expect(await page.getByRole('button', { name: 'Adicionar 3 empresas' }).isDisabled()).toBe(true);
    // A list picked, picked again, stays; the box then offers every list again, not only that one.
    const listBox = page.getByPlaceholder('Escolha uma lista');
    await listBox.fill(LIST_NAME.slice(0, 12));
    await page.getByRole('option', { name: LIST_NAME }).click();
    for (let i = 0; i < 3; i++) {
      await listBox.click();
      await page.getByRole('option', { name: '+ Criar nova lista' }).waitFor(WAIT);
      await page.getByRole('option', { name: LIST_NAME }).click();
      await expect.poll(() => listBox.inputValue(), WAIT).toBe(LIST_NAME);
    }
    await expect.poll(() => blocked.count(), WAIT).toBe(0);
    expect(await page.getByRole('button', { name: 'Adicionar 3 empresas' }).isEnabled()).toBe(true);
    // Left with "Cancelar", nothing of it is kept.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Adicionar à lista' }).click();
    expect(await page.getByPlaceholder('Escolha uma lista').inputValue()).toBe('');
    expect(await page.getByLabel('Quantidade de empresas').inputValue()).toBe('5');
    await page.getByRole('button', { name: 'Cancelar' }).click();

    // The drawer names the list, a link to the company's page in it.
    await row.click();
    const drawerLists = page.getByTestId('company-drawer').getByTestId('company-lists');
    await drawerLists.waitFor(WAIT);
    expect(await drawerLists.textContent()).toBe(`Na lista:${LIST_NAME} (sua)`);
    const cnpj = (await row.getAttribute('aria-label'))?.split(', ').pop()?.replace(/\D/g, '');
    const company = companies.find((c: { cnpj: string }) => c.cnpj === cnpj);
    expect(await drawerLists.getByRole('link', { name: LIST_NAME }).getAttribute('href')).toBe(
      `/infosets/${list.id}/companies/${company.id}`,
    );
    await screenshot(page, 'lists-02c-drawer-in-list');

    // The same search under "ainda não exportadas" finds none of them: the account exported them all, which it
    // says (not "loosen the filters"), and one click shows them.
    await page.keyboard.press('Escape');
    // Until that count is in, it says it is looking, and offers nothing to press (the generic "afrouxe os
    // filtros" with "Limpar filtros" came first, and a quick user cleared every filter for nothing).
    let releaseCount = () => {};
    const countHeld = new Promise<void>((resolve) => {
      releaseCount = resolve;
    });
    const countRoute = '**/api/searches/result*';
    await page.route(countRoute, async (route) => {
      await countHeld;
      await route.fallback();
    });
    await page.goto(`${baseUrl}/search?where=${where}&eliminate_cnpjs_already_exported_in_account=true`);
    const empty = page.getByTestId('results-empty');
    await expect
      .poll(() => empty.getByRole('heading').textContent(), WAIT)
      .toBe('Nenhuma empresa encontrada');
    expect(await empty.textContent()).toContain('Verificando o que deixou as empresas de fora desta busca');
    expect(await empty.getByRole('button').count()).toBe(0);
    releaseCount();
    await expect
      .poll(() => empty.getByRole('heading').textContent(), WAIT)
      .toBe('Todas as empresas desta busca já foram exportadas');
    expect(await empty.textContent()).toContain('As 5 empresas que esta busca encontra já foram exportadas');
    await page.unroute(countRoute);
    await empty.getByRole('button', { name: 'Mostrar as já exportadas' }).click();
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(5);
    // The tab keeps filters a user changed: back to none for the searches after this one.
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(10);
  });

  it('shows the new list on the lists root and opens it as a table', async () => {
    const { page } = browser;
    await page.goto(baseUrl);
    const row = page.getByTestId('list-row').filter({ hasText: LIST_NAME });
    await row.waitFor(WAIT);
    expect(await row.getByTestId('list-count').textContent()).toBe('5');
    // The author's avatar is read by name, not by its initials.
    expect(await row.getByTestId('list-author-avatar').getAttribute('aria-label')).toMatch(
      /^\S.* \(autor\)$/,
    );
    await screenshot(page, 'lists-02-root');
    await row.getByRole('link', { name: LIST_NAME }).click();
    await page.getByTestId('list-name').waitFor(WAIT);
    listUrl = page.url().split('?')[0] ?? '';
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(5);
    await screenshot(page, 'lists-03-table');
  });

  it('keeps each status in sight at the table’s right edge and opens a company with its whole registry record', async () => {
    const { page } = browser;
    const first = page.getByTestId('list-company-row').first();
    const status = await first.getByLabel(/^Status de prospecção de /).boundingBox();
    expect(status).not.toBeNull();
    expect((status?.x ?? 0) + (status?.width ?? 0)).toBeLessThanOrEqual(1440);
    // A phone in the table calls (tel:+55…).
    const call = page.getByTestId('list-company-row').getByRole('link', { name: /^Ligar para / });
    expect(await call.first().getAttribute('href')).toMatch(/^tel:\+55\d{10,11}$/);
    await first.getByRole('link').first().click();
    await page.getByTestId('list-company-detail').waitFor(WAIT);
    await expect.poll(() => text(page, 'company-address'), WAIT).toMatch(/\S/);
    expect(await text(page, 'company-address')).not.toBe('—');
    // The whole registry record, as the search's drawer shows it: natureza, Simples and MEI, the activities.
    const record = await text(page, 'list-company-detail');
    for (const part of ['Natureza jurídica', 'Simples Nacional', 'MEI', 'Atividade econômica', '(principal)'])
      expect(record).toContain(part);
    await screenshot(page, 'lists-03b-company');
    // A phone calls (tel:+55…), an e-mail opens a new message (mailto:).
    const hrefs = await page
      .getByTestId('contact-line')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^(tel:\+55\d{10,11}|mailto:\S+@\S+|https?:\/\/\S+)$/);
    // Each contact keeps its icon beside it, however long the e-mail (one is made longer than the card).
    const iconWidths = await page.getByTestId('contact-line').evaluateAll((rows) =>
      rows.map((row) => {
        const text = row.querySelector('a span');
        if (text) text.textContent = 'departamento.financeiro.e.contabilidade@escritorio-exemplo.com.br';
        return row.querySelector('svg')?.getBoundingClientRect().width ?? 0;
      }),
    );
    expect(iconWidths.length).toBeGreaterThan(0);
    for (const width of iconWidths) expect(width).toBe(16);
    await screenshot(page, 'lists-03b-company');
    // People read as in the search drawer (title case); a person's own phone, e-mail and LinkedIn are links.
    const people = page.getByTestId('decision-makers');
    if (await people.isVisible()) {
      const names = await people.locator('tbody tr td:first-child').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).not.toBe(name.toUpperCase());
      const links = await people
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      for (const href of links) expect(href).toMatch(/^(tel:\+55\d{10,11}|mailto:\S+@\S+|https?:\/\/\S+)$/);
    }
    // The first row opens as 1 of 5; "Próxima" walks to the second row's company, "Anterior" back.
    const steps = page.getByRole('navigation', { name: 'Navegar pelas empresas da lista' });
    await expect.poll(() => steps.textContent(), WAIT).toContain('1 de 5');
    expect(await steps.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);
    const firstUrl = page.url();
    await steps.getByRole('link', { name: 'Próxima' }).click();
    await expect.poll(() => steps.textContent(), WAIT).toContain('2 de 5');
    expect(page.url()).not.toBe(firstUrl);
    await steps.getByRole('link', { name: 'Anterior' }).click();
    await expect.poll(() => page.url(), WAIT).toBe(firstUrl);
    // The arrow keys step too (once the page shows where it is: the address changes before the page does).
    await expect.poll(() => steps.textContent(), WAIT).toContain('1 de 5');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => steps.textContent(), WAIT).toContain('2 de 5');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.url(), WAIT).toBe(firstUrl);
    // The keys 1 to 6 set the status (2 is "Contatado"), and 1 puts it back, kept after a reload.
    const detailStatus = page
      .getByTestId('list-company-detail')
      .getByRole('combobox', { name: /^Status de prospecção/ });
    // (Once the first company shows again: until then the keys are the second one's.)
    await expect.poll(() => steps.textContent(), WAIT).toContain('1 de 5');
    await expect.poll(() => detailStatus.inputValue(), WAIT).toBe('A prospectar');
    await page.keyboard.press('2');
    await expect.poll(() => detailStatus.inputValue(), WAIT).toBe('Contatado');
    await page.reload();
    await expect.poll(() => steps.textContent(), WAIT).toContain('1 de 5');
    await expect.poll(() => detailStatus.inputValue(), WAIT).toBe('Contatado');
    await page.keyboard.press('1');
    await expect.poll(() => detailStatus.inputValue(), WAIT).toBe('A prospectar');
    // A key pressed by mistake is undone with Ctrl+Z while its toast is up ("Desfazer" in reach of the keys).
    await page.keyboard.press('3');
    await expect.poll(() => detailStatus.inputValue(), WAIT).toBe('Interessado');
    await page.getByRole('button', { name: 'Desfazer' }).waitFor(WAIT);
    await page.keyboard.press('Control+z');
    await expect.poll(() => detailStatus.inputValue(), WAIT).toBe('A prospectar');
    await page.getByRole('button', { name: 'Desfazer' }).waitFor({ state: 'detached', ...WAIT });
    // Each copy of a contact is counted by the server; the card says how often, in words, after a reload too.
    const copyButton = page
      .getByTestId('company-contacts')
      .getByRole('button', { name: /^Copiar / })
      .first();
    for (const count of [1, 2]) {
      const counted = page.waitForResponse((r) => r.url().includes('/copy_data') && r.ok(), WAIT);
      await copyButton.click();
      await counted;
      await expect.poll(() => text(page, 'contacts-copied'), WAIT).toBe(`copiado ${count}×`);
    }
    await page.reload();
    await expect.poll(() => text(page, 'contacts-copied'), WAIT).toBe('copiado 2×');
    // Not while a dialog is open: the key is the dialog's, the status behind it stays.
    await page.getByRole('button', { name: 'Reportar dado incorreto' }).click();
    await page.getByRole('dialog').waitFor(WAIT);
    // Its first choice has the focus (not the close button).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')), WAIT)
      .toBe('checkbox');
    await page.keyboard.press('5');
    // Nor do the arrows step to another company behind it (the report would go to that one).
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(300);
    expect(await detailStatus.inputValue()).toBe('A prospectar');
    expect(await steps.textContent()).toContain('1 de 5');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(5);
  });

  it('writes two notes in a row with Ctrl+Enter, corrects one, deletes it, brings it back with "Desfazer", and deletes it for good', async () => {
    const { page } = browser;
    await page.getByTestId('list-company-row').first().getByRole('link').first().click();
    const panel = page.getByTestId('notes-panel');
    await panel.waitFor(WAIT);
    const note = `Ligar para a Ana na segunda ${Date.now()}`;
    await panel.getByLabel('Nova anotação').fill(note);
    await page.keyboard.press('Control+Enter');
    // Saved with Ctrl+Enter, the box empties at once and keeps the focus: the next note is typed right away
    // (it was lost: the focus went to the note saved), and the save is said once.
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    const second = `Mandar proposta ${Date.now()}`;
    await page.keyboard.type(second);
    const written = panel.getByTestId('note').filter({ hasText: note });
    await written.waitFor(WAIT);
    await expect
      .poll(() => panel.getByTestId('notes-announcement').textContent(), WAIT)
      .toMatch(/^Anotação “Ligar para a Ana na segunda…” de .* salva\.$/);
    expect(await focusedLabel()).toBe('Nova anotação');
    expect(await panel.getByLabel('Nova anotação').inputValue()).toBe(second);
    await page.keyboard.press('Control+Enter');
    const next = panel.getByTestId('note').filter({ hasText: second });
    await next.waitFor(WAIT);
    await expect
      .poll(() => panel.getByTestId('notes-announcement').textContent(), WAIT)
      .toMatch(/^Anotação “Mandar proposta \d+” de .* salva\.$/);
    expect(await focusedLabel()).toBe('Nova anotação');
    expect(await panel.getByLabel('Nova anotação').inputValue()).toBe('');
    // The second one deleted for good (closing its toast sends it): the first is the only note again.
    await next.getByRole('button', { name: /^Excluir anotação/ }).click();
    await next.waitFor({ state: 'detached', ...WAIT });
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: second })
      .getByRole('button', { name: 'Fechar' })
      .click();
    await expect.poll(() => page.locator('.mantine-Notification-root').count(), WAIT).toBe(0);
    // Its writer corrects it: Esc gives up, Ctrl+Enter saves, and the note says it was edited.
    await written.getByRole('button', { name: 'Editar anotação' }).click();
    const box = written.getByLabel('Texto da anotação');
    await box.fill(`${note} às 10h`);
    await box.press('Escape');
    await expect.poll(() => written.textContent(), WAIT).not.toContain('às 10h');
    await written.getByRole('button', { name: 'Editar anotação' }).click();
    await box.fill(`${note} às 10h`);
    await box.press('Control+Enter');
    await expect.poll(() => written.textContent(), WAIT).toContain(`${note} às 10h`);
    await expect.poll(() => written.textContent(), WAIT).toContain('editada');
    // Named by the beginning of its text and its time; once deleted, said aloud and focus on the new-note box
    // (it was the only note).
    await written
      .getByRole('button', {
        name: /^Excluir anotação “Ligar para a Ana na segunda…” de \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/,
      })
      .click();
    await written.waitFor({ state: 'detached', ...WAIT });
    await expect
      .poll(() => panel.getByTestId('notes-announcement').textContent(), WAIT)
      .toMatch(/^Anotação “Ligar para a Ana na segunda…” de .* excluída\./);
    await expect.poll(focusedLabel, WAIT).toBe('Nova anotação');
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Anotação excluída' });
    await toast.getByRole('button', { name: 'Desfazer' }).click();
    await written.waitFor(WAIT);
    // Brought back, the note takes the focus (not the page's body) and is said so.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), WAIT)
      .toBe('note');
    await expect
      .poll(() => panel.getByTestId('notes-announcement').textContent(), WAIT)
      .toMatch(/^Anotação “Ligar para a Ana na segunda…” de .* restaurada\.$/);
    await page.reload();
    await written.waitFor(WAIT);
    await written.getByRole('button', { name: 'Excluir anotação' }).click();
    await written.waitFor({ state: 'detached', ...WAIT });
    // Closing the toast (or its 5 s running out) sends the deletion; the note stays gone after a reload.
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Anotação excluída' })
      .getByRole('button', { name: 'Fechar' })
      .click();
    await expect.poll(() => page.locator('.mantine-Notification-root').count(), WAIT).toBe(0);
    await page.reload();
    await panel.waitFor(WAIT);
    await expect.poll(() => panel.textContent(), WAIT).toContain('Nenhuma anotação ainda.');
    // Deleted and the page left within the toast's 5 s: the deletion goes as the page goes (it was said done).
    const brief = `Apagar antes de sair ${Date.now()}`;
    await panel.getByLabel('Nova anotação').fill(`${brief}\n${'Detalhes da ligação.\n'.repeat(30)}Fim.`);
    await panel.getByRole('button', { name: 'Salvar anotação' }).click();
    const briefNote = panel.getByTestId('note').filter({ hasText: brief });
    // A long note shows its first lines; "Ver mais" the rest.
    await briefNote.getByRole('button', { name: 'Ver mais' }).click();
    await briefNote.getByRole('button', { name: 'Ver menos' }).waitFor(WAIT);
    await briefNote.getByRole('button', { name: 'Excluir anotação' }).click();
    await briefNote.waitFor({ state: 'detached', ...WAIT });
    await page.reload();
    await panel.waitFor(WAIT);
    await expect.poll(() => panel.textContent(), WAIT).toContain('Nenhuma anotação ainda.');
    // A draft stays with its company: "Próxima" opens the next one with an empty box.
    await panel.getByLabel('Nova anotação').fill('Rascunho da empresa anterior');
    await page
      .getByRole('navigation', { name: 'Navegar pelas empresas da lista' })
      .getByRole('link', { name: 'Próxima' })
      .click();
    await expect
      .poll(
        () => page.getByRole('navigation', { name: 'Navegar pelas empresas da lista' }).textContent(),
        WAIT,
      )
      .toContain('2 de 5');
    expect(await panel.getByLabel('Nova anotação').inputValue()).toBe('');
    // Back on the first one, its draft is there as it was left (not saved, not lost); emptied, it is forgotten.
    await page.goBack();
    await expect
      .poll(() => panel.getByLabel('Nova anotação').inputValue(), WAIT)
      .toBe('Rascunho da empresa anterior');
    await panel.getByLabel('Nova anotação').fill('');
    await page.goBack();
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(5);
  });

  it("keeps the table's search and page in the address, so coming back from a company finds them", async () => {
    const { page } = browser;
    const rows = page.getByTestId('list-company-row');
    await expect.poll(() => rows.count(), WAIT).toBe(5);
    const cnpj =
      ((await rows.nth(2).textContent()) ?? '').match(/\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/)?.[0] ?? '';
    const root = cnpj.replace(/\D/g, '').slice(0, 8);
    expect(root).toHaveLength(8);
    await page.getByLabel('Buscar empresa na lista').fill(root);
    await expect.poll(() => new URL(page.url()).searchParams.get('busca'), WAIT).toBe(root);
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    await rows.first().getByRole('link').first().click();
    await page.getByTestId('list-company-detail').waitFor(WAIT);
    // The company keeps the search: its steps walk what the search found (one company: no steps).
    expect(new URL(page.url()).searchParams.get('busca')).toBe(root);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('navigation', { name: 'Navegar pelas empresas da lista' }).count()).toBe(0);
    await page.goBack();
    await expect.poll(() => page.getByLabel('Buscar empresa na lista').inputValue(), WAIT).toBe(root);
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    await page.getByLabel('Buscar empresa na lista').fill('');
    await expect.poll(() => rows.count(), WAIT).toBe(5);
    expect(new URL(page.url()).searchParams.get('busca')).toBeNull();
    // A page past the end (an old address) steps back to the last page there is.
    await page.goto(`${listUrl}?pagina=9`);
    await expect.poll(() => rows.count(), WAIT).toBe(5);
    await expect.poll(() => new URL(page.url()).searchParams.get('pagina'), WAIT).toBeNull();
  });

  it('orders the table by name from its header and from the select; a company steps in that order, and the way back keeps it', async () => {
    const { page } = browser;
    const rows = page.getByTestId('list-company-row');
    await expect.poll(() => rows.count(), WAIT).toBe(5);
    // The name each row shows (its link), as the order compares it: upper-case, without accents.
    const names = async () =>
      (await rows.locator('a[href*="/companies/"]').allTextContents()).map((n) =>
        n
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toUpperCase(),
      );
    const table = page.getByTestId('list-companies-table');
    const header = table.locator('th', { hasText: 'Empresa' });
    await header.getByRole('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('ordem'), WAIT).toBe('name');
    await expect.poll(() => header.getAttribute('aria-sort'), WAIT).toBe('ascending');
    const ascending = [...(await names())].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    await expect.poll(names, WAIT).toEqual(ascending);
    // Again from the keyboard: Z–A.
    await header.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('ordem'), WAIT).toBe('name_desc');
    await expect.poll(names, WAIT).toEqual([...ascending].reverse());
    await expect.poll(() => header.getAttribute('aria-sort'), WAIT).toBe('descending');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Ordenar empresas por' }).inputValue(), WAIT)
      .toBe('Nome (Z–A)');
    // The second company steps to the third of this order, and the way back finds the order.
    const second = (await rows.nth(1).locator('a[href*="/companies/"]').textContent()) ?? '';
    const third = (await rows.nth(2).locator('a[href*="/companies/"]').textContent()) ?? '';
    await rows.nth(1).locator('a[href*="/companies/"]').click();
    const steps = page.getByRole('navigation', { name: 'Navegar pelas empresas da lista' });
    await expect.poll(async () => (await steps.textContent()) ?? '', WAIT).toContain('2 de 5');
    expect(await page.getByTestId('list-company-detail').textContent()).toContain(second);
    await steps.getByRole('link', { name: 'Próxima' }).click();
    await expect.poll(async () => (await steps.textContent()) ?? '', WAIT).toContain('3 de 5');
    expect(await page.getByTestId('list-company-detail').textContent()).toContain(third);
    await page.goBack();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('ordem'), WAIT).toBe('name_desc');
    await expect.poll(names, WAIT).toEqual([...ascending].reverse());
    // The select brings the default order back, which leaves the address.
    await page.getByRole('combobox', { name: 'Ordenar empresas por' }).click();
    await page.getByRole('option', { name: 'Adicionadas por último' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('ordem'), WAIT).toBeNull();
    await expect.poll(() => header.getAttribute('aria-sort'), WAIT).toBe('none');
  });

  it('shows the list by decision makers: the people of each company, how to reach them, the company one click away', async () => {
    const { page } = browser;
    // A failed request says so and offers to ask again.
    const decisors = '**/api/v4/info_sets/*/decisors*';
    await page.route(decisors, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('link', { name: 'Decisores' }).click();
    await page.getByRole('heading', { name: 'Decisores da lista' }).waitFor(WAIT);
    await page.getByText('Não foi possível carregar os decisores da lista.').waitFor(WAIT);
    await page.unroute(decisors);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    const rows = page.getByTestId('decisor-row');
    await expect.poll(() => rows.count(), WAIT).toBeGreaterThanOrEqual(5);
    // Each of the 5 companies is there once, as a link to its page in the list.
    const companies = page.getByTestId('decisors-table').locator('a[href*="/companies/"]');
    expect(await companies.count()).toBe(5);
    const hrefs = await rows
      .getByRole('link', { name: /^(Ligar para|Escrever para) / })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^(tel:\+55\d{10,11}|mailto:\S+@\S+)$/);
    await screenshot(page, 'lists-03c-decisors');
    // Once called, the company's status changes right there, and stays after a reload.
    const status = page
      .getByTestId('decisors-table')
      .getByLabel(/^Status de prospecção de /)
      .first();
    const choose = async (name: string) => {
      await status.click();
      await page.getByRole('option', { name, exact: true }).click();
      await expect.poll(() => status.inputValue(), WAIT).toBe(name);
    };
    await choose('Interessado');
    await page.reload();
    await expect.poll(() => status.inputValue(), WAIT).toBe('Interessado');
    await choose('A prospectar');
    await page.reload();
    await expect.poll(() => status.inputValue(), WAIT).toBe('A prospectar');
    await companies.first().click();
    await page.getByTestId('list-company-detail').waitFor(WAIT);
    await page.goBack();
    await page.goBack();
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(5);
  });

  it('fits the default columns at 1 280 px and keeps the columns chosen in "Colunas" after a reload', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    const table = page.getByTestId('list-companies-table');
    // No sideways scroll: the e-mail and the status are in sight beside the company, its CNPJ under its name.
    const hidden = await table.evaluate((el) => {
      const scroller = el.closest('.mantine-TableScrollContainer-scrollContainer') as HTMLElement;
      return scroller.scrollWidth - scroller.clientWidth;
    });
    expect(hidden).toBe(0);
    // (The first header is the ticking column's, without text.)
    const headers = async () => (await table.locator('th').allTextContents()).filter(Boolean).join('|');
    expect(await headers()).toBe('Empresa|Município|UF|CNAE principal|Telefones|E-mail|Status');
    expect(await page.getByTestId('list-company-row').first().textContent()).toMatch(
      /\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/,
    );
    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.getByRole('checkbox', { name: 'UF', exact: true }).uncheck();
    // From the keyboard: the focused box toggles with Space.
    await page.getByRole('checkbox', { name: 'Porte', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    expect(await headers()).toBe('Empresa|Município|CNAE principal|Porte|Telefones|E-mail|Status');
    await page.reload();
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(5);
    expect(await headers()).toBe('Empresa|Município|CNAE principal|Porte|Telefones|E-mail|Status');
    // Back to the defaults for the tests after this one.
    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.getByRole('checkbox', { name: 'UF', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Porte', exact: true }).uncheck();
    await page.keyboard.press('Escape');
    expect(await headers()).toBe('Empresa|Município|UF|CNAE principal|Telefones|E-mail|Status');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('shows the six kanban columns side by side, moves a company across them with the mouse, and it stays after a reload', async () => {
    const { page } = browser;
    await page
      .locator('label')
      .filter({ hasText: /^Kanban$/ })
      .click();
    await expect.poll(() => columnTotal(page, 'a_prospectar'), WAIT).toBe(5);
    await expect.poll(() => columnTotal(page, 'contatado'), WAIT).toBe(0);
    // The metrics are one line of small tiles over the board (the columns count the statuses already).
    await expect
      .poll(async () => (await page.getByTestId('metrics-panel').boundingBox())?.height ?? 999, WAIT)
      .toBeLessThan(70);
    // At 1 440 px every status is in sight, "Descartado" last, and each card's grip inside its column.
    const last = await page.getByTestId('kanban-column-descartado').boundingBox();
    expect((last?.x ?? Number.POSITIVE_INFINITY) + (last?.width ?? 0)).toBeLessThanOrEqual(1440);
    const first = page.getByTestId('kanban-column-a_prospectar');
    const column = await first.boundingBox();
    for (const grip of await first.getByRole('button', { name: /^Mover / }).all()) {
      const box = await grip.boundingBox();
      if (!box || !column) throw new Error('kanban not laid out');
      expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width);
    }
    // At 1 366 and 1 280 px too, without a sideways scroll ("Descartado" was cut at 1 280), and a card's name has
    // more than 100 px a line (80 at 1 366 before the "×" floated: "ESTRELA RESTA…").
    for (const width of [1366, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(
          () =>
            page.getByTestId('kanban-board').evaluate((board) => {
              const viewport = board.closest('.mantine-ScrollArea-viewport') as HTMLElement;
              return viewport.scrollWidth - viewport.clientWidth;
            }),
          WAIT,
        )
        .toBe(0);
      const title = await first.getByTestId('kanban-card').first().locator('a').first().boundingBox();
      expect(title?.width ?? 0).toBeGreaterThan(100);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    // Each card offers its phone to call: a tel: link the softphone or the mobile opens.
    const call = page
      .getByTestId('kanban-card')
      .getByRole('link', { name: /^Ligar para / })
      .first();
    expect(await call.getAttribute('href')).toMatch(/^tel:\+55\d{10,11}$/);
    const card = page.getByTestId('kanban-card').first();
    const name = (await card.locator('a').first().textContent()) ?? '';
    const from = await card.boundingBox();
    const to = await page.getByTestId('kanban-column-contatado').boundingBox();
    if (!from || !to) throw new Error('kanban not laid out');
    await page.mouse.move(from.x + 20, from.y + from.height / 2);
    await page.mouse.down();
    // Several steps: dnd-kit starts a drag after 5 px and tracks the pointer across columns.
    await page.mouse.move(from.x + 40, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
    await page.mouse.up();
    await expect.poll(() => columnTotal(page, 'contatado'), WAIT).toBe(1);
    expect(await columnTotal(page, 'a_prospectar')).toBe(4);
    await screenshot(page, 'lists-04-kanban');
    // A card dropped on the wrong column (here from the keyboard: Espaço, → twice, Espaço) goes back with the
    // toast's "Desfazer".
    await page.waitForLoadState('networkidle');
    const second = page.getByTestId('kanban-column-a_prospectar').getByTestId('kanban-card').first();
    const secondName = (await second.locator('a').first().textContent()) ?? '';
    // Each key waits for what a screen reader hears, then for the keyboard sensor's own timer (it listens for
    // the arrows only from a timer it sets when the drag starts; accessibility.e2e.ts).
    const heard = async (announcement: string) => {
      await page.getByText(announcement, { exact: true }).waitFor({ state: 'attached', ...WAIT });
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20)));
    };
    await second.getByRole('button', { name: /^Mover / }).focus();
    await page.keyboard.press('Space');
    await heard(`${secondName} selecionada, na coluna A prospectar.`);
    await page.keyboard.press('ArrowRight');
    await heard(`${secondName} sobre a coluna Contatado.`);
    await page.keyboard.press('ArrowRight');
    await heard(`${secondName} sobre a coluna Interessado.`);
    await page.keyboard.press('Space');
    await expect.poll(() => columnTotal(page, 'interessado'), WAIT).toBe(1);
    const undo = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: `${secondName} foi para "Interessado".` });
    await undo.getByRole('button', { name: 'Desfazer' }).click();
    await expect.poll(() => columnTotal(page, 'interessado'), WAIT).toBe(0);
    await expect.poll(() => columnTotal(page, 'a_prospectar'), WAIT).toBe(4);
    expect(await page.getByTestId('kanban-column-a_prospectar').textContent()).toContain(secondName);
    // Moved from the keyboard, the card's grip has the focus again, in the column it went back to.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''), WAIT)
      .toContain(secondName);
    await page.reload();
    await expect.poll(() => columnTotal(page, 'contatado'), WAIT).toBe(1);
    expect(await page.getByTestId('kanban-column-contatado').textContent()).toContain(name);
    expect(new URL(page.url()).searchParams.get('modo')).toBe('kanban');
    await expect.poll(() => text(page, 'metric-contacted'), WAIT).toBe('1');
    // The lists root shows how far the list is worked: 1 of its 5 companies moved on.
    await page.getByRole('link', { name: 'Listas da equipe' }).click();
    const progress = page.getByTestId('list-row').filter({ hasText: LIST_NAME }).getByRole('progressbar');
    await expect.poll(() => progress.getAttribute('aria-label'), WAIT).toBe('1 de 5 trabalhadas (20%)');
  });

  it('at 1 200 px drops a card on the column under the pointer, though the board scrolls sideways', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(`${listUrl}?modo=kanban`);
    await expect.poll(() => columnTotal(page, 'contatado'), WAIT).toBe(1);
    /** `low`: dropped low in the column, level with the longest column's cards, far below any card of `to`. */
    const drag = async (from: string, to: string, low = false) => {
      const card = await page
        .getByTestId(`kanban-column-${from}`)
        .getByTestId('kanban-card')
        .first()
        .boundingBox();
      const column = await page.getByTestId(`kanban-column-${to}`).boundingBox();
      const longest = await page.getByTestId('kanban-column-a_prospectar').boundingBox();
      if (!card || !column || !longest) throw new Error('kanban not laid out');
      await page.mouse.move(card.x + 20, card.y + card.height / 2);
      await page.mouse.down();
      await page.mouse.move(card.x + 40, card.y + card.height / 2, { steps: 5 });
      // (Within the window, above its lowest tenth, where the board would scroll: it starts half-way down.)
      const bottom = Math.min(longest.y + longest.height - 15, (page.viewportSize()?.height ?? 800) * 0.85);
      const y = low ? bottom : column.y + 80;
      await page.mouse.move(column.x + column.width / 2, y, { steps: 15 });
      // Held there a moment, as a hand does: the board must not scroll another column under the pointer.
      await page.waitForTimeout(600);
      await page.mouse.up();
    };
    // Into an empty column, low down: a column takes a drop over its whole height, not only over its cards.
    await drag('contatado', 'sucesso', true);
    await expect.poll(() => columnTotal(page, 'sucesso'), WAIT).toBe(1);
    expect(await columnTotal(page, 'descartado')).toBe(0);
    expect(await columnTotal(page, 'contatado')).toBe(0);
    await drag('sucesso', 'contatado');
    await expect.poll(() => columnTotal(page, 'contatado'), WAIT).toBe(1);
    expect(await columnTotal(page, 'sucesso')).toBe(0);
    // With the keyboard: Space, an arrow, Space; the focus stays on the moved card's handle, so the next
    // move needs no hunting for it.
    const handle = page.getByTestId('kanban-column-contatado').getByRole('button', { name: /^Mover / });
    const name = (await handle.getAttribute('aria-label')) ?? '';
    await handle.focus();
    // A key at a time, as a person presses them: the drag starts and measures between them.
    const press = async (keys: string[]) => {
      for (const key of keys) {
        await page.keyboard.press(key);
        await page.waitForTimeout(250);
      }
    };
    await press(['Space', 'ArrowRight', 'Space']);
    await expect.poll(() => columnTotal(page, 'contatado'), WAIT).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''), WAIT)
      .toBe(name);
    await press(['Space', 'ArrowLeft', 'Space']);
    await expect.poll(() => columnTotal(page, 'contatado'), WAIT).toBe(1);
    // A move the server refuses: the card goes back, and so does the focus, to its handle.
    const statusCall = '**/api/info_sets/*/company/user_prospecting_data*';
    await page.route(statusCall, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"Sem permissão"}' })
        : route.fallback(),
    );
    await press(['Space', 'ArrowRight', 'Space']);
    // Said once, with the server's reason.
    const refused = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Não foi possível mudar o status' });
    await refused
      .getByText('Sem permissão. A empresa voltou para onde estava. Tente novamente.')
      .waitFor(WAIT);
    expect(
      await page.locator('.mantine-Notification-root').filter({ hasText: 'Sem permissão' }).count(),
    ).toBe(1);
    await expect.poll(() => columnTotal(page, 'contatado'), WAIT).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''), WAIT)
      .toBe(name);
    await page.unroute(statusCall);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('opens a card from the kanban and steps through its column; the way back finds the kanban', async () => {
    const { page } = browser;
    // A column that fails to load says so inside itself, without a toast per column, and loads again.
    const columns = '**/api/v4/info_sets/*/kanbam*';
    await page.route(columns, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`${listUrl}?modo=kanban`);
    const failed = page.getByTestId('kanban-column-a_prospectar').getByRole('alert');
    await failed.getByText('Não foi possível carregar esta coluna.').waitFor(WAIT);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    await page.unroute(columns);
    await failed.getByRole('button', { name: 'Tentar de novo' }).click();
    await expect.poll(() => failed.count(), WAIT).toBe(0);
    await expect.poll(() => columnTotal(page, 'a_prospectar'), WAIT).toBeGreaterThan(1);
    const total = await columnTotal(page, 'a_prospectar');
    const cards = page.getByTestId('kanban-column-a_prospectar').getByTestId('kanban-card');
    await cards.first().locator('a').first().click();
    const steps = page.getByRole('navigation', { name: 'Navegar pelas empresas da lista' });
    await expect.poll(() => steps.textContent(), WAIT).toContain(`1 de ${total}`);
    // The company's group through its partners, as the search drawer's "Grupo" (the prospector's only way to it).
    const group = page.getByTestId('list-company-group');
    await expect
      .poll(
        async () =>
          (await group.getByTestId('company-group-tree').count()) > 0 ||
          (await group.textContent())?.includes('Nenhuma empresa relacionada encontrada.'),
        WAIT,
      )
      .toBe(true);
    const status = page
      .getByTestId('list-company-detail')
      .getByRole('combobox', { name: /^Status de prospecção de / });
    const first = await text(page, 'list-company-detail');
    await steps.getByRole('link', { name: 'Próxima' }).click();
    await expect.poll(() => steps.textContent(), WAIT).toContain(`2 de ${total}`);
    await expect.poll(() => text(page, 'list-company-detail'), WAIT).not.toBe(first);
    // The next card of the same column, not the next row of the whole table.
    await expect.poll(() => status.inputValue(), WAIT).toBe('A prospectar');
    // Moved out of the column here (the column puts the card moved last first), it keeps its place there:
    // "Próxima" is still the card after it, and the steps say how many are left in the column. Then moved
    // back, for the tests after this one.
    const nextHref = await steps.getByRole('link', { name: 'Próxima' }).getAttribute('href');
    const move = async (to: string) => {
      const saved = page.waitForResponse((r) => r.url().includes('user_prospecting_data') && r.ok(), WAIT);
      const reread = page.waitForResponse(
        (r) => r.request().method() === 'GET' && /\/companies\/[^/?]+\?/.test(r.url()) && r.ok(),
        WAIT,
      );
      await status.click();
      await page.getByRole('option', { name: to }).click();
      await saved;
      await reread;
      await expect.poll(() => status.inputValue(), WAIT).toBe(to);
    };
    await move('Interessado');
    await expect.poll(() => steps.textContent(), WAIT).toContain(`${total - 1} restantes`);
    expect(await steps.getByRole('link', { name: 'Próxima' }).getAttribute('href')).toBe(nextHref);
    // And after a reload (the steps are kept in the tab).
    await page.reload();
    await expect.poll(() => status.inputValue(), WAIT).toBe('Interessado');
    await expect.poll(() => steps.textContent(), WAIT).toContain(`${total - 1} restantes`);
    expect(await steps.getByRole('link', { name: 'Próxima' }).getAttribute('href')).toBe(nextHref);
    await move('A prospectar');
    await page.getByRole('link', { name: LIST_NAME }).click();
    await page.waitForURL((url) => !url.pathname.includes('/companies/'), WAIT);
    expect(new URL(page.url()).searchParams.get('modo')).toBe('kanban');
    expect(new URL(page.url()).searchParams.get('status')).toBeNull();
    await expect.poll(() => columnTotal(page, 'contatado'), WAIT).toBe(1);
  });

  it('opens a wrong company link as "not in this list" and a list not shared as "Lista não encontrada", without toasts or notes', async () => {
    const { page } = browser;
    const nobody = '00000000-0000-4000-8000-000000000000';
    await page.goto(`${listUrl}/companies/${nobody}`);
    await page
      .getByTestId('list-company-error')
      .getByText(/^Empresa não encontrada nesta lista/)
      .waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Tentar de novo' }).count()).toBe(0);
    expect(await page.getByText('Anotações').count()).toBe(0);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    // The way back to the list, as the list-not-found page has one to the lists.
    await page.getByTestId('list-company-error').getByRole('link', { name: 'Voltar para a lista' }).click();
    await page.waitForURL((url) => !url.pathname.includes('/companies/'), WAIT);
    await page.getByTestId('list-name').waitFor(WAIT);
    await page.goto(`${new URL(listUrl).origin}/infosets/${nobody}/companies/${nobody}`);
    await page.getByTestId('list-not-found').waitFor(WAIT);
    // The screen's name is its h1 and the browser's title.
    await page.getByRole('heading', { level: 1, name: 'Lista não encontrada' }).waitFor(WAIT);
    await expect.poll(() => page.title(), WAIT).toBe('Lista não encontrada · Prospecta');
    expect(await page.getByText('Anotações').count()).toBe(0);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    await page.getByRole('link', { name: 'Voltar para minhas listas' }).waitFor(WAIT);
    // A list that fails to load (the server, not its absence) offers a retry, without a toast.
    const listPath = new URL(listUrl).pathname;
    const failing = `**/api${listPath.replace('/infosets/', '/info_sets/')}?*`;
    await page.route(failing, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(listUrl);
    await page.getByTestId('list-load-error').waitFor(WAIT);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    await page.unroute(failing);
    await page.getByRole('button', { name: 'Tentar de novo' }).click();
    await page.getByTestId('list-name').waitFor(WAIT);
  });

  it('filters the table by status from a metric or the select, and a company steps through those only', async () => {
    const { page } = browser;
    await page.goto(`${listUrl}?modo=kanban`);
    // "Contatadas" (1 since the kanban move): the table, in table mode, shows that company alone.
    await page.getByRole('button', { name: /Contatadas/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status'), WAIT).toBe('contatado');
    expect(new URL(page.url()).searchParams.get('modo')).toBeNull();
    await expect.poll(() => text(page, 'companies-total'), WAIT).toBe('1 empresa com status Contatado');
    expect(await page.getByRole('button', { name: /Contatadas/ }).getAttribute('aria-pressed')).toBe('true');
    // The select: the four still to prospect; the first opens as 1 of 4.
    await page.getByRole('combobox', { name: 'Filtrar por status' }).click();
    await page.getByRole('option', { name: 'A prospectar' }).click();
    await expect.poll(() => text(page, 'companies-total'), WAIT).toBe('4 empresas com status A prospectar');
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(4);
    await screenshot(page, 'lists-04b-status-filter');
    // "Exportar" starts from the table's filter: those four.
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar empresas' });
    await expect.poll(() => text(page, 'export-count-companies'), WAIT).toBe('4');
    expect(await dialog.textContent()).toContain('A prospectar');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...WAIT });
    // Two companies ticked: the export offers those two ("Empresas escolhidas"); "Limpar seleção" drops them.
    const tickRows = page.getByTestId('list-company-row').getByRole('checkbox', { name: /^Selecionar / });
    await tickRows.nth(0).check();
    await tickRows.nth(1).check();
    await expect.poll(() => text(page, 'list-selected-count'), WAIT).toBe('2 empresas selecionadas');
    // A look at one of them and back: still ticked.
    await page.getByTestId('list-company-row').first().locator('a[href*="/companies/"]').click();
    await page.getByTestId('list-company-detail').waitFor(WAIT);
    await page.goBack();
    await expect.poll(() => text(page, 'list-selected-count'), WAIT).toBe('2 empresas selecionadas');
    await page.getByRole('button', { name: 'Exportar (2)', exact: true }).click();
    await expect.poll(() => text(page, 'export-count-companies'), WAIT).toBe('2');
    expect(await dialog.textContent()).toContain('Empresas escolhidas');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await page.getByRole('button', { name: 'Limpar seleção' }).click();
    await page.getByRole('button', { name: 'Exportar', exact: true }).waitFor(WAIT);
    const names = await page
      .getByTestId('list-company-row')
      .locator('a[href*="/companies/"]')
      .allTextContents();
    await page.getByTestId('list-company-row').first().getByRole('link').first().click();
    const steps = page.getByRole('navigation', { name: 'Navegar pelas empresas da lista' });
    await expect.poll(() => steps.textContent(), WAIT).toContain('1 de 4');
    // Moved on from "A prospectar" here, it keeps its place: "Próxima" is the next one still to prospect.
    const detail = page.getByTestId('list-company-detail');
    const status = detail.getByRole('combobox', { name: /^Status de prospecção de / });
    await status.click();
    const saved = page.waitForResponse((r) => r.url().includes('user_prospecting_data') && r.ok(), WAIT);
    await page.getByRole('option', { name: 'Interessado' }).click();
    await saved;
    await expect.poll(() => status.inputValue(), WAIT).toBe('Interessado');
    await expect.poll(() => steps.textContent(), WAIT).toContain('3 restantes');
    await steps.getByRole('link', { name: 'Próxima' }).click();
    await expect.poll(() => steps.textContent(), WAIT).toContain('1 de 3');
    await expect.poll(() => text(page, 'list-company-detail'), WAIT).toContain(names[1] ?? '-');
    // Back to the list: the filter is still there, without the company moved on.
    await page.getByRole('link', { name: LIST_NAME }).click();
    await expect.poll(() => text(page, 'companies-total'), WAIT).toBe('3 empresas com status A prospectar');
    expect(new URL(page.url()).searchParams.get('status')).toBe('a_prospectar');
    // A row moved out of the filter from the table leaves it, and "Desfazer" brings it back.
    const row = page.getByTestId('list-company-row').first();
    const rowName = (await row.locator('a[href*="/companies/"]').textContent()) ?? '-';
    await row.getByRole('combobox', { name: /^Status de prospecção de / }).click();
    await page.getByRole('option', { name: 'Descartado' }).click();
    await expect.poll(() => text(page, 'companies-total'), WAIT).toBe('2 empresas com status A prospectar');
    const toast = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: `${rowName} foi para "Descartado" e saiu desta tabela.` });
    await toast.getByRole('button', { name: 'Desfazer' }).click();
    await expect.poll(() => text(page, 'companies-total'), WAIT).toBe('3 empresas com status A prospectar');
    await expect.poll(() => text(page, 'list-companies-table'), WAIT).toContain(rowName);
    // "Decisores" shows the people of those same three companies, with the filter at hand.
    await page.getByRole('link', { name: 'Decisores' }).click();
    await page.getByRole('heading', { name: 'Decisores da lista' }).waitFor(WAIT);
    const decisorCompanies = page.getByTestId('decisors-table').locator('a[href*="/companies/"]');
    await expect.poll(() => decisorCompanies.count(), WAIT).toBe(3);
    expect(await page.getByRole('combobox', { name: 'Filtrar por status' }).inputValue()).toBe(
      'A prospectar',
    );
    await page.getByRole('link', { name: LIST_NAME }).click();
    await expect.poll(() => text(page, 'companies-total'), WAIT).toBe('3 empresas com status A prospectar');
    // A status no company has: said so, with the way back to them all.
    await page.getByRole('button', { name: /Sucessos/ }).click();
    await expect
      .poll(() => text(page, 'list-companies-empty'), WAIT)
      .toBe('Nenhuma empresa com status Sucesso nesta lista.');
    await page.getByRole('button', { name: 'Mostrar todos os status' }).click();
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(5);
    expect(new URL(page.url()).searchParams.get('status')).toBeNull();
    // The company moved here goes back to "A prospectar", as the tests after this one expect.
    const moved = page.getByTestId('list-company-row').filter({ hasText: names[0] ?? '-' });
    await moved.getByRole('combobox', { name: /^Status de prospecção de / }).click();
    await page.getByRole('option', { name: 'A prospectar' }).click();
    await expect.poll(() => text(page, 'metric-interested'), WAIT).toBe('0');
    // Any status set from the table says where the company went, with "Desfazer", which saves the status it
    // had (still there after a reload).
    const other = page.getByTestId('list-company-row').filter({ hasText: names[1] ?? '-' });
    const otherStatus = other.getByRole('combobox', { name: /^Status de prospecção de / });
    expect(await otherStatus.inputValue()).toBe('A prospectar');
    await otherStatus.click();
    await page.getByRole('option', { name: 'Interesse futuro' }).click();
    await expect.poll(() => otherStatus.inputValue(), WAIT).toBe('Interesse futuro');
    const undoMove = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: `${names[1]} foi para "Interesse futuro".` });
    // The undo's own answer: the move's may still be on its way (the select shows the new status at once).
    const undone = page.waitForResponse(
      (r) =>
        r.url().includes('user_prospecting_data') &&
        r.request().method() === 'PATCH' &&
        r.request().postDataJSON()?.user_prospecting_data?.status === 'a_prospectar',
      WAIT,
    );
    await undoMove.getByRole('button', { name: 'Desfazer' }).click();
    expect((await undone).ok()).toBe(true);
    await expect.poll(() => otherStatus.inputValue(), WAIT).toBe('A prospectar');
    await page.reload();
    await expect.poll(() => otherStatus.inputValue(), WAIT).toBe('A prospectar');
    // A change the server refuses: the row goes back, its toast closes (nothing to undo) and the reason is said.
    const statusCall = '**/api/info_sets/*/company/user_prospecting_data*';
    await page.route(statusCall, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"Sem permissão"}' })
        : route.fallback(),
    );
    await otherStatus.click();
    await page.getByRole('option', { name: 'Sucesso' }).click();
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Não foi possível mudar o status' })
      .getByText('Sem permissão. A empresa voltou para onde estava. Tente novamente.')
      .waitFor(WAIT);
    await expect.poll(() => otherStatus.inputValue(), WAIT).toBe('A prospectar');
    await expect
      .poll(
        () => page.locator('.mantine-Notification-root').filter({ hasText: 'foi para "Sucesso"' }).count(),
        WAIT,
      )
      .toBe(0);
    await page.unroute(statusCall);
  });

  it("shows a manager a seller's prospecting of the list, read-only, and back to their own", async () => {
    const { page } = browser;
    const listId = new URL(listUrl).pathname.split('/').pop() ?? '';
    const tokenOf = (email: string) => apiToken(baseUrl, email, PASSWORD);
    const call = async (token: string, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status).toBeLessThan(300);
      const answer = await res.text();
      return answer ? JSON.parse(answer) : null;
    };
    // The manager shares the list with the seller, who marks its first company "Sucesso".
    const manager = await tokenOf(MANAGER);
    const { users } = await call(manager, 'GET', '/user/supervised_users_to_share_list');
    const seller = (users as { id: string; name: string; email: string }[]).find(
      (u) => u.email === 'sdr@demo.prospecta.dev',
    );
    if (!seller) throw new Error('the demo account has no sdr user');
    await call(manager, 'POST', `/info_sets/${listId}/coordinator`, { user_id: seller.id });
    // On the seller's lists root the star is theirs to see, not to change: focused, it says why, as read aloud.
    const sellerBrowser = await openBrowser({ width: 1366, height: 860 });
    try {
      const sellerPage = sellerBrowser.page;
      await signIn(sellerPage, baseUrl, seller.email, PASSWORD);
      const sellerRow = sellerPage.getByTestId('list-row').filter({ hasText: LIST_NAME });
      await sellerRow.waitFor(WAIT);
      // A seller who may not search is not offered a list of their own, which nothing could fill.
      expect(await sellerPage.getByRole('button', { name: 'Nova lista' }).count()).toBe(0);
      const star = sellerRow.getByRole('button', { name: /com estrela$|^Remover estrela/ });
      expect(await star.getAttribute('aria-disabled')).toBe('true');
      // Reached with the keyboard (a tooltip opens on a visible focus, not on a click's).
      await star.focus();
      await sellerPage.keyboard.press('Shift+Tab');
      await sellerPage.keyboard.press('Tab');
      await sellerPage
        .getByRole('tooltip')
        .filter({ hasText: /^Apenas o autor/ })
        .last()
        .waitFor(WAIT);
      const reason = await star.evaluate(
        (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
      );
      expect(reason).toMatch(/^Apenas o autor da lista ou um gestor/);
      // Members' avatars are read by name.
      expect(await sellerRow.getByRole('img', { name: `${seller.name} (membro)`, exact: true }).count()).toBe(
        1,
      );
      // The list itself asks nothing the seller may not read (the saved searches behind its autoplay: 403).
      const refused: string[] = [];
      sellerPage.on('response', (r) => {
        if (r.status() === 403) refused.push(r.url());
      });
      await sellerPage.goto(listUrl);
      await sellerPage.getByTestId('list-name').waitFor(WAIT);
      await sellerPage.getByRole('tab', { name: 'Atividade e autoplay' }).click();
      await sellerPage.getByText(/^O autoplay parte de uma busca salva no histórico/).waitFor(WAIT);
      await sellerPage.waitForLoadState('networkidle');
      expect(refused).toEqual([]);
    } finally {
      await sellerBrowser.close();
    }
    const sellerToken = await tokenOf(seller.email);
    const { companies } = await call(sellerToken, 'GET', `/v4/info_sets/${listId}/companies`);
    await call(sellerToken, 'PATCH', `/info_sets/${listId}/company/user_prospecting_data`, {
      company_id: companies[0].id,
      user_prospecting_data: { status: 'sucesso' },
    });

    await page.goto(listUrl);
    await expect.poll(() => text(page, 'metric-successes'), WAIT).toBe('0');
    // A long name wraps beside the actions, "Prospecção de" among them, instead of pushing them under it.
    const long = 'Padarias e confeitarias da zona sul de São Paulo — campanha de fim de ano 2026';
    await call(manager, 'PATCH', `/info_sets/${listId}`, { info_set: { name: long } });
    await page.reload();
    await expect.poll(() => text(page, 'list-name'), WAIT).toBe(long);
    const title = await page.getByTestId('list-name').boundingBox();
    const facts = await page.getByTestId('list-contacts').boundingBox();
    const exportButton = await page.getByRole('button', { name: 'Exportar' }).boundingBox();
    if (!title || !facts || !exportButton)
      throw new Error('no list name, facts or export button on the page');
    expect(exportButton.x).toBeGreaterThan(title.x + title.width);
    expect(exportButton.y).toBeLessThan(facts.y + facts.height);
    await screenshot(page, 'lists-04b-long-name');
    await call(manager, 'PATCH', `/info_sets/${listId}`, { info_set: { name: LIST_NAME } });
    await page.reload();
    await expect.poll(() => text(page, 'list-name'), WAIT).toBe(LIST_NAME);
    await page.getByRole('combobox', { name: 'Prospecção de', exact: true }).click();
    await page.getByRole('option', { name: seller.name }).click();
    await expect.poll(() => text(page, 'metric-successes'), WAIT).toBe('1');
    expect(new URL(page.url()).searchParams.get('ver_como')).toBe(seller.id);
    expect(await text(page, 'viewing-other')).toContain(seller.name);
    // The seller's statuses, which only the seller changes.
    const selects = page
      .getByTestId('list-company-row')
      .getByRole('combobox', { name: /^Status de prospecção/ });
    await expect.poll(() => selects.count(), WAIT).toBe(5);
    // Polled: the manager's own rows stay on screen until the seller's arrive.
    await expect
      .poll(() => selects.evaluateAll((all) => all.map((s) => (s as HTMLInputElement).value).sort()), WAIT)
      .toEqual(['A prospectar', 'A prospectar', 'A prospectar', 'A prospectar', 'Sucesso']);
    for (const select of await selects.all()) expect(await select.isDisabled()).toBe(true);
    await screenshot(page, 'lists-04c-view-as');
    // Their activity too, not the manager's own.
    const theirs = await call(manager, 'GET', `/info_sets/${listId}/overview/user/${seller.id}`);
    await page.getByRole('tab', { name: 'Atividade e autoplay' }).click();
    const overview = page.getByTestId('overview-panel');
    await overview.getByText(`Atividade de ${seller.name} na lista`).waitFor(WAIT);
    const started = (await overview.textContent())?.match(/(\d+)Prospecções iniciadas/)?.[1];
    expect(Number(started)).toBe(theirs.prospect_started);
    // The autoplay credits under it are the manager's own, and say so.
    await expect
      .poll(() => page.getByTestId('autoplay-controls').textContent(), WAIT)
      .toMatch(/Créditos que você usou com o autoplay \(em todas as suas listas\): \d+/);
    // "Exportar" reads the seller's statuses too: their "Sucesso" filter counts the one company they won.
    await page.goto(`${listUrl}?ver_como=${seller.id}&status=sucesso`);
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    const exporting = page.getByRole('dialog', { name: 'Exportar empresas' });
    await exporting.getByText(`Status de prospecção de ${seller.name}`).waitFor(WAIT);
    await expect.poll(() => exporting.getByTestId('export-count-companies').textContent(), WAIT).toBe('1');
    await page.keyboard.press('Escape');
    // The list by decision makers shows whose statuses too (and asks for no list without an id: its address
    // named the list apart from the table's, and the table's filters read none).
    const emptyIds: string[] = [];
    const watch = (request: { url: () => string }) => {
      if (/\/api\/info_sets\/(\?|$)/.test(request.url())) emptyIds.push(request.url());
    };
    page.on('request', watch);
    await page.goto(`${listUrl}/llm/by-decisor?ver_como=${seller.id}`);
    await page.getByRole('heading', { name: 'Decisores da lista' }).waitFor(WAIT);
    await page.getByTestId('viewing-other').waitFor(WAIT);
    expect(await page.getByRole('combobox', { name: 'Prospecção de', exact: true }).inputValue()).toBe(
      seller.name,
    );
    await page.waitForLoadState('networkidle');
    page.off('request', watch);
    expect(emptyIds).toEqual([]);
    await page.goto(`${listUrl}?ver_como=${seller.id}`);
    // Their board too, where no card moves; a company opened keeps their view.
    await page
      .locator('label')
      .filter({ hasText: /^Kanban$/ })
      .click();
    await expect.poll(() => columnTotal(page, 'sucesso'), WAIT).toBe(1);
    expect(await page.getByRole('button', { name: /^Mover / }).count()).toBe(0);
    await page.getByTestId('kanban-column-sucesso').getByTestId('kanban-card').locator('a').first().click();
    const status = page
      .getByTestId('list-company-detail')
      .getByRole('combobox', { name: /^Status de prospecção/ });
    await expect.poll(() => status.inputValue(), WAIT).toBe('Sucesso');
    expect(await status.isDisabled()).toBe(true);
    await page.goBack();
    await page.getByRole('button', { name: 'Ver a minha' }).click();
    await expect.poll(() => columnTotal(page, 'sucesso'), WAIT).toBe(0);
    expect(new URL(page.url()).searchParams.get('ver_como')).toBeNull();
    // Each column loads on its own: the cards (and their grips) may land after the totals.
    await expect.poll(() => page.getByRole('button', { name: /^Mover / }).count(), WAIT).toBe(5);
    // An address naming the manager is the manager's own prospecting, still changeable.
    const me = await call(manager, 'GET', '/user/me');
    await page.goto(`${listUrl}?ver_como=${me.id}`);
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(5);
    expect(await page.getByTestId('viewing-other').count()).toBe(0);
    for (const select of await selects.all()) expect(await select.isDisabled()).toBe(false);
    // Naming someone who does not work the list: the manager's own prospecting, said, the name gone from the address.
    await page.goto(`${listUrl}?ver_como=00000000-0000-4000-8000-000000000000`);
    await page.getByTestId('view-as-not-on-list').waitFor(WAIT);
    await expect.poll(() => new URL(page.url()).searchParams.get('ver_como'), WAIT).toBeNull();
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(5);
    expect(await page.getByTestId('viewing-other').count()).toBe(0);
    await call(manager, 'DELETE', `/info_sets/${listId}/coordinator?user_id=${seller.id}`);
  });

  it('validates the e-mails of the list and shows the stats, and each outcome on the company page', async () => {
    const { page } = browser;
    await page.goto(`${listUrl}?aba=validacao`);
    await page.getByRole('button', { name: 'Validar e-mails' }).click();
    await expect.poll(() => text(page, 'validation-outcome'), WAIT).toContain('Success');
    await expect
      .poll(() => page.getByTestId('email-stats').getAttribute('data-status'), {
        timeout: 60_000,
        interval: 200,
      })
      .toBe('completed');
    // The run's stats arrive after its status: read them again on each poll, once they are no longer loading.
    const stats = page.getByTestId('email-stats');
    await expect
      .poll(async () => {
        if ((await stats.getAttribute('data-loading')) !== null) return false;
        const counts = await Promise.all(
          ['válidos', 'talvez', 'inválidos'].map(async (k) =>
            Number((await text(page, `email-stats-${k}`)).replace(/\D/g, '')),
          ),
        );
        return (
          counts.reduce((a, b) => a + b, 0) > 0 || (await text(page, 'email-stats')).includes('Sem dados')
        );
      }, WAIT)
      .toBe(true);
    await screenshot(page, 'lists-05-validation');

    // The table marks each validated e-mail, and the company page names its outcome.
    await page.goto(listUrl);
    const withEmail = page.getByTestId('list-company-row').filter({ hasText: '@' }).first();
    await withEmail.waitFor(WAIT);
    expect(await withEmail.getByTestId('contact-outcome-mark').getAttribute('aria-label')).toMatch(
      /^(Válido|Talvez|Inválido)$/,
    );
    await withEmail.getByRole('link').first().click();
    await page.getByTestId('list-company-detail').waitFor(WAIT);
    const badge = page.getByTestId('contact-line').filter({ hasText: '@' }).getByTestId('contact-outcome');
    await expect.poll(() => badge.textContent(), WAIT).toMatch(/^(Válido|Talvez|Inválido)$/);
  });

  it('opens the companies most like those the table shows (the one contacted) as a search, none of the list', async () => {
    const { page } = browser;
    await page.goto(`${listUrl}?status=contatado`);
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(1);
    await page.goto(listUrl);
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(5);
    const cnpjOf = (row: string) => row.match(/\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/)?.[0]?.replace(/\D/g, '');
    const inList = (await page.getByTestId('list-company-row').allTextContents()).map(cnpjOf);
    expect(inList.every(Boolean)).toBe(true);

    await page.goto(`${listUrl}?status=contatado`);
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(1);
    await page.getByRole('button', { name: 'Parecidas' }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/search');
    const where = JSON.parse(new URL(page.url()).searchParams.get('where') ?? '{}');
    expect(where.cnpjInclude.length).toBeGreaterThan(0);
    expect(where.cnpjInclude.length).toBeLessThanOrEqual(100);
    for (const cnpj of inList) expect(where.cnpjInclude).not.toContain(cnpj);
    await page.getByTestId('summary-total').waitFor(WAIT);
    expect(
      await page
        .getByTestId('cnpj-list-notice')
        .getByText(`Empresas parecidas com a lista ${LIST_NAME}`)
        .count(),
    ).toBe(1);
    await screenshot(page, 'lists-look-alike');

    // From a company of the list: the 100 most like it, itself left out.
    await page.goto(listUrl);
    await page.getByTestId('list-company-row').first().getByRole('link').first().click();
    await page.getByTestId('list-company-detail').waitFor(WAIT);
    const open = cnpjOf((await page.getByTestId('list-company-detail').textContent()) ?? '');
    await page.getByRole('button', { name: 'Parecidas' }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/search');
    const similar = JSON.parse(new URL(page.url()).searchParams.get('where') ?? '{}').cnpjInclude;
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(100);
    expect(similar).not.toContain(open);
  });

  it('stars a list to the top, archives and deletes it, and brings it back each time with "Desfazer"', async () => {
    const { page } = browser;
    await page.goto(baseUrl);
    const row = page.getByTestId('list-row').filter({ hasText: LIST_NAME });
    await row.waitFor(WAIT);
    await row.getByRole('button', { name: `Marcar ${LIST_NAME} com estrela` }).click();
    await expect.poll(() => page.getByTestId('list-row').first().textContent(), WAIT).toContain(LIST_NAME);
    await row.getByRole('button', { name: `Mais ações de ${LIST_NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Arquivar' }).click();
    const archived = page.locator('.mantine-Notification-root').filter({ hasText: 'Lista arquivada' });
    await archived.getByText(`“${LIST_NAME}” está em Arquivadas.`).waitFor(WAIT);
    await expect.poll(() => row.count(), WAIT).toBe(0);
    // Opened from Arquivadas, the list says it is archived.
    await page.getByText('Arquivadas', { exact: true }).click();
    await row.getByRole('link', { name: LIST_NAME }).click();
    await page.getByTestId('list-archived').waitFor(WAIT);
    // Back on the lists, they are as they were left: Arquivadas (the address says so).
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('ver'), WAIT).toBe('arquivadas');
    await row.waitFor(WAIT);
    await row.getByRole('button', { name: `Mais ações de ${LIST_NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Desarquivar' }).click();
    await expect.poll(() => row.count(), WAIT).toBe(0);
    await page.getByText('Ativas', { exact: true }).click();
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await row.getByRole('button', { name: `Mais ações de ${LIST_NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await expect
      .poll(() => page.getByTestId('list-row').filter({ hasText: LIST_NAME }).count(), WAIT)
      .toBe(0);
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Lista excluída' })
      .getByRole('button', { name: 'Desfazer' })
      .click();
    await expect
      .poll(() => page.getByTestId('list-row').filter({ hasText: LIST_NAME }).count(), WAIT)
      .toBe(1);

    // Deleted for good this time: the trash says when, and "Recuperar" brings it back and says so.
    await row.getByRole('button', { name: `Mais ações de ${LIST_NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await expect.poll(() => row.count(), WAIT).toBe(0);
    const deletedToast = page.locator('.mantine-Notification-root').filter({ hasText: 'Lista excluída' });
    await page.getByText('Lixeira', { exact: true }).click();
    await row.waitFor(WAIT);
    await page.getByRole('columnheader', { name: 'Excluída' }).waitFor(WAIT);
    await row.getByRole('button', { name: `Mais ações de ${LIST_NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Recuperar' }).click();
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Lista recuperada' })
      .getByText(`"${LIST_NAME}" voltou para as suas listas.`)
      .waitFor(WAIT);
    // The deletion's "Desfazer" goes with it: nothing is left to undo.
    await expect.poll(() => deletedToast.count(), { timeout: 1500 }).toBe(0);
    // A list made from the trash shows where it went (the active lists), one click from opening it.
    const created = `Lista criada e2e ${Date.now()}`;
    await page.getByRole('button', { name: 'Nova lista' }).click();
    const newListDialog = page.getByRole('dialog', { name: 'Nova lista' });
    // A name of spaces only is said at the field (the button was off with no word why).
    await newListDialog.getByLabel(/^Nome da lista/).fill('   ');
    await newListDialog.getByLabel(/^Nome da lista/).press('Enter');
    await newListDialog.getByText('Digite um nome para a lista.').waitFor(WAIT);
    await newListDialog.getByLabel(/^Nome da lista/).fill(created);
    await page.getByRole('button', { name: 'Criar lista' }).click();
    const createdToast = page.locator('.mantine-Notification-root').filter({ hasText: 'Lista criada' });
    await createdToast.getByText(`“${created}” está nas suas listas ativas.`).waitFor(WAIT);
    await expect.poll(() => new URL(page.url()).searchParams.get('ver'), WAIT).toBeNull();
    await page.getByTestId('list-row').filter({ hasText: created }).waitFor(WAIT);
    await row.waitFor(WAIT);
    await createdToast.getByRole('button', { name: 'Abrir lista' }).click();
    await expect.poll(() => text(page, 'list-name'), WAIT).toBe(created);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const removed = await apiCall(
      baseUrl,
      token,
      'DELETE',
      `/info_sets/${new URL(page.url()).pathname.split('/').pop()}`,
    );
    expect(removed.ok).toBe(true);
  });

  it('adds rows ticked on two pages to a new list, opens a row with Enter, adds one company from its drawer', async () => {
    const { page } = browser;
    const name = `${LIST_NAME} selecionadas`;
    const rowCnpj = async (index: number) =>
      ((await page.getByTestId('result-row').nth(index).getAttribute('aria-label')) ?? '').split(', ').pop();
    await page.goto(`${baseUrl}/search`);
    await expect.poll(() => page.getByTestId('result-row').count(), WAIT).toBe(10);
    await page.waitForURL((url) => url.pathname.split('/').length === 3, WAIT);
    const first = await rowCnpj(0);
    await page.getByTestId('result-row').nth(0).getByRole('checkbox').click();
    await expect.poll(() => text(page, 'checked-count'), WAIT).toBe('1 empresa selecionada');
    // Ticking is not opening: the company drawer stays closed (no CNPJ in the path).
    expect(new URL(page.url()).pathname.split('/')).toHaveLength(3);

    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect.poll(() => rowCnpj(0), WAIT).not.toBe(first);
    const second = await rowCnpj(0);
    await page.getByTestId('result-row').nth(0).getByRole('checkbox').click();
    await expect.poll(() => text(page, 'checked-count'), WAIT).toBe('2 empresas selecionadas');
    await screenshot(page, 'lists-06-ticked-rows');

    // A row reached with Tab shows the app's 2 px focus ring, inside the row (the scroll container does not
    // clip it).
    await page.getByTestId('result-row').nth(1).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineOffset}`;
      });
    expect(
      await page
        .getByTestId('result-row')
        .nth(1)
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(await ring()).toBe('solid 2px -2px');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.split('/').length === 4, WAIT);
    await page.getByTestId('company-drawer').waitFor(WAIT);
    // As a seller would, Escape once the company has loaded and the search's answers have landed (a full
    // run once found the drawer open again right after Escape; the history log below tells who reopened it).
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname.split('/').length === 3, WAIT);
    await page.getByTestId('company-drawer').waitFor({ state: 'detached', ...WAIT });
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('company-drawer').count(), (await historyLog(page)).join('\n')).toBe(0);
    expect(await text(page, 'checked-count')).toBe('2 empresas selecionadas');
    // A reload keeps them (the tab's storage), on the page it was on.
    await page.reload();
    await expect.poll(() => text(page, 'checked-count'), WAIT).toBe('2 empresas selecionadas');

    await page.getByRole('button', { name: 'Adicionar à lista' }).click();
    expect(await page.getByRole('radio', { name: 'As 2 empresas selecionadas' }).isChecked()).toBe(true);
    // A name no list has, typed in the list box: "+ Criar nova lista" is still offered, and takes that name.
    // All by keyboard: ↓ and Enter pick it (adding nothing yet), Enter in the name field adds (the dialog is a
    // form whose submit is "Adicionar 2 empresas").
    const listBox = page.getByPlaceholder('Escolha uma lista');
    await listBox.fill(name);
    await page.getByRole('option', { name: '+ Criar nova lista' }).waitFor(WAIT);
    await listBox.press('ArrowDown');
    await listBox.press('Enter');
    const newName = page.getByLabel('Nome da nova lista');
    await expect.poll(() => newName.evaluate((el) => el === document.activeElement), WAIT).toBe(true);
    expect(await newName.inputValue()).toBe(name);
    expect(await page.getByRole('dialog', { name: 'Adicionar à lista' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Empresas adicionadas à lista').waitFor(WAIT);
    await expect.poll(() => page.getByTestId('checked-count').count(), WAIT).toBe(0);

    // A company's drawer adds just that company, here to the list just made. Its CNPJ is read from the drawer's
    // address: the results may still be redrawn (the companies just added leave them) while a row is read.
    await page.getByTestId('result-row').nth(2).click();
    await page.getByTestId('company-name').waitFor(WAIT);
    const third = formatCnpj(new URL(page.url()).pathname.split('/').pop() ?? '');
    const addButton = page.getByTestId('company-drawer').getByRole('button', { name: 'Adicionar à lista' });
    await addButton.click();
    // Escape closes the dialog alone: the drawer and its company stay, the focus back on the dialog's button
    // (the drawer took the same Escape and closed too, the company gone from the address).
    const addDialog = page.getByRole('dialog', { name: 'Adicionar à lista' });
    await addDialog.waitFor(WAIT);
    const drawerPath = new URL(page.url()).pathname;
    await page.keyboard.press('Escape');
    await addDialog.waitFor({ state: 'detached', ...WAIT });
    expect(new URL(page.url()).pathname).toBe(drawerPath);
    expect(await page.getByTestId('company-drawer').isVisible()).toBe(true);
    await expect
      .poll(() => addButton.evaluate((button) => button === document.activeElement), WAIT)
      .toBe(true);
    await addButton.click();
    expect(await page.getByRole('radio', { name: 'As primeiras' }).count()).toBe(0);
    await page.getByPlaceholder('Escolha uma lista').click();
    await page.getByRole('option', { name }).click();
    await screenshot(page, 'lists-07-add-from-drawer');
    // A list picked, Enter adds (the select closed: Enter no longer picks an option).
    await page.getByPlaceholder('Escolha uma lista').press('Enter');
    // The drawer says where it went, with "Abrir lista" to open the list (a toast was out of the reach of the
    // drawer's focus trap).
    const added = page.getByTestId('company-drawer').getByTestId('added-to-list-notice');
    await expect.poll(() => added.textContent(), WAIT).toContain('1 adicionada, ');
    await added.getByRole('link', { name: 'Abrir lista' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/infosets/'), WAIT);
    await page.getByRole('heading', { name }).waitFor(WAIT);
    await expect.poll(() => page.getByTestId('list-company-row').count(), WAIT).toBe(3);
    for (const cnpj of [first, second, third])
      expect(await page.getByTestId('list-company-row').filter({ hasText: cnpj }).count()).toBe(1);
  });
  it('lists the establishments of a company of several on its page, the one open marked, not linked', async () => {
    const { page } = browser;
    const call = await apiAs(page);
    const search = await call('POST', '/v4/search/create', { search: { where: { qt_filiais: { gte: 2 } } } });
    const cnpj = search.search.rows[0]?.cnpj as string;
    const list = await call('POST', '/info_sets', { info_set: { name: `Filiais e2e ${Date.now()}` } });
    await call('POST', '/searches/companies/export', {
      search_id: search.id,
      cnpjs: [cnpj],
      info_set_id: list.id,
    });
    const { companies } = await call('GET', `/v4/info_sets/${list.id}/companies?page=1`);
    const made = { listId: list.id as string, companyId: companies[0]?.id as string, cnpj };
    await page.goto(`${baseUrl}/infosets/${made.listId}/companies/${made.companyId}`);
    const establishments = page.getByTestId('company-branches');
    await establishments.waitFor(WAIT);
    const marked = await establishments.locator('[aria-current="true"]').textContent();
    expect(marked?.replace(/[^0-9A-Z]/g, '')).toBe(made.cnpj);
    expect(await establishments.getByRole('row').count()).toBeGreaterThan(2);
    expect(await establishments.getByRole('link').count()).toBe(0);
  });

  it("asks before turning autoplay on, saying it spends export credits, and adds the search's new companies once on", async () => {
    const { page } = browser;
    const name = `Autoplay e2e ${Date.now()}`;
    // A saved search of three companies, run again, one of them put in a new list from that run.
    const call = await apiAs(page);
    const wide = await call('POST', '/v4/search/create', {
      search: { return_size: 3, offset: 40 },
      eliminate_cnpjs_already_exported_in_account: true,
    });
    const cnpjs = (wide.search.rows as { cnpj: string }[]).map((r) => r.cnpj);
    const query = {
      search: { where: { nu_cnpj: cnpjs } },
      special_filter: { url: `cnpj_incluir=${cnpjs.join(',')}` },
    };
    const saved = await call('POST', '/v4/search/create', query);
    await call('POST', '/history_search', {
      search_id: saved.id,
      name,
      total_results: saved.search.total,
      selected_filters: { url: query.special_filter.url },
    });
    // The same query run again is the same stored search; run in another form (20 a page, as an API client
    // may), it is another stored search of the same filters, and that one is the search the list names: the
    // list still finds the saved search by its filters.
    expect((await call('POST', '/v4/search/create', query)).id).toBe(saved.id);
    const search = await call('POST', '/v4/search/create', {
      ...query,
      search: { ...query.search, return_size: 20 },
    });
    expect(search.id).not.toBe(saved.id);
    const list = await call('POST', '/info_sets', { info_set: { name } });
    await call('POST', '/searches/companies/export', {
      search_id: search.id,
      cnpjs: cnpjs.slice(0, 1),
      info_set_id: list.id,
    });
    const made = { listId: list.id as string, total: search.search.total as number };
    expect(made.total).toBe(3);
    await page.goto(`${baseUrl}/infosets/${made.listId}?aba=atividade`);
    const toggle = page.getByTestId('autoplay-controls').getByRole('switch', { name });
    await toggle.waitFor(WAIT);
    await expect.poll(() => exportsLeft(page), WAIT).toBeGreaterThan(2);
    const before = await exportsLeft(page);
    // Asked first: what it adds and what it costs; "Cancelar" leaves it off, nothing spent.
    await toggle.click({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Ativar o autoplay?' });
    await dialog.waitFor(WAIT);
    expect(await dialog.textContent()).toContain('gasta 1 crédito de exportação');
    expect(await dialog.textContent()).toContain(`restam ${before.toLocaleString('pt-BR')}`);
    // What "now" may cost, plainly.
    expect(await dialog.getByTestId('autoplay-cost-now').textContent()).toMatch(
      /^Agora: até [\d.]+ créditos de exportação, /,
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    expect(await toggle.isChecked()).toBe(false);
    expect(await exportsLeft(page)).toBe(before);
    // Confirmed: on, and its first run brings the other two companies, two credits.
    await toggle.click({ force: true });
    await dialog.getByRole('button', { name: 'Ativar autoplay' }).click();
    await expect.poll(() => toggle.isChecked(), WAIT).toBe(true);
    // The run is a job of the worker: the page read again until the list shows it.
    await expect
      .poll(
        async () => {
          await page.reload();
          return text(page, 'list-contacts');
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toContain('3 empresas');
    await expect.poll(() => exportsLeft(page), WAIT).toBe(before - 2);
    // Turning it off asks nothing.
    await page.getByTestId('autoplay-controls').getByRole('switch', { name }).click({ force: true });
    await expect
      .poll(() => page.getByTestId('autoplay-controls').getByRole('switch', { name }).isChecked(), WAIT)
      .toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
