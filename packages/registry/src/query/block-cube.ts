// Counts and sums of every facet by (situação, UF, CNAE, mask of the contacts, Simples/MEI flags and
// porte), computed at import: one row per block, the facets as one count column per code. A search filtered
// only by situação, UF, CNAE (principal or section), contact presence, the Simples/MEI flags and porte — the
// prospecting staple "active companies of these activities in this state, with e-mail, no MEI" — takes its
// total, summary and facets from a few hundred cube rows instead of grouping every matching establishment
// (~10^5 rows, ~20 ms at 10 M); its page comes from the blocks' heads (block-page.ts). About 5 % of the
// establishments' row count (520 k rows at 10 M; 2.6 M at 72 M with the flags and porte in the mask).
import type { DuckDBValue } from '@duckdb/node-api';
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import type { FacetName } from '@prospecta/contracts/search-fields';
import type { SearchBody } from '@prospecta/contracts/search-query';
import type { FacetBucket, SearchSummary } from '@prospecta/contracts/search-result';
import { CONTACTS_MASK_SQL, filteredOnlyBy, MASK_FIELDS, maskSql, searchScope } from './broad-scope.ts';
import { type CompileContext, compileWhere } from './compile.ts';
import type { ConnectionPool, Row } from './connection-pool.ts';
import { FACET_OPTIONS, FacetTally } from './facets.ts';
import { num } from './result-rows.ts';
import { type FacetRow, toSummary } from './summary-facets.ts';

const CUBE_FIELDS = new Set<string>([
  'ds_situacao_cnpj',
  'sg_uf',
  'cd_cnae_principal',
  'cd_cnae_secao',
  ...MASK_FIELDS,
]);

/** Facets held as count columns (uf, situação and CNAE section are the cube's own keys; região follows UF). */
const COLUMN_FACETS = ['porte', 'faixa_funcionarios', 'faixa_faturamento', 'faixa_idade'] as const;
type ColumnFacet = (typeof COLUMN_FACETS)[number];

/** One column per code of the facet's options, `_nd` for NULL and `_x` for any other code. */
const facetColumns = (facet: ColumnFacet) => [
  ...FACET_OPTIONS[facet].map((o) => ({ name: `${facet}_${o.code}`, code: o.code as number | null })),
  { name: `${facet}_nd`, code: null },
];
const otherColumn = (facet: ColumnFacet) => `${facet}_x`;

export const BLOCK_CUBE_SQL = `CREATE OR REPLACE TABLE block_cube AS
  SELECT situacao, uf, cnae_principal, cnae_secao, ${CONTACTS_MASK_SQL} AS contacts,
         count(*)::INTEGER AS n, coalesce(sum(qt_funcionarios), 0)::DOUBLE AS employees,
         coalesce(sum(vl_faturamento), 0)::DOUBLE AS revenue,
         ${COLUMN_FACETS.flatMap((f) => [
           ...facetColumns(f).map(
             (c) =>
               `count(*) FILTER (WHERE ${c.code === null ? `${f} IS NULL` : `${f} = ${c.code}`})::INTEGER AS ${c.name}`,
           ),
           `count(*) FILTER (WHERE ${f} NOT IN (${FACET_OPTIONS[f].map((o) => o.code).join(', ')}))::INTEGER AS ${otherColumn(f)}`,
         ]).join(',\n         ')}
    FROM establishments GROUP BY ALL ORDER BY uf, cnae_principal, situacao, contacts`;

/**
 * For a search of the cube's shape, whether a row passes every filter but the situação one (the situação,
 * UF, CNAE and mask lists as compileWhere reads them: a NULL value matches no `where`, is kept by `wherenot`);
 * null for a search of another shape.
 */
export function cubeRowFilter(body: SearchBody, ctx: CompileContext): ((row: FacetRow) => boolean) | null {
  if (!filteredOnlyBy(body, ctx, CUBE_FIELDS)) return null;
  const scope = searchScope(body);
  const sections = (letters: readonly string[] | undefined) =>
    letters?.map((letter) => SEARCH_CODE_LISTS.cnaeSecoes.find((o) => o.value === letter)?.code ?? -1);
  const lists: [
    keyof FacetRow,
    readonly (number | null)[] | undefined,
    readonly (number | null)[] | undefined,
  ][] = [
    ['cnae_principal', body.where?.cd_cnae_principal, body.wherenot?.cd_cnae_principal],
    ['cnae_secao', sections(body.where?.cd_cnae_secao), sections(body.wherenot?.cd_cnae_secao)],
  ];
  return (row) =>
    scope.uf(row.uf) &&
    scope.contacts(row.mask) &&
    lists.every(([column, include, exclude]) => {
      const value = row[column] as number | null;
      return (
        (!include || (value !== null && include.includes(value))) &&
        (!exclude || value === null || !exclude.includes(value))
      );
    });
}

/**
 * The cube's total, summary and facets, or null when the search does not fit it or a facet holds a code
 * the options do not list (the scan then gives the exact buckets). One query: rows by situação under
 * every other filter (the summary, and the column facets of the situações kept), by (situação, UF) and
 * by (situação, CNAE section).
 */
export async function blockCubeAnswer(
  pool: ConnectionPool,
  body: SearchBody,
  ctx: CompileContext,
): Promise<{ summary: SearchSummary; facets: Record<FacetName, FacetBucket[]> } | null> {
  // Filtered only by the cube's keys, contact presence and the mask's flags.
  if (!filteredOnlyBy(body, ctx, CUBE_FIELDS)) return null;
  const scope = searchScope(body);
  const keys = compileWhere(
    { ...body, exists: undefined, has_any: undefined },
    { ...ctx, omit: [...(ctx.omit ?? []), 'ds_situacao_cnpj', ...MASK_FIELDS] },
  );
  const params: DuckDBValue[] = keys.params;
  const contacts = maskSql(scope);
  const columns = COLUMN_FACETS.flatMap((f) => [...facetColumns(f).map((c) => c.name), otherColumn(f)]);
  const rows = await pool.rows(
    `SELECT situacao, uf, cnae_secao, GROUPING(uf)::INTEGER AS g_uf, GROUPING(cnae_secao)::INTEGER AS g_secao,
            sum(n)::BIGINT AS n, sum(employees) AS employees, sum(revenue) AS revenue,
            ${columns.map((c) => `sum(${c})::BIGINT AS ${c}`).join(', ')}
       FROM block_cube WHERE ${keys.where} AND ${contacts}
      GROUP BY GROUPING SETS ((situacao), (situacao, uf), (situacao, cnae_secao))`,
    params,
  );
  const kept = rows.filter((row) => scope.situacao(num(row.situacao) ?? 0));
  if (kept.some((row) => COLUMN_FACETS.some((f) => (num(row[otherColumn(f)]) ?? 0) > 0))) return null;
  const tally = new FacetTally();
  const totals: Row[] = [];
  for (const row of rows) {
    const n = num(row.n) ?? 0;
    if (row.g_uf === 1 && row.g_secao === 1) totals.push(row);
    if (!scope.situacao(num(row.situacao) ?? 0)) continue;
    if (row.g_uf === 0) tally.addUf(num(row.uf), n);
    else if (row.g_secao === 0) tally.add('cnae_secao', num(row.cnae_secao), n);
    else {
      tally.add('situacao', num(row.situacao), n);
      for (const f of COLUMN_FACETS)
        for (const c of facetColumns(f)) tally.add(f, c.code, num(row[c.name]) ?? 0);
    }
  }
  return { summary: toSummary(totals, body), facets: tally.buckets() };
}
