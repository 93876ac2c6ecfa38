import { describe, expect, it } from 'vitest';
import {
  EMPTY_TOKEN_FILTERS,
  readTokenFilters,
  writeTokenFilters,
} from '@/features/reactivation/lib/token-filters';

const read = (query: string) => readTokenFilters(new URLSearchParams(query));

describe('the token list’s filters in the address', () => {
  it.each([
    ['nothing', '', EMPTY_TOKEN_FILTERS],
    ['a status and a page', 'status=claimed&page=3', { status: 'claimed', page: 3 }],
    ['every status the list knows', 'status=revoked', { status: 'revoked', page: 1 }],
    ['an unknown status as none', 'status=aberto', { status: null, page: 1 }],
    ['a page that is no page as the first', 'page=0', { status: null, page: 1 }],
    ['a fractional page as the first', 'page=2.5', { status: null, page: 1 }],
    ['a negative page as the first', 'page=-2', { status: null, page: 1 }],
    ['a page beyond reason as the first', 'page=100001', { status: null, page: 1 }],
  ])('read %s', (_label, query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('leave the defaults out of the address', () => {
    expect(writeTokenFilters(new URLSearchParams(), EMPTY_TOKEN_FILTERS).toString()).toBe('');
    expect(writeTokenFilters(new URLSearchParams('status=open&page=4'), EMPTY_TOKEN_FILTERS).toString()).toBe(
      '',
    );
  });

  it('keep the other parameters of the address', () => {
    const written = writeTokenFilters(new URLSearchParams('tab=x'), { status: 'expired', page: 2 });
    expect(written.toString()).toBe('tab=x&status=expired&page=2');
  });

  it('read back what they wrote', () => {
    for (const filters of [
      { status: 'open' as const, page: 1 },
      { status: null, page: 7 },
      { status: 'claimed' as const, page: 12 },
    ]) {
      expect(readTokenFilters(writeTokenFilters(new URLSearchParams(), filters))).toEqual(filters);
    }
  });
});
