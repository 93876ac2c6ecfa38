// OAuth authorisation-code flows (Salesforce, HubSpot, Zoho, Bitrix24): an authorise URL with a state bound
// to the user (and PKCE where the tool has it), the callback's code exchanged at the tool's token URL, and
// refresh before expiry for exports. Client ids, secrets and URLs come from config (CRM_<TOOL>_*).
import { createHash } from 'node:crypto';
import {
  EXPORT_MESSAGES,
  EXPORT_TOOL_NAMES,
  instanceUrlProblem,
  type OAuthTool,
  type ToolConnection,
} from '@prospecta/contracts/exports-api';
import { type AppConfig, crmToolConfig } from '@/config.ts';
import type { Executor } from '@/db/client.ts';
import { HttpError, unprocessable } from '@/lib/http-error.ts';
import { randomToken, sha256 } from '@/lib/secrets.ts';
import type { ToolCredentials } from '@/modules/exports/connectors/connector.ts';
import { createCrmHttp } from '@/modules/exports/connectors/crm-http.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { OAUTH_PROVIDERS, type TokenAnswer } from './oauth-providers.ts';
import type { SecretBox } from './token-crypto.ts';
import * as repo from './tool-tokens.repository.ts';
import type { ToolTokensService } from './tool-tokens.service.ts';

const STATE_TTL_MS = 10 * 60_000;
/** Refresh when the token expires within this. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

type Deps = { db: Executor; config: AppConfig; box: SecretBox; tokens: ToolTokensService };

const notConfigured = (tool: OAuthTool) =>
  new HttpError(422, EXPORT_MESSAGES.oauthNotConfigured(EXPORT_TOOL_NAMES[tool]));

/** The tool's OAuth client when this server has all its flow needs (authorise page and code exchange), else null. */
function oauthClient(config: AppConfig, tool: OAuthTool) {
  const { authUrl, tokenUrl, clientId, clientSecret } = crmToolConfig(config, tool);
  return authUrl && tokenUrl && clientId && clientSecret
    ? { authUrl, tokenUrl, clientId, clientSecret }
    : null;
}

async function exchange(
  config: AppConfig,
  tool: OAuthTool,
  params: Record<string, string>,
): Promise<TokenAnswer> {
  const settings = oauthClient(config, tool);
  if (!settings) throw notConfigured(tool);
  const http = createCrmHttp({
    maxRetries: 2,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    signal: AbortSignal.timeout(20_000),
  });
  const form = { ...params, client_id: settings.clientId, client_secret: settings.clientSecret };
  const provider = OAUTH_PROVIDERS[tool];
  const res = await http.request<TokenAnswer>(
    provider.exchangeMethod === 'GET'
      ? { method: 'GET', url: settings.tokenUrl, query: form }
      : { method: 'POST', url: settings.tokenUrl, form },
  );
  if (!res.body?.access_token) throw new Error('token answer without access_token');
  return res.body;
}

function credentialsFrom(tool: OAuthTool, answer: TokenAnswer, previous: ToolCredentials): ToolCredentials {
  const expiresIn = Number(answer.expires_in ?? 0);
  return {
    ...previous,
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? previous.refreshToken,
    expiresAt: expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000).toISOString() : undefined,
    instanceUrl: OAUTH_PROVIDERS[tool].instanceUrlOf(answer) ?? previous.instanceUrl,
  };
}

export function createOAuthService({ db, config, box, tokens }: Deps) {
  const redirectUri = (tool: OAuthTool) => `${config.appUrl}/crm/${tool}/callback`;

  return {
    async authorizeUrl(user: AuthUser, tool: OAuthTool, instanceUrl?: string): Promise<string> {
      const provider = OAUTH_PROVIDERS[tool];
      // Checked whole before the consent page: a flow that could not finish here must not start.
      const settings = oauthClient(config, tool);
      if (!settings) throw notConfigured(tool);
      if (provider.needsPortal && !instanceUrl)
        throw unprocessable('Informe o endereço do seu portal Bitrix24');
      const problem = instanceUrl === undefined ? null : instanceUrlProblem(tool, instanceUrl);
      if (problem) throw new HttpError(400, problem, [{ summary: 'instanceUrl', description: problem }]);
      const state = randomToken(24);
      const verifier = provider.pkce ? randomToken(48) : null;
      await repo.insertState(db, {
        stateHash: sha256(state),
        userId: user.id,
        accountId: user.accountId,
        tool,
        verifier: verifier ? box.seal(verifier) : null,
        instanceUrl: instanceUrl ?? null,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      const base = provider.needsPortal
        ? settings.authUrl.replace('https://{portal}', (instanceUrl ?? '').replace(/\/+$/, ''))
        : settings.authUrl;
      const url = new URL(base);
      const params: Record<string, string> = {
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri(tool),
        state,
        ...provider.extraAuthorizeParams,
      };
      if (provider.scope) params.scope = provider.scope;
      if (verifier) {
        params.code_challenge = createHash('sha256').update(verifier).digest('base64url');
        params.code_challenge_method = 'S256';
      }
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return url.toString();
    },

    async callback(
      user: AuthUser,
      tool: OAuthTool,
      input: { code: string; state: string },
    ): Promise<ToolConnection> {
      const saved = await repo.takeState(db, sha256(input.state), user.id, tool);
      if (!saved) throw unprocessable(EXPORT_MESSAGES.oauthStateInvalid);
      const params: Record<string, string> = {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: redirectUri(tool),
      };
      if (saved.verifier) params.code_verifier = box.open(saved.verifier);
      const answer = await exchange(config, tool, params).catch((error: unknown) => {
        if (error instanceof HttpError) throw error;
        throw unprocessable(EXPORT_MESSAGES.oauthExchangeFailed);
      });
      const previous = (await tokens.read(user.id, tool)) ?? {};
      const base: ToolCredentials = saved.instanceUrl
        ? { ...previous, instanceUrl: saved.instanceUrl }
        : previous;
      // The tool issued these tokens itself: verified.
      return tokens.store(user, tool, credentialsFrom(tool, answer, base), true);
    },

    /** The credentials, refreshed first when an OAuth token expires within REFRESH_MARGIN_MS. */
    async fresh(user: Pick<AuthUser, 'id' | 'accountId'>, tool: OAuthTool, current: ToolCredentials) {
      const expiresAt = current.expiresAt ? Date.parse(current.expiresAt) : Number.NaN;
      if (!current.refreshToken || !(expiresAt - Date.now() < REFRESH_MARGIN_MS)) return current;
      const answer = await exchange(config, tool, {
        grant_type: 'refresh_token',
        refresh_token: current.refreshToken,
      });
      const next = credentialsFrom(tool, answer, current);
      await tokens.store(user, tool, next, true);
      return next;
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
