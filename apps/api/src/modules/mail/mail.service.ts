// Every message is recorded in mail_outbox; it also goes out over SMTP when SMTP_URL is set.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '@/db/client.ts';
import { insertOutboxMessage, markOutboxMessage, type OutboxMessage } from './mail.repository.ts';

export type MailService = { send(message: OutboxMessage): Promise<{ id: string; sent: boolean }> };

export function createMailService(deps: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): MailService & { close(): void } {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  return {
    async send(message) {
      const id = await insertOutboxMessage(deps.db, message);
      if (!transport) return { id, sent: false };
      try {
        await transport.sendMail({ from: deps.from, ...message });
        await markOutboxMessage(deps.db, id, { sentAt: new Date() });
        return { id, sent: true };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        deps.log.warn({ err, to: message.to }, 'e-mail not sent; kept in mail_outbox');
        await markOutboxMessage(deps.db, id, { error });
        return { id, sent: false };
      }
    },
    close() {
      transport?.close();
    },
  };
}
