import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { FacetBucket, SearchSummary } from '@prospecta/contracts/search-result';
import { IconBuildingSkyscraper, IconCash, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatBrl, formatBrlShort, formatCount, releaseDateText } from '@/features/search/lib/search-format';
import { type SituacaoFilter, splitSituacoes } from '@/features/search/lib/situacao-summary';

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
        {/* One line: "R$ 116,5 bi" broke after "R$" in a narrow card. */}
        <Text
          fz="lg"
          fw={700}
          data-testid={props.testId}
          style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
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
  /** The search answered (its situação filter says which situações are in the result). */
  search?: SituacaoFilter;
};

function StatusBadges(props: { statuses: FacetBucket[]; outside?: boolean }) {
  return props.statuses.map((s) => (
    <Badge
      key={s.key}
      variant={props.outside ? 'outline' : 'light'}
      color={props.outside ? 'gray' : (STATUS_COLOR[s.key] ?? 'gray')}
      size={props.outside ? 'md' : 'lg'}
      radius="sm"
    >
      {s.label}: {formatCount(s.count)}
    </Badge>
  ));
}

export function SummaryBar({ summary, releaseDate, updating, updatingLabel, search }: SummaryBarProps) {
  const release = releaseDateText(releaseDate);
  // companiesStatus counts every situação under the other filters: those the search leaves out are not in
  // the result, and say so apart ("Fora do resultado"), as the situação graph shows only the result's.
  const { inResult, outside } = splitSituacoes(summary.companiesStatus, search);
  return (
    <Paper withBorder p="lg" data-testid="summary-bar">
      {/* Columns by the card's width, not the window's: beside the filter panel at 1 024 px three did not fit. */}
      <SimpleGrid type="container" cols={{ base: 1, '520px': 3 }} spacing="lg">
        <Figure
          testId="summary-total"
          label="Empresas"
          title="Empresas encontradas com os filtros aplicados"
          icon={<IconBuildingSkyscraper size={32} stroke={1.4} color="var(--mantine-color-brand-7)" />}
          value={
            <Group gap="xs" component="span">
              {formatCount(summary.totalResult)}
              {/* Seen only: the words beside the release date say it, and the results' live region the total. */}
              {updating ? <Loader size={14} aria-hidden /> : null}
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
        <Stack gap={6}>
          <Group gap={6} data-testid="summary-status">
            {/* Nothing to count (no company with the other filters either): no label left alone. */}
            {inResult.length > 0 ? (
              <Text fz="xs" c="dimmed" fw={600}>
                No resultado, por situação:
              </Text>
            ) : null}
            <StatusBadges statuses={inResult} />
          </Group>
          {outside.length > 0 ? (
            <Group gap={6} data-testid="summary-status-outside">
              <Text fz="xs" c="dimmed" fw={600}>
                Fora do resultado (outras situações com os mesmos filtros):
              </Text>
              <StatusBadges statuses={outside} outside />
            </Group>
          ) : null}
        </Stack>
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
