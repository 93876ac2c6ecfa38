// API figures: seconds from process start to the first 200 on /api/health with a fresh DATA_DIR, and
// sign-in requests per second over loopback (argon2id verification dominates). Prints; asserts nothing.
// Alone: `npx tsx --tsconfig apps/api/tsconfig.json apps/api/bench/api-bench.ts` from the repository root.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export type ApiBenchFigures = { startupSeconds: number; signInPerSecond: number; signInP99Ms: number };

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
}

export async function runApiBench(options: { durationSeconds?: number; connections?: number } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'prospecta-bench-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npx', ['tsx', '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, child, 120_000);
    const startupSeconds = (performance.now() - started) / 1000;
    console.log(
      `api: first 200 on /api/health after ${startupSeconds.toFixed(2)} s (fresh DATA_DIR, PGlite)`,
    );

    const result = await autocannon({
      url: `${base}/api/user_token`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.prospecta.dev', password: 'prospecta' }),
      connections: options.connections ?? 4,
      duration: options.durationSeconds ?? 10,
    });
    const figures: ApiBenchFigures = {
      startupSeconds,
      signInPerSecond: result.requests.average,
      signInP99Ms: result.latency.p99,
    };
    console.log(
      `api: sign-in ${figures.signInPerSecond.toFixed(1)} req/s, p99 ${figures.signInP99Ms} ms ` +
        `(${result.connections} connections, ${result.duration} s, ${result['2xx']} × 2xx, ${result.non2xx} other)`,
    );
    return figures;
  } finally {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runApiBench();
}
