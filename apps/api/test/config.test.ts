import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir,
      database: { kind: 'pglite', dir: join(dir, 'app') },
      registryPath: join(dir, 'registry.duckdb'),
      appUrl: 'http://localhost:3000',
      seedDemo: true,
      staffEmailDomain: 'prospecta.dev',
      salesEmail: 'vendas@prospecta.dev',
      prospectorSearchAccountIds: [],
      rateLimitSignInPerMinute: 300,
      rateLimitSignInFailuresPerMinute: 5,
    });
    expect(config.smtpUrl).toBeUndefined();
  });

  it('generates the token secret once and keeps it under DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).tokenSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'token-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).tokenSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, TOKEN_SECRET: 'given' }).tokenSecret).toBe('given');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '4100',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/app',
      SEED_DEMO: 'false',
      PROSPECTOR_SEARCH_ACCOUNT_IDS: 'a, b,,c',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '5000',
      RATE_LIMIT_SIGNIN_FAILURES_PER_MINUTE: '7',
    });
    expect(config).toMatchObject({
      port: 4100,
      appUrl: 'http://localhost:4100',
      database: { kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/app' },
      seedDemo: false,
      prospectorSearchAccountIds: ['a', 'b', 'c'],
      rateLimitSignInPerMinute: 5000,
      rateLimitSignInFailuresPerMinute: 7,
    });
  });
});
