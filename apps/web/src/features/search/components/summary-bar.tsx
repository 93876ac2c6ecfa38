import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { SearchSummary } from '@prospecta/contracts/search-result';
import { IconBuildingSkyscraper, IconCash, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatBrl, formatBrlShort, formatCount, releaseDateText } from '@/features/search/lib/search-format';

const STATUS_COLOR: Record<string, string> = {
  ATIVA: 'teal',
  BAIXADA: 'gray',
  INAPTA: 'red',
  SUSPENSA: 'orange',
  NULA: 'dark',
};

function Figure(props: { icon: ReactNode; label: string; value: ReactNode; title?: string; testId: string }) {
  return (
    <Group gap="sm" wrap="nowrap" title={props.title}>
      {props.icon}
      <Stack gap={0}>
        <Text fz="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
          {props.label}
        </Text>
        <Text fz="lg" fw={700} data-testid={props.testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {props.value}
        </Text>
      </Stack>
    </Group>
  );
}

export type SummaryBarProps = {
  summary: SearchSummary;
  releaseDate: string | null;
  /** The potential count is being recalculated (debounce running or request in flight). */
  updating: boolean;
  /** Shown while updating, e.g. "Atualizando a contagem…" */
  updatingLabel: string;
};

export function SummaryBar({ summary, releaseDate, updating, updatingLabel }: SummaryBarProps) {
  const release = releaseDateText(releaseDate);
  const statuses = summary.companiesStatus.filter((s) => s.count > 0);
  return (
    <Paper withBorder p="lg" data-testid="summary-bar">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Figure
          testId="summary-total"
          label="Empresas"
          title="Empresas encontradas com os filtros aplicados"
          icon={<IconBuildingSkyscraper size={32} stroke={1.4} color="var(--mantine-color-brand-7)" />}
          value={
            <Group gap="xs" component="span">
              {formatCount(summary.totalResult)}
              {updating ? <Loader size={14} role="status" aria-label={updatingLabel} /> : null}
            </Group>
          }
        />
        <Figure
          testId="summary-employees"
          label="Funcionários"
          title="Funcionários somados (estimativa pelo porte, capital e atividade quando a base não traz o número)"
          icon={<IconUsers size={32} stroke={1.4} color="var(--mantine-color-teal-7)" />}
          value={formatCount(summary.totalEmployees)}
        />
        <Figure
          testId="summary-revenue"
          label="Faturamento"
          title="Faturamento anual somado (estimativa pelos funcionários e pela atividade quando a base não traz o valor)"
          icon={<IconCash size={32} stroke={1.4} color="var(--mantine-color-grape-7)" />}
          value={
            <Tooltip label={formatBrl(summary.totalRevenue)}>
              {<span>{formatBrlShort(summary.totalRevenue)}</span>}
            </Tooltip>
          }
        />
      </SimpleGrid>
      <Group justify="space-between" mt="md" gap="xs">
        <Group gap={6} data-testid="summary-status">
          {/* Nothing to count (no company with the other filters either): no label left alone. */}
          {statuses.length > 0 ? (
            <Tooltip label="Contagem por situação cadastral com os demais filtros aplicados" withArrow>
              <Text fz="xs" c="dimmed" fw={600}>
                Por situação:
              </Text>
            </Tooltip>
          ) : null}
          {statuses.map((s) => (
            <Badge key={s.key} variant="light" color={STATUS_COLOR[s.key] ?? 'gray'} size="lg" radius="sm">
              {s.label}: {formatCount(s.count)}
            </Badge>
          ))}
        </Group>
        <Group gap="xs">
          {updating ? (
            <Text fz="xs" c="brand.7" fw={500} data-testid="summary-updating">
              {updatingLabel}
            </Text>
          ) : null}
          {release ? (
            <Text fz="xs" c="dimmed" data-testid="release-date">
              {release}
            </Text>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
