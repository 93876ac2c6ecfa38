import { PROSPECTING_STATUSES, type ProspectingStatus } from '@prospecta/contracts/lists-companies-api';
import { describe, expect, it } from 'vitest';
import {
  type Box,
  cardOver,
  columnAfterKey,
  columnAt,
  type Point,
} from '@/features/list-companies/lib/kanban-drop';

// A board at 1 440 px as measured before the columns stretched: six columns 200 px wide, 10 px apart, from
// y 100, as tall as their cards ("A prospectar" full, "Interessado" empty, the others short).
const HEIGHTS: Record<ProspectingStatus, number> = {
  a_prospectar: 900,
  contatado: 300,
  interessado: 120,
  interesse_futuro: 240,
  sucesso: 120,
  descartado: 500,
};
const columns = PROSPECTING_STATUSES.map((id, i) => ({
  id,
  rect: { left: 20 + i * 210, right: 220 + i * 210, top: 100, bottom: 100 + HEIGHTS[id] },
}));
const rectOf = (id: ProspectingStatus) => columns.find((c) => c.id === id)?.rect as Box;
const centreOf = (r: Box): Point => ({ x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 });

describe('columnAt (where the pointer or the card drops)', () => {
  it.each<[string, Point, ProspectingStatus | null]>([
    ['inside a column', { x: 120, y: 150 }, 'a_prospectar'],
    [
      'under the empty "Interessado", at the height of the 4th card of "A prospectar"',
      { x: 540, y: 600 },
      'interessado',
    ],
    ['at the very bottom of the board under a short column', { x: 960, y: 1000 }, 'sucesso'],
    ['in the gap between two columns, nearer the left one', { x: 222, y: 150 }, 'a_prospectar'],
    ['in the gap between two columns, nearer the right one', { x: 228, y: 150 }, 'contatado'],
    ['above the board', { x: 540, y: 90 }, null],
    ['below the board', { x: 540, y: 1001 }, null],
    ['left of the first column', { x: 10, y: 150 }, null],
    ['right of the last column', { x: 1300, y: 150 }, null],
  ])('%s', (_, point, expected) => {
    expect(columnAt(point, columns)).toBe(expected);
  });

  it('takes nothing without a point or columns', () => {
    expect(columnAt(null, columns)).toBeNull();
    expect(columnAt({ x: 1, y: 1 }, [])).toBeNull();
  });
});

describe('columnAfterKey (the keyboard)', () => {
  it('→ steps through every column in order and stays on the last; ← back to the first', () => {
    const walk = (from: ProspectingStatus, code: string, presses: number) => {
      const seen: (ProspectingStatus | null)[] = [];
      let at: ProspectingStatus | null = from;
      for (let i = 0; i < presses && at; i += 1) {
        at = columnAfterKey(PROSPECTING_STATUSES, at, code);
        seen.push(at);
      }
      return seen;
    };
    expect(walk('a_prospectar', 'ArrowRight', 6)).toEqual([
      'contatado',
      'interessado',
      'interesse_futuro',
      'sucesso',
      'descartado',
      'descartado',
    ]);
    expect(walk('sucesso', 'ArrowLeft', 5)).toEqual([
      'interesse_futuro',
      'interessado',
      'contatado',
      'a_prospectar',
      'a_prospectar',
    ]);
  });

  it.each([
    ['ArrowUp', 'interessado'],
    ['ArrowDown', 'interessado'],
    ['Space', null],
    ['KeyA', null],
  ])('%s → %s', (code, expected) => {
    expect(columnAfterKey(PROSPECTING_STATUSES, 'interessado', code)).toBe(expected);
  });

  it('answers nothing from a column it does not know', () => {
    expect(columnAfterKey(PROSPECTING_STATUSES, 'ganho' as ProspectingStatus, 'ArrowRight')).toBeNull();
  });
});

describe('cardOver (where a card sent by the keyboard is drawn)', () => {
  const area = { top: 100, bottom: 1000 };
  const card = { width: 180, height: 110 };

  it('centres the card across the column, at the height it had', () => {
    expect(cardOver(rectOf('contatado'), area, { ...card, top: 400 })).toEqual({ x: 240, y: 400 });
  });

  it('keeps its centre inside the board: above the top or below the bottom it comes back in', () => {
    expect(cardOver(rectOf('contatado'), area, { ...card, top: 20 })).toEqual({ x: 240, y: 100 });
    expect(cardOver(rectOf('contatado'), area, { ...card, top: 980 })).toEqual({ x: 240, y: 890 });
  });

  it('centres a card taller than the board on it', () => {
    expect(cardOver(rectOf('contatado'), { top: 100, bottom: 180 }, { ...card, top: 0 }).y).toBe(85);
  });

  it('five → from the 4th card of "A prospectar" land in each next column, never outside them', () => {
    // The card as drawn: its top-left, moved by each press to where cardOver says; the column under its centre.
    let top = 100 + 3 * 118;
    let at: ProspectingStatus = 'a_prospectar';
    const landed: (ProspectingStatus | null)[] = [];
    for (let press = 0; press < 5; press += 1) {
      at = columnAfterKey(PROSPECTING_STATUSES, at, 'ArrowRight') as ProspectingStatus;
      const placed = cardOver(rectOf(at), area, { ...card, top });
      top = placed.y;
      landed.push(
        columnAt(centreOf({ left: placed.x, right: placed.x + 180, top, bottom: top + 110 }), columns),
      );
    }
    expect(landed).toEqual(['contatado', 'interessado', 'interesse_futuro', 'sucesso', 'descartado']);
  });
});
