// Giving the keyboard's focus back after a dialog or a move: the element that had it may be gone (a menu item,
// a deleted row) or drawn anew, and a dialog returns the focus to the page when it finds nothing to return to.

/**
 * Focuses the first element `selector` finds, on the next frames until it is drawn (given up after about half
 * a second): after the dialog's own return of the focus, and once a re-rendered row is there.
 */
export function focusWhenShown(selector: string, framesLeft = 30): void {
  requestAnimationFrame(() => {
    const element = document.querySelector<HTMLElement>(selector);
    if (element && document.activeElement !== element) element.focus();
    else if (!element && framesLeft > 0) focusWhenShown(selector, framesLeft - 1);
  });
}
