// SQL of the companies of a list as one user sees them: the user's status joined to each row
// (no status row = 'a_prospectar'), paging for the table and the kanban, counts per status, copies.
import {
  type ListSort,
  PROSPECTING_STATUSES,
  type ProspectingStatus,
} from '@prospecta/contracts/lists-companies-api';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import {
  companyCopyCounters,
  listCompanies,
  listCompanyStatuses,
  listInteractions,
} from '@/db/schema/lists.ts';
import { containsText } from '@/lib/text-match.ts';

const statusExpr = sql<string>`coalesce(${listCompanyStatuses.status}, 'a_prospectar')`;
const columns = {
  id: listCompanies.id,
  listId: listCompanies.listId,
  cnpj: listCompanies.cnpj,
  name: listCompanies.name,
  createdAt: listCompanies.createdAt,
  status: statusExpr,
  statusUpdatedAt: listCompanyStatuses.updatedAt,
};
export type ListCompanyRow = {
  id: string;
  listId: string;
  cnpj: string;
  name: string | null;
  createdAt: Date;
  status: string;
  statusUpdatedAt: Date | null;
};

/**
 * A list's companies as `userId` sees them: `query` searches names and CNPJ digits; `statuses` keeps those;
 * `sort` is the table's order (default: added last first).
 */
export type CompanyFilter = {
  listId: string;
  userId: string;
  query?: string;
  statuses?: readonly ProspectingStatus[];
  sort?: ListSort;
};

/** The rows of a list a search (name or CNPJ digits) and a status pick; the status needs the user's join. */
function whereOf(f: Pick<CompanyFilter, 'listId' | 'query' | 'statuses'>): SQL | undefined {
  return and(eq(listCompanies.listId, f.listId), matchOf(f));
}

/** The search and status conditions alone (undefined when neither is given). */
function matchOf(f: Pick<CompanyFilter, 'query' | 'statuses'>): SQL | undefined {
  const digits = f.query?.replace(/\D/g, '') ?? '';
  const text = f.query
    ? or(
        containsText(listCompanies.name, f.query),
        containsText(listCompanies.tradeName, f.query),
        digits ? sql`${listCompanies.cnpj} like ${`%${digits}%`}` : undefined,
      )
    : undefined;
  const status = f.statuses?.length ? inArray(statusExpr, [...f.statuses]) : undefined;
  return and(text, status);
}

const userStatus = (userId: string) =>
  and(eq(listCompanyStatuses.listCompanyId, listCompanies.id), eq(listCompanyStatuses.userId, userId));

const joined = (db: Executor, userId: string) =>
  db.select(columns).from(listCompanies).leftJoin(listCompanyStatuses, userStatus(userId));

/**
 * The name the table shows (nome fantasia, else razão social), upper-case without accents, compared byte by
 * byte (the same order on every server, whatever its locale: a space before digits before letters).
 */
const shownName = sql`translate(upper(coalesce(nullif(${listCompanies.tradeName}, ''), ${listCompanies.name})),
  'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'AAAAAEEEEIIIIOOOOOUUUUCN') COLLATE "C"`;
/** A status's place along the funnel (PROSPECTING_STATUSES' order); the statuses are constants. */
const statusRank = sql`(CASE ${statusExpr} ${sql.raw(
  PROSPECTING_STATUSES.map((status, i) => `WHEN '${status}' THEN ${i}`).join(' '),
)} END)`;
/**
 * The companies added last first, those of one add in the order it gave them: the table's default order and
 * every other order's ties.
 */
const ADDED_ORDER = [desc(listCompanies.createdAt), asc(listCompanies.seq)];
/** The table's order (`sort`, contracts' LIST_SORTS); a file export follows it too (`../exports`). */
export function tableOrder(sort: ListSort = 'recent'): SQL[] {
  switch (sort) {
    case 'recent':
      return ADDED_ORDER;
    case 'oldest':
      return [asc(listCompanies.createdAt), asc(listCompanies.seq)];
    case 'name':
      return [sql`${shownName} ASC NULLS LAST`, ...ADDED_ORDER];
    case 'name_desc':
      return [sql`${shownName} DESC NULLS LAST`, ...ADDED_ORDER];
    case 'status':
      return [sql`${statusRank} ASC`, ...ADDED_ORDER];
    case 'status_desc':
      return [sql`${statusRank} DESC`, ...ADDED_ORDER];
  }
}
/** A kanban column's: the company moved last first (one never moved by when it was added). */
const KANBAN_ORDER = [
  desc(sql`coalesce(${listCompanyStatuses.updatedAt}, ${listCompanies.createdAt})`),
  asc(listCompanies.seq),
];

