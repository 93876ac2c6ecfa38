/// <reference types="node" />
// Reads the API's mail outbox as staff (e-mails are only stored when no SMTP server is configured).
import { apiRequest, apiToken } from './browser';

export type OutboxMail = { to: string; subject: string; text: string };

export async function staffOutbox(baseUrl: string): Promise<OutboxMail[]> {
  return apiRequest<OutboxMail[]>(baseUrl, '/mail/outbox', await apiToken(baseUrl, 'admin@prospecta.dev'));
}
