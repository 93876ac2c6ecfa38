import { describe, expect, it } from 'vitest';
import { CREDITS_QUERY_KEY } from '@/features/credits/api/get-credits';
import { adminAccountKey, afterCreditChangeKeys, creditAuditKey } from './admin-query-keys';

describe('afterCreditChangeKeys', () => {
  it('refreshes the account’s keys and the signed-in user’s own credits (the sidebar’s counter)', () => {
    expect(afterCreditChangeKeys(creditAuditKey('acc-1'))).toEqual([
      ['admin', 'account', 'acc-1', 'audit'],
      CREDITS_QUERY_KEY,
    ]);
    expect(afterCreditChangeKeys(adminAccountKey('acc-1'))).toEqual([
      ['admin', 'account', 'acc-1'],
      ['credits', 'show'],
    ]);
  });
});
