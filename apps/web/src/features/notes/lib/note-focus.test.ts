import { describe, expect, it } from 'vitest';
import { noteAfterDelete, noteDeletedText, noteName } from '@/features/notes/lib/note-focus';

describe('noteAfterDelete', () => {
  it.each([
    ['the next note', ['a', 'b', 'c'], 'b', 'c'],
    ['the one before when the last goes', ['a', 'b', 'c'], 'c', 'b'],
    ['the next when the first goes', ['a', 'b'], 'a', 'b'],
    ['the new-note box when the only one goes', ['a'], 'a', null],
    ['the new-note box for a note not shown', ['a'], 'z', null],
  ] as const)('%s', (_, shown, deleted, expected) => {
    expect(noteAfterDelete(shown, deleted)).toBe(expected);
  });
});

describe('noteName', () => {
  it('names a note by its time, in Brasília, as the app writes dates', () => {
    const note = { created_at: '2026-11-29T17:02:00.000Z' };
    expect(noteName(note)).toBe('anotação de 29/11/2026 às 14:02');
    expect(noteDeletedText(note)).toBe(
      'Anotação de 29/11/2026 às 14:02 excluída. Para desfazer, use o botão “Desfazer” da notificação.',
    );
  });
});
