/// <reference types="node" />
// Onboarding: a new customer user is offered a guided onboarding on landing — "lembrar depois" holds it back,
// then they schedule it (the CS is e-mailed) — and staff follow it in the "Onboardings" and "Sem onboarding"
// panels. The demo users are seeded as already answered, so no other file meets the offer.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  accessibilityViolations,
  apiCall,
  apiToken,
  type Browser,
  openBrowser,
  screenshot,
  signIn,
} from './browser';
import { signInWithCode, staffOutbox } from './outbox';

const baseUrl = inject('baseUrl');
const OWNER = 'owner@demo.prospecta.dev';
const ADMIN = 'admin@prospecta.dev';
const NEW_EMAIL = `otavio.onboarding.${Date.now()}@demo.prospecta.dev`;
const NEW_NAME = 'Otávio Onboarding';
const WAIT = { timeout: 30_000 };

let browser: Browser;
let ownerToken = '';
let newUserId = '';

beforeAll(async () => {
  browser = await openBrowser({ width: 1366, height: 900 });
  ownerToken = await apiToken(baseUrl, OWNER);
});

afterAll(async () => {
  // The other files share the demo account and its seats: the user made here is deleted again.
  if (newUserId) await apiCall(baseUrl, ownerToken, 'DELETE', `/user/sub_user/${newUserId}`);
  await browser?.close();
});

/** Opens the lists root and waits for the answer of the offer's check. */
async function landAndAsk(page: Page): Promise<{ show: boolean }> {
  const asked = page.waitForResponse((r) =>
    r.url().includes('/api/user/check_permission_to_show_onboarding'),
  );
  await page.goto(`${baseUrl}/`);
  return (await asked).json();
}

/** A weekday at least three days ahead, in Brasília: the day with dots and its calendar button's name. */
function preferredDay(): { dotted: string; label: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 3);
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  const iso = date.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(date);
  return {
    dotted: `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`,
    label: `${d} ${month} ${y}`,
  };
}

const toast = (text: string) => browser.page.locator('.mantine-Notification-root').filter({ hasText: text });

