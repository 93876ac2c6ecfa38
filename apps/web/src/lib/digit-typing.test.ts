import { describe, expect, it } from 'vitest';
import { CEP_MASK, CNPJ_MASK, CPF_MASK, type DigitMask, fillPattern, typedDigits } from './digit-typing';

/** Types `keys` one by one at the end of an empty field, as a user would. */
function typeAll(mask: DigitMask, keys: string): string {
  let value = '';
  for (const key of keys) value = typedDigits(mask, value, value + key, value.length + 1).value;
  return value;
}

describe('fillPattern', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12.3'],
    ['12345678', '12.345.678'],
    ['123456780', '12.345.678/0'],
    ['1234567800019', '12.345.678/0001-9'],
    ['12345678000190', '12.345.678/0001-90'],
  ])('CNPJ %s → %s (a separator once a digit follows it)', (digits, shown) => {
    expect(fillPattern('##.###.###/####-##', digits)).toBe(shown);
  });
});

describe('typedDigits', () => {
  it('punctuates a CNPJ and a CPF as they are typed', () => {
    expect(typeAll(CNPJ_MASK, '12345678000190')).toBe('12.345.678/0001-90');
    expect(typeAll(CPF_MASK, '12345678909')).toBe('123.456.789-09');
    expect(typeAll(CEP_MASK, '0131')).toBe('0131');
    expect(typeAll(CEP_MASK, '013101')).toBe('01310-1');
    expect(typeAll(CEP_MASK, '01310100')).toBe('01310-100');
    expect(typedDigits(CEP_MASK, '', '01310100', 8).value).toBe('01310-100');
  });

  it('punctuates an alphanumeric CNPJ, its letters upper-cased', () => {
    expect(typeAll(CNPJ_MASK, '12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('takes a pasted number in any punctuation', () => {
    expect(typedDigits(CNPJ_MASK, '', '12 345 678 0001 90', 18).value).toBe('12.345.678/0001-90');
    expect(typedDigits(CPF_MASK, '', '123.456.78909', 13).value).toBe('123.456.789-09');
  });

  it('leaves letters and too many digits as typed, for the form to say what is wrong', () => {
    expect(typedDigits(CNPJ_MASK, '', 'é', 1).value).toBe('é');
    expect(typedDigits(CPF_MASK, '', 'abc', 3).value).toBe('abc');
    expect(typedDigits(CPF_MASK, '', '123456789012', 12).value).toBe('123456789012');
  });

  it('keeps the caret after the digit it followed, and Backspace over a separator takes the digit before it', () => {
    // A 5 typed after "12.34" of "12.346.7": "12.345.67", the caret after the 5.
    expect(typedDigits(CNPJ_MASK, '12.346.7', '12.3456.7', 6)).toEqual({ value: '12.345.67', caret: 6 });
    // Backspace right after "123.": the dot goes, and so does the 3.
    expect(typedDigits(CPF_MASK, '123.4', '1234', 3)).toEqual({ value: '124', caret: 2 });
  });
});
