// SQL of exports: the export rows (scoped by account), their items keyed (export, cnpj), the list's
// companies in the table's order for the job, and the saved fields and filters.
import type { ListSort } from '@prospecta/contracts/lists-companies-api';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { exportItems, exportSettings, exportsTable } from '@/db/schema/exports.ts';
import { jobs } from '@/db/schema/jobs.ts';
import { listCompanies, listCompanyStatuses } from '@/db/schema/lists.ts';
import { inTextList } from '@/db/text-list.ts';
import { tableOrder } from '@/modules/list-companies/list-companies.repository.ts';

export type NewExport = typeof exportsTable.$inferInsert;

export async function insertExport(db: Executor, row: NewExport) {
  const [saved] = await db.insert(exportsTable).values(row).returning();
  if (!saved) throw new Error('export insert returned nothing');
  return saved;
}

export async function updateExport(db: Executor, id: string, set: Partial<NewExport>) {
  await db.update(exportsTable).set(set).where(eq(exportsTable.id, id));
}

export async function findExport(db: Executor, id: string) {
  const [row] = await db.select().from(exportsTable).where(eq(exportsTable.id, id));
  return row ?? null;
}

/** An export with its job, within the account (and the list when given). */
export async function findExportWithJob(db: Executor, accountId: string, id: string, listId?: string) {
  const [row] = await db
    .select({ export: exportsTable, job: jobs })
    .from(exportsTable)
    .leftJoin(jobs, eq(jobs.id, exportsTable.jobId))
    .where(
      and(
        eq(exportsTable.id, id),
        eq(exportsTable.accountId, accountId),
        listId ? eq(exportsTable.listId, listId) : undefined,
      ),
    );
  return row ?? null;
}

/** The export a job runs, within the account (the running one a second start of the same target meets). */
export async function exportIdOfJob(db: Executor, accountId: string, jobId: string) {
  const [row] = await db
    .select({ id: exportsTable.id })
    .from(exportsTable)
    .where(and(eq(exportsTable.jobId, jobId), eq(exportsTable.accountId, accountId)));
  return row?.id ?? null;
}

/** Exports of the list whose job is queued or running (optionally of one service). */
export const activeExports = (db: Executor, accountId: string, listId: string, service?: string) =>
  db
    .select({ export: exportsTable, job: jobs })
    .from(exportsTable)
    .innerJoin(jobs, eq(jobs.id, exportsTable.jobId))
    .where(
      and(
        eq(exportsTable.accountId, accountId),
        eq(exportsTable.listId, listId),
        inArray(jobs.status, ['queued', 'running']),
        service ? eq(exportsTable.service, service) : undefined,
      ),
    )
    .orderBy(desc(exportsTable.createdAt));

export async function latestExport(db: Executor, accountId: string, listId: string, service: string) {
  const [row] = await db
    .select({ export: exportsTable, job: jobs })
    .from(exportsTable)
    .leftJoin(jobs, eq(jobs.id, exportsTable.jobId))
    .where(
      and(
        eq(exportsTable.accountId, accountId),
        eq(exportsTable.listId, listId),
        eq(exportsTable.service, service),
      ),
    )
    .orderBy(desc(exportsTable.createdAt))
    .limit(1);
  return row ?? null;
}

/** The download names of the list's files that start with `stem` (a new file's name is none of them). */
export async function fileNamesStartingWith(db: Executor, listId: string, stem: string) {
  const rows = await db
    .select({ name: exportsTable.fileName })
    .from(exportsTable)
    .where(and(eq(exportsTable.listId, listId), sql`starts_with(${exportsTable.fileName}, ${stem})`));
  return new Set(rows.flatMap((r) => (r.name ? [r.name] : [])));
}

export async function findByShortCode(db: Executor, hash: string) {
  const [row] = await db.select().from(exportsTable).where(eq(exportsTable.shortCodeHash, hash));
  return row ?? null;
}

export const expiredFiles = (db: Executor, now: Date) =>
  db
    .select()
    .from(exportsTable)
    .where(and(isNotNull(exportsTable.filePath), lt(exportsTable.expiresAt, now)))
    .limit(1000);

export type ListCompanyRef = { id: string; cnpj: string; name: string | null; status: string | null };

/**
 * The list's companies after the one of id `after` (null: from the first), in the table's default order — the
 * companies added last first, those of one add in the order it gave them — so a file lists them as the seller
 * sees them (it came in CNPJ order). Keyset pages: the last row's (created_at, seq) read back in SQL keeps the
 * timestamp's microseconds, and the `created_at <=` bound lets the (list, created_at) index start there.
 */
export async function listCompaniesPage(
  db: Executor,
  input: { listId: string; userId: string; after: string | null; limit: number; cnpjs?: readonly string[] },
): Promise<ListCompanyRef[]> {
  return db
    .select(REF_COLUMNS)
    .from(listCompanies)
    .leftJoin(listCompanyStatuses, statusOf(input.userId))
    .where(
      and(
        eq(listCompanies.listId, input.listId),
        input.after === null ? undefined : afterRow(input.after),
        input.cnpjs ? inTextList(listCompanies.cnpj, input.cnpjs) : undefined,
      ),
    )
    .orderBy(desc(listCompanies.createdAt), asc(listCompanies.seq))
    .limit(input.limit);
}

