// Rows of lists added before the lists kept the nome fantasia get it from the registry, so a list is
// searched by the name its screens show: a job queued when the server starts and such rows exist.
import type { Registry } from '@prospecta/registry/registry';
import { isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client.ts';
import { listCompanies } from '@/db/schema/lists.ts';
import type { JobContext } from '@/jobs/job-handlers.ts';
import { enqueueJob } from '@/jobs/jobs.service.ts';
import { namedCompanies } from './registry-lookup.ts';

export const LIST_TRADE_NAMES_JOB = 'list_trade_names';

/** CNPJs looked up and written per round. */
const BATCH = 2000;

/** Writes each CNPJ's nome fantasia ('' for none) on the rows still without one. */
async function writeTradeNames(db: Executor, names: readonly { cnpj: string; tradeName: string | null }[]) {
  const values = sql.join(
    names.map((n) => sql`(${n.cnpj}, ${n.tradeName ?? ''})`),
    sql`, `,
  );
  await db.execute(sql`
    update ${listCompanies} set trade_name = v.trade_name
    from (values ${values}) as v(cnpj, trade_name)
    where ${listCompanies.cnpj} = v.cnpj and ${listCompanies.tradeName} is null`);
}

/** Fills every missing trade name; answers how many CNPJs were looked up. */
export async function fillTradeNames(db: Db, registry: Registry, signal?: AbortSignal): Promise<number> {
  let looked = 0;
  for (;;) {
    signal?.throwIfAborted();
    const rows = await db
      .selectDistinct({ cnpj: listCompanies.cnpj })
      .from(listCompanies)
      .where(isNull(listCompanies.tradeName))
      .limit(BATCH);
    if (rows.length === 0) return looked;
    await writeTradeNames(
      db,
      await namedCompanies(
        registry,
        rows.map((r) => r.cnpj),
      ),
    );
    looked += rows.length;
  }
}

/** Queues the fill when some row lacks its trade name (one queued at a time, however many processes start). */
export async function scheduleTradeNames(db: Db): Promise<void> {
  const [row] = await db
    .select({ accountId: listCompanies.accountId })
    .from(listCompanies)
    .where(isNull(listCompanies.tradeName))
    .limit(1);
  if (!row) return;
  await db.transaction((tx) =>
    enqueueJob(tx, {
      type: LIST_TRADE_NAMES_JOB,
      // Jobs belong to an account: filed under one whose rows wait (it fills every account's).
      accountId: row.accountId,
      dedupeKey: LIST_TRADE_NAMES_JOB,
      maxAttempts: 3,
    }),
  );
}

export async function runTradeNames(ctx: JobContext): Promise<Record<string, unknown>> {
  return { looked: await fillTradeNames(ctx.db, await ctx.app.registry.get(), ctx.signal) };
}
