import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { clock, createProgress } from '../../src/importer/progress.ts';

/** A terminal-like stream that keeps what was drawn last on its line. */
function terminal(columns: number) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk).replace('\r\x1b[2K', ''));
      callback();
    },
  }) as unknown as NodeJS.WriteStream;
  Object.assign(stream, { isTTY: true, columns });
  return { stream, last: () => lines.at(-1) ?? '' };
}

describe('import progress line', () => {
  it('shows the bytes read, then each phase with its time, the total and the running statement', () => {
    let now = 1_000_000;
    const { stream, last } = terminal(200);
    const progress = createProgress(stream, () => now);
    progress.phase('Lendo os arquivos', 4 * 2 ** 20);
    now += 400;
    progress.advance(2 ** 20);
    expect(last()).toBe('Lendo os arquivos [######..................] 25% 1/4 MB · 0:00 (total 0:00)');
    now += 65_000;
    progress.phase('Montando estabelecimentos');
    now += 192_000;
    progress.tick(41.6);
    expect(last()).toBe('Montando estabelecimentos · 42% do passo atual · 3:12 (total 4:17)');
    // No statement running (DuckDB says -1): only the times.
    progress.tick(-1);
    expect(last()).toBe('Montando estabelecimentos · 3:12 (total 4:17)');
    progress.done();
    expect(last()).toBe('');
  });

  it('fits the terminal width, and takes 120 columns when the terminal reports none', () => {
    const narrow = terminal(30);
    createProgress(narrow.stream, () => 0).phase('Montando índices de busca (3 de 10)');
    expect(narrow.last()).toBe('Montando índices de busca (3 ');
    const unsized = terminal(0);
    createProgress(unsized.stream, () => 0).phase('Montando índices de busca (3 de 10)');
    expect(unsized.last()).toBe('Montando índices de busca (3 de 10) · 0:00 (total 0:00)');
  });

  it('writes a log line per phase and one a minute meanwhile when stderr is not a terminal (cron, nohup)', () => {
    const written: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        written.push(String(chunk));
        callback();
      },
    }) as unknown as NodeJS.WriteStream;
    let now = 0;
    const progress = createProgress(stream, () => now);
    progress.phase('Lendo os arquivos', 4 * 2 ** 20);
    now += 30_000;
    progress.advance(2 ** 20);
    now += 31_000;
    progress.advance(2 ** 20);
    progress.phase('Montando estabelecimentos');
    now += 10_000;
    progress.tick(10);
    now += 60_000;
    progress.tick(55);
    progress.phase('');
    progress.done();
    expect(written).toEqual([
      'Lendo os arquivos [........................] 0% 0/4 MB · 0:00 (total 0:00)\n',
      'Lendo os arquivos [############............] 50% 2/4 MB · 1:01 (total 1:01)\n',
      'Montando estabelecimentos · 0:00 (total 1:01)\n',
      'Montando estabelecimentos · 55% do passo atual · 1:10 (total 2:11)\n',
    ]);
  });

  it('writes times as m:ss, and h:mm:ss from an hour', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(59.9)).toBe('0:59');
    expect(clock(1443)).toBe('24:03');
    expect(clock(3600 + 62)).toBe('1:01:02');
  });
});
