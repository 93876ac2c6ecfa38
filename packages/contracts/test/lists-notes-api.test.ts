// Who may delete a note: the rule the API enforces and the notes panel follows (no trash icon otherwise).
import { describe, expect, it } from 'vitest';
import { canDeleteNote } from '../src/lists-notes-api.ts';

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
