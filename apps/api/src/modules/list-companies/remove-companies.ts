// Companies taken out of a list and put back (POST …/companies/remove and …/restore, ours). A removal deletes
// the list rows — their prospecting statuses go with them (cascade) — and keeps what it deleted, statuses
// included, under its id for LIST_REMOVAL_KEEP_HOURS, so "Desfazer" puts back the same rows with the same ids:
// notes (kept by list-company id) and validation outcomes (kept by CNPJ) show again with them. The export credit
// stays spent; the account's exported CNPJs keep it, so adding the company again spends nothing.
import {
  LIST_REMOVAL_KEEP_HOURS,
  REMOVAL_GONE_MESSAGE,
  type RemoveListCompaniesResponse,
  type RestoreListCompaniesResponse,
} from '@prospecta/contracts/lists-companies-api';
import { and, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '@/db/client.ts';
import {
  listCompanies,
  listCompanyRemovals,
  listCompanyStatuses,
  type RemovedListCompany,
} from '@/db/schema/lists.ts';
import { forbidden, notFound } from '@/lib/http-error.ts';
import { touchList } from '@/modules/lists/lists.repository.ts';
import { canManage, isUuid, visibleList } from '@/modules/lists/lists-access.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { chunks } from './add-companies.repository.ts';

export const REMOVE_FORBIDDEN_MESSAGE =
  'Apenas o autor da lista ou um gestor da conta pode remover empresas da lista';
export const RESTORE_FORBIDDEN_MESSAGE =
  'Apenas o autor da lista ou um gestor da conta pode desfazer uma remoção de empresas da lista';

/** The list, if the user sees it (404 otherwise) and may take companies out of it or put them back (403). */
async function removableList(
  db: Executor,
  user: AuthUser,
  listId: string,
  refusal = REMOVE_FORBIDDEN_MESSAGE,
) {
  const list = await visibleList(db, user, listId);
  if (!canManage(user, list)) throw forbidden(refusal);
  return list;
}

/**
 * A timestamp as ISO text to the microsecond: the database keeps microseconds and a JavaScript Date only
 * milliseconds, so a row put back with a Date's time would move before the companies added with it.
 */
const exactTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const timeOf = (text: string) => sql`${text}::timestamptz`;

/** Deletes the rows of `cnpjs` from the list and answers them as they were, statuses included. */
async function takeOut(
  tx: Executor,
  listId: string,
  cnpjs: readonly string[],
): Promise<RemovedListCompany[]> {
  const taken: RemovedListCompany[] = [];
  for (const part of chunks([...new Set(cnpjs)].sort())) {
    const inPart = and(eq(listCompanies.listId, listId), inArray(listCompanies.cnpj, part));
    const statuses = await tx
      .select({
        listCompanyId: listCompanyStatuses.listCompanyId,
        userId: listCompanyStatuses.userId,
        status: listCompanyStatuses.status,
        updatedAt: exactTime(listCompanyStatuses.updatedAt),
      })
      .from(listCompanyStatuses)
      .innerJoin(listCompanies, eq(listCompanies.id, listCompanyStatuses.listCompanyId))
      .where(inPart);
    const rows = await tx
      .delete(listCompanies)
      .where(inPart)
      .returning({ ...getTableColumns(listCompanies), createdAt: exactTime(listCompanies.createdAt) });
    const byCompany = new Map<string, typeof statuses>();
    for (const s of statuses) byCompany.set(s.listCompanyId, [...(byCompany.get(s.listCompanyId) ?? []), s]);
    for (const row of rows) {
      taken.push({
        id: row.id,
        cnpj: row.cnpj,
        name: row.name,
        tradeName: row.tradeName,
        addedBy: row.addedBy,
        searchId: row.searchId,
        charged: row.charged,
        createdAt: row.createdAt,
        seq: row.seq,
        statuses: (byCompany.get(row.id) ?? []).map((s) => ({
          userId: s.userId,
          status: s.status,
          updatedAt: s.updatedAt,
        })),
      });
    }
  }
  return taken;
}

const keptSince = () => new Date(Date.now() - LIST_REMOVAL_KEEP_HOURS * 3_600_000);

export async function removeCompanies(
  db: Db,
  user: AuthUser,
  listId: string,
  cnpjs: readonly string[],
): Promise<RemoveListCompaniesResponse> {
  await removableList(db, user, listId);
  return db.transaction(async (tx) => {
    const list = await removableList(tx, user, listId);
    // Removals past their time are of no use to anyone: the account's are dropped as it makes a new one.
    await tx
      .delete(listCompanyRemovals)
      .where(
        and(
          eq(listCompanyRemovals.accountId, user.accountId),
          lt(listCompanyRemovals.createdAt, keptSince()),
        ),
      );
    const taken = await takeOut(tx, list.id, cnpjs);
    if (taken.length === 0) return { removed: 0, removal_id: null };
    const [removal] = await tx
      .insert(listCompanyRemovals)
      .values({ accountId: user.accountId, listId: list.id, userId: user.id, companies: taken })
      .returning({ id: listCompanyRemovals.id });
    await touchList(tx, list.id, null);
    return { removed: taken.length, removal_id: removal?.id ?? null };
  });
}

export async function restoreCompanies(
  db: Db,
  user: AuthUser,
  listId: string,
  removalId: string,
): Promise<RestoreListCompaniesResponse> {
  await removableList(db, user, listId, RESTORE_FORBIDDEN_MESSAGE);
  if (!isUuid(removalId)) throw notFound(REMOVAL_GONE_MESSAGE);
  return db.transaction(async (tx) => {
    const list = await removableList(tx, user, listId, RESTORE_FORBIDDEN_MESSAGE);
    // Taken (deleted) first: of two restores sent at once, one finds it and the other a 404.
    const [removal] = await tx
      .delete(listCompanyRemovals)
      .where(
        and(
          eq(listCompanyRemovals.id, removalId),
          eq(listCompanyRemovals.listId, list.id),
          eq(listCompanyRemovals.accountId, user.accountId),
          sql`${listCompanyRemovals.createdAt} >= ${keptSince()}`,
        ),
      )
      .returning();
    if (!removal) throw notFound(REMOVAL_GONE_MESSAGE);
    let restored = 0;
    for (const part of chunks(removal.companies)) {
      // A company added again since keeps its new row (and whatever was done to it since).
      const back = await tx
        .insert(listCompanies)
        .values(
          part.map((c) => ({
            id: c.id,
            listId: list.id,
            accountId: user.accountId,
            cnpj: c.cnpj,
            name: c.name,
            tradeName: c.tradeName,
            addedBy: c.addedBy,
            searchId: c.searchId,
            charged: c.charged,
            createdAt: timeOf(c.createdAt),
            ...(c.seq === undefined ? {} : { seq: c.seq }),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: listCompanies.id });
      restored += back.length;
      const isBack = new Set(back.map((r) => r.id));
      const statuses = part
        .filter((c) => isBack.has(c.id))
        .flatMap((c) =>
          c.statuses.map((s) => ({
            listCompanyId: c.id,
            listId: list.id,
            userId: s.userId,
            status: s.status,
            updatedAt: timeOf(s.updatedAt),
          })),
        );
      if (statuses.length > 0) await tx.insert(listCompanyStatuses).values(statuses);
    }
    if (restored > 0) await touchList(tx, list.id, null);
    return { restored };
  });
}
