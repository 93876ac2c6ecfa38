import { ADMIN_MESSAGES } from '@prospecta/contracts/admin-api';
import { ADMIN_CREDIT_MESSAGES } from '@prospecta/contracts/admin-credits-api';
import { describe, expect, it } from 'vitest';
import { churnFormErrors, churnRequest, currentYearChurnForm, parseEmails } from './churn-form';

describe('the churn sheet form', () => {
  it('starts on the current calendar year with no e-mails (every customer)', () => {
    expect(currentYearChurnForm(new Date(2026, 5, 15))).toEqual({
      emails: '',
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });

  it('reads e-mails one a line or separated by commas, semicolons or spaces, once each', () => {
    expect(parseEmails(' Ana@X.com.br,\nbeto@y.com;ana@x.com.br  caio@z.com \n\n')).toEqual([
      'ana@x.com.br',
      'beto@y.com',
      'caio@z.com',
    ]);
    expect(churnRequest({ emails: 'a@b.com.br', from: '2026-01-01', to: '2026-03-31' })).toEqual({
      emails: ['a@b.com.br'],
      rangeDate: ['2026-01-01', '2026-03-31'],
    });
  });

  it.each([
    [
      { emails: 'ana@x.com.br, nada', from: '2026-01-01', to: '2026-12-31' },
      { emails: 'E-mail inválido: nada' },
    ],
    [{ emails: '', from: '', to: '2026-12-31' }, { period: ADMIN_CREDIT_MESSAGES.periodRequired }],
    [{ emails: '', from: '2026-02-01', to: '2026-01-01' }, { period: ADMIN_MESSAGES.invalidPeriod }],
    [{ emails: '', from: '2019-01-01', to: '2026-01-01' }, { period: ADMIN_CREDIT_MESSAGES.periodTooLong }],
    [{ emails: '', from: '2026-01-01', to: '2026-12-31' }, {}],
  ])('%j → %j', (form, errors) => {
    expect(churnFormErrors(form)).toEqual(errors);
  });
});
