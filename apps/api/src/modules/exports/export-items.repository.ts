// SQL of export items: one row per (export, cnpj), pending until the tool answered, then its outcome.

import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { exportItems } from '@/db/schema/exports.ts';
import type { CompanyOutcome } from '@/modules/exports/connectors/connector.ts';

/** Inserts pending items for these CNPJs (existing ones are kept) and returns the ones still pending. */
export async function pendingItems(
  db: Executor,
  exportId: string,
  cnpjs: readonly string[],
): Promise<Set<string>> {
  if (cnpjs.length === 0) return new Set();
  await db
    .insert(exportItems)
    .values(cnpjs.map((cnpj) => ({ exportId, cnpj })))
    .onConflictDoNothing();
  const rows = await db
    .select({ cnpj: exportItems.cnpj })
    .from(exportItems)
    .where(
      and(
        eq(exportItems.exportId, exportId),
        eq(exportItems.status, 'pending'),
        inArray(exportItems.cnpj, [...cnpjs]),
      ),
    );
  return new Set(rows.map((r) => r.cnpj));
}

export async function recordOutcomes(db: Executor, exportId: string, outcomes: readonly CompanyOutcome[]) {
  for (const o of outcomes) {
    await db
      .update(exportItems)
      .set({
        status: o.status,
        externalId: o.externalId ?? null,
        contacts: o.contacts ?? null,
        deals: o.deals ?? null,
        error: o.error ?? null,
        updatedAt: new Date(),
      })
      .where(and(eq(exportItems.exportId, exportId), eq(exportItems.cnpj, o.cnpj)));
  }
}

export async function itemCounts(db: Executor, exportId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: exportItems.status, n: count() })
    .from(exportItems)
    .where(eq(exportItems.exportId, exportId))
    .groupBy(exportItems.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export const failuresOf = (db: Executor, exportId: string, limit = 50) =>
  db
    .select({ cnpj: exportItems.cnpj, error: sql<string>`coalesce(${exportItems.error}, '')` })
    .from(exportItems)
    .where(and(eq(exportItems.exportId, exportId), eq(exportItems.status, 'failed')))
    .orderBy(exportItems.cnpj)
    .limit(limit);
