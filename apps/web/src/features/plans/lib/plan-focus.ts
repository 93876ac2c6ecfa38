// Where the keyboard goes when a dialog of the plans screen closes. The dialogs are drawn only while open, so
// Mantine's own return of the focus never runs, and the button that opened one may be gone or disabled by then
// (a sent order turns "Revisar pedido" into a disabled "Pedido enviado"): the focus would fall to the page.

/** What the closed dialog did to the account's order. */
export type DialogOutcome =
  /** Closed, cancelled or kept: the order is as it was. */
  | 'unchanged'
  /** An order was sent (the banner now says which plan, when and what was ordered). */
  | 'order-sent'
  /** The order (sent or only chosen) was cancelled: no banner any more. */
  | 'order-removed';

/** Anything that takes the focus: a button may be disabled, and a removed element is no longer connected. */
export type FocusCandidate = { isConnected: boolean; disabled?: boolean };

const usable = <T extends FocusCandidate>(element: T | null | undefined): element is T =>
  !!element && element.isConnected && !element.disabled;

/**
 * The element to focus: back on what opened the dialog when nothing changed and it is still there and enabled;
 * else the order's banner, which says what was ordered (a sent order, or an opener gone); else the screen's
 * heading (an order cancelled leaves no banner). Null when none can take it.
 */
export function focusTargetAfterDialog<T extends FocusCandidate>(
  outcome: DialogOutcome,
  places: { opener: T | null; banner: T | null; heading: T | null },
): T | null {
  const order =
    outcome === 'unchanged'
      ? [places.opener, places.banner, places.heading]
      : outcome === 'order-sent'
        ? [places.banner, places.heading]
        : [places.heading];
  return order.find(usable) ?? null;
}
