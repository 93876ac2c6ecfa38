import { useEffect, useRef, useState } from 'react';
import { type DialogOutcome, focusTargetAfterDialog } from '@/features/plans/lib/plan-focus';

const asElement = (element: Element | null | undefined) => (element instanceof HTMLElement ? element : null);

/**
 * Gives the keyboard back when a dialog of the plans screen closes (`lib/plan-focus.ts` says where): `opened`
 * remembers the button that opened it (the clicked one, else the focused one: a button that shows "loading"
 * loses the focus before the dialog opens), `closed` says what the dialog did. The focus moves once the screen
 * is drawn again without the dialog; the banner is `[data-plan-order]`, the heading the screen's `main h1`.
 */
export function useDialogFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const [closedWith, setClosedWith] = useState<{ outcome: DialogOutcome } | null>(null);
  useEffect(() => {
    if (!closedWith) return;
    const target = focusTargetAfterDialog(closedWith.outcome, {
      opener: opener.current,
      banner: asElement(document.querySelector('[data-plan-order]')),
      heading: asElement(document.querySelector('main h1')),
    });
    target?.focus();
    setClosedWith(null);
  }, [closedWith]);
  return {
    opened: (element?: Element | null) => {
      opener.current = asElement(element) ?? asElement(document.activeElement);
    },
    closed: (outcome: DialogOutcome = 'unchanged') => setClosedWith({ outcome }),
  };
}
