// importRelease: a Receita Federal release directory → a new DuckDB registry file, written to
// FILE.tmp-<pid> and renamed over FILE only when complete (a failed import leaves FILE untouched).

import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, totalmem } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { hugePagesInUse } from '../huge-pages.ts';
import { buildDerivedTables } from '../query/derived-tables.ts';
import {
  CODE_TABLES_DDL,
  ENRICHED_CONTACTS_DDL,
  ESTABLISHMENTS_DDL,
  PARTNERS_DDL,
  RELEASE_INFO_DDL,
} from '../schema.ts';
import { buildCompanyTables, buildPartners } from './build-companies.ts';
import { buildEstablishmentAggregates, buildEstablishments } from './build-establishments.ts';
import { buildCodeTables, loadReferenceData } from './code-tables.ts';
import {
  assertDiskRoom,
  estimateImportDisk,
  freeDiskBytes,
  parseByteSize,
  sampleDiskUse,
} from './disk-space.ts';
import { brazilianDate, type ImportReport } from './import-report.ts';
import { createNormaliseMacros } from './normalise-macros.ts';
import { loadEnrichment, loadProcon } from './optional-inputs.ts';
import {
  acquireImportLock,
  checkInputFile,
  checkOutput,
  checkReleaseDir,
  removeStaleLeftovers,
} from './preflight.ts';
import { type Progress, silentProgress } from './progress.ts';
import { countTableQuirks } from './quirk-counts.ts';
import { checkRelease, incompleteReleaseMessage } from './release-check.ts';
import { detectReleaseDate, findReleaseEntries } from './release-files.ts';
import { writeReleaseInfo } from './release-info.ts';
import { nonZero, sqlString } from './sql-helpers.ts';
import { stageRelease } from './stage-release.ts';
import { createStagingTables } from './staging.ts';
import { createTypedTables } from './typed-rows.ts';
import { assertReadableCompression } from './zip-extract.ts';

export type ImportOptions = {
  releaseDir: string;
  out: string;
  enrichment?: string;
  procon?: readonly string[];
  /** YYYY-MM-DD, used when the inner file names carry no `DYMMDD` extraction date. */
  releaseDate?: string;
  /** DuckDB memory cap (default: defaultMemoryLimit()); spills go to a folder next to the output. */
  memoryLimit?: string;
  /** DuckDB threads (default: defaultThreads()). */
  threads?: number;
  /**
   * Import a release that is incomplete (a kind missing, a gap in a kind's parts), repeated (a kind+part
   * twice: only the first is read) or has a damaged big file, instead of refusing it; the report says so.
   */
  allowIncomplete?: boolean;
  /** Aborting stops the import (Ctrl+C): the temporary files are removed, FILE is left as it was. */
  signal?: AbortSignal;
  /** Warnings as they happen (they are in the report too). */
  warn?: (message: string) => void;
  progress?: Progress;
  /** Statement trace (default: from IMPORT_TRACE / IMPORT_PROFILE, see traceFromEnv). */
  trace?: TraceOptions;
};

export type TraceOptions = {
  /** Statements that take less are not reported (default 0.5 s). */
  minSeconds?: number;
  /** Keeps DuckDB's JSON profile (operator timings, spill, memory) of each reported statement as DIR/NNN.json. */
  profileDir?: string;
  /** Where each line goes (default: stderr). */
  write?: (line: string) => void;
};

/**
 * IMPORT_TRACE set: every statement over half a second is written to stderr with its wall and CPU seconds
 * (how the importer README's per-statement figures are taken); IMPORT_PROFILE=DIR as well keeps its profile.
 */
export function traceFromEnv(env = process.env): TraceOptions | undefined {
  if (!env.IMPORT_TRACE && !env.IMPORT_PROFILE) return undefined;
  return env.IMPORT_PROFILE ? { profileDir: resolve(env.IMPORT_PROFILE) } : {};
}

/**
 * 55% of the machine's RAM in whole GB (at least 1GB): the working tables and sorts spill beyond it, and
 * the process's RSS stays a little above it (12GB on a 23 GB machine).
 */
