// The text alternative of a search graph: every figure it draws, for screen readers (a drawing says nothing
// to them, and the donuts' legends show only the first six).
import type { FacetBucket } from '@prospecta/contracts/search-result';

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** "Sudeste: 12.345 empresas (40%)" for each bucket, in the graph's order. */
export function chartFigures(buckets: readonly FacetBucket[]): string[] {
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  return buckets.map((b) => {
    const share = Math.round((b.count / Math.max(1, total)) * 100);
    return `${b.label}: ${integer.format(b.count)} ${b.count === 1 ? 'empresa' : 'empresas'} (${share}%)`;
  });
}
