import { describe, expect, it } from 'vitest';
import { canSpend, creditGauge, type GrantLine, isGrantValid } from '@/modules/credits/credits.arithmetic.ts';

const now = new Date('2026-06-01T12:00:00Z');
const past = new Date('2026-05-01T00:00:00Z');
const future = new Date('2026-07-01T00:00:00Z');
const grant = (amount: number, extra: Partial<GrantLine> = {}): GrantLine => ({
  type: 'click',
  amount,
  expiresAt: future,
  invalidatedAt: null,
  ...extra,
});

describe('isGrantValid', () => {
  it.each([
    ['no expiry', grant(1, { expiresAt: null }), true],
    ['expires later', grant(1), true],
    ['expired', grant(1, { expiresAt: past }), false],
    ['expires exactly now', grant(1, { expiresAt: now }), false],
    ['invalidated', grant(1, { invalidatedAt: past }), false],
  ])('%s', (_, g, expected) => {
    expect(isGrantValid(g, now)).toBe(expected);
  });
});

describe('creditGauge', () => {
  it.each([
    { name: 'nothing granted', grants: [], consumed: 0, value: 0, remaining: 0 },
    { name: 'one grant, none spent', grants: [grant(500)], consumed: 0, value: 500, remaining: 500 },
    {
      name: 'grants add up',
      grants: [grant(100), grant(50, { expiresAt: null })],
      consumed: 30,
      value: 150,
      remaining: 120,
    },
    {
      name: 'expired and invalidated do not count',
      grants: [grant(100), grant(40, { expiresAt: past }), grant(7, { invalidatedAt: past })],
      consumed: 10,
      value: 100,
      remaining: 90,
    },
    {
      name: 'other type ignored',
      grants: [grant(100), grant(900, { type: 'export' })],
      consumed: 0,
      value: 100,
      remaining: 100,
    },
    { name: 'never below zero', grants: [grant(10)], consumed: 25, value: 10, remaining: 0 },
  ])('$name', ({ grants, consumed, value, remaining }) => {
    expect(creditGauge('click', grants, { click: consumed, export: 0 }, now)).toEqual({ value, remaining });
  });
});

describe('canSpend', () => {
  it.each([
    { type: 'click', amount: 1, remaining: 1, unlimitedClick: false, ok: true },
    { type: 'click', amount: 2, remaining: 1, unlimitedClick: false, ok: false },
    { type: 'click', amount: 5, remaining: 0, unlimitedClick: true, ok: true },
    { type: 'export', amount: 5, remaining: 0, unlimitedClick: true, ok: false },
    { type: 'export', amount: 10, remaining: 10, unlimitedClick: false, ok: true },
    { type: 'export', amount: 0, remaining: 10, unlimitedClick: false, ok: false },
  ] as const)('$type $amount of $remaining (unlimited $unlimitedClick) → $ok', ({ ok, ...input }) => {
    expect(canSpend(input)).toBe(ok);
  });
});