/** The rows after the list company `after` in (created_at desc, seq asc): its own values read in SQL. */
function afterRow(after: string): SQL {
  const at = sql`(select c.created_at from list_companies c where c.id = ${after})`;
  const key = sql`(select c.created_at, -c.seq from list_companies c where c.id = ${after})`;
  return sql`${listCompanies.createdAt} <= ${at} and (${listCompanies.createdAt}, -${listCompanies.seq}) < ${key}`;
}

/**
 * The ids of the list's companies in the table's order `sort` (the list table's own ORDER BY, `tableOrder`), as
 * `userId` sees their statuses: the snapshot a file in another order than the default pages through, so a status
 * changed or a trade name filled while it is written moves no company past the page being read (skipped) or back
 * before it (written twice).
 */
export async function listCompanyIdsInOrder(
  db: Executor,
  input: { listId: string; userId: string; sort: ListSort; cnpjs?: readonly string[] },
): Promise<string[]> {
  const rows = await db
    .select({ id: listCompanies.id })
    .from(listCompanies)
    .leftJoin(listCompanyStatuses, statusOf(input.userId))
    .where(
      and(
        eq(listCompanies.listId, input.listId),
        input.cnpjs ? inTextList(listCompanies.cnpj, input.cnpjs) : undefined,
      ),
    )
    .orderBy(...tableOrder(input.sort));
  return rows.map((r) => r.id);
}

/** The list's companies of these ids, in the ids' order (one taken out of the list meanwhile is left out). */
export async function listCompaniesByIds(
  db: Executor,
  input: { listId: string; userId: string; ids: readonly string[] },
): Promise<ListCompanyRef[]> {
  if (input.ids.length === 0) return [];
  const rows = await db
    .select(REF_COLUMNS)
    .from(listCompanies)
    .leftJoin(listCompanyStatuses, statusOf(input.userId))
    .where(
      and(
        eq(listCompanies.listId, input.listId),
        sql`${listCompanies.id} = any(${sql.param([...input.ids])}::uuid[])`,
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return input.ids.flatMap((id) => byId.get(id) ?? []);
}

const statusOf = (userId: string) =>
  and(eq(listCompanyStatuses.listCompanyId, listCompanies.id), eq(listCompanyStatuses.userId, userId));

/** A list company as the export reads it: its row, CNPJ, kept name and the user's status. */
const REF_COLUMNS = {
  id: listCompanies.id,
  cnpj: listCompanies.cnpj,
  name: listCompanies.name,
  status: listCompanyStatuses.status,
};

export async function countListCompanies(db: Executor, listId: string, cnpjs?: readonly string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(listCompanies)
    .where(and(eq(listCompanies.listId, listId), cnpjs ? inTextList(listCompanies.cnpj, cnpjs) : undefined));
  return Number(row?.n ?? 0);
}

/** CNPJs among these the account already sent to a tool (created or updated in an earlier export). */
export async function sentBefore(
  db: Executor,
  accountId: string,
  exportId: string,
  cnpjs: readonly string[],
) {
  if (cnpjs.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ cnpj: exportItems.cnpj })
    .from(exportItems)
    .innerJoin(exportsTable, eq(exportsTable.id, exportItems.exportId))
    .where(
      and(
        eq(exportsTable.accountId, accountId),
        sql`${exportItems.exportId} <> ${exportId}`,
        inArray(exportItems.status, ['created', 'updated']),
        inTextList(exportItems.cnpj, cnpjs),
      ),
    );
  return new Set(rows.map((r) => r.cnpj));
}

export const settingsOf = async (db: Executor, userId: string) =>
  (await db.select().from(exportSettings).where(eq(exportSettings.userId, userId)))[0] ?? null;

export async function saveSettings(
  db: Executor,
  userId: string,
  accountId: string,
  settings: Record<string, unknown>,
) {
  await db
    .insert(exportSettings)
    .values({ userId, accountId, settings })
    .onConflictDoUpdate({ target: exportSettings.userId, set: { settings, updatedAt: new Date() } });
}

export async function deleteSettings(db: Executor, userId: string) {
  await db.delete(exportSettings).where(eq(exportSettings.userId, userId));
}

/** Companies of the selection the account never exported (each will cost one export credit). */
export async function countNewToAccount(
  db: Executor,
  accountId: string,
  listId: string,
  cnpjs?: readonly string[],
) {
  const [row] = await db
    .select({ n: count() })
    .from(listCompanies)
    .where(
      and(
        eq(listCompanies.listId, listId),
        cnpjs ? inTextList(listCompanies.cnpj, cnpjs) : undefined,
        sql`not exists (select 1 from account_exported_cnpjs ae where ae.account_id = ${accountId} and ae.cnpj = ${listCompanies.cnpj})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** CNPJs of the list sent to this tool (created or updated) by the account's exports. */
export async function sentToTool(db: Executor, accountId: string, listId: string, service: string) {
  const rows = await db
    .selectDistinct({ cnpj: exportItems.cnpj })
    .from(exportItems)
    .innerJoin(exportsTable, eq(exportsTable.id, exportItems.exportId))
    .innerJoin(listCompanies, and(eq(listCompanies.listId, listId), eq(listCompanies.cnpj, exportItems.cnpj)))
    .where(
      and(
        eq(exportsTable.accountId, accountId),
        eq(exportsTable.service, service),
        inArray(exportItems.status, ['created', 'updated']),
      ),
    )
    .orderBy(exportItems.cnpj);
  return rows.map((r) => r.cnpj);
}