export function defaultMemoryLimit(totalBytes = totalmem()): string {
  return `${Math.max(1, Math.floor((totalBytes / 2 ** 30) * 0.55))}GB`;
}

/**
 * How much memory DuckDB's block allocator may keep (freed buffer blocks held for the next ones, see the
 * config below): what 80% of the RAM leaves above the memory limit, at most the limit itself. Blocks kept
 * this way stay resident beside the memory other operators then take, so the two must fit together: a 72 M
 * import under 16GB with 16GB kept was killed by the system at 24 GB resident on a 23 GB machine.
 */
export function blockAllocatorMemory(memoryLimitBytes: number, totalBytes = totalmem()): string {
  const kept = Math.min(memoryLimitBytes, Math.max(0, totalBytes * 0.8 - memoryLimitBytes));
  return `${Math.floor(kept / 2 ** 20)}MiB`;
}

/**
 * One DuckDB thread more than the cores: at full scale the working tables, hash tables and sorts spill, and
 * the extra thread computes while another waits on the spill folder (72 M on 2 cores: the establishments
 * INSERT took 404 instead of ≈ 485 s, the import 1 505 instead of 1 692; no change at 10 M, where nothing
 * spills).
 */
export function defaultThreads(cores = availableParallelism()): number {
  return cores + 1;
}

/** Wraps each connection so its statements are timed (and profiled) as `options` says; one numbering. */
function tracer(options: TraceOptions): (connection: DuckDBConnection) => DuckDBConnection {
  let statement = 0;
  return (connection) => traced(connection, options, () => ++statement);
}

function traced(
  connection: DuckDBConnection,
  { minSeconds = 0.5, profileDir, write = (line) => process.stderr.write(line) }: TraceOptions,
  nextStatement: () => number,
): DuckDBConnection {
  const timed =
    (run: (sql: string, ...rest: unknown[]) => Promise<unknown>) =>
    async (sql: string, ...rest: unknown[]) => {
      const statement = nextStatement();
      const profile = profileDir ? join(profileDir, `${String(statement).padStart(3, '0')}.json`) : undefined;
      if (profile) {
        await connection.run("SET enable_profiling = 'json'");
        await connection.run(`SET profiling_output = ${sqlString(profile)}`);
      }
      const started = performance.now();
      const cpuStart = process.cpuUsage();
      const result = await run(sql, ...rest);
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuStart);
      if (profile) {
        await connection.run('PRAGMA disable_profiling');
        if (seconds < minSeconds) await rm(profile, { force: true });
      }
      if (seconds >= minSeconds) {
        const text = sql.replace(/\s+/g, ' ').slice(0, 90);
        write(
          `[trace] ${seconds.toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)})${profile ? ` ${basename(profile)}` : ''} ${text}\n`,
        );
      }
      return result;
    };
  return new Proxy(connection, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      const bound = value.bind(target);
      return key === 'run' || key === 'runAndReadAll' ? timed(bound) : bound;
    },
  });
}

/**
 * DuckDB's resource errors in Portuguese, with what to change (the registry being replaced is never touched:
 * the import writes to its own temporary file). Other errors pass through.
 */
function explainFailure(error: unknown, dir: string, memoryLimit: string): unknown {
  const message = error instanceof Error ? error.message : String(error);
  const detail = message.split('\n')[0];
  if (/No space left on device|ENOSPC|max_temp_directory_size/i.test(message))
    return new Error(
      `Faltou espaço em disco em ${dir} durante a importação (${detail}). O registro anterior não foi alterado; ` +
        'libere espaço ou grave em outro disco (--out).',
      { cause: error },
    );
  if (/^Out of Memory Error/.test(message))
    return new Error(
      `Faltou memória para a importação com --memory-limit ${memoryLimit} (${detail}). O registro anterior não foi ` +
        `alterado; use um limite maior (o padrão nesta máquina é ${defaultMemoryLimit()}) ou --threads 1.`,
      { cause: error },
    );
  return error;
}

