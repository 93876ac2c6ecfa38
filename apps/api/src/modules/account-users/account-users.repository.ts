// SQL of an account's users as its owner manages them: always scoped by account, deleted users left out
// (a deleted user's row stays, so their lists and notes keep their author).
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { type UserRow, users } from '@/db/schema/users.ts';

const ofAccount = (accountId: string) => and(eq(users.accountId, accountId), isNull(users.deletedAt));

/** Every user of the account that is not deleted: the owner first, then by name. */
export async function listAccountUsers(db: Executor, accountId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(ofAccount(accountId))
    .orderBy(sql`${users.role} <> 'owner'`, asc(users.name), asc(users.createdAt));
}

/** The account's users disabled by staff (deleted_at set by the admin area), by name. */
export async function listStaffDisabledUsers(db: Executor, accountId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.accountId, accountId), isNotNull(users.deletedAt), eq(users.disabledByStaff, true)))
    .orderBy(asc(users.name), asc(users.createdAt));
}

export async function findAccountUser(db: Executor, accountId: string, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ofAccount(accountId)));
  return row ?? null;
}

/** A deleted user of the account (the one a deletion's undo brings back). */
export async function findDeletedAccountUser(
  db: Executor,
  accountId: string,
  id: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.accountId, accountId), isNotNull(users.deletedAt)));
  return row ?? null;
}

/**
 * The account's name and plan cap; inside a transaction `lock` holds its row, so two additions at once
 * cannot both take the last seat.
 */
export async function findAccountSeats(db: Executor, accountId: string, lock = false) {
  const query = db
    .select({ name: accounts.name, maxUsersCount: accounts.maxUsersCount })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function countActiveUsers(db: Executor, accountId: string, exceptId?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(ofAccount(accountId), eq(users.active, true), exceptId ? ne(users.id, exceptId) : undefined));
  return row?.n ?? 0;
}

/** Any user with this e-mail (case-insensitive), deleted ones included: the e-mail index covers them all. */
export async function findAnyUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function insertAccountUser(
  db: Executor,
  row: { accountId: string; name: string; email: string; role: string; whatsappNumber: string | null },
): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(row).returning();
  if (!inserted) throw new Error('user not stored');
  return inserted;
}

/** Sets the fields given (and updated_at) on a user of the account; a restore clears deleted_at. */
export async function updateAccountUser(
  db: Executor,
  accountId: string,
  id: string,
  fields: Partial<
    Pick<UserRow, 'name' | 'email' | 'role' | 'whatsappNumber' | 'active' | 'deletedAt' | 'disabledByStaff'>
  >,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.accountId, accountId)))
    .returning();
  return row ?? null;
}
