/// <reference types="node" />
// Surveys and vouchers: a customer asked by staff meets the NPS on landing, its 0–10 scale inside the dialog at
// 1366 and 390 px and one radio group; a chosen rating survives Escape and × keeps it for the next landing,
// untouched × is "agora não"; staff ask again ("Pedir avaliação", its e-mail checked in Portuguese), which wins
// over that "agora não"; a double click on "Enviar avaliação" saves once (the spec's toast); staff find the
// answer in "Pesquisas" and allow the voucher in "Vouchers" (filters kept through a reload, one request per
// click); the customer rescues it once and the credits grow by 100, and a second tab's "Resgatar" is told
// calmly the credits are already in; the relationship tree's survey comes only after a company's group was seen
// as a tree, and once answered is not asked again. On an account of its own (created through the API), so the demo account is
// left alone; its owner's onboarding is registered by staff first, so only the survey opens.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomerAccount } from './accounts';
import {
  accessibilityViolations,
  apiCall,
  apiRequest,
  apiToken,
  type Browser,
  openBrowser,
  screenshot,
  signIn,
} from './browser';
import { signInWithCode } from './outbox';

const baseUrl = inject('baseUrl');
const ADMIN = 'admin@prospecta.dev';
const WAIT = { timeout: 30_000 };
const STAMP = Date.now();
const ACCOUNT = `Sorveteria Pesquisa ${STAMP}`;
const OWNER_NAME = 'Sílvia Pesquisa';
const OWNER_EMAIL = `silvia-${STAMP}@sorveteria.com.br`;

let browser: Browser;
let adminToken = '';

beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 900 });
  adminToken = await apiToken(baseUrl, ADMIN);
  await createCustomerAccount(baseUrl, {
    name: ACCOUNT,
    ownerName: OWNER_NAME,
    ownerEmail: OWNER_EMAIL,
    clicks: 10,
    exports: 5,
  });
  // In their first week a user is never asked: staff ask for the answer ("Pedir avaliação").
  await apiRequest(baseUrl, '/user/survey/request', adminToken, { email: OWNER_EMAIL, type: 'nps' });
});

afterAll(async () => {
  await browser?.close();
});

const toast = (text: string) => browser.page.locator('.mantine-Notification-root').filter({ hasText: text });

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/login', WAIT);
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor(WAIT);
}

/** Counts the browser's requests whose URL holds `part` (and, when given, of `method`). */
function countRequests(page: Page, part: string, method?: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes(part) && (!method || request.method() === method)) seen.count += 1;
  });
  return seen;
}

/** Two animation frames: React has re-rendered after an event and a closing dialog has begun to fade. */
const frames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/** The 0–10 scale's cells lie inside the dialog, in `rows` rows; none is cut at its edge. */
async function expectScaleInside(page: Page, rows: number): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sua opinião sobre o Prospecta' });
  const frame = await dialog.boundingBox();
  const cells = dialog.getByTestId('survey-scale').locator('label');
  expect(await cells.count()).toBe(11);
  const boxes = await Promise.all((await cells.all()).map((cell) => cell.boundingBox()));
  const seen = JSON.stringify({ frame, boxes });
  const tops: number[] = [];
  for (const box of boxes) {
    if (!box || !frame) throw new Error('no box');
    expect(box.x, seen).toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width, seen).toBeLessThanOrEqual(frame.x + frame.width);
    expect(box.width, seen).toBeGreaterThanOrEqual(24);
    // A new row starts well below the last one (sub-pixel offsets are the same row).
    if (tops.every((top) => Math.abs(box.y - top) > box.height / 2)) tops.push(box.y);
  }
  expect(tops.length, seen).toBe(rows);
  await dialog.getByText('0 · Nada provável').waitFor(WAIT);
  await dialog.getByText('10 · Muito provável').waitFor(WAIT);
}

/** Opens the lists root and waits for the answer of the survey's check. */
async function landAndAsk(page: Page): Promise<{ show: boolean }> {
  const asked = page.waitForResponse((r) => r.url().includes('/api/user/check_permission_to_show_survey'));
  await page.goto(`${baseUrl}/`);
  return (await asked).json();
}