describe('onboarding', { timeout: 240_000 }, () => {
  it('offers a new user a guided onboarding: "lembrar depois" holds it back, then they schedule it', async () => {
    const created = await apiCall(baseUrl, ownerToken, 'POST', '/user/sub_user', {
      name: NEW_NAME,
      email: NEW_EMAIL,
      role: 'user',
    });
    expect(created.status).toBe(201);
    newUserId = created.body.user.id;

    const { page } = browser;
    await signInWithCode(page, baseUrl, NEW_EMAIL);
    const offer = page.getByRole('dialog', { name: 'Que tal um onboarding guiado?' });
    await offer.waitFor(WAIT);
    // The account's CS, assigned by staff (the demo account's is Carla), is named.
    expect(await offer.textContent()).toContain(
      'Olá, Otávio! Em uma conversa de cerca de 30 minutos, Carla Sucesso',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'onboarding-01-offer');

    const remembered = page.waitForResponse((r) => r.url().includes('/onboarding_update_remember_me'));
    await offer.getByRole('button', { name: 'Agora não, lembrar depois' }).click();
    expect((await remembered).status()).toBe(200);
    await offer.waitFor({ state: 'detached', ...WAIT });
    expect(await landAndAsk(page)).toMatchObject({ show: false });
    expect(await offer.count()).toBe(0);

    // Twelve hours later it comes back; the browser's clock cannot move the server's, so the reminder is
    // ended through the API.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const ended = await apiCall(baseUrl, token, 'PUT', `/user/${newUserId}/onboarding_update_remember_me`, {
      onboarding_remember_me: false,
    });
    expect(ended.status).toBe(200);
    expect(await landAndAsk(page)).toMatchObject({ show: true });
    await offer.waitFor(WAIT);

    await offer.getByRole('button', { name: 'Quero agendar' }).click();
    const form = page.getByRole('dialog', { name: 'Agendar o onboarding' });
    await form.waitFor(WAIT);
    await form.getByRole('button', { name: 'Enviar pedido' }).click();
    await form.getByText('Escolha o dia de sua preferência').waitFor(WAIT);
    await form.getByText('Escolha o período de sua preferência').waitFor(WAIT);

    const day = preferredDay();
    await form.getByLabel(/^Dia de sua preferência/).click();
    // The calendar opens on the first month it offers (tomorrow's): step on to the day's month.
    const dayButton = page.getByRole('button', { name: day.label, exact: true });
    await page.getByRole('button', { name: 'Próximo mês' }).waitFor(WAIT);
    for (let i = 0; i < 3 && (await dayButton.count()) === 0; i += 1)
      await page.getByRole('button', { name: 'Próximo mês' }).click();
    await dayButton.click();
    await form.getByRole('radio', { name: 'Tarde' }).check();
    await form.getByLabel(/^Comentário/).fill('Quero ver a exportação para o CRM');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'onboarding-02-schedule');

    const saved = page.waitForResponse((r) => r.url().includes('/api/user/onboarding?'));
    await form.getByRole('button', { name: 'Enviar pedido' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(201);
    expect((await answer.json()).onboarding).toMatchObject({
      user_selected_option_at: day.dotted,
      preferred_period: 'afternoon',
      status: 'initial',
    });
    await toast('Onboarding resgistrado com sucesso!').waitFor(WAIT);
    await form.waitFor({ state: 'detached', ...WAIT });
    const mails = await staffOutbox(baseUrl);
    expect(
      mails.some(
        (m) => m.to.includes('cs@prospecta.dev') && m.subject === 'Pedido de onboarding: Demo Comercial',
      ),
    ).toBe(true);

    // Answered: never offered again (the signed-in user now says so; the offer is not even asked for).
    const me = page.waitForResponse((r) => r.url().endsWith('/api/user/me'));
    await page.goto(`${baseUrl}/`);
    expect(await (await me).json()).toMatchObject({ has_onboarding: true });
    await page.getByRole('heading', { name: 'Minhas listas' }).waitFor(WAIT);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('lets staff follow the request in "Onboardings" and see who has none in "Sem onboarding"', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/login', WAIT);
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor(WAIT);
    await signIn(page, baseUrl, ADMIN, 'prospecta');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), WAIT);
    // Staff are never offered it.
    expect(await page.getByRole('dialog', { name: 'Que tal um onboarding guiado?' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Onboardings' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/onboardings', WAIT);
    await page.getByLabel('Nome ou e-mail').fill(NEW_EMAIL);
    await page.getByLabel('Nome ou e-mail').press('Enter');
    const row = page.getByTestId('onboarding-row').filter({ hasText: NEW_NAME });
    await row.waitFor(WAIT);
    // The row was already among the unfiltered ones: wait for the filtered answer.
    await expect.poll(() => page.getByTestId('onboarding-row').count(), WAIT).toBe(1);
    expect(await row.textContent()).toContain('Quer agendar');
    expect(await row.textContent()).toContain('Quero ver a exportação para o CRM');
    expect(await row.getByLabel(`Responsável pelo onboarding de ${NEW_NAME}`).inputValue()).toBe(
      'Carla Sucesso',
    );
    expect(await row.getByLabel(`Situação do onboarding de ${NEW_NAME}`).inputValue()).toBe(
      'Aguardando o CS',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'onboarding-03-panel');

    await row.getByLabel(`Situação do onboarding de ${NEW_NAME}`).click();
    await page.getByRole('option', { name: 'Agendado' }).click();
    await toast('Atualização feita com sucesso!').waitFor(WAIT);
    await expect
      .poll(() => row.getByLabel(`Situação do onboarding de ${NEW_NAME}`).inputValue(), WAIT)
      .toBe('Agendado');
    await expect
      .poll(() => page.getByTestId('onboarding-counts').textContent(), WAIT)
      .toMatch(/Agendado: [1-9]/);

    // The option filter: the user scheduled, so "Não precisa" finds nobody of that e-mail.
    await page.locator('input').and(page.getByLabel('Opção escolhida')).click();
    await page.getByRole('option', { name: 'Não precisa' }).click();
    await page.getByTestId('onboardings-empty').waitFor(WAIT);
    // The filters are in the address: a reload (or a link sent to a colleague) keeps them.
    expect(new URL(page.url()).searchParams.get('option')).toBe('not_needed');
    await page.reload();
    await page.getByTestId('onboardings-empty').waitFor(WAIT);
    expect(await page.getByLabel('Nome ou e-mail').inputValue()).toBe(NEW_EMAIL);

    await page.getByRole('tab', { name: 'Sem onboarding' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sem-onboarding', WAIT);
    await page.getByLabel('Nome ou e-mail').fill(OWNER);
    await page.getByLabel('Nome ou e-mail').press('Enter');
    const owner = page.getByTestId('no-onboarding-row').filter({ hasText: OWNER });
    await owner.waitFor(WAIT);
    expect(await owner.textContent()).toContain('Já usava antes do convite');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Nome ou e-mail').fill(NEW_EMAIL);
    await page.getByLabel('Nome ou e-mail').press('Enter');
    await page.getByTestId('no-onboarding-empty').waitFor(WAIT);
  });
});
