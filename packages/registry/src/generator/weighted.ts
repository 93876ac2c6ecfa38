import type { RandomStream } from './prng.ts';

/** Draws an item with probability proportional to its weight in O(1): Walker's alias table, one
 * 32-bit draw per pick (its integer part picks a column, its fraction decides column or alias). */
export class WeightedPicker<T> {
  private readonly items: readonly T[];
  private readonly threshold: Float64Array;
  private readonly alias: Int32Array;

  constructor(entries: readonly (readonly [T, number])[]) {
    if (entries.length === 0) throw new Error('WeightedPicker needs at least one entry');
    const n = entries.length;
    this.items = entries.map(([item]) => item);
    this.threshold = new Float64Array(n);
    this.alias = new Int32Array(n);
    const total = entries.reduce((sum, [, weight]) => sum + Math.max(0, weight), 0);
    const scaled = entries.map(([, weight]) => (Math.max(0, weight) * n) / total);
    const small: number[] = [];
    const large: number[] = [];
    scaled.forEach((p, i) => {
      (p < 1 ? small : large).push(i);
    });
    while (small.length > 0 && large.length > 0) {
      const s = small.pop() as number;
      const l = large[large.length - 1] as number;
      this.threshold[s] = scaled[s] as number;
      this.alias[s] = l;
      scaled[l] = (scaled[l] as number) + (scaled[s] as number) - 1;
      if ((scaled[l] as number) < 1) small.push(large.pop() as number);
    }
    for (const i of [...small, ...large]) {
      this.threshold[i] = 1;
      this.alias[i] = i;
    }
  }

  pick(random: RandomStream): T {
    const x = random.float() * this.threshold.length;
    const column = Math.floor(x);
    const index = x - column < (this.threshold[column] as number) ? column : (this.alias[column] as number);
    return this.items[index] as T;
  }
}
