// SQL of the notifications, scoped by the user (the staff's backlog: every user's unread ones).
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { notifications } from '@/db/schema/notifications.ts';
import { users } from '@/db/schema/users.ts';

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

/** Every user's unread notifications, newest first, with whom each waits for. */
export const backlogOf = (db: Executor, limit: number, offset: number) =>
  db
    .select({
      notification: notifications,
      userName: users.name,
      userEmail: users.email,
      accountName: accounts.name,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(accounts, eq(accounts.id, notifications.accountId))
    .where(eq(notifications.read, false))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);

export async function backlogCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(accounts, eq(accounts.id, notifications.accountId))
    .where(eq(notifications.read, false));
  return Number(row?.n ?? 0);
}
