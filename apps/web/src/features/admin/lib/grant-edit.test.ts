import { ADMIN_MESSAGES } from '@prospecta/contracts/admin-api';
import { ADMIN_CREDIT_MESSAGES, belowUsedMessage } from '@prospecta/contracts/admin-credits-api';
import { describe, expect, it } from 'vitest';
import {
  canEditGrant,
  grantEditBody,
  grantEditErrors,
  grantEditInitial,
  grantLastDay,
  grantUsed,
} from './grant-edit';

// Stops at midnight in Brasília after 31/12/2026 (03:00 UTC on 1/1/2027).
const grant = { type: 'click' as const, amount: 100, remaining: 70, expires_at: '2027-01-01T03:00:00.000Z' };
const today = '2026-06-01';

describe('the grant edit form', () => {
  it('starts from the grant: its amount and its last valid day (none: empty)', () => {
    expect(grantEditInitial(grant)).toEqual({ amount: 100, expires: '2026-12-31' });
    expect(grantLastDay(null)).toBe('');
    expect(grantUsed(grant)).toBe(30);
  });

  it.each([
    [{ amount: 29, expires: '2026-12-31' }, { amount: belowUsedMessage(30) }],
    [{ amount: 0, expires: '2026-12-31' }, { amount: ADMIN_CREDIT_MESSAGES.zero }],
    [{ amount: -1, expires: '' }, { amount: ADMIN_MESSAGES.negativeCredit }],
    [{ amount: 1.5, expires: '' }, { amount: ADMIN_MESSAGES.wholeCredit }],
    [{ amount: '', expires: '' }, { amount: ADMIN_MESSAGES.wholeCredit }],
    [{ amount: 50, expires: '2026-05-31' }, { expires: ADMIN_MESSAGES.pastExpiry }],
    [{ amount: 100, expires: '2026-12-31' }, { form: ADMIN_CREDIT_MESSAGES.nothingChanged }],
    [{ amount: 30, expires: '' }, {}],
    [{ amount: 100, expires: today }, {}],
  ])('%j → %j', (form, errors) => {
    expect(grantEditErrors(form, grant, today)).toEqual(errors);
  });

  it("sends the amount under the grant's own type, and null for no expiry", () => {
    expect(grantEditBody({ amount: 80, expires: '' }, grant)).toEqual({
      search_credit: 80,
      expires_date: null,
    });
    expect(grantEditBody({ amount: '5', expires: '2026-07-01' }, { ...grant, type: 'export' })).toEqual({
      internal_export_credit: 5,
      expires_date: '2026-07-01',
    });
  });

  it('is offered on grants still counting only', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const entry = { kind: 'grant' as const, invalidated: false, expires_at: grant.expires_at };
    expect(canEditGrant(entry, now)).toBe(true);
    expect(canEditGrant({ ...entry, expires_at: null }, now)).toBe(true);
    expect(canEditGrant({ ...entry, invalidated: true }, now)).toBe(false);
    expect(canEditGrant({ ...entry, expires_at: '2026-05-01T03:00:00.000Z' }, now)).toBe(false);
    expect(canEditGrant({ ...entry, kind: 'consumption' }, now)).toBe(false);
  });
});
