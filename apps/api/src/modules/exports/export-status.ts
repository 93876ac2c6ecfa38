// The public view of one export (the spec's event): per-tool upload progress, counts, failures, file links.
import type { ExportService, ExportStatus, UploadProgress } from '@prospecta/contracts/exports-api';
import type { AppConfig } from '@/config.ts';
import type { Executor } from '@/db/client.ts';
import type { ExportRow } from '@/db/schema/exports.ts';
import type { JobRow } from '@/jobs/jobs.service.ts';
import { failuresOf, itemCounts } from './export-items.repository.ts';
import { shortCodeOf } from './files/file-names.ts';

const progressOf = (job: JobRow | null): UploadProgress =>
  !job || job.status === 'queued' ? 'Not Started' : job.status === 'running' ? 'Started' : 'Completed';

export async function exportStatus(
  db: Executor,
  config: AppConfig,
  row: { export: ExportRow; job: JobRow | null },
  listName: string,
): Promise<ExportStatus> {
  const { export: exp, job } = row;
  const isFile = exp.service === 'csv' || exp.service === 'excel';
  const [counts, failures] = isFile
    ? [{}, []]
    : await Promise.all([itemCounts(db, exp.id), failuresOf(db, exp.id)]);
  const c = counts as Record<string, number>;
  const fileReady = isFile && exp.filePath !== null && (exp.expiresAt?.getTime() ?? 0) > Date.now();
  // While running, the job counts the companies the filters kept towards the count the export started with;
  // finished, the export's own count (the companies written or sent) is the total (that start count is an
  // estimate when decision makers filter a big list).
  const counted = exp.outcome === 'success' || exp.outcome === 'partial_success';
  return {
    eventId: exp.id,
    listId: exp.listId,
    listName,
    service: exp.service as ExportService,
    progress: exp.outcome ? 'Completed' : progressOf(job),
    jobStatus: job?.status ?? 'completed',
    outcome: (exp.outcome as ExportStatus['outcome']) ?? null,
    done: counted ? exp.total : (job?.progressDone ?? 0),
    // A queued job has counted nothing yet (0): until it does, the companies the export was started with.
    total: counted ? exp.total : job?.progressTotal || exp.total,
    created: c.created ?? 0,
    updated: c.updated ?? 0,
    skipped: c.skipped ?? 0,
    failed: c.failed ?? 0,
    failures,
    error: exp.error,
    rows: isFile ? exp.rows : null,
    fileName: fileReady ? exp.fileName : null,
    shortUrl: fileReady
      ? `${config.appUrl}/short/link_to_download_list/${shortCodeOf(config.tokenSecret, exp.id)}`
      : null,
    expiresAt: fileReady ? (exp.expiresAt?.toISOString() ?? null) : null,
    createdAt: exp.createdAt.toISOString(),
    finishedAt: exp.finishedAt?.toISOString() ?? null,
  };
}
