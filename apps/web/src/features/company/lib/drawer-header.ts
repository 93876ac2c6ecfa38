// How much room the company drawer's header takes, by the window's height (not its width: a short window is
// what leaves the tabs little room, and a zoomed browser shortens it without the screen changing).

/**
 * Below this window height (CSS px) the header is tighter. 1 366 × 768 leaves the page about 650 px at 100 %
 * and 614 px at 125 % zoom, a 1 920 × 1 080 screen at 125 % about 730: there, the drawer's padding, title and
 * gaps took a third of the height before the tabs. 1 440 × 900 and taller keep the roomier header.
 */
export const SHORT_WINDOW_BELOW = 760;

export type DrawerHeaderSize = {
  /** The drawer's padding (Mantine spacing): the header's and the sides'. */
  padding: 'md' | 'xl';
  /** The company's name, the drawer's title (px). */
  titleSize: number;
  /** Between the header's lines (px). */
  lineGap: number;
  /** Between the header and the tabs (Mantine spacing). */
  tabsGap: 'sm' | 'md';
};

/** `height` 0 is a window not measured (a render without a browser): the roomier header. */
export function drawerHeaderSize(height: number): DrawerHeaderSize {
  return height > 0 && height < SHORT_WINDOW_BELOW
    ? { padding: 'md', titleSize: 18, lineGap: 4, tabsGap: 'sm' }
    : { padding: 'xl', titleSize: 20, lineGap: 6, tabsGap: 'md' };
}
