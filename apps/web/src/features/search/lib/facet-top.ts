// A bar graph's longest lists (27 states and "Exterior", 21 CNAE sections) shown as their largest buckets
// plus one "Outros" bar that counts the rest, with a way to see every bucket: cut at the top N, a search in
// 25 states showed 12 of them and said nothing of the others ("Exterior" was never seen).
import type { FacetBucket } from '@prospecta/contracts/search-result';

export const OTHERS_KEY = '__outros';

export type FacetNoun = { one: string; many: string };

/** "13 estados", "1 setor"; the states may hold "Exterior", said apart from them ("24 estados e exterior"). */
export function bucketsText(buckets: readonly FacetBucket[], noun: FacetNoun): string {
  const abroad = buckets.filter((b) => b.key === 'EX').length;
  const count = buckets.length - abroad;
  const words = count > 0 ? [`${count} ${count === 1 ? noun.one : noun.many}`] : [];
  if (abroad > 0) words.push('exterior');
  return words.join(' e ');
}

/**
 * The buckets to draw: every one when `expanded` or when they fit (`limit`, or one more: an "Outros" of one
 * is no shorter); else the `limit` first and an "Outros (N estados)" bucket summing the rest. `hidden` counts
 * the buckets the "Outros" bar stands for (0: all are drawn).
 */
export function topBuckets(
  buckets: readonly FacetBucket[],
  limit: number,
  expanded: boolean,
  noun: FacetNoun,
): { shown: FacetBucket[]; hidden: number } {
  if (expanded || buckets.length <= limit + 1) return { shown: [...buckets], hidden: 0 };
  const rest = buckets.slice(limit);
  const others: FacetBucket = {
    key: OTHERS_KEY,
    label: `Outros (${bucketsText(rest, noun)})`,
    count: rest.reduce((sum, b) => sum + b.count, 0),
  };
  return { shown: [...buckets.slice(0, limit), others], hidden: rest.length };
}
