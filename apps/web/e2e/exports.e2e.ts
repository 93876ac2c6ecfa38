/// <reference types="node" />
// The export screens end to end: a list made through the API, exported to CSV (progress to the end, the file
// downloaded with its BOM and Portuguese headers, the shared link's page), Pipedrive connected with its API key
// and the list sent to the loopback Pipedrive fake, then the success notification under the header's bell.
import { EXPORT_MESSAGES } from '@prospecta/contracts/exports-api';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, apiRequest, type Browser, downloaded, openBrowser, screenshot, signIn } from './browser';

const baseUrl = inject('baseUrl');
const pipedriveStateUrl = inject('pipedriveStateUrl');
const pipedriveToken = inject('pipedriveToken');
const OWNER = 'owner@demo.prospecta.dev';
const PASSWORD = 'prospecta';
const WAIT = { timeout: 30_000, interval: 100 };
const COMPANIES = 6;
// As long as a list's name may be (120): the file's name beside "Baixar arquivo" is cut, not the button.
const LIST_NAME =
  `Exportação e2e ${Date.now()} clientes da capital e da região metropolitana que renovam contratos no ano`
    .padEnd(120, '.')
    .slice(0, 120);

let browser: Browser;
let listId = '';

const call = <T>(path: string, token: string | null, body?: unknown) =>
  apiRequest<T>(baseUrl, path, token, body);

/** A list of the owner holding the first companies of a search, made through the API. */
async function createList(): Promise<string> {
  const { token } = await call<{ token: string }>('/user_token', null, { email: OWNER, password: PASSWORD });
  const search = await call<{ id: string }>('/v4/search/create', token, { search: {} });
  const { cnpjs } = await call<{ cnpjs: string[] }>('/searches/get_cnpjs_by_search', token, {
    search_id: search.id,
    return_size: COMPANIES,
  });
  const added = await call<{ info_set_id: string }>('/searches/companies/export', token, {
    search_id: search.id,
    cnpjs,
    info_set_name: LIST_NAME,
  });
  // Other files notify the same owner (a report answered by staff): the bell's unread count starts at zero here.
  const { id } = await call<{ id: string }>('/user/me', token);
  await call(`/user/${id}/notifications/read_all`, token, {});
  return added.info_set_id;
}

/** A fresh access token of the owner, for calls the tests make around the screens. */
const ownerToken = async () =>
  (await call<{ token: string }>('/user_token', null, { email: OWNER, password: PASSWORD })).token;

