// SQL of adding companies to a list: the account lock, the list rows, the account's exported CNPJs and
// the idempotency records. Adds of one account run one after another (`lockAccountRow`), so inserting in the
// order given never makes two adds wait on each other in a cycle.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { listAddRequests, listCompanies, listInteractions } from '@/db/schema/lists.ts';
import { accountExportedCnpjs } from '@/db/schema/search.ts';

const CHUNK = 1000;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Holds the account row until the transaction ends: adds of one account run one after another. */
export async function lockAccountRow(db: Executor, accountId: string): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return rows.length > 0;
}

export async function exportedAmong(
  db: Executor,
  accountId: string,
  cnpjs: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(cnpjs)) {
    const rows = await db
      .select({ cnpj: accountExportedCnpjs.cnpj })
      .from(accountExportedCnpjs)
      .where(and(eq(accountExportedCnpjs.accountId, accountId), inArray(accountExportedCnpjs.cnpj, part)));
    for (const r of rows) found.add(r.cnpj);
  }
  return found;
}

export async function listExported(db: Executor, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ cnpj: accountExportedCnpjs.cnpj })
    .from(accountExportedCnpjs)
    .where(eq(accountExportedCnpjs.accountId, accountId));
  return rows.map((r) => r.cnpj);
}

/** `tradeName`: the nome fantasia, '' when the company has none (null: not looked up). */
export type NewListCompany = { cnpj: string; name: string | null; tradeName: string | null };

/** Inserts the rows the list does not hold yet; answers the CNPJs actually inserted. */
export async function insertListCompanies(
  db: Executor,
  scope: { accountId: string; listId: string; userId: string | null; searchId: string | null },
  companies: readonly NewListCompany[],
): Promise<string[]> {
  const inserted: string[] = [];
  for (const part of chunks(companies)) {
    const rows = await db
      .insert(listCompanies)
      .values(
        part.map((c) => ({
          ...scope,
          addedBy: scope.userId,
          cnpj: c.cnpj,
          name: c.name,
          tradeName: c.tradeName,
        })),
      )
      .onConflictDoNothing({ target: [listCompanies.listId, listCompanies.cnpj] })
      .returning({ cnpj: listCompanies.cnpj });
    for (const r of rows) inserted.push(r.cnpj);
  }
  return inserted;
}

/** Records first exports; answers the CNPJs new to the account (each costs one export credit). */
export async function insertExportedCnpjs(
  db: Executor,
  accountId: string,
  cnpjs: readonly string[],
): Promise<string[]> {
  const fresh: string[] = [];
  for (const part of chunks(cnpjs)) {
    const rows = await db
      .insert(accountExportedCnpjs)
      .values(part.map((cnpj) => ({ accountId, cnpj })))
      .onConflictDoNothing({ target: [accountExportedCnpjs.accountId, accountExportedCnpjs.cnpj] })
      .returning({ cnpj: accountExportedCnpjs.cnpj });
    for (const r of rows) fresh.push(r.cnpj);
  }
  return fresh;
}

export async function markCharged(db: Executor, listId: string, cnpjs: readonly string[]) {
  for (const part of chunks(cnpjs)) {
    await db
      .update(listCompanies)
      .set({ charged: true })
      .where(and(eq(listCompanies.listId, listId), inArray(listCompanies.cnpj, part)));
  }
}

export async function findAddRequest(db: Executor, accountId: string, key: string) {
  const [row] = await db
    .select({ result: listAddRequests.result })
    .from(listAddRequests)
    .where(and(eq(listAddRequests.accountId, accountId), eq(listAddRequests.key, key)));
  return row?.result ?? null;
}

export async function insertAddRequest(
  db: Executor,
  accountId: string,
  key: string,
  result: Record<string, unknown>,
) {
  await db.insert(listAddRequests).values({ accountId, key, result }).onConflictDoNothing();
}

export async function insertInteraction(db: Executor, row: typeof listInteractions.$inferInsert) {
  await db.insert(listInteractions).values(row);
}
