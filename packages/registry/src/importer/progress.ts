// A one-line progress bar on stderr, only when stderr is a terminal: the phase, the bytes read while the
// files are read, and on every phase the time it has taken so far and, when DuckDB knows it, how far its
// running statement is (the big statements of a full release run for minutes).

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

export function createProgress(stream: NodeJS.WriteStream = process.stderr, now = Date.now): Progress {
  const enabled = Boolean(stream.isTTY);
  const started = now();
  let phaseStarted = started;
  let label = '';
  let total = 0;
  let current = 0;
  let statement = -1;
  let lastDraw = 0;
  const draw = (force = false) => {
    if (!enabled) return;
    const at = now();
    if (!force && at - lastDraw < 100) return;
    lastDraw = at;
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
    line += ` · ${clock((at - phaseStarted) / 1000)} (total ${clock((at - started) / 1000)})`;
    // A terminal that reports no width (0) gets 120 columns.
    stream.write(`\r\x1b[2K${line.slice(0, (stream.columns || 120) - 1)}`);
  };
  return {
    phase(next, totalBytes = 0) {
      label = next;
      total = totalBytes;
      current = 0;
      statement = -1;
      phaseStarted = now();
      draw(true);
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
      if (enabled) stream.write('\r\x1b[2K');
    },
  };
}

/** A progress that draws nothing (tests, benchmarks). */
export const silentProgress: Progress = { phase() {}, advance() {}, tick() {}, done() {} };