/** Calls the helpers' GET/POST do not make (PATCH, DELETE). */
async function send(method: 'PATCH' | 'DELETE', path: string, token: string, body?: unknown) {
  const answer = await apiCall(baseUrl, token, method, path, body);
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

const pipedriveState = async () =>
  (await fetch(pipedriveStateUrl).then((r) => r.json())) as {
    organizations: { name: string }[];
    persons: number;
  };

beforeAll(async () => {
  listId = await createList();
  browser = await openBrowser({ width: 1440, height: 900 });
  await signIn(browser.page, baseUrl, OWNER, PASSWORD);
  await browser.page.waitForURL((url) => url.pathname !== '/login');
});

afterAll(async () => {
  await browser?.close();
});

describe('exports', () => {
  it('exports the list to CSV, follows the progress and downloads the file with a BOM and Portuguese headers', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/infosets/${listId}`);
    await page.getByTestId('list-name').waitFor(WAIT);
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar empresas' });
    await dialog.waitFor(WAIT);
    await expect
      .poll(() => dialog.getByTestId('export-count-companies').textContent(), WAIT)
      .toBe(String(COMPANIES));
    expect(await dialog.getByRole('button', { name: 'Planilha CSV' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screenshot(page, 'exports-01-dialog');
    // The fields' checkboxes are a group named by its label (with how many are ticked).
    expect(await dialog.getByRole('group', { name: /^Campos da planilha \(\d+ de \d+\)$/ }).count()).toBe(1);
    // On a laptop (1 366×768) and at 125 % zoom (1 093×614 CSS px) the counts and the buttons stay on screen
    // while the fields scroll under them.
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1093, height: 614 },
    ]) {
      await page.setViewportSize(size);
      for (const position of ['top', 'bottom'] as const) {
        await dialog
          .getByRole('group', { name: /^Campos da planilha/ })
          .evaluate((group, at) => group.scrollIntoView({ block: at === 'top' ? 'start' : 'end' }), position);
        for (const testId of ['export-count-companies', 'export-submit']) {
          const box = await dialog.getByTestId(testId).boundingBox();
          expect(box, `${testId} at ${size.width}×${size.height}, fields at the ${position}`).not.toBeNull();
          expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(size.height);
          expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
        }
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByTestId('export-submit').click();
    const result = dialog.getByTestId('export-result');
    await result.waitFor(WAIT);
    expect(await result.getAttribute('data-outcome')).toBe('success');
    const summary = await dialog.getByTestId('export-summary').textContent();
    // The keyboard goes on from the file's download (the button that started the export is gone).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''), WAIT)
      .toBe('Baixar arquivo');
    await screenshot(page, 'exports-02-file-ready');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Baixar arquivo' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const content = (await downloaded(download)).toString('utf8');
    expect(content.charCodeAt(0)).toBe(0xfeff);
    const header = content.slice(1).split(/\r?\n/)[0] ?? '';
    expect(header.startsWith('CNPJ;Razão social;Nome fantasia;')).toBe(true);
    // A row per decision maker (the default): the summary says the sheet's rows beside its companies.
    const rows = content.slice(1).split(/\r?\n/).filter(Boolean).length - 1;
    expect(rows).toBeGreaterThan(COMPANIES);
    expect(summary).toBe(`${COMPANIES} empresas na planilha, em ${rows} linhas (uma por decisor)`);
    // Whole beside the long file name.
    const button = dialog.getByRole('button', { name: 'Baixar arquivo' });
    const label = button.locator('.mantine-Button-label');
    expect(await label.evaluate((l) => l.scrollWidth <= l.clientWidth)).toBe(true);

    const shareLink = (await dialog.getByTestId('export-share-link').inputValue()) ?? '';
    expect(shareLink).toContain('/short/link_to_download_list/');
    await page.goto(shareLink);
    await expect
      .poll(() => page.getByTestId('shared-file-name').textContent(), WAIT)
      .toBe(download.suggestedFilename());
    await screenshot(page, 'exports-03-shared-link');
    await page.goto(`${baseUrl}/short/link_to_download_list/codigo-inexistente`);
    await page.getByTestId('shared-file-expired').waitFor(WAIT);
  });

  it('refuses Pipedrive until it is connected, connects it with its API key and sends the list to it', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/infosets/${listId}`);
    await page.getByTestId('list-name').waitFor(WAIT);
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar empresas' });
    // Picked with the keyboard: "Exportar" is off, and the footer beside it says why, in sight (the tool's notice
    // under the targets is below the fold), with the way to its settings; the button is described by it.
    await dialog.getByRole('button', { name: 'Pipedrive' }).press('Enter');
    expect(await dialog.getByTestId('tool-blocker').textContent()).toContain(
      'Você ainda não está autenticado no Pipedrive',
    );
    const submit = dialog.getByTestId('export-submit');
    await expect.poll(() => submit.isDisabled(), WAIT).toBe(true);
    const problem = dialog.getByTestId('export-footer').getByTestId('export-problem');
    expect(await problem.textContent()).toContain('Você ainda não está autenticado no Pipedrive');
    const viewport = page.viewportSize();
    const box = await problem.boundingBox();
    expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
    const describedBy = (await submit.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain(
      'Você ainda não está autenticado no Pipedrive',
    );
    await problem.getByRole('link', { name: 'Configurar integração' }).press('Enter');

    await page.waitForURL((url) => url.pathname === '/user/config/api-token-export');
    const card = page.getByTestId('integration-pipedrive');
    await card.getByRole('button', { name: 'Conectar Pipedrive', exact: true }).click();
    // Saved empty, it says what is missing; then the key typed one key at a time, as a person types it (each
    // keystroke updates the form: reading the event late crashed the screen).
    // The keyboard is in the key's field at once.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''), WAIT)
      .toBe(await card.getByLabel('Token de API pessoal').getAttribute('id'));
    await card.getByRole('button', { name: 'Salvar' }).click();
    await card.getByText('Preencha: Token de API pessoal').waitFor(WAIT);
    // The key's field (a secret one, with its eye) is marked invalid for assistive tech as well.
    expect(await card.getByLabel('Token de API pessoal').getAttribute('aria-invalid')).toBe('true');
    // A key Pipedrive refuses is not saved: the card says why and stays open.
    await card.getByLabel('Token de API pessoal').fill('chave-errada');
    await card.getByRole('button', { name: 'Salvar' }).click();
    await card.getByRole('alert').getByText(EXPORT_MESSAGES.keyRefused('Pipedrive')).waitFor(WAIT);
    expect(await card.getByTestId('integration-state').textContent()).toBe('Não conectado');
    await card.getByLabel('Token de API pessoal').fill('');
    await card.getByLabel('Token de API pessoal').pressSequentially(pipedriveToken);
    expect(await card.getByLabel('Token de API pessoal').inputValue()).toBe(pipedriveToken);
    await card.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => card.getByTestId('integration-state').textContent(), WAIT).toBe('Conectado');
    await page.getByText('Integração salva com sucesso: o Pipedrive aceitou a chave.').waitFor(WAIT);
    await screenshot(page, 'exports-04-integrations');
    // At 1 280 px every tool's name stays on one line (beside the state badge, "RD Station CRM" took three).
    await page.setViewportSize({ width: 1280, height: 900 });
    const nameHeights = await page
      .getByTestId('integration-name')
      .evaluateAll((names) => names.map((name) => name.getBoundingClientRect().height));
    expect(nameHeights).toHaveLength(12);
    expect(Math.max(...nameHeights)).toBeLessThan(30);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto(`${baseUrl}/infosets/${listId}`);
    await page.getByTestId('list-name').waitFor(WAIT);
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    await dialog.getByRole('button', { name: 'Pipedrive' }).click();
    await dialog.getByText('Opções do Pipedrive').waitFor(WAIT);
    expect(await dialog.getByTestId('tool-blocker').count()).toBe(0);
    await screenshot(page, 'exports-05-pipedrive-options');
    await dialog.getByTestId('export-submit').click();
    const result = dialog.getByTestId('export-result');
    await result.waitFor(WAIT);
    expect(await result.getAttribute('data-outcome')).toBe('success');
    expect(await dialog.getByTestId('export-summary').textContent()).toBe(`${COMPANIES} criadas`);
    expect((await pipedriveState()).organizations).toHaveLength(COMPANIES);
    await screenshot(page, 'exports-06-pipedrive-done');
    await page.keyboard.press('Escape');

    // "Desconectar" asks once more; "Cancelar" keeps the connection, "Sim, desconectar" ends it.
    await page.goto(`${baseUrl}/user/config/api-token-export`);
    await card.getByRole('button', { name: 'Desconectar' }).click();
    const confirm = card.getByRole('group', { name: 'Confirmar desconexão' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    expect(await card.getByTestId('integration-state').textContent()).toBe('Conectado');
    await card.getByRole('button', { name: 'Desconectar' }).click();
    await confirm.getByRole('button', { name: 'Sim, desconectar' }).click();
    await expect.poll(() => card.getByTestId('integration-state').textContent(), WAIT).toBe('Não conectado');
    await page.getByText('Pipedrive desconectado').waitFor(WAIT);
  });

  it('shows the success notifications under the bell and marks one read when it is opened', async () => {
    const { page } = browser;
    await page.keyboard.press('Escape');
    const bell = page.getByRole('button', { name: /^Notificações/ });
    await expect.poll(() => bell.getAttribute('aria-label'), WAIT).toBe('Notificações (2 não lidas)');
    await bell.click();
    const items = page.getByTestId('notification-item').filter({ hasText: LIST_NAME });
    await items.first().waitFor({ state: 'visible', ...WAIT });
    await expect.poll(() => items.count(), WAIT).toBe(2);
    const newest = items.first();
    expect(await newest.textContent()).toContain('Exportação concluída');
    expect(await newest.textContent()).toContain(LIST_NAME);
    await screenshot(page, 'exports-07-notifications');
    await newest.click();
    await expect.poll(() => newest.getAttribute('data-read'), WAIT).toBe('true');
    await expect.poll(() => bell.getAttribute('aria-label'), WAIT).toBe('Notificações (1 não lida)');

    // The spreadsheet's notification downloads the file again, long after its dialog closed.
    const sheet = items.nth(1);
    expect(await sheet.textContent()).toContain('A planilha CSV da lista');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sheet.getByRole('button', { name: 'Baixar planilha' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await expect.poll(() => sheet.getAttribute('data-read'), WAIT).toBe('true');
    await expect.poll(() => bell.getAttribute('aria-label'), WAIT).toBe('Notificações');
  });
  it('says when the counts fail, with "Tentar de novo", and exports a status-filtered list with its filtered total', async () => {
    const { page } = browser;
    const token = await ownerToken();
    // The owner marks two of the list's companies "Interessado".
    const { companies } = await call<{ companies: { id: string }[] }>(
      `/v4/info_sets/${listId}/companies`,
      token,
    );
    for (const company of companies.slice(0, 2)) {
      await send('PATCH', `/info_sets/${listId}/company/user_prospecting_data`, token, {
        company_id: company.id,
        user_prospecting_data: { status: 'interessado' },
      });
    }
    // The count fails (500): the box says so instead of loading for ever, and "Tentar de novo" counts again.
    const calculate = '**/api/export/*/calculate*';
    await page.route(calculate, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erro interno"}' }),
    );
    await page.goto(`${baseUrl}/infosets/${listId}?status=interessado`);
    await page.getByTestId('list-name').waitFor(WAIT);
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar empresas' });
    const failed = dialog.getByTestId('export-counts-error');
    await failed.waitFor(WAIT);
    expect(await failed.textContent()).toContain('Não foi possível contar as empresas e os decisores agora');
    await screenshot(page, 'exports-08-counts-failed');
    await page.unroute(calculate);
    await failed.getByRole('button', { name: 'Tentar de novo' }).click();
    await expect.poll(() => dialog.getByTestId('export-count-companies').textContent(), WAIT).toBe('2');
    expect(await dialog.getByTestId('export-counts-error').count()).toBe(0);

    // The two phone choices say apart what they do; the exclusion says spreadsheets do not count.
    expect(await dialog.getByText('Tirar telefones inválidos', { exact: true }).count()).toBe(1);
    await dialog
      .getByText('Só contam as empresas que a conta já enviou a uma ferramenta de vendas', { exact: false })
      .waitFor(WAIT);

    // The start answers the companies after the filter (2), not the list (6); the end says 2 too.
    const [started] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith(`/api/export/${listId}/sheet`) && r.request().method() === 'POST',
      ),
      dialog.getByTestId('export-submit').click(),
    ]);
    expect(((await started.json()) as { total: number }).total).toBe(2);
    const result = dialog.getByTestId('export-result');
    await result.waitFor(WAIT);
    expect(await dialog.getByTestId('export-summary').textContent()).toBe(
      '2 empresas na planilha, em 4 linhas (uma por decisor)',
    );
    await page.keyboard.press('Escape');
  });

  it("checks a tool's options on their fields, in Portuguese, before sending", async () => {
    const { page } = browser;
    const token = await ownerToken();
    await call('/user/register_crm', token, { crm: 'pipedrive', value: pipedriveToken });
    await page.goto(`${baseUrl}/infosets/${listId}`);
    await page.getByTestId('list-name').waitFor(WAIT);
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar empresas' });
    await dialog.getByRole('button', { name: 'Pipedrive' }).click();
    await dialog.getByText('Opções do Pipedrive').waitFor(WAIT);
    // The tool's own phone option is named apart from the filter "Tirar telefones inválidos".
    await dialog.getByText('Enviar só telefones confirmados como válidos', { exact: true }).waitFor(WAIT);
    await dialog.getByLabel('Responsável (id do usuário na ferramenta)').fill('joao@empresa.com');
    await dialog.getByLabel('Funil do negócio (id)').fill('funil vendas');
    await dialog.getByLabel('Funil do negócio (id)').press('Tab');
    await expect.poll(() => dialog.getByText('Digite só números: o id, não o nome').count(), WAIT).toBe(2);
    expect(await dialog.getByTestId('export-submit').isDisabled()).toBe(true);
    const text = (await dialog.textContent()) ?? '';
    expect(text).not.toMatch(/ownerId|pipelineId/);
    await screenshot(page, 'exports-09-tool-options-errors');
    await dialog.getByLabel('Responsável (id do usuário na ferramenta)').fill('7');
    await dialog.getByLabel('Funil do negócio (id)').fill('');
    await expect.poll(() => dialog.getByText('Digite só números: o id, não o nome').count(), WAIT).toBe(0);
    expect(await dialog.getByTestId('export-submit').isDisabled()).toBe(false);
    await page.keyboard.press('Escape');
    await send(
      'DELETE',
      `/user/${(await call<{ id: string }>('/user/me', token)).id}/token/pipedrive`,
      token,
    );
  });

  it('refuses a Salesforce domain that is not an https address with a real host, said once under the field', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/user/config/api-token-export`);
    const card = page.getByTestId('integration-salesforce');
    await card.getByRole('button', { name: 'Conectar Salesforce', exact: true }).click();
    const message =
      'URL inválida: informe o endereço completo com https://, como https://suaempresa.my.salesforce.com';
    for (const typed of ['http://exemplo', 'isso não é url']) {
      await card.getByLabel('URL de domínio').fill(typed);
      await card.getByRole('button', { name: 'Continuar' }).click();
      await card.getByText(message).waitFor(WAIT);
      // Checked in the browser: nothing was sent, so no toast says it a second time.
      expect(await page.getByText(message).count()).toBe(1);
    }
    expect(new URL(page.url()).pathname).toBe('/user/config/api-token-export');
    await card.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('shows a key saved without the tool\'s word as "Não verificada", for good, on its card and in the export dialog', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/user/config/api-token-export`);
    const card = page.getByTestId('integration-funildevendas');
    await card.getByRole('button', { name: 'Conectar Funil de Vendas', exact: true }).click();
    await card.getByLabel('Chave de API').fill('chave-funil-de-vendas');
    await card.getByRole('button', { name: 'Salvar' }).click();
    // Funil de Vendas has no read to check a key with: saved, and said not verified.
    await expect.poll(() => card.getByTestId('integration-state').textContent(), WAIT).toBe('Não verificada');
    await card.getByTestId('integration-unverified').waitFor(WAIT);
    await screenshot(page, 'exports-10-unverified-key');
    await page.reload();
    await expect.poll(() => card.getByTestId('integration-state').textContent(), WAIT).toBe('Não verificada');

    await page.goto(`${baseUrl}/infosets/${listId}`);
    await page.getByTestId('list-name').waitFor(WAIT);
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar empresas' });
    const tile = dialog.getByRole('button', { name: 'Funil de Vendas' });
    await tile.getByTestId('export-target-unverified').waitFor(WAIT);
    expect(await dialog.getByRole('button', { name: 'Pipedrive' }).textContent()).toContain('Não conectado');
    await tile.click();
    await dialog.getByTestId('tool-unverified').waitFor(WAIT);
    // It may still be used: no blocker.
    expect(await dialog.getByTestId('tool-blocker').count()).toBe(0);
    // A tool that cannot be reached fails the export at once (not each company in turn), with why.
    await dialog.getByLabel('Código do vendedor').fill('1');
    await dialog.getByLabel('Código do canal de venda').fill('2');
    const starts: string[] = [];
    const countStarts = (request: { url: () => string; method: () => string }) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/export/${listId}/funildevendas`))
        starts.push(request.url());
    };
    page.on('request', countStarts);
    // A double-click starts one export (the second press used to be sent too, and its "already running"
    // refusal read as if the export asked for had not started).
    await dialog.getByTestId('export-submit').dblclick();
    const result = dialog.getByTestId('export-result');
    await result.waitFor(WAIT);
    expect(await result.getAttribute('data-outcome')).toBe('error');
    expect(await result.textContent()).toContain('O Funil de Vendas não respondeu');
    expect(starts).toHaveLength(1);
    expect(await dialog.getByTestId('export-already-running').count()).toBe(0);
    // "Tentar de novo" sends the same export again, in one press.
    await dialog.getByTestId('export-retry').click();
    await expect.poll(() => starts.length, WAIT).toBe(2);
    await expect.poll(() => result.getAttribute('data-outcome'), WAIT).toBe('error');
    page.off('request', countStarts);
    // "Nova exportação" starts from the same choices: the tool and its codes, not a spreadsheet.
    await dialog.getByRole('button', { name: 'Nova exportação' }).click();
    await dialog.getByTestId('tool-unverified').waitFor(WAIT);
    expect(await dialog.getByLabel('Código do vendedor').inputValue()).toBe('1');
    expect(await dialog.getByLabel('Código do canal de venda').inputValue()).toBe('2');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...WAIT });
    // Its notification opens the export's details again, in the list's dialog.
    await page.getByRole('button', { name: /^Notificações/ }).click();
    const failed = page.getByTestId('notification-item').filter({ hasText: 'Funil de Vendas' }).first();
    await failed.getByRole('link', { name: 'Ver detalhes' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('exportacao'), WAIT).not.toBeNull();
    await result.waitFor(WAIT);
    expect(await result.getAttribute('data-outcome')).toBe('error');
    expect(await result.textContent()).toContain('O Funil de Vendas não respondeu');
    // Closed, it leaves the address (a reload does not open it again).
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('exportacao'), WAIT).toBeNull();
    const token = await ownerToken();
    await send(
      'DELETE',
      `/user/${(await call<{ id: string }>('/user/me', token)).id}/token/funildevendas`,
      token,
    );
  });
});
