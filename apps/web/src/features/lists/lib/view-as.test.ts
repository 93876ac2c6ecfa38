import { describe, expect, it } from 'vitest';
import { checkViewAs, othersOnList } from '@/features/lists/lib/view-as';

const VITOR = { id: 'u-vitor', name: 'Vitor Vendas' };
const SOFIA = { id: 'u-sofia', name: 'Sofia Prospectora' };
const GERENTE = { id: 'u-gerente', name: 'Gabriela Gerente' };
const list = { author: VITOR, members: [SOFIA, VITOR] };
const manager = { id: GERENTE.id, role: 'manager' };
const prospector = { id: SOFIA.id, role: 'prospector' };

describe('checkViewAs', () => {
  it.each([
    ['nobody named: one’s own', null, manager, list, { viewAs: null, refused: null }],
    ['oneself named: one’s own', SOFIA.id, prospector, list, { viewAs: null, refused: null }],
    ['a manager, someone on the list', SOFIA.id, manager, list, { viewAs: SOFIA.id, refused: null }],
    [
      'an owner, the author',
      VITOR.id,
      { id: 'u-owner', role: 'owner' },
      list,
      { viewAs: VITOR.id, refused: null },
    ],
    ['a prospector naming the author', VITOR.id, prospector, list, { viewAs: null, refused: 'not-allowed' }],
    [
      'a regular user naming anyone',
      'x',
      { id: 'u-r', role: 'user' },
      list,
      { viewAs: null, refused: 'not-allowed' },
    ],
    [
      'a manager, an unknown id',
      '00000000-0000-4000-8000-000000000000',
      manager,
      list,
      { viewAs: null, refused: 'not-on-list' },
    ],
    [
      'still loading: the address as it is',
      SOFIA.id,
      manager,
      undefined,
      { viewAs: SOFIA.id, refused: null },
    ],
    ['', SOFIA.id, undefined, list, { viewAs: SOFIA.id, refused: null }],
  ] as const)('%s', (_, named, me, on, expected) => {
    expect(checkViewAs(named, me, on)).toEqual(expected);
  });
});

describe('othersOnList', () => {
  it('lists the author and members once each, without the user', () => {
    expect(othersOnList(list, SOFIA.id)).toEqual([VITOR]);
    expect(othersOnList(list, GERENTE.id)).toEqual([VITOR, SOFIA]);
  });
});
