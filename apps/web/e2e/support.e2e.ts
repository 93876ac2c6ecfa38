/// <reference types="node" />
// The support chat, the main path: the owner of an account of its own opens "Ajuda" (a pill that says so), writes
// with Enter (one request, Shift+Enter a new line) and a route change closes the widget, but not the search
// correcting its own address (a REPLACE), and it does not open again by itself on coming back; an unsent text is
// kept when it closes (Escape, a route change, a reload) and gone once sent; staff (cs@) see the conversation
// unread and "Aguardando resposta" in Admin → "Suporte", open it beside the list (the screen written from in
// words, the newest message and the reply box in view at 1366x768 and 1280x720) and answer with Ctrl+Enter; the
// owner's badge follows the bell's "Resposta do suporte" without a reload, the bell opens the chat with the
// answer (the badge then gone); staff close the conversation after a confirmation; the owner writes again and it
// is open again. Staff have no widget.
import { SUPPORT_API_PATHS, SUPPORT_HOURS_TEXT, SUPPORT_MESSAGES } from '@prospecta/contracts/support-api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomerAccount } from './accounts';
import {
  accessibilityViolations,
  apiRequest,
  apiToken,
  type Browser,
  openBrowser,
  screenshot,
  signIn,
} from './browser';
import { signInWithCode } from './outbox';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 30_000 };
const STAMP = Date.now();
const ACCOUNT = `Distribuidora Suporte ${STAMP}`;
const OWNER = 'Sílvia Suporte';
const OWNER_EMAIL = `silvia-suporte-${STAMP}@distribuidora.com.br`;
const FIRST = 'Não consigo exportar minha lista';
const SECOND = 'para o Pipedrive.';
const ANSWER = `Oi, Sílvia! Conecte o Pipedrive em Integrações e tente de novo. ${STAMP}`;
const AGAIN = `Deu certo, obrigada! ${STAMP}`;
const DRAFT = `Rascunho que não pode sumir ${STAMP}`;

let customer: Browser;
let staff: Browser;

beforeAll(async () => {
  await createCustomerAccount(baseUrl, { name: ACCOUNT, ownerName: OWNER, ownerEmail: OWNER_EMAIL });
  customer = await openBrowser({ width: 1366, height: 900 });
  staff = await openBrowser({ width: 1440, height: 900 });
});

afterAll(async () => {
  await customer?.close();
  await staff?.close();
});

