// A Brazilian phone punctuated as typed ("(11) 98765-4321"; digit-typing.ts keeps the caret). Numbers starting
// with 0 (0800, a trunk prefix) are left as typed; a pasted "+55" goes.
import { type DigitMask, fillPattern, onDigitsTyped, typedDigits } from './digit-typing';

/** The digits of a number being typed, punctuated as far as they go: "(1", "(11) 9876", "(11) 9876-5". */
export const punctuatePhone = (digits: string): string =>
  fillPattern(digits.length === 11 ? '(##) #####-####' : '(##) ####-####', digits);

const PHONE_MASK: DigitMask = {
  chars: /^[\d\s().+-]*$/,
  maxDigits: 11,
  punctuate: punctuatePhone,
  read: (digits, before) => {
    if (digits.startsWith('0')) return null;
    // "+55 11 98765-4321" pasted: the country code goes.
    if (digits.length > 11 && digits.length <= 13 && digits.startsWith('55'))
      return { digits: digits.slice(2), before: Math.max(0, before - 2) };
    return { digits, before };
  },
};

export const typedPhone = (previous: string, typed: string, caret: number) =>
  typedDigits(PHONE_MASK, previous, typed, caret);

/** An input's onChange that punctuates a phone as typed, the caret kept. */
export const onPhoneTyped = (current: string, apply: (value: string) => void) =>
  onDigitsTyped(PHONE_MASK, current, apply);
