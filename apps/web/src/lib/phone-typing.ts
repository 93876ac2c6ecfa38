// A Brazilian phone formatted while it is typed ("(11) 98765-4321"), the caret kept after the digit it
// followed. The forms still check and send the digits (the contracts' schemas drop the punctuation); this only
// spares the user from counting digits. Numbers starting with 0 (0800, a trunk prefix) and anything with letters
// are left as typed, for the form's own message to say what is wrong.
import type { ChangeEvent } from 'react';

const digitsOf = (text: string) => text.replace(/\D/g, '');
const PHONE_CHARS = /^[\d\s().+-]*$/;

/** The digits of a number being typed, punctuated as far as they go: "(1", "(11) 9876", "(11) 9876-5". */
export function punctuatePhone(digits: string): string {
  const ddd = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${ddd}`;
  if (digits.length <= 6) return `(${ddd}) ${rest}`;
  const split = digits.length === 11 ? 5 : 4;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** Where the caret goes in `text`: right after its `count`-th digit (before the first one for 0). */
function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) {
    const first = text.search(/\d/);
    return first === -1 ? text.length : first;
  }
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text.charAt(i))) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}

/**
 * The field's new text and caret after an edit: `previous` was shown, the user made it `typed` with the caret at
 * `caret`. A separator deleted on its own (Backspace after "(11) ") takes the digit before it with it, or the
 * mask would put it back and the key would do nothing.
 */
export function typedPhone(previous: string, typed: string, caret: number): { value: string; caret: number } {
  if (!PHONE_CHARS.test(typed)) return { value: typed, caret };
  let digits = digitsOf(typed);
  let before = digitsOf(typed.slice(0, caret)).length;
  if (digits.startsWith('0')) return { value: typed, caret };
  // "+55 11 98765-4321" pasted: the country code goes.
  if (digits.length > 11 && digits.length <= 13 && digits.startsWith('55')) {
    digits = digits.slice(2);
    before = Math.max(0, before - 2);
  }
  if (digits.length > 11) return { value: typed, caret };
  if (typed.length < previous.length && digits === digitsOf(previous) && before > 0) {
    digits = digits.slice(0, before - 1) + digits.slice(before);
    before -= 1;
  }
  const value = punctuatePhone(digits);
  return { value, caret: caretAfterDigits(value, before) };
}

/**
 * An input's onChange that formats the phone as typed: `apply` gets the new text (the form's own setter), and
 * the caret is put back where the user was typing.
 */
export function onPhoneTyped(current: string, apply: (value: string) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const next = typedPhone(current, input.value, input.selectionStart ?? input.value.length);
    apply(next.value);
    // After React writes the new value (which moves the caret to the end).
    requestAnimationFrame(() => {
      if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    });
  };
}
