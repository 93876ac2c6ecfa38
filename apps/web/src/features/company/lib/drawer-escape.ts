// Which layer an Escape closes when the company drawer holds dialogs of its own ("Adicionar à lista", say).
// Mantine's drawer and modal both listen to Escape on the window, so one press closed the dialog and the
// drawer under it (the address lost the company). The drawer takes Escape only when it is its own.

/** Where the keyboard's focus was when Escape was pressed. */
export type EscapeFocus = {
  /** The dialog around the focus: the company drawer, another dialog over it, or none (the page's body). */
  dialog: 'drawer' | 'other' | 'none';
  /** The focused element keeps Escape for itself (an open dropdown of a select: Mantine marks it). */
  held: boolean;
};

/** Whether this key press closes the company drawer: Escape, typed in the drawer or with nothing focused. */
export function escapeClosesDrawer(key: { key: string; isComposing: boolean }, focus: EscapeFocus): boolean {
  if (key.key !== 'Escape' || key.isComposing || focus.held) return false;
  return focus.dialog !== 'other';
}

/** The focus of a key press as `escapeClosesDrawer` reads it; `drawerPart` is any element inside the drawer. */
export function escapeFocusOf(target: EventTarget | null, drawerPart: Element | null): EscapeFocus {
  const element = target instanceof Element ? target : null;
  const held = element?.getAttribute('data-mantine-stop-propagation') === 'true';
  const dialog = element?.closest('[role="dialog"]') ?? null;
  if (!dialog) return { dialog: 'none', held };
  return { dialog: drawerPart && dialog.contains(drawerPart) ? 'drawer' : 'other', held };
}
