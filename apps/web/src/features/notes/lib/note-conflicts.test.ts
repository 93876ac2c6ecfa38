import type { Note } from '@prospecta/contracts/lists-notes-api';
import { describe, expect, it } from 'vitest';
import { isNoteGone, keptNoteToast, notesOnScreen } from '@/features/notes/lib/note-conflicts';
import { ApiError } from '@/lib/api-errors';

const note = (id: string, created_at: string, text = id): Note => ({
  id,
  text,
  company_id: 'c',
  info_set_id: 'l',
  user: { id: 'u', name: 'Vitor' },
  created_at,
  updated_at: null,
});

describe('keptNoteToast', () => {
  it('says a delete was refused because the note changed, in the server words', () => {
    const refused = new ApiError(409, {
      message: 'A anotação foi editada depois que você a viu; nada foi excluído',
    });
    expect(keptNoteToast(refused)).toEqual({
      color: 'yellow',
      title: 'Anotação mantida',
      message: 'A anotação foi editada depois que você a viu; nada foi excluído',
    });
  });

  it.each([
    ['a note already gone', new ApiError(404, { message: 'Nenhum resultado encontrado' })],
    ['a refusal the app already said', new ApiError(403, { message: 'Sem permissões para a ação!' })],
    ['no error', undefined],
  ])('says nothing for %s', (_case, error) => {
    expect(keptNoteToast(error)).toBeNull();
  });
});

describe('isNoteGone', () => {
  it('is a 404 only', () => {
    expect(isNoteGone(new ApiError(404, undefined))).toBe(true);
    expect(isNoteGone(new ApiError(403, undefined))).toBe(false);
    expect(isNoteGone(new Error('x'))).toBe(false);
  });
});

describe('notesOnScreen', () => {
  const a = note('a', '2026-11-29T14:03:00.000Z');
  const b = note('b', '2026-11-29T14:02:00.000Z');
  const c = note('c', '2026-11-29T14:01:00.000Z');
  const none = new Map<string, Note>();

  it('shows the page read without the notes deleted on screen', () => {
    expect(notesOnScreen([a, b, c], new Set(['b']), none)).toEqual([a, c]);
  });

  it('keeps a note being corrected that a refresh no longer reads, in its place among the others', () => {
    const editing = new Map([[b.id, b]]);
    expect(notesOnScreen([a, c], new Set(), editing)).toEqual([a, b, c]);
  });

  it('shows a note being corrected as the page now reads it, once', () => {
    const fresh = { ...b, text: 'corrigida em outra aba' };
    expect(notesOnScreen([a, fresh, c], new Set(), new Map([[b.id, b]]))).toEqual([a, fresh, c]);
  });
});
