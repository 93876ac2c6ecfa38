// A one-line progress bar on stderr, only when stderr is a terminal.

export type Progress = {
  phase(label: string, totalBytes?: number): void;
  advance(bytes: number): void;
  done(): void;
};

export function createProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  const enabled = Boolean(stream.isTTY);
  let label = '';
  let total = 0;
  let current = 0;
  let lastDraw = 0;
  const draw = (force = false) => {
    if (!enabled) return;
    const now = Date.now();
    if (!force && now - lastDraw < 100) return;
    lastDraw = now;
    const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
    let line = label;
    if (total > 0) {
      const ratio = Math.min(1, current / total);
      const width = 24;
      const filled = Math.round(ratio * width);
      line += ` [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(ratio * 100).toFixed(0)}% ${mb(current)}/${mb(total)} MB`;
    }
    stream.write(`\r\x1b[2K${line.slice(0, (stream.columns ?? 120) - 1)}`);
  };
  return {
    phase(next, totalBytes = 0) {
      label = next;
      total = totalBytes;
      current = 0;
      draw(true);
    },
    advance(bytes) {
      current += bytes;
      draw();
    },
    done() {
      if (enabled) stream.write('\r\x1b[2K');
    },
  };
}

/** A progress that draws nothing (tests, benchmarks). */
export const silentProgress: Progress = { phase() {}, advance() {}, done() {} };
