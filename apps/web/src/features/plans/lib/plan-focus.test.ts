import { describe, expect, it } from 'vitest';
import { type DialogOutcome, focusTargetAfterDialog } from '@/features/plans/lib/plan-focus';

const place = (name: string, state: { isConnected?: boolean; disabled?: boolean } = {}) => ({
  name,
  isConnected: state.isConnected ?? true,
  disabled: state.disabled ?? false,
});

describe('focusTargetAfterDialog', () => {
  const banner = place('banner');
  const heading = place('heading');
  it.each([
    ['a dialog closed goes back to its opener', 'unchanged', place('opener'), banner, 'opener'],
    [
      'an opener now disabled ("Pedido enviado") gives way to the banner',
      'unchanged',
      place('opener', { disabled: true }),
      banner,
      'banner',
    ],
    [
      'an opener removed gives way to the banner',
      'unchanged',
      place('opener', { isConnected: false }),
      banner,
      'banner',
    ],
    [
      'an opener removed and no banner: the heading',
      'unchanged',
      place('opener', { isConnected: false }),
      null,
      'heading',
    ],
    ['an opener unknown: the banner', 'unchanged', null, banner, 'banner'],
    [
      'an order sent: the banner that says it, even with the opener still there',
      'order-sent',
      place('opener'),
      banner,
      'banner',
    ],
    ['an order sent and no banner drawn: the heading', 'order-sent', place('opener'), null, 'heading'],
    [
      'an order cancelled: the heading (its banner is on its way out)',
      'order-removed',
      place('opener'),
      banner,
      'heading',
    ],
  ] as const)('%s', (_, outcome, opener, shownBanner, expected) => {
    const target = focusTargetAfterDialog(outcome as DialogOutcome, { opener, banner: shownBanner, heading });
    expect(target?.name).toBe(expected);
  });

  it('answers null when nothing can take the focus', () => {
    expect(
      focusTargetAfterDialog('order-removed', {
        opener: null,
        banner: null,
        heading: place('heading', { isConnected: false }),
      }),
    ).toBeNull();
  });
});
