// Loopback plumbing shared by the CRM fakes (test code only): a server on 127.0.0.1 port 0 that keeps every
// request it received, answers through the tool's own handler, and throttles or goes down on demand. Also the
// connector context the connector tests use (waits recorded instead of slept) and a few sample companies.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ConnectorContext,
  ExportCompany,
  ToolCredentials,
} from '@/modules/exports/connectors/connector.ts';
import { createCrmHttp } from '@/modules/exports/connectors/crm-http.ts';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
};
export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string> };
export type FakeHandler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

export type FakeServer = {
  url: string;
  requests: FakeRequest[];
  /** The next `count` requests are refused with the tool's throttle reply. */
  throttle(count: number): void;
  /**
   * From the first request `from` matches (any when absent) on, that one and every later one get `reply`: a
   * CRM that stays throttled or down. `outage(null)` ends it.
   */
  outage(reply: FakeReply | null, from?: (req: FakeRequest) => boolean): void;
  close(): Promise<void>;
};

export async function startFakeServer(handler: FakeHandler, throttled: () => FakeReply): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  let throttleLeft = 0;
  let outage: { reply: FakeReply; from: (req: FakeRequest) => boolean; started: boolean } | null = null;
  const send = (res: ServerResponse, reply: FakeReply) => {
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {}
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(request);
      if (outage && (outage.started || outage.from(request))) {
        outage.started = true;
        return send(res, outage.reply);
      }
      if (throttleLeft > 0) {
        throttleLeft--;
        return send(res, throttled());
      }
      try {
        send(res, await handler(request));
      } catch (error) {
        send(res, { status: 500, body: { error: (error as Error).message } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    throttle(count) {
      throttleLeft = count;
    },
    outage(reply, from = () => true) {
      outage = reply ? { reply, from, started: false } : null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A connector context against a fake: every wait (Retry-After, backoff, tool pauses) is recorded, not slept. */
export function fakeContext(
  baseUrl: string,
  credentials: ToolCredentials,
  options: Record<string, unknown> = {},
  onSleep?: (ms: number) => void,
) {
  const waits: number[] = [];
  const logs: string[] = [];
  const controller = new AbortController();
  const sleep = async (ms: number) => {
    waits.push(ms);
    onSleep?.(ms);
  };
  const ctx: ConnectorContext = {
    credentials,
    options,
    baseUrl,
    http: createCrmHttp({ sleep, signal: controller.signal }),
    signal: controller.signal,
    sleep,
    log: (message) => logs.push(message),
  };
  return { ctx, waits, logs, controller };
}

/** The registry facts of sampleCompany(1) as the connectors write them in a description, one per line. */
export const SAMPLE_FACTS = {
  cnpj: 'CNPJ: 11.222.334/0001-01',
  razaoSocial: 'Razão social: EMPRESA EXEMPLO 1 LTDA',
  cnae: 'CNAE principal: 6201-5/01 - Desenvolvimento de programas de computador sob encomenda',
  porte: 'Porte: ME',
  situacao: 'Situação cadastral: ATIVA',
  abertura: 'Abertura: 2015-03-10',
};

/** The facts of a CRM record's description (Salesforce, Zoho, HubSpot) of sampleCompany(1). */
export const SAMPLE_DESCRIPTION = [
  SAMPLE_FACTS.razaoSocial,
  SAMPLE_FACTS.cnae,
  SAMPLE_FACTS.porte,
  SAMPLE_FACTS.situacao,
  SAMPLE_FACTS.abertura,
].join('\n');

export function sampleCompany(n: number, decisionMakers = 2): ExportCompany {
  const cnpj = `${String(11_222_333 + n).padStart(8, '0')}0001${String(n % 100).padStart(2, '0')}`;
  return {
    cnpj,
    razaoSocial: `EMPRESA EXEMPLO ${n} LTDA`,
    nomeFantasia: `Exemplo ${n}`,
    headOffice: true,
    email: `contato@exemplo${n}.com.br`,
    emailResult: null,
    phones: [
      { number: `1133334${String(n).padStart(3, '0')}`, type: 'fixo', valid: true },
      { number: `1198765${String(n).padStart(4, '0')}`, type: 'celular', valid: false },
    ],
    site: `https://exemplo${n}.com.br`,
    address: {
      logradouro: 'Rua das Flores',
      numero: String(100 + n),
      complemento: null,
      bairro: 'Centro',
      cep: '01001000',
      municipio: 'São Paulo',
      uf: 'SP',
    },
    cnaePrincipal: {
      code: '6201-5/01',
      description: 'Desenvolvimento de programas de computador sob encomenda',
    },
    porte: 'ME',
    situacao: 'ATIVA',
    situacaoSince: '2015-03-10',
    cnaesSecundarios: [],
    naturezaJuridica: { code: 2062, description: 'Sociedade Empresária Limitada' },
    simples: true,
    mei: false,
    abertura: '2015-03-10',
    capitalSocial: 50_000,
    employees: 12,
    revenue: 1_200_000,
    companyEmployees: 40,
    companyRevenue: 4_000_000,
    prospectingStatus: null,
    decisionMakers: Array.from({ length: decisionMakers }, (_, i) => ({
      name: `Pessoa ${n}-${i}`,
      position: i === 0 ? 'Sócio-Administrador' : 'Diretor',
      email: i === 0 ? `pessoa${n}@exemplo${n}.com.br` : null,
      phone: i === 0 ? `119${String(n).padStart(8, '1')}` : null,
      linkedin: null,
    })),
  };
}

export const sampleCompanies = (count: number) =>
  Array.from({ length: count }, (_, i) => sampleCompany(i + 1));
