/**
 * A modal, drawer or popover dialog is on screen over `element` (Mantine gives each role="dialog"): one that
 * does not hold it. A page's key shortcuts (a status's 1–6, the steps' ← →) wait while one is open, or a key
 * pressed in the report dialog changed the company behind it, and the report went to the wrong company;
 * inside the search drawer (itself a dialog) its own steps still work.
 */
export function dialogOver(element: Element | null = null): boolean {
  for (const dialog of document.querySelectorAll('[role="dialog"]')) {
    if (!element || !dialog.contains(element)) return true;
  }
  return false;
}
