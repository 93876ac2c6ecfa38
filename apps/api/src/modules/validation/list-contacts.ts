// The phones and e-mails of a list's companies, read from the registry (the company's own contacts and
// those of its enriched decision makers) in batch lookups, with the staff's corrections in force: what is
// validated is what the customer sees and sends.
import type { Executor } from '@/db/client.ts';
import { withRowMapCorrections } from '@/modules/admin-companies/company-corrections.ts';
import { detailsOf } from '@/modules/list-companies/registry-lookup.ts';
import type { RegistryHandle } from '@/plugins/registry.ts';
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

/** Where the contacts are read: the app database, the registry, and a signal that stops the lookups. */
export type ContactsSource = { db: Executor; registry: RegistryHandle; signal?: AbortSignal };

export async function readListContacts(source: ContactsSource, listId: string): Promise<CompanyContacts[]> {
  const cnpjs = await repo.listCnpjs(source.db, listId);
  const registry = await source.registry.get();
  const details = await withRowMapCorrections(source.db, await detailsOf(registry, cnpjs, source.signal));
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

/**
 * The list's phones and how many of them hold no outcome yet: what "Validar telefones" would check. With
 * none pending no run starts (it would only flip the list to "in progress" and notify a validation of nothing).
 */
export async function phonesToCheck(
  source: ContactsSource,
  listId: string,
): Promise<{ total: number; pending: number }> {
  const [companies, done] = await Promise.all([
    readListContacts(source, listId),
    repo.donePhoneKeys(source.db, listId),
  ]);
  const keys = companies.flatMap((c) => c.phones.map((phone) => `${c.cnpj}|${phone}`));
  return { total: keys.length, pending: keys.filter((key) => !done.has(key)).length };
}
