import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { failureMessage } from '@/lib/api-errors';

/**
 * The message of a failed request (the server's Portuguese text for a refusal; `unexpected`, when given, for
 * a failure it could not foresee), announced to screen readers.
 */
export function FormError({ error, unexpected }: { error: unknown; unexpected?: string }) {
  const message = failureMessage(error, unexpected);
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      data-testid="form-error"
    >
      {message}
    </Alert>
  );
}
