// Reads the environment once into a typed config; buildApp takes this object so tests can build their own.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ToolName } from '@/modules/exports/connectors/connector.ts';

/** A sales tool's API root and OAuth settings (CRM_<TOOL>_API_URL, _AUTH_URL, _TOKEN_URL, _CLIENT_ID, _CLIENT_SECRET). */
export type CrmToolConfig = {
  apiUrl: string;
  authUrl?: string;
  tokenUrl?: string;
  clientId?: string;
  clientSecret?: string;
};

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
  /** Where plan orders and requests for a sales consultant go (SALES_EMAIL). */
  salesEmail: string;
  /** Where a user's support message is e-mailed when their account has no active CS owner (SUPPORT_EMAIL). */
  supportEmail: string;
  prospectorSearchAccountIds: string[];
  /** Requests per IP per minute to each sign-in route, successful ones included: the ceiling. */
  rateLimitSignInPerMinute: number;
  /** Failed sign-ins per IP and e-mail in a minute before 429. */
  rateLimitSignInFailuresPerMinute: number;
  /** Requests per IP per minute to the public shared-download route. */
  rateLimitShortLinkPerMinute: number;
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
  /**
   * A domain known to take mail (DNS_CANARY_DOMAIN, default gmail.com), looked up before an e-mail validation:
   * a resolver that denies it (offline, captive or misconfigured DNS answers NXDOMAIN to everything) would
   * mark every e-mail invalid, so the run is refused instead.
   */
  dnsCanaryDomain: string;
  /** Per-tool API roots and OAuth settings; tests point them at loopback fakes (unset: the public defaults). */
  crm?: Partial<Record<ToolName, CrmToolConfig>>;
  /** Days an export file is kept before the cleanup job removes it (default 7). */
  exportRetentionDays?: number;
  /** Ploomes pause between batches of 19 contacts (default 10 s; tests shorten it). */
  crmPloomesPauseMs?: number;
};

/** The tools' public defaults. */
const CRM_DEFAULTS: Record<ToolName, CrmToolConfig> = {
  salesforce: {
    apiUrl: 'https://login.salesforce.com',
    authUrl: 'https://login.salesforce.com/services/oauth2/authorize',
    tokenUrl: 'https://login.salesforce.com/services/oauth2/token',
  },
  hubspot: {
    apiUrl: 'https://api.hubapi.com',
    authUrl: 'https://app.hubspot.com/oauth/authorize',
    // v1 OAuth is deprecated on 16 Feb 2027; v3 takes the same parameters, in the form body [HS-oauth-v3].
    tokenUrl: 'https://api.hubapi.com/oauth/v3/token',
  },
  pipedrive: { apiUrl: 'https://api.pipedrive.com/v1' },
  zoho: {
    apiUrl: 'https://www.zohoapis.com',
    authUrl: 'https://accounts.zoho.com/oauth/v2/auth',
    tokenUrl: 'https://accounts.zoho.com/oauth/v2/token',
  },
  bitrix24: {
    apiUrl: 'https://oauth.bitrix.info',
    authUrl: 'https://{portal}/oauth/authorize/',
    tokenUrl: 'https://oauth.bitrix.info/oauth/token/',
  },
  rdstation: { apiUrl: 'https://crm.rdstation.com/api/v1' },
  ploomes: { apiUrl: 'https://public-api2.ploomes.com' },
  agendor: { apiUrl: 'https://api.agendor.com.br/v3' },
  piperun: { apiUrl: 'https://api.pipe.run/v1' },
  meetime: { apiUrl: 'https://api.meetime.com.br/v2' },
  funildevendas: { apiUrl: 'https://app.funildevendas.com.br/api' },
  totvs: { apiUrl: 'https://totvscrm.app/api' },
};

export function crmFrom(env: Env): Record<ToolName, CrmToolConfig> {
  const out = {} as Record<ToolName, CrmToolConfig>;
  for (const [tool, defaults] of Object.entries(CRM_DEFAULTS) as [ToolName, CrmToolConfig][]) {
    const key = `CRM_${tool.toUpperCase()}`;
    out[tool] = {
      apiUrl: env[`${key}_API_URL`] || defaults.apiUrl,
      authUrl: env[`${key}_AUTH_URL`] || defaults.authUrl,
      tokenUrl: env[`${key}_TOKEN_URL`] || defaults.tokenUrl,
      clientId: env[`${key}_CLIENT_ID`] || undefined,
      clientSecret: env[`${key}_CLIENT_SECRET`] || undefined,
    };
  }
  return out;
}

/** The settings of one tool: the config's, else the public defaults. */
export function crmToolConfig(config: AppConfig, tool: ToolName): CrmToolConfig {
  return config.crm?.[tool] ?? { ...CRM_DEFAULTS[tool] };
}

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
  const staffEmailDomain = (env.STAFF_EMAIL_DOMAIN || 'prospecta.dev').toLowerCase();
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
    staffEmailDomain,
    salesEmail: env.SALES_EMAIL?.trim() || `vendas@${staffEmailDomain}`,
    supportEmail: env.SUPPORT_EMAIL?.trim() || `suporte@${staffEmailDomain}`,
    prospectorSearchAccountIds: (env.PROSPECTOR_SEARCH_ACCOUNT_IDS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    rateLimitSignInPerMinute: intFrom(env.RATE_LIMIT_SIGNIN_PER_MINUTE, 300),
    rateLimitSignInFailuresPerMinute: intFrom(env.RATE_LIMIT_SIGNIN_FAILURES_PER_MINUTE, 5),
    rateLimitShortLinkPerMinute: intFrom(env.RATE_LIMIT_SHORT_LINK_PER_MINUTE, 60),
    signInFailuresPerEmail: 10,
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    worker: env.WORKER !== 'false',
    dnsServers: listFrom(env.DNS_SERVERS),
    dnsCanaryDomain: env.DNS_CANARY_DOMAIN?.trim() || 'gmail.com',
    crm: crmFrom(env),
    exportRetentionDays: intFrom(env.EXPORT_RETENTION_DAYS, 7),
    crmPloomesPauseMs: intFrom(env.CRM_PLOOMES_PAUSE_MS, 10_000),
  };
}
