import type { RandomStream } from './prng.ts';

/** Draws an item with probability proportional to its weight (cumulative table, binary search). */
export class WeightedPicker<T> {
  private readonly cumulative: Float64Array;
  private readonly items: readonly T[];

  constructor(entries: readonly (readonly [T, number])[]) {
    if (entries.length === 0) throw new Error('WeightedPicker needs at least one entry');
    this.items = entries.map(([item]) => item);
    this.cumulative = new Float64Array(entries.length);
    let total = 0;
    entries.forEach(([, weight], i) => {
      total += Math.max(0, weight);
      this.cumulative[i] = total;
    });
    for (let i = 0; i < this.cumulative.length; i++) this.cumulative[i] = (this.cumulative[i] ?? 0) / total;
  }

  pick(random: RandomStream): T {
    const u = random.float();
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] ?? 1) > u) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}
