// `npm run bench:registry`: for each size, generate a release once (cached in data/bench/release-<size>),
// import it with timing (rows/s end to end from the zips, seconds, peak RSS), then run the search bench
// (bench/search-bench.ts, when present). Prints figures; asserts nothing. The import runs through the CLI,
// as a user runs it (with huge pages where src/huge-pages.ts relaunches it with them); the searches run in
// this process, as the API server runs them.
// Sizes: 1M and 10M establishments by default, FULL=1 adds 72M, SIZES=100000,1000000 overrides.
import { execFileSync } from 'node:child_process';
import { access, mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportReport } from '../src/importer/import-report.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BENCH_DIR = resolve(ROOT, 'data/bench');

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

function sizes(): number[] {
  if (process.env.SIZES) return process.env.SIZES.split(',').map((size) => Number(size.trim()));
  return process.env.FULL === '1' ? [1_000_000, 10_000_000, 72_000_000] : [1_000_000, 10_000_000];
}

const cli = (...args: string[]) =>
  execFileSync('npx', ['tsx', 'packages/registry/src/cli.ts', ...args], { cwd: ROOT, stdio: 'inherit' });

async function ensureRelease(size: number): Promise<string> {
  const dir = join(BENCH_DIR, `release-${size}`);
  if (await exists(join(dir, 'Estabelecimentos0.zip'))) return dir;
  const started = performance.now();
  cli('generate', '--size', String(size), '--seed', '1', '--out', dir);
  console.log(
    `generated ${size.toLocaleString('en')} establishments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return dir;
}

type SearchBench = { runSearchBench?: (registryPath: string) => Promise<unknown> };

async function main(): Promise<void> {
  await mkdir(BENCH_DIR, { recursive: true });
  const searchBenchPath = fileURLToPath(new URL('./search-bench.ts', import.meta.url));
  for (const size of sizes()) {
    const release = await ensureRelease(size);
    const out = join(BENCH_DIR, `registry-${size}.duckdb`);
    cli('import', release, '--out', out, '--memory-limit', process.env.MEMORY_LIMIT ?? '10GB');
    const report = JSON.parse(await readFile(`${out}.import-report.json`, 'utf8')) as ImportReport;
    const establishments = report.tables.establishments ?? 0;
    console.log(`\n== import, ${establishments.toLocaleString('en')} establishments`);
    console.log(`rows read ${report.rowsRead.toLocaleString('en')} in ${report.seconds.toFixed(1)} s`);
    console.log(`rows/s end to end ${Math.round(report.rowsPerSecond).toLocaleString('en')}`);
    console.log(
      `peak RSS ${(report.peakRssBytes / 2 ** 20).toFixed(0)} MB, huge pages ${report.hugePages ? 'yes' : 'no'}`,
    );
    const { estimatedBytes, peakUsedBytes } = report.disk;
    console.log(
      `disk at the peak ${(peakUsedBytes / 1e9).toFixed(1)} GB (estimate ${(estimatedBytes / 1e9).toFixed(1)} GB)`,
    );
    const cpu = Object.values(report.phaseCpuSeconds).reduce((sum, value) => sum + value, 0);
    console.log(`CPU seconds (user + system, all threads) ${cpu.toFixed(1)}`);
    console.log(`phases, wall s ${JSON.stringify(report.phases)}`);
    console.log(`phases, CPU s ${JSON.stringify(report.phaseCpuSeconds)}`);
    if (await exists(searchBenchPath)) {
      const module = (await import(searchBenchPath)) as SearchBench;
      const figures = await module.runSearchBench?.(out);
      if (figures !== undefined) console.log(JSON.stringify(figures, null, 2));
    } else {
      console.log('search bench skipped: packages/registry/bench/search-bench.ts is not there yet');
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
