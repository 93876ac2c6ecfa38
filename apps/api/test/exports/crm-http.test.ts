// The shared CRM HTTP client against a tiny loopback server: throttling with Retry-After and backoff,
// token errors, 5xx retries, other 4xx, tool-specific throttle bodies and cancel.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrmRequestError, CrmTokenError } from '@/modules/exports/connectors/connector.ts';
import { createCrmHttp, crmFailureReason, retryAfterMs } from '@/modules/exports/connectors/crm-http.ts';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

let server: Server;
let base: string;
let script: Reply[] = [];
let seen: Seen[] = [];

function handle(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const reply = script.shift() ?? { status: 200, body: { ok: true } };
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(options: Partial<Parameters<typeof createCrmHttp>[0]> = {}) {
  script = [];
  seen = [];
  const waits: number[] = [];
  const http = createCrmHttp({
    sleep: async (ms) => {
      waits.push(ms);
    },
    signal: new AbortController().signal,
    ...options,
  });
  return { http, waits };
}

describe('createCrmHttp', () => {
  it('sends JSON with the query and returns the parsed body', async () => {
    const { http } = client();
    script = [{ status: 201, body: { id: 7 } }];
    const res = await http.request<{ id: number }>({
      method: 'POST',
      url: `${base}/v1/organizations`,
      query: { api_token: 'k', skip: undefined },
      headers: { authorization: 'Token x' },
      json: { name: 'ACME' },
    });
    expect(res).toMatchObject({ status: 201, body: { id: 7 } });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/organizations?api_token=k',
      body: '{"name":"ACME"}',
    });
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Token x', 'content-type': 'application/json' });
  });

  it('sends forms url-encoded', async () => {
    const { http } = client();
    await http.request({
      method: 'POST',
      url: `${base}/token`,
      form: { grant_type: 'refresh_token', a: 'b c' },
    });
    expect(seen[0]?.body).toBe('grant_type=refresh_token&a=b+c');
    expect(seen[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('waits Retry-After seconds on 429, then succeeds', async () => {
    const { http, waits } = client();
    script = [
      { status: 429, headers: { 'retry-after': '2' } },
      { status: 429, headers: { 'retry-after': '1' } },
      { status: 200, body: { done: true } },
    ];
    const res = await http.request({ method: 'GET', url: `${base}/x` });
    expect(res.body).toEqual({ done: true });
    expect(waits).toEqual([2000, 1000]);
    expect(seen).toHaveLength(3);
  });

  it('backs off exponentially with jitter without Retry-After and gives up after maxRetries', async () => {
    const { http, waits } = client({ maxRetries: 3, baseDelayMs: 100 });
    script = Array.from({ length: 4 }, () => ({
      status: 429,
      body: { success: false, error: 'Rate limit' },
    }));
    const error = await http.request({ method: 'GET', url: `${base}/x` }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmRequestError);
    expect((error as CrmRequestError).status).toBe(429);
    expect(seen).toHaveLength(4);
    expect(waits).toHaveLength(3);
    waits.forEach((ms, attempt) => {
      expect(ms).toBeGreaterThanOrEqual((100 * 2 ** attempt) / 2);
      expect(ms).toBeLessThanOrEqual(100 * 2 ** attempt);
    });
  });

  it('treats a throttle body (Bitrix24 QUERY_LIMIT_EXCEEDED) as 429', async () => {
    const { http, waits } = client({
      isThrottled: (_s, body) => (body as { error?: string } | null)?.error === 'QUERY_LIMIT_EXCEEDED',
    });
    script = [
      { status: 503, body: { error: 'QUERY_LIMIT_EXCEEDED' } },
      { status: 200, body: { result: 1 } },
    ];
    expect((await http.request({ method: 'GET', url: `${base}/rest/crm.company.add` })).body).toEqual({
      result: 1,
    });
    expect(waits).toHaveLength(1);
  });

  it('raises CrmTokenError on 401 and on isTokenError bodies, without retrying', async () => {
    const { http } = client({
      isTokenError: (_s, body) => (body as { error?: string } | null)?.error === 'expired_token',
    });
    script = [{ status: 401, body: { errors: 'Invalid token.' } }];
    await expect(http.request({ method: 'GET', url: `${base}/x` })).rejects.toBeInstanceOf(CrmTokenError);
    script = [{ status: 400, body: { error: 'expired_token' } }];
    await expect(http.request({ method: 'GET', url: `${base}/x` })).rejects.toBeInstanceOf(CrmTokenError);
    expect(seen).toHaveLength(2);
  });

  it('retries 5xx a few times', async () => {
    const { http, waits } = client({ baseDelayMs: 10 });
    script = [{ status: 502 }, { status: 500, body: { e: 1 } }, { status: 200, body: { ok: 1 } }];
    expect((await http.request({ method: 'GET', url: `${base}/x` })).body).toEqual({ ok: 1 });
    expect(waits).toHaveLength(2);
    script = [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }, { status: 200 }];
    await expect(http.request({ method: 'GET', url: `${base}/x` })).rejects.toMatchObject({ status: 500 });
  });

  it('gives other 4xx as CrmRequestError with the body', async () => {
    const { http } = client();
    script = [{ status: 422, body: { errors: { name: ['não pode ficar em branco'] } } }];
    const error = await http.request({ method: 'POST', url: `${base}/x`, json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmRequestError);
    expect(error).toMatchObject({ status: 422, body: { errors: { name: ['não pode ficar em branco'] } } });
    expect(seen).toHaveLength(1);
  });

  it('retries network errors then fails with status 0', async () => {
    const { http, waits } = client({ baseDelayMs: 1 });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await http
      .request({
        method: 'GET',
        url: `http://127.0.0.1:${port}/v1/deals`,
        query: { api_token: 'SECRET-KEY' },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
    expect(waits).toHaveLength(3);
    // The key some CRMs take in the query never reaches a message (the export's user and its log read it).
    expect((error as Error).message).toMatch(new RegExp(`^GET 127\\.0\\.0\\.1:${port}/v1/deals: `));
    expect((error as Error).message).not.toContain('SECRET-KEY');
    expect(crmFailureReason(error, 'Pipedrive')).toBe(
      'O Pipedrive não respondeu. Tente de novo em alguns minutos.',
    );
  });

  it('says in Portuguese why a CRM stopped an export, without the request', () => {
    const reason = (status: number) =>
      crmFailureReason(new CrmRequestError('GET x/y → 1', status, null), 'RD Station');
    expect(reason(429)).toBe('O RD Station limitou as requisições por um tempo. Tente de novo mais tarde.');
    expect(reason(503)).toBe('O RD Station está instável (erro 503). Tente de novo em alguns minutos.');
    expect(reason(400)).toBe('O RD Station recusou a requisição (erro 400).');
    // A tool's own throttle answer under another status (Bitrix24's 503 QUERY_LIMIT_EXCEEDED) is a throttle.
    expect(crmFailureReason(new CrmRequestError('POST x/batch → 503', 503, null, true), 'Bitrix24')).toBe(
      'O Bitrix24 limitou as requisições por um tempo. Tente de novo mais tarde.',
    );
    // A key revoked or wrong: where to connect it again.
    expect(reason(401)).toBe(
      'O RD Station recusou o acesso (erro 401): a chave ou a conexão salva não vale mais. Conecte o RD Station de novo em Painel do usuário › Integrações.',
    );
    // A 403 its reference gives no meaning for (PipeRun's and Meetime's are token errors in their connectors).
    expect(reason(403)).toBe(
      'O RD Station recusou o acesso (erro 403): a conexão salva não tem permissão para esta operação. Confira as permissões do usuário conectado no RD Station ou conecte o RD Station de novo em Painel do usuário › Integrações.',
    );
    // What the reference says a 403 is: HubSpot's missing scope, Salesforce's org API limit.
    const forbidden = new CrmRequestError('POST x → 403', 403, null);
    expect(
      crmFailureReason(
        forbidden.meaning({ kind: 'missing_scope', scope: 'crm.objects.deals.write' }),
        'HubSpot',
      ),
    ).toBe(
      'O HubSpot recusou o acesso (erro 403): a conexão salva não tem a permissão crm.objects.deals.write. Conecte o HubSpot de novo em Painel do usuário › Integrações, autorizando essa permissão.',
    );
    expect(crmFailureReason(forbidden.meaning({ kind: 'missing_scope', scope: null }), 'HubSpot')).toMatch(
      /não tem uma das permissões de que a exportação precisa\. Conecte o HubSpot de novo em Painel do usuário › Integrações, autorizando todas as permissões pedidas\.$/,
    );
    expect(crmFailureReason(forbidden.meaning({ kind: 'api_limit' }), 'Salesforce')).toBe(
      'A sua organização no Salesforce atingiu o limite diário de requisições à API. Tente de novo mais tarde.',
    );
    expect(crmFailureReason(new TypeError('boom'), 'RD Station')).toMatch(/^Ocorreu um erro inesperado/);
  });

  it('stops when the export is cancelled while waiting', async () => {
    const controller = new AbortController();
    const { http } = client({
      signal: controller.signal,
      sleep: async () => controller.abort(new Error('cancelled')),
    });
    script = [{ status: 429, headers: { 'retry-after': '5' } }, { status: 200 }];
    await expect(http.request({ method: 'GET', url: `${base}/x` })).rejects.toThrow('cancelled');
    expect(seen).toHaveLength(1);
  });
});

describe('retryAfterMs', () => {
  it.each([
    ['3', 3000],
    ['0', 0],
    ['1.5', 1500],
    ['Wed, 21 Oct 2015 07:28:10 GMT', 10_000],
    ['garbage', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(retryAfterMs(header, Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(expected);
  });
});
