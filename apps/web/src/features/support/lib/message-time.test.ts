import { describe, expect, it } from 'vitest';
import { messageTime } from '@/features/support/lib/message-time';

// 1 December 2026, 10:00 in Brasília (UTC−3).
const NOW = new Date('2026-12-01T13:00:00.000Z');

describe('messageTime', () => {
  it.each([
    ['2026-12-01T17:32:00.000Z', 'hoje 14:32'],
    // 01:30 UTC on the 1st is still the evening of 30 November in Brasília.
    ['2026-12-01T01:30:00.000Z', 'ontem 22:30'],
    ['2026-12-01T03:05:00.000Z', 'hoje 00:05'],
    ['2026-11-30T12:10:00.000Z', 'ontem 09:10'],
    ['2026-11-12T19:05:00.000Z', '12/11 16:05'],
    ['2025-11-12T19:05:00.000Z', '12/11/2025 16:05'],
  ])('%s reads %s', (iso, expected) => {
    expect(messageTime(iso, NOW)).toBe(expected);
  });

  it('says yesterday across a month’s and a year’s turn', () => {
    expect(messageTime('2026-12-31T23:00:00.000Z', new Date('2027-01-01T15:00:00.000Z'))).toBe('ontem 20:00');
  });

  it('says nothing of a date it cannot read', () => {
    expect(messageTime('ontem', NOW)).toBe('');
  });
});