describe('surveys and vouchers', { timeout: 300_000 }, () => {
  it('the scale fits and is one radio group; a chosen rating survives Escape, × keeps it for later', async () => {
    const { page } = browser;
    const postponed = countRequests(page, '/api/user/register_survey_user_action');
    await signInWithCode(page, baseUrl, OWNER_EMAIL);
    const dialog = page.getByRole('dialog', { name: 'Sua opinião sobre o Prospecta' });
    await dialog.waitFor(WAIT);
    await dialog.getByText('De 0 a 10, quanto você recomendaria o Prospecta a um colega?').waitFor(WAIT);
    expect(await dialog.getByRole('button', { name: 'Enviar avaliação' }).isDisabled()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    // 1366 px wide: the eleven cells in one row, "10" inside the dialog.
    await expectScaleInside(page, 1);

    // One radio group: a click chooses, the arrows move the choice, Tab leaves the group for the comment.
    expect(await dialog.getByRole('radiogroup').count()).toBe(1);
    expect(await dialog.getByRole('radio').count()).toBe(11);
    await dialog.locator('label').getByText('3', { exact: true }).click();
    expect(await dialog.getByLabel('3', { exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByLabel('4', { exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');

    // Chosen: Escape and a click outside keep the dialog and the rating.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await frames(page);
    await frames(page);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    expect(await dialog.getByLabel('4', { exact: true }).isChecked()).toBe(true);
    await screenshot(page, 'surveys-01-answer');
    // × closes it without "agora não": it comes back at the next landing.
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    expect(postponed.count).toBe(0);
    expect(await landAndAsk(page)).toMatchObject({ show: true });
    await dialog.waitFor(WAIT);

    // A phone-wide window: two rows, every cell on screen.
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await expectScaleInside(page, 2);
      const frame = await dialog.boundingBox();
      expect(frame && frame.x >= 0 && frame.x + frame.width <= 390).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }

    // Untouched, × is "agora não" (7 days).
    const saidLater = page.waitForResponse((r) => r.url().includes('/api/user/register_survey_user_action'));
    await dialog.getByRole('button', { name: 'Fechar e responder outro dia' }).click();
    expect((await saidLater).status()).toBe(200);
    await dialog.waitFor({ state: 'detached', ...WAIT });
    expect(await landAndAsk(page)).toMatchObject({ show: false });
  });

  it('staff ask for the answer again: the e-mail is checked in Portuguese, the request wins over "agora não"', async () => {
    const { page } = browser;
    await signOut(page);
    await signIn(page, baseUrl, ADMIN, 'prospecta');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), WAIT);
    await page.getByRole('tab', { name: 'Pesquisas' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/pesquisas', WAIT);

    const requests = countRequests(page, '/api/user/survey/request');
    const form = page.getByRole('form', { name: 'Pedir avaliação' });
    const field = form.getByLabel('Pedir avaliação a um usuário (e-mail)');
    await field.fill('abc');
    await form.getByRole('button', { name: 'Pedir avaliação' }).click();
    await form.getByText('E-mail inválido').waitFor(WAIT);
    // The app's message, not the browser's own English bubble.
    expect(await form.getAttribute('novalidate')).not.toBeNull();
    expect(requests.count).toBe(0);

    await field.fill(OWNER_EMAIL);
    const asked = page.waitForResponse((r) => r.url().includes('/api/user/survey/request'));
    await form.getByRole('button', { name: 'Pedir avaliação' }).click();
    expect((await asked).status()).toBe(200);
    await toast('Pronto: a pesquisa será mostrada no próximo acesso do usuário.').waitFor(WAIT);
    expect(requests.count).toBe(1);
  });

  it('a customer answers on landing; a double click saves once and closes the dialog', async () => {
    const { page } = browser;
    await signOut(page);
    const posts = countRequests(page, '/api/user/survey?', 'POST');
    await signInWithCode(page, baseUrl, OWNER_EMAIL);
    const dialog = page.getByRole('dialog', { name: 'Sua opinião sobre o Prospecta' });
    await dialog.waitFor(WAIT);
    await dialog.locator('label').getByText('10', { exact: true }).click();
    expect(await dialog.getByLabel('10', { exact: true }).isChecked()).toBe(true);
    await dialog.getByLabel(/motivo da sua nota/).fill('Encontro clientes novos toda semana');
    const saved = page.waitForResponse((r) => r.url().includes('/api/user/survey?'));
    await dialog.getByRole('button', { name: 'Enviar avaliação' }).dblclick();
    expect((await saved).status()).toBe(201);
    await toast('Avaliação salva com sucesso!').waitFor(WAIT);
    await dialog.waitFor({ state: 'detached', ...WAIT });
    expect(posts.count).toBe(1);
    expect(await toast('Você já respondeu').count()).toBe(0);

    expect(await landAndAsk(page)).toMatchObject({ show: false });
    await page.getByRole('heading', { name: 'Listas da equipe' }).waitFor(WAIT);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('staff see it in "Pesquisas" and allow the voucher in "Vouchers"; filters survive a reload', async () => {
    const { page } = browser;
    await signOut(page);
    await signIn(page, baseUrl, ADMIN, 'prospecta');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), WAIT);

    await page.getByRole('tab', { name: 'Pesquisas' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/pesquisas', WAIT);
    await page.getByLabel('Nome ou e-mail').fill(OWNER_EMAIL);
    await page.getByLabel('Nome ou e-mail').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === OWNER_EMAIL, WAIT);
    await page.reload();
    expect(await page.getByLabel('Nome ou e-mail').inputValue()).toBe(OWNER_EMAIL);
    const row = page.getByTestId('survey-row').filter({ hasText: OWNER_NAME });
    await row.waitFor(WAIT);
    expect(await page.getByTestId('survey-row').count()).toBe(1);
    expect(await row.textContent()).toContain('Encontro clientes novos toda semana');
    await expect
      .poll(() => page.getByTestId('surveys-summary').textContent(), WAIT)
      .toBe('1 resposta · média 10,0 · NPS +100');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'surveys-02-panel');

    await page.getByRole('tab', { name: 'Vouchers' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/vouchers', WAIT);
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Aguardando decisão' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'pending', WAIT);
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Situação' }).inputValue()).toBe('Aguardando decisão');
    const voucher = page.getByTestId('voucher-row').filter({ hasText: OWNER_EMAIL });
    await voucher.waitFor(WAIT);
    expect(await voucher.textContent()).toContain('Aguardando decisão');
    expect(await accessibilityViolations(page)).toEqual([]);

    const puts = countRequests(page, '/api/user/survey/update_user_voucher_permission', 'PUT');
    const decided = page.waitForResponse((r) => r.url().includes('/update_user_voucher_permission'));
    await voucher.getByRole('button', { name: `Liberar o voucher de ${OWNER_NAME}` }).dblclick();
    expect((await decided).status()).toBe(200);
    await toast('Voucher liberado').waitFor(WAIT);
    expect(puts.count).toBe(1);
    expect(await toast('Voucher liberado').count()).toBe(1);
    // Allowed, it leaves the "Aguardando decisão" view; "Todos" shows it allowed.
    await voucher.waitFor({ state: 'detached', ...WAIT });
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Todos' }).click();
    await expect.poll(() => voucher.textContent(), WAIT).toContain('Liberado (não resgatado)');
    await screenshot(page, 'surveys-03-vouchers');
  });

  it('the customer rescues the voucher once; a second tab is told the credits are already in', async () => {
    const { page } = browser;
    await signOut(page);
    await signInWithCode(page, baseUrl, OWNER_EMAIL);
    const gift = page.getByRole('dialog', { name: 'Um presente para você' });
    await gift.waitFor(WAIT);
    expect(await gift.textContent()).toContain('liberamos 100 consultas extras');
    expect(await accessibilityViolations(page)).toEqual([]);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const before = (await apiCall(baseUrl, token, 'GET', '/credits/show')).body.click.remaining;

    // The same user in a second tab meets the same gift.
    const other = await browser.context.newPage();
    try {
      const otherGift = other.getByRole('dialog', { name: 'Um presente para você' });
      await other.goto(`${baseUrl}/`);
      await otherGift.waitFor(WAIT);

      const rescues = countRequests(page, '/api/user/survey/rescue_voucher');
      const rescued = page.waitForResponse((r) => r.url().includes('/api/user/survey/rescue_voucher'));
      await gift.getByRole('button', { name: 'Resgatar' }).dblclick();
      expect((await rescued).status()).toBe(200);
      await gift
        .getByText(/Pronto! 100 consultas foram adicionadas à sua conta e valem até \d{2}\/\d{2}\/\d{4}/)
        .waitFor(WAIT);
      expect(rescues.count).toBe(1);
      await screenshot(page, 'surveys-04-gift');
      await gift.getByRole('button', { name: 'Concluir' }).click();
      await gift.waitFor({ state: 'detached', ...WAIT });
      expect((await apiCall(baseUrl, token, 'GET', '/credits/show')).body.click.remaining).toBe(before + 100);

      // The second tab: a calm word, the dialog closed, the gauge read again; no retry that cannot work.
      const refused = other.waitForResponse((r) => r.url().includes('/api/user/survey/rescue_voucher'));
      const gauge = other.waitForResponse(
        (r) => r.url().includes('/api/credits/show') && r.request().method() === 'GET',
      );
      await otherGift.getByRole('button', { name: 'Resgatar' }).click();
      expect((await refused).status()).toBe(422);
      await other
        .locator('.mantine-Notification-root')
        .filter({ hasText: 'Este voucher já foi resgatado: as 100 consultas já estão na sua conta.' })
        .waitFor(WAIT);
      await otherGift.waitFor({ state: 'detached', ...WAIT });
      expect((await gauge).status()).toBe(200);
      expect(await other.getByRole('button', { name: 'Tentar de novo' }).count()).toBe(0);
    } finally {
      await other.close();
    }

    // Once: not offered again, and staff read it as rescued.
    const asked = page.waitForResponse((r) => r.url().includes('/api/user/check_permission_to_show_voucher'));
    await page.goto(`${baseUrl}/`);
    expect(await (await asked).json()).toEqual({ show: false, voucher: null });
    expect(await gift.count()).toBe(0);
    expect((await apiCall(baseUrl, token, 'GET', '/credits/show')).body.click.remaining).toBe(before + 100);
    const list = await apiCall(
      baseUrl,
      adminToken,
      'GET',
      '/user/survey/list_user_with_voucher?status=rescued',
    );
    expect(list.body.vouchers.some((v: { user: { email: string } }) => v.user.email === OWNER_EMAIL)).toBe(
      true,
    );
  });

  it("asks the relationship tree's survey on the lists root, only after the user saw a company's group", async () => {
    const { page } = browser;
    // Staff ask for it in "Pesquisas", choosing the survey (another browser: the owner stays signed in here).
    const staff = await openBrowser({ width: 1366, height: 900 });
    try {
      await signIn(staff.page, baseUrl, ADMIN, 'prospecta');
      await staff.page.waitForURL((url) => url.pathname.startsWith('/admin'), WAIT);
      await staff.page.goto(`${baseUrl}/admin/pesquisas`);
      const form = staff.page.getByRole('form', { name: 'Pedir avaliação' });
      await form.getByLabel('Pedir avaliação a um usuário (e-mail)').fill(OWNER_EMAIL);
      await form.getByRole('combobox', { name: 'Pesquisa' }).click();
      await staff.page.getByRole('option', { name: 'Árvore de relacionamentos' }).click();
      await form
        .getByText('A pesquisa da árvore abre no próximo acesso dele depois de ver o grupo de uma empresa.')
        .waitFor(WAIT);
      const asked = staff.page.waitForResponse((r) => r.url().includes('/api/user/survey/request'));
      await form.getByRole('button', { name: 'Pedir avaliação' }).click();
      const answer = await asked;
      expect(answer.status()).toBe(200);
      expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({ type: 'relationship_tree' });
    } finally {
      await staff.close();
    }
    // Due, but the user has not seen a tree: the lists root does not ask it (nor the server, for it).
    const treeAsks = countRequests(page, 'check_permission_to_show_survey?type=relationship_tree');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Listas da equipe' }).waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    expect(treeAsks.count).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A company of the registry with partners: its "Grupo" tab shows the tree.
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const search = await apiRequest<{ id: string }>(baseUrl, '/v4/search/create', token, { search: {} });
    const { cnpjs } = await apiRequest<{ cnpjs: string[] }>(baseUrl, '/searches/get_cnpjs_by_search', token, {
      search_id: search.id,
      return_size: 30,
    });
    let withGroup = '';
    for (const cnpj of cnpjs) {
      const graph = await apiRequest<{ nodes: unknown[] }>(baseUrl, `/hyperbolic-tree?cnpj=${cnpj}`, token);
      if (graph.nodes.length > 1) {
        withGroup = cnpj;
        break;
      }
    }
    expect(withGroup).not.toBe('');
    await page.goto(`${baseUrl}/search/${search.id}/${withGroup}`);
    await page.getByRole('tab', { name: 'Grupo' }).click();
    await page.getByTestId('company-group-tree').waitFor(WAIT);

    // Back on the lists root: the tree's question, once answered not asked again.
    await page.goto(`${baseUrl}/`);
    const dialog = page.getByRole('dialog', { name: 'Sua opinião sobre a árvore de relacionamentos' });
    await dialog.waitFor(WAIT);
    await dialog
      .getByText('De 0 a 10, quanto a árvore de relacionamentos ajudou você a entender o grupo da empresa?')
      .waitFor(WAIT);
    // The scale's ends answer this question, not the NPS's ("Nada provável").
    await dialog.getByText('0 · Não ajudou').waitFor(WAIT);
    await dialog.getByText('10 · Ajudou muito').waitFor(WAIT);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.locator('label').getByText('8', { exact: true }).click();
    const saved = page.waitForResponse((r) => r.url().includes('/api/user/survey?'));
    await dialog.getByRole('button', { name: 'Enviar avaliação' }).click();
    expect((await saved).status()).toBe(201);
    await toast('Avaliação salva com sucesso!').waitFor(WAIT);
    await dialog.waitFor({ state: 'detached', ...WAIT });
    const answers = await apiCall(
      baseUrl,
      adminToken,
      'GET',
      `/user/surveys?type=relationship_tree&name_or_email=${encodeURIComponent(OWNER_EMAIL)}`,
    );
    expect(answers.body.surveys.map((a: { rating: number }) => a.rating)).toEqual([8]);

    const asksAfter = treeAsks.count;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Listas da equipe' }).waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The mark went with the answer: the server is not asked again until another tree is seen.
    expect(treeAsks.count).toBe(asksAfter);
  });
});
