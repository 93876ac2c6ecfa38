/// <reference types="node" />
// The plan's contract and the client handoff, the main path, on an account of its own (so the demo account's
// order is left alone): the owner sends an order, opens its contract from the plans banner, has a wrong CPF
// refused beside its field with nothing sent, signs once whatever the clicks (the clauses name the company as it
// is typed), tells the CS what the team needs (step 2); the banner then says "Contrato assinado"; a manager of
// the account reads it signed and has no form to sign; "/user/handoff" lists it with the handoff; staff read
// "Contrato assinado em …" in the drawer's "Plano" and the handoff and contracts in "Contato" (before the
// preferences); an unknown contract is worded for them. A second account: the contract opens on a phone, a
// signature refused (signed meanwhile) keeps its message above the signature, step 2 and the plans banner ask
// for the handoff until it is given, and cancelling or replacing the signed order says the contract ends.
import { CONTRACT_MESSAGES } from '@prospecta/contracts/contract-api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomerAccount } from './accounts';
import {
  accessibilityViolations,
  apiCall,
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
const ACCOUNT = `Atacado Contrato ${STAMP}`;
const OWNER_NAME = 'Helena Duarte';
const OWNER_EMAIL = `helena-${STAMP}@atacadocontrato.com.br`;
const MANAGER_EMAIL = `bruno-${STAMP}@atacadocontrato.com.br`;
const COMPANY = `Atacado Contrato ${STAMP} Ltda`;
const GOAL = 'Encontrar supermercados de médio porte no Sul e marcar 20 reuniões por mês';

let browser: Browser;
let contractUrl = '';

beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 900 });
  await createCustomerAccount(baseUrl, {
    name: ACCOUNT,
    ownerName: OWNER_NAME,
    ownerEmail: OWNER_EMAIL,
    seats: 3,
  });
});

afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Counts the signing requests the page sends from now on. */
/** Today as Brasília writes it ("01/12/2026"), as the contract's texts date a signature made now. */
const today = () =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(new Date());

function countSigning(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/account_plan/update_signed_contract/'))
      count += 1;
  });
  return () => count;
}

