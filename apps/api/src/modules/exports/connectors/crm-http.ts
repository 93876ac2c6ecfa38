// The HTTP client every connector shares: throttling (429, Retry-After, tool-specific throttle bodies), token
// errors, 5xx/network retries with exponential backoff and jitter, and cancel through the export's signal.
import { CrmRequestError, CrmTokenError } from './connector.ts';

export type CrmHttpRequest = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: Record<string, string>;
};

export type CrmHttp = {
  request<T>(input: CrmHttpRequest): Promise<{ status: number; body: T; headers: Headers }>;
};

export type CrmHttpOptions = {
  /** Retries of a throttled request (429 / isThrottled); 5xx and network errors get at most 3. Default 5. */
  maxRetries?: number;
  /** First backoff delay; doubles on each retry. Default 500 ms. */
  baseDelayMs?: number;
  /** Ceiling of one wait, Retry-After included. Default 60 s. */
  maxDelayMs?: number;
  sleep: (ms: number) => Promise<void>;
  signal: AbortSignal;
  /** Throttle signalled in the body, e.g. Bitrix24 QUERY_LIMIT_EXCEEDED, Salesforce REQUEST_LIMIT_EXCEEDED. */
  isThrottled?: (status: number, body: unknown) => boolean;
  /** Token errors other than 401, e.g. an "invalid token" body under 400/403. */
  isTokenError?: (status: number, body: unknown) => boolean;
};

const SERVER_RETRIES = 3;

/** Milliseconds to wait from a Retry-After header (delta seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function buildUrl(url: string, query: CrmHttpRequest['query']): string {
  if (!query) return url;
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) target.searchParams.set(key, String(value));
  }
  return target.toString();
}

function buildInit(input: CrmHttpRequest, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = { accept: 'application/json', ...input.headers };
  let body: string | undefined;
  if (input.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(input.json);
  } else if (input.form) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
    body = new URLSearchParams(input.form).toString();
  }
  return { method: input.method, headers, body, signal };
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Method, host and path of a request: never its query, where some CRMs take the API key. */
function target(input: CrmHttpRequest): string {
  const url = new URL(input.url);
  return `${input.method} ${url.host}${url.pathname}`;
}

function describe(input: CrmHttpRequest, status: number, body: unknown): string {
  const detail = typeof body === 'string' ? body : JSON.stringify(body);
  return `${input.method} ${new URL(input.url).pathname} → ${status}: ${(detail ?? '').slice(0, 300)}`;
}

/**
 * Why an export to `label` stopped, in words for its user: what the CRM did (no answer, throttled, down,
 * refused), never the request itself (the technical detail goes to the server log).
 */
export function crmFailureReason(error: unknown, label: string): string {
  if (!(error instanceof CrmRequestError)) {
    return 'Ocorreu um erro inesperado. Tente de novo; se continuar, fale com o suporte.';
  }
  if (error.status === 0) return `O ${label} não respondeu. Tente de novo em alguns minutos.`;
  if (error.refusal?.kind === 'api_limit')
    return `A sua organização no ${label} atingiu o limite diário de requisições à API. Tente de novo mais tarde.`;
  if (error.refusal?.kind === 'missing_scope') {
    const scope = error.refusal.scope;
    return scope
      ? `O ${label} recusou o acesso (erro ${error.status}): a conexão salva não tem a permissão ${scope}. Conecte o ${label} de novo em Painel do usuário › Integrações, autorizando essa permissão.`
      : `O ${label} recusou o acesso (erro ${error.status}): a conexão salva não tem uma das permissões de que a exportação precisa. Conecte o ${label} de novo em Painel do usuário › Integrações, autorizando todas as permissões pedidas.`;
  }
  if (error.status === 429 || error.throttled)
    return `O ${label} limitou as requisições por um tempo. Tente de novo mais tarde.`;
  if (error.status >= 500) {
    return `O ${label} está instável (erro ${error.status}). Tente de novo em alguns minutos.`;
  }
  // A 401 is a key or token no longer valid (where a tool's reference says its 403 is too, as PipeRun's, its
  // connector makes that a token error).
  if (error.status === 401) {
    return `O ${label} recusou o acesso (erro 401): a chave ou a conexão salva não vale mais. Conecte o ${label} de novo em Painel do usuário › Integrações.`;
  }
  // A 403 the reference gives no meaning for: the connection was recognised but may not do this.
  if (error.status === 403) {
    return `O ${label} recusou o acesso (erro 403): a conexão salva não tem permissão para esta operação. Confira as permissões do usuário conectado no ${label} ou conecte o ${label} de novo em Painel do usuário › Integrações.`;
  }
  return `O ${label} recusou a requisição (erro ${error.status}).`;
}

export function createCrmHttp(options: CrmHttpOptions): CrmHttp {
  const maxRetries = options.maxRetries ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 60_000;
  const { signal, sleep } = options;

  const backoff = (attempt: number) => {
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
    return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
  };
  const wait = async (ms: number) => {
    await sleep(Math.min(ms, maxDelayMs));
    signal.throwIfAborted();
  };

  return {
    async request<T>(input: CrmHttpRequest) {
      const url = buildUrl(input.url, input.query);
      for (let attempt = 0; ; attempt++) {
        signal.throwIfAborted();
        let res: Response;
        let body: unknown;
        // A per-request signal linked to the export's: fetch leaves its abort listener on the signal it is
        // given, so handing it the shared one would pile up a listener per request over a long export.
        const own = new AbortController();
        const relay = () => own.abort(signal.reason);
        signal.addEventListener('abort', relay, { once: true });
        try {
          res = await fetch(url, buildInit(input, own.signal));
          body = await readBody(res);
        } catch (error) {
          if (signal.aborted) throw signal.reason;
          if (attempt >= SERVER_RETRIES) {
            throw new CrmRequestError(`${target(input)}: ${(error as Error).message}`, 0, null);
          }
          await wait(backoff(attempt));
          continue;
        } finally {
          signal.removeEventListener('abort', relay);
        }
        const { status } = res;
        if (status === 429 || options.isThrottled?.(status, body)) {
          if (attempt >= maxRetries)
            throw new CrmRequestError(describe(input, status, body), status, body, true);
          await wait(retryAfterMs(res.headers.get('retry-after')) ?? backoff(attempt));
          continue;
        }
        if (status === 401 || options.isTokenError?.(status, body)) {
          throw new CrmTokenError(describe(input, status, body));
        }
        if (status >= 500) {
          if (attempt >= Math.min(SERVER_RETRIES, maxRetries)) {
            throw new CrmRequestError(describe(input, status, body), status, body);
          }
          await wait(backoff(attempt));
          continue;
        }
        if (status >= 400) throw new CrmRequestError(describe(input, status, body), status, body);
        return { status, body: body as T, headers: res.headers };
      }
    },
  };
}
