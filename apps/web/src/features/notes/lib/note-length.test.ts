import { NOTE_MAX_LENGTH } from '@prospecta/contracts/lists-notes-api';
import { describe, expect, it } from 'vitest';
import { noteCutMessage, noteLengthHint } from '@/features/notes/lib/note-length';
import { pasteOverflow } from '@/lib/form-rules';

describe('noteLengthHint (the count under the note box)', () => {
  it.each([
    [0, null],
    [4499, null],
    [4500, '4.500 de 5.000 caracteres'],
    [4812, '4.812 de 5.000 caracteres'],
    [5000, '5.000 de 5.000 caracteres'],
  ])('%i characters → %s', (length, expected) => {
    expect(noteLengthHint(length)).toBe(expected);
  });
});

describe('pasteOverflow (a paste the box cuts at its limit)', () => {
  const box = (value: string, selectionStart = value.length, selectionEnd = selectionStart) => ({
    value,
    selectionStart,
    selectionEnd,
  });

  it.each([
    ['20 000 characters into an empty box', box(''), 'x'.repeat(20_000), 15_000],
    ['what fits exactly', box('abc'), 'x'.repeat(4997), 0],
    ['one past the limit', box('abc'), 'x'.repeat(4998), 1],
    ['over a selection it replaces', box('x'.repeat(5000), 0, 100), 'y'.repeat(100), 0],
    ['over a selection selected backwards', box('x'.repeat(5000), 100, 0), 'y'.repeat(101), 1],
    ['into a full box', box('x'.repeat(5000)), 'abc', 3],
    ['with Windows line breaks, one character each', box('x'.repeat(4990)), 'a\r\nb\r\nc\r\nd\r\ne', 0],
  ])('%s', (_, into, pasted, dropped) => {
    expect(pasteOverflow(into, pasted, NOTE_MAX_LENGTH)).toBe(dropped);
  });

  it('says where the note was cut', () => {
    expect(noteCutMessage()).toBe('A anotação foi cortada em 5.000 caracteres.');
  });
});
