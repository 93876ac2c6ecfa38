import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useCalculateExport } from '@/features/exports/api/calculate-export';
import { calculateBody, type ExportDraft } from '@/features/exports/lib/export-draft';

type Props = { listId: string; draft: ExportDraft; cnpjs?: readonly string[] };

function Figure({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <Stack gap={0}>
      {value === null ? (
        <Skeleton h={26} w={56} />
      ) : (
        <Text fw={700} fz="xl" data-testid={testId}>
          {value}
        </Text>
      )}
      <Text c="dimmed" fz="xs">
        {label}
      </Text>
    </Stack>
  );
}

const CREDITS_NOTE =
  'Créditos de exportação são gastos só com empresas que a conta ainda não tinha; as da lista já foram pagas.';

/**
 * Companies and decision makers the export would carry, from POST /export/:id/calculate. When the count
 * fails it says so, with "Tentar de novo", instead of loading for ever. The export itself does not depend on
 * it (the server counts the companies again when it starts, and refuses when none is left), so "Exportar"
 * stays available.
 */
export function ExportCounts({ listId, draft, cnpjs }: Props) {
  const calc = useCalculateExport(listId, calculateBody(draft, cnpjs), true);
  if (calc.isError) {
    return (
      <Paper withBorder p="sm" radius="md" bg="yellow.0" data-testid="export-counts-error">
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconAlertTriangle size={18} color="var(--mantine-color-yellow-8)" aria-hidden />
            <Text fz="sm" role="alert">
              Não foi possível contar as empresas e os decisores agora. Tente de novo, ou exporte assim mesmo:
              a contagem é refeita quando a exportação começa.
            </Text>
          </Group>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            loading={calc.isFetching}
            onClick={() => void calc.refetch()}
          >
            Tentar de novo
          </Button>
        </Group>
      </Paper>
    );
  }
  const n = (v: number | undefined) => (v === undefined ? null : v.toLocaleString('pt-BR'));
  const decisors = calc.data ? `${calc.data.decisorsEstimated ? '≈ ' : ''}${n(calc.data.decisors)}` : null;
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0">
      <Group gap="xl">
        <Figure
          label={calc.data?.companies === 1 ? 'empresa' : 'empresas'}
          value={n(calc.data?.companies)}
          testId="export-count-companies"
        />
        <Figure
          label={calc.data?.decisors === 1 && !calc.data.decisorsEstimated ? 'decisor' : 'decisores'}
          value={decisors}
          testId="export-count-decisors"
        />
        <Text c="dimmed" fz="xs" maw={280}>
          {CREDITS_NOTE}
        </Text>
      </Group>
    </Paper>
  );
}
