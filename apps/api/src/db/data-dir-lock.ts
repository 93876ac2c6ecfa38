// One process at a time on the embedded database's files. PGlite does not lock its data directory: a second
// process on the same files (a second `npm start`, `npm run worker` or `npm run admin` while the server runs)
// writes its WAL over the first one's, and the database no longer opens ("could not locate a valid checkpoint
// record"). So whoever opens the directory first writes `<dir>.lock` (created exclusively) with its pid, and
// the others are refused while that process lives. A lock left by a process that ended without removing it
// (killed) is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** The embedded database is open in another live process: the caller is told which and what to do. */
export class DataDirInUseError extends Error {
  constructor(dir: string, lockFile: string, pid: number | null) {
    super(
      `O banco de dados embutido em ${dir} já está aberto por outro processo do Prospecta` +
        `${pid === null ? '' : ` (pid ${pid})`}. ` +
        'Pare-o antes (o servidor, `npm run worker` ou `npm run admin`): dois processos nos mesmos arquivos ' +
        `corrompem o banco. Se nenhum estiver rodando, apague ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** What the lock file holds: the process, and when it started (Linux), so a pid used again is told apart. */
type Holder = { pid: number; start: string | null };

/** Directories this process holds: a lock naming this pid from an earlier life (a container's pid 1) is stale. */
const heldHere = new Set<string>();

function readHolder(file: string): Holder | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof value.pid === 'number' ? { pid: value.pid, start: value.start ?? null } : null;
  } catch {
    return null;
  }
}

/** A process's start time in clock ticks since boot (/proc/PID/stat, field 22); null where there is no /proc. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the fields after it are counted from its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock's process still runs (not another one given the same pid since). */
function holds(holder: Holder, dir: string): boolean {
  if (holder.pid === process.pid) return heldHere.has(dir);
  if (!alive(holder.pid)) return false;
  const start = processStart(holder.pid);
  return holder.start === null || start === null || start === holder.start;
}

/** Takes `<dir>.lock` for this process (or throws DataDirInUseError); the result gives it back. */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  const me: Holder = { pid: process.pid, start: processStart(process.pid) };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, JSON.stringify(me));
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      // A lock being written this instant (no holder in it yet) is someone else's start: refused too.
      if (holder === null || holds(holder, dir) || attempt > 0)
        throw new DataDirInUseError(dir, file, holder?.pid ?? null);
      rmSync(file, { force: true });
    }
  }
  heldHere.add(dir);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(dir);
    process.off('exit', release);
    if (readHolder(file)?.pid === me.pid) rmSync(file, { force: true });
  };
  // An exit without closing the database (an error at start) leaves no lock behind.
  process.on('exit', release);
  return release;
}
