// SQL of the staff's company corrections (an append-only log by CNPJ) and of the customers' reports of wrong
// data beside them.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { companyCorrections } from '@/db/schema/company-corrections.ts';
import { accuracyFeedbacks, lists } from '@/db/schema/lists.ts';
import { users } from '@/db/schema/users.ts';

/** `verify`: the reports open then checked, nothing corrected (field `VERIFICATION_FIELD`, the note as value). */
export type CorrectionAction = 'set' | 'remove' | 'undo' | 'verify';
/** The log's field of a verification: it answers the reports without changing what customers see. */
export const VERIFICATION_FIELD = 'verificacao';
export type CorrectionRow = {
  id: number;
  cnpj: string;
  field: string;
  action: CorrectionAction;
  value: string | null;
  previous: string | null;
  createdAt: Date;
  by: { id: string; name: string; email: string } | null;
};

const columns = {
  id: companyCorrections.id,
  cnpj: companyCorrections.cnpj,
  field: companyCorrections.field,
  action: sql<CorrectionAction>`${companyCorrections.action}`,
  value: companyCorrections.value,
  previous: companyCorrections.previous,
  createdAt: companyCorrections.createdAt,
  byId: users.id,
  byName: users.name,
  byEmail: users.email,
};

type Selected = Omit<CorrectionRow, 'by'> & {
  byId: string | null;
  byName: string | null;
  byEmail: string | null;
};
const withBy = ({ byId, byName, byEmail, ...row }: Selected): CorrectionRow => ({
  ...row,
  by: byId && byName !== null && byEmail !== null ? { id: byId, name: byName, email: byEmail } : null,
});

/** Serialises the changes of one company's corrections, so each row's `previous` is what was really shown. */
export async function lockCompany(tx: Executor, cnpj: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`company_corrections:${cnpj}`}, 0))`);
}

/** The newest row of each field of the given CNPJs (an `undo` row means: no correction in force). */
export async function latestCorrections(db: Executor, cnpjs: readonly string[]): Promise<CorrectionRow[]> {
  if (cnpjs.length === 0) return [];
  const latest = db
    .selectDistinctOn([companyCorrections.cnpj, companyCorrections.field], { id: companyCorrections.id })
    .from(companyCorrections)
    .where(inArray(companyCorrections.cnpj, [...cnpjs]))
    .orderBy(companyCorrections.cnpj, companyCorrections.field, desc(companyCorrections.id));
  const rows = await db
    .select(columns)
    .from(companyCorrections)
    .leftJoin(users, eq(users.id, companyCorrections.createdBy))
    .where(inArray(companyCorrections.id, latest));
  return rows.map(withBy);
}

/** A company's changes, newest first. */
export async function correctionHistory(db: Executor, cnpj: string, limit: number): Promise<CorrectionRow[]> {
  const rows = await db
    .select(columns)
    .from(companyCorrections)
    .leftJoin(users, eq(users.id, companyCorrections.createdBy))
    .where(eq(companyCorrections.cnpj, cnpj))
    .orderBy(desc(companyCorrections.id))
    .limit(limit);
  return rows.map(withBy);
}

export async function insertCorrections(db: Executor, rows: (typeof companyCorrections.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(companyCorrections).values(rows);
}

/** The customers' reports of wrong data of the CNPJ, newest first, with who sent them, from which account and list. */
export async function reportsOf(db: Executor, cnpj: string, limit: number) {
  const rows = await db
    .select({
      id: accuracyFeedbacks.id,
      fields: accuracyFeedbacks.fields,
      comment: accuracyFeedbacks.comment,
      createdAt: accuracyFeedbacks.createdAt,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      accountId: accounts.id,
      accountName: accounts.name,
      listId: lists.id,
      listName: lists.name,
    })
    .from(accuracyFeedbacks)
    .leftJoin(users, eq(users.id, accuracyFeedbacks.userId))
    .leftJoin(accounts, eq(accounts.id, accuracyFeedbacks.accountId))
    .leftJoin(
      lists,
      and(eq(lists.id, accuracyFeedbacks.listId), eq(lists.accountId, accuracyFeedbacks.accountId)),
    )
    .where(eq(accuracyFeedbacks.cnpj, cnpj))
    .orderBy(desc(accuracyFeedbacks.createdAt), desc(accuracyFeedbacks.id))
    .limit(limit);
  const [total] = await db
    .select({ n: count() })
    .from(accuracyFeedbacks)
    .where(eq(accuracyFeedbacks.cnpj, cnpj));
  return { rows, total: total?.n ?? 0 };
}

/**
 * The customers who reported wrong data of the CNPJ since its last correction (all its reports when it has
 * none): one per user, with the list of their newest report, to be told of the correction that answers them.
 */
/**
 * A report is open while no staff change (a correction, an undo or a verification) of its CNPJ came after it:
 * the log's newest row of the CNPJ answers every report sent before it.
 */
const isOpenReport = sql`${accuracyFeedbacks.createdAt} > coalesce((SELECT max(${companyCorrections.createdAt}) FROM ${companyCorrections} WHERE ${companyCorrections.cnpj} = ${accuracyFeedbacks.cnpj}), '-infinity'::timestamptz)`;

export async function openReportCount(db: Executor, cnpj: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accuracyFeedbacks)
    .where(and(eq(accuracyFeedbacks.cnpj, cnpj), isOpenReport));
  return row?.n ?? 0;
}

/** The CNPJs with open reports, the one reported longest ago first, with how many and which fields. */
export async function openReportQueue(db: Executor, limit: number, offset: number) {
  const firstAt = sql<Date>`min(${accuracyFeedbacks.createdAt})`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        cnpj: accuracyFeedbacks.cnpj,
        reports: count(),
        fields: sql<string[][]>`jsonb_agg(${accuracyFeedbacks.fields})`,
        firstAt: sql<Date | string>`min(${accuracyFeedbacks.createdAt})`,
        lastAt: sql<Date | string>`max(${accuracyFeedbacks.createdAt})`,
      })
      .from(accuracyFeedbacks)
      .where(isOpenReport)
      .groupBy(accuracyFeedbacks.cnpj)
      .orderBy(firstAt, accuracyFeedbacks.cnpj)
      .limit(limit)
      .offset(offset),
    db
      .select({ companies: sql<number>`count(DISTINCT ${accuracyFeedbacks.cnpj})::int`, reports: count() })
      .from(accuracyFeedbacks)
      .where(isOpenReport),
  ]);
  return { rows, companies: totals?.companies ?? 0, reports: totals?.reports ?? 0 };
}

/** The active users with open reports of the CNPJ, each once, with the account and list of their newest. */
export async function reportersToTell(tx: Executor, cnpj: string) {
  return tx
    .selectDistinctOn([accuracyFeedbacks.userId], {
      userId: accuracyFeedbacks.userId,
      accountId: accuracyFeedbacks.accountId,
      listId: accuracyFeedbacks.listId,
    })
    .from(accuracyFeedbacks)
    .innerJoin(users, and(eq(users.id, accuracyFeedbacks.userId), eq(users.active, true)))
    .where(and(eq(accuracyFeedbacks.cnpj, cnpj), isOpenReport))
    .orderBy(accuracyFeedbacks.userId, desc(accuracyFeedbacks.createdAt));
}