/** The import was stopped through its `signal` (Ctrl+C, SIGTERM); nothing was changed. */
export class ImportInterrupted extends Error {
  constructor() {
    super('Importação interrompida; o registro anterior não foi alterado.');
    this.name = 'ImportInterrupted';
  }
}

export async function importRelease(options: ImportOptions): Promise<ImportReport> {
  const out = resolve(options.out);
  const releaseDir = resolve(options.releaseDir);
  // Everything that can be checked before reading: a refusal here changes nothing.
  await checkReleaseDir(releaseDir);
  await checkOutput(out);
  if (options.enrichment) await checkInputFile('--enrichment', options.enrichment);
  for (const file of options.procon ?? []) await checkInputFile('--procon', file);
  const releaseLock = await acquireImportLock(out);
  try {
    return await importLocked(options, out, releaseDir);
  } finally {
    await releaseLock();
  }
}

async function importLocked(options: ImportOptions, out: string, releaseDir: string): Promise<ImportReport> {
  const started = performance.now();
  const progress = options.progress ?? silentProgress;
  const { signal } = options;
  const checkAbort = () => {
    if (signal?.aborted) throw new ImportInterrupted();
  };
  const warnings: string[] = [];
  const warn = (message: string) => {
    warnings.push(message);
    options.warn?.(message);
  };
  const tmp = `${out}.tmp-${process.pid}`;
  const workDir = `${tmp}.work`;
  const phases: Record<string, number> = {};
  const phaseCpu: Record<string, number> = {};
  let phaseStart = performance.now();
  let cpuStart = process.cpuUsage();
  const phase = (name: string, label: string) => {
    const now = performance.now();
    const cpu = process.cpuUsage(cpuStart);
    phases[name] = (now - phaseStart) / 1000;
    phaseCpu[name] = (cpu.user + cpu.system) / 1e6;
    phaseStart = now;
    cpuStart = process.cpuUsage();
    progress.phase(label);
  };

  const removed = await removeStaleLeftovers(out);
  if (removed.length > 0)
    warn(`removidos restos de uma importação interrompida antes: ${removed.join(', ')}`);
  const found = await findReleaseEntries(releaseDir);
  const { ignored } = found;
  if (!found.entries.some((entry) => entry.kind === 'establishments')) {
    throw new Error(
      `Nenhum arquivo de Estabelecimentos encontrado em ${options.releaseDir}: informe a pasta com os .zip baixados da Receita Federal.`,
    );
  }
  const check = checkRelease(found.entries);
  if (check.problems.length > 0 && !options.allowIncomplete)
    throw new Error(incompleteReleaseMessage(options.releaseDir, check.problems));
  for (const problem of check.problems) warn(`${problem}; importado mesmo assim por --allow-incomplete`);
  for (const warning of check.warnings) warn(warning);
  const entries = check.entries;
  for (const entry of entries) assertReadableCompression(entry);
  const release = detectReleaseDate(entries, options.releaseDate);
  const releaseDate = release.date;
  if (release.ignoredOption)
    warn(
      `--release-date ${release.ignoredOption} não foi usada: os nomes dos arquivos trazem a data da publicação, ${brazilianDate(releaseDate)}`,
    );
  if (release.source === 'estimated')
    warn(
      `a data da publicação (${brazilianDate(releaseDate)}) foi estimada pela data mais recente dos arquivos, pois os nomes não a trazem; ` +
        'confira-a e, se estiver errada, importe de novo com --release-date AAAA-MM-DD',
    );
  const releaseYear = Number(releaseDate.slice(0, 4));
  const memoryLimit = options.memoryLimit ?? defaultMemoryLimit();
  const memoryLimitBytes = parseByteSize(memoryLimit);
  // The registry, the extracted entries and the spill folder all go next to the output.
  const disk = estimateImportDisk(entries, memoryLimitBytes);
  const freeAtStart = await freeDiskBytes(dirname(out));
  assertDiskRoom(dirname(out), disk, freeAtStart);
  await rm(tmp, { force: true });
  await mkdir(`${workDir}/spill`, { recursive: true });

  const traceOptions = options.trace ?? traceFromEnv();
  if (traceOptions?.profileDir) await mkdir(traceOptions.profileDir, { recursive: true });
  const trace = traceOptions ? tracer(traceOptions) : undefined;
  const config = {
    memory_limit: memoryLimit,
    temp_directory: `${workDir}/spill`,
    // Only the final ordered inserts need the order kept; they turn it on around themselves.
    preserve_insertion_order: 'false',
    threads: String(options.threads ?? defaultThreads()),
    // DuckDB's block allocator keeps the buffer blocks it frees for the next ones instead of handing them back
    // to the system, which faulted every page of the next block in again (copying, sorting, grouping and
    // tokenising 10 M establishments: 3.4–4.1 M page faults, 56 of 180 CPU s in the kernel). It takes memory
    // as needed and gives it back when the instance closes. Interleaved 10 M imports: 332–346 s (634–662
    // CPU s) without it, 279–287 s (532–546) with 12GB kept; 72 M: 3 373 s without, 2 847 with 8.2 GB kept.
    block_allocator_memory: blockAllocatorMemory(memoryLimitBytes),
  };
  let instance: DuckDBInstance | undefined;
  let connection: DuckDBConnection | undefined;
  const open = async (): Promise<DuckDBConnection> => {
    instance = await DuckDBInstance.create(':memory:', config);
    connection = await instance.connect();
    // DuckDB tracks the running statement's progress (the progress line reads it) without printing it.
    await connection.run('SET enable_progress_bar = true');
    await connection.run('SET enable_progress_bar_print = false');
    if (trace) connection = trace(connection);
    return connection;
  };
  const close = () => {
    connection?.closeSync();
    instance?.closeSync();
    connection = undefined;
    instance = undefined;
  };
  /**
   * A new database instance on the registry file. Closing the working tables' instance once the
   * establishments are written frees every working table at once, and every derived table gets a new
   * instance: inside a 72 M import partner_tokens took 57 s after name_tokens on the same instance against
   * 39 s on a new one (a standalone rerun later did not show it: 41 s after name_tokens, 35–42 s fresh).
   */
  const reopen = async (): Promise<DuckDBConnection> => {
    close();
    const reopened = await open();
    await reopened.run(`ATTACH ${sqlString(tmp)} AS reg`);
    await reopened.run('USE reg');
    return reopened;
  };
  let report: ImportReport;
  const diskUse = sampleDiskUse(dirname(out), freeAtStart);
  // The big statements of a full release run for minutes: the progress line shows their time and percentage.
  // Ctrl+C: the running statement is interrupted (DuckDB stops it at its next check) and the extraction stops.
  const onAbort = () => {
    try {
      connection?.interrupt();
    } catch {
      // No statement running.
    }
  };
  signal?.addEventListener('abort', onAbort);
  const ticker = setInterval(() => {
    // A statement that started after the interrupt is interrupted too.
    if (signal?.aborted) onAbort();
    let percentage: number | undefined;
    try {
      percentage = connection?.progress.percentage;
    } catch {
      // A connection being closed: no statement is running.
    }
    progress.tick(percentage);
  }, 1000);
  ticker.unref();
  try {
    checkAbort();
    let db = await open();
    await db.run(`ATTACH ${sqlString(tmp)} AS reg`);
    await db.run('USE reg');
    for (const ddl of [
      ESTABLISHMENTS_DDL,
      PARTNERS_DDL,
      ENRICHED_CONTACTS_DDL,
      ...CODE_TABLES_DDL,
      RELEASE_INFO_DDL,
    ]) {
      await db.run(ddl);
    }
    // Working tables live in an in-memory database (spilled to workDir/spill beyond memory_limit). Not
    // compressed: checkpointing it after each file took 5× less memory but 30% more CPU at 72 M.
    await db.run("ATTACH ':memory:' AS work");
    await db.run('USE work');
    await createNormaliseMacros(db);
    await loadReferenceData(db);
    await createStagingTables(db);
    await createTypedTables(db, releaseYear);
    phase('preparo', 'Lendo os arquivos');

    const { files } = await stageRelease(db, entries, workDir, releaseYear, progress, {
      allowDamaged: options.allowIncomplete,
      warn,
      signal,
    });
    checkAbort();
    phase('leitura', 'Montando empresas, Simples e sócios');
    const adjustments: Record<string, number> = await buildCodeTables(db);
    Object.assign(adjustments, await buildPartners(db), await buildCompanyTables(db));
    Object.assign(adjustments, await loadEnrichment(db, options.enrichment));
    Object.assign(adjustments, await loadProcon(db, options.procon ?? []));
    phase('empresas', 'Montando estabelecimentos');
    await buildEstablishmentAggregates(db);
    await buildEstablishments(
      db,
      releaseDate,
      (options.procon ?? []).length > 0,
      options.enrichment !== undefined,
    );
    Object.assign(adjustments, await countTableQuirks(db));
    if (options.enrichment) {
      const row = await db.runAndReadAll(
        'SELECT count(*) FROM enr WHERE cnpj NOT IN (SELECT cnpj FROM est1)',
      );
      adjustments.enriquecimento_cnpj_desconhecido = Number(row.getRows()[0]?.[0] ?? 0);
    }
    checkAbort();
    phase('estabelecimentos', 'Montando índices de busca');
    // Closing the instance frees every working table at once.
    db = await reopen();
    const derivedSeconds: Record<string, number> = {};
    await buildDerivedTables(db, {
      connect: async () => {
        checkAbort();
        db = await reopen();
        return db;
      },
      onStart: (_table, index, count) =>
        progress.phase(`Montando índices de busca (${index + 1} de ${count})`),
      onTable: (table, seconds) => (derivedSeconds[table] = seconds),
    });
    phase('indices', 'Gravando');

    const rowsRead = files.reduce((sum, file) => sum + file.rowsRead, 0);
    const importedAt = new Date().toISOString();
    const tables = await writeReleaseInfo(db, {
      releaseDate,
      importedAt,
      source: basename(releaseDir),
    });
    await db.run('CHECKPOINT');
    checkAbort();
    phase('gravacao', '');
    const peakUsedBytes = await diskUse.stop();
    const seconds = (performance.now() - started) / 1000;
    report = {
      output: out,
      source: basename(releaseDir),
      releaseDate,
      releaseDateSource: release.source,
      allowIncomplete: options.allowIncomplete === true,
      warnings,
      importedAt,
      seconds,
      rowsRead,
      rowsPerSecond: rowsRead / seconds,
      peakRssBytes: process.resourceUsage().maxRSS * 1024,
      hugePages: await hugePagesInUse(),
      files,
      ignoredFiles: ignored,
      adjustments: nonZero(adjustments),
      tables,
      phases,
      phaseCpuSeconds: phaseCpu,
      derivedTableSeconds: derivedSeconds,
      disk: { estimatedBytes: disk.totalBytes, freeAtStartBytes: freeAtStart, peakUsedBytes },
    };
  } catch (error) {
    close();
    await diskUse.stop();
    await rm(tmp, { force: true });
    await rm(`${tmp}.wal`, { force: true });
    await rm(workDir, { recursive: true, force: true });
    progress.done();
    if (signal?.aborted) throw new ImportInterrupted();
    throw explainFailure(error, dirname(out), memoryLimit);
  } finally {
    clearInterval(ticker);
    signal?.removeEventListener('abort', onAbort);
  }
  close();
  await rm(workDir, { recursive: true, force: true });
  await rm(`${out}.wal`, { force: true });
  // The last moment a Ctrl+C leaves FILE as it was; the rename below replaces it at once.
  if (signal?.aborted) {
    await rm(tmp, { force: true });
    await rm(`${tmp}.wal`, { force: true });
    progress.done();
    throw new ImportInterrupted();
  }
  await rename(tmp, out);
  await writeFile(`${out}.import-report.json`, `${JSON.stringify(report, null, 2)}\n`);
  progress.done();
  return report;
}
