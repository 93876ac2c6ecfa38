import { ACCOUNT_USER_MESSAGES } from '@prospecta/contracts/account-users-api';
import { ADMIN_ACCOUNT_MESSAGES } from '@prospecta/contracts/admin-accounts-api';
import { ADMIN_MESSAGES } from '@prospecta/contracts/admin-api';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_NEW_ACCOUNT_FORM,
  type NewAccountFormValues,
  newAccountFormErrors,
  newAccountRequest,
  withPlan,
} from './new-account-form';

const TODAY = '2026-11-30';
const filled: NewAccountFormValues = {
  ...EMPTY_NEW_ACCOUNT_FORM,
  name: 'Acme Distribuidora',
  planName: 'Plano Essencial',
  maxUsers: 2,
  ownerName: 'Ana Acme',
  ownerEmail: 'ana@acme.com.br',
};

describe('newAccountFormErrors', () => {
  it('accepts a filled form, credits and WhatsApp being optional', () => {
    expect(newAccountFormErrors(filled, TODAY)).toEqual({});
  });

  it('says what an empty form lacks, field by field', () => {
    expect(newAccountFormErrors(EMPTY_NEW_ACCOUNT_FORM, TODAY)).toEqual({
      name: ADMIN_ACCOUNT_MESSAGES.invalidAccountName,
      planName: ADMIN_ACCOUNT_MESSAGES.invalidPlan,
      maxUsers: ADMIN_MESSAGES.invalidMaxUsers,
      ownerName: ACCOUNT_USER_MESSAGES.invalidName,
      ownerEmail: 'Informe o e-mail',
    });
  });

  it.each([
    ['click', -5, ADMIN_MESSAGES.negativeCredit],
    ['click', 1.5, ADMIN_MESSAGES.wholeCredit],
    ['export', 99_999_999_999, ADMIN_MESSAGES.tooManyCredits],
    ['export', '-', ADMIN_MESSAGES.wholeCredit],
    ['maxUsers', 0, ADMIN_MESSAGES.invalidMaxUsers],
    ['maxUsers', 1001, ADMIN_MESSAGES.invalidMaxUsers],
    ['maxUsers', 2.5, ADMIN_MESSAGES.invalidMaxUsers],
    ['ownerWhatsapp', '123', ACCOUNT_USER_MESSAGES.invalidWhatsapp],
    ['name', 'x'.repeat(121), ADMIN_ACCOUNT_MESSAGES.invalidAccountName],
    ['planName', 'Plano Ouro', ADMIN_ACCOUNT_MESSAGES.invalidPlan],
    ['expiresDate', '2026-11-29', ADMIN_MESSAGES.pastExpiry],
  ] as const)('refuses %s = %s as the API does', (field, value, message) => {
    expect(newAccountFormErrors({ ...filled, [field]: value }, TODAY)).toEqual({ [field]: message });
  });

  it('accepts credits that expire today', () => {
    expect(newAccountFormErrors({ ...filled, click: 10, expiresDate: TODAY }, TODAY)).toEqual({});
  });
});

describe('newAccountRequest', () => {
  it('sends empty credits as 0, no expiry as null and leaves an empty WhatsApp out', () => {
    expect(newAccountRequest(filled)).toEqual({
      account: { name: 'Acme Distribuidora', plan_name: 'Plano Essencial', max_users_count: 2 },
      credit: { search_credit: 0, internal_export_credit: 0, expires_date: null },
      owner: { name: 'Ana Acme', email: 'ana@acme.com.br' },
    });
  });
});

describe('withPlan', () => {
  it("fills in the plan's seats and a month of its credits", () => {
    expect(withPlan(EMPTY_NEW_ACCOUNT_FORM, 'Plano Pro')).toMatchObject({
      planName: 'Plano Pro',
      maxUsers: 10,
      click: 500,
      export: 1000,
    });
    // Unlimited consultations: no click credits to give.
    expect(withPlan(EMPTY_NEW_ACCOUNT_FORM, 'Plano Enterprise')).toMatchObject({
      click: '',
      maxUsers: 100,
      export: 20_000,
    });
  });
});
