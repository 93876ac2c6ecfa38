import { describe, expect, it } from 'vitest';
import { isTextField, modalityOfKey } from '@/lib/input-modality';

describe('modalityOfKey', () => {
  it.each([
    ['Tab', false, 'keyboard'],
    ['Tab', true, 'keyboard'],
    ['Enter', false, 'keyboard'],
    [' ', false, 'keyboard'],
    ['ArrowDown', false, 'keyboard'],
    ['Enter', true, 'typing'],
    ['a', true, 'typing'],
    ['a', false, null],
    ['Shift', false, null],
  ] as const)('%j (in a text field: %s) → %s', (key, inTextField, expected) => {
    expect(modalityOfKey(key, inTextField)).toBe(expected);
  });
});

describe('isTextField', () => {
  it.each([
    [{ tagName: 'INPUT', type: 'text' }, true],
    [{ tagName: 'INPUT', type: 'password' }, true],
    [{ tagName: 'INPUT', type: 'email' }, true],
    [{ tagName: 'INPUT' }, true],
    [{ tagName: 'INPUT', type: 'checkbox' }, false],
    [{ tagName: 'INPUT', type: 'SUBMIT' }, false],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'A' }, false],
    [{ tagName: 'BUTTON', type: 'submit' }, false],
  ])('%j → %s', (element, expected) => {
    expect(isTextField(element)).toBe(expected);
  });
});
