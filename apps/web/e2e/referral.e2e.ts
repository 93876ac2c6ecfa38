/// <reference types="node" />
// "Indique e ganhe", the main path: the owner of an account of its own (created here, so the reward does not
// change the credits of the demo account the other files share) copies their link on /user/share-and-win; a
// visitor (a fresh browser, not signed in) opens it, is refused on empty fields, registers once whatever the
// clicks; the referrer sees the lead "Em conversa"; staff mark it "Virou cliente" in Admin → Indicações after a
// confirmation naming the account and the reward; the referrer sees "Virou cliente" and the 500 credits.
import {
  REFERRAL_MESSAGES,
  REFERRAL_REWARD_CREDITS,
  referralRewardSummary,
} from '@prospecta/contracts/referral-api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomerAccount } from './accounts';
import { accessibilityViolations, type Browser, openBrowser, screenshot, signIn } from './browser';
import { signInWithCode } from './outbox';

const baseUrl = inject('baseUrl');
const ADMIN = 'admin@prospecta.dev';
const WAIT = { timeout: 30_000 };
const STAMP = Date.now();
const ACCOUNT = `Distribuidora Indica ${STAMP}`;
const OWNER_EMAIL = `dona-indica-${STAMP}@distribuidora.com.br`;
const LEAD = {
  name: 'Carla Mendes',
  company: `Ferragens Mendes ${STAMP}`,
  email: `carla-${STAMP}@mendes.com.br`,
};

let browser: Browser;
let link = '';

beforeAll(async () => {
  browser = await openBrowser({ width: 1440, height: 900 });
  await createCustomerAccount(baseUrl, {
    name: ACCOUNT,
    ownerName: 'Rita Albuquerque',
    ownerEmail: OWNER_EMAIL,
  });
});

afterAll(async () => {
  await browser?.close();
});

const registerRow = (page: Page) => page.getByTestId('referral-register-row').filter({ hasText: LEAD.name });

