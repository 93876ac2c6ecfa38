// SQL of a grant edited by staff: the grant's new amount and expiry, and the audit line that records it.
import { GRANT_EDIT_REASON } from '@prospecta/contracts/admin-credits-api';
import type { CreditType } from '@prospecta/contracts/credits';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { creditGrants } from '@/db/schema/credits.ts';
import { insertConsumption } from '@/modules/credits/credits.repository.ts';

/** What an edit line's `subject` holds (JSON): the grant and its amount and expiry before and after. */
export type GrantEditRecord = {
  grant: string;
  amount: [from: number, to: number];
  /** ISO instants the grant stops counting (null: no expiry). */
  expires_at: [from: string | null, to: string | null];
};

export async function updateGrant(
  db: Executor,
  id: string,
  fields: { amount: number; expiresAt: Date | null },
) {
  await db.update(creditGrants).set(fields).where(eq(creditGrants.id, id));
}

/**
 * The edit's audit line: a spend of 0 credits (it moves nothing, so no balance and no consumption report reads
 * it) of reason grant_edit by the staff member, the change in its subject.
 */
export async function insertGrantEdit(
  db: Executor,
  row: { accountId: string; userId: string; type: CreditType; record: GrantEditRecord },
) {
  await insertConsumption(db, {
    accountId: row.accountId,
    userId: row.userId,
    type: row.type,
    amount: 0,
    reason: GRANT_EDIT_REASON,
    subject: JSON.stringify(row.record),
  });
}

/** An edit line's subject back as its record (null when it is not one: a hand-edited row). */
export function parseGrantEdit(subject: string | null): GrantEditRecord | null {
  try {
    const value = subject ? (JSON.parse(subject) as GrantEditRecord) : null;
    return value && typeof value.grant === 'string' && Array.isArray(value.amount) ? value : null;
  } catch {
    return null;
  }
}
