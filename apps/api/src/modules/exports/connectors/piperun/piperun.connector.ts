// PipeRun: the company upserted by CNPJ (GET /companies?cnpj=, then PUT or POST), the decision makers and
// the company's e-mail/phones as persons linked to it, and a deal per company when dealConfig asks for one.
// PipeRun has no batch endpoint, so each record is one request; 429/Retry-After is the shared client's.
import { EXPORT_TOOL_NAMES } from '@prospecta/contracts/exports-api';
import { companyContacts, companyPhones, exportEach, findContact } from '../company-outcomes.ts';
import type { CrmConnector, ExportCompany } from '../connector.ts';
import { companyBody, dealBody, personBody } from './piperun.mapping.ts';
import { type PiperunOptions, piperunOptionsSchema } from './piperun.options.ts';
import { type PiperunApi, piperunApi } from './piperun-api.ts';

type WithId = { id: number };
type Company = WithId & { cnpj?: string | null };
type Person = WithId & { name: string; company_id?: number; email?: string | null; emails?: unknown[] };
type Deal = WithId & { title: string; company_id?: number; pipeline_id: number };

const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');
/** Records the list says belong to the company (a list that ignored its filter must not mix companies). */
const ofCompany = <T extends { company_id?: number }>(items: T[], id: number) =>
  items.filter((i) => i.company_id === undefined || i.company_id === id);

/** A person's e-mails as the list answers them: a string `email` and/or `emails` of strings or objects. */
function emailsOf(person: Person): string[] {
  const listed = (person.emails ?? []).map((e) => {
    if (typeof e === 'string') return e;
    const item = (e ?? {}) as { email?: unknown; address?: unknown };
    return item.email ?? item.address;
  });
  return [person.email, ...listed].filter((e): e is string => typeof e === 'string' && e.length > 0);
}

async function exportCompany(api: PiperunApi, company: ExportCompany, options: PiperunOptions) {
  // The answer is checked, formatted or not: a filter the API ignored must never update another company.
  const matches = await api.call<Company[]>('GET', '/companies', undefined, { cnpj: company.cnpj, show: 5 });
  const existing = (matches ?? []).find((c) => digits(c.cnpj) === company.cnpj);
  const body = companyBody(company, companyPhones(company, options.onlyValidPhones)[0]?.number, options);
  const companyId = existing
    ? (await api.call<WithId>('PUT', `/companies/${existing.id}`, body)).id
    : (await api.call<WithId>('POST', '/companies', body)).id;

  const people = existing
    ? ofCompany(await api.list<Person>('/persons', { company_id: companyId }), companyId)
    : [];
  const personIds: number[] = [];
  for (const contact of companyContacts(company, options.onlyValidPhones, true)) {
    const found = findContact(people, contact, (p) => ({ name: p.name, emails: emailsOf(p) }));
    // A person already in the CRM is the salesperson's copy now: linked, never overwritten.
    personIds.push(
      found?.id ?? (await api.call<WithId>('POST', '/persons', personBody(contact, companyId, options))).id,
    );
  }

  let deals = 0;
  if (options.dealConfig) {
    const deal = dealBody(company, companyId, personIds[0], options.dealConfig);
    const current = existing
      ? ofCompany(
          await api.list<Deal>('/deals', { company_id: companyId, pipeline_id: deal.pipeline_id }),
          companyId,
        )
      : [];
    if (!current.some((d) => d.title === deal.title && d.pipeline_id === deal.pipeline_id)) {
      await api.call<WithId>('POST', '/deals', deal);
      deals = 1;
    }
  }
  return {
    status: existing ? ('updated' as const) : ('created' as const),
    externalId: String(companyId),
    contacts: personIds.length,
    deals,
  };
}

export const piperunConnector: CrmConnector = {
  tool: 'piperun',
  label: 'piperun',
  optionsSchema: piperunOptionsSchema,
  missingCredentialsMessage: (c) => (c.apiKey ? null : 'Você ainda não está autenticado no piperun'),
  // About 7 requests a company against a limit near 100 requests a minute: 10 companies keep a batch
  // around a minute and progress visible.
  batchSize: 10,
  async verify(ctx) {
    await piperunApi(ctx).call('GET', '/companies', undefined, { show: 1 });
  },
  async exportBatch(ctx, companies) {
    const options = piperunOptionsSchema.parse(ctx.options);
    const api = piperunApi(ctx);
    return exportEach(ctx, EXPORT_TOOL_NAMES.piperun, companies, (company) =>
      exportCompany(api, company, options),
    );
  },
};
