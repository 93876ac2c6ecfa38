// Charges a company consult: free when the account paid for this CNPJ in the last 30 days, otherwise one
// click credit, spent in the same transaction that records the consult (never overdraws; 422 when none).
import { CONSULT_FREE_DAYS } from '@prospecta/contracts/companies-api';
import type { Db } from '@/db/client.ts';
import { spend } from '@/modules/credits/credits.service.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { findPaidConsultSince, insertConsult, lockConsultKey } from './consults.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const FREE_MS = CONSULT_FREE_DAYS * DAY_MS;

export type ConsultInfo = { charged: boolean; consulted_at: string; free_until: string };

const infoOf = (charged: boolean, at: Date): ConsultInfo => ({
  charged,
  consulted_at: at.toISOString(),
  free_until: new Date(at.getTime() + FREE_MS).toISOString(),
});

export async function consultCompany(
  db: Db,
  user: AuthUser,
  cnpj: string,
  now = new Date(),
): Promise<ConsultInfo> {
  return db.transaction(async (tx) => {
    const scope = { accountId: user.accountId, cnpj };
    await lockConsultKey(tx, user.accountId, cnpj);
    const paid = await findPaidConsultSince(tx, scope, new Date(now.getTime() - FREE_MS));
    if (paid) return infoOf(false, paid.consultedAt);
    await spend(
      tx,
      {
        accountId: user.accountId,
        userId: user.id,
        type: 'click',
        amount: 1,
        reason: 'company_consult',
        subject: cnpj,
      },
      now,
    );
    await insertConsult(tx, { ...scope, userId: user.id, consultedAt: now });
    return infoOf(true, now);
  });
}