describe('Indique e ganhe', { timeout: 300_000 }, () => {
  it('gives the owner a link to copy and share, with nobody registered yet', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signInWithCode(page, baseUrl, OWNER_EMAIL);
    await page.goto(`${baseUrl}/user/overview`);
    const tab = page.getByRole('tab', { name: 'Indique e ganhe' });
    await tab.click();
    await page.waitForURL((url) => url.pathname === '/user/share-and-win', WAIT);
    await page.getByRole('heading', { name: 'Indique e ganhe', level: 2 }).waitFor(WAIT);
    expect(await page.locator('main').textContent()).toContain(referralRewardSummary());

    const field = page.getByLabel('Seu link de indicação');
    await expect.poll(() => field.inputValue(), WAIT).toMatch(/\/indicacao\/[A-Za-z0-9_-]+$/);
    link = await field.inputValue();
    expect(await field.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await page.getByRole('button', { name: 'Link copiado!' }).waitFor(WAIT);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const whatsapp = page.getByRole('link', { name: 'Enviar pelo WhatsApp' });
    const whatsappHref = (await whatsapp.getAttribute('href')) ?? '';
    expect(whatsappHref.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(whatsappHref).searchParams.get('text')).toContain(link);
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    expect(await whatsapp.getAttribute('rel')).toContain('noopener');
    const mail = (await page.getByRole('link', { name: 'Enviar por e-mail' }).getAttribute('href')) ?? '';
    expect(mail.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mail)).toContain(link);

    await page.getByTestId('referral-registers-empty').waitFor(WAIT);
    expect(await page.getByTestId('referral-registers-empty').textContent()).toBe(
      'Ninguém se cadastrou pelo seu link ainda. Compartilhe com quem vende como você.',
    );
    // The same link on every visit.
    await page.reload();
    await expect.poll(() => field.inputValue(), WAIT).toBe(link);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'referral-01-panel');
  });

  it('lets a visitor, not signed in, register through it once', async () => {
    const visitor = await openBrowser({ width: 1280, height: 900 });
    try {
      const { page } = visitor;
      // A code that does not exist: said plainly, with the way to the sign-in.
      await page.goto(`${baseUrl}/indicacao/naoexiste123`);
      await page.getByRole('heading', { name: REFERRAL_MESSAGES.linkNotFound, level: 1 }).waitFor(WAIT);
      expect(await page.getByRole('link', { name: /login/ }).getAttribute('href')).toBe('/login');
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.goto(link);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.filter({ hasText: 'indicou o Prospecta para você' }).waitFor(WAIT);
      expect(await heading.textContent()).toBe(`Rita, da ${ACCOUNT}, indicou o Prospecta para você`);
      expect(await page.locator('h1').count()).toBe(1);

      // Nothing typed: each required field says so, the keyboard on the first; nothing is sent.
      let posts = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/referral/public/')) posts += 1;
      });
      const send = page.getByRole('button', { name: 'Quero conhecer o Prospecta' });
      await send.click();
      await page.getByText(REFERRAL_MESSAGES.nameRequired).waitFor(WAIT);
      for (const message of [
        REFERRAL_MESSAGES.companyRequired,
        REFERRAL_MESSAGES.emailRequired,
        REFERRAL_MESSAGES.phoneRequired,
      ]) {
        await page.getByText(message).waitFor(WAIT);
      }
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), WAIT)
        .toBe('name');
      expect(posts).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'referral-02-invite-errors');

      await page.getByLabel(/^Nome/).fill(LEAD.name);
      await page.getByLabel(/^Empresa/).fill(LEAD.company);
      await page.getByLabel(/^E-mail/).fill(LEAD.email);
      await page.getByLabel(/^Telefone\/WhatsApp/).fill('11 9876');
      await page.getByLabel(/^CNPJ/).fill('11.222.333/0001-82');
      await send.click();
      await page.getByText(REFERRAL_MESSAGES.invalidPhone).waitFor(WAIT);
      await page.getByText(REFERRAL_MESSAGES.invalidCnpj).waitFor(WAIT);
      expect(posts).toBe(0);
      await page.getByLabel(/^Telefone\/WhatsApp/).fill('(11) 98765-4321');
      await page.getByLabel(/^CNPJ/).fill('11.222.333/0001-81');

      // Two clicks, one request.
      const created = page.waitForResponse((r) => r.url().includes('/registers'));
      await send.dblclick();
      expect((await created).status()).toBe(201);
      await page.getByTestId('referral-registered').waitFor(WAIT);
      expect(await page.getByTestId('referral-registered').textContent()).toContain(
        REFERRAL_MESSAGES.registered,
      );
      expect(posts).toBe(1);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'referral-03-invite-sent');

      // The same e-mail again: the server's word beside the e-mail field.
      await page.goto(link);
      await page.getByLabel(/^Nome/).fill(LEAD.name);
      await page.getByLabel(/^Empresa/).fill(LEAD.company);
      await page.getByLabel(/^E-mail/).fill(LEAD.email);
      await page.getByLabel(/^Telefone\/WhatsApp/).fill('11987654321');
      await send.click();
      await page.getByText(REFERRAL_MESSAGES.alreadyReferred).waitFor(WAIT);
      expect(await page.getByLabel(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    } finally {
      await visitor.close();
    }
  });

  it('shows the referrer the lead in conversation', async () => {
    const { page } = browser;
    await page.reload();
    await registerRow(page).waitFor(WAIT);
    expect(await registerRow(page).textContent()).toContain('Em conversa');
    expect(await registerRow(page).textContent()).toContain(LEAD.company);
    // The e-mail as the server masks it, never whole.
    expect(await registerRow(page).textContent()).not.toContain(LEAD.email);
    expect(await page.getByTestId('referral-totals').textContent()).toContain('1indicação');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('is marked a customer by staff after a confirmation naming the account and the reward', async () => {
    const staff = await openBrowser({ width: 1440, height: 900 });
    try {
      const { page } = staff;
      await signIn(page, baseUrl, ADMIN, 'prospecta');
      await page.waitForURL((url) => url.pathname.startsWith('/admin'), WAIT);
      await page.getByRole('tab', { name: 'Indicações' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/indicacoes', WAIT);
      // A status the panel does not know (an old link, a typo) reads as no filter and leaves the address.
      await page.goto(`${baseUrl}/admin/indicacoes?status=perdida&page=1`);
      await page.waitForURL((url) => url.pathname === '/admin/indicacoes' && url.search === '', WAIT);
      await page.getByLabel(/^Buscar/).fill(LEAD.email);
      await page.waitForURL((url) => url.searchParams.get('q') === LEAD.email, WAIT);
      const row = page.getByTestId('admin-referral-row').filter({ hasText: LEAD.name });
      await row.waitFor(WAIT);
      expect(await page.getByTestId('admin-referral-row').count()).toBe(1);
      const text = (await row.textContent()) ?? '';
      for (const part of [
        LEAD.company,
        LEAD.email,
        '(11) 98765-4321',
        '11.222.333/0001-81',
        ACCOUNT,
        'Em conversa',
      ])
        expect(text).toContain(part);
      expect(await accessibilityViolations(page)).toEqual([]);

      await row.getByRole('button', { name: /^Virou cliente/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Marcar como cliente?' });
      await dialog.waitFor(WAIT);
      const question = (await dialog.getByTestId('decide-referral-question').textContent()) ?? '';
      expect(question).toContain(ACCOUNT);
      expect(question).toContain(referralRewardSummary());
      await dialog.getByLabel(/^Observação/).fill('Fechou o Plano Essencial');
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'referral-04-admin-confirm');

      let decisions = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && /\/api\/admin\/referrals\/[^/]+\/convert/.test(r.url())) decisions += 1;
      });
      const decided = page.waitForResponse((r) => /\/convert/.test(r.url()));
      await dialog.getByRole('button', { name: 'Virou cliente' }).dblclick();
      expect((await decided).status()).toBe(200);
      await page
        .locator('.mantine-Notification-root')
        .filter({ hasText: REFERRAL_MESSAGES.converted })
        .waitFor(WAIT);
      await dialog.waitFor({ state: 'detached', ...WAIT });
      await expect.poll(async () => row.textContent(), WAIT).toContain('Virou cliente');
      expect(await row.textContent()).toContain('Fechou o Plano Essencial');
      expect(await row.getByRole('button').count()).toBe(0);
      expect(decisions).toBe(1);

      // The filters live in the address: a reload opens the same view.
      await page.getByLabel('Situação', { exact: true }).and(page.locator('input')).click();
      await page.getByRole('option', { name: 'Virou cliente' }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'converted', WAIT);
      await page.reload();
      await row.waitFor(WAIT);
      expect(await page.getByLabel(/^Buscar/).inputValue()).toBe(LEAD.email);
      expect(await page.getByTestId('admin-referrals-total').textContent()).toBe(
        '1 indicação com esses filtros',
      );
      expect(await accessibilityViolations(page)).toEqual([]);

      // Staff have no link of their own: one calm line on the control panel's tab.
      await page.goto(`${baseUrl}/user/share-and-win`);
      await page.getByTestId('referral-staff').waitFor(WAIT);
      expect(await page.getByTestId('referral-staff').textContent()).toContain(
        REFERRAL_MESSAGES.staffNoReferral,
      );
      expect(await page.getByLabel('Seu link de indicação').count()).toBe(0);
      await page.getByTestId('referral-staff').getByRole('link', { name: 'Admin → Indicações' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/indicacoes', WAIT);
    } finally {
      await staff.close();
    }
  });

  it('shows the referrer the new customer and the credits earned', async () => {
    const { page } = browser;
    // The bell's news leads to the list itself: "Suas indicações" takes the keyboard and is scrolled to (a laptop's
    // short window, where it starts below the fold).
    await page.setViewportSize({ width: 1366, height: 600 });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: /^Notificações/ }).click();
    const news = page.getByTestId('notification-item').filter({ hasText: 'Sua indicação virou cliente!' });
    await news.getByRole('link', { name: 'Ver indicações' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/user/share-and-win' && url.hash === '#indicacoes',
      WAIT,
    );
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), WAIT)
      .toBe('Suas indicações');
    const top = () =>
      page.getByRole('heading', { name: 'Suas indicações' }).evaluate((h) => h.getBoundingClientRect().top);
    await expect.poll(async () => (await top()) >= 0 && (await top()) < 600, WAIT).toBe(true);
    await page.setViewportSize({ width: 1440, height: 900 });
    await registerRow(page).waitFor(WAIT);
    await expect.poll(async () => registerRow(page).textContent(), WAIT).toContain('Virou cliente');
    const credits = REFERRAL_REWARD_CREDITS.toLocaleString('pt-BR');
    expect(await registerRow(page).textContent()).toContain(credits);
    const totals = (await page.getByTestId('referral-totals').textContent()) ?? '';
    expect(totals).toContain('1virou cliente');
    expect(totals).toContain(`${credits}créditos ganhos`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'referral-05-converted');
  });
});
