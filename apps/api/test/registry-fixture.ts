// A small generated registry shared by the API test files: generated and imported once per seed, size
// and registry file layout, cached in the OS temp dir (the import renames into place atomically; parallel
// test workers racing on a cold cache: the import lock refuses all but one, which the others wait for).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Role } from '@prospecta/contracts/auth';
import { normalizeSearchQuery } from '@prospecta/contracts/query-rules';
import type { SearchQuery } from '@prospecta/contracts/search-query';
import { parseIsoDate } from '@prospecta/registry/generator/dates';
import { DEFAULT_RELEASE_DATE } from '@prospecta/registry/generator/generate-command';
import { generateRelease } from '@prospecta/registry/generator/generate-release';
import { importRelease } from '@prospecta/registry/importer/import-release';
import type { AppConfig } from '@/config.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_PASSWORD } from '@/db/seed.ts';
import { hashPassword } from '@/modules/auth/passwords.ts';
import { insertGrant } from '@/modules/credits/credits.repository.ts';
import { buildTestApp, OWNER, signIn, type TestApp } from './helper.ts';

const registrySrc = fileURLToPath(new URL('../../../packages/registry/src', import.meta.url));

/**
 * A hash of what decides the file's layout (the schema, the importer, the derived tables), so a changed
 * importer never reuses a stale file. Generator changes alone keep the cache: tests compare the API with
 * the registry itself, never with fixed numbers.
 */
function layoutVersion(): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
    } else if (/\.(ts|mjs)$/.test(path))
      hash.update(path.slice(registrySrc.length)).update(readFileSync(path));
  };
  for (const part of ['schema.ts', 'importer', 'query/derived-tables.ts']) {
    const path = join(registrySrc, part);
    if (existsSync(path)) add(path);
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Another test worker importing the same file holds its import lock, which refuses this import: wait for
 * that one to put the file in place (the first run after a layout change has every worker on a cold cache).
 */
async function importedByAnother(file: string, error: unknown): Promise<void> {
  const lock = `${file}.import-lock`;
  const deadline = Date.now() + 10 * 60_000;
  while (existsSync(lock) && !existsSync(file) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));
  if (!existsSync(file)) throw error;
}

/** TEST_REGISTRY_PATH, when set, names an already imported registry to use instead. */
export async function testRegistryPath(options: { seed?: number; size?: number } = {}): Promise<string> {
  if (process.env.TEST_REGISTRY_PATH && !options.seed && !options.size) return process.env.TEST_REGISTRY_PATH;
  const seed = options.seed ?? 7;
  const size = options.size ?? 3000;
  const dir = join(tmpdir(), 'prospecta-test-registry');
  const file = join(dir, `registry-s${seed}-n${size}-${layoutVersion()}.duckdb`);
  if (existsSync(file)) return file;
  const releaseDir = join(dir, `release-s${seed}-n${size}-${process.pid}`);
  await mkdir(releaseDir, { recursive: true });
  try {
    await generateRelease({
      size,
      seed,
      releaseDay: parseIsoDate(DEFAULT_RELEASE_DATE),
      outDir: releaseDir,
      workers: 1,
    });
    await importRelease({ releaseDir, out: file, memoryLimit: '512MB', threads: 1 }).catch((error) =>
      importedByAnother(file, error),
    );
  } finally {
    await rm(releaseDir, { recursive: true, force: true });
  }
  return file;
}

export type SearchTestApp = TestApp & { token: (email?: string) => Promise<string> };

/** The API over the shared registry, plus the owner's token and the registry itself for direct checks. */
export async function buildSearchTestApp(
  options: { config?: Partial<AppConfig>; registryPath?: string } = {},
): Promise<SearchTestApp> {
  const registryPath = options.registryPath ?? (await testRegistryPath());
  const t = await buildTestApp({ config: { registryPath, ...options.config } });
  const tokens = new Map<string, string>();
  return {
    ...t,
    async token(email = OWNER) {
      const known = tokens.get(email);
      if (known) return known;
      const { token } = await signIn(t.app, email);
      tokens.set(email, token);
      return token;
    },
  };
}

/** A fresh customer account with one owner and `clicks` click credits; answers its ids and a token. */
export async function newCustomer(t: SearchTestApp, clicks: number) {
  const suffix = randomBytes(4).toString('hex');
  const [account] = await t.app.db
    .insert(accounts)
    .values({ name: `Cliente ${suffix}`, accountType: 'active' })
    .returning({ id: accounts.id });
  if (!account) throw new Error('no account');
  const email = `dono-${suffix}@cliente.test`;
  await t.app.db.insert(users).values({
    accountId: account.id,
    name: `Dono ${suffix}`,
    email,
    role: 'owner',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  if (clicks > 0) {
    await insertGrant(t.app.db, {
      accountId: account.id,
      type: 'click',
      amount: clicks,
      expiresAt: null,
      origin: 'test',
    });
  }
  return { accountId: account.id, email, token: await t.token(email) };
}

/** What the server must run for a query a user of this role sent (the spec §5 and role rules). */
export function normalised(query: unknown, role: Role = 'owner'): SearchQuery {
  const result = normalizeSearchQuery(query, { role });
  if (!result.ok) throw new Error(`query refused: ${JSON.stringify(result.issues)}`);
  return result.query;
}
