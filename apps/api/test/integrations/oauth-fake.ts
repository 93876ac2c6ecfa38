// A loopback fake authorisation server for the OAuth tests: issues codes bound to a PKCE challenge, answers
// the token URL for authorization_code and refresh_token grants, and keeps what it received.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OAuthFake = {
  url: string;
  received: Record<string, string>[];
  /** How each token request came: path, query, body type and whether it carried HTTP Basic credentials. */
  requests: { path: string; query: string; contentType: string | undefined; basicAuth: boolean }[];
  /** A code the "user" got after approving; `challenge` is the PKCE challenge of the authorise URL. */
  issueCode(challenge?: string): string;
  close(): Promise<void>;
};

export async function startOAuthFake(client: {
  id: string;
  secret: string;
  instanceUrl: string;
}): Promise<OAuthFake> {
  const codes = new Map<string, string | undefined>();
  const refreshTokens = new Set<string>();
  const received: Record<string, string>[] = [];
  const requests: OAuthFake['requests'] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const target = new URL(req.url ?? '/', 'http://x');
      const query = target.searchParams;
      requests.push({
        path: target.pathname,
        query: target.search,
        contentType: req.headers['content-type'],
        basicAuth: /^basic /i.test(req.headers.authorization ?? ''),
      });
      const params = Object.fromEntries(new URLSearchParams(body || query.toString()));
      received.push(params);
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (params.client_id !== client.id || params.client_secret !== client.secret) {
        return reply(401, { error: 'invalid_client' });
      }
      let ok = false;
      if (params.grant_type === 'authorization_code' && params.code && codes.has(params.code)) {
        const challenge = codes.get(params.code);
        codes.delete(params.code);
        const verified = createHash('sha256')
          .update(params.code_verifier ?? '')
          .digest('base64url');
        ok = challenge === undefined || challenge === verified;
      }
      if (
        params.grant_type === 'refresh_token' &&
        params.refresh_token &&
        refreshTokens.has(params.refresh_token)
      ) {
        refreshTokens.delete(params.refresh_token);
        ok = true;
      }
      if (!ok) return reply(400, { error: 'invalid_grant' });
      const refresh = `rt-${randomBytes(6).toString('hex')}`;
      refreshTokens.add(refresh);
      reply(200, {
        access_token: `at-${randomBytes(8).toString('hex')}`,
        refresh_token: refresh,
        expires_in: 3600,
        instance_url: client.instanceUrl,
        token_type: 'Bearer',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    requests,
    issueCode(challenge) {
      const code = `code-${randomBytes(6).toString('hex')}`;
      codes.set(code, challenge);
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
