/// <reference types="node" />
// The automatic first list: a new customer (an account of its own, made by staff) searches, is offered to keep
// the search's first 10 companies as their first list with the cost in export credits said, creates it, opens
// it and finds those companies there; a second search offers nothing.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomerAccount } from './accounts';
import { accessibilityViolations, type Browser, openBrowser, screenshot } from './browser';
import { signInWithCode } from './outbox';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 30_000 };
const STAMP = Date.now();
const OWNER_EMAIL = `lia-${STAMP}@primeiralista.com.br`;

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 900 });
  await createCustomerAccount(baseUrl, {
    name: `Primeira Lista ${STAMP}`,
    ownerName: 'Lia Primeira',
    ownerEmail: OWNER_EMAIL,
    clicks: 20,
    exports: 12,
  });
});

afterAll(async () => {
  await browser?.close();
});

/** The search of one state, opened by its address (the welcome questions are for /search alone). */
const searchOf = (uf: string) =>
  `${baseUrl}/search?where=${encodeURIComponent(JSON.stringify({ checkboxes: { uf: [uf] } }))}`;

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

describe('the automatic first list', { timeout: 180_000 }, () => {
  it('offers a newcomer their first list over a search, creates it and opens it; never again', async () => {
    const { page } = browser;
    await signInWithCode(page, baseUrl, OWNER_EMAIL);

    const offered = page.waitForResponse(
      (r) => r.url().includes('/api/user/add_create_list_automatic_event') && r.request().method() === 'POST',
    );
    await page.goto(searchOf('SP'));
    await page.getByTestId('result-row').first().waitFor(WAIT);
    expect((await offered).status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: 'Crie sua primeira lista' });
    await dialog.waitFor(WAIT);
    expect(await dialog.getByLabel(/Nome da lista/).inputValue()).toBe('Empresas em SP');
    await dialog.getByText('Esta oferta aparece só uma vez').waitFor(WAIT);
    expect(await dialog.getByRole('button', { name: 'Não mostrar de novo' }).count()).toBe(0);
    expect(await dialog.getByTestId('automatic-list-cost').textContent()).toMatch(
      /até 10 créditos\. Você tem 12 créditos de exportação/,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'automatic-list-01-offer');
    const shown = (await page.getByTestId('result-cnpj').allTextContents()).map(digits);
    expect(shown).toHaveLength(10);

    await dialog.getByRole('button', { name: 'Criar lista' }).click();
    const done = page.getByRole('dialog', { name: 'Sua primeira lista está pronta' });
    await done.waitFor(WAIT);
    expect(await done.textContent()).toMatch(
      /“Empresas em SP” foi criada com 10 empresas\. 10 créditos de exportação usados; restam 2\./,
    );
    const openList = done.getByRole('button', { name: 'Abrir lista' });
    await expect.poll(() => openList.evaluate((b) => b === document.activeElement), WAIT).toBe(true);
    await openList.click();
    await page.waitForURL((url) => url.pathname.startsWith('/infosets/'), WAIT);
    await page.getByRole('heading', { name: 'Empresas em SP' }).waitFor(WAIT);
    const rows = page.getByTestId('list-company-row');
    await rows.first().waitFor(WAIT);
    const inList = (await rows.allTextContents()).map(digits).join(' ');
    for (const cnpj of shown) expect(inList).toContain(cnpj);

    // A second search offers nothing: the offer was made once.
    const asked = page.waitForResponse((r) => r.url().includes('/api/user/get_create_list_automatic_event'));
    await page.goto(searchOf('RJ'));
    await page.getByTestId('result-row').first().waitFor(WAIT);
    expect(await (await asked).json()).toMatchObject({ show: false, export_credits_remaining: 2 });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
