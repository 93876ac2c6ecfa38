import { Button, Card, Group, Pagination, Stack, Text } from '@mantine/core';

/** A list's paged table that could not load: what failed and a button to ask again. */
export function TableLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card p="xl">
      <Stack align="center" gap="sm">
        <Text c="dimmed">{message}</Text>
        <Button variant="light" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Card>
  );
}

/** The pages under a list's paged table; nothing when there is one page. */
export function TablePages(props: { total: number; page: number; onChange: (page: number) => void }) {
  if (props.total <= 1) return null;
  return (
    <Group justify="center" p="md">
      <Pagination total={props.total} value={props.page} onChange={props.onChange} />
    </Group>
  );
}
