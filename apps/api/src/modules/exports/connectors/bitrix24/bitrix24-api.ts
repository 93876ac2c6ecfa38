// Bitrix24 REST calls: `{portal}/rest/{method}.json` with the OAuth access token as the `auth` parameter, or
// an inbound-webhook URL (`{portal}/rest/{user}/{code}`) stored as the instance URL, which carries its own
// rights. `batch` runs up to 50 commands in one request (one hit on the leaky bucket of 2 requests/s);
// each command is `method?params` with PHP-style bracketed parameters.
import type { ConnectorContext } from '../connector.ts';

export type BitrixError = { error: string; error_description?: string };
type BatchBody = {
  result: {
    result: Record<string, unknown> | unknown[];
    result_error: Record<string, BitrixError> | unknown[];
  };
};
export type BatchCommand = [method: string, params: Record<string, unknown>];
export type BatchResult = { results: Map<string, unknown>; errors: Map<string, BitrixError> };

/** Bitrix24's batch limit. */
export const BATCH_COMMANDS = 50;

const codeOf = (body: unknown) =>
  body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;

/** HTTP 503 QUERY_LIMIT_EXCEEDED is the leaky bucket's answer (a newer 429 is handled by the client anyway). */
export const bitrixThrottled = (_status: number, body: unknown) => codeOf(body) === 'QUERY_LIMIT_EXCEEDED';

/** The reference does not confirm a 401 for these, so the body decides. */
export const bitrixTokenError = (_status: number, body: unknown) =>
  ['expired_token', 'invalid_token', 'NO_AUTH_FOUND'].includes(String(codeOf(body)));

/** `fields[PHONE][0][VALUE]=…` as PHP's http_build_query writes it (what a batch command carries). */
export function phpQuery(value: unknown, prefix = ''): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
      phpQuery(v, prefix ? `${prefix}[${key}]` : key),
    );
  }
  return [`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`];
}

export function bitrix24Api(ctx: ConnectorContext) {
  const portal = (ctx.credentials.instanceUrl ?? ctx.baseUrl).replace(/\/+$/, '');
  const webhook = /\/rest\/\d+\/[^/]+$/.test(portal);
  const root = webhook ? portal : `${portal}/rest`;
  const auth = webhook ? {} : { auth: ctx.credentials.accessToken };

  async function call<T>(method: string, params: Record<string, unknown>): Promise<T> {
    const res = await ctx.http.request<{ result: T }>({
      method: 'POST',
      url: `${root}/${method}.json`,
      query: auth,
      json: params,
    });
    return res.body.result;
  }

  /** Commands in chunks of 50, halt=0: one refused command does not stop the others. */
  async function batch(commands: [key: string, command: BatchCommand][]): Promise<BatchResult> {
    const results = new Map<string, unknown>();
    const errors = new Map<string, BitrixError>();
    for (let i = 0; i < commands.length; i += BATCH_COMMANDS) {
      const cmd = Object.fromEntries(
        commands
          .slice(i, i + BATCH_COMMANDS)
          .map(([key, [method, params]]) => [key, `${method}?${phpQuery(params).join('&')}`]),
      );
      // The outer `auth` covers every command (public docs of `batch`); PHP serialises an empty map as [].
      const body = await call<BatchBody['result']>('batch', { halt: 0, cmd });
      for (const [key, value] of Object.entries(body.result ?? {})) results.set(key, value);
      for (const [key, value] of Object.entries(body.result_error ?? {}))
        errors.set(key, value as BitrixError);
    }
    return { results, errors };
  }

  return { call, batch };
}

export type Bitrix24Api = ReturnType<typeof bitrix24Api>;

export const bitrixReason = (what: string, error: BitrixError | undefined) =>
  `Bitrix24 recusou ${what}: ${error?.error_description || error?.error || 'erro desconhecido'}`;
