import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS } from '@/lib/notify';
import { freshAutoClose, showActionToast } from '@/lib/undo-toast';

const autoClose = () => notificationsStore.getState().notifications.map((n) => n.autoClose);
const shown = () => notificationsStore.getState().notifications.map((n) => `${n.id}: ${n.title}`);
const toast = (title: string, onClose?: () => void) =>
  showActionToast({
    id: 'status',
    title,
    message: title,
    action: { label: 'Desfazer', run: () => {} },
    onClose,
  });

afterEach(() => notifications.clean());

describe('showActionToast', () => {
  it('replaces the toast of its id still up: one is up, the newest', () => {
    let closed = 0;
    toast('Empresa A', () => closed++);
    toast('Empresa B');
    expect(shown()).toEqual(['status: Empresa B']);
    expect(closed).toBe(1);
  });

  it('closes its own toast, not the one that replaced it', () => {
    const closeA = toast('Empresa A');
    const closeB = toast('Empresa B');
    // Empresa A's change refused after Empresa B's: B's toast and its "Desfazer" stay.
    closeA();
    expect(shown()).toEqual(['status: Empresa B']);
    closeB();
    expect(shown()).toEqual([]);
  });

  it('gives the toast that replaces one its own seconds: a new duration restarts its timer', () => {
    toast('Empresa A');
    expect(autoClose()).toEqual([TOAST_DURATION_MS]);
    toast('Empresa B');
    expect(autoClose()).toEqual([TOAST_DURATION_MS + 1]);
    toast('Empresa C');
    expect(autoClose()).toEqual([TOAST_DURATION_MS]);
    notifications.hide('status');
    // None up: a new toast starts its own timer with the duration asked.
    toast('Empresa D');
    expect(autoClose()).toEqual([TOAST_DURATION_MS]);
  });
});

describe('freshAutoClose', () => {
  it('differs from the duration of the toast it replaces, and is the one asked when none is up', () => {
    expect(freshAutoClose(5000, undefined)).toBe(5000);
    expect(freshAutoClose(5000, 5000)).toBe(5001);
    expect(freshAutoClose(5000, 5001)).toBe(5000);
    expect(freshAutoClose(10_000, 5000)).toBe(10_000);
  });
});
