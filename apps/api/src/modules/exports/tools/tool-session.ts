// Everything a tool export needs around its connector: the user's stored credentials (refreshed before
// expiry for OAuth tools), the tool's options checked by its schema, the shared HTTP client and the context.
import {
  type ExportFilters,
  type ExportTool,
  OAUTH_TOOLS,
  type OAuthTool,
} from '@prospecta/contracts/exports-api';
import type { FastifyInstance } from 'fastify';
import { crmToolConfig } from '@/config.ts';
import type { ExportRow } from '@/db/schema/exports.ts';
import { createOAuthService, REFRESH_MARGIN_MS } from '@/modules/integrations/oauth.service.ts';
import { secretBox } from '@/modules/integrations/token-crypto.ts';
import { createToolTokensService } from '@/modules/integrations/tool-tokens.service.ts';
import {
  type CompanyOutcome,
  type ConnectorContext,
  type CrmConnector,
  CrmRequestError,
  CrmTokenError,
  type ExportCompany,
  type ToolCredentials,
} from '../connectors/connector.ts';
import { createCrmHttp } from '../connectors/crm-http.ts';
import { connectorFor } from '../connectors/index-of-connectors.ts';

export type ToolRequest = {
  type: 'normal' | 'select' | 'single';
  cnpjs?: string[];
  filters: ExportFilters;
  options: Record<string, unknown>;
};

/** Ploomes' rule: 19 contacts, then a 10 s pause (shortened by CRM_PLOOMES_PAUSE_MS). */
const PLOOMES_PAUSE_MS = 10_000;

export function abortableSleep(signal: AbortSignal) {
  return (ms: number) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
}

export function tokenServices(app: FastifyInstance) {
  const box = secretBox(app.config.tokenSecret);
  const tokens = createToolTokensService({ db: app.db, box });
  return { tokens, oauth: createOAuthService({ db: app.db, config: app.config, box, tokens }) };
}

const isOAuth = (tool: ExportTool): tool is OAuthTool => (OAUTH_TOOLS as readonly string[]).includes(tool);

export type ToolSession = {
  connector: CrmConnector;
  exportBatch(companies: ExportCompany[]): Promise<CompanyOutcome[]>;
};

export async function toolSession(
  app: FastifyInstance,
  exp: ExportRow,
  signal: AbortSignal,
): Promise<ToolSession> {
  const tool = exp.service as ExportTool;
  const connector = connectorFor(tool);
  if (!connector) throw new Error(`Conector ${tool} indisponível`);
  const { tokens, oauth } = tokenServices(app);
  const user = { id: exp.userId, accountId: exp.accountId };
  let credentials: ToolCredentials | null = await tokens.read(exp.userId, tool);
  const missing = credentials ? connector.missingCredentialsMessage(credentials) : `sem credenciais`;
  if (!credentials || missing) throw new CrmTokenError(missing ?? 'sem credenciais');
  const options = connector.optionsSchema.parse((exp.request as ToolRequest).options ?? {}) as Record<
    string,
    unknown
  >;
  const realSleep = abortableSleep(signal);
  const pauseMs = app.config.crmPloomesPauseMs ?? PLOOMES_PAUSE_MS;
  const sleep = (ms: number) => realSleep(tool === 'ploomes' && ms === PLOOMES_PAUSE_MS ? pauseMs : ms);
  const http = createCrmHttp({
    sleep,
    signal,
    isThrottled: connector.isThrottled,
    isTokenError: connector.isTokenError,
  });
  const baseUrl = crmToolConfig(app.config, tool).apiUrl;
  const log = (message: string) => app.log.info({ exportId: exp.id, tool }, message);

  async function refreshed(current: ToolCredentials): Promise<ToolCredentials> {
    if (!isOAuth(tool) || !current.refreshToken || !current.expiresAt) return current;
    if (Date.parse(current.expiresAt) - Date.now() >= REFRESH_MARGIN_MS) return current;
    try {
      return await oauth.fresh(user, tool, current);
    } catch (error) {
      // A refused refresh (invalid_grant…) means the user must connect again.
      if (error instanceof CrmRequestError && error.status >= 400 && error.status < 500) {
        throw new CrmTokenError(error.message);
      }
      throw error;
    }
  }

  return {
    connector,
    async exportBatch(companies) {
      credentials = await refreshed(credentials as ToolCredentials);
      const ctx: ConnectorContext = { credentials, options, baseUrl, http, signal, sleep, log };
      return connector.exportBatch(ctx, companies);
    },
  };
}
