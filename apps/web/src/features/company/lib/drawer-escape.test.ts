import { describe, expect, it } from 'vitest';
import { type EscapeFocus, escapeClosesDrawer } from '@/features/company/lib/drawer-escape';

const ESC = { key: 'Escape', isComposing: false };
const at = (dialog: EscapeFocus['dialog'], held = false): EscapeFocus => ({ dialog, held });

describe('escapeClosesDrawer', () => {
  it.each([
    ['Escape with the focus in the drawer', ESC, at('drawer'), true],
    ['Escape with nothing focused (the page body)', ESC, at('none'), true],
    ['Escape in a dialog opened over the drawer ("Adicionar à lista")', ESC, at('other'), false],
    ['Escape that closes an open select dropdown in the drawer', ESC, at('drawer', true), false],
    ['Escape while an accent is composed', { key: 'Escape', isComposing: true }, at('drawer'), false],
    ['another key', { key: 'Enter', isComposing: false }, at('drawer'), false],
  ])('%s', (_case, key, focus, expected) => {
    expect(escapeClosesDrawer(key, focus)).toBe(expected);
  });
});
