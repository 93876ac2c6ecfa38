// Phase 1 of an import: every zip entry streamed to a plain temporary file and read by DuckDB's CSV reader.
// A big file (Estabelecimentos, Empresas, Sócios, Simples) is read twice, both from the page cache: one
// aggregate scan counts its rows, rejected lines and quirks, one typed scan appends its rows to the working
// tables (typed-rows.ts); no raw copy is stored. Lookup files are staged raw. The next entry is decompressed
// while DuckDB parses the current one; each temporary file is deleted as soon as it is read.

import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { FileReport } from './import-report.ts';
import type { Progress } from './progress.ts';
import { countFileQuirks } from './quirk-counts.ts';
import type { FileKind, ReleaseEntry } from './release-files.ts';
import { csvSource, loadLookupFile, readRejects } from './staging.ts';
import { appendTypedRows, isTypedKind } from './typed-rows.ts';
import { extractEntry } from './zip-extract.ts';

type Extracted = { target: string; nulBytes: number; bytes: number; seconds: number };
type ReadFile = { rowsKept: number; typedRows: number; quirks: Record<string, number> };

async function readFile(connection: DuckDBConnection, kind: FileKind, path: string): Promise<ReadFile> {
  if (!isTypedKind(kind)) {
    const rowsKept = await loadLookupFile(connection, kind, path);
    return { rowsKept, typedRows: rowsKept, quirks: {} };
  }
  const { rowsKept, quirks } = await countFileQuirks(connection, kind, csvSource(kind, path, true));
  const typedRows = await appendTypedRows(connection, kind, csvSource(kind, path, false));
  return { rowsKept, typedRows, quirks };
}

/** Reads every entry; `invalid` counts, by kind, the rows dropped for an unreadable CNPJ. */
export async function stageRelease(
  connection: DuckDBConnection,
  entries: readonly ReleaseEntry[],
  workDir: string,
  progress: Progress,
): Promise<{ files: FileReport[]; invalid: Partial<Record<FileKind, number>> }> {
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
  const files: FileReport[] = [];
  const invalid: Partial<Record<FileKind, number>> = {};
  let pending: Promise<Extracted> | undefined = entries.length > 0 ? extract(0) : undefined;
  try {
    for (let index = 0; index < entries.length; index += 1) {
      const entry = entries[index] as ReleaseEntry;
      const extracted = await (pending as Promise<Extracted>);
      pending = index + 1 < entries.length ? extract(index + 1) : undefined;
      pending?.catch(() => undefined);
      const started = performance.now();
      const read = await readFile(connection, entry.kind, extracted.target);
      const { rejected, rejectedSamples } = await readRejects(connection);
      await rm(extracted.target, { force: true });
      invalid[entry.kind] = (invalid[entry.kind] ?? 0) + read.rowsKept - read.typedRows;
      const rejectedCount = Object.values(rejected).reduce((sum, n) => sum + n, 0);
      const seconds = extracted.seconds + (performance.now() - started) / 1000;
      const rowsRead = read.rowsKept + rejectedCount;
      files.push({
        zip: entry.zipName,
        entry: entry.entryName,
        kind: entry.kind,
        bytes: extracted.bytes,
        nulBytes: extracted.nulBytes,
        rowsRead,
        rowsKept: read.rowsKept,
        rejected,
        rejectedSamples,
        quirks: read.quirks,
        seconds,
        rowsPerSecond: seconds > 0 ? rowsRead / seconds : 0,
      });
    }
  } finally {
    await pending?.catch(() => undefined);
  }
  return { files, invalid };
}
