// The phones and e-mails of a list's companies, read from the registry (the company's own contacts and
// those of its enriched decision makers) in batch lookups.
import type { JobContext } from '@/jobs/job-handlers.ts';
import { detailsOf } from '@/modules/list-companies/registry-lookup.ts';
import { dddOfMunicipality } from './municipality-ddd.ts';
import * as repo from './validation.repository.ts';

export type CompanyContacts = {
  cnpj: string;
  phones: string[];
  /** The company's own phones (the rest come from its decision makers). */
  ownPhones: string[];
  emails: string[];
  municipalityDdd: number | null;
  /** Other companies carrying the company's phone (registry `telefone_compartilhado`). */
  phoneSharedWith: number;
};

const unique = (values: (string | null | undefined)[]) => [
  ...new Set(values.map((v) => v?.trim()).filter((v): v is string => Boolean(v))),
];

export async function readListContacts(ctx: JobContext, listId: string): Promise<CompanyContacts[]> {
  const cnpjs = await repo.listCnpjs(ctx.db, listId);
  const registry = await ctx.app.registry.get();
  const details = await detailsOf(registry, cnpjs, ctx.signal);
  return cnpjs.flatMap((cnpj): CompanyContacts[] => {
    const company = details.get(cnpj);
    if (!company) return [];
    const ownPhones = unique(company.telefones.map((t) => t.numero));
    return [
      {
        cnpj,
        phones: unique([...ownPhones, ...company.decisores.map((d) => d.telefone)]),
        ownPhones,
        emails: unique([company.email, ...company.decisores.map((d) => d.email)]).map((e) => e.toLowerCase()),
        municipalityDdd: dddOfMunicipality(company.cd_municipio),
        phoneSharedWith: company.telefone_compartilhado,
      },
    ];
  });
}