const helpButton = (page: Page) => page.getByRole('button', { name: /^Ajuda/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Fale com o Prospecta' });
const isFocused = (page: Page, label: string) =>
  page.getByLabel(label).evaluate((element) => element === document.activeElement);
const conversationItem = (page: Page) =>
  page.getByTestId('support-conversation-item').filter({ hasText: ACCOUNT });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inWindow = (box: Box | null, height: number) =>
  box !== null && box.y >= 0 && box.y + box.height <= height;
const searchOf = (uf: string) =>
  `${baseUrl}/search?where=${encodeURIComponent(JSON.stringify({ checkboxes: { uf: [uf] } }))}`;

/** Staff's "Suporte" panel with the given query, read fresh. */
async function openSupportPanel(page: Page, query = '') {
  await page.goto(`${baseUrl}/admin/suporte${query}`);
  await page.getByRole('heading', { name: 'Conversas de suporte' }).waitFor(WAIT);
}

describe('support chat', { timeout: 300_000 }, () => {
  it('lets a customer write from any screen, and closes on a route change', async () => {
    const { page } = customer;
    await signInWithCode(page, baseUrl, OWNER_EMAIL);
    const button = helpButton(page);
    await button.waitFor(WAIT);
    expect(await button.getAttribute('aria-label')).toBe('Ajuda');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // A pill that says "Ajuda" in words, tall enough to hit.
    expect(await button.textContent()).toBe('Ajuda');
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    await button.click();
    const widget = panel(page);
    await widget.waitFor(WAIT);
    expect(await widget.textContent()).toContain(SUPPORT_HOURS_TEXT);
    await page.getByTestId('support-empty').waitFor(WAIT);
    await expect.poll(() => isFocused(page, 'Sua mensagem'), WAIT).toBe(true);
    // Not a modal: the page behind keeps working (its menu is there to click).
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'support-01-widget-empty');

    // Enter on an empty box says why and asks nothing.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/support/messages')) posts += 1;
    });
    await page.keyboard.press('Enter');
    await widget.getByText(SUPPORT_MESSAGES.bodyRequired).waitFor(WAIT);
    expect(posts).toBe(0);

    // Shift+Enter breaks the line; Enter sends, once however many times it is pressed.
    await page.keyboard.type(FIRST);
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type(SECOND);
    const sent = page.waitForResponse(
      (r) => r.url().includes('/api/support/messages') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const answer = await sent;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toEqual({ body: `${FIRST}\n${SECOND}`, page: '/' });
    const mine = widget.getByTestId('support-message').filter({ hasText: FIRST });
    await mine.waitFor(WAIT);
    expect(await mine.getAttribute('data-author')).toBe('customer');
    expect(await mine.textContent()).toMatch(/^Você · hoje \d{2}:\d{2}/);
    await expect.poll(() => page.getByLabel('Sua mensagem').inputValue(), WAIT).toBe('');
    expect(posts).toBe(1);
    await screenshot(page, 'support-02-widget-sent');

    // Escape closes it and gives the keyboard back to the button.
    await page.keyboard.press('Escape');
    await expect.poll(() => widget.count(), WAIT).toBe(0);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    // The button leaves a screen's last controls clear: at the end of the search's results, the pager's last
    // control is not under it.
    await page.goto(searchOf('SP'));
    await page.getByTestId('result-row').first().waitFor(WAIT);
    // A newcomer's first search offers a first list (features/automatic-list): put off.
    const offer = page.getByRole('dialog', { name: 'Crie sua primeira lista' });
    await offer.getByRole('button', { name: 'Não, obrigado' }).last().click();
    await expect.poll(() => offer.count(), WAIT).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const pager = await page.getByRole('button', { name: 'Próxima página' }).boundingBox();
    const round = await button.boundingBox();
    expect(pager && round && overlaps(pager, round)).toBe(false);
    await screenshot(page, 'support-02b-search-bottom');

    // Any route change closes it.
    await button.click();
    await widget.waitFor(WAIT);
    // On the search, whose filters live in the address: they do not go to the widget's message either.
    await page.getByRole('link', { name: 'Painel do usuário', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/user'), WAIT);
    await expect.poll(() => widget.count(), WAIT).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // A screen correcting its own address is no route change: the search rewrites /search to /search/<id>
    // (a REPLACE) once its answer comes, held here until the text is typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const results = '**/api/v4/search/create**';
    await page.route(results, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(searchOf('RJ'));
    await button.click();
    await widget.waitFor(WAIT);
    const box = page.getByLabel('Sua mensagem');
    await box.fill(DRAFT);
    const typedOn = new URL(page.url()).pathname;
    release();
    expect(typedOn).toBe('/search');
    await page.waitForURL((url) => /^\/search\/[^/]+$/.test(url.pathname), WAIT);
    await page.getByTestId('result-row').first().waitFor(WAIT);
    await page.unroute(results);
    expect(await widget.count()).toBe(1);
    expect(await box.inputValue()).toBe(DRAFT);
    const searchPath = new URL(page.url()).pathname;

    // Closed unsent (Escape, a route change), the text is there when it opens again.
    await box.press('Escape');
    await expect.poll(() => widget.count(), WAIT).toBe(0);
    await button.click();
    await widget.waitFor(WAIT);
    expect(await box.inputValue()).toBe(DRAFT);
    await page.getByRole('link', { name: 'Listas', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/', WAIT);
    await expect.poll(() => widget.count(), WAIT).toBe(0);
    // Back where it was opened, it stays closed (it used to open again by itself).
    await page.goBack();
    await page.waitForURL((url) => url.pathname === searchPath, WAIT);
    await page.getByTestId('result-row').first().waitFor(WAIT);
    expect(await widget.count()).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('link', { name: 'Painel do usuário', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/user'), WAIT);
  });

  it('opens a long conversation for staff with its newest message and the reply box in view', async () => {
    // The prospector of the demo account writes a dozen messages, the last from a stored search.
    const token = await apiToken(baseUrl, 'sdr@demo.prospecta.dev');
    const write = (body: string, page: string) =>
      apiRequest<{ conversation_id: string }>(
        baseUrl,
        SUPPORT_API_PATHS.messages.replace(/^\/api/, ''),
        token,
        { body, page },
      );
    let id = '';
    for (let i = 1; i <= 12; i++)
      id = (await write(`Pergunta ${i} de ${STAMP}\nCom uma segunda linha.`, '/infosets/6c89596e'))
        .conversation_id;
    const NEWEST = `A última pergunta ${STAMP}`;
    await write(NEWEST, '/search/08ec3c1e-8b7a-4b55-9d0e-2f1c0a7d9e11');

    const { page } = staff;
    await signIn(page, baseUrl, 'cs@prospecta.dev', 'prospecta');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), WAIT);
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(size);
      await openSupportPanel(page, `?conversa=${id}`);
      const view = page.getByTestId('support-admin-conversation');
      const newest = view.getByTestId('support-message').filter({ hasText: NEWEST });
      await newest.waitFor(WAIT);
      await expect.poll(() => isFocused(page, 'Sua resposta'), WAIT).toBe(true);
      expect(inWindow(await newest.boundingBox(), size.height), `${size.width}x${size.height}`).toBe(true);
      const reply = await view.getByLabel('Sua resposta').boundingBox();
      expect(inWindow(reply, size.height), `${size.width}x${size.height}`).toBe(true);
      // Where the user wrote from, in words; the address on hover.
      const where = newest.getByTestId('support-message-page');
      expect(await where.textContent()).toBe('Escrita na tela Busca');
      expect(await where.getAttribute('title')).toBe('/search/08ec3c1e-8b7a-4b55-9d0e-2f1c0a7d9e11');
      await screenshot(page, `support-03b-admin-long-${size.width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('shows staff the conversation unread in "Suporte", where they answer it', async () => {
    const { page } = staff;
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), WAIT);
    // Hidden for staff (spec: the chat widget is hidden for internal staff).
    expect(await helpButton(page).count()).toBe(0);

    // A page past the last one (an old link) says so and leads back to the first.
    await openSupportPanel(page, '?status=all&page=500');
    await page.getByText('Esta página não tem conversas.').waitFor(WAIT);
    await page.getByRole('button', { name: 'Ir para a primeira página' }).click();
    await conversationItem(page).waitFor(WAIT);

    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('tab', { name: 'Suporte' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/suporte', WAIT);
    const item = conversationItem(page);
    await item.waitFor(WAIT);
    expect(await item.getAttribute('data-unread')).toBe('1');
    expect(await item.textContent()).toContain(OWNER);
    // The customer wrote last: awaiting an answer, and listed before the conversations staff answered.
    expect(await item.getAttribute('data-awaiting')).toBe('true');
    expect(await item.textContent()).toContain('Aguardando resposta');
    expect(await page.getByTestId('support-unread-total').textContent()).toMatch(/não lidas?$/);
    expect(await helpButton(page).count()).toBe(0);

    await item.click();
    await page.waitForURL((url) => url.searchParams.get('conversa') !== null, WAIT);
    const view = page.getByTestId('support-admin-conversation');
    await view.getByRole('heading', { name: OWNER }).waitFor(WAIT);
    const message = view.getByTestId('support-message').filter({ hasText: FIRST });
    expect(await message.getByTestId('support-message-page').textContent()).toBe('Escrita na tela Listas');
    // Opened, it is read: the badge goes from the list.
    await expect.poll(() => item.getAttribute('data-unread'), WAIT).toBe('0');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'support-03-admin-conversation');

    // The account opens in its drawer over the panel; Escape comes back to the conversation.
    await view.getByRole('link', { name: ACCOUNT }).click();
    await page.getByTestId('account-drawer').getByText(ACCOUNT).first().waitFor(WAIT);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.get('account') === null, WAIT);
    // The drawer gives the keyboard back to the link that opened it (a timer after it closes): typed before it
    // did, on a busy machine, the answer's Ctrl+Enter reached the link instead of the reply box.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''), WAIT)
      .toBe(ACCOUNT);

    // Ctrl+Enter answers; Enter alone is a new line.
    await view.getByLabel('Sua resposta').fill(ANSWER);
    const replied = page.waitForResponse(
      (r) =>
        /\/api\/admin\/support\/conversations\/[^/]+\/messages/.test(r.url()) &&
        r.request().method() === 'POST',
    );
    await view.getByLabel('Sua resposta').press('Control+Enter');
    expect((await replied).status()).toBe(201);
    const reply = view.getByTestId('support-message').filter({ hasText: ANSWER });
    await reply.waitFor(WAIT);
    expect(await reply.textContent()).toMatch(/^Carla · Prospecta · hoje/);
    await expect.poll(() => view.getByLabel('Sua resposta').inputValue(), WAIT).toBe('');
    // Answered: no longer awaiting.
    await expect.poll(() => item.getAttribute('data-awaiting'), WAIT).toBe('false');
  });

  it('tells the customer in the bell and the badge; the bell opens the chat with the answer', async () => {
    const { page } = customer;
    // No reload: the bell's poll (30 s) brings the answer's notification, and the badge follows it (the closed
    // widget's own poll is 60 s).
    const button = helpButton(page);
    await expect
      .poll(() => button.getAttribute('aria-label'), { timeout: 45_000 })
      .toBe('Ajuda (1 resposta não lida)');
    expect(await page.getByTestId('support-unread').textContent()).toContain('1');
    const bell = page.getByRole('button', { name: /^Notificações/ });
    await expect.poll(() => bell.getAttribute('aria-label'), WAIT).toBe('Notificações (1 não lida)');

    await bell.click();
    const notification = page.getByTestId('notification-item').filter({ hasText: 'Resposta do suporte' });
    await notification.waitFor(WAIT);
    const path = new URL(page.url()).pathname;
    await notification.getByRole('link', { name: 'Abrir conversa' }).click();
    const widget = panel(page);
    await widget.waitFor(WAIT);
    // On the same screen, and the address left as it was.
    await page.waitForURL((url) => url.pathname === path && !url.searchParams.has('suporte'), WAIT);
    const answer = widget.getByTestId('support-message').filter({ hasText: ANSWER });
    await answer.waitFor(WAIT);
    expect(await answer.getAttribute('data-author')).toBe('staff');
    expect(await answer.textContent()).toMatch(/^Carla · Prospecta · hoje/);
    await expect.poll(() => isFocused(page, 'Sua mensagem'), WAIT).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'support-04-widget-answer');

    // Read: the badge is gone once the widget closes.
    await widget.getByRole('button', { name: 'Fechar conversa' }).click();
    await expect.poll(() => widget.count(), WAIT).toBe(0);
    expect(await button.getAttribute('aria-label')).toBe('Ajuda');
    expect(await page.getByTestId('support-unread').textContent()).not.toContain('1');
    await expect.poll(() => bell.getAttribute('aria-label'), WAIT).toBe('Notificações');
  });

  it('lets staff close the conversation, which the customer’s next message opens again', async () => {
    const { page } = staff;
    const view = page.getByTestId('support-admin-conversation');
    await view.getByRole('button', { name: 'Encerrar conversa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Encerrar conversa?' });
    await confirm.waitFor(WAIT);
    expect(await confirm.textContent()).toContain(OWNER);
    await confirm.getByRole('button', { name: 'Encerrar conversa' }).click();
    await page.getByText(SUPPORT_MESSAGES.closed, { exact: true }).first().waitFor(WAIT);
    await expect.poll(() => conversationItem(page).count(), WAIT).toBe(0);
    await view.getByText('Encerrada', { exact: true }).waitFor(WAIT);

    // A SegmentedControl's option is drawn by its label (the radio itself is hidden).
    await page
      .locator('label')
      .filter({ hasText: /^Encerradas$/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'closed', WAIT);
    await conversationItem(page).waitFor(WAIT);

    // The customer writes again; the draft kept since the first test is still there after a reload (the tab's).
    const { page: mine } = customer;
    await mine.reload();
    await helpButton(mine).click();
    await panel(mine).waitFor(WAIT);
    expect(await mine.getByLabel('Sua mensagem').inputValue()).toBe(DRAFT);
    await mine.getByLabel('Sua mensagem').fill(AGAIN);
    const sent = mine.waitForResponse(
      (r) => r.url().includes('/api/support/messages') && r.request().method() === 'POST',
    );
    await mine.getByLabel('Sua mensagem').press('Enter');
    expect((await sent).status()).toBe(201);
    await panel(mine).getByText(AGAIN).waitFor(WAIT);
    // Sent: nothing left to find on opening again.
    await mine.keyboard.press('Escape');
    await expect.poll(() => panel(mine).count(), WAIT).toBe(0);
    await helpButton(mine).click();
    await panel(mine).waitFor(WAIT);
    expect(await mine.getByLabel('Sua mensagem').inputValue()).toBe('');

    await openSupportPanel(page);
    const item = conversationItem(page);
    await item.waitFor(WAIT);
    expect(await item.textContent()).toContain(AGAIN);
    expect(await item.getAttribute('data-unread')).toBe('1');
    expect(await item.getAttribute('data-awaiting')).toBe('true');
  });
});
