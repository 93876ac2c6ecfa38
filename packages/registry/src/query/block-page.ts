// Default-order pages of searches pinned to a few (situação, UF, CNAE) blocks. establishments is stored in
// (situacao, uf, cnae_principal, quality desc, tiebreak, cnpj) order, so each block already holds its rows best
// first: the page is the best `offset + size` rows of each block read in stored order (a LIMIT stops the
// scan early), merged. A ranked top-N over every matching row cost ~13 CPU ms at 10 M for a typical
// search; the blocks' heads cost a few, and the page's rows sit in a few contiguous runs.
import type { DuckDBValue } from '@duckdb/node-api';
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import type { SearchBody } from '@prospecta/contracts/search-query';
import { hasDefaultSort } from './broad-scope.ts';
import { DEFAULT_ORDER_BY } from './default-order.ts';

/** More blocks than this and a plain ranked scan is as cheap. */
const MAX_BLOCKS = 24;

const codesOf = (values: readonly string[], options: readonly { value: string; code: number }[]) =>
  values.map((v) => options.find((o) => o.value === v)?.code);

/** The (situação, UF, CNAE) blocks a search is pinned to, or null. */
function pinnedBlocks(body: SearchBody): [number, number, number][] | null {
  const where = body.where ?? {};
  const { ds_situacao_cnpj: situacoes, sg_uf: ufs, cd_cnae_principal: cnaes } = where;
  if (!situacoes?.length || !ufs?.length || !cnaes?.length || !hasDefaultSort(body)) return null;
  if (situacoes.length * ufs.length * cnaes.length > MAX_BLOCKS) return null;
  const s = codesOf(situacoes, SEARCH_CODE_LISTS.situacoes);
  const u = codesOf(ufs, SEARCH_CODE_LISTS.ufs);
  if ([...s, ...u].some((code) => code === undefined)) return null;
  const blocks: [number, number, number][] = [];
  for (const situacao of new Set(s as number[]))
    for (const uf of new Set(u as number[]))
      for (const cnae of new Set(cnaes)) blocks.push([situacao, uf, cnae]);
  return blocks;
}

/**
 * The page's row ids from the blocks' heads, or null when the search is not pinned to few blocks.
 * `where`/`params` are the search's whole compiled filter (the block equalities are added to it).
 */
export function blockPageIds(
  body: SearchBody,
  where: string,
  params: readonly DuckDBValue[],
  offset: number,
  size: number,
): { sql: string; params: DuckDBValue[]; orderBy: string } | null {
  const blocks = pinnedBlocks(body);
  if (!blocks) return null;
  const out: DuckDBValue[] = [];
  const heads = blocks.map(([situacao, uf, cnae]) => {
    out.push(situacao, uf, cnae, ...params, offset + size);
    return `(SELECT rowid AS rid, quality_data_score AS q, tiebreak AS t, id FROM establishments
       WHERE situacao = ?::UTINYINT AND uf = ?::UTINYINT AND cnae_principal = ? AND (${where}) LIMIT ?)`;
  });
  out.push(size, offset);
  return {
    sql: `SELECT rid FROM (${heads.join(' UNION ALL ')}) ORDER BY q DESC, t, id LIMIT ? OFFSET ?`,
    params: out,
    orderBy: DEFAULT_ORDER_BY,
  };
}
