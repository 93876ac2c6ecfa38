import { describe, expect, it } from 'vitest';
import { createModalSlot, MODAL_NAMES, type ModalName, mayOpen } from '@/lib/modal-slot';

describe('mayOpen (spec: only one modal is active at a time)', () => {
  it('lets any prompt open when none is open', () => {
    for (const name of MODAL_NAMES) expect(mayOpen(name, null)).toBe(true);
  });

  it.each<[ModalName, ModalName, boolean]>([
    ['contact_and_sales_modal', 'survey', false],
    ['contact_and_sales_modal', 'contact_and_sales_modal', false],
    ['survey', 'survey', true],
    ['survey', 'onboarding', false],
    ['onboarding', 'survey', false],
    ['onboarding', 'onboarding', false],
    ['reactivation_and_reengagement_modal', 'onboarding', false],
    ['create_automatic_list_modal', 'create_automatic_list_modal', true],
    ['advanced_filter_modal', 'onboarding', false],
  ])('%s over %s → %s', (name, active, expected) => {
    expect(mayOpen(name, active)).toBe(expected);
  });
});

describe('createModalSlot', () => {
  it('gives the slot to the first prompt and to nobody else until it is given back', () => {
    const slot = createModalSlot();
    const seen: Array<ModalName | null> = [];
    const unsubscribe = slot.subscribe(() => seen.push(slot.active()));
    expect(slot.request('onboarding')).toBe(true);
    expect(slot.request('survey')).toBe(false);
    expect(slot.request('contact_and_sales_modal')).toBe(false);
    // Only the holder gives it back.
    slot.release('survey');
    expect(slot.active()).toBe('onboarding');
    slot.release('onboarding');
    expect(slot.request('survey')).toBe(true);
    // The survey asking again keeps it (no change told).
    expect(slot.request('survey')).toBe(true);
    unsubscribe();
    slot.release('survey');
    expect(seen).toEqual(['onboarding', null, 'survey']);
    expect(slot.active()).toBeNull();
  });
});
