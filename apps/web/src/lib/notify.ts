import { notifications } from '@mantine/notifications';
import type { Toast } from '@/lib/api-errors';

/** Spec §9: toasts stay 5000 ms (position top-right is set once in app/provider.tsx). */
export const TOAST_DURATION_MS = 5000;

export function showToast(toast: Toast): void {
  notifications.show({
    color: toast.color,
    title: toast.title,
    message: toast.message,
    autoClose: TOAST_DURATION_MS,
    style: { whiteSpace: 'pre-line' },
  });
}
