import { describe, expect, it } from 'vitest';
import {
  type CreditFormValues,
  checkCreditForm,
  creditRequest,
  EMPTY_CREDIT_FORM,
  isoDay,
  unlimitedApplies,
  unlimitedDescription,
} from './credit-form';

const TODAY = '2026-05-10';
const AVAILABLE = { click: 450, export: 1000, unlimitedClick: false };
const form = (patch: Partial<CreditFormValues>): CreditFormValues => ({ ...EMPTY_CREDIT_FORM, ...patch });
const remove = (patch: Partial<CreditFormValues>) => form({ operation: 'remove_credit', ...patch });

describe('checkCreditForm: validity', () => {
  it.each([
    ['an empty form', form({}), false],
    ['zero credits', form({ click: 0, export: 0 }), false],
    ['click credits', form({ click: 100 }), true],
    ['export credits', form({ export: 5 }), true],
    ['only the unlimited click', form({ unlimited: true }), true],
    // The account has no unlimited click to remove: the switch alone changes nothing.
    ['only removing an unlimited click it lacks', remove({ unlimited: true }), false],
    ['a negative amount', form({ click: -1, export: 10 }), false],
    ['a fraction', form({ click: 1.5 }), false],
    ['more than 10 million', form({ click: 10_000_001 }), false],
    ['an expiry in the past', form({ click: 1, expiresDate: '2026-05-01' }), false],
    ['an expiry today (its last day)', form({ click: 1, expiresDate: TODAY }), true],
    ['an expiry tomorrow', form({ click: 1, expiresDate: '2026-05-11' }), true],
    ['a 201-character description', form({ click: 1, description: 'a'.repeat(201) }), false],
    // A removal ignores the expiry field (it is hidden).
    ['a removal with an old expiry left', remove({ click: 1, expiresDate: '2020-01-01' }), true],
    // Spec §4: a removal never takes more than remains (the warning beside the field says why).
    ['a removal of all that is available', remove({ click: 450, export: 1000 }), true],
    ['a removal above the click credits available', remove({ click: 451 }), false],
    ['a removal above the export credits available', remove({ export: 1001 }), false],
    ['adding more than the account has', form({ click: 5000, export: 5000 }), true],
  ])('%s → %s', (_name, values, valid) => {
    expect(checkCreditForm(values, AVAILABLE, TODAY).valid).toBe(valid);
  });

  it('asks for a whole number of credits (a fraction or a text is not "negative")', () => {
    expect(checkCreditForm(form({ click: 1.5, export: 'abc' }), AVAILABLE, TODAY).errors).toEqual({
      click: 'Informe um número inteiro de créditos',
      export: 'Informe um número inteiro de créditos',
    });
  });

  it('names the refused fields in Portuguese', () => {
    expect(
      checkCreditForm(form({ click: -3, export: 20_000_000, expiresDate: '2026-01-01' }), AVAILABLE, TODAY)
        .errors,
    ).toEqual({
      click: 'Os créditos não podem ser negativos',
      export: 'No máximo 10.000.000 de créditos por operação',
      expiresDate: 'A validade precisa ser uma data futura',
    });
  });
});

describe('checkCreditForm: warnings of a removal', () => {
  it('warns beside each amount above what is available', () => {
    expect(checkCreditForm(remove({ click: 451, export: 1001 }), AVAILABLE, TODAY).warnings).toEqual({
      click: 'Mais do que os 450 disponíveis: remova no máximo 450',
      export: 'Mais do que os 1.000 disponíveis: remova no máximo 1.000',
    });
  });

  it('keeps a removal of clicks valid above the balance when the clicks are unlimited (the server allows it)', () => {
    const unlimited = { ...AVAILABLE, unlimitedClick: true };
    expect(checkCreditForm(remove({ click: 5000 }), unlimited, TODAY).valid).toBe(true);
    expect(checkCreditForm(remove({ click: 5000, export: 1001 }), unlimited, TODAY).valid).toBe(false);
  });

  it('does not warn within the available, when adding, or for clicks of an unlimited account', () => {
    expect(checkCreditForm(remove({ click: 450, export: 1000 }), AVAILABLE, TODAY).warnings).toEqual({});
    expect(checkCreditForm(form({ click: 5000 }), AVAILABLE, TODAY).warnings).toEqual({});
    expect(
      checkCreditForm(remove({ click: 5000 }), { ...AVAILABLE, unlimitedClick: true }, TODAY).warnings,
    ).toEqual({});
  });
});

describe('creditRequest', () => {
  it('sends the amounts, the unlimited click, the expiry and the trimmed description when adding', () => {
    expect(
      creditRequest(
        form({ click: 100, unlimited: true, expiresDate: '2026-12-31', description: ' Bônus ' }),
        false,
      ),
    ).toEqual({
      credit: {
        search_credit: 100,
        internal_export_credit: 0,
        unlimited_click: true,
        expires_date: '2026-12-31',
        description: 'Bônus',
      },
    });
  });

  it('never sends an expiry when removing', () => {
    expect(creditRequest(remove({ export: 50, expiresDate: '2026-12-31' }), false).credit).toMatchObject({
      search_credit: 0,
      internal_export_credit: 50,
      expires_date: null,
    });
  });
});

describe('the unlimited click switch', () => {
  it.each([
    ['add_credit', false, true, 'Liga as consultas ilimitadas da conta'],
    ['add_credit', true, false, 'A conta já tem consultas ilimitadas'],
    ['remove_credit', true, true, 'Desliga as consultas ilimitadas da conta'],
    ['remove_credit', false, false, 'A conta não tem consultas ilimitadas'],
  ] as const)('%s on an account with unlimited %s: applies %s', (operation, unlimited, applies, text) => {
    expect(unlimitedApplies(operation, unlimited)).toBe(applies);
    expect(unlimitedDescription(operation, unlimited)).toBe(text);
  });

  it('is not sent when it would change nothing', () => {
    const values = form({ click: 10, unlimited: true });
    expect(creditRequest(values, true).credit.unlimited_click).toBe(false);
    expect(
      checkCreditForm(form({ unlimited: true }), { ...AVAILABLE, unlimitedClick: true }, TODAY).valid,
    ).toBe(false);
  });
});

describe('isoDay', () => {
  it('writes the local date as YYYY-MM-DD', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
