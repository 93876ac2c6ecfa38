import { describe, expect, it } from 'vitest';
import { isPayingAccount } from '@/features/autoplay/lib/paying';

describe('isPayingAccount', () => {
  it.each([
    ['active', true],
    ['suspended', true],
    ['migrated', true],
    ['free', false],
    [undefined, false],
    [null, false],
  ])('%s → %s', (type, expected) => {
    expect(isPayingAccount(type)).toBe(expected);
  });
});
