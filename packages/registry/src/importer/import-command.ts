// `npm run registry -- import DIR --out FILE [--enrichment FILE.csv] [--procon FILE.csv ...]`

import { RELAUNCH_PARENT_ENV, RELAUNCHED_ENV } from '../huge-pages.ts';
import { parseByteSize } from './disk-space.ts';
import { ImportInterrupted, importRelease } from './import-release.ts';
import { formatImportReport } from './import-report.ts';
import { createProgress } from './progress.ts';

const USAGE = `Uso: npm run registry -- import DIR --out ARQUIVO [--enrichment ARQUIVO.csv] [--procon ARQUIVO.csv ...]
       [--release-date AAAA-MM-DD] [--memory-limit 12GB] [--threads N] [--allow-incomplete]`;

/** More DuckDB threads than this only slow the import down (500 took 65 s instead of 3). */
export const MAX_THREADS = 64;
/** The oldest release date accepted (the open data starts in the 2010s). */
export const MIN_RELEASE_DATE = '2000-01-01';

export type ImportArgs = {
  releaseDir: string;
  out: string;
  enrichment?: string;
  procon: string[];
  releaseDate?: string;
  memoryLimit?: string;
  threads?: number;
  allowIncomplete: boolean;
};

const VALUE_OPTIONS = new Set(['out', 'enrichment', 'procon', 'release-date', 'memory-limit', 'threads']);
const FLAG_OPTIONS = new Set(['allow-incomplete']);

/** Today plus one day, as YYYY-MM-DD (a release is dated up to the day it is published). */
function tomorrow(now = new Date()): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD that is a real calendar date within 2000-01-01..tomorrow, or a Portuguese error. */
export function checkReleaseDate(value: string, now = new Date()): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  // Date.parse takes 2024-02-30 as 2024-03-01: the date must come back as it was written.
  const valid = Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
  if (!valid)
    throw new Error(`--release-date ${value} não é uma data válida (use AAAA-MM-DD, por exemplo 2026-03-15)`);
  const latest = tomorrow(now);
  if (value < MIN_RELEASE_DATE || value > latest)
    throw new Error(
      `--release-date ${value} está fora do intervalo aceito (${MIN_RELEASE_DATE} a ${latest})`,
    );
  return value;
}

/** Parses the command line; `--procon` takes every value up to the next option. */
export function parseImportArgs(args: readonly string[], now = new Date()): ImportArgs {
  const positionals: string[] = [];
  const values = new Map<string, string[]>();
  const flags = new Set<string>();
  let current: string | undefined;
  const needValue = (option: string | undefined) => {
    if (option && (values.get(option)?.length ?? 0) === 0)
      throw new Error(`A opção --${option} precisa de um valor\n${USAGE}`);
  };
  for (const arg of args) {
    if (arg.startsWith('--')) {
      needValue(current);
      const name = arg.slice(2);
      if (FLAG_OPTIONS.has(name)) {
        flags.add(name);
        current = undefined;
        continue;
      }
      if (!VALUE_OPTIONS.has(name)) throw new Error(`Opção desconhecida --${name}\n${USAGE}`);
      if (values.has(name) && name !== 'procon') throw new Error(`A opção --${name} foi dada duas vezes`);
      current = name;
      values.set(current, values.get(current) ?? []);
    } else if (current && (current === 'procon' || (values.get(current)?.length ?? 0) === 0)) {
      values.get(current)?.push(arg);
      if (current !== 'procon') current = undefined;
    } else {
      positionals.push(arg);
    }
  }
  needValue(current);
  const one = (key: string) => values.get(key)?.[0];
  const [releaseDir] = positionals;
  const out = one('out');
  if (!releaseDir || !out || positionals.length > 1) throw new Error(USAGE);
  const releaseDate = one('release-date');
  if (releaseDate !== undefined) checkReleaseDate(releaseDate, now);
  const threads = one('threads');
  if (threads !== undefined && !/^[1-9]\d*$/.test(threads))
    throw new Error('--threads deve ser um número inteiro positivo');
  if (threads !== undefined && Number(threads) > MAX_THREADS)
    throw new Error(
      `--threads ${threads} é demais: use no máximo ${MAX_THREADS} (o padrão é o número de núcleos + 1)`,
    );
  const memoryLimit = one('memory-limit');
  if (memoryLimit !== undefined) parseByteSize(memoryLimit);
  return {
    releaseDir,
    out,
    enrichment: one('enrichment'),
    procon: values.get('procon') ?? [],
    releaseDate,
    memoryLimit,
    threads: threads ? Number(threads) : undefined,
    allowIncomplete: flags.has('allow-incomplete'),
  };
}

/**
 * Exit codes as a shell gives them. SIGHUP too: when Ctrl+C ends `npm run` at once, the terminal closes and
 * hangs up the import still cleaning up.
 */
const EXIT_CODES: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

/**
 * Stops the import on SIGINT/SIGTERM/SIGHUP (and, in the child relaunched for huge pages, when its parent is gone:
 * a parent killed outright must not leave the import running on its own to replace the registry).
 * Returns the signal received, once one is.
 */
function watchSignals(controller: AbortController): {
  received: () => NodeJS.Signals | undefined;
  stop: () => void;
} {
  let received: NodeJS.Signals | undefined;
  const stopWith = (signal: NodeJS.Signals) => {
    if (received) return;
    received = signal;
    controller.abort();
    // The import cleans up and returns within seconds; if a statement does not stop, exit anyway.
    setTimeout(() => process.exit(EXIT_CODES[signal] ?? 1), 30_000).unref();
  };
  const onInt = () => stopWith('SIGINT');
  const onTerm = () => stopWith('SIGTERM');
  const onHup = () => stopWith('SIGHUP');
  process.on('SIGINT', onInt).on('SIGTERM', onTerm).on('SIGHUP', onHup);
  const parent = Number(process.env[RELAUNCH_PARENT_ENV]);
  const watcher =
    process.env[RELAUNCHED_ENV] && parent > 0
      ? setInterval(() => {
          if (process.ppid !== parent) stopWith('SIGTERM');
        }, 500)
      : undefined;
  watcher?.unref();
  return {
    received: () => received,
    stop: () => {
      process.off('SIGINT', onInt).off('SIGTERM', onTerm).off('SIGHUP', onHup);
      if (watcher) clearInterval(watcher);
    },
  };
}

export async function runImportCommand(args: readonly string[]): Promise<void> {
  const options = parseImportArgs(args);
  const progress = createProgress();
  const controller = new AbortController();
  const signals = watchSignals(controller);
  try {
    const report = await importRelease({
      ...options,
      progress,
      signal: controller.signal,
      warn: (message) => {
        progress.done();
        process.stderr.write(`Aviso: ${message}\n`);
      },
    });
    console.log(formatImportReport(report));
    console.log(`\nRelatório completo em ${report.output}.import-report.json`);
  } catch (error) {
    const signal = signals.received();
    if (!(error instanceof ImportInterrupted) && !signal) throw error;
    progress.done();
    process.stderr.write('Importação interrompida; o registro anterior não foi alterado.\n');
    process.exitCode = EXIT_CODES[signal ?? 'SIGINT'] ?? 130;
  } finally {
    signals.stop();
  }
}
