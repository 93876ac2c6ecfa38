// Transparent huge pages for the import (native/huge-pages.c). On this kind of virtual machine a 4 KB page
// costs ≈ 21 µs to fault in (2 GB touched in 11 s; 0.15 s with 2 MB pages once the host backs them), and
// the TLB misses of 4 KB pages cost as much again (a 20 M-row sort and GROUP BY in DuckDB: 48 user CPU s
// with 4 KB pages, 18 with 2 MB). The system leaves huge pages to `madvise`, which DuckDB never calls, so
// the import runs itself again with a small preloaded library that advises every large anonymous mapping
// (measured in src/importer/README.md, "Huge pages").
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { constants } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type HugePageMode = 'always' | 'madvise' | 'never';

const SYSTEM_MODE_FILE = '/sys/kernel/mm/transparent_hugepage/enabled';
const SOURCE = fileURLToPath(new URL('../native/huge-pages.c', import.meta.url));
const BUILD_DIR = fileURLToPath(new URL('../native/build/', import.meta.url));
/** Set to 0 to run without the library (the A/B runs of the importer README). */
export const HUGE_PAGES_ENV = 'IMPORT_HUGE_PAGES';
/**
 * Set in the relaunched child: it never relaunches again, even when the dynamic loader refused the library
 * (a folder mounted noexec, say), which would otherwise start child after child.
 */
export const RELAUNCHED_ENV = 'IMPORT_HUGE_PAGES_RELAUNCHED';
/**
 * The relaunching parent's process id, in the child: the child stops its import when its parent is gone (a
 * parent killed outright once left the child running on its own, and it replaced the registry later).
 */
export const RELAUNCH_PARENT_ENV = 'IMPORT_HUGE_PAGES_PARENT';

/** The selected mode of the system's `enabled` file (`always [madvise] never`). */
export function parseHugePageMode(text: string): HugePageMode | undefined {
  const selected = /\[(always|madvise|never)\]/.exec(text)?.[1];
  return selected as HugePageMode | undefined;
}

export async function systemHugePageMode(file = SYSTEM_MODE_FILE): Promise<HugePageMode | undefined> {
  return parseHugePageMode(await readFile(file, 'utf8').catch(() => ''));
}

/**
 * Builds the library once per version of its source (native/build/huge-pages-<hash>.so, written under a
 * temporary name and renamed, so two imports starting together do not read a half-written file). Undefined
 * when it cannot be built (no C compiler answers to `CC` or `cc`, or the folder is not writable).
 */
export async function buildHugePageLibrary(
  buildDir = BUILD_DIR,
  compiler = process.env.CC || 'cc',
): Promise<string | undefined> {
  const source = await readFile(SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const library = join(buildDir, `huge-pages-${hash}.so`);
  if (existsSync(library)) return library;
  const partial = `${library}.${process.pid}.tmp`;
  try {
    await mkdir(buildDir, { recursive: true });
    const built = spawnSync(compiler, ['-O2', '-shared', '-fPIC', '-o', partial, SOURCE, '-ldl'], {
      stdio: 'ignore',
      timeout: 60_000,
    });
    if (built.status !== 0) return undefined;
    await rename(partial, library);
    return library;
  } catch {
    return undefined;
  } finally {
    await rm(partial, { force: true }).catch(() => undefined);
  }
}

/** Whether this process was started with the library preloaded. */
export async function hugePageLibraryLoaded(): Promise<boolean> {
  const maps = await readFile('/proc/self/maps', 'utf8').catch(() => '');
  return /\/huge-pages-[0-9a-f]+\.so$/m.test(maps);
}

/** Whether DuckDB's large allocations get huge pages in this process (the import report says so). */
export async function hugePagesInUse(): Promise<boolean> {
  const mode = await systemHugePageMode();
  return mode === 'always' || (mode === 'madvise' && (await hugePageLibraryLoaded()));
}

/**
 * Runs this same command again in a child process with the library preloaded, when that gives it huge
 * pages it would not have: Linux with the system mode `madvise`, the library not loaded yet, not switched
 * off with IMPORT_HUGE_PAGES=0, not itself a relaunched child. Resolves to the child's exit code, or to undefined when the caller should
 * go on in this process (also when no compiler is there: the import then runs as before, only slower).
 */
export async function relaunchWithHugePages(): Promise<number | undefined> {
  if (process.platform !== 'linux' || process.env[HUGE_PAGES_ENV] === '0' || process.env[RELAUNCHED_ENV])
    return undefined;
  if ((await systemHugePageMode()) !== 'madvise' || (await hugePageLibraryLoaded())) return undefined;
  const library = await buildHugePageLibrary();
  if (!library) {
    process.stderr.write(
      'Aviso: não foi possível compilar packages/registry/native/huge-pages.c (é preciso um compilador C, cc); ' +
        'a importação segue sem páginas grandes de memória, mais lenta.\n',
    );
    return undefined;
  }
  const preload = [library, process.env.LD_PRELOAD].filter(Boolean).join(' ');
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      LD_PRELOAD: preload,
      [RELAUNCHED_ENV]: '1',
      [RELAUNCH_PARENT_ENV]: String(process.pid),
    },
  });
  // A Ctrl-C reaches the whole terminal group, the child included; a SIGTERM may reach this process alone.
  // Either way the child gets the signal and this process waits for it to clean up and finish (its handlers
  // keep this process from exiting first).
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
  const onInt = forward('SIGINT');
  const onTerm = forward('SIGTERM');
  const onHup = forward('SIGHUP');
  process.on('SIGINT', onInt).on('SIGTERM', onTerm).on('SIGHUP', onHup);
  try {
    return await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 0)));
    });
  } finally {
    process.off('SIGINT', onInt).off('SIGTERM', onTerm).off('SIGHUP', onHup);
  }
}
