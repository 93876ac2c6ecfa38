import { describe, expect, it } from 'vitest';
import { ignoredExclusiveOptions, lockedExclusiveOptions } from '@/features/search/lib/role-locks';

describe('exclusive options the role keeps on (spec §5)', () => {
  it.each([
    ['owner', false, false, ['ativas', 'email', 'telefone']],
    ['user', false, false, ['ativas', 'email', 'telefone']],
    ['prospector', false, false, ['ativas', 'email', 'telefone']],
    ['owner', false, true, ['ativas']],
    ['admin', false, false, []],
    ['customer_success', false, true, []],
    ['manager', true, false, []],
  ] as const)('%s (staff %s, term %s) → %j', (role, isStaff, hasTerm, locked) => {
    expect(lockedExclusiveOptions({ role, isStaff }, hasTerm)).toEqual(locked);
  });
});

describe('exclusive options a search term leaves out for the role (spec §5)', () => {
  it('leaves every option but "ativas" out for a customer with a term, none for staff or without a term', () => {
    expect(ignoredExclusiveOptions({ role: 'user', isStaff: false }, true)).toEqual([
      'nao_exportadas',
      'email',
      'telefone',
      'celular',
      'site',
      'socios',
      'decisores',
    ]);
    expect(ignoredExclusiveOptions({ role: 'user', isStaff: false }, false)).toEqual([]);
    expect(ignoredExclusiveOptions({ role: 'admin', isStaff: true }, true)).toEqual([]);
  });
});
