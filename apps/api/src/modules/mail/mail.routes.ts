import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/** Staff read the outbox (the only copy of e-mails when no SMTP server is configured). */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/mail/outbox',
    {
      onRequest: [app.authenticate, requireRoles('admin', 'customer_success')],
      schema: { response: { 200: outboxResponse } },
    },
    async () => {
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
