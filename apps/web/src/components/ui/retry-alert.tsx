import { Alert, Button, Stack, Text } from '@mantine/core';

/** A failed load inside a panel or drawer: the server's message and "Tentar de novo". */
export function RetryAlert(props: { title: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  const message = props.error instanceof Error ? props.error.message : 'Ocorreu um erro inesperado.';
  return (
    <Alert color="red" variant="light" title={props.title} data-testid="retry-alert">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={props.onRetry} loading={props.retrying}>
          Tentar de novo
        </Button>
      </Stack>
    </Alert>
  );
}
