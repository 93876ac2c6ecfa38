// What the file and tool export jobs share: loading the export, charging export credits for companies new
// to the account (in the same transaction as recording them), finishing with an outcome and a notification.
import { EXPORT_TOOL_NAMES, type ExportOutcome, type ExportService } from '@prospecta/contracts/exports-api';
import type { Db, Tx } from '@/db/client.ts';
import type { ExportRow } from '@/db/schema/exports.ts';
import type { JobContext } from '@/jobs/job-handlers.ts';
import { getJob } from '@/jobs/jobs.service.ts';
import { spend } from '@/modules/credits/credits.service.ts';
import { insertExportedCnpjs, lockAccountRow } from '@/modules/list-companies/add-companies.repository.ts';
import { findList } from '@/modules/lists/lists.repository.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import { updateExport } from './exports.repository.ts';

export const EXPORT_FILE_JOB = 'export_file';
export const EXPORT_TOOL_JOB = 'export_tool';
export const EXPORT_CLEANUP_JOB = 'export_files_cleanup';

export const serviceLabel = (service: string) =>
  service === 'csv'
    ? 'CSV'
    : service === 'excel'
      ? 'Excel'
      : (EXPORT_TOOL_NAMES[service as keyof typeof EXPORT_TOOL_NAMES] ?? service);

/** Charges one export credit per company not yet in account_exported_cnpjs, recording them in the same transaction. */
export async function chargeNew(
  db: Db,
  exp: ExportRow,
  cnpjs: readonly string[],
  work?: (tx: Tx) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    await lockAccountRow(tx, exp.accountId);
    const fresh = await insertExportedCnpjs(tx, exp.accountId, cnpjs);
    if (fresh.length > 0) {
      await spend(tx, {
        accountId: exp.accountId,
        userId: exp.userId,
        type: 'export',
        amount: fresh.length,
        reason: `export_${exp.service}`,
        subject: exp.listId,
      });
    }
    await work?.(tx);
    return fresh.length;
  });
}

const TITLES: Record<Exclude<ExportOutcome, 'cancelled'>, string> = {
  success: 'Exportação concluída',
  partial_success: 'Exportação concluída com falhas',
  token_error: 'Falha de autenticação na exportação',
  error: 'Erro na exportação',
};
const TYPES: Record<Exclude<ExportOutcome, 'cancelled'>, string> = {
  success: 'export_success',
  partial_success: 'export_partial_success',
  token_error: 'export_token_error',
  error: 'export_error',
};

export async function finishExport(
  db: Db,
  exp: ExportRow,
  outcome: ExportOutcome,
  input: { message: string; error?: string | null; data?: Record<string, unknown>; set?: Partial<ExportRow> },
) {
  await updateExport(db, exp.id, {
    ...input.set,
    outcome,
    error: input.error ?? null,
    finishedAt: new Date(),
  });
  if (outcome === 'cancelled') return;
  await notify(db, {
    userId: exp.userId,
    accountId: exp.accountId,
    type: TYPES[outcome],
    title: TITLES[outcome],
    message: input.message,
    data: { eventId: exp.id, listId: exp.listId, service: exp.service as ExportService, ...input.data },
  });
}

export async function listNameOf(db: Db, exp: ExportRow): Promise<string> {
  const list = await findList(
    db,
    { accountId: exp.accountId, userId: exp.userId, seesAll: true },
    exp.listId,
  );
  return list?.name ?? 'lista';
}

/** Cancelled by a user (not merely aborted because the worker stops or the lease was lost). */
export async function jobCancelled(ctx: JobContext): Promise<boolean> {
  const job = await getJob(ctx.db, { id: ctx.job.id, accountId: ctx.job.accountId });
  return job?.status === 'cancelled';
}
