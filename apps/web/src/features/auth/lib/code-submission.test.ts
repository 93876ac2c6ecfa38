import { describe, expect, it } from 'vitest';
import { codeSubmission, leftCodeUnchecked } from './code-submission';

describe('codeSubmission', () => {
  it('sends a code once: the sixth digit and Enter right after make one request', () => {
    const s = codeSubmission();
    expect(s.begin('123456')).toBe(true);
    expect(s.begin('123456')).toBe(false);
    // Another code while the first is on its way waits too.
    expect(s.begin('654321')).toBe(false);
  });

  it('does not send a refused code again, but sends a corrected one', () => {
    const s = codeSubmission();
    s.begin('123456');
    s.settled({ status: 401 });
    expect(s.begin('123456')).toBe(false);
    expect(s.begin('123457')).toBe(true);
  });

  it('sends the same code again when the failure left it unchecked, or after a new code was asked for', () => {
    const s = codeSubmission();
    s.begin('123456');
    s.settled({ status: 0 });
    expect(s.begin('123456')).toBe(true);
    s.settled({ status: 429 });
    expect(s.begin('123456')).toBe(true);
    s.settled({ status: 401 });
    s.reset();
    expect(s.begin('123456')).toBe(true);
  });

  it('tells a checked refusal from an unchecked failure', () => {
    expect([401, 403, 422].map((status) => leftCodeUnchecked({ status }))).toEqual([false, false, false]);
    expect([0, 408, 429, 500, 503].map((status) => leftCodeUnchecked({ status }))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(leftCodeUnchecked(new TypeError('Failed to fetch'))).toBe(true);
  });
});