export async function pageCompanies(db: Executor, f: CompanyFilter, limit: number, offset: number) {
  const where = whereOf(f);
  const [rows, [total]] = await Promise.all([
    joined(db, f.userId)
      .where(where)
      .orderBy(...tableOrder(f.sort))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(listCompanies)
      .leftJoin(listCompanyStatuses, userStatus(f.userId))
      .where(where),
  ]);
  return { rows: rows as ListCompanyRow[], total: Number(total?.n ?? 0) };
}

/** The CNPJs of the companies the filter finds, in the table's order (at most `limit`), and how many match. */
export async function filteredCnpjs(db: Executor, f: CompanyFilter, limit: number) {
  const where = whereOf(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ cnpj: listCompanies.cnpj })
      .from(listCompanies)
      .leftJoin(listCompanyStatuses, userStatus(f.userId))
      .where(where)
      .orderBy(...tableOrder(f.sort))
      .limit(limit),
    db
      .select({ n: count() })
      .from(listCompanies)
      .leftJoin(listCompanyStatuses, userStatus(f.userId))
      .where(where),
  ]);
  return { cnpjs: rows.map((r) => r.cnpj), total: Number(total?.n ?? 0) };
}

/**
 * The companies before and after `id` in the table's order (`sort`; or a kanban column's, `order`) among those the
 * table's search and status filter find, and `id` itself even when it no longer matches (a seller working the "A prospectar" companies has just
 * moved it on, and "Próxima" is the next one still to prospect): its 1-based position and their count, with
 * `outside` when `id` no longer matches (the count then includes it). Without a search or filter, over the
 * whole list. Null when `id` is not in the list.
 */
export async function neighbours(
  db: Executor,
  f: CompanyFilter & { id: string; order?: 'table' | 'kanban' },
) {
  const match = matchOf(f);
  const order = f.order === 'kanban' ? KANBAN_ORDER : tableOrder(f.sort);
  const result = (await db.execute(sql`
    SELECT previous, next, position::int AS position, total::int AS total, outside FROM (
      SELECT ${listCompanies.id} AS id, ${match ? sql`NOT coalesce(${match}, false)` : sql`false`} AS outside,
        lag(${listCompanies.id}) OVER w AS previous,
        lead(${listCompanies.id}) OVER w AS next,
        row_number() OVER w AS position,
        count(*) OVER () AS total
      FROM ${listCompanies} LEFT JOIN ${listCompanyStatuses} ON ${userStatus(f.userId)}
      WHERE ${listCompanies.listId} = ${f.listId} ${match ? sql`AND (${match} OR ${listCompanies.id} = ${f.id})` : sql``}
      WINDOW w AS (ORDER BY ${sql.join(order, sql`, `)})
    ) ordered WHERE id = ${f.id}`)) as {
    rows: {
      previous: string | null;
      next: string | null;
      position: number;
      total: number;
      outside: boolean;
    }[];
  };
  const row = result.rows[0];
  if (!row) return null;
  const { outside, ...around } = row;
  return outside ? { ...around, outside } : around;
}

/** One column's page without counting (the kanban counts every column in one query). */
export async function pageRows(db: Executor, f: CompanyFilter, limit: number, offset: number) {
  const rows = await joined(db, f.userId)
    .where(whereOf(f))
    .orderBy(...KANBAN_ORDER)
    .limit(limit)
    .offset(offset);
  return rows as ListCompanyRow[];
}

export async function countsByStatus(
  db: Executor,
  f: Omit<CompanyFilter, 'statuses'>,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: statusExpr, n: count() })
    .from(listCompanies)
    .leftJoin(
      listCompanyStatuses,
      and(eq(listCompanyStatuses.listCompanyId, listCompanies.id), eq(listCompanyStatuses.userId, f.userId)),
    )
    .where(whereOf(f))
    .groupBy(statusExpr);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

