// Counts and sums of every facet by (situação, UF, contacts mask), computed with one GROUPING SETS scan
// the first time a registry file is opened (in the background) and kept in memory: ~10^5 rows whatever
// the size of the file. A broad search (broad-scope.ts) takes its total, summary and facets from it
// instead of scanning tens of millions of rows.
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import { FACETS, type FacetName } from '@prospecta/contracts/search-fields';
import type { FacetBucket, SearchSummary } from '@prospecta/contracts/search-result';
import { type BroadScope, CONTACTS_MASK_SQL } from './broad-scope.ts';
import type { ConnectionPool } from './connection-pool.ts';
import { bucket, FacetTally, groupingSetsSql } from './facets.ts';
import { num } from './result-rows.ts';

export interface CubeRow {
  situacao: number;
  uf: number;
  /** Contacts mask (broad-scope.ts); 0 in the token cube, which has no contacts dimension. */
  contacts: number;
  /** null: the (situação, UF, contacts) total row. */
  facet: FacetName | null;
  key: number | null;
  n: number;
  employees: number;
  revenue: number;
}
export type BroadCube = readonly CubeRow[];

/** Facets other than situação and UF, which the (situação, UF) rows answer. */
export const SPLIT_FACETS = FACETS.filter((f) => f !== 'uf' && f !== 'situacao');

export async function loadBroadCube(pool: ConnectionPool): Promise<BroadCube> {
  const sets = ['(situacao, uf, contacts)', ...SPLIT_FACETS.map((f) => `(situacao, uf, contacts, ${f})`)];
  const rows = await pool.rows(
    groupingSetsSql({
      keys: `situacao, uf, ${CONTACTS_MASK_SQL} AS contacts, ${SPLIT_FACETS.join(', ')}`,
      from: 'establishments',
      select: `situacao, uf, contacts, ${SPLIT_FACETS.join(', ')},
            ${SPLIT_FACETS.map((f) => `GROUPING(${f})::INTEGER AS g_${f}`).join(', ')}`,
      sets,
    }),
  );
  return rows.map((row) => {
    const facet = SPLIT_FACETS.find((f) => row[`g_${f}`] === 0) ?? null;
    return {
      situacao: num(row.situacao) ?? 0,
      uf: num(row.uf) ?? 0,
      contacts: num(row.contacts) ?? 0,
      facet,
      key: facet === null ? null : num(row[facet]),
      n: num(row.n) ?? 0,
      employees: num(row.employees) ?? 0,
      revenue: num(row.revenue) ?? 0,
    };
  });
}

/** companiesStatus under the UF filter only; totals over the situações the search keeps. */
export function cubeSummary(cube: BroadCube, scope: BroadScope): SearchSummary {
  const bySituacao = new Map<number, number>();
  const summary: SearchSummary = { companiesStatus: [], totalEmployees: 0, totalRevenue: 0, totalResult: 0 };
  for (const row of cube) {
    if (row.facet !== null || !scope.uf(row.uf) || !scope.contacts(row.contacts)) continue;
    bySituacao.set(row.situacao, (bySituacao.get(row.situacao) ?? 0) + row.n);
    if (!scope.situacao(row.situacao)) continue;
    summary.totalResult += row.n;
    summary.totalEmployees += row.employees;
    summary.totalRevenue += row.revenue;
  }
  summary.companiesStatus = [...bySituacao]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([code, n]) => bucket(SEARCH_CODE_LISTS.situacoes, code, n));
  return summary;
}

export function cubeFacets(cube: BroadCube, scope: BroadScope): Record<FacetName, FacetBucket[]> {
  const tally = new FacetTally();
  for (const row of cube) {
    if (!scope.uf(row.uf) || !scope.situacao(row.situacao) || !scope.contacts(row.contacts)) continue;
    if (row.facet === null) {
      tally.add('uf', row.uf, row.n);
      tally.add('situacao', row.situacao, row.n);
    } else tally.add(row.facet, row.key, row.n);
  }
  return tally.buckets();
}
