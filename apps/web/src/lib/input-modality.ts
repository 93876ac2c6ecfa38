// How the user last acted: navigating with the keyboard, typing in a field, or with a pointer. A focus moved by
// script (a new screen's heading) shows the keyboard's ring only after keyboard navigation: Chrome's own
// :focus-visible also draws it after typing in a form (the sign-in's Enter) or a script's focus from a field.

export type InputModality = 'keyboard' | 'typing' | 'pointer';

const NAVIGATION_KEYS = new Set([
  'Enter',
  ' ',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
]);
const NOT_TEXT_INPUTS = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** What a key says of the user: Tab always navigates; in a text field the rest is typing; a modifier alone says nothing. */
export function modalityOfKey(key: string, inTextField: boolean): InputModality | null {
  if (key === 'Tab') return 'keyboard';
  if (inTextField) return 'typing';
  return NAVIGATION_KEYS.has(key) ? 'keyboard' : null;
}

/** Whether an element takes typed text (a text-like input, a textarea, an editable region). */
export function isTextField(element: {
  tagName: string;
  type?: string;
  isContentEditable?: boolean;
}): boolean {
  if (element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA') return true;
  return element.tagName === 'INPUT' && !NOT_TEXT_INPUTS.has((element.type ?? 'text').toLowerCase());
}

let last: InputModality = 'pointer';

/** The last way the user acted (pointer until the first key). */
export function lastInputModality(): InputModality {
  return last;
}

/** Follows the user's keys and pointer on the whole document; returns the way to stop. */
export function trackInputModality(): () => void {
  const onKey = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    const next = modalityOfKey(event.key, target !== null && isTextField(target as HTMLInputElement));
    if (next) last = next;
  };
  const onPointer = () => {
    last = 'pointer';
  };
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  return () => {
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', onPointer, true);
  };
}
