// Following exports: in progress by list or service, one event's status, cancel, the TOTVS existing count,
// and the file by event or by its shared short code.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { EXPORT_MESSAGES, type ExportService, type ExportStatus } from '@prospecta/contracts/exports-api';
import type { FastifyInstance } from 'fastify';
import type { ExportRow } from '@/db/schema/exports.ts';
import { cancelJob } from '@/jobs/jobs.service.ts';
import { HttpError, notFound } from '@/lib/http-error.ts';
import { visibleList } from '@/modules/lists/lists-access.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { exportStatus } from './export-status.ts';
import * as repo from './exports.repository.ts';
import { contentDisposition, shortCodeHashOf } from './files/file-names.ts';

export type FileDownload = {
  stream: NodeJS.ReadableStream;
  size: number;
  disposition: string;
  contentType: string;
};

const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function openFile(exp: ExportRow | null): Promise<FileDownload> {
  if (!exp || !(exp.service in CONTENT_TYPES)) throw notFound();
  if (!exp.filePath || !exp.fileName) {
    if (exp.outcome === null) throw new HttpError(409, EXPORT_MESSAGES.fileNotReady);
    throw notFound(EXPORT_MESSAGES.fileExpired);
  }
  if ((exp.expiresAt?.getTime() ?? 0) <= Date.now()) throw notFound(EXPORT_MESSAGES.fileExpired);
  const info = await stat(exp.filePath).catch(() => null);
  if (!info) throw notFound(EXPORT_MESSAGES.fileExpired);
  return {
    stream: createReadStream(exp.filePath),
    size: info.size,
    disposition: contentDisposition(exp.fileName),
    contentType: CONTENT_TYPES[exp.service] ?? 'application/octet-stream',
  };
}

export function createExportProgressService(app: FastifyInstance) {
  const db = app.db;
  const view = (row: Parameters<typeof exportStatus>[2], listName: string) =>
    exportStatus(db, app.config, row, listName);

  return {
    async inProgress(user: AuthUser, account: string, listId: string): Promise<ExportStatus[]> {
      if (account !== user.accountId) throw notFound();
      const list = await visibleList(db, user, listId);
      const rows = await repo.activeExports(db, user.accountId, list.id);
      return Promise.all(rows.map((r) => view(r, list.name)));
    },

    /** The running export of the service, else the latest one (so the dialog sees how it ended). */
    async byService(user: AuthUser, listId: string, service: ExportService): Promise<ExportStatus | null> {
      const list = await visibleList(db, user, listId);
      const [active] = await repo.activeExports(db, user.accountId, list.id, service);
      const row = active ?? (await repo.latestExport(db, user.accountId, list.id, service));
      return row ? view(row, list.name) : null;
    },

    async status(user: AuthUser, listId: string, eventId: string): Promise<ExportStatus> {
      const list = await visibleList(db, user, listId);
      const row = await repo.findExportWithJob(db, user.accountId, eventId, list.id);
      if (!row) throw notFound();
      return view(row, list.name);
    },

    async cancel(user: AuthUser, listId: string, input: { eventId?: string; service?: ExportService }) {
      const list = await visibleList(db, user, listId);
      const rows = await repo.activeExports(db, user.accountId, list.id, input.service);
      let cancelled = 0;
      for (const r of rows) {
        if (input.eventId && r.export.id !== input.eventId) continue;
        if (!r.export.jobId) continue;
        if (await cancelJob(db, { id: r.export.jobId, accountId: user.accountId })) {
          await repo.updateExport(db, r.export.id, { outcome: 'cancelled', finishedAt: new Date() });
          cancelled++;
        }
      }
      return { cancelled };
    },

    /** No TOTVS lookup is offered by the connector contract: the answer comes from our own export records. */
    async totvsExisting(user: AuthUser, listId: string) {
      const list = await visibleList(db, user, listId);
      const cnpjs = await repo.sentToTool(db, user.accountId, list.id, 'totvs');
      return {
        companiesMatchCount: cnpjs.length,
        companiesCNPJMatch: cnpjs,
        source: 'export_records' as const,
      };
    },

    async file(user: AuthUser, listId: string, eventId: string): Promise<FileDownload> {
      const list = await visibleList(db, user, listId);
      const row = await repo.findExportWithJob(db, user.accountId, eventId, list.id);
      return openFile(row?.export ?? null);
    },

    async shared(code: string): Promise<FileDownload> {
      return openFile(await repo.findByShortCode(db, shortCodeHashOf(code)));
    },
  };
}
