// Ctrl+C and SIGTERM on a real `import` child process (through tsx and, where the system leaves huge pages to
// madvise, the relaunched child): the import stops, removes its temporary files, says so and exits 130 / 143,
// the previous registry untouched and no process left behind. Also the lock and the leftovers of killed imports.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRelease } from '../../src/importer/import-release.ts';
import { writeQuirkRelease } from './quirk-release.ts';
import { tempDir } from './release-builder.ts';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
let dir: string;
let release: string;
let out: string;
let before: Buffer;

beforeAll(async () => {
  dir = await tempDir('signals');
  release = join(dir, 'release');
  execFileSync(TSX, [CLI, 'generate', '--size', '50000', '--seed', '4', '--out', release], { stdio: 'pipe' });
  out = join(dir, 'registry.duckdb');
  await importRelease({
    releaseDir: await writeQuirkRelease(join(dir, 'small')),
    out,
    memoryLimit: '1GB',
    threads: 1,
  });
  before = await readFile(out);
}, 180_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The import CLI in its own process group (as a terminal runs it); resolves its exit code and output. */
function startImport() {
  const child = spawn(
    TSX,
    [CLI, 'import', release, '--out', out, '--memory-limit', '1GB', '--threads', '1'],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout?.resume();
  // Once every process holding its output has let go of it ('close', not 'exit'): the importing process below
  // the tsx wrapper may still be writing its last line when the wrapper has exited (on a busy CI the message
  // came after the wrapper's exit and was not read).
  const exited = new Promise<{ code: number | null; signal: string | null; stderr: string }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stderr })),
  );
  return { child, exited };
}

const leftovers = async () =>
  (await readdir(dir)).filter(
    (name) => name.startsWith('registry.duckdb.') && !name.endsWith('.import-report.json'),
  );

/** Waits until the import has started writing (its temporary file is there). */
async function whenWriting() {
  for (let waited = 0; waited < 60_000; waited += 50) {
    if ((await leftovers()).some((name) => name.includes('.tmp-'))) return;
    await sleep(50);
  }
  throw new Error('the import never started writing');
}

/** Processes (other than the test's) whose command line names the output file. */
function importProcesses(): number[] {
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(out) && line.includes(' import '))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** Children of `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim())
    .map(Number);
}

async function expectNothingLeft(child: ChildProcess) {
  expect(child.exitCode !== null || child.signalCode !== null).toBe(true);
  // A killed parent's orphan would go on and replace the registry: nothing may remain.
  await sleep(1500);
  expect(importProcesses()).toEqual([]);
  expect(await leftovers()).toEqual([]);
  expect(Buffer.compare(await readFile(out), before)).toBe(0);
}

describe('an interrupted import', () => {
  it('Ctrl+C (SIGINT to the whole process group): cleans up, says so, exits 130', async () => {
    const { child, exited } = startImport();
    await whenWriting();
    await sleep(300);
    process.kill(-(child.pid as number), 'SIGINT');
    const { code, stderr } = await exited;
    expect(stderr).toContain('Importação interrompida; o registro anterior não foi alterado.');
    expect(code).toBe(130);
    await expectNothingLeft(child);
  }, 90_000);

  it('SIGTERM to the tsx wrapper alone, later in the import: cleans up, exits 143', async () => {
    const { child, exited } = startImport();
    await whenWriting();
    await sleep(1500);
    child.kill('SIGTERM');
    const { code, stderr } = await exited;
    expect(stderr).toContain('Importação interrompida; o registro anterior não foi alterado.');
    expect(code).toBe(143);
    await expectNothingLeft(child);
  }, 90_000);

  it('a parent killed outright (SIGKILL): the importing child stops and cleans up on its own', async () => {
    const { child, exited } = startImport();
    await whenWriting();
    // tsx's node process, and below it the child relaunched with huge pages when there is one.
    const [node] = childrenOf(child.pid as number);
    const relaunched = node ? childrenOf(node) : [];
    process.kill(relaunched.length > 0 ? (node as number) : (child.pid as number), 'SIGKILL');
    await exited;
    for (let waited = 0; waited < 20_000 && importProcesses().length > 0; waited += 100) await sleep(100);
    await expectNothingLeft(child);
  }, 90_000);
});

describe('the lock and the leftovers of killed imports', () => {
  it('removes leftovers and a stale lock whose process is gone, and says so', async () => {
    const dead = 2 ** 22 + 12345; // above the default pid_max: no such process
    await writeFile(`${out}.tmp-${dead}`, 'partial');
    await writeFile(`${out}.tmp-${dead}.wal`, 'wal');
    await mkdir(`${out}.tmp-${dead}.work/spill`, { recursive: true });
    await writeFile(`${out}.import-lock`, `${dead}\n`);
    const other = `${out}.tmp-${process.ppid}`; // a running process's file is left alone
    await writeFile(other, 'running');
    const warnings: string[] = [];
    const report = await importRelease({
      releaseDir: join(dir, 'small'),
      out: join(dir, 'registry.duckdb'),
      memoryLimit: '1GB',
      threads: 1,
      warn: (message) => warnings.push(message),
    });
    expect(warnings[0]).toMatch(
      new RegExp(`^removidos restos de uma importação interrompida antes: .*registry\\.duckdb\\.tmp-${dead}`),
    );
    expect(report.warnings).toEqual(warnings);
    expect(existsSync(other)).toBe(true);
    await rm(other);
    expect(await leftovers()).toEqual([]);
    before = await readFile(out);
  }, 60_000);

  it('refuses at once a second import of the same output while the first runs', async () => {
    await writeFile(`${out}.import-lock`, `${process.ppid}\n`);
    try {
      await expect(importRelease({ releaseDir: join(dir, 'small'), out, threads: 1 })).rejects.toThrow(
        `Outra importação (processo ${process.ppid}) já está gravando ${out}`,
      );
      expect(Buffer.compare(await readFile(out), before)).toBe(0);
    } finally {
      await rm(`${out}.import-lock`);
    }
  });

  it('two CLI imports of the same output at once: the second refuses, the first imports', async () => {
    const first = startImport();
    await whenWriting();
    const second = startImport();
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Outra importação \(processo \d+\) já está gravando/m);
    const done = await first.exited;
    expect(done.code).toBe(0);
    expect(await leftovers()).toEqual([]);
    before = await readFile(out);
  }, 120_000);
});
