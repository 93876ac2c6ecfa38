// Phase 1 of an import: every zip entry streamed to a plain temporary file and read once by DuckDB's CSV
// reader. A big file (Estabelecimentos, Empresas, Sócios, Simples) is typed straight into its working
// table with its quirks counted in the same scan (typed-rows.ts); lookup files are staged raw. The next
// entry is decompressed while DuckDB parses the current one; each temporary file is deleted once read.

import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { type FileReport, reasonLabel } from './import-report.ts';
import type { Progress } from './progress.ts';
import { KIND_NAMES } from './release-check.ts';
import type { FileKind, ReleaseEntry } from './release-files.ts';
import {
  type CsvEncoding,
  clearRejects,
  csvSource,
  loadLookupFile,
  type Rejects,
  readRejects,
} from './staging.ts';
import { appendTypedRows, type FileSummary, summariseTypedRows } from './typed-rows.ts';
import { isTypedKind } from './typed-selects.ts';
import { extractEntry, fileLooksLikeUtf8 } from './zip-extract.ts';

type Extracted = {
  target: string;
  nulBytes: number;
  replacedBytes: number;
  bytes: number;
  seconds: number;
  encoding: CsvEncoding;
};
type ReadEntry = Extracted & Rejects & { lookupRows?: number };

export type StageOptions = {
  /** A damaged big file (no row kept, over 1 % of its lines rejected) only warns instead of failing. */
  allowDamaged?: boolean;
  /** Where warnings go as they happen (also returned with the files). */
  warn?: (message: string) => void;
  signal?: AbortSignal;
};

/** The kinds whose rejected lines are checked against MAX_REJECTED_SHARE (any kind must keep a row). */
const CHECKED_KINDS: readonly FileKind[] = ['establishments', 'companies', 'partners'];
/**
 * Rejected lines over this share of a big file's lines fail the import, when they are more than
 * MIN_REJECTED_LINES (one odd line in a ten-line test file is no damage).
 */
export const MAX_REJECTED_SHARE = 0.01;
export const MIN_REJECTED_LINES = 10;
/** The quirk counting the bytes 0x80–0x9F replaced in a file DuckDB refused as latin-1. */
export const REPLACED_BYTES_QUIRK = 'caracteres_windows_1252_substituidos';

const number = (value: number) => value.toLocaleString('pt-BR');

/** DuckDB's latin-1 reader refusing a file (bytes 0x80–0x9F: Windows-1252 or UTF-8 text). */
export function isEncodingError(error: unknown): boolean {
  return /not latin-1 encoded|Invalid Input Error:.*encod/i.test(
    error instanceof Error ? error.message : String(error),
  );
}

/**
 * DuckDB's CSV reader giving up on a file (not a CSV: random bytes, a binary file renamed) named in
 * Portuguese; errors of the machine (memory, disk) and the interrupt pass through, explained by the caller.
 */
function unreadableFile(where: string, error: unknown, signal?: AbortSignal): unknown {
  const message = error instanceof Error ? error.message : String(error);
  if (
    signal?.aborted ||
    /INTERRUPT|Out of Memory|No space left|ENOSPC|max_temp_directory_size/i.test(message)
  )
    return error;
  return new Error(
    `Não foi possível ler o arquivo ${where}: não parece um CSV da Receita Federal (campos entre aspas separados por ";", em latin-1). ` +
      `Baixe-o de novo. Nada foi alterado.\n(${message.split('\n')[0]})`,
    { cause: error },
  );
}

/** Why a big file looks damaged (no row, or too many rejected lines), or undefined when it looks fine. */
export function damagedFileReason(rows: number, rejects: Rejects): string | undefined {
  const lines = rows + rejects.rejectedLines;
  const tooMany =
    rejects.rejectedLines > MAX_REJECTED_SHARE * lines && rejects.rejectedLines > MIN_REJECTED_LINES;
  if (rows > 0 && !tooMany) return undefined;
  if (lines === 0) return 'não tem nenhuma linha (vazio)';
  const [reason] = Object.entries(rejects.rejected).sort((a, b) => b[1] - a[1])[0] ?? ['desconhecido'];
  const sample = rejects.rejectedSamples[0];
  return (
    `${number(rejects.rejectedLines)} de ${number(lines)} linhas rejeitadas (motivo principal: ${reasonLabel(reason)}` +
    `${sample ? `; por exemplo: ${sample.slice(0, 120)}` : ''})`
  );
}

