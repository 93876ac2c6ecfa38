import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@/lib/notify';

/**
 * A toast that says what was just done and offers "Desfazer" for its 5 s: `onUndo` runs when it is pressed
 * (then the toast closes), `onClose` whenever the toast closes, undone or not.
 */
export function showUndoToast(toast: {
  id: string;
  title: string;
  message: string;
  onUndo: () => void;
  onClose?: () => void;
}): void {
  notifications.show({
    id: toast.id,
    color: 'gray',
    title: toast.title,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: { 'aria-label': 'Fechar' },
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" lineClamp={2}>
          {toast.message}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            // Before the toast closes: its onClose must see the undo.
            toast.onUndo();
            notifications.hide(toast.id);
          }}
        >
          Desfazer
        </Button>
      </Group>
    ),
    onClose: toast.onClose,
  });
}
