import { describe, expect, it } from 'vitest';
import { formatCnaeCode } from '../src/search-codes.ts';

describe('formatCnaeCode', () => {
  it('writes a CNAE subclass as the IBGE does, from a number or the registry’s zero-padded text', () => {
    expect(formatCnaeCode(4721102)).toBe('4721-1/02');
    expect(formatCnaeCode(111301)).toBe('0111-3/01');
    expect(formatCnaeCode('5611201')).toBe('5611-2/01');
    expect(formatCnaeCode(null)).toBe('—');
  });
});
