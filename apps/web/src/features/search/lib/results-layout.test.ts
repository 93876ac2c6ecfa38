import { describe, expect, it } from 'vitest';
import { resultsLayout } from '@/features/search/lib/results-layout';

// Card widths of the results with the filter panel open (menu 224 px, page padding 32, panel 300 + gap 24).
describe('the results table layout by card width', () => {
  it.each([
    [0, 'wide'], // not measured yet
    [444, 'compact'], // 1 024 px
    [513, 'compact'], // 1 366 px zoomed to 125 % (1 093 px)
    [639, 'compact'],
    [640, 'wide'],
    [700, 'wide'], // 1 280 px
    [786, 'wide'], // 1 366 px
  ] as const)('%i px → %s', (width, layout) => {
    expect(resultsLayout(width)).toBe(layout);
  });
});