export async function findCompany(db: Executor, f: { listId: string; userId: string; id: string }) {
  const [row] = await joined(db, f.userId).where(
    and(eq(listCompanies.listId, f.listId), eq(listCompanies.id, f.id)),
  );
  return (row as ListCompanyRow | undefined) ?? null;
}

export async function companiesByIds(db: Executor, f: { listId: string; userId: string; ids?: string[] }) {
  const rows = await joined(db, f.userId).where(
    and(eq(listCompanies.listId, f.listId), f.ids ? inArray(listCompanies.id, f.ids) : undefined),
  );
  return rows as ListCompanyRow[];
}

/** The list and account of a company of a list (for routes that name only the company). */
export async function findCompanyScope(db: Executor, accountId: string, id: string) {
  const [row] = await db
    .select({ listId: listCompanies.listId, cnpj: listCompanies.cnpj })
    .from(listCompanies)
    .where(and(eq(listCompanies.id, id), eq(listCompanies.accountId, accountId)));
  return row ?? null;
}

/**
 * The user's status of a company of a list, read under a lock on the company's row (its status row may not exist
 * yet: 'a_prospectar'), so a change checked against it (`from_status`) cannot cross another; null when the row
 * is gone. FOR NO KEY UPDATE: the rows that point to the company (statuses, notes) are not held up.
 */
export async function lockedStatus(
  db: Executor,
  f: { listCompanyId: string; userId: string },
): Promise<ProspectingStatus | null> {
  const [locked] = await db
    .select({ id: listCompanies.id })
    .from(listCompanies)
    .where(eq(listCompanies.id, f.listCompanyId))
    .for('no key update');
  if (!locked) return null;
  const [row] = await db
    .select({ status: listCompanyStatuses.status })
    .from(listCompanyStatuses)
    .where(
      and(eq(listCompanyStatuses.listCompanyId, f.listCompanyId), eq(listCompanyStatuses.userId, f.userId)),
    );
  return (row?.status ?? 'a_prospectar') as ProspectingStatus;
}

export async function upsertStatus(
  db: Executor,
  row: { listCompanyId: string; userId: string; listId: string; status: ProspectingStatus },
) {
  const now = new Date();
  await db
    .insert(listCompanyStatuses)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [listCompanyStatuses.listCompanyId, listCompanyStatuses.userId],
      set: { status: row.status, updatedAt: now },
    });
}

export async function insertInteraction(db: Executor, row: typeof listInteractions.$inferInsert) {
  await db.insert(listInteractions).values(row);
}

/** How many times `userId` copied the contacts of `cnpj` (0 when never). */
export async function copyCount(db: Executor, f: { userId: string; cnpj: string }): Promise<number> {
  const [row] = await db
    .select({ count: companyCopyCounters.count })
    .from(companyCopyCounters)
    .where(and(eq(companyCopyCounters.userId, f.userId), eq(companyCopyCounters.cnpj, f.cnpj)));
  return row?.count ?? 0;
}

/** Adds one copy, never past `cap`; answers the count after. */
export async function bumpCopyCounter(
  db: Executor,
  row: { userId: string; cnpj: string; accountId: string; field: string },
  cap: number,
): Promise<number> {
  const [out] = await db
    .insert(companyCopyCounters)
    .values({ userId: row.userId, cnpj: row.cnpj, accountId: row.accountId, count: 1, lastField: row.field })
    .onConflictDoUpdate({
      target: [companyCopyCounters.userId, companyCopyCounters.cnpj],
      set: {
        count: sql`least(${companyCopyCounters.count} + 1, ${cap})`,
        lastField: row.field,
        updatedAt: new Date(),
      },
    })
    .returning({ count: companyCopyCounters.count });
  return out?.count ?? 0;
}

/** Which of `cnpjs` the list holds. */
export async function cnpjsInList(
  db: Executor,
  listId: string,
  cnpjs: readonly string[],
): Promise<Set<string>> {
  if (cnpjs.length === 0) return new Set();
  const rows = await db
    .select({ cnpj: listCompanies.cnpj })
    .from(listCompanies)
    .where(and(eq(listCompanies.listId, listId), inArray(listCompanies.cnpj, [...cnpjs])));
  return new Set(rows.map((r) => r.cnpj));
}
