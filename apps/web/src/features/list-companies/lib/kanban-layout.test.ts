import { PROSPECTING_STATUSES } from '@prospecta/contracts/lists-companies-api';
import { describe, expect, it } from 'vitest';
import { kanbanMinWidth } from '@/features/list-companies/lib/kanban-layout';

/** The board's box on a 1 280 px screen (the app's navigation and page padding taken), as measured. */
const BOARD_BOX_AT_1280 = 1016;

describe('kanbanMinWidth', () => {
  it('fits the six columns in the board’s box at 1 280 px, with no sideways scroll', () => {
    expect(PROSPECTING_STATUSES).toHaveLength(6);
    expect(kanbanMinWidth(PROSPECTING_STATUSES.length)).toBeLessThanOrEqual(BOARD_BOX_AT_1280);
  });

  it('counts the gaps between columns only', () => {
    expect(kanbanMinWidth(1)).toBe(160);
    expect(kanbanMinWidth(2)).toBe(330);
    expect(kanbanMinWidth(0)).toBe(0);
  });
});
