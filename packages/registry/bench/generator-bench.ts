// Generator throughput: rows/s, establishments/s and peak RSS at 100 k, 1 M and 10 M establishments
// (FULL=1 adds the full-scale 72 M release). Prints figures; asserts nothing. Also prints the CPU
// seconds (user + sys of every thread, workers included) and establishments per CPU-second: on a
// shared machine they vary far less than wall time.
// Run: npx tsx packages/registry/bench/generator-bench.ts   (SIZES=100000,500000 to choose sizes)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseIsoDate } from '../src/generator/dates.ts';
import { generateRelease } from '../src/generator/generate-release.ts';

const sizes = process.env.SIZES
  ? process.env.SIZES.split(',').map(Number)
  : [100_000, 1_000_000, 10_000_000, ...(process.env.FULL === '1' ? [72_000_000] : [])];

for (const size of sizes) {
  const dir = await mkdtemp(join(tmpdir(), 'rfb-bench-'));
  let peak = process.memoryUsage.rss();
  const cpuBefore = process.cpuUsage();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 100);
  try {
    const summary = await generateRelease({
      size,
      seed: 1,
      releaseDay: parseIsoDate('2026-09-14'),
      outDir: dir,
    });
    clearInterval(sampler);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const perSecond = (n: number) => Math.round(n / summary.seconds).toLocaleString('en-US');
    console.log(
      `generator size=${size.toLocaleString('en-US')}: ${summary.seconds.toFixed(1)} s, ` +
        `${perSecond(size)} establishments/s, ${perSecond(summary.rows)} rows/s (${summary.rows.toLocaleString('en-US')} rows), ` +
        `${(summary.bytes / 1e6).toFixed(0)} MB CSV → ${(summary.compressedBytes / 1e6).toFixed(0)} MB zipped, ` +
        `peak RSS ${(peak / 1e6).toFixed(0)} MB; CPU ${cpuSeconds.toFixed(1)} s user+sys ` +
        `(${Math.round(size / cpuSeconds).toLocaleString('en-US')} establishments per CPU-second)`,
    );
  } finally {
    clearInterval(sampler);
    await rm(dir, { recursive: true, force: true });
  }
}
