import { describe, expect, it } from 'vitest';
import {
  noteAfterDelete,
  noteDeletedText,
  noteExcerpt,
  noteName,
  noteNames,
  noteRestoredText,
  noteSavedText,
} from '@/features/notes/lib/note-focus';

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

describe('noteExcerpt', () => {
  it.each([
    ['a short text whole', 'Ligar amanhã', 'Ligar amanhã'],
    ['lines and runs of spaces as one line', 'Ligar\n\namanhã   cedo', 'Ligar amanhã cedo'],
    ['exactly the limit whole', 'a'.repeat(30), 'a'.repeat(30)],
    ['a long text after a whole word', 'Ligar para a Ana na segunda-feira às 10h', 'Ligar para a Ana na…'],
    [
      'no punctuation before the "…"',
      'Ligar para a Ana, depois, o João e a Maria',
      'Ligar para a Ana, depois, o…',
    ],
    ['a first word longer than the limit inside it', 'x'.repeat(40), `${'x'.repeat(30)}…`],
  ] as const)('%s', (_, text, expected) => {
    expect(noteExcerpt(text)).toBe(expected);
  });
});

describe('noteName', () => {
  it('names a note by the beginning of its text and its time, in Brasília, as the app writes dates', () => {
    const note = { text: 'Ligar para a Ana na segunda-feira às 10h', created_at: '2026-11-29T17:02:00.000Z' };
    const name = noteName(note);
    expect(name).toBe('anotação “Ligar para a Ana na…” de 29/11/2026 às 14:02');
    expect(noteDeletedText(name)).toBe(
      'Anotação “Ligar para a Ana na…” de 29/11/2026 às 14:02 excluída. Para desfazer, use o botão “Desfazer” da notificação.',
    );
    expect(noteSavedText(name)).toBe('Anotação “Ligar para a Ana na…” de 29/11/2026 às 14:02 salva.');
    expect(noteRestoredText(name)).toBe('Anotação “Ligar para a Ana na…” de 29/11/2026 às 14:02 restaurada.');
  });
});

describe('noteNames', () => {
  const at = '2026-11-29T17:02:00.000Z';
  it('tells apart two notes written in the same minute by their text', () => {
    const names = noteNames([
      { id: 'a', text: 'Ligar para a Ana', created_at: at },
      { id: 'b', text: 'Mandar a proposta', created_at: '2026-11-29T17:02:40.000Z' },
    ]);
    expect([...names.values()]).toEqual([
      'anotação “Ligar para a Ana” de 29/11/2026 às 14:02',
      'anotação “Mandar a proposta” de 29/11/2026 às 14:02',
    ]);
  });

  it('numbers, in the order shown, only the notes that would still read the same', () => {
    const names = noteNames([
      { id: 'a', text: 'Ok', created_at: at },
      { id: 'b', text: 'Retornar', created_at: at },
      { id: 'c', text: 'Ok', created_at: at },
    ]);
    expect(Object.fromEntries(names)).toEqual({
      a: 'anotação “Ok” de 29/11/2026 às 14:02 (1)',
      b: 'anotação “Retornar” de 29/11/2026 às 14:02',
      c: 'anotação “Ok” de 29/11/2026 às 14:02 (2)',
    });
    expect(new Set(names.values()).size).toBe(3);
  });
});
