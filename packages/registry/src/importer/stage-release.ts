// Phase 1 of an import: every zip entry streamed to a plain temporary file and loaded by DuckDB's CSV
// reader into its staging table. The next entry is decompressed while DuckDB parses the current one;
// each temporary file is deleted as soon as it is loaded.

import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { FileReport } from './import-report.ts';
import type { Progress } from './progress.ts';
import type { ReleaseEntry } from './release-files.ts';
import { loadStagingFile } from './staging.ts';
import { extractEntry } from './zip-extract.ts';

type Extracted = { target: string; nulBytes: number; bytes: number; seconds: number };

export async function stageRelease(
  connection: DuckDBConnection,
  entries: readonly ReleaseEntry[],
  workDir: string,
  progress: Progress,
): Promise<FileReport[]> {
  progress.phase(
    'Lendo os arquivos',
    entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0),
  );
  const extract = async (index: number): Promise<Extracted> => {
    const entry = entries[index] as ReleaseEntry;
    const target = join(workDir, `entry-${index}.csv`);
    const started = performance.now();
    const result = await extractEntry(entry, target, (bytes) => progress.advance(bytes));
    return { target, ...result, seconds: (performance.now() - started) / 1000 };
  };
  const reports: FileReport[] = [];
  let pending: Promise<Extracted> | undefined = entries.length > 0 ? extract(0) : undefined;
  try {
    for (let index = 0; index < entries.length; index += 1) {
      const entry = entries[index] as ReleaseEntry;
      const extracted = await (pending as Promise<Extracted>);
      pending = index + 1 < entries.length ? extract(index + 1) : undefined;
      pending?.catch(() => undefined);
      const started = performance.now();
      const staged = await loadStagingFile(connection, entry.kind, index, extracted.target);
      await rm(extracted.target, { force: true });
      const rejectedCount = Object.values(staged.rejected).reduce((sum, n) => sum + n, 0);
      const seconds = extracted.seconds + (performance.now() - started) / 1000;
      const rowsRead = staged.rowsKept + rejectedCount;
      reports.push({
        zip: entry.zipName,
        entry: entry.entryName,
        kind: entry.kind,
        bytes: extracted.bytes,
        nulBytes: extracted.nulBytes,
        rowsRead,
        rowsKept: staged.rowsKept,
        rejected: staged.rejected,
        rejectedSamples: staged.rejectedSamples,
        quirks: {},
        seconds,
        rowsPerSecond: seconds > 0 ? rowsRead / seconds : 0,
      });
    }
  } finally {
    await pending?.catch(() => undefined);
  }
  return reports;
}
