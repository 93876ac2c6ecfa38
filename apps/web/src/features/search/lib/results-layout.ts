// Which layout the results table takes for the width its card has (not the window's: the filter panel and
// the menu take their share first, and a zoomed browser narrows the card without a media query noticing).

/**
 * Below this card width the six columns no longer fit (1 024 px, or 1 366 px zoomed to 125 %, with the filter
 * panel open): the compact rows show place and activity under the name and size over the contacts, so every
 * column's essentials stay in sight without a sideways scroll. A 1 280-px screen gives the card about 700 px.
 */
export const COMPACT_RESULTS_BELOW = 640;

export type ResultsLayout = 'wide' | 'compact';

/** `width` 0 is a card not measured yet: the wide table, as before measuring existed. */
export function resultsLayout(width: number): ResultsLayout {
  return width > 0 && width < COMPACT_RESULTS_BELOW ? 'compact' : 'wide';
}
