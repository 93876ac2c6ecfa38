import { describe, expect, it } from 'vitest';
import { punctuatePhone, typedPhone } from './phone-typing';

/** Types `keys` one by one at the end of an empty field, as a user would. */
function typeAll(keys: string): string {
  let value = '';
  for (const key of keys) value = typedPhone(value, value + key, value.length + 1).value;
  return value;
}

describe('punctuatePhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['1132345678', '(11) 3234-5678'],
    ['11987654321', '(11) 98765-4321'],
  ])('%s → %s', (digits, shown) => {
    expect(punctuatePhone(digits)).toBe(shown);
  });
});

describe('typedPhone', () => {
  it('formats a mobile and a landline as they are typed', () => {
    expect(typeAll('11987654321')).toBe('(11) 98765-4321');
    expect(typeAll('1132345678')).toBe('(11) 3234-5678');
  });

  it('takes a pasted number in any punctuation, the country code dropped', () => {
    expect(typedPhone('', '+55 (11) 98765-4321', 19).value).toBe('(11) 98765-4321');
    expect(typedPhone('', '11 3234 5678', 12).value).toBe('(11) 3234-5678');
  });

  it('leaves what it cannot read as typed, for the form to say what is wrong', () => {
    expect(typedPhone('', '0800 123 4567', 13).value).toBe('0800 123 4567');
    expect(typedPhone('', 'ramal 12', 8).value).toBe('ramal 12');
    expect(typedPhone('', '119876543210000', 15).value).toBe('119876543210000');
  });

  it('keeps the caret after the digit it followed when a digit is typed in the middle', () => {
    // "(11) 3234-5678" with a 9 typed after the DDD: "(11) 93234-5678", caret after the 9.
    const next = typedPhone('(11) 3234-5678', '(11) 93234-5678', 6);
    expect(next).toEqual({ value: '(11) 93234-5678', caret: 6 });
  });

  it('deletes the digit before a separator Backspace removed alone', () => {
    // Backspace right after "(11) 9876-": the hyphen goes, and so does the 6.
    const next = typedPhone('(11) 9876-5', '(11) 98765', 9);
    expect(next).toEqual({ value: '(11) 9875', caret: 8 });
    // Backspace after "(11) ": the 1 before it goes.
    expect(typedPhone('(11) 9', '(11)9', 4)).toEqual({ value: '(19', caret: 2 });
  });

  it('empties the field when the last digit goes', () => {
    expect(typedPhone('(1', '(', 1)).toEqual({ value: '', caret: 0 });
  });
});
