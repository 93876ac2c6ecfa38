// Counts and sums of every facet by (situação, UF, mask), computed with one GROUPING SETS scan
// the first time a registry file is opened (in the background) and kept in memory: ~10^4 cells whatever
// the size of the file. A broad search (broad-scope.ts) takes its total, summary and facets from it
// instead of scanning tens of millions of rows.
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import { FACETS, type FacetName } from '@prospecta/contracts/search-fields';
import type { FacetBucket, SearchSummary } from '@prospecta/contracts/search-result';
import { type BroadScope, CONTACTS_MASK_SQL } from './broad-scope.ts';
import type { ConnectionPool } from './connection-pool.ts';
import { bucket, FacetTally, groupingSetsSql } from './facets.ts';
import { num } from './result-rows.ts';

/** One (situação, UF, mask) cell of the cube: its totals and its count per facet key. */
export interface CubeCell {
  situacao: number;
  uf: number;
  /** The mask of contacts, Simples/MEI flags and porte (broad-scope.ts). */
  contacts: number;
  n: number;
  employees: number;
  revenue: number;
  /** Its facet counts: `counts[j]` rows hold key `slot % SLOTS` (SLOTS - 1: NULL) of facet `slot / SLOTS`. */
  slots: Int32Array;
  counts: Float64Array;
}
/**
 * ~13 000 cells at 72 M holding 300 000 facet counts: a search tests its scope once per cell and sums the
 * counts of the cells it keeps into one typed array (summary and facets of ATIVA without MEI at 72 M: 6.5 → 0.8 ms).
 */
export type BroadCube = readonly CubeCell[];

/** Slots per facet: the split facets are UTINYINT codes (0–255), and NULL. */
const SLOTS = 257;

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
  type Building = Omit<CubeCell, 'slots' | 'counts'> & { slots: number[]; counts: number[] };
  const cells = new Map<string, Building>();
  for (const row of rows) {
    const situacao = num(row.situacao) ?? 0;
    const uf = num(row.uf) ?? 0;
    const contacts = num(row.contacts) ?? 0;
    const id = `${situacao}|${uf}|${contacts}`;
    let cell = cells.get(id);
    if (!cell) {
      cell = { situacao, uf, contacts, n: 0, employees: 0, revenue: 0, slots: [], counts: [] };
      cells.set(id, cell);
    }
    const index = SPLIT_FACETS.findIndex((f) => row[`g_${f}`] === 0);
    const n = num(row.n) ?? 0;
    if (index >= 0) {
      const key = num(row[SPLIT_FACETS[index] as FacetName]);
      cell.slots.push(index * SLOTS + (key ?? SLOTS - 1));
      cell.counts.push(n);
    } else Object.assign(cell, { n, employees: num(row.employees) ?? 0, revenue: num(row.revenue) ?? 0 });
  }
  return [...cells.values()].map((c) => ({
    ...c,
    slots: Int32Array.from(c.slots),
    counts: Float64Array.from(c.counts),
  }));
}

/** companiesStatus under the UF filter only; totals over the situações the search keeps. */
export function cubeSummary(cube: BroadCube, scope: BroadScope): SearchSummary {
  const bySituacao = new Map<number, number>();
  const summary: SearchSummary = { companiesStatus: [], totalEmployees: 0, totalRevenue: 0, totalResult: 0 };
  for (const cell of cube) {
    if (!scope.uf(cell.uf) || !scope.contacts(cell.contacts)) continue;
    bySituacao.set(cell.situacao, (bySituacao.get(cell.situacao) ?? 0) + cell.n);
    if (!scope.situacao(cell.situacao)) continue;
    summary.totalResult += cell.n;
    summary.totalEmployees += cell.employees;
    summary.totalRevenue += cell.revenue;
  }
  summary.companiesStatus = [...bySituacao]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([code, n]) => bucket(SEARCH_CODE_LISTS.situacoes, code, n));
  return summary;
}

export function cubeFacets(cube: BroadCube, scope: BroadScope): Record<FacetName, FacetBucket[]> {
  const tally = new FacetTally();
  const sums = new Float64Array(SPLIT_FACETS.length * SLOTS);
  for (const cell of cube) {
    if (!scope.uf(cell.uf) || !scope.situacao(cell.situacao) || !scope.contacts(cell.contacts)) continue;
    tally.add('uf', cell.uf, cell.n);
    tally.add('situacao', cell.situacao, cell.n);
    for (let j = 0; j < cell.slots.length; j++) {
      const slot = cell.slots[j] as number;
      sums[slot] = (sums[slot] as number) + (cell.counts[j] as number);
    }
  }
  sums.forEach((n, slot) => {
    const key = slot % SLOTS;
    tally.add(SPLIT_FACETS[Math.floor(slot / SLOTS)] as FacetName, key === SLOTS - 1 ? null : key, n);
  });
  return tally.buckets();
}
