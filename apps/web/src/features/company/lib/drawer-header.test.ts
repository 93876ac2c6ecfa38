import { describe, expect, it } from 'vitest';
import { drawerHeaderSize } from '@/features/company/lib/drawer-header';

// Window heights in CSS px: a browser's page area on common laptop screens and zooms.
describe('the company drawer header by window height', () => {
  it.each([
    [614, 'md'], // 1 366 × 768 at 125 %
    [650, 'md'], // 1 366 × 768 at 100 %
    [730, 'md'], // 1 920 × 1 080 at 125 %
    [759, 'md'],
    [760, 'xl'],
    [790, 'xl'], // 1 440 × 900 at 100 %
    [950, 'xl'], // 1 920 × 1 080 at 100 %
    [0, 'xl'], // not measured
  ] as const)('%i px → padding %s', (height, padding) => {
    expect(drawerHeaderSize(height).padding).toBe(padding);
  });

  it('sets a smaller title and tighter lines with the smaller padding', () => {
    expect(drawerHeaderSize(614)).toEqual({ padding: 'md', titleSize: 18, lineGap: 4, tabsGap: 'sm' });
    expect(drawerHeaderSize(900)).toEqual({ padding: 'xl', titleSize: 20, lineGap: 6, tabsGap: 'md' });
  });
});
