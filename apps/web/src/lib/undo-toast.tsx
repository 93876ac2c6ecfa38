import { Button, Group, Text } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { dialogOver } from '@/lib/dialog-over';
import { focusWhenShown } from '@/lib/focus-when-shown';
import { lastInputModality } from '@/lib/input-modality';
import { TOAST_DURATION_MS } from '@/lib/notify';

/** The toast each id shows now (a toast replaced under its id is no longer its id's), and what it does on closing. */
const shownById = new Map<string, { onClose: () => void; autoClose: number }>();

/** Whether a toast of this id is in Mantine's store (shown or queued). */
const isUp = (id: string) => {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.some((n) => n.id === id) || queue.some((n) => n.id === id);
};

/**
 * The auto-close of a toast that replaces one still up under its id: Mantine restarts a shown toast's timer only
 * when its duration changes (an update with the same one would close the new toast when the old one's seconds
 * run out), so the same duration comes back 1 ms longer, and the next back as asked.
 */
export function freshAutoClose(asked: number, shown: number | undefined): number {
  return shown === asked ? asked + 1 : asked;
}

/**
 * A toast that says what was just done with one button for its 5 s (or `durationMs`): `action.run` runs when it
 * is pressed (then the toast closes), `onClose` whenever the toast closes, pressed, timed out or replaced by a
 * new one of its id. `focusAction`: a keyboard user's focus goes to the button (the control that did the action is
 * gone, and the toast comes last in the page's tab order: out of reach within its seconds otherwise).
 * Returns what closes this toast only: nothing once a newer one took its id (e.g. an older action refused by
 * the server must not close the toast of the one done since).
 */
export function showActionToast(toast: {
  id: string;
  color?: string;
  title: string;
  message: string;
  /** `keys`: its keyboard shortcut (aria-keyshortcuts), said in its title. */
  action: { label: string; run: () => void; keys?: string };
  onClose?: () => void;
  durationMs?: number;
  focusAction?: boolean;
}): () => void {
  // A toast of the same id still up (the same action done again within its seconds) is replaced in place, its
  // seconds counted again from now: Mantine ignores a second toast of a shown id (whose button would then undo
  // the older action), and one hidden and shown again in the same render keeps the old one's timer.
  const previous = shownById.get(toast.id);
  const upNow = previous !== undefined && isUp(toast.id);
  const own = {
    onClose: () => toast.onClose?.(),
    autoClose: freshAutoClose(toast.durationMs ?? TOAST_DURATION_MS, upNow ? previous.autoClose : undefined),
  };
  shownById.set(toast.id, own);
  const data = {
    id: toast.id,
    color: toast.color ?? 'gray',
    title: toast.title,
    autoClose: own.autoClose,
    closeButtonProps: { 'aria-label': 'Fechar' },
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" lineClamp={3}>
          {toast.message}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          // Its label whole, however long the message beside it.
          style={{ flexShrink: 0 }}
          data-toast-action={toast.id}
          aria-keyshortcuts={toast.action.keys}
          title={
            toast.action.keys
              ? `${toast.action.label} (${toast.action.keys.replace('Control', 'Ctrl')})`
              : undefined
          }
          onClick={() => {
            // Before the toast closes: its onClose must see the action.
            toast.action.run();
            notifications.hide(toast.id);
          }}
        >
          {toast.action.label}
        </Button>
      </Group>
    ),
    onClose: () => {
      if (shownById.get(toast.id) === own) shownById.delete(toast.id);
      own.onClose();
    },
  };
  if (upNow) {
    notifications.update(data);
    // The replaced toast is closed for whoever waits on it.
    previous.onClose();
  } else notifications.show(data);
  if (toast.focusAction && lastInputModality() === 'keyboard')
    focusWhenShown(`[data-toast-action="${CSS.escape(toast.id)}"]`);
  return () => {
    if (shownById.get(toast.id) === own) notifications.hide(toast.id);
  };
}

/** The undo toast on screen last, which Ctrl+Z (⌘Z) presses. */
let shownUndo: { press: () => void } | null = null;

/** A text field keeps Ctrl+Z for its own text. */
const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input, textarea, select') !== null);

function pressShownUndo(event: KeyboardEvent) {
  if (!shownUndo || event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey)) return;
  if (event.shiftKey || event.altKey || editable(event.target) || dialogOver()) return;
  event.preventDefault();
  shownUndo.press();
}

/**
 * How long "Desfazer" stays for what is costly to redo by hand (companies removed from a list, a detailed search
 * cleared): twice the usual 5 s.
 */
export const LONG_UNDO_MS = 10_000;

/**
 * A toast offering "Desfazer" for what was just done (see showActionToast). While it is up, Ctrl+Z (⌘Z on a
 * Mac) outside text fields and dialogs presses it: the undo in reach of the keyboard wherever the focus is.
 * Returns what closes this toast only (see showActionToast).
 */
export function showUndoToast(toast: {
  id: string;
  title: string;
  message: string;
  onUndo: () => void;
  onClose?: () => void;
  durationMs?: number;
  focusAction?: boolean;
}): () => void {
  const { onUndo, onClose, ...rest } = toast;
  // One listener while any undo toast is up (adding it twice is a no-op for the same function).
  document.addEventListener('keydown', pressShownUndo);
  const own = {
    press: () => {
      shownUndo = null;
      onUndo();
      notifications.hide(toast.id);
    },
  };
  shownUndo = own;
  return showActionToast({
    ...rest,
    action: { label: 'Desfazer', run: onUndo, keys: 'Control+Z' },
    onClose: () => {
      // This toast's own entry only: one that replaced it under the same id closes it, and stays pressable.
      if (shownUndo === own) {
        shownUndo = null;
        document.removeEventListener('keydown', pressShownUndo);
      }
      onClose?.();
    },
  });
}
