import { Badge, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { ExportStatus } from '@prospecta/contracts/exports-api';
import { useCancelExport } from '@/features/exports/api/cancel-export';
import { PROGRESS_LABELS, percentDone } from '@/features/exports/lib/export-outcome';

const PROGRESS_COLORS = { 'Not Started': 'gray', Started: 'blue', Completed: 'green' } as const;

/** A running export: per-tool upload progress, done/total, counts so far, and "Cancelar exportação". */
export function ExportProgress({ status, targetName }: { status: ExportStatus; targetName: string }) {
  const cancel = useCancelExport();
  const pct = percentDone(status);
  const isFile = status.service === 'csv' || status.service === 'excel';
  return (
    <Stack gap="md" data-testid="export-progress">
      <Group justify="space-between">
        <Text fw={600}>{isFile ? `Gerando ${targetName}` : `Enviando para ${targetName}`}</Text>
        <Badge color={PROGRESS_COLORS[status.progress]} variant="light" data-testid="export-progress-label">
          {PROGRESS_LABELS[status.progress]}
        </Badge>
      </Group>
      <Progress
        value={pct}
        size="lg"
        radius="xl"
        animated={status.progress !== 'Completed'}
        striped
        aria-label={`Andamento: ${isFile ? `gerando ${targetName}` : `enviando para ${targetName}`}`}
      />
      <Group justify="space-between">
        <Text fz="sm" data-testid="export-progress-count">
          {status.done.toLocaleString('pt-BR')} de {status.total.toLocaleString('pt-BR')} empresas
        </Text>
        {isFile ? null : (
          <Text fz="sm" c="dimmed">
            {status.created} criadas · {status.updated} atualizadas · {status.failed} com falha
          </Text>
        )}
      </Group>
      <Group justify="flex-end">
        {/* Busy, not disabled (Mantine's `loading` disables it): a disabled button drops the keyboard's focus
            to the page until the outcome shows. */}
        <Button
          variant="default"
          color="red"
          aria-disabled={cancel.isPending || undefined}
          aria-busy={cancel.isPending || undefined}
          leftSection={cancel.isPending ? <Loader size={14} /> : undefined}
          onClick={() => {
            if (!cancel.isPending) cancel.mutate({ listId: status.listId, eventId: status.eventId });
          }}
        >
          Cancelar exportação
        </Button>
      </Group>
    </Stack>
  );
}
