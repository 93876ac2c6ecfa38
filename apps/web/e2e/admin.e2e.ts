/// <reference types="node" />
// The staff's admin area: the users of every account filtered in the URL, the demo account's drawer (credits
// added and removed, their audit, the plan, its users edited, disabled and re-enabled), and a customer kept out.
// The other files share the demo account: everything changed here is put back at the end (the added grant, the
// one the removal came out of, is invalidated, so the gauge is the seeded one again).

import type { ConsumptionResponse } from '@prospecta/contracts/admin-api';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

const baseUrl = inject('baseUrl');
const ADMIN = 'admin@prospecta.dev';
const MANAGER = 'gerente@demo.prospecta.dev';
const WAIT = { timeout: 30_000 };
const GRANT_NOTE = `Bônus e2e ${Date.now()}`;
const PLAN = 'Plano Pro';
const NEW_PLAN = 'Plano Pro E2E';
const USER = 'Vitor Vendas';
const EDITED_USER = 'Vitor Vendas Editado';

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 1440, height: 900 });
});

afterAll(async () => {
  await browser?.close();
});

const userRow = (name: string) => browser.page.getByTestId('admin-user-row').filter({ hasText: name });
const drawer = () => browser.page.getByRole('dialog', { name: 'Demo Comercial' });
const accountUserRow = (name: string) =>
  drawer()
    .getByTestId('admin-account-user-row')
    .filter({ hasText: new RegExp(`^${name}`) });
const tab = (name: string) => drawer().getByRole('tab', { name });
const api = <T = unknown>(path: string, token: string | null, body?: unknown) =>
  apiRequest<T>(baseUrl, path, token, body);
const toast = (text: string) => browser.page.locator('.mantine-Notification-root').filter({ hasText: text });

/** "550 de 600" → { remaining: 550, value: 600 }. */
async function gauge(locator: Locator): Promise<{ remaining: number; value: number }> {
  const text = (await locator.textContent()) ?? '';
  const [, remaining = 'NaN', value = 'NaN'] = text.match(/([\d.]+) de ([\d.]+)/) ?? [];
  return { remaining: Number(remaining.replace(/\./g, '')), value: Number(value.replace(/\./g, '')) };
}
const clickGauge = () => gauge(drawer().getByTestId('admin-credit-click'));

/** A SegmentedControl's option: its radio is drawn by its label (the input itself is hidden). */
const segment = (scope: Locator, name: string) =>
  scope.locator('label').filter({ hasText: new RegExp(`^${name}$`) });

/** Toasts lie over the drawer's right edge for 5 s, where the next click may be: they are closed first. */
async function closeToasts(): Promise<void> {
  const toasts = browser.page.locator('.mantine-Notification-root');
  await expect
    .poll(async () => {
      const close = toasts.getByRole('button', { name: 'Fechar' }).first();
      // A toast still sliding in is not clickable yet: the poll tries again.
      if ((await close.count()) > 0) await close.click({ timeout: 1000 }).catch(() => undefined);
      return toasts.count();
    }, WAIT)
    .toBe(0);
}

let seeded = { remaining: 0, value: 0 };

async function demoAccountId(staffToken: string): Promise<string> {
  const { users } = await api<{ users: { accountId: string }[] }>('/user/all', staffToken, {
    name_or_email: 'owner@demo.prospecta.dev',
  });
  return users[0]?.accountId ?? '';
}

