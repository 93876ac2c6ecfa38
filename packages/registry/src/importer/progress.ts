// Progress on stderr: the phase, the bytes read while the files are read, and on every phase the time it has
// taken so far and, when DuckDB knows it, how far its running statement is (the big statements of a full
// release run for minutes). On a terminal one line redrawn in place; otherwise (a log: cron, nohup, a pipe)
// a line when each phase starts and one a minute meanwhile, so a 20-minute import is not silent.

export type Progress = {
  phase(label: string, totalBytes?: number): void;
  advance(bytes: number): void;
  /** Redraws the elapsed time; `percentage` is the running statement's own progress (below 0: unknown). */
  tick(percentage?: number): void;
  done(): void;
};

/** Seconds as m:ss (or h:mm:ss). */
export function clock(seconds: number): string {
  const s = Math.floor(seconds);
  const mmss = `${Math.floor((s % 3600) / 60)}:${String(s % 60).padStart(2, '0')}`;
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mmss.padStart(5, '0')}` : mmss;
}

/** How often a log (stderr not a terminal) gets a line while a phase runs. */
export const LOG_EVERY_MS = 60_000;

export function createProgress(stream: NodeJS.WriteStream = process.stderr, now = Date.now): Progress {
  const terminal = Boolean(stream.isTTY);
  const started = now();
  let phaseStarted = started;
  let label = '';
  let total = 0;
  let current = 0;
  let statement = -1;
  let lastDraw = 0;
  let lastLog = 0;
  const status = (at: number) => {
    const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
    let line = label;
    if (total > 0) {
      const ratio = Math.min(1, current / total);
      const width = 24;
      const filled = Math.round(ratio * width);
      line += ` [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(ratio * 100).toFixed(0)}% ${mb(current)}/${mb(total)} MB`;
    } else if (statement >= 0) {
      line += ` · ${Math.min(100, statement).toFixed(0)}% do passo atual`;
    }
    return `${line} · ${clock((at - phaseStarted) / 1000)} (total ${clock((at - started) / 1000)})`;
  };
  /** `phaseStart`: a new phase (a log gets its line at once). */
  const draw = (force = false, phaseStart = false) => {
    const at = now();
    if (!terminal) {
      if (!label || (!phaseStart && at - lastLog < LOG_EVERY_MS)) return;
      lastLog = at;
      stream.write(`${status(at)}\n`);
      return;
    }
    if (!force && at - lastDraw < 100) return;
    lastDraw = at;
    // A terminal that reports no width (0) gets 120 columns.
    stream.write(`\r\x1b[2K${status(at).slice(0, (stream.columns || 120) - 1)}`);
  };
  return {
    phase(next, totalBytes = 0) {
      label = next;
      total = totalBytes;
      current = 0;
      statement = -1;
      phaseStarted = now();
      draw(true, true);
    },
    advance(bytes) {
      current += bytes;
      draw();
    },
    tick(percentage = -1) {
      statement = percentage;
      draw(true);
    },
    done() {
      if (terminal) stream.write('\r\x1b[2K');
    },
  };
}

/** A progress that draws nothing (tests, benchmarks). */
export const silentProgress: Progress = { phase() {}, advance() {}, tick() {}, done() {} };
