import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useListOverview } from '@/features/lists/api/get-list-overview';

const items = [
  // The spec's total: started plus exported (a company may count in both).
  ['total', 'Iniciadas + exportadas'],
  ['prospect_started', 'Prospecções iniciadas'],
  ['prospect_exported', 'Exportadas'],
  ['interactions', 'Interações'],
  ['searches', 'Buscas'],
  ['info_added', 'Informações adicionadas'],
  ['prospect_effort', 'Esforço por prospecção'],
] as const;

/**
 * The List overview of spec §3 for one user: the signed-in one, or the prospector an owner or manager views the
 * list as (`viewedName`); a failure shows "Connection Error" (spec §8).
 */
export function OverviewPanel({
  listId,
  userId,
  viewedName = null,
}: {
  listId: string;
  userId: string | null;
  viewedName?: string | null;
}) {
  const overview = useListOverview(listId, userId);
  const whose = viewedName ? `de ${viewedName}` : 'sua';
  if (overview.isError)
    return (
      <Alert color="red" variant="light" icon={<IconPlugConnectedX size={18} />} title="Connection Error">
        Não foi possível carregar o resumo da atividade {whose} nesta lista.
      </Alert>
    );
  if (!overview.data) return <Skeleton h={88} radius="lg" />;
  const o = overview.data;
  return (
    <Card p="md" data-testid="overview-panel">
      <Group justify="space-between" mb="xs">
        <Text fw={700} fz="sm">
          {viewedName ? `Atividade de ${viewedName} na lista` : 'Sua atividade na lista'}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs">
        {items.map(([key, label]) => (
          <Stack key={key} gap={0}>
            <Text fz={20} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {o[key].toLocaleString('pt-BR', { maximumFractionDigits: 2 })}
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
