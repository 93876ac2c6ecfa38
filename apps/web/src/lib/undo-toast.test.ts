import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { showActionToast } from '@/lib/undo-toast';

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
});
