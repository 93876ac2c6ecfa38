// SQL of the lists module: lists, their members and the figures a list shows. Every call is scoped by account.

import { listNameKey } from '@prospecta/contracts/lists-api';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '@/db/client.ts';
import { autoplays } from '@/db/schema/autoplay.ts';
import { accuracyFeedbacks, listCompanies, listMembers, lists } from '@/db/schema/lists.ts';
import { accountExportedCnpjs } from '@/db/schema/search.ts';
import { users } from '@/db/schema/users.ts';
import { containsText, foldAccents, folded } from '@/lib/text-match.ts';
import type { Viewer } from './lists-access.ts';

/** Which lists of those the viewer sees: the trash or not, archived or not. */
export type ListsView = { deleted: boolean; archived?: boolean };

export type ListFilter = ListsView & {
  query?: string;
  /** Only the lists this user wrote. */
  authorId?: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** `%` and `_` typed by the user match themselves. */

/** Lists the viewer may see: own, shared with them, or every list of the account for owners and managers. */
export function visibleTo(viewer: Viewer): SQL {
  const scope = eq(lists.accountId, viewer.accountId);
  if (viewer.seesAll) return scope;
  const member = sql`exists (select 1 from ${listMembers} where ${listMembers.listId} = ${lists.id} and ${listMembers.userId} = ${viewer.userId})`;
  return and(scope, or(eq(lists.authorId, viewer.userId), member)) as SQL;
}

const inView = (viewer: Viewer, view: ListsView) =>
  and(
    visibleTo(viewer),
    view.deleted ? isNotNull(lists.deletedAt) : isNull(lists.deletedAt),
    view.archived === undefined ? undefined : eq(lists.archived, view.archived),
  );

export async function pageLists(db: Executor, viewer: Viewer, filter: ListFilter) {
  const where = and(
    inView(viewer, filter),
    filter.query ? containsText(lists.name, filter.query) : undefined,
    filter.authorId ? eq(lists.authorId, filter.authorId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lists)
      .where(where)
      .orderBy(
        desc(sql`${lists.starredAt} is not null`),
        filter.order === 'asc' ? asc(lists.updatedAt) : desc(lists.updatedAt),
        asc(lists.id),
      )
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(lists).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Everyone who wrote a list the viewer sees in `view`, by name (the lists root's "Autor" choices). */
export async function listAuthors(db: Executor, viewer: Viewer, view: ListsView) {
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(lists)
    .innerJoin(users, eq(users.id, lists.authorId))
    .where(inView(viewer, view))
    .orderBy(asc(users.name), asc(users.id));
}

export async function findList(db: Executor, viewer: Viewer, id: string) {
  const [row] = await db
    .select()
    .from(lists)
    .where(and(eq(lists.id, id), visibleTo(viewer)));
  return row ?? null;
}

/**
 * Another active list (not archived, not deleted) the viewer sees whose name reads as `name` once case and
 * whitespace are ignored (`listNameKey`), or null. SQL narrows by the accent-folded key (lower() of an accented
 * letter depends on the server's locale); the exact key is compared here.
 */
export async function activeListNamed(db: Executor, viewer: Viewer, name: string, exceptId?: string) {
  const key = listNameKey(name);
  const rows = await db
    .select({ id: lists.id, name: lists.name })
    .from(lists)
    .where(
      and(
        visibleTo(viewer),
        isNull(lists.deletedAt),
        eq(lists.archived, false),
        exceptId ? ne(lists.id, exceptId) : undefined,
        sql`${folded(sql`regexp_replace(${lists.name}, ${String.raw`\s+`}, '', 'g')`)} = ${foldAccents(key)}`,
      ),
    );
  return rows.find((r) => listNameKey(r.name) === key) ?? null;
}

/**
 * Serialises the naming of an account's lists (create, rename, recover, a new list of "Adicionar à lista")
 * until the transaction ends, so two requests of one name cannot both find it free and both store it. One
 * key per account: names are unique among the lists a user sees, which span the account's users.
 */
export async function lockListNames(tx: Tx, accountId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`list_names:${accountId}`}, 0))`);
}

export async function insertList(
  db: Executor,
  row: { accountId: string; authorId: string; name: string; description?: string | null },
) {
  const [inserted] = await db.insert(lists).values(row).returning();
  if (!inserted) throw new Error('list not stored');
  return inserted;
}

export async function updateList(
  db: Executor,
  id: string,
  patch: Partial<
    Pick<typeof lists.$inferInsert, 'name' | 'description' | 'archived' | 'starredAt' | 'deletedAt'>
  >,
) {
  const [row] = await db
    .update(lists)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(lists.id, id))
    .returning();
  return row ?? null;
}

/** Appends a search id once and bumps updated_at (companies were added). */
export async function touchList(db: Executor, id: string, searchId: string | null) {
  const searchIds = searchId
    ? sql`case when ${lists.searchIds} @> ${JSON.stringify([searchId])}::jsonb then ${lists.searchIds} else ${lists.searchIds} || ${JSON.stringify([searchId])}::jsonb end`
    : lists.searchIds;
  await db.update(lists).set({ updatedAt: new Date(), searchIds }).where(eq(lists.id, id));
}

/**
 * Marks the list as worked now (a status changed: the lists root's "Atualizada" and its order follow the team's
 * work, not only renames and adds), at most once a minute: one status after another writes the row once.
 * Its own statement, after the status's transaction: nothing else waits on the list's row meanwhile.
 */
export async function markListWorked(db: Executor, id: string) {
  await db
    .update(lists)
    .set({ updatedAt: new Date() })
    .where(and(eq(lists.id, id), lt(lists.updatedAt, sql`now() - interval '1 minute'`)));
}

export type CompanyCounts = { companies: number; phonesAddedSince: number; emailsAddedSince: number };

/**
 * Companies per list, and how many of them came in after the list's last phone and e-mail validation
 * started (the validation did not see them).
 */
export async function companyCounts(db: Executor, ids: string[]): Promise<Map<string, CompanyCounts>> {
  if (ids.length === 0) return new Map();
  const after = (started: AnyPgColumn) =>
    sql<number>`count(*) filter (where ${listCompanies.createdAt} > ${started})`;
  const rows = await db
    .select({
      listId: listCompanies.listId,
      n: count(),
      phones: after(lists.phonesValidationStartedAt),
      emails: after(lists.emailsValidationStartedAt),
    })
    .from(listCompanies)
    .innerJoin(lists, eq(lists.id, listCompanies.listId))
    .where(inArray(listCompanies.listId, ids))
    .groupBy(listCompanies.listId);
  return new Map(
    rows.map((r) => [
      r.listId,
      { companies: Number(r.n), phonesAddedSince: Number(r.phones), emailsAddedSince: Number(r.emails) },
    ]),
  );
}

export async function membersOf(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ listId: listMembers.listId, id: users.id, email: users.email, name: users.name })
    .from(listMembers)
    .innerJoin(users, eq(users.id, listMembers.userId))
    .where(inArray(listMembers.listId, ids))
    .orderBy(asc(listMembers.createdAt));
}

export async function usersByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function activeAutoplayLists(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ listId: autoplays.listId })
    .from(autoplays)
    .where(and(inArray(autoplays.listId, ids), eq(autoplays.active, true)));
  return new Set(rows.map((r) => r.listId));
}

/** Whether `userId` is a user of the account, turned off or deleted included (their statuses stay on the lists). */
export async function isAccountUser(db: Executor, accountId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)));
  return row !== undefined;
}

export async function findAccountUser(db: Executor, accountId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, active: users.active, deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)));
  return row?.active && !row.deletedAt ? row : null;
}

/** Adds a member; false when they already were one. */
export async function addMember(
  db: Executor,
  row: { listId: string; userId: string; accountId: string },
): Promise<boolean> {
  const added = await db
    .insert(listMembers)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: listMembers.userId });
  return added.length > 0;
}

export async function removeMember(db: Executor, listId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(listMembers)
    .where(and(eq(listMembers.listId, listId), eq(listMembers.userId, userId)))
    .returning({ userId: listMembers.userId });
  return rows.length > 0;
}

/** Active users of the account a list may be shared with (roles outside `excluded`), by name. */
export async function shareableUsers(db: Executor, accountId: string, excluded: readonly string[]) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.accountId, accountId),
        eq(users.active, true),
        isNull(users.deletedAt),
        sql`${users.role} not in (${sql.join(
          excluded.map((r) => sql`${r}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(asc(users.name));
}

export async function insertFeedback(db: Executor, row: typeof accuracyFeedbacks.$inferInsert) {
  const [inserted] = await db.insert(accuracyFeedbacks).values(row).returning({ id: accuracyFeedbacks.id });
  if (!inserted) throw new Error('feedback not stored');
  return inserted;
}

/** How many of `cnpjs` the account already exported (they cost nothing to add again). */
export async function countExportedAmong(db: Executor, accountId: string, cnpjs: string[]): Promise<number> {
  if (cnpjs.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(accountExportedCnpjs)
    .where(and(eq(accountExportedCnpjs.accountId, accountId), inArray(accountExportedCnpjs.cnpj, cnpjs)));
  return Number(row?.n ?? 0);
}
