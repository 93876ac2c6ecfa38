// SQL of a new customer's account: the account row and its (empty) preferences, as the demo seed writes them.
import type { Executor } from '@/db/client.ts';
import { accountPreferences, accounts } from '@/db/schema/accounts.ts';

export async function insertAccount(
  db: Executor,
  row: {
    name: string;
    accountType: 'active' | 'test';
    origin: string;
    planName: string;
    planId: string;
    maxUsersCount: number;
  },
): Promise<{ id: string; name: string }> {
  const [inserted] = await db
    .insert(accounts)
    .values(row)
    .returning({ id: accounts.id, name: accounts.name });
  if (!inserted) throw new Error('account not stored');
  await db.insert(accountPreferences).values({ accountId: inserted.id });
  return inserted;
}