/** Reads every entry: the report of each file (rows read, kept, rejected, dropped, quirks) and the warnings. */
export async function stageRelease(
  connection: DuckDBConnection,
  entries: readonly ReleaseEntry[],
  workDir: string,
  releaseYear: number,
  progress: Progress,
  { allowDamaged = false, warn, signal }: StageOptions = {},
): Promise<{ files: FileReport[]; warnings: string[] }> {
  const warnings: string[] = [];
  const warning = (message: string) => {
    warnings.push(message);
    warn?.(message);
  };
  progress.phase(
    'Lendo os arquivos',
    entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0),
  );
  const extract = async (index: number): Promise<Extracted> => {
    const entry = entries[index] as ReleaseEntry;
    const target = join(workDir, `entry-${index}.csv`);
    const started = performance.now();
    const result = await extractEntry(entry, target, { onBytes: (bytes) => progress.advance(bytes), signal });
    // A UTF-8 file (accents as two bytes) would read as latin-1 mojibake, or fail on its capital accents.
    const encoding: CsvEncoding = (await fileLooksLikeUtf8(target)) ? 'utf-8' : 'latin-1';
    return { target, ...result, encoding, seconds: (performance.now() - started) / 1000 };
  };
  const read: ReadEntry[] = [];
  let pending: Promise<Extracted> | undefined = entries.length > 0 ? extract(0) : undefined;
  try {
    for (let index = 0; index < entries.length; index += 1) {
      const entry = entries[index] as ReleaseEntry;
      const { kind } = entry;
      const where = `${entry.zipName}/${entry.entryName}`;
      const extracted = await (pending as Promise<Extracted>);
      pending = index + 1 < entries.length ? extract(index + 1) : undefined;
      pending?.catch(() => undefined);
      const started = performance.now();
      const readAs = (encoding: CsvEncoding) =>
        isTypedKind(kind)
          ? appendTypedRows(
              connection,
              kind,
              csvSource(kind, extracted.target, true, encoding),
              index,
              releaseYear,
            )
          : loadLookupFile(connection, kind, extracted.target, encoding);
      if (extracted.encoding === 'utf-8')
        warning(`${where} está em UTF-8 (a Receita publica em latin-1): lido como UTF-8`);
      let rows: number;
      try {
        try {
          rows = await readAs(extracted.encoding);
        } catch (error) {
          if (extracted.encoding !== 'latin-1' || !isEncodingError(error)) throw error;
          // Bytes 0x80–0x9F (Windows-1252 dashes and quotes): extracted again with them replaced, read again.
          // The failed statement added nothing.
          await clearRejects(connection);
          const cleaned = await extractEntry(entry, extracted.target, { clean: true, signal });
          extracted.replacedBytes = cleaned.replacedBytes;
          rows = await readAs('latin-1');
        }
      } catch (error) {
        throw unreadableFile(where, error, signal);
      }
      const rejects = await readRejects(connection);
      await rm(extracted.target, { force: true });
      // Any file without a row is damaged; a big one also with over 1 % of its lines rejected.
      const damage = CHECKED_KINDS.includes(kind)
        ? damagedFileReason(rows, rejects)
        : rows === 0
          ? damagedFileReason(0, rejects)
          : undefined;
      if (damage) {
        if (damage && !allowDamaged)
          throw new Error(
            `O arquivo ${where} (${KIND_NAMES[kind]}) parece danificado: ${damage}. ` +
              'Baixe-o de novo da Receita Federal. Nada foi alterado (--allow-incomplete importa mesmo assim).',
          );
        if (damage)
          warning(
            `${where} (${KIND_NAMES[kind]}) parece danificado: ${damage}; importado por --allow-incomplete`,
          );
      }
      const seconds = extracted.seconds + (performance.now() - started) / 1000;
      read.push({ ...extracted, ...rejects, seconds, lookupRows: isTypedKind(kind) ? undefined : rows });
    }
  } finally {
    await pending?.catch(() => undefined);
  }

  const summaries = new Map<number, FileSummary>();
  for (const kind of ['establishments', 'companies', 'partners', 'simples'] as const) {
    for (const [fileNo, summary] of await summariseTypedRows(connection, kind, releaseYear))
      summaries.set(fileNo, summary);
  }
  const files = read.map((file, index): FileReport => {
    const entry = entries[index] as ReleaseEntry;
    const summary = summaries.get(index) ?? { rowsTyped: file.lookupRows ?? 0, invalid: 0, quirks: {} };
    const quirks: Record<string, number> = { ...summary.quirks };
    if (file.replacedBytes > 0) quirks[REPLACED_BYTES_QUIRK] = file.replacedBytes;
    const rowsRead = summary.rowsTyped + file.rejectedLines;
    return {
      zip: entry.zipName,
      entry: entry.entryName,
      kind: entry.kind,
      bytes: file.bytes,
      nulBytes: file.nulBytes,
      ...(file.encoding === 'utf-8' ? { encoding: file.encoding } : {}),
      rowsRead,
      rowsKept: summary.rowsTyped - summary.invalid,
      dropped: summary.invalid > 0 ? { cnpj_invalido: summary.invalid } : {},
      rejected: file.rejected,
      rejectedSamples: file.rejectedSamples,
      quirks,
      seconds: file.seconds,
      rowsPerSecond: file.seconds > 0 ? rowsRead / file.seconds : 0,
    };
  });
  return { files, warnings };
}
