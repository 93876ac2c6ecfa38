// Asking a tool about a key before it is saved (register_crm): the connector's one cheap authenticated read,
// within a few seconds. Only a refusal keeps the key out; a tool that does not answer gets the key saved and
// tested again by the next export, so an outage at the CRM never blocks connecting it.
import type { ExportTool, KeyCheck } from '@prospecta/contracts/exports-api';
import type { FastifyInstance } from 'fastify';
import { crmToolConfig } from '@/config.ts';
import { CrmRequestError, CrmTokenError, type ToolCredentials } from '../connectors/connector.ts';
import { createCrmHttp } from '../connectors/crm-http.ts';
import { connectorFor } from '../connectors/index-of-connectors.ts';
import { abortableSleep } from './tool-session.ts';

/** The whole check, retries included: a user waits on it with the form open. */
const CHECK_BUDGET_MS = 10_000;

export async function checkCredentials(
  app: FastifyInstance,
  tool: ExportTool,
  credentials: ToolCredentials,
): Promise<KeyCheck | 'refused'> {
  const connector = connectorFor(tool);
  if (!connector?.verify) return 'unchecked';
  const signal = AbortSignal.timeout(CHECK_BUDGET_MS);
  const sleep = abortableSleep(signal);
  const http = createCrmHttp({
    sleep,
    signal,
    maxRetries: 1,
    baseDelayMs: 300,
    maxDelayMs: 2_000,
    isThrottled: connector.isThrottled,
    isTokenError: connector.isTokenError,
  });
  try {
    await connector.verify({
      credentials,
      options: {},
      baseUrl: crmToolConfig(app.config, tool).apiUrl,
      http,
      signal,
      sleep,
      log: (message) => app.log.info({ tool }, message),
    });
    return 'accepted';
  } catch (error) {
    if (error instanceof CrmTokenError) return 'refused';
    if (
      error instanceof CrmRequestError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 429
    ) {
      // The tool answered past its authentication (a 404 of a record not created yet): the key is good.
      return error.status === 401 || error.status === 403 ? 'refused' : 'accepted';
    }
    app.log.warn(
      { tool, detail: error instanceof Error ? error.message : String(error) },
      'CRM key not checked',
    );
    return 'unreachable';
  }
}
