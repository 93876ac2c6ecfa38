// Who may delete a note: the rule the API enforces and the notes panel follows (no trash icon otherwise); and
// the version a delete names, so it removes only the note its user saw.
import { describe, expect, it } from 'vitest';
import { canDeleteNote, deleteNoteQuerystringSchema, noteVersion } from '../src/lists-notes-api.ts';

describe('canDeleteNote', () => {
  it.each([
    ['its author', { id: 'a', role: 'user' }, true],
    ['another seller', { id: 'b', role: 'user' }, false],
    ['a prospector', { id: 'b', role: 'prospector' }, false],
    ['a manager', { id: 'b', role: 'manager' }, true],
    ['the owner', { id: 'b', role: 'owner' }, true],
  ])('%s → %s', (_name, user, allowed) => {
    expect(canDeleteNote('a', user)).toBe(allowed);
  });
});

describe('noteVersion', () => {
  it('is when the note was last written: its correction, else its writing', () => {
    const created_at = '2026-11-29T14:02:00.000Z';
    expect(noteVersion({ created_at, updated_at: null })).toBe(created_at);
    expect(noteVersion({ created_at, updated_at: '2026-11-29T14:05:00.000Z' })).toBe(
      '2026-11-29T14:05:00.000Z',
    );
  });

  it("is sent as an instant, or not at all (the spec's delete, unconditional)", () => {
    expect(deleteNoteQuerystringSchema.parse({})).toEqual({});
    expect(deleteNoteQuerystringSchema.parse({ version: '2026-11-29T14:02:00.000+00:00' }).version).toBe(
      '2026-11-29T14:02:00.000+00:00',
    );
    const bad = deleteNoteQuerystringSchema.safeParse({ version: 'ontem' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Versão da anotação inválida');
  });
});
