import { desc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { mailOutbox } from '@/db/schema/mail.ts';

export type OutboxMessage = { accountId?: string; to: string; subject: string; text: string; html: string };

export async function insertOutboxMessage(db: Executor, message: OutboxMessage): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

export async function markOutboxMessage(db: Executor, id: string, result: { sentAt?: Date; error?: string }) {
  await db.update(mailOutbox).set(result).where(eq(mailOutbox.id, id));
}

export async function listOutbox(db: Executor, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
