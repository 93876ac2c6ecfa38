import { describe, expect, it } from 'vitest';
import { listsRootLabel } from '@/features/lists/lib/lists-root-label';

const list = { author: { id: 'autor' } };

describe('listsRootLabel', () => {
  it.each([
    ['one’s own list', list, { id: 'autor' }, 'Minhas listas'],
    ['a list another user wrote (a manager, a member)', list, { id: 'gerente' }, 'Listas'],
    ['the list not loaded yet', undefined, { id: 'autor' }, 'Listas'],
    ['the user not loaded yet', list, null, 'Listas'],
  ])('%s', (_case, l, user, expected) => {
    expect(listsRootLabel(l, user)).toBe(expected);
  });
});
