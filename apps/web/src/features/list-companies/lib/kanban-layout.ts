// How wide the kanban's columns may shrink: the six stages side by side without a sideways scroll from a
// 1 280 px screen, where the app's layout leaves the board 1 016 px (1 102 px at 1 366; at 176 px a column the
// board was 1 106 px: a 4 px scrollbar for nothing and the last column's right border cut). At 160 px a card's
// name still has ≈ 104 px a line (the column's and the card's padding small, the "×" floating over the name).

/** The narrowest a column gets (its cards' names wrap up to three lines); narrower screens scroll the board. */
export const KANBAN_COLUMN_MIN_WIDTH = 160;
export const KANBAN_COLUMN_MAX_WIDTH = 320;
/** The space between two columns. */
export const KANBAN_COLUMN_GAP = 10;

/** The board's width with every column at its narrowest. */
export function kanbanMinWidth(columns: number): number {
  return columns * KANBAN_COLUMN_MIN_WIDTH + Math.max(columns - 1, 0) * KANBAN_COLUMN_GAP;
}
