import { describe, expect, it } from 'vitest';
import { defaultEntryId, deletingDropsDefault } from './default-entry';

const a = { id: 'a', searchId: 's1' };
const b = { id: 'b', searchId: 's1' };
const c = { id: 'c', searchId: 's2' };

describe('the default search among the history entries', () => {
  it('marks one entry of a search saved twice, the first (newest) one', () => {
    expect(defaultEntryId([a, b, c], 's1')).toBe('a');
    expect(defaultEntryId([a, b, c], 's2')).toBe('c');
    expect(defaultEntryId([a, b, c], null)).toBeNull();
    expect(defaultEntryId([c], 's1')).toBeNull();
  });

  it('warns on a delete only when no other entry keeps the default search', () => {
    expect(deletingDropsDefault([a, b, c], a, 's1')).toBe(false);
    expect(deletingDropsDefault([a, c], a, 's1')).toBe(true);
    expect(deletingDropsDefault([a, c], c, 's1')).toBe(false);
  });
});
