/// <reference types="node" />
// Reads the API's mail outbox as staff (e-mails are only stored when no SMTP server is configured).
export type OutboxMail = { to: string; subject: string; text: string };

export async function staffOutbox(baseUrl: string): Promise<OutboxMail[]> {
  const tokens = (await fetch(`${baseUrl}/api/user_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@prospecta.dev', password: 'prospecta' }),
  }).then((r) => r.json())) as { token: string };
  return (await fetch(`${baseUrl}/api/mail/outbox`, {
    headers: { Authorization: `Bearer ${tokens.token}` },
  }).then((r) => r.json())) as OutboxMail[];
}
