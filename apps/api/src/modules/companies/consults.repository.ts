// SQL of company consults. A row is a paid consult: the account's first opening of a CNPJ in 30 days.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { companyConsults } from '@/db/schema/consults.ts';
import { users } from '@/db/schema/users.ts';

/**
 * Serialises consults of one CNPJ by one account until the transaction ends, so two parallel openings
 * of the same company cannot both pay. (The credits service then locks the account row for the spend.)
 */
export async function lockConsultKey(tx: Executor, accountId: string, cnpj: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`consult:${accountId}:${cnpj}`}, 0))`);
}

export async function findPaidConsultSince(
  db: Executor,
  scope: { accountId: string; cnpj: string },
  since: Date,
) {
  const [row] = await db
    .select({ consultedAt: companyConsults.consultedAt })
    .from(companyConsults)
    .where(
      and(
        eq(companyConsults.accountId, scope.accountId),
        eq(companyConsults.cnpj, scope.cnpj),
        gt(companyConsults.consultedAt, since),
      ),
    )
    .orderBy(desc(companyConsults.consultedAt))
    .limit(1);
  return row ?? null;
}

export async function insertConsult(
  db: Executor,
  row: { accountId: string; cnpj: string; userId: string; consultedAt: Date },
) {
  await db.insert(companyConsults).values(row);
}

export async function listConsults(db: Executor, accountId: string, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        cnpj: companyConsults.cnpj,
        consultedAt: companyConsults.consultedAt,
        userId: users.id,
        userName: users.name,
      })
      .from(companyConsults)
      .leftJoin(users, eq(users.id, companyConsults.userId))
      .where(eq(companyConsults.accountId, accountId))
      .orderBy(desc(companyConsults.consultedAt), companyConsults.cnpj)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(companyConsults)
      .where(eq(companyConsults.accountId, accountId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
