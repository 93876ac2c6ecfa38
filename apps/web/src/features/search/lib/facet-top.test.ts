import type { FacetBucket } from '@prospecta/contracts/search-result';
import { describe, expect, it } from 'vitest';
import { bucketsText, OTHERS_KEY, topBuckets } from '@/features/search/lib/facet-top';

const STATES = { one: 'estado', many: 'estados' };
const bucket = (key: string, count: number): FacetBucket => ({ key, label: key, count });
const ufs = (n: number) => Array.from({ length: n }, (_, i) => bucket(`U${i}`, 100 - i));

describe('topBuckets', () => {
  it('draws the 12 largest and one "Outros" bar counting every other state', () => {
    const all = [...ufs(24), bucket('EX', 3)];
    const { shown, hidden } = topBuckets(all, 12, false, STATES);
    expect(shown).toHaveLength(13);
    expect(hidden).toBe(13);
    expect(shown.at(-1)).toEqual({
      key: OTHERS_KEY,
      label: 'Outros (12 estados e exterior)',
      count: all.slice(12).reduce((sum, b) => sum + b.count, 0),
    });
    // Nothing is lost: the bars add up to the whole.
    expect(shown.reduce((s, b) => s + b.count, 0)).toBe(all.reduce((s, b) => s + b.count, 0));
  });

  it('draws every state when asked to, or when they fit', () => {
    expect(topBuckets(ufs(25), 12, true, STATES)).toEqual({ shown: ufs(25), hidden: 0 });
    expect(topBuckets(ufs(13), 12, false, STATES)).toEqual({ shown: ufs(13), hidden: 0 });
    expect(topBuckets(ufs(14), 12, false, STATES).shown.at(-1)?.label).toBe('Outros (2 estados)');
  });
});

describe('bucketsText', () => {
  it('counts the states apart from "Exterior", in the singular for one', () => {
    expect(bucketsText([...ufs(24), bucket('EX', 3)], STATES)).toBe('24 estados e exterior');
    expect(bucketsText(ufs(1), STATES)).toBe('1 estado');
    expect(bucketsText([bucket('EX', 3)], STATES)).toBe('exterior');
  });
});
