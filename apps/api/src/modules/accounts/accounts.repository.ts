import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { accountPreferences, accounts } from '@/db/schema/accounts.ts';

export async function findAccount(db: Executor, accountId: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

/** The account's preferences row, created empty when an account has none yet. */
export async function findOrCreatePreferences(db: Executor, accountId: string) {
  const [existing] = await db
    .select()
    .from(accountPreferences)
    .where(eq(accountPreferences.accountId, accountId));
  if (existing) return existing;
  await db.insert(accountPreferences).values({ accountId }).onConflictDoNothing();
  const [created] = await db
    .select()
    .from(accountPreferences)
    .where(eq(accountPreferences.accountId, accountId));
  if (!created) throw new Error('account preferences not stored');
  return created;
}

/** Sets the fields given, creating the account's row when it has none yet (one statement). */
export async function savePreferences(
  db: Executor,
  accountId: string,
  fields: Partial<typeof accountPreferences.$inferInsert>,
) {
  await db
    .insert(accountPreferences)
    .values({ ...fields, accountId })
    .onConflictDoUpdate({ target: accountPreferences.accountId, set: { ...fields, updatedAt: new Date() } });
}
