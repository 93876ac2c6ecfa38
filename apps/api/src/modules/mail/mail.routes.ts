import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@/lib/http-error.ts';
import { requireRoles } from '@/plugins/auth.ts';
import { listOutbox } from './mail.repository.ts';

const outboxResponse = z.array(
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    sent_at: z.string().nullable(),
    error: z.string().nullable(),
    created_at: z.string(),
  }),
);

/**
 * Admins read the outbox: the only copy of the e-mails when no SMTP server is configured (a demo, a trial).
 * Its messages carry sign-in codes and recovery links, so customer success does not read it, and with an
 * SMTP server, where the e-mails reach their people, nobody does (404).
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/mail/outbox',
    {
      onRequest: [app.authenticate, requireRoles('admin')],
      schema: { response: { 200: outboxResponse } },
    },
    async () => {
      if (app.config.smtpUrl) throw notFound();
      const rows = await listOutbox(app.db, 100);
      return rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        sent_at: m.sentAt?.toISOString() ?? null,
        error: m.error,
        created_at: m.createdAt.toISOString(),
      }));
    },
  );
};
