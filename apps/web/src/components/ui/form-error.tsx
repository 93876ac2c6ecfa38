import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The message of a failed request (the server's Portuguese text), announced to screen readers. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : 'Ocorreu um erro inesperado. Tente novamente.';
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
