import { describe, expect, it } from 'vitest';
import { canonicalParams, knownValue, readDay, readPage, readText, writeParams } from '@/lib/url-params';

describe('url params', () => {
  it('read known values, days, texts and pages; anything else as no filter', () => {
    expect(knownValue('b', ['a', 'b'] as const)).toBe('b');
    expect(knownValue('c', ['a', 'b'] as const)).toBeUndefined();
    expect(knownValue(null, ['a'] as const)).toBeUndefined();
    expect(readDay('2026-11-30')).toBe('2026-11-30');
    expect(readDay('30/11/2026')).toBe('');
    expect(readDay(null)).toBe('');
    expect(readText('  ana  ')).toBe('ana');
    expect(readText('x'.repeat(300))).toHaveLength(200);
    expect([
      readPage('3'),
      readPage('1'),
      readPage('0'),
      readPage('-2'),
      readPage('1.5'),
      readPage('abc'),
    ]).toEqual([3, 1, 1, 1, 1, 1]);
    expect(readPage('100001')).toBe(1);
  });

  it('writes the given values over the others, leaving out empty ones and page 1', () => {
    const base = new URLSearchParams('tab=x&q=old&page=4');
    expect(writeParams(base, { q: 'nova', status: '', page: 1 }).toString()).toBe('tab=x&q=nova');
    expect(writeParams(base, { q: '', page: 2 }).toString()).toBe('tab=x&page=2');
    expect(base.toString()).toBe('tab=x&q=old&page=4');
  });
});

describe('canonicalParams', () => {
  const STATUSES = ['pending', 'converted'] as const;
  const read = (params: URLSearchParams) => ({
    status: knownValue(params.get('status'), STATUSES) ?? '',
    page: readPage(params.get('page')),
    q: readText(params.get('q')),
  });
  const write = (params: URLSearchParams, value: ReturnType<typeof read>) => writeParams(params, value);
  const canonical = (query: string) =>
    canonicalParams(new URLSearchParams(query), read, write)?.toString() ?? null;

  it('drops what the panel ignores and keeps the rest, other parameters included', () => {
    expect(canonical('status=xyz&page=2&conta=7')).toBe('page=2&conta=7');
    expect(canonical('status=pending&page=0')).toBe('status=pending');
    expect(canonical('q=++ana++&status=converted')).toBe('q=ana&status=converted');
  });

  it('says nothing of an address that already reads as written', () => {
    expect(canonical('')).toBeNull();
    expect(canonical('status=pending&page=3&conta=7')).toBeNull();
  });
});
