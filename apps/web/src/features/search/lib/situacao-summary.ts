// The summary's counts by situação cadastral. The API counts them under every filter but the situação one
// (`summary.companiesStatus`), so beside the situações the search keeps (the result) it lists those it leaves
// out: the same filters would find that many BAIXADA or INAPTA establishments, which are not in the result.
import type { FacetBucket } from '@prospecta/contracts/search-result';

export type SituacaoSplit = { inResult: FacetBucket[]; outside: FacetBucket[] };

/** The situação filter of a search (its `where` and `wherenot`, as sent or as parsed). */
export type SituacaoFilter = {
  where?: { ds_situacao_cnpj?: readonly string[] };
  wherenot?: { ds_situacao_cnpj?: readonly string[] };
};

/** Splits the counts (zeros dropped) into the situações the search keeps and the others. */
export function splitSituacoes(
  statuses: readonly FacetBucket[],
  search: SituacaoFilter | undefined,
): SituacaoSplit {
  const included = search?.where?.ds_situacao_cnpj;
  const excluded = search?.wherenot?.ds_situacao_cnpj ?? [];
  const kept = (key: string) => (!included || included.includes(key)) && !excluded.includes(key);
  const counted = statuses.filter((s) => s.count > 0);
  return { inResult: counted.filter((s) => kept(s.key)), outside: counted.filter((s) => !kept(s.key)) };
}
