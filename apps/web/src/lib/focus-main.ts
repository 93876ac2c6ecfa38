// The keyboard's place on a new screen: its main heading (so a screen reader says where the user is), else the
// main region. Both take the focus from script only (tabindex -1), never from Tab.
import { lastInputModality } from '@/lib/input-modality';

/**
 * Marks a focus given by script, until the element loses it: `keyboard` draws the app's ring, `quiet` none
 * (theme.module.css).
 */
export const SCRIPT_FOCUS_ATTRIBUTE = 'data-script-focus';

/**
 * Focuses an element from script. Its ring shows only when the user came by the keyboard's navigation keys (a
 * link opened with Enter, the skip link): after a click or a form sent from a field, the heading takes the
 * focus for screen readers without the keyboard's outline around it.
 */
export function focusFromScript(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.setAttribute(SCRIPT_FOCUS_ATTRIBUTE, lastInputModality() === 'keyboard' ? 'keyboard' : 'quiet');
  element.addEventListener('blur', () => element.removeAttribute(SCRIPT_FOCUS_ATTRIBUTE), { once: true });
  element.focus();
}

/** Gives the focus to the page's `main` region (the skip link's target); false when the page has none. */
export function focusMainRegion(): boolean {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return false;
  focusFromScript(main);
  main.scrollIntoView({ block: 'start' });
  return true;
}

/**
 * After a change of screen: waits (about two seconds: the screen's code and data may still be on their way) for
 * its `main h1` and focuses it, or the main region when none shows. Leaves the focus alone when the new screen
 * took it itself (a field with autofocus), the user moved it meanwhile or a dialog holds it. Returns a cancel
 * function.
 */
export function focusNewScreen(framesLeft = 120): () => void {
  const focusedAtChange = document.activeElement;
  // Already in the new screen's content: it was given there as the screen was drawn (an autofocus field).
  if (focusedAtChange?.closest('main') && focusedAtChange.tagName !== 'MAIN') return () => {};
  let frame = 0;
  const step = (left: number) => {
    frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== focusedAtChange && active !== document.body) return;
      // A dialog still open over the new screen keeps the keyboard.
      if (active?.closest('[role="dialog"]')) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) focusFromScript(heading);
      else if (left > 0) step(left - 1);
      else focusMainRegion();
    });
  };
  step(framesLeft);
  return () => cancelAnimationFrame(frame);
}