describe('the admin area', () => {
  it('lists every user, with the filters kept in the URL', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, ADMIN, 'prospecta');
    // Staff start in the admin area (the lists screen is empty for them).
    await page.waitForURL((url) => url.pathname === '/admin', WAIT);
    await page.getByRole('heading', { name: 'Área administrativa' }).waitFor(WAIT);
    await page.getByTestId('admin-users-summary').waitFor(WAIT);
    await userRow('Admin Prospecta').waitFor(WAIT);
    expect(await accessibilityViolations(page)).toEqual([]);
    // The column says what it holds (a status or a kind of account); staff have no credits of their own.
    await page.getByRole('columnheader', { name: 'Situação da conta' }).waitFor(WAIT);
    expect(await page.getByTestId('credit-gauge').count()).toBe(0);

    await page.getByLabel('Buscar por nome, e-mail ou conta').fill('demo.prospecta.dev');
    await page.waitForURL((url) => url.searchParams.get('q') === 'demo.prospecta.dev', WAIT);
    await userRow('Admin Prospecta').waitFor({ state: 'detached', ...WAIT });
    await userRow('Olívia Proprietária').waitFor(WAIT);
    await expect
      .poll(() => page.getByTestId('admin-users-summary').textContent(), WAIT)
      .toMatch(/em 1 conta$/);
    for (const row of await page.getByTestId('admin-user-row').all()) {
      expect(await row.textContent()).toContain('demo.prospecta.dev');
    }

    // A reload keeps the search and the status.
    await segment(page.locator('main'), 'Desativados').click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'disabled', WAIT);
    await page.reload();
    expect(await page.getByLabel('Buscar por nome, e-mail ou conta').inputValue()).toBe('demo.prospecta.dev');
    await segment(page.locator('main'), 'Ativos').click();
    await userRow('Gustavo Gerente').waitFor(WAIT);
    expect(await page.getByRole('radio', { name: 'Ativos' }).isChecked()).toBe(true);
    await screenshot(page, 'admin-01-users');

    // At 125 % zoom on a 1 366×768 screen (≈ 1 093×614 CSS px) the table fits: no side scroll, "Criado em" on
    // screen, and every status badge whole ("Excluído pela conta" wraps instead of losing its end).
    await segment(page.locator('main'), 'Todos').click();
    await page.waitForURL((url) => !url.searchParams.has('status'), WAIT);
    await page.setViewportSize({ width: 1093, height: 614 });
    await userRow('Gustavo Gerente').waitFor(WAIT);
    const fit = await page.getByTestId('admin-users-table').evaluate((table) => {
      const card = table.closest('[aria-busy]');
      const clipped = [...table.querySelectorAll('.mantine-Badge-root, .mantine-Badge-label')].filter(
        (badge) => badge.scrollWidth > badge.clientWidth + 1,
      );
      return {
        overflow: Math.max(
          0,
          Math.ceil(table.getBoundingClientRect().right - (card?.getBoundingClientRect().right ?? 0)),
        ),
        clipped: clipped.map((badge) => badge.textContent),
      };
    });
    expect(fit).toEqual({ overflow: 0, clipped: [] });
    const created = await page.getByRole('columnheader', { name: 'Criado em' }).boundingBox();
    expect((created?.x ?? 0) + (created?.width ?? 0)).toBeLessThanOrEqual(1093);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('opens the demo account and adds 100 click credits with a description', async () => {
    const { page } = browser;
    // A row opened while a typed search waits for its pause: both stay in the address. On a slow computer the
    // screen is drawn again after the pause has ended, and a write made from the earlier drawing lost the other
    // (the router's own setter reads the address it was drawn with): the processor is slowed 30 times here.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 30 });
    try {
      await page.getByLabel('Buscar por nome, e-mail ou conta').fill('owner@demo.prospecta.dev');
      await userRow('Olívia Proprietária').click();
      await page.waitForURL((url) => url.searchParams.get('q') === 'owner@demo.prospecta.dev', WAIT);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }
    expect(new URL(page.url()).searchParams.get('account')).toBeTruthy();
    await drawer().waitFor(WAIT);
    await expect
      .poll(() => drawer().getByTestId('account-subtitle').textContent(), WAIT)
      .toBe(`Ativa · ${PLAN} · Dono: owner@demo.prospecta.dev · CS: cs@prospecta.dev`);
    await drawer().getByTestId('admin-credit-click').waitFor(WAIT);
    seeded = await clickGauge();
    expect(seeded.value).toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    const submit = drawer().getByRole('button', { name: 'Adicionar créditos' });
    expect(await submit.isDisabled()).toBe(true);
    await drawer().getByLabel('Créditos de consulta').fill('100');
    await drawer().getByLabel('Descrição').fill(GRANT_NOTE);
    expect(await submit.isDisabled()).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);
    await submit.click();
    await toast('Créditos inseridos com sucesso').waitFor(WAIT);
    await expect
      .poll(clickGauge, WAIT)
      .toEqual({ remaining: seeded.remaining + 100, value: seeded.value + 100 });
    // The form starts over (once its request has settled: the gauge may be read again before).
    await expect.poll(() => drawer().getByLabel('Créditos de consulta').inputValue(), WAIT).toBe('');
    await screenshot(page, 'admin-02-credits');
  });

  it('shows the grant in "Auditoria"', async () => {
    const { page } = browser;
    await tab('Auditoria').click();
    const grant = drawer().getByTestId('audit-row').filter({ hasText: GRANT_NOTE });
    await grant.waitFor(WAIT);
    expect(await grant.textContent()).toMatch(/Consulta.*Concessão.*\+100.*Admin Prospecta.*Válido/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'admin-03-audit');
  });

  it('shows the customer\'s contact, address and segments in "Contato", read only', async () => {
    const { page } = browser;
    await tab('Contato').click();
    await drawer().getByTestId('account-preferences-view').waitFor(WAIT);
    await drawer().getByText('Segmentos que a equipe do cliente atende').waitFor(WAIT);
    for (const label of ['E-mail de contato', 'Telefone', 'Endereço', 'Cidade', 'UF'])
      await drawer().getByText(label, { exact: true }).waitFor(WAIT);
    expect(await drawer().getByRole('textbox').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    // The next steps start where the audit left them.
    await tab('Auditoria').click();
  });

  it('removes 50 click credits and keeps a removal of more than there are from being sent', async () => {
    await tab('Créditos').click();
    await segment(drawer(), 'Remover').click();
    await drawer().getByLabel('Créditos de consulta').fill('50');
    await drawer().getByRole('button', { name: 'Remover créditos' }).click();
    await toast('Créditos removidos com sucesso!').waitFor(WAIT);
    await expect
      .poll(clickGauge, WAIT)
      // A removal lowers what was granted (it is not usage): 100 given, 50 taken back.
      .toEqual({ remaining: seeded.remaining + 50, value: seeded.value + 50 });

    const available = (seeded.remaining + 50).toLocaleString('pt-BR');
    await drawer().getByLabel('Créditos de consulta').fill('100000');
    await drawer()
      .getByText(`Mais do que os ${available} disponíveis: remova no máximo ${available}`)
      .waitFor(WAIT);
    // Spec §4: the form is not valid, so it cannot be sent (the server would refuse it with a 422).
    const removeButton = drawer().getByRole('button', { name: 'Remover créditos' });
    await expect.poll(() => removeButton.isDisabled(), WAIT).toBe(true);
    await drawer()
      .getByLabel('Créditos de consulta')
      .fill(String(seeded.remaining + 50));
    await expect.poll(() => removeButton.isDisabled(), WAIT).toBe(false);
    await drawer().getByLabel('Créditos de consulta').fill('100000');
    await expect.poll(() => removeButton.isDisabled(), WAIT).toBe(true);
    expect((await clickGauge()).remaining).toBe(seeded.remaining + 50);
    await drawer().getByLabel('Créditos de consulta').fill('');
  });

  it('keeps a bad amount as typed, says why on the field and sends nothing (no clamping on blur)', async () => {
    await segment(drawer(), 'Adicionar').click();
    const field = drawer().getByLabel('Créditos de consulta');
    const submit = drawer().getByRole('button', { name: 'Adicionar créditos' });
    const before = await clickGauge();
    for (const [typed, shown, message] of [
      ['-5', '-5', 'Os créditos não podem ser negativos'],
      ['99999999999', '99.999.999.999', 'No máximo 10.000.000 de créditos por operação'],
      ['1,5', '1,5', 'Informe um número inteiro de créditos'],
    ] as const) {
      // Emptied first: typed over a selected negative number, the number-format input may keep part of it.
      await field.fill('');
      await field.fill(typed);
      await field.press('Tab');
      expect(await field.inputValue(), typed).toBe(shown);
      await drawer().getByText(message).waitFor(WAIT);
      expect(await submit.isDisabled(), typed).toBe(true);
      // Enter in the field sends nothing either, and leaves the amount as typed.
      await field.press('Enter');
      await expect.poll(() => field.inputValue(), WAIT).toBe(shown);
    }
    expect(await clickGauge()).toEqual(before);
    await field.fill('');
  });

  it('turns unlimited clicks on and off, each change a line of the audit', async () => {
    const unlimitedHint = () => drawer().getByText('A conta tem consultas ilimitadas').count();
    await segment(drawer(), 'Adicionar').click();
    await drawer().getByLabel('Consultas ilimitadas').check();
    await drawer().getByRole('button', { name: 'Adicionar créditos' }).click();
    await expect.poll(unlimitedHint, WAIT).toBe(1);
    await segment(drawer(), 'Remover').click();
    await drawer().getByLabel('Consultas ilimitadas').check();
    await drawer().getByLabel('Descrição').fill('Fim do período de testes');
    await drawer().getByRole('button', { name: 'Remover créditos' }).click();
    await expect.poll(unlimitedHint, WAIT).toBe(0);
    await tab('Auditoria').click();
    const lines = drawer().getByTestId('audit-row').filter({ hasText: 'Consultas ilimitadas' });
    await expect.poll(() => lines.count(), WAIT).toBe(2);
    expect(await lines.first().textContent()).toMatch(
      /Consulta.*Consultas ilimitadas desativadas · Fim do período de testes—Admin Prospecta/,
    );
    expect(await lines.last().textContent()).toMatch(/Consultas ilimitadas ativadas—Admin Prospecta/);
    await tab('Créditos').click();
  });

  it('renames the plan, seen after the drawer is closed and opened again', async () => {
    const { page } = browser;
    await closeToasts();
    await tab('Plano').click();
    await drawer().getByRole('textbox', { name: 'Nome do plano' }).fill(`  ${NEW_PLAN} `);
    await drawer().getByRole('button', { name: 'Salvar o nome do plano' }).click();
    await toast('Conta atualizada com sucesso!').waitFor(WAIT);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Escape closes the drawer and gives the focus back to the row that opened it.
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'detached', ...WAIT });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'admin-user-row',
    );
    await userRow('Olívia Proprietária').filter({ hasText: NEW_PLAN }).waitFor(WAIT);
    await userRow('Olívia Proprietária').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => drawer().getByTestId('account-subtitle').textContent(), WAIT).toContain(NEW_PLAN);
    await tab('Plano').click();
    expect(await drawer().getByRole('textbox', { name: 'Nome do plano' }).inputValue()).toBe(NEW_PLAN);
  });

  it('takes the account’s CS away and gives it back, from the plan tab', async () => {
    const { page } = browser;
    await closeToasts();
    const select = drawer().getByRole('combobox', { name: 'Gerente de sucesso do cliente (CS)' });
    expect(await select.inputValue()).toBe('Carla Sucesso (cs@prospecta.dev)');
    await select.click();
    await page.getByRole('option', { name: 'Sem CS' }).click();
    await toast('CS removido').waitFor(WAIT);
    await expect
      .poll(() => drawer().getByTestId('account-subtitle').textContent(), WAIT)
      .not.toContain('CS:');
    await select.click();
    await page.getByRole('option', { name: 'Carla Sucesso (cs@prospecta.dev)' }).click();
    await toast('CS adicionado ao usuário').waitFor(WAIT);
    await expect
      .poll(() => drawer().getByTestId('account-subtitle').textContent(), WAIT)
      .toContain('CS: cs@prospecta.dev');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('edits a user’s name, disables them after a confirmation and enables them again', async () => {
    const { page } = browser;
    await closeToasts();
    await tab('Usuários').click();
    // The owner keeps the role (the API refuses another until someone else is made owner), and the form says so.
    const OWNER_NAME = 'Olívia Proprietária';
    await accountUserRow(OWNER_NAME)
      .getByRole('button', { name: `Editar ${OWNER_NAME}` })
      .click();
    const ownerDialog = page.getByRole('dialog', { name: `Editar ${OWNER_NAME}` });
    await ownerDialog
      .getByText('A conta precisa de um dono: torne outro usuário dono da conta e este passa a gestor')
      .waitFor(WAIT);
    await ownerDialog.getByRole('combobox', { name: /^Papel/ }).click();
    expect(await page.getByRole('option', { name: 'Gestor' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await ownerDialog.getByRole('button', { name: 'Cancelar' }).click();
    await ownerDialog.waitFor({ state: 'detached', ...WAIT });
    await accountUserRow(USER)
      .getByRole('button', { name: `Editar ${USER}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Editar ${USER}` });
    await dialog.getByLabel(/^Nome/).fill(EDITED_USER);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await toast('Usuário editado com sucesso').waitFor(WAIT);
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await accountUserRow(EDITED_USER).waitFor(WAIT);

    await closeToasts();
    await accountUserRow(EDITED_USER)
      .getByRole('button', { name: `Desativar ${EDITED_USER}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Desativar ${EDITED_USER}?` });
    await confirm.waitFor(WAIT);
    await confirm.getByRole('button', { name: 'Desativar usuário' }).click();
    await toast('Usuário desabilitado com sucesso!').waitFor(WAIT);
    await expect.poll(() => accountUserRow(EDITED_USER).textContent(), WAIT).toContain('Desativado');
    // The drawer stayed open (Escape and the confirmation belong to the dialog).
    expect(await drawer().isVisible()).toBe(true);

    await closeToasts();
    await accountUserRow(EDITED_USER)
      .getByRole('button', { name: `Reativar ${EDITED_USER}` })
      .click();
    await toast('Usuário habilitado com sucesso!').waitFor(WAIT);
    await expect.poll(() => accountUserRow(EDITED_USER).textContent(), WAIT).toContain('Ativo');
    await screenshot(page, 'admin-04-users');
  });

  it('puts the demo account back: the user’s name, the plan, and the grant invalidated', async () => {
    const { page } = browser;
    await closeToasts();
    await accountUserRow(EDITED_USER)
      .getByRole('button', { name: `Editar ${EDITED_USER}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Editar ${EDITED_USER}` });
    await dialog.getByLabel(/^Nome/).fill(USER);
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await accountUserRow(USER).waitFor(WAIT);

    await tab('Plano').click();
    await drawer().getByRole('textbox', { name: 'Nome do plano' }).fill(PLAN);
    await drawer().getByRole('button', { name: 'Salvar o nome do plano' }).click();
    await expect
      .poll(() => drawer().getByTestId('account-subtitle').textContent(), WAIT)
      .toContain(`· ${PLAN} ·`);
    // A name typed is the account's own plan, even the catalogue's: back on the catalogue's Plano Pro by an
    // order for it, applied (the plans screen calls a catalogue plan the account's only by its id).
    await drawer()
      .getByTestId('admin-plan-kind')
      .getByText(/^Plano próprio da conta/)
      .waitFor(WAIT);
    const owner = await apiToken(baseUrl, 'owner@demo.prospecta.dev');
    expect((await apiCall(baseUrl, owner, 'POST', '/account_plan/select_plan_to_update/pro')).status).toBe(
      201,
    );
    expect((await apiCall(baseUrl, owner, 'PUT', '/account_plan/finish_update', {})).status).toBe(200);
    const staff = await apiToken(baseUrl, ADMIN);
    await api(`/accounts/${await demoAccountId(staff)}`, staff, { account: { plan_name: PLAN } });
    expect((await apiCall(baseUrl, owner, 'GET', '/account_plan/current')).body.plan?.id).toBe('pro');

    await closeToasts();
    await tab('Auditoria').click();
    const grant = drawer().getByTestId('audit-row').filter({ hasText: GRANT_NOTE });
    await grant.getByRole('button', { name: /^Invalidar/ }).click();
    const modal = page.getByRole('dialog', { name: 'Invalidar crédito' });
    await modal.getByRole('button', { name: 'Invalidar crédito' }).click();
    await modal.getByText('Informe o motivo (de 3 a 200 caracteres)').waitFor(WAIT);
    expect(await accessibilityViolations(page)).toEqual([]);
    await modal.getByLabel(/^Motivo/).fill('Teste automatizado');
    await modal.getByRole('button', { name: 'Invalidar crédito' }).click();
    await toast('Crédito invalidado com sucesso').waitFor(WAIT);
    await expect.poll(() => grant.textContent(), WAIT).toContain('Invalidado: Teste automatizado');
    await tab('Créditos').click();
    // The 50 removed came out of the grant that lasts longest, the added one (no expiry; the plan's ends in
    // a year): invalidated, it takes them along, and the account is as seeded.
    await expect.poll(clickGauge, WAIT).toEqual(seeded);
  });

  it('adds a user to the account from its drawer, with the team screen’s form and the seats kept', async () => {
    const { page } = browser;
    await closeToasts();
    await tab('Usuários').click();
    const email = `novo.e2e.${Date.now()}@demo.prospecta.dev`;
    await drawer().getByRole('button', { name: 'Novo usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
    await dialog.getByRole('button', { name: 'Adicionar usuário' }).click();
    await dialog.getByText('Informe o e-mail').waitFor(WAIT);
    await dialog.getByLabel(/^Nome/).fill('Nina Nova');
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByLabel(/^Papel/).click();
    await page.getByRole('option', { name: 'Prospectador' }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Adicionar usuário' }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await toast('Usuário criado com sucesso').waitFor(WAIT);
    await accountUserRow('Nina Nova').waitFor(WAIT);

    // With every seat taken, the server's refusal says so in the form.
    const staff = await apiToken(baseUrl, ADMIN);
    const info = await api<{ id: string; activeUsers: number; maxUsersCount: number }>(
      `/admin/account/${encodeURIComponent(await demoAccountId(staff))}/account_info`,
      staff,
    );
    await api(`/accounts/max_users_count/${info.id}`, staff, {
      account: { max_users_count: info.activeUsers },
    });
    try {
      await closeToasts();
      await drawer().getByRole('button', { name: 'Novo usuário' }).click();
      await dialog.getByLabel(/^Nome/).fill('Otto Outro');
      await dialog.getByLabel(/^E-mail/).fill(`outro.${email}`);
      await dialog.getByRole('button', { name: 'Adicionar usuário' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'usuários ativos, o máximo do plano' }).waitFor(WAIT);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'detached', ...WAIT });
    } finally {
      await api(`/accounts/max_users_count/${info.id}`, staff, {
        account: { max_users_count: info.maxUsersCount },
      });
      // The new user leaves again: the other files count the demo account's users.
      const added = await api<{ users: { id: string; email: string }[] }>(
        `/v4/admin/account/${info.id}/users`,
        staff,
        { search: email },
      );
      const id = added.users.find((u) => u.email === email)?.id;
      const owner = await apiToken(baseUrl, 'owner@demo.prospecta.dev');
      if (id) await apiCall(baseUrl, owner, 'DELETE', `/user/sub_user/${id}`);
    }
  });

  it('shows who spent the account’s credits, heaviest first, by month and by day', async () => {
    const { page } = browser;
    // The manager consults a company deep in the results, so the period has a spend of the account (after
    // the tests that count the click credits).
    const manager = await api<{ token: string }>('/user_token', null, {
      email: MANAGER,
      password: 'prospecta',
    });
    const search = await api<{ id: string }>('/v4/search/create', manager.token, { search: {} });
    const { cnpjs } = await api<{ cnpjs: string[] }>('/searches/get_cnpjs_by_search', manager.token, {
      search_id: search.id,
      offset: 200 + Math.floor(Math.random() * 200),
      return_size: 1,
    });
    await api(`/searches/companies/${cnpjs[0]}`, manager.token);
    const admin = await api<{ token: string }>('/user_token', null, { email: ADMIN, password: 'prospecta' });
    const accountId = (
      await api<{ users: { accountId: string; email: string }[] }>('/user/all', admin.token, {
        name_or_email: MANAGER,
      })
    ).users[0]?.accountId;
    const year = new Date().getFullYear();
    const expected = await api<ConsumptionResponse>(
      // The tab opens on the current calendar year.
      `/credit_histories/${accountId}/grouped_by_users?group_by_format=month&init_date=${year}-01-01&end_date=${year}-12-31`,
      admin.token,
    );
    expect(expected.totals.click).toBeGreaterThan(0);

    await tab('Consumo').click();
    const totals = drawer().getByTestId('consumption-totals');
    await totals.waitFor(WAIT);
    // Each date's clear button says which field it empties.
    for (const field of ['De', 'Até']) {
      expect(
        await drawer()
          .getByRole('button', { name: `Limpar o campo ${field}`, exact: true })
          .count(),
      ).toBe(1);
    }
    expect(await drawer().getByRole('button', { name: 'Limpar datas' }).count()).toBe(0);
    const amount = (n: number) => n.toLocaleString('pt-BR');
    expect(await totals.textContent()).toContain(`No período: ${amount(expected.totals.click)} consult`);
    const rows = drawer().getByTestId('consumption-row');
    expect(await rows.count()).toBe(Math.min(expected.total, 10));
    const first = expected.users[0];
    if (!first?.user) throw new Error('no user in the consumption');
    expect(await rows.first().textContent()).toContain(first.user.email);
    await rows
      .first()
      .getByRole('button', { name: `Ver o consumo de ${first.user.name} por mês` })
      .click();
    await expect
      .poll(() => drawer().getByTestId('consumption-period').count(), WAIT)
      .toBe(first.periods.length);
    expect(await accessibilityViolations(page)).toEqual([]);
    await drawer().getByText('Por dia').click();
    await rows
      .first()
      .getByRole('button', { name: `Ver o consumo de ${first.user.name} por dia` })
      .click();
    await expect
      .poll(() => drawer().getByTestId('consumption-period').first().textContent(), WAIT)
      .toMatch(/^\d{2}\/\d{2}\/\d{4}/);
  });

  it('offers no user action the signed-in staff role would be refused: each says why instead', async () => {
    const { page } = browser;
    const internal = () => page.getByRole('dialog', { name: 'Prospecta', exact: true });
    const row = (name: string) =>
      internal()
        .getByTestId('admin-account-user-row')
        .filter({ hasText: new RegExp(`^${name}`) });
    /** The action is inert (aria-disabled, still focusable) and its tooltip, shown on focus, says why. */
    async function refused(name: string, action: string, why: string): Promise<void> {
      const button = row(name).getByRole('button', { name: `${action} ${name}` });
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      // Reached with the keyboard (a tooltip opens on a visible focus, not on a click's).
      await button.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      // (The one of a button left a moment ago may still be fading out beside it.)
      await page.getByRole('tooltip').filter({ hasText: why }).last().waitFor(WAIT);
      // Pressed, it opens nothing.
      await page.keyboard.press('Enter');
      expect(await page.getByRole('dialog', { name: `${action} ${name}` }).count()).toBe(0);
    }
    async function openInternalUsers(staff: string): Promise<void> {
      await page.goto(`${baseUrl}/admin?q=${encodeURIComponent(staff)}`);
      await userRow('Admin Prospecta').waitFor(WAIT);
      await userRow('Admin Prospecta').click();
      await internal().getByRole('tab', { name: 'Usuários' }).click();
      await row('Carla Sucesso').waitFor(WAIT);
    }

    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'detached', ...WAIT });
    // The admin edits and disables the other staff, edits himself, but never disables himself.
    await openInternalUsers('admin@prospecta.dev');
    expect(
      await row('Admin Prospecta')
        .getByRole('button', { name: 'Editar Admin Prospecta' })
        .getAttribute('aria-disabled'),
    ).toBeNull();
    expect(
      await row('Carla Sucesso')
        .getByRole('button', { name: 'Desativar Carla Sucesso' })
        .getAttribute('aria-disabled'),
    ).toBeNull();
    await refused('Admin Prospecta', 'Desativar', 'Você não pode desativar o seu próprio usuário');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Customer success changes no staff user, herself included. (The focus leaves the button first, so its
    // tooltip closes and Escape goes to the drawer.)
    await internal().getByRole('tab', { name: 'Usuários' }).focus();
    await page.keyboard.press('Escape');
    await internal().waitFor({ state: 'detached', ...WAIT });
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor(WAIT);
    await signIn(page, baseUrl, 'cs@prospecta.dev', 'prospecta');
    await page.waitForURL((url) => url.pathname !== '/login', WAIT);
    await openInternalUsers('admin@prospecta.dev');
    for (const name of ['Admin Prospecta', 'Carla Sucesso']) {
      await refused(name, 'Editar', 'Só um administrador altera um usuário da equipe');
      await refused(name, 'Desativar', 'Só um administrador altera um usuário da equipe');
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await internal().getByRole('tab', { name: 'Usuários' }).focus();
  });

  it('keeps a customer out of /admin', async () => {
    const { page } = browser;
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Prospecta', exact: true })
      .waitFor({ state: 'detached', ...WAIT });
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // /login clears the offline caches and reloads once; the form shows after that reload.
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor(WAIT);
    await signIn(page, baseUrl, MANAGER, 'prospecta');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL((url) => url.pathname === '/no_found', WAIT);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor(WAIT);
  });
});
