import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
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

/** Companies and decision makers the export would carry, from POST /export/:id/calculate. */
export function ExportCounts({ listId, draft, cnpjs }: Props) {
  const calc = useCalculateExport(listId, calculateBody(draft, cnpjs), true);
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
          Créditos de exportação são gastos só com empresas que a conta ainda não tinha; as da lista já foram
          pagas.
        </Text>
      </Group>
    </Paper>
  );
}
