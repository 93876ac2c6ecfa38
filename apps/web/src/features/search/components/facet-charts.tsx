import { DonutChart } from '@mantine/charts';
import { Button, ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FacetBucket } from '@prospecta/contracts/search-result';
import { memo, useState } from 'react';
import { FacetBars } from '@/features/search/components/facet-bars';
import { FacetCard } from '@/features/search/components/facet-card';
import { bucketsText, type FacetNoun, topBuckets } from '@/features/search/lib/facet-top';
import { compactMoneyBand, formatCount } from '@/features/search/lib/search-format';

const PALETTE = [
  'brand.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.7',
  'indigo.6',
  'gray.5',
];

/** Buckets in a fixed order (the code lists' order) for bands; by count for the rest. */
function ordered(buckets: FacetBucket[] | undefined, order?: readonly string[]): FacetBucket[] {
  const list = (buckets ?? []).filter((b) => b.count > 0);
  if (!order) return list;
  return [...list].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
}

function Empty() {
  return (
    <Text c="dimmed" fz="sm" ta="center" py="lg">
      Sem dados para estes filtros
    </Text>
  );
}

function Donut({ buckets }: { buckets: FacetBucket[] }) {
  if (buckets.length === 0) return <Empty />;
  const data = buckets.map((b, i) => ({
    name: b.label,
    value: b.count,
    color: PALETTE[i % PALETTE.length] ?? 'gray.5',
  }));
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <DonutChart
        data={data}
        size={120}
        thickness={20}
        withLabelsLine={false}
        valueFormatter={formatCount}
        tooltipDataSource="segment"
        // Drawn at once: an animation ran frame after frame on every filter change.
        // No keyboard stop (the chart's nor its pie's) nor "application" role: the card's list says the
        // figures (FacetCard).
        pieProps={{ isAnimationActive: false, rootTabIndex: -1 }}
        accessibilityLayer={false}
      />
      <Stack gap={4} style={{ minWidth: 0 }}>
        {data.slice(0, 6).map((d) => (
          <Group key={d.name} gap={6} wrap="nowrap">
            <ColorSwatch
              color={`var(--mantine-color-${d.color.replace('.', '-')})`}
              size={10}
              withShadow={false}
            />
            <Text fz="xs" lineClamp={2}>
              {d.name}
            </Text>
            <Text fz="xs" fw={600} ml="auto" pl={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCount(d.value)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}

function Bars(props: { buckets: FacetBucket[]; color: string; shortLabel?: (label: string) => string }) {
  if (props.buckets.length === 0) return <Empty />;
  return <FacetBars {...props} />;
}

/**
 * A long list's graph: its `limit` largest bars and "Outros (N estados)" for the rest, with a button to see
 * every bar and back (lib/facet-top.ts).
 */
function TopBarsCard(props: {
  title: string;
  testId: string;
  buckets: FacetBucket[];
  limit: number;
  noun: FacetNoun;
  color: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = topBuckets(props.buckets, props.limit, expanded, props.noun);
  const footer =
    hidden > 0 || expanded ? (
      <Button
        variant="subtle"
        size="compact-xs"
        mt="xs"
        onClick={() => setExpanded((open) => !open)}
        data-testid={`${props.testId}-toggle`}
      >
        {expanded
          ? `Ver só os ${props.limit} maiores`
          : `Ver todos (${bucketsText(props.buckets, props.noun)})`}
      </Button>
    ) : null;
  return (
    <FacetCard title={props.title} testId={props.testId} figures={shown} footer={footer}>
      <Bars buckets={shown} color={props.color} />
    </FacetCard>
  );
}

const STATES: FacetNoun = { one: 'estado', many: 'estados' };
const SECTIONS: FacetNoun = { one: 'setor', many: 'setores' };

const BAND_ORDER = {
  faixa_funcionarios: ['0', '1-4', '5-9', '10-49', '50-99', '100-499', '500+', 'nd'],
  faixa_faturamento: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
  faixa_idade: ['0-1', '1-2', '2-5', '5-10', '10-20', '20+', 'nd'],
};

type Facets = Record<string, FacetBucket[]>;

/**
 * The graphs of the search facets; they follow the filters because they come with every answer. Drawn
 * again only when the facets change: another page or order of the same search answers the same ones (a
 * new answer object each time), and redrawing eight graphs took most of a page change's time.
 */
export const FacetCharts = memo(
  FacetChartsView,
  (before, after) =>
    before.companyFilters.employees === after.companyFilters.employees &&
    before.companyFilters.revenue === after.companyFilters.revenue &&
    JSON.stringify(before.facets) === JSON.stringify(after.facets),
);

/**
 * The bands count each CNPJ by its own figures; the filters may count a branch by its whole company's ("Por
 * empresa"), so those two graphs say which they count when that is on (they did not, and a filter of
 * companies over R$ 100 mi showed most of its rows in lower bands).
 */
const OWN_FIGURES_NOTE =
  'Cada CNPJ pelos seus próprios números; o filtro conta a empresa toda (matriz e filiais).';

function FacetChartsView({
  facets,
  companyFilters,
}: {
  facets: Facets;
  /** Whether the employee / revenue filters count the whole company ("Por empresa"). */
  companyFilters: { employees: boolean; revenue: boolean };
}) {
  const ufs = ordered(facets.uf);
  const sections = ordered(facets.cnae_secao);
  const regions = ordered(facets.regiao);
  const portes = ordered(facets.porte);
  const employees = ordered(facets.faixa_funcionarios, BAND_ORDER.faixa_funcionarios);
  const revenues = ordered(facets.faixa_faturamento, BAND_ORDER.faixa_faturamento);
  const ages = ordered(facets.faixa_idade, BAND_ORDER.faixa_idade);
  const situacoes = ordered(facets.situacao);
  return (
    // Two columns by the results' width, not the window's: beside the filter panel at 1 024 px two columns
    // cut the donuts' legends.
    <SimpleGrid type="container" cols={{ base: 1, '640px': 2 }} spacing="md" data-testid="facet-charts">
      {/* Bars across, like the other graphs, each state's count beside its bar (the columns it had showed the
          counts only on hover; over narrow columns they ran into each other). */}
      <TopBarsCard
        title="Empresas por estado"
        testId="chart-uf"
        buckets={ufs}
        limit={12}
        noun={STATES}
        color="var(--mantine-color-brand-6)"
      />
      <FacetCard title="Por região" testId="chart-regiao" figures={regions}>
        <Donut buckets={regions} />
      </FacetCard>
      <TopBarsCard
        title="Por setor (seção CNAE)"
        testId="chart-cnae"
        buckets={sections}
        limit={8}
        noun={SECTIONS}
        color="var(--mantine-color-brand-5)"
      />
      <FacetCard title="Por porte" testId="chart-porte" figures={portes}>
        <Donut buckets={portes} />
      </FacetCard>
      <FacetCard
        title="Por número de funcionários"
        note={companyFilters.employees ? OWN_FIGURES_NOTE : undefined}
        testId="chart-funcionarios"
        figures={employees}
      >
        <Bars buckets={employees} color="var(--mantine-color-teal-5)" />
      </FacetCard>
      <FacetCard
        title="Por faixa de faturamento"
        note={companyFilters.revenue ? OWN_FIGURES_NOTE : undefined}
        testId="chart-faturamento"
        figures={revenues}
      >
        <Bars buckets={revenues} color="var(--mantine-color-grape-5)" shortLabel={compactMoneyBand} />
      </FacetCard>
      <FacetCard title="Por idade da empresa" testId="chart-idade" figures={ages}>
        <Bars buckets={ages} color="var(--mantine-color-orange-5)" />
      </FacetCard>
      <FacetCard title="Por situação cadastral" testId="chart-situacao" figures={situacoes}>
        <Donut buckets={situacoes} />
      </FacetCard>
    </SimpleGrid>
  );
}
