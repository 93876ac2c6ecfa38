// Registry reads for lists: the companies of a stored search (CNPJs and names in one read), the names of
// given CNPJs, and their rows or full records (600 per batch).
import { EXPORT_BATCH_SIZE, MAX_EXPORT_COMPANIES } from '@prospecta/contracts/lists-companies-api';
import type { CompanyDetail } from '@prospecta/contracts/search-company';
import type { SearchQuery } from '@prospecta/contracts/search-query';
import type { SearchResultRow } from '@prospecta/contracts/search-result';
import type { Registry } from '@prospecta/registry/registry';
import type { NewListCompany } from './add-companies.repository.ts';

type Names = { razao_social: string | null; nome_fantasia: string | null };

/** The names a list keeps: the razão social (else the nome fantasia), and the nome fantasia ('' for none). */
const namesOf = (row: Names): { name: string | null; tradeName: string } => ({
  name: row.razao_social ?? row.nome_fantasia ?? null,
  tradeName: row.nome_fantasia ?? '',
});

/**
 * Every result of the search (up to MAX_EXPORT_COMPANIES) in one registry read of CNPJs and names: pages of
 * EXPORT_BATCH_SIZE stopped at the deepest page a user may ask for (offset 10 000), so a search with more
 * results failed, and re-ranked the results for each page (10 M, ATIVA: 0.6–1.8 s against 80–100 ms).
 */
export async function searchCompanies(
  registry: Registry,
  query: SearchQuery,
  excludedCnpjs: readonly string[],
  max = MAX_EXPORT_COMPANIES,
): Promise<NewListCompany[]> {
  const options = excludedCnpjs.length > 0 ? { excludedCnpjs } : {};
  const rows = await registry.names(query, 0, max, options);
  return rows.map((r) => ({ cnpj: r.cnpj, ...namesOf(r) }));
}

/** Registry rows of the given CNPJs (missing ones are absent from the map). */
export async function rowsOf(
  registry: Registry,
  cnpjs: readonly string[],
): Promise<Map<string, SearchResultRow>> {
  const found = new Map<string, SearchResultRow>();
  for (let i = 0; i < cnpjs.length; i += EXPORT_BATCH_SIZE) {
    const part = cnpjs.slice(i, i + EXPORT_BATCH_SIZE);
    const rows = await registry.page({ search: { where: { nu_cnpj: [...part] }, return_size: part.length } });
    for (const r of rows) found.set(r.cnpj, r);
  }
  return found;
}

/** CNPJs per registry read of names: the longest CNPJ list a query takes. */
const NAMES_BATCH = 5000;

/** The registry's names of the given CNPJs, NAMES_BATCH per read (missing ones are absent from the map). */
async function namesByCnpj(
  registry: Registry,
  cnpjs: readonly string[],
): Promise<Map<string, { name: string | null; tradeName: string }>> {
  const names = new Map<string, { name: string | null; tradeName: string }>();
  for (let i = 0; i < cnpjs.length; i += NAMES_BATCH) {
    const part = cnpjs.slice(i, i + NAMES_BATCH);
    const rows = await registry.names({ search: { where: { nu_cnpj: [...part] } } }, 0, part.length);
    for (const r of rows) names.set(r.cnpj, namesOf(r));
  }
  return names;
}

/** The given CNPJs with their names (null when the registry lacks the company). */
export async function namedCompanies(
  registry: Registry,
  cnpjs: readonly string[],
): Promise<NewListCompany[]> {
  const names = await namesByCnpj(registry, cnpjs);
  return cnpjs.map((cnpj) => ({ cnpj, name: null, tradeName: '', ...names.get(cnpj) }));
}

/**
 * The given CNPJs the registry has, with their names, in the order given; `unknown` counts the others (a
 * valid CNPJ of no establishment: a row of it in a list had no name, no data, and cost an export credit).
 */
export async function registeredCompanies(
  registry: Registry,
  cnpjs: readonly string[],
): Promise<{ found: NewListCompany[]; unknown: number }> {
  const names = await namesByCnpj(registry, cnpjs);
  const found: NewListCompany[] = [];
  for (const cnpj of cnpjs) {
    const known = names.get(cnpj);
    if (known) found.push({ cnpj, ...known });
  }
  return { found, unknown: cnpjs.length - found.length };
}

/**
 * Full records (address, partners, decision makers) of the given CNPJs, EXPORT_BATCH_SIZE per registry
 * batch lookup (a few queries per batch instead of a few per company); missing ones are absent.
 */
export async function detailsOf(
  registry: Registry,
  cnpjs: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, CompanyDetail>> {
  const found = new Map<string, CompanyDetail>();
  for (let i = 0; i < cnpjs.length; i += EXPORT_BATCH_SIZE) {
    signal?.throwIfAborted();
    for (const [cnpj, detail] of await registry.companies(cnpjs.slice(i, i + EXPORT_BATCH_SIZE)))
      found.set(cnpj, detail);
  }
  return found;
}
