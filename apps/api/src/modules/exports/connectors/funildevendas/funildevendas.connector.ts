// Funil de Vendas: one opportunity per company (company, contact, seller/channel/stage codes) sent in one
// POST /Opportunity?IntegrationKey= per batch. When the tool refuses a batch, each company is sent alone so
// one bad company fails by itself. The reference finds no read API, no response shape and no duplicate rule:
// we assume the tool matches the company by its CNPJ (sent in every opportunity), and a re-export sends the
// opportunity again; the export job's own records keep a resumed export from sending a company twice.
import { EXPORT_TOOL_NAMES } from '@prospecta/contracts/exports-api';
import { exportEach, stopsExport } from '../company-outcomes.ts';
import {
  type CompanyOutcome,
  type ConnectorContext,
  type CrmConnector,
  CrmRequestError,
  CrmTokenError,
} from '../connector.ts';
import { opportunityBody } from './funildevendas.mapping.ts';
import { funildevendasOptionsSchema } from './funildevendas.options.ts';

type Opportunity = ReturnType<typeof opportunityBody>;

/** The ids the answer may carry, in the order sent (an array, or one under `oportunidades`/`data`). */
function idsOf(body: unknown, count: number): (string | undefined)[] {
  const b = body as { oportunidades?: unknown; data?: unknown } | null;
  const list = Array.isArray(body) ? body : Array.isArray(b?.oportunidades) ? b.oportunidades : b?.data;
  if (!Array.isArray(list) || list.length !== count) return Array(count).fill(undefined);
  return list.map((item) => {
    const id = (item as { id?: unknown } | null)?.id;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : undefined;
  });
}

async function send(ctx: ConnectorContext, opportunities: Opportunity[]) {
  try {
    const res = await ctx.http.request<unknown>({
      method: 'POST',
      url: `${ctx.baseUrl.replace(/\/+$/, '')}/Opportunity`,
      query: { IntegrationKey: ctx.credentials.apiKey },
      json: { oportunidades: opportunities },
    });
    return idsOf(res.body, opportunities.length);
  } catch (error) {
    // The error statuses are not documented (not found); a 403 is read as a refused key, like a 401.
    if (error instanceof CrmRequestError && error.status === 403) throw new CrmTokenError(error.message);
    throw error;
  }
}

export const funildevendasConnector: CrmConnector = {
  tool: 'funildevendas',
  label: 'Funil de Vendas',
  optionsSchema: funildevendasOptionsSchema,
  missingCredentialsMessage: (c) => (c.apiKey ? null : 'Você ainda não está autenticado no Funil de Vendas'),
  // The array's maximum size is not documented (not found); 20 opportunities keep each request small.
  batchSize: 20,
  async exportBatch(ctx, companies) {
    const options = funildevendasOptionsSchema.parse(ctx.options);
    const bodies = companies.map((c) => opportunityBody(c, options));
    const created = (body: Opportunity, id: string | undefined) => ({
      status: 'created' as const,
      ...(id ? { externalId: id } : {}),
      contacts: body.contato ? 1 : 0,
      deals: 1,
    });
    try {
      const ids = await send(ctx, bodies);
      return companies.map(
        (c, i): CompanyOutcome => ({ cnpj: c.cnpj, ...created(bodies[i] as Opportunity, ids[i]) }),
      );
    } catch (error) {
      // A refused batch goes company by company; a tool throttled or down stops the export instead.
      if (!(error instanceof CrmRequestError) || stopsExport(ctx, error)) throw error;
      ctx.log(`Funil de Vendas recusou o lote (${error.status}); enviando empresa por empresa`);
    }
    return exportEach(ctx, EXPORT_TOOL_NAMES.funildevendas, companies, async (company) => {
      const body = opportunityBody(company, options);
      const [id] = await send(ctx, [body]);
      return created(body, id);
    });
  },
};
