import { Badge, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useListMetrics } from '@/features/list-companies/api/get-list-metrics';
import { STATUS_COLORS } from '@/features/list-companies/lib/status-colors';

const tiles = [
  ['contacts', 'Empresas', 'dark'],
  ['prospectings', 'Em prospecção', 'brand'],
  ['contacted', 'Contatadas', STATUS_COLORS.contatado],
  ['interested', 'Interessadas', STATUS_COLORS.interessado],
  ['future_interest', 'Interesse futuro', STATUS_COLORS.interesse_futuro],
  ['successes', 'Sucessos', STATUS_COLORS.sucesso],
  ['discarded', 'Descartadas', STATUS_COLORS.descartado],
] as const;

/** Company metrics of spec §3 for the signed-in user; a 404 shows zeros and "No found" (spec §8). */
export function MetricsPanel({ listId }: { listId: string }) {
  const metrics = useListMetrics(listId);
  if (metrics.isPending) return <Skeleton h={96} radius="lg" />;
  if (metrics.isError) return null;
  const { metrics: m, notFound } = metrics.data;
  const progress = m.contacts > 0 ? Math.round((m.prospectings / m.contacts) * 100) : 0;
  return (
    <Card p="md" data-testid="metrics-panel">
      <Group justify="space-between" mb="sm">
        <Text fw={700} fz="sm">
          Métricas da prospecção
        </Text>
        {notFound ? (
          <Badge color="gray" variant="light" title="Métricas não encontradas">
            No found
          </Badge>
        ) : (
          <Text fz="xs" c="dimmed">
            {progress}% da lista em prospecção
          </Text>
        )}
      </Group>
      <Progress value={progress} size="sm" mb="md" aria-label="Parte da lista em prospecção" />
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs">
        {tiles.map(([key, label, color]) => (
          <Stack key={key} gap={0} p="xs" style={{ borderLeft: `3px solid var(--mantine-color-${color}-5)` }}>
            <Text
              fz={22}
              fw={700}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid={`metric-${key}`}
            >
              {m[key].toLocaleString('pt-BR')}
            </Text>
            <Text fz="xs" c="dimmed">
              {label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
