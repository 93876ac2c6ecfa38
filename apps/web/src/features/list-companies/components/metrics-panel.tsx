import { Badge, Box, Card, Group, Progress, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useListMetrics } from '@/features/list-companies/api/get-list-metrics';
import classes from '@/features/list-companies/components/metrics-panel.module.css';
import { STATUS_COLORS } from '@/features/list-companies/lib/status-colors';
import type { StatusFilter } from '@/features/list-companies/lib/status-filter';
import { useNarrowWindow } from '@/lib/use-narrow-window';

/** Each tile: the metric, its label, its colour and the table filter it picks (null: every company). */
const tiles = [
  ['contacts', 'Empresas', 'dark', null],
  ['prospectings', 'Trabalhadas', 'brand', 'em_prospeccao'],
  ['contacted', 'Contatadas', STATUS_COLORS.contatado, 'contatado'],
  ['interested', 'Interessadas', STATUS_COLORS.interessado, 'interessado'],
  ['future_interest', 'Interesse futuro', STATUS_COLORS.interesse_futuro, 'interesse_futuro'],
  ['successes', 'Sucessos', STATUS_COLORS.sucesso, 'sucesso'],
  ['discarded', 'Descartadas', STATUS_COLORS.descartado, 'descartado'],
] as const satisfies readonly (readonly [string, string, string, StatusFilter | null])[];

/**
 * Company metrics of spec §3 for the signed-in user (or the user an owner or a manager looks at); a 404 shows zeros and "No found" (spec §8). Each tile
 * filters the list's table by its status (`onSelect`; "Empresas" shows them all), the chosen one pressed.
 */
export function MetricsPanel({
  listId,
  viewAs,
  selected,
  onSelect,
  compact = false,
}: {
  listId: string;
  /** Whose metrics (null: the signed-in user's). */
  viewAs: string | null;
  /** The table's status filter (null: all); undefined when no table shows (the kanban): no tile pressed. */
  selected: StatusFilter | null | undefined;
  onSelect: (filter: StatusFilter | null) => void;
  /**
   * One line of small tiles (the kanban: its columns count the statuses already, and at 1 366 × 768 the full
   * panel left room for a card and a half of each column).
   */
  compact?: boolean;
}) {
  const metrics = useListMetrics(listId, viewAs);
  // Below 1 024 px the full panel's tiles went to two columns, 400 px tall over the table: one line instead.
  const narrow = useNarrowWindow();
  const oneLine = compact || narrow;
  if (metrics.isPending) return <Skeleton h={oneLine ? 44 : 96} radius="lg" />;
  if (metrics.isError) return null;
  const { metrics: m, notFound } = metrics.data;
  const progress = m.contacts > 0 ? Math.round((m.prospectings / m.contacts) * 100) : 0;
  // The spec's "No found" for metrics not found (§8), else how much of the list is in prospecting: one line or
  // the full panel alike.
  const standing = notFound ? (
    <Badge color="gray" variant="light" title="Métricas não encontradas">
      No found
    </Badge>
  ) : (
    <Text fz="xs" c="dimmed">
      {progress}% da lista trabalhada
    </Text>
  );
  const tileButtons = tiles.map(([key, label, color, filter]) => (
    <UnstyledButton
      key={key}
      className={classes.tile}
      style={{ borderLeftColor: `var(--mantine-color-${color}-5)` }}
      py={oneLine ? 2 : undefined}
      aria-pressed={selected !== undefined && selected === filter}
      title={filter ? `Mostrar na tabela só as empresas: ${label}` : 'Mostrar todas as empresas na tabela'}
      onClick={() => onSelect(filter)}
    >
      <Group gap={oneLine ? 6 : 0} wrap="nowrap" display={oneLine ? 'flex' : 'block'}>
        <Text
          fz={oneLine ? 'sm' : 22}
          fw={700}
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid={`metric-${key}`}
        >
          {m[key].toLocaleString('pt-BR')}
        </Text>
        <Text fz="xs" c="dimmed">
          {label}
        </Text>
      </Group>
    </UnstyledButton>
  ));
  if (oneLine)
    return (
      <Card p="xs" data-testid="metrics-panel" component="section" aria-label="Métricas da prospecção">
        <Group gap="xs" wrap="wrap">
          {tileButtons}
          <Box ml="auto">{standing}</Box>
        </Group>
      </Card>
    );
  return (
    <Card p="md" data-testid="metrics-panel">
      <Group justify="space-between" mb="sm">
        <Text fw={700} fz="sm">
          Métricas da prospecção
        </Text>
        {standing}
      </Group>
      <Progress value={progress} size="sm" mb="md" aria-label="Parte da lista trabalhada" />
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs">
        {tileButtons}
      </SimpleGrid>
    </Card>
  );
}
