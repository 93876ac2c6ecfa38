// Phase 1 of an import: every zip entry streamed to a plain temporary file and read once by DuckDB's CSV
// reader. A big file (Estabelecimentos, Empresas, Sócios, Simples) is typed straight into its working
// table with its quirks counted in the same scan (typed-rows.ts); lookup files are staged raw. The next
// entry is decompressed while DuckDB parses the current one; each temporary file is deleted once read.

import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { FileReport } from './import-report.ts';
import type { Progress } from './progress.ts';
import type { FileKind, ReleaseEntry } from './release-files.ts';
import { csvSource, loadLookupFile, type Rejects, readRejects } from './staging.ts';
import { appendTypedRows, type FileSummary, summariseTypedRows } from './typed-rows.ts';
import { isTypedKind } from './typed-selects.ts';
import { extractEntry } from './zip-extract.ts';

type Extracted = { target: string; nulBytes: number; bytes: number; seconds: number };
type ReadEntry = Extracted & Rejects & { lookupRows?: number };

/** Reads every entry; `invalid` counts, by kind, the rows dropped for an unreadable CNPJ. */
export async function stageRelease(
  connection: DuckDBConnection,
  entries: readonly ReleaseEntry[],
  workDir: string,
  releaseYear: number,
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
  const read: ReadEntry[] = [];
  let pending: Promise<Extracted> | undefined = entries.length > 0 ? extract(0) : undefined;
  try {
    for (let index = 0; index < entries.length; index += 1) {
      const { kind } = entries[index] as ReleaseEntry;
      const extracted = await (pending as Promise<Extracted>);
      pending = index + 1 < entries.length ? extract(index + 1) : undefined;
      pending?.catch(() => undefined);
      const started = performance.now();
      let lookupRows: number | undefined;
      if (isTypedKind(kind))
        await appendTypedRows(connection, kind, csvSource(kind, extracted.target, true), index, releaseYear);
      else lookupRows = await loadLookupFile(connection, kind, extracted.target);
      const rejects = await readRejects(connection);
      await rm(extracted.target, { force: true });
      const seconds = extracted.seconds + (performance.now() - started) / 1000;
      read.push({ ...extracted, ...rejects, seconds, lookupRows });
    }
  } finally {
    await pending?.catch(() => undefined);
  }

  const summaries = new Map<number, FileSummary>();
  for (const kind of ['establishments', 'companies', 'partners', 'simples'] as const) {
    for (const [fileNo, summary] of await summariseTypedRows(connection, kind, releaseYear))
      summaries.set(fileNo, summary);
  }
  const invalid: Partial<Record<FileKind, number>> = {};
  const files = read.map((file, index): FileReport => {
    const entry = entries[index] as ReleaseEntry;
    const summary = summaries.get(index) ?? { rowsKept: file.lookupRows ?? 0, invalid: 0, quirks: {} };
    invalid[entry.kind] = (invalid[entry.kind] ?? 0) + summary.invalid;
    const quirks =
      entry.kind === 'establishments' && summary.invalid > 0
        ? { cnpj_invalido_descartado: summary.invalid, ...summary.quirks }
        : summary.quirks;
    const rowsRead = summary.rowsKept + Object.values(file.rejected).reduce((sum, n) => sum + n, 0);
    return {
      zip: entry.zipName,
      entry: entry.entryName,
      kind: entry.kind,
      bytes: file.bytes,
      nulBytes: file.nulBytes,
      rowsRead,
      rowsKept: summary.rowsKept,
      rejected: file.rejected,
      rejectedSamples: file.rejectedSamples,
      quirks,
      seconds: file.seconds,
      rowsPerSecond: file.seconds > 0 ? rowsRead / file.seconds : 0,
    };
  });
  return { files, invalid };
}
