// A number punctuated while it is typed (a phone "(11) 98765-4321", a CEP "01310-100", a CNPJ "12.345.678/0001-90" — alphanumeric
// ones too, "12.ABC.345/01DE-35" —, a CPF "123.456.789-09"), the caret kept after the character it followed. The forms still check and send the digits (the
// contracts' schemas drop the punctuation); this only spares the user from counting digits. Anything the mask
// cannot read (letters, too many digits) is left as typed, for the form's own message to say what is wrong.
import type { ChangeEvent } from 'react';

export type DigitMask = {
  /** What the field may hold for the mask to apply. */
  chars: RegExp;
  maxDigits: number;
  /** A CNPJ's first twelve characters may be letters (upper-cased as typed); other masks take digits only. */
  letters?: boolean;
  /** The digits typed so far, punctuated as far as they go. */
  punctuate(digits: string): string;
  /** The digits as the mask reads them (`before`: digits before the caret), or null to leave the text as typed. */
  read?(digits: string, before: number): { digits: string; before: number } | null;
};

const DIGIT = /\d/;
const ALPHANUMERIC = /[\dA-Za-z]/;
/** The characters of `text` the mask counts (digits; letters too for a CNPJ), upper-cased. */
const symbolsOf = (text: string, symbol: RegExp) =>
  [...text]
    .filter((char) => symbol.test(char))
    .join('')
    .toUpperCase();

/**
 * `digits` laid into `pattern` (`#` a digit, anything else written as is), up to the last digit: a separator
 * shows once a digit follows it ("12.3" for "##.###", never "12.").
 */
export function fillPattern(pattern: string, digits: string): string {
  let out = '';
  let pending = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '#') {
      out += pending + digits.charAt(next++);
      pending = '';
    } else pending += char;
  }
  return out;
}

export const CNPJ_MASK: DigitMask = {
  chars: /^[\dA-Za-z\s./-]*$/,
  maxDigits: 14,
  letters: true,
  punctuate: (digits) => fillPattern('##.###.###/####-##', digits),
};

export const CPF_MASK: DigitMask = {
  chars: /^[\d\s.-]*$/,
  maxDigits: 11,
  punctuate: (digits) => fillPattern('###.###.###-##', digits),
};

/** A CEP, "01310-100" (the search's CEP radius). */
export const CEP_MASK: DigitMask = {
  chars: /^[\d\s.-]*$/,
  maxDigits: 8,
  punctuate: (digits) => fillPattern('#####-###', digits),
};

/** Where the caret goes in `text`: right after its `count`-th digit (before the first one for 0). */
function caretAfterDigits(text: string, count: number, symbol: RegExp): number {
  if (count <= 0) {
    const first = text.search(symbol);
    return first === -1 ? text.length : first;
  }
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (symbol.test(text.charAt(i))) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}

/**
 * The field's new text and caret after an edit: `previous` was shown, the user made it `typed` with the caret at
 * `caret`. A separator deleted on its own (Backspace after "12.345.") takes the digit before it with it, or the
 * mask would put it back and the key would do nothing.
 */
export function typedDigits(
  mask: DigitMask,
  previous: string,
  typed: string,
  caret: number,
): { value: string; caret: number } {
  if (!mask.chars.test(typed)) return { value: typed, caret };
  const symbol = mask.letters ? ALPHANUMERIC : DIGIT;
  const read = (mask.read ?? ((digits, before) => ({ digits, before })))(
    symbolsOf(typed, symbol),
    symbolsOf(typed.slice(0, caret), symbol).length,
  );
  if (!read || read.digits.length > mask.maxDigits) return { value: typed, caret };
  let { digits, before } = read;
  if (typed.length < previous.length && digits === symbolsOf(previous, symbol) && before > 0) {
    digits = digits.slice(0, before - 1) + digits.slice(before);
    before -= 1;
  }
  const value = mask.punctuate(digits);
  return { value, caret: caretAfterDigits(value, before, symbol) };
}

/**
 * An input's onChange that punctuates the number as typed: `apply` gets the new text (the form's own setter), and
 * the caret is put back where the user was typing.
 */
export function onDigitsTyped(mask: DigitMask, current: string, apply: (value: string) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const next = typedDigits(mask, current, input.value, input.selectionStart ?? input.value.length);
    apply(next.value);
    // After React writes the new value (which moves the caret to the end).
    requestAnimationFrame(() => {
      if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    });
  };
}
