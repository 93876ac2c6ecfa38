import type { CreditsShowResponse } from '@prospecta/contracts/credits';
import { describe, expect, it } from 'vitest';
import { creditsRanOut } from './credits-ran-out';

const gauge = (remaining: number) => ({ value: 100, remaining });
const credits = (click: number, exports: number, unlimitedClick = false): CreditsShowResponse => ({
  click: gauge(click),
  export: gauge(exports),
  unlimitedClick,
  nextExpiry: { click: null, export: null },
});

describe('creditsRanOut', () => {
  it('is a customer balance at zero: consultations (unless unlimited) or exports', () => {
    expect(creditsRanOut(credits(0, 10), false)).toBe(true);
    expect(creditsRanOut(credits(10, 0), false)).toBe(true);
    expect(creditsRanOut(credits(0, 10, true), false)).toBe(false);
    expect(creditsRanOut(credits(10, 10), false)).toBe(false);
    expect(creditsRanOut(undefined, false)).toBe(false);
  });

  it('never tells staff their credits ran out (unlimited consultations, no exports of their own)', () => {
    expect(creditsRanOut(credits(0, 0, true), true)).toBe(false);
    expect(creditsRanOut(credits(0, 0), true)).toBe(false);
  });
});
