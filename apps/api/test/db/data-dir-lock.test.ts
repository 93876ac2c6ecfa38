// The embedded database's directory belongs to one process at a time: a second opener is refused with a
// sentence saying what to do, a lock left by a process that is gone (or whose pid another process now has) is
// taken over, and closing the database gives it back.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client.ts';
import { DataDirInUseError, lockDataDir } from '@/db/data-dir-lock.ts';

let root: string;
let sleeper: ChildProcess;

/** A process's start time as /proc gives it. */
function startOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'prospecta-lock-'));
  sleeper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => sleeper.once('spawn', resolve));
});

afterAll(() => {
  sleeper.kill();
  rmSync(root, { recursive: true, force: true });
});

let made = 0;
const freshDir = () => {
  made += 1;
  return join(root, `app-${made}`);
};

describe('lockDataDir', () => {
  it('refuses a second opener in this process until the first gives the directory back', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toBe(
      `O banco de dados embutido em ${dir} já está aberto por outro processo do Prospecta (pid ${process.pid}). ` +
        'Pare-o antes (o servidor, `npm run worker` ou `npm run admin`): dois processos nos mesmos arquivos ' +
        `corrompem o banco. Se nenhum estiver rodando, apague ${dir}.lock.`,
    );
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses while another live process holds it', () => {
    const dir = freshDir();
    const pid = sleeper.pid as number;
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid, start: startOf(pid) }));
    expect(() => lockDataDir(dir)).toThrow(`(pid ${pid})`);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(pid);
  });

  it('takes over a lock whose process ended, or whose pid another process has now', () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: Number(gone.stdout.toString()), start: '1' }));
    lockDataDir(dir)();
    // The same pid, started at another time: not the process that wrote the lock.
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: sleeper.pid, start: '1' }));
    lockDataDir(dir)();
    // This process's own pid from an earlier life (a container's pid 1 after a restart).
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.pid, start: '1' }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toEqual({
      pid: process.pid,
      start: startOf(process.pid),
    });
    release();
  });

  it('refuses a lock file with no holder in it (being written by another start)', () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, '');
    expect(() => lockDataDir(dir)).toThrow(
      `O banco de dados embutido em ${dir} já está aberto por outro processo do Prospecta. Pare-o antes`,
    );
  });
});

describe('openDatabase on PGlite files', () => {
  it('keeps the directory to the first opener until it closes', { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const first = await openDatabase({ kind: 'pglite', dir });
    await expect(openDatabase({ kind: 'pglite', dir })).rejects.toBeInstanceOf(DataDirInUseError);
    // The refused opener left the first one's lock (and its files) alone.
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
