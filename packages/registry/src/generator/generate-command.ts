// `npm run registry -- generate --size N --seed S --out DIR [--date YYYY-MM-DD] [--workers W]`
import { parseArgs } from 'node:util';
import { parseIsoDate } from './dates.ts';
import { generateRelease } from './generate-release.ts';

/** Fixed default so that the same size and seed always give the same bytes. */
export const DEFAULT_RELEASE_DATE = '2026-09-14';

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} deve ser um inteiro não negativo: ${value}`);
  return n;
}

const formatInt = (n: number) => n.toLocaleString('pt-BR');

export async function runGenerateCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      size: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
      date: { type: 'string' },
      workers: { type: 'string' },
    },
  });
  if (!values.out) throw new Error('Informe a pasta de saída: --out DIR');
  const size = positiveInteger(values.size, 'size', 10_000);
  if (size < 1) throw new Error('--size deve ser pelo menos 1');
  const seed = positiveInteger(values.seed, 'seed', 1);
  const releaseDay = parseIsoDate(values.date ?? DEFAULT_RELEASE_DATE);
  const workers =
    values.workers === undefined ? undefined : Math.max(1, positiveInteger(values.workers, 'workers', 1));
  const tty = process.stderr.isTTY;
  let lastDraw = 0;
  const summary = await generateRelease({
    size,
    seed,
    releaseDay,
    outDir: values.out,
    workers,
    onProgress: (written, expected) => {
      if (!tty || written - lastDraw < expected / 200) return;
      lastDraw = written;
      const percent = Math.min(99, Math.floor((written / expected) * 100));
      process.stderr.write(`\rGerando release: ${percent}% (${formatInt(written)} linhas)   `);
    },
  });
  if (tty) process.stderr.write('\r\x1b[K');
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  for (const file of summary.files) {
    console.log(
      `  ${file.zipName.padEnd(22)} ${formatInt(file.rows).padStart(14)} linhas ${mb(file.compressedBytes).padStart(10)} MB`,
    );
  }
  console.log(
    `Release gerado em ${values.out}: ${summary.files.length} arquivos, ${formatInt(summary.rows)} linhas, ` +
      `${mb(summary.bytes)} MB de CSV, ${mb(summary.compressedBytes)} MB compactados, ${summary.seconds.toFixed(1)} s`,
  );
}
