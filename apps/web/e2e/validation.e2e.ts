/// <reference types="node" />
// A list's contact validation as the server knows it: a phone-validation request made in another session
// hides "Solicitar validação de telefones" in a new one, with the date it comes back (the server refuses an
// earlier request), and the validation badges of the list header and the lists root say what they are about
// ("Telefones: …", "E-mails: …") to a screen reader, not only by their icons.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, apiCall, apiToken, type Browser, openBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
// The manager, not the owner: search.e2e.ts makes a default search for the owner, which /search would open.
const MANAGER = 'gerente@demo.prospecta.dev';
const PASSWORD = 'prospecta';
const WAIT = { timeout: 30_000, interval: 100 };
const LIST_NAME = `Validação e2e ${Date.now()}`;

let browser: Browser;
let token = '';
let listId = '';

const call = (method: string, path: string, body?: unknown) => apiCall(baseUrl, token, method, path, body);

/** "02/12/2026 às 10:26", as the screen writes a date (in Brasília). */
const shownDateTime = (iso: string) => {
  const zone = { timeZone: 'America/Sao_Paulo' } as const;
  const date = new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...zone,
  });
  const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', ...zone });
  return `${date.format(new Date(iso))} às ${time.format(new Date(iso))}`;
};

beforeAll(async () => {
  browser = await openBrowser({ width: 1440, height: 900 });
  token = await apiToken(baseUrl, MANAGER, PASSWORD);
  // A list of two companies, made without the screens.
  const search = await call('POST', '/v4/search/create', { search: { return_size: 2, offset: 60 } });
  const cnpjs = (search.body.search.rows as { cnpj: string }[]).map((r) => r.cnpj);
  const list = await call('POST', '/info_sets', { info_set: { name: LIST_NAME } });
  listId = list.body.id;
  await call('POST', '/searches/companies/export', { search_id: search.body.id, cnpjs, info_set_id: listId });
});

afterAll(async () => {
  if (listId) await call('DELETE', `/info_sets/${listId}`);
  await browser?.close();
});

describe('contact validation', () => {
  it('hides the phone-validation request a session before this one made, saying when it comes back', async () => {
    const { page } = browser;
    // Requested in another session (this token's), not in the browser: nothing of it is in the browser.
    const requested = await call('POST', `/v4/info_sets/${listId}/request_phone_validation`);
    expect(requested.status).toBe(200);
    const status = await call('GET', `/v4/info_sets/${listId}/validation_status`);
    const availableAt: string = status.body.phoneValidationRequestAvailableAt;
    expect(Date.parse(availableAt)).toBeGreaterThan(Date.now());
    const again = await call('POST', `/v4/info_sets/${listId}/request_phone_validation`);
    expect(again.status).toBe(422);

    await signIn(page, baseUrl, MANAGER, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login', WAIT);
    await page.goto(`${baseUrl}/infosets/${listId}?aba=validacao`);
    const panel = page.getByTestId('validation-panel');
    await panel.getByRole('button', { name: 'Validar e-mails' }).waitFor(WAIT);
    const next = panel.getByTestId('phone-request-next');
    await next.waitFor(WAIT);
    expect(await next.textContent()).toContain(
      `Uma nova solicitação fica disponível em ${shownDateTime(availableAt)}.`,
    );
    expect(await panel.getByRole('button', { name: 'Solicitar validação de telefones' }).count()).toBe(0);
    expect(await panel.getByTestId('validation-outcome').count()).toBe(0);
    // After a reload too (nothing kept in the browser decides it).
    await page.reload();
    await panel.getByTestId('phone-request-next').waitFor(WAIT);
    expect(await panel.getByRole('button', { name: 'Solicitar validação de telefones' }).count()).toBe(0);
  });

  it('names what each validation badge is about, in the list header and on the lists root', async () => {
    const { page } = browser;
    // The list header (the page opened above): the phones were requested, the e-mails never validated.
    const header = page.locator('main');
    const phones = header.getByTestId('validation-badge-phones').first();
    await expect.poll(() => phones.textContent(), WAIT).toMatch(/^Telefones: /);
    const emails = header.getByTestId('validation-badge-emails').first();
    expect(await emails.textContent()).toBe('E-mails: não validadosnão validados');
    // The bare status is shown, but read once, with its subject: the visible word is hidden from readers.
    expect(await emails.locator('[aria-hidden="true"]').last().textContent()).toBe('não validados');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(baseUrl);
    const row = page.getByTestId('list-row').filter({ hasText: LIST_NAME });
    await row.waitFor(WAIT);
    expect(await row.getByTestId('validation-badge-emails').textContent()).toBe(
      'E-mails: não validadosnão validados',
    );
    expect(await row.getByTestId('validation-badge-phones').textContent()).toMatch(/^Telefones: /);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
