/// <reference types="node" />
// Reads the API's mail outbox as staff (e-mails are only stored when no SMTP server is configured).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiRequest, apiToken } from './browser';

export type OutboxMail = { to: string; subject: string; text: string };

export async function staffOutbox(baseUrl: string): Promise<OutboxMail[]> {
  return apiRequest<OutboxMail[]>(baseUrl, '/mail/outbox', await apiToken(baseUrl, 'admin@prospecta.dev'));
}

/** The six digits of the newest sign-in code e-mailed to `email` (the outbox lists the newest first). */
export async function lastSignInCode(baseUrl: string, email: string): Promise<string> {
  const mail = (await staffOutbox(baseUrl)).find(
    (m) => m.to.includes(email) && /código de acesso/.test(m.subject),
  );
  return mail?.subject.match(/\d{6}/)?.[0] ?? '';
}

/** Signs in through "Entrar com código" as a user who may have no password, typing the e-mailed code. */
export async function signInWithCode(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Entrar com código' }).click();
  await page.getByLabel(/^E-mail/).fill(email);
  const sent = page.waitForResponse((r) => r.url().includes('/api/auth/generate_authentication_code'));
  await page.getByRole('button', { name: 'Enviar código' }).click();
  expect((await sent).status()).toBe(200);
  await page.getByLabel('Código de seis dígitos').first().click();
  await page.keyboard.type(await lastSignInCode(baseUrl, email));
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
}
