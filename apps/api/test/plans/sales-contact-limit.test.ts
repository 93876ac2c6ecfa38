// The hourly limit of "Falar com um consultor" on its own clock: a slot frees up an hour after its message.
import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http-error.ts';
import { SALES_CONTACTS_PER_HOUR, salesContactLimit } from '@/modules/plans/plans.service.ts';

const MINUTE = 60_000;

describe('salesContactLimit', () => {
  it('refuses a fourth message within the hour and takes it once the first is an hour old', () => {
    let now = 0;
    const limit = salesContactLimit(() => now);
    for (let i = 0; i < SALES_CONTACTS_PER_HOUR; i += 1) {
      limit.check('ana');
      limit.record('ana');
      now += 10 * MINUTE;
    }
    // 30 minutes in: three messages in the last hour.
    expect(() => limit.check('ana')).toThrowError(HttpError);
    expect(() => limit.check('bia')).not.toThrow();
    now = 60 * MINUTE - 1;
    expect(() => limit.check('ana')).toThrowError(HttpError);
    now = 60 * MINUTE;
    expect(() => limit.check('ana')).not.toThrow();
  });

  it('counts only what was recorded: a check alone does not use a slot', () => {
    const limit = salesContactLimit(() => 0);
    for (let i = 0; i < 10; i += 1) limit.check('ana');
    limit.record('ana');
    expect(() => limit.check('ana')).not.toThrow();
  });
});
