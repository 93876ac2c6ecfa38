// The tool-token store: what each user connected, the credentials (sealed at rest, never sent back), the
// register_crm rules per tool, and reading credentials for an export.
import {
  EXPORT_MESSAGES,
  EXPORT_TOOL_LABELS,
  EXPORT_TOOL_NAMES,
  EXPORT_TOOLS,
  type ExportTool,
  type KeyCheck,
  OAUTH_TOOLS,
  type RegisterCrmBody,
  type ToolConnection,
} from '@prospecta/contracts/exports-api';
import type { Executor } from '@/db/client.ts';
import type { ToolCredentialRow } from '@/db/schema/integrations.ts';
import { unprocessable } from '@/lib/http-error.ts';
import type { ToolCredentials } from '@/modules/exports/connectors/connector.ts';
import { connectorFor } from '@/modules/exports/connectors/index-of-connectors.ts';
import type { AuthUser } from '@/plugins/types.ts';
import type { SecretBox } from './token-crypto.ts';
import * as repo from './tool-tokens.repository.ts';

const isOAuth = (tool: ExportTool) => (OAUTH_TOOLS as readonly string[]).includes(tool);

/**
 * Connected means an export can start: what is saved is all the tool needs (a Salesforce domain or a
 * Bitrix24 portal saved before its login is not a connection yet).
 */
function connectionOf(
  tool: ExportTool,
  row: ToolCredentialRow | undefined,
  credentials: ToolCredentials | null,
): ToolConnection {
  const connected =
    row !== undefined &&
    credentials !== null &&
    connectorFor(tool)?.missingCredentialsMessage(credentials) === null;
  return {
    tool,
    label: EXPORT_TOOL_NAMES[tool],
    kind: isOAuth(tool) ? 'oauth' : 'key',
    connected,
    verified: connected && (row?.verifiedAt ?? null) !== null,
    connectedAt: connected ? (row?.updatedAt.toISOString() ?? null) : null,
    expiresAt: row?.expiresAt?.toISOString() ?? null,
    instanceUrl: row?.instanceUrl ?? null,
  };
}

export type CredentialsCheck = (
  tool: ExportTool,
  credentials: ToolCredentials,
) => Promise<KeyCheck | 'refused'>;

/** `check` asks the tool about a key being saved (exports/tools/check-credentials.ts); without it, none is. */
export function createToolTokensService(deps: { db: Executor; box: SecretBox; check?: CredentialsCheck }) {
  const { db, box } = deps;

  const open = (row: ToolCredentialRow) => JSON.parse(box.open(row.secret)) as ToolCredentials;

  async function read(userId: string, tool: ExportTool): Promise<ToolCredentials | null> {
    const row = await repo.findCredential(db, userId, tool);
    return row ? open(row) : null;
  }

  /**
   * Saves the credentials; `verified`: whether the tool has just confirmed them (its key check, its OAuth
   * flow), false when they were saved without its word; left out, what was known stays (a domain saved alone).
   */
  async function store(
    user: Pick<AuthUser, 'id' | 'accountId'>,
    tool: ExportTool,
    credentials: ToolCredentials,
    verified?: boolean,
  ) {
    const row = await repo.upsertCredential(db, {
      userId: user.id,
      accountId: user.accountId,
      tool,
      kind: isOAuth(tool) ? 'oauth' : 'key',
      secret: box.seal(JSON.stringify(credentials)),
      instanceUrl: credentials.instanceUrl ?? null,
      expiresAt: credentials.expiresAt ? new Date(credentials.expiresAt) : null,
      ...(verified === undefined ? {} : { verifiedAt: verified ? new Date() : null }),
    });
    return connectionOf(tool, row, credentials);
  }

  return {
    read,
    store,

    async connections(userId: string): Promise<ToolConnection[]> {
      const rows = new Map((await repo.listCredentials(db, userId)).map((r) => [r.tool, r]));
      return EXPORT_TOOLS.map((tool) => {
        const row = rows.get(tool);
        return connectionOf(tool, row, row ? open(row) : null);
      });
    },

    /**
     * register_crm: key tools need `value` (their API key; the contract refuses a body without it); TOTVS
     * needs accessToken and integrationToken; OAuth tools may store a long-lived token (`value`/`accessToken`)
     * and their domain (`instanceUrl`, only the tools that use one: the contract refuses it for others),
     * merged into what the OAuth flow stored. A new key or token is first shown to the tool: one it refuses
     * is not saved (the previous credentials stay).
     */
    async register(user: AuthUser, body: RegisterCrmBody): Promise<ToolConnection> {
      const tool = body.crm;
      const current = (await read(user.id, tool)) ?? {};
      const next: ToolCredentials = { ...current };
      if (isOAuth(tool)) {
        if (body.value ?? body.accessToken) next.accessToken = body.value ?? body.accessToken;
      } else if (tool === 'totvs') {
        next.accessToken = body.accessToken ?? next.accessToken;
        next.integrationToken = body.integrationToken ?? next.integrationToken;
        if (!next.accessToken || !next.integrationToken)
          throw unprocessable(EXPORT_MESSAGES.totvsFieldsEmpty);
      } else {
        next.apiKey = body.value ?? body.accessToken ?? next.apiKey;
        if (!next.apiKey) throw unprocessable(EXPORT_MESSAGES.notAuthenticated(EXPORT_TOOL_LABELS[tool]));
      }
      if (body.instanceUrl) next.instanceUrl = body.instanceUrl.replace(/\/+$/, '');
      if (tool === 'salesforce' && !next.instanceUrl)
        throw unprocessable(EXPORT_MESSAGES.salesforceDomainEmpty);
      if (isOAuth(tool) && !next.accessToken && !next.instanceUrl) {
        throw unprocessable(EXPORT_MESSAGES.notAuthenticated(EXPORT_TOOL_LABELS[tool]));
      }
      const newKey = Boolean(body.value ?? body.accessToken ?? body.integrationToken);
      const keyCheck = newKey && deps.check ? await deps.check(tool, next) : 'unchecked';
      if (keyCheck === 'refused') throw unprocessable(EXPORT_MESSAGES.keyRefused(EXPORT_TOOL_NAMES[tool]));
      // The outcome is kept: a key saved while the tool did not answer (or that it cannot check) stays
      // "not verified" on the screens until an export reaches the tool with it.
      const verified = newKey ? keyCheck === 'accepted' : undefined;
      return { ...(await store(user, tool, next, verified)), keyCheck };
    },

    /** An export reached the tool with the stored credentials. */
    markVerified: (userId: string, tool: ExportTool) => repo.markVerified(db, userId, tool),

    async disconnect(userId: string, tool: ExportTool) {
      await repo.deleteCredential(db, userId, tool);
    },
  };
}

export type ToolTokensService = ReturnType<typeof createToolTokensService>;