describe('the plan’s contract', { timeout: 300_000 }, () => {
  it('lets the owner send an order, open its contract, sign it once and tell the CS what the team needs', async () => {
    const { page } = browser;
    await signInWithCode(page, baseUrl, OWNER_EMAIL);
    await page.goto(`${baseUrl}/upgrade_plans`);
    await page
      .getByRole('region', { name: 'Plano Pro' })
      .getByRole('button', { name: 'Escolher este plano' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar pedido: Plano Pro' });
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    // The toast names the contract as the next step.
    await toast(page, 'Próximo passo: assinar o contrato').waitFor(WAIT);
    const banner = page.getByTestId('plan-order');
    await banner.getByRole('link', { name: 'Assinar contrato' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/contrato/'), WAIT);
    contractUrl = page.url();

    await page.getByRole('heading', { name: 'Contrato do Plano Pro', level: 1 }).waitFor(WAIT);
    expect(await page.getByTestId('contract-status').textContent()).toBe('Aguardando assinatura');
    expect(await page.getByTestId('contract-account').textContent()).toBe(`Conta: ${ACCOUNT}`);
    expect(await page.getByTestId('contract-terms').textContent()).toMatch(/Total mensalR\$\s699,00\/mês/);
    const clauses = page.getByTestId('contract-clauses');
    expect(await clauses.textContent()).toContain('razão social e CNPJ informados na assinatura');
    expect(await page.title()).toBe('Contrato do Plano Pro · Prospecta');
    expect(await accessibilityViolations(page)).toEqual([]);

    const sent = countSigning(page);
    // Typed as digits, the CNPJ and the CPF are punctuated as they go.
    await page.getByLabel('CNPJ da empresa').pressSequentially('11222333000181');
    expect(await page.getByLabel('CNPJ da empresa').inputValue()).toBe('11.222.333/0001-81');
    await page.getByLabel('Razão social').fill(COMPANY);
    // What the owner reads is what is signed: the clauses name the company as soon as it is typed.
    await expect.poll(() => clauses.textContent(), WAIT).toContain(`${COMPANY}, CNPJ 11.222.333/0001-81`);
    await page.getByLabel('Seu nome completo').fill(OWNER_NAME);
    await page.getByLabel('CPF').pressSequentially('52998224724');
    expect(await page.getByLabel('CPF').inputValue()).toBe('529.982.247-24');
    await page.getByLabel('Cargo').fill('Diretora comercial');
    await page.getByLabel('Li e aceito os termos deste contrato').check();
    await page.getByRole('button', { name: 'Assinar contrato' }).click();
    // The wrong CPF is said beside its field, which takes the keyboard; nothing is sent.
    await page.getByText(CONTRACT_MESSAGES.signerCpfInvalid, { exact: true }).waitFor(WAIT);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), WAIT)
      .toBe('signer_cpf');
    expect(await page.getByLabel('CPF').getAttribute('aria-invalid')).toBe('true');
    expect(sent()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel('CPF').fill('529.982.247-25');
    await page.getByRole('button', { name: 'Assinar contrato' }).dblclick();
    await toast(page, CONTRACT_MESSAGES.signed).waitFor(WAIT);
    // Printed at once, neither the toast nor the chat's button is drawn over the clauses.
    expect(await toast(page, CONTRACT_MESSAGES.signed).isVisible()).toBe(true);
    expect(await page.getByTestId('support-button').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await toast(page, CONTRACT_MESSAGES.signed).isVisible()).toBe(false);
    expect(await page.getByTestId('support-button').isVisible()).toBe(false);
    expect(await page.getByTestId('contract-clauses').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    const signature = page.getByTestId('signature');
    await signature.waitFor(WAIT);
    expect(sent()).toBe(1);
    // The keyboard is on the signature, which says who signed, with the CPF masked and the verification code.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), WAIT)
      .toBe('Assinatura eletrônica');
    const signed = (await signature.textContent()) ?? '';
    expect(signed).toContain(COMPANY);
    expect(signed).toContain('11.222.333/0001-81');
    expect(signed).toContain('***.982.247-**');
    expect(signed).not.toContain('529.982.247-25');
    expect(await page.getByTestId('verification-code').textContent()).toMatch(/^[0-9A-F]{16}$/);
    expect(await page.getByTestId('contract-status').textContent()).toBe('Assinado');
    expect(await page.getByRole('button', { name: 'Assinar contrato' }).count()).toBe(0);

    // Step 2: what the team needs, for its CS.
    const step = page.getByRole('region', { name: 'Conte ao seu time de sucesso' });
    await step.waitFor(WAIT);
    await step.getByRole('button', { name: 'Enviar ao time de sucesso' }).click();
    await step.getByText(CONTRACT_MESSAGES.handoffGoalRequired).waitFor(WAIT);
    await step.getByLabel('Objetivo').fill(GOAL);
    await step.getByRole('combobox', { name: 'CRM que vocês usam' }).click();
    await page.getByRole('option', { name: 'HubSpot' }).click();
    await step.getByLabel('Tamanho do time de vendas').fill('12');
    // The phone is punctuated as it is typed.
    await step.getByLabel('Telefone/WhatsApp').pressSequentially('11987654321');
    expect(await step.getByLabel('Telefone/WhatsApp').inputValue()).toBe('(11) 98765-4321');
    expect(await accessibilityViolations(page)).toEqual([]);
    await step.getByRole('button', { name: 'Enviar ao time de sucesso' }).click();
    await toast(page, CONTRACT_MESSAGES.handoffSaved).waitFor(WAIT);
    await step.getByTestId('handoff-step-done').waitFor(WAIT);
    await screenshot(page, 'contract-01-signed');

    // The plans banner now says it is signed.
    await page.goto(`${baseUrl}/upgrade_plans`);
    const contract = page.getByTestId('plan-order-contract');
    await expect
      .poll(() => contract.textContent(), WAIT)
      .toBe(`Contrato assinado em ${today()} por ${OWNER_NAME}Ver contrato`);
  });

  it('lists the contract and the handoff on the control panel’s "Contrato" tab', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/user/overview`);
    await page.getByRole('tab', { name: 'Contrato' }).click();
    await page.waitForURL((url) => url.pathname === '/user/handoff', WAIT);
    const row = page.getByTestId('contract-row').filter({ hasText: 'Plano Pro' });
    await row.waitFor(WAIT);
    expect(await row.textContent()).toContain(`Assinado em`);
    expect(await row.getByRole('link', { name: /Ver contrato/ }).getAttribute('href')).toBe(
      new URL(contractUrl).pathname,
    );
    const view = page.getByTestId('handoff-view');
    await view.waitFor(WAIT);
    expect(await view.textContent()).toContain(GOAL);
    expect(await view.textContent()).toContain('HubSpot');
    expect(await view.textContent()).toContain('(11) 98765-4321');
    expect(await page.getByTestId('handoff-cs').textContent()).toBeTruthy();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Edited, the stored digits read punctuated.
    await page.getByRole('button', { name: 'Editar' }).click();
    expect(await page.getByLabel('Telefone/WhatsApp').inputValue()).toBe('(11) 98765-4321');
  });

  it('shows a manager of the account the contract signed, with nothing to sign', async () => {
    const { page } = browser;
    const ownerToken = await page.evaluate(() => window.localStorage.getItem('token'));
    const created = await apiCall(baseUrl, ownerToken, 'POST', '/user/sub_user', {
      name: 'Bruno Teixeira',
      email: MANAGER_EMAIL,
      role: 'manager',
    });
    expect(created.status).toBe(201);
    // Staff register the manager's onboarding as not needed: only one prompt opens at a time.
    const adminToken = await apiToken(baseUrl, ADMIN);
    await apiCall(baseUrl, adminToken, 'POST', '/user/onboarding', {
      onboarding: {
        user_selected_option: 'not_needed',
        email_user: MANAGER_EMAIL,
        creation_of_onboarding_by_admin: true,
      },
    });
    await page.evaluate(() => window.localStorage.clear());
    await signInWithCode(page, baseUrl, MANAGER_EMAIL);
    await page.goto(contractUrl);
    await page.getByRole('heading', { name: 'Contrato do Plano Pro', level: 1 }).waitFor(WAIT);
    await page.getByTestId('signature').waitFor(WAIT);
    expect(await page.getByTestId('contract-status').textContent()).toBe('Assinado');
    expect(await page.getByLabel('CPF').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Assinar contrato' }).count()).toBe(0);
    // The API refuses it too.
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const id = new URL(contractUrl).pathname.split('/').at(-1);
    const refused = await apiCall(baseUrl, token, 'PUT', `/account_plan/update_signed_contract/${id}`, {
      company_cnpj: '11222333000181',
      company_name: COMPANY,
      signer_name: 'Bruno Teixeira',
      signer_cpf: '52998224725',
      signer_role: 'Gerente',
      accepted: true,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows staff the signed contract in the drawer’s "Plano" and the handoff in "Contato"', async () => {
    const { page } = browser;
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, baseUrl, ADMIN, 'prospecta');
    await page.waitForURL((url) => url.pathname === '/admin', WAIT);
    await page.getByLabel('Buscar por nome, e-mail ou conta').fill(OWNER_EMAIL);
    const row = page.getByTestId('admin-user-row').filter({ hasText: OWNER_NAME });
    await row.waitFor(WAIT);
    await row.click();
    const drawer = page.getByRole('dialog', { name: ACCOUNT });
    await drawer.waitFor(WAIT);
    await drawer.getByRole('tab', { name: 'Plano' }).click();
    // The tab is in the address (the staff e-mails link to it): a reload opens the drawer on it again.
    await page.waitForURL((url) => url.searchParams.get('aba') === 'plano', WAIT);
    await page.reload();
    await drawer.waitFor(WAIT);
    expect(await drawer.getByRole('tab', { name: 'Plano' }).getAttribute('aria-selected')).toBe('true');
    const order = drawer.getByTestId('admin-plan-order-contract');
    await expect
      .poll(() => order.textContent(), WAIT)
      .toBe(`Contrato assinado em ${today()} por ${OWNER_NAME}Ver contrato`);
    expect(await drawer.getByTestId('admin-plan-order').textContent()).toContain('Total mensal: R$');
    const link = order.getByRole('link', { name: 'Ver contrato' });
    expect(await link.getAttribute('href')).toBe(new URL(contractUrl).pathname);
    expect(await link.getAttribute('target')).toBe('_blank');

    await drawer.getByRole('tab', { name: 'Contato' }).click();
    const handoff = drawer.getByTestId('admin-handoff');
    await handoff.getByTestId('handoff-view').waitFor(WAIT);
    expect(await handoff.textContent()).toContain(GOAL);
    expect(await drawer.getByTestId('admin-contracts').textContent()).toContain('Plano Pro');
    expect(await drawer.getByTestId('admin-contracts').textContent()).toContain('Assinado');
    // What the CS looks for comes first: the handoff and the contracts, then the customer's preferences.
    await drawer.getByTestId('account-preferences-view').waitFor(WAIT);
    const handoffFirst = await page.evaluate(() => {
      const told = document.querySelector('[data-testid="admin-handoff"]');
      const preferences = document.querySelector('[data-testid="account-preferences-view"]');
      return told && preferences
        ? Boolean(told.compareDocumentPosition(preferences) & Node.DOCUMENT_POSITION_FOLLOWING)
        : null;
    });
    expect(handoffFirst).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    // An unknown contract is worded for staff: no "sua conta", the way back to the admin area.
    await page.goto(`${baseUrl}/contrato/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Contrato não encontrado', level: 1 }).waitFor(WAIT);
    expect(await page.locator('main').textContent()).not.toContain('sua conta');
    expect(await page.getByRole('link', { name: 'Ver meus contratos' }).count()).toBe(0);
    expect(
      await page.getByRole('link', { name: 'Ir para a área de administração' }).getAttribute('href'),
    ).toBe('/admin');
  });
});

const OTHER_ACCOUNT = `Distribuidora Contrato ${STAMP}`;
const OTHER_OWNER = `caio-${STAMP}@distribuidoracontrato.com.br`;

describe('a contract signed meanwhile, on a phone, and its order given up', { timeout: 300_000 }, () => {
  let otherUrl = '';

  it('opens the contract on a phone, with its form to sign', async () => {
    await createCustomerAccount(baseUrl, {
      name: OTHER_ACCOUNT,
      ownerName: 'Caio Menezes',
      ownerEmail: OTHER_OWNER,
      seats: 3,
    });
    const { page } = browser;
    await page.evaluate(() => window.localStorage.clear());
    await signInWithCode(page, baseUrl, OTHER_OWNER);
    await page.goto(`${baseUrl}/upgrade_plans`);
    await page
      .getByRole('region', { name: 'Plano Pro' })
      .getByRole('button', { name: 'Escolher este plano' })
      .click();
    await page
      .getByRole('dialog', { name: 'Confirmar pedido: Plano Pro' })
      .getByRole('button', { name: 'Enviar pedido' })
      .click();
    const link = page.getByTestId('plan-order').getByRole('link', { name: 'Assinar contrato' });
    await link.waitFor(WAIT);
    otherUrl = `${baseUrl}${await link.getAttribute('href')}`;

    const phone = await openBrowser({ width: 390, height: 844, mobile: true });
    try {
      await signInWithCode(phone.page, baseUrl, OTHER_OWNER);
      // Elsewhere the phone gets the notice; the contract is read and signed there.
      await phone.page.getByRole('heading', { name: 'Você está quase lá!' }).waitFor(WAIT);
      await phone.page.goto(otherUrl);
      await phone.page.getByRole('heading', { name: 'Contrato do Plano Pro', level: 1 }).waitFor(WAIT);
      expect(await phone.page.getByRole('heading', { name: 'Você está quase lá!' }).count()).toBe(0);
      await phone.page.getByLabel('CPF').waitFor(WAIT);
      expect(await phone.page.getByRole('button', { name: 'Assinar contrato' }).isVisible()).toBe(true);
      await screenshot(phone.page, 'contract-02-phone');
    } finally {
      await phone.close();
    }
  });

  it('keeps a refused signature’s message above the signature now shown, and asks for step 2', async () => {
    const { page } = browser;
    await page.goto(otherUrl);
    await page.getByRole('heading', { name: 'Contrato do Plano Pro', level: 1 }).waitFor(WAIT);
    await page.getByLabel('CNPJ da empresa').fill('11.222.333/0001-81');
    await page.getByLabel('Razão social').fill(`${OTHER_ACCOUNT} Ltda`);
    await page.getByLabel('Seu nome completo').fill('Caio Menezes');
    await page.getByLabel('CPF').fill('529.982.247-25');
    await page.getByLabel('Cargo').fill('Sócio');
    await page.getByLabel('Li e aceito os termos deste contrato').check();
    // Signed meanwhile (another tab): this signature is refused.
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const id = new URL(otherUrl).pathname.split('/').at(-1);
    const first = await apiCall(baseUrl, token, 'PUT', `/account_plan/update_signed_contract/${id}`, {
      company_cnpj: '11222333000181',
      company_name: `${OTHER_ACCOUNT} Ltda`,
      signer_name: 'Caio Menezes',
      signer_cpf: '52998224725',
      signer_role: 'Sócio',
      accepted: true,
    });
    expect(first.status).toBe(200);
    await page.getByRole('button', { name: 'Assinar contrato' }).click();
    await page.getByTestId('signature').waitFor(WAIT);
    const refusal = page.getByTestId('sign-refusal');
    await refusal.waitFor(WAIT);
    expect(await refusal.textContent()).toBe(CONTRACT_MESSAGES.alreadySigned);
    expect(await refusal.getAttribute('role')).toBe('alert');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), WAIT)
      .toBe('sign-refusal');
    expect(await page.getByLabel('CPF').count()).toBe(0);
    await screenshot(page, 'contract-03-refused');
    // Not signed in this visit, step 2 is still offered while the account has not told its CS.
    const step = page.getByRole('region', { name: 'Conte ao seu time de sucesso' });
    await step.waitFor(WAIT);
    expect(await accessibilityViolations(page)).toEqual([]);
    await step.getByRole('button', { name: 'Agora não' }).click();
    await step.getByTestId('handoff-step-done').waitFor(WAIT);
  });

  it('asks for the handoff in the plans banner, and says the signed contract ends before giving the order up', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/upgrade_plans`);
    const ask = page.getByTestId('plan-order-handoff');
    await ask.waitFor(WAIT);
    const handoffLink = ask.getByRole('link', {
      name: 'Conte ao seu time de sucesso o que sua equipe precisa',
    });
    expect(await handoffLink.getAttribute('href')).toBe('/user/handoff');
    const voided = `O contrato assinado em ${today()} por Caio Menezes deixa de valer.`;

    await page
      .getByRole('region', { name: 'Plano Avançado' })
      .getByRole('button', { name: 'Escolher este plano' })
      .click();
    const replace = page.getByRole('dialog', { name: 'Substituir o pedido enviado?' });
    await replace.waitFor(WAIT);
    expect(await replace.getByTestId('order-contract-void').textContent()).toBe(voided);
    await replace.getByRole('button', { name: 'Manter o pedido' }).click();

    await page.getByTestId('plan-order').getByRole('button', { name: 'Cancelar pedido' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancelar o pedido enviado?' });
    await cancel.waitFor(WAIT);
    expect(await cancel.getByTestId('order-contract-void').textContent()).toBe(voided);
    expect(await accessibilityViolations(page)).toEqual([]);
    await cancel.getByRole('button', { name: 'Manter o pedido' }).click();
  });
});
