// The phones and e-mails of a list's companies, read from the registry (the company's own contacts and
// those of its enriched decision makers), a few companies at a time.
import type { JobContext } from '@/jobs/job-handlers.ts';
import { dddOfMunicipality } from './municipality-ddd.ts';
import * as repo from './validation.repository.ts';

export type CompanyContacts = {
  cnpj: string;
  phones: string[];
  /** The company's own phones (the rest come from its decision makers). */
  ownPhones: string[];
  emails: string[];
  municipalityDdd: number | null;
  /** Other establishments carrying the company's phone (registry `telefone_compartilhado`). */
  phoneSharedWith: number;
};

const REGISTRY_READS_AT_ONCE = 4;

const unique = (values: (string | null | undefined)[]) => [
  ...new Set(values.map((v) => v?.trim()).filter((v): v is string => Boolean(v))),
];

/** Runs `fn` over `items` with at most `limit` in flight, in order of the results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}

export async function readListContacts(ctx: JobContext, listId: string): Promise<CompanyContacts[]> {
  const cnpjs = await repo.listCnpjs(ctx.db, listId);
  const registry = await ctx.app.registry.get();
  const companies = await mapLimit(cnpjs, REGISTRY_READS_AT_ONCE, async (cnpj) => {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    const company = await registry.company(cnpj);
    if (!company) return null;
    const ownPhones = unique(company.telefones.map((t) => t.numero));
    return {
      cnpj,
      phones: unique([...ownPhones, ...company.decisores.map((d) => d.telefone)]),
      ownPhones,
      emails: unique([company.email, ...company.decisores.map((d) => d.email)]).map((e) => e.toLowerCase()),
      municipalityDdd: dddOfMunicipality(company.cd_municipio),
      phoneSharedWith: company.telefone_compartilhado,
    };
  });
  return companies.filter((c): c is CompanyContacts => c !== null);
}
