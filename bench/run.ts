// `npm run bench`: the product's figures, printed one section after another. Nothing is asserted;
// compare the printed figures over time. The registry's own figures (import speed, search latency at
// 1 M / 10 M / 72 M) are `npm run bench:registry`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Seconds from `npm start` with a fresh DATA_DIR (build, registry generation and import, migrations,
 * seed) to the first 200 on /api/health. */
async function measureColdStart(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'prospecta-cold-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    const deadline = Date.now() + 15 * 60_000;
    while (Date.now() < deadline && child.exitCode === null) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) {
        const seconds = (performance.now() - started) / 1000;
        const size = process.env.REGISTRY_SIZE ?? '200000';
        console.log(`start: npm start → first 200 on /api/health in ${seconds.toFixed(1)} s`);
        console.log(
          `       (fresh DATA_DIR: web build, ${size}-establishment release generated and imported)`,
        );
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log('start: the server did not answer /api/health (see the output above)');
  } finally {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Section = { title: string; file: string; exportName: string };

const sections: Section[] = [
  { title: 'API start-up and sign-in', file: 'apps/api/bench/api-bench.ts', exportName: 'runApiBench' },
  { title: 'Search API', file: 'apps/api/bench/search-api-bench.ts', exportName: 'runSearchApiBench' },
  { title: 'Lists', file: 'apps/api/bench/lists-bench.ts', exportName: 'runListsBench' },
  { title: 'Validation', file: 'apps/api/bench/validation-bench.ts', exportName: 'runValidationBench' },
  { title: 'Exports', file: 'apps/api/bench/exports-bench.ts', exportName: 'runExportsBench' },
  {
    title: 'A team at once (PGlite, PostgreSQL)',
    file: 'apps/api/bench/team-load-bench.ts',
    exportName: 'runTeamLoadBench',
  },
  {
    title: 'Search screen',
    file: 'apps/web/bench/search-render-bench.ts',
    exportName: 'runSearchRenderBench',
  },
];

/** Each section runs in its own process under its workspace's tsconfig; its output goes straight through. */
function runSection(section: Section): Promise<number | null> {
  const workspace = section.file.split('/').slice(0, 2).join('/');
  const child = spawn(
    'npx',
    [
      'tsx',
      '--tsconfig',
      `${workspace}/tsconfig.json`,
      'bench/run-section.ts',
      section.file,
      section.exportName,
    ],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

console.log('# Prospecta figures');
console.log(`# ${new Date().toISOString()} · node ${process.version}\n`);
if (process.env.SKIP_COLD_START !== '1') await measureColdStart();
for (const section of sections) {
  console.log(`\n## ${section.title}`);
  if (!existsSync(join(repoRoot, section.file))) {
    console.log(`(not measured: ${section.file} is missing)`);
    continue;
  }
  const code = await runSection(section);
  if (code !== 0) console.log(`(section ended with exit code ${code})`);
}
