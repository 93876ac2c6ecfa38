import { describe, expect, it } from 'vitest';
import {
  canRequestPhoneValidation,
  nextPhoneRequestAt,
  progressPercent,
  progressText,
} from '@/features/validation/lib/phone-request';

describe('phone validation request button', () => {
  const now = Date.parse('2025-05-10T12:00:00Z');
  it.each([
    ['never requested', null, true],
    ['requested a minute ago', '2025-05-10T11:59:00Z', false],
    ['requested 2 days 23 h ago', '2025-05-07T13:00:00Z', false],
    ['requested exactly 3 days ago', '2025-05-07T12:00:00Z', true],
    ['requested a week ago', '2025-05-03T12:00:00Z', true],
    ['unreadable date', 'ontem', true],
  ])('%s → %s', (_, at, expected) => {
    expect(canRequestPhoneValidation(at, now)).toBe(expected);
  });
});

describe('progressText', () => {
  it('counts the contacts checked, and says the run is queued while it knows none', () => {
    expect(progressText(null)).toBe('Na fila…');
    expect(progressText({ done: 0, total: 0 })).toBe('Na fila…');
    expect(progressText({ done: 3, total: 1200 })).toBe('3 de 1.200 contatos');
  });
});

describe('progressPercent', () => {
  it.each([
    [null, 0],
    [{ done: 0, total: 0 }, 0],
    [{ done: 1, total: 3 }, 33.3],
    [{ done: 5, total: 4 }, 100],
  ])('%o → %s', (progress, expected) => {
    expect(progressPercent(progress)).toBe(expected);
  });

  it('says when a new phone request can be made: 3 days after the last, none when it can be now', () => {
    const at = '2026-11-26T10:00:00.000Z';
    expect(nextPhoneRequestAt(at, Date.parse('2026-11-27T10:00:00Z'))?.toISOString()).toBe(
      '2026-11-29T10:00:00.000Z',
    );
    expect(nextPhoneRequestAt(at, Date.parse('2026-11-29T10:00:00Z'))).toBeNull();
    expect(nextPhoneRequestAt(null, Date.now())).toBeNull();
  });
});
