import { describe, expect, it } from 'vitest';
import {
  EMPTY_REFERRAL_FILTERS,
  pageCount,
  readReferralFilters,
  referralQueryString,
  writeReferralFilters,
} from '@/features/referral/lib/referral-filters';

const read = (query: string) => readReferralFilters(new URLSearchParams(query));

describe('the staff’s referral filters in the address', () => {
  it.each([
    ['nothing', '', EMPTY_REFERRAL_FILTERS],
    ['a text, a status and a page', 'q=Ana&status=pending&page=3', { q: 'Ana', status: 'pending', page: 3 }],
    ['a status the list knows', 'status=declined', { q: '', status: 'declined', page: 1 }],
    ['an unknown status as none', 'status=Em%20conversa', { q: '', status: null, page: 1 }],
    ['a text trimmed', 'q=%20%20Padaria%20', { q: 'Padaria', status: null, page: 1 }],
    ['a page that is no page as the first', 'page=abc', { q: '', status: null, page: 1 }],
    ['a negative page as the first', 'page=-1', { q: '', status: null, page: 1 }],
  ])('read %s', (_label, query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('reads a text of at most 200 characters', () => {
    expect(read(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
  });

  it('leave the defaults out and keep the other parameters', () => {
    expect(writeReferralFilters(new URLSearchParams('q=x&page=4'), EMPTY_REFERRAL_FILTERS).toString()).toBe(
      '',
    );
    expect(
      writeReferralFilters(new URLSearchParams('aba=1'), {
        q: ' Ana ',
        status: 'converted',
        page: 2,
      }).toString(),
    ).toBe('aba=1&q=Ana&status=converted&page=2');
  });

  it('read back what they wrote', () => {
    for (const filters of [
      { q: 'Maria Silva', status: null, page: 5 },
      { q: '', status: 'pending' as const, page: 1 },
      { q: 'acme@x.com.br', status: 'declined' as const, page: 12 },
    ]) {
      expect(readReferralFilters(writeReferralFilters(new URLSearchParams(), filters))).toEqual(filters);
    }
  });
});

describe('referralQueryString', () => {
  it('asks only what is set', () => {
    expect(referralQueryString(EMPTY_REFERRAL_FILTERS)).toBe('page=1');
    expect(referralQueryString({ q: ' joão & cia ', status: 'pending', page: 2 })).toBe(
      'page=2&q=jo%C3%A3o+%26+cia&status=pending',
    );
  });
});

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [95, 10, 10],
    [3, 0, 3],
  ])('%i rows, %i a page: %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
