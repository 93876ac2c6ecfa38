// Where a kanban card lands (pure, so the board's drag and drop is decided the same way every time): each
// column takes drops over the board's whole height, below its last card too; the mouse aims with the pointer,
// the keyboard moves the card a whole column per arrow, in the columns' order.

export type Box = { left: number; right: number; top: number; bottom: number };
export type Point = { x: number; y: number };

/**
 * The column a point is over. The columns' area runs from the highest top to the lowest bottom of them all, so
 * the empty space under a short or empty column is that column's; in the gap between two columns, the nearer
 * one; above, below or beside the board, none.
 */
export function columnAt<Id>(point: Point | null, columns: readonly { id: Id; rect: Box }[]): Id | null {
  if (!point || columns.length === 0) return null;
  const area = areaOf(columns.map((c) => c.rect));
  if (point.y < area.top || point.y > area.bottom || point.x < area.left || point.x > area.right) return null;
  let nearest: Id | null = null;
  let distance = Number.POSITIVE_INFINITY;
  for (const { id, rect } of columns) {
    const d = point.x < rect.left ? rect.left - point.x : point.x > rect.right ? point.x - rect.right : 0;
    if (d < distance) {
      nearest = id;
      distance = d;
    }
  }
  return nearest;
}

/** The box holding every column (the board's column area). */
export function areaOf(rects: readonly Box[]): Box {
  return {
    left: Math.min(...rects.map((r) => r.left)),
    right: Math.max(...rects.map((r) => r.right)),
    top: Math.min(...rects.map((r) => r.top)),
    bottom: Math.max(...rects.map((r) => r.bottom)),
  };
}

/**
 * The column a key sends a lifted card to, from the column it was last sent to (or its own): → the next in
 * the board's order, ← the previous, staying put at either end; ↑ and ↓ keep it where it is. Other keys: null.
 * Counted from the column aimed at, not from where the card is drawn, so quick presses never skip or repeat one.
 */
export function columnAfterKey<Id>(order: readonly Id[], from: Id, code: string): Id | null {
  const at = order.indexOf(from);
  if (at < 0) return null;
  switch (code) {
    case 'ArrowRight':
      return order[Math.min(at + 1, order.length - 1)] ?? null;
    case 'ArrowLeft':
      return order[Math.max(at - 1, 0)] ?? null;
    case 'ArrowUp':
    case 'ArrowDown':
      return from;
    default:
      return null;
  }
}

/**
 * Where a card's top-left corner goes to sit over `column`: centred across it, at the height it had, its centre
 * kept within the columns' area (a lower card of a long column lands in a short one, not below it).
 */
export function cardOver(
  column: Box,
  area: Pick<Box, 'top' | 'bottom'>,
  card: { width: number; height: number; top: number },
): Point {
  const half = Math.min(card.height, area.bottom - area.top) / 2;
  const centre = Math.min(Math.max(card.top + card.height / 2, area.top + half), area.bottom - half);
  return { x: (column.left + column.right) / 2 - card.width / 2, y: centre - card.height / 2 };
}
