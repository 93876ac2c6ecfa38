// SQL of the notifications, always scoped by the user.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { notifications } from '@/db/schema/notifications.ts';

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(db: Executor, row: NewNotification) {
  const [saved] = await db.insert(notifications).values(row).returning();
  if (!saved) throw new Error('notification insert returned nothing');
  return saved;
}

export const pageOf = (db: Executor, userId: string, limit: number, offset: number) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);

export async function countsOf(db: Executor, userId: string) {
  const [all] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return { total: Number(all?.n ?? 0), unread: Number(unread?.n ?? 0) };
}

export async function markRead(db: Executor, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

/** Marks every unread notification of the user read; answers how many. */
export async function markAllRead(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
