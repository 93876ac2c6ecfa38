import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { focusWhenShown } from '@/lib/focus-when-shown';
import { lastInputModality } from '@/lib/input-modality';
import { TOAST_DURATION_MS } from '@/lib/notify';

/**
 * A toast that says what was just done with one button for its 5 s (or `durationMs`): `action.run` runs when it
 * is pressed (then the toast closes), `onClose` whenever the toast closes, pressed, timed out or replaced by a
 * new one of its id. `focusAction`: a keyboard user's focus goes to the button (the control that did the action is
 * gone, and the toast comes last in the page's tab order: out of reach within its seconds otherwise).
 */
export function showActionToast(toast: {
  id: string;
  color?: string;
  title: string;
  message: string;
  action: { label: string; run: () => void };
  onClose?: () => void;
  durationMs?: number;
  focusAction?: boolean;
}): void {
  // A toast of the same id still up (the same action done again within its seconds) gives way to this one:
  // Mantine ignores a second toast of a shown id, whose button would then undo the older action.
  notifications.hide(toast.id);
  notifications.show({
    id: toast.id,
    color: toast.color ?? 'gray',
    title: toast.title,
    autoClose: toast.durationMs ?? TOAST_DURATION_MS,
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
    onClose: toast.onClose,
  });
  if (toast.focusAction && lastInputModality() === 'keyboard')
    focusWhenShown(`[data-toast-action="${CSS.escape(toast.id)}"]`);
}

/** A toast offering "Desfazer" for what was just done (see showActionToast). */
export function showUndoToast(toast: {
  id: string;
  title: string;
  message: string;
  onUndo: () => void;
  onClose?: () => void;
  durationMs?: number;
  focusAction?: boolean;
}): void {
  const { onUndo, ...rest } = toast;
  showActionToast({ ...rest, action: { label: 'Desfazer', run: onUndo } });
}
