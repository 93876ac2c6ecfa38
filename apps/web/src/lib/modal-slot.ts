// Spec core §2 and admin §2: only one of the app's own prompts is open at a time. A prompt asks for the slot
// before opening and gives it back when it closes; the rules say who may take it.
import { useSyncExternalStore } from 'react';

export const MODAL_NAMES = [
  'contact_and_sales_modal',
  'survey',
  'reactivation_and_reengagement_modal',
  'onboarding',
  'update_account_data_modal',
  'create_automatic_list_modal',
  'advanced_filter_modal',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

/**
 * The spec's opening rules: the survey opens when none is open or the survey already is; contact and sales,
 * onboarding and reactivation only when none is. The other three (not said) follow the survey's rule: they
 * open at the user's own click, and one already open is simply kept.
 */
export function mayOpen(name: ModalName, active: ModalName | null): boolean {
  if (active === null) return true;
  switch (name) {
    case 'contact_and_sales_modal':
    case 'onboarding':
    case 'reactivation_and_reengagement_modal':
      return false;
    default:
      return active === name;
  }
}

export type ModalSlot = {
  active(): ModalName | null;
  /** Takes the slot when the rules allow; true when `name` holds it afterwards. */
  request(name: ModalName): boolean;
  /** Gives the slot back (only its holder can). */
  release(name: ModalName): void;
  subscribe(listener: () => void): () => void;
};

export function createModalSlot(): ModalSlot {
  let active: ModalName | null = null;
  const listeners = new Set<() => void>();
  const set = (next: ModalName | null) => {
    if (next === active) return;
    active = next;
    for (const listener of listeners) listener();
  };
  return {
    active: () => active,
    request(name) {
      if (!mayOpen(name, active)) return false;
      set(name);
      return true;
    },
    release(name) {
      if (active === name) set(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one slot. */
export const modalSlot = createModalSlot();

/** The prompt open now (re-renders when it changes). */
export function useActiveModal(slot: ModalSlot = modalSlot): ModalName | null {
  return useSyncExternalStore(slot.subscribe, slot.active, slot.active);
}
