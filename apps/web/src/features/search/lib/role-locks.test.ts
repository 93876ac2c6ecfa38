import { describe, expect, it } from 'vitest';
import { lockedExclusiveOptions } from '@/features/search/lib/role-locks';

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
