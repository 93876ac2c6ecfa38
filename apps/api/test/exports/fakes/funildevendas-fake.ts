// A Funil de Vendas fake (test code only): POST /api/Opportunity?IntegrationKey= with {oportunidades:[…]}.
// What the reference leaves unfound is modelled on the ASP.NET Web API the route suggests and stated here:
// a wrong key is a 401 {Message}; a batch with an invalid opportunity is refused whole with a 400
// {Message, ModelState} before anything is stored; the company is matched by CNPJ (kept once, updated);
// the answer lists the new opportunities' ids in order; throttling is a 429 with Retry-After.
import { type FakeReply, type FakeRequest, startFakeServer } from './crm-fake-server.ts';

export type FunildevendasRecord = Record<string, unknown> & { id: number };
type Opportunity = Record<string, unknown> & { empresa?: Record<string, unknown> };

const fail = (status: number, message: string, modelState?: Record<string, string[]>): FakeReply => ({
  status,
  body: { Message: message, ...(modelState ? { ModelState: modelState } : {}) },
});

export async function startFunildevendasFake(options: { key?: string } = {}) {
  const key = options.key ?? 'fv-integration-key';
  const companies: FunildevendasRecord[] = [];
  const opportunities: FunildevendasRecord[] = [];
  /** Company names refused (a partial failure on demand). */
  const rejectNames = new Set<string>();
  /** The size of every batch posted (accepted or not), to see batching and the one-by-one fallback. */
  const batches: number[] = [];
  let nextId = 70_000;

  function invalid(item: Opportunity, index: number): string[] {
    const problems: string[] = [];
    if (!item.titulo) problems.push(`oportunidades[${index}].titulo: O título é obrigatório`);
    if (!item.codigo_vendedor)
      problems.push(`oportunidades[${index}].codigo_vendedor: Vendedor não encontrado`);
    if (!item.codigo_canal_venda)
      problems.push(`oportunidades[${index}].codigo_canal_venda: Canal de venda não encontrado`);
    if (rejectNames.has(String(item.empresa?.nome)))
      problems.push(`oportunidades[${index}].empresa.cnpj: CNPJ bloqueado nesta conta`);
    return problems;
  }

  function handle(req: FakeRequest): FakeReply {
    if (req.path !== '/api/Opportunity' || req.method !== 'POST')
      return fail(404, 'No HTTP resource was found');
    if (req.query.get('IntegrationKey') !== key)
      return fail(401, 'Authorization has been denied for this request.');
    const items = ((req.body ?? {}) as { oportunidades?: Opportunity[] }).oportunidades;
    if (!Array.isArray(items) || items.length === 0) return fail(400, 'Nenhuma oportunidade enviada');
    batches.push(items.length);
    const problems = items.flatMap(invalid);
    if (problems.length) {
      const first = problems[0] as string;
      return fail(400, first.slice(first.indexOf(': ') + 2), {
        [first.slice(0, first.indexOf(':'))]: problems.map((p) => p.slice(p.indexOf(': ') + 2)),
      });
    }
    const ids = items.map((item) => {
      const empresa = item.empresa ?? {};
      let company = companies.find((c) => c.cnpj === empresa.cnpj);
      if (company) Object.assign(company, empresa, { update_count: Number(company.update_count ?? 0) + 1 });
      else {
        company = { ...empresa, id: nextId++ };
        companies.push(company);
      }
      const opportunity = { ...item, id: nextId++, empresa_id: company.id };
      opportunities.push(opportunity);
      return { id: opportunity.id, empresa_id: company.id };
    });
    return { status: 200, body: { oportunidades: ids } };
  }

  const server = await startFakeServer(handle, () => ({
    status: 429,
    headers: { 'retry-after': '3' },
    body: { Message: 'Limite de requisições excedido' },
  }));
  return { ...server, apiUrl: `${server.url}/api`, key, companies, opportunities, rejectNames, batches };
}

export type FunildevendasFake = Awaited<ReturnType<typeof startFunildevendasFake>>;
