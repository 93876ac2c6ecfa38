import { Alert, Button, Card, Group, Loader, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBuilding, IconEye, IconFilterOff, IconMoodEmpty } from '@tabler/icons-react';
import type { EmptyResultsHint } from '@/features/search/lib/empty-results';
import { isRetryUseless } from '@/lib/api-errors';

export function ResultsSkeleton() {
  return (
    <Stack gap="md" data-testid="results-loading" aria-busy="true" aria-label="Carregando resultados">
      <Skeleton h={124} radius="lg" />
      <Card p="md">
        <Stack gap="sm">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((row) => (
            <Group key={row} gap="md" wrap="nowrap">
              <Skeleton h={36} w="35%" />
              <Skeleton h={36} w="20%" />
              <Skeleton h={36} w="30%" />
              <Skeleton h={36} w="15%" />
            </Group>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

export function ResultsEmpty({
  hint,
  onClear,
  onOpen,
  onShowExported,
  explaining = false,
}: {
  hint: EmptyResultsHint;
  /** What hid the companies is still being found out (`EXPLAINING_EMPTY`): a loader instead of the face. */
  explaining?: boolean;
  onClear: () => void;
  /** Opens the company of the one CNPJ searched (its drawer), when the registry has it. */
  onOpen?: (cnpj: string) => void;
  /** Turns "ainda não exportadas" off, when it alone hides the companies. */
  onShowExported?: () => void;
}) {
  const open = hint.open && onOpen ? hint.open : null;
  return (
    <Card p={48} data-testid="results-empty" aria-busy={explaining || undefined}>
      <Stack align="center" ta="center" gap="sm" maw={460} mx="auto">
        <ThemeIcon size={72} radius="xl" variant="light" color="gray">
          {explaining ? <Loader size={32} color="gray" /> : <IconMoodEmpty size={38} stroke={1.4} />}
        </ThemeIcon>
        <Title order={3} fz={20}>
          {hint.title}
        </Title>
        <Text c="dimmed">{hint.text}</Text>
        {open ? (
          <Stack gap={4} align="center">
            <Button leftSection={<IconBuilding size={16} />} onClick={() => onOpen?.(open.cnpj)}>
              Abrir a empresa
            </Button>
            <Text fz="xs" c="dimmed" data-testid="open-company-note">
              {open.note}
            </Text>
          </Stack>
        ) : null}
        {hint.showExported && onShowExported ? (
          <Button leftSection={<IconEye size={16} />} onClick={onShowExported}>
            Mostrar as já exportadas
          </Button>
        ) : null}
        {hint.canClear ? (
          <Button variant="light" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
            Limpar filtros
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The search failed: its message, and "Tentar novamente" unless trying again cannot help (a 403, a 404). */
export function ResultsError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle />}
      title="Não foi possível carregar as empresas"
      data-testid="results-error"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{error.message}</Text>
        {isRetryUseless(error) ? null : (
          <Button size="xs" color="red" variant="light" onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
