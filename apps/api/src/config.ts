// Reads the environment once into a typed config; buildApp takes this object so tests can build their own.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type DatabaseConfig =
  /** A PostgreSQL server (DATABASE_URL). */
  | { kind: 'postgres'; url: string }
  /** Embedded PGlite: files under `dir`, or in memory when `dir` is undefined (tests). */
  | { kind: 'pglite'; dir?: string };

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  registryPath: string;
  smtpUrl?: string;
  mailFrom: string;
  tokenSecret: string;
  appUrl: string;
  seedDemo: boolean;
  staffEmailDomain: string;
  prospectorSearchAccountIds: string[];
  /** Per-IP limit on the sign-in routes. */
  rateLimitSignInPerMinute: number;
  /** Failed sign-ins per e-mail in a 15-minute window before 429. */
  signInFailuresPerEmail: number;
  /** Built SPA to serve with history fallback, when it exists. */
  webDistDir?: string;
  logLevel: string;
  /** Trust X-Forwarded-For (only behind a reverse proxy; otherwise clients could dodge the per-IP limit). */
  trustProxy: boolean;
  /** Run the job worker inside the API process (WORKER=false leaves jobs to `npm run worker`). */
  worker?: boolean;
  /** DNS resolvers (`host:port`) for the e-mail checks (DNS_SERVERS); unset: the system's. */
  dnsServers?: string[];
};

type Env = Record<string, string | undefined>;

function tokenSecretFor(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** A comma list; undefined when empty. */
function listFrom(value: string | undefined): string[] | undefined {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = intFrom(env.PORT, 3000);
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: join(dataDir, 'app') },
    registryPath: env.REGISTRY_PATH || join(dataDir, 'registry.duckdb'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Prospecta <nao-responda@prospecta.dev>',
    tokenSecret: tokenSecretFor(dataDir, env.TOKEN_SECRET),
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    seedDemo: env.SEED_DEMO !== 'false',
    staffEmailDomain: (env.STAFF_EMAIL_DOMAIN || 'prospecta.dev').toLowerCase(),
    prospectorSearchAccountIds: (env.PROSPECTOR_SEARCH_ACCOUNT_IDS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    rateLimitSignInPerMinute: intFrom(env.RATE_LIMIT_SIGNIN_PER_MINUTE, 30),
    signInFailuresPerEmail: 10,
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    worker: env.WORKER !== 'false',
    dnsServers: listFrom(env.DNS_SERVERS),
  };
}
