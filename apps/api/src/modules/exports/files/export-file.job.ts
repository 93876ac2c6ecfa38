// The file export job: reads the list in batches of 600, charges export credits for companies new to the
// account, streams rows to a `.part` file and renames it into place when whole. A resumed or retried run
// starts the file again (credits are not charged twice: account_exported_cnpjs is the ledger).
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import {
  DEFAULT_EXPORT_FIELDS,
  type ExportFieldKey,
  type ExportFilters,
  FULL_RECORD_FIELDS,
} from '@prospecta/contracts/exports-api';
import type { ListSort } from '@prospecta/contracts/lists-companies-api';
import type { JobContext } from '@/jobs/job-handlers.ts';
import { chargeNew, finishExport, jobCancelled, listNameOf } from '../export-run.ts';
import { readCompanies, statusesUserOf } from '../export-source.ts';
import { fileNamesStartingWith, findExport } from '../exports.repository.ts';
import {
  downloadNameOf,
  filePathOf,
  nameStem,
  shortCodeHashOf,
  shortCodeOf,
  unusedName,
} from './file-names.ts';
import { type DecisionMakersLayout, sheetLayout } from './sheet-columns.ts';
import { csvWriter, type SheetWriter, xlsxWriter } from './sheet-writers.ts';

export type FileRequest = {
  type: 'normal' | 'select' | 'single';
  cnpjs?: string[];
  filters: ExportFilters;
  fields?: ExportFieldKey[];
  decisionMakers: DecisionMakersLayout;
  /** The list table's order (absent in exports asked before it was sent: the default). */
  sort?: ListSort;
};

const DAY_MS = 86_400_000;

export async function runFileExport(ctx: JobContext): Promise<Record<string, unknown>> {
  const { db, app, signal } = ctx;
  const exp = await findExport(db, String((ctx.job.payload as { exportId?: string }).exportId));
  if (!exp) return { skipped: 'export not found' };
  const request = exp.request as FileRequest;
  const fields = request.fields ?? DEFAULT_EXPORT_FIELDS;
  const layout = sheetLayout(fields, request.decisionMakers);
  const path = filePathOf(app.config.dataDir, exp.accountId, exp.id, exp.service);
  // Each run writes its own part: a run whose lease ran out (a busy machine) may still be writing when the
  // next claim starts the file again, and a shared part was removed under the new run (its rename failed).
  const part = `${path}.${randomUUID()}.part`;
  let writer: SheetWriter | null = null;
  try {
    const registry = await app.registry.get();
    // The progress counts the companies the filters keep towards the total the export was started with
    // (the same count; an estimate when filtered by decision makers, so never below what is done).
    const total = exp.total;
    await ctx.setProgress(0, total);
    await mkdir(dirname(path), { recursive: true });
    await removeLeftoverParts(path);
    writer = await (exp.service === 'excel' ? xlsxWriter : csvWriter)(part, layout.columns);
    const source = readCompanies(
      db,
      registry,
      {
        exportId: exp.id,
        accountId: exp.accountId,
        listId: exp.listId,
        userId: statusesUserOf(exp),
        cnpjs: request.cnpjs,
        filters: request.filters,
        details:
          request.decisionMakers !== 'none' ||
          Boolean(request.filters.withDecisionMakers) ||
          fields.some((f) => FULL_RECORD_FIELDS.includes(f)),
        notes: fields.includes('anotacoes'),
        sort: request.sort,
      },
      signal,
    );
    let written = 0;
    let rows = 0;
    for await (const batch of source) {
      await chargeNew(
        db,
        exp,
        batch.companies.map((c) => c.cnpj),
      );
      for (const company of batch.companies) {
        for (const row of layout.rowsOf(company)) {
          await writer.write(row);
          rows += 1;
        }
      }
      written += batch.companies.length;
      await ctx.setProgress(written, Math.max(total, written));
      if (await ctx.isCancelled()) throw new Error('cancelled');
    }
    await writer.close();
    writer = null;
    // The lease lost meanwhile: the file is the new claim's to write.
    if (await ctx.isCancelled()) throw new Error('cancelled');
    await rename(part, path);
    const listName = await listNameOf(db, exp);
    const name = downloadNameOf(listName, exp.service, exp.createdAt);
    const fileName = unusedName(name, await fileNamesStartingWith(db, exp.listId, nameStem(name)));
    const days = app.config.exportRetentionDays ?? 7;
    await finishExport(db, exp, 'success', {
      message: `A planilha ${exp.service === 'excel' ? 'Excel' : 'CSV'} da lista "${listName}" está pronta para download (${written.toLocaleString('pt-BR')} ${written === 1 ? 'empresa' : 'empresas'}${rows > written ? ` em ${rows.toLocaleString('pt-BR')} linhas, uma por decisor` : ''}).`,
      data: { fileName, companies: written, rows },
      set: {
        filePath: path,
        fileName,
        shortCodeHash: shortCodeHashOf(shortCodeOf(app.config.tokenSecret, exp.id)),
        expiresAt: new Date(Date.now() + days * DAY_MS),
        total: written,
        rows,
      },
    });
    return { companies: written };
  } catch (error) {
    await writer?.close().catch(() => {});
    await rm(part, { force: true });
    if (await jobCancelled(ctx)) {
      await finishExport(db, exp, 'cancelled', { message: '' });
      return { cancelled: true };
    }
    // Stopping worker or lost lease: give the job back; the next claim starts the file again (a lost lease
    // is not this run's to report as an error: the run that holds it now finishes the export).
    if (signal.aborted || (await ctx.isCancelled())) throw error;
    const message = error instanceof Error ? error.message : String(error);
    await finishExport(db, exp, 'error', {
      message: `Não foi possível gerar a planilha: ${message}`,
      error: message,
    });
    return { error: message };
  }
}

/** The parts of runs that crashed or lost their lease (the newest claim starts the file again). */
async function removeLeftoverParts(path: string): Promise<void> {
  const prefix = `${basename(path)}.`;
  const names = await readdir(dirname(path));
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix) && name.endsWith('.part'))
      .map((name) => rm(join(dirname(path), name), { force: true })),
  );
}
