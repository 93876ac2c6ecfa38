import { Badge, Box, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import type { PickedCode } from '@prospecta/contracts/filter-state';
import type { SearchResultRow } from '@prospecta/contracts/search-result';
import { type ReactNode, useId } from 'react';
import { type CompanyFigures, Contacts, Figures } from '@/features/search/components/result-cells';
import classes from '@/features/search/components/results-table.module.css';
import { useElementWidth } from '@/features/search/hooks/use-element-width';
import { resultsLayout } from '@/features/search/lib/results-layout';
import { isoDateToBr } from '@/features/search/lib/search-format';
import { secondaryCnaeMatch, secondaryCnaeText } from '@/features/search/lib/secondary-cnae';
import { addressText } from '@/lib/address-format';

export type ResultsTableProps = {
  rows: SearchResultRow[];
  onOpen: (cnpj: string) => void;
  selectedCnpj: string | null;
  /** CNPJs ticked for "Adicionar à lista" (kept across pages). */
  checked: ReadonlySet<string>;
  onCheck: (cnpjs: string[], on: boolean) => void;
  /** Employees and revenue of the whole company ("Por empresa"), as the filters count them. */
  companyFigures: CompanyFigures;
  /**
   * What the screen marks a row with beside its CNPJ (the user's lists that hold the company), given the page's
   * CNPJs and the id the row names as its description.
   */
  rowMark?: RowMark;
  /** The CNAEs picked under "CNAE secundário" (none otherwise): a row found by one of them names it. */
  secondaryCnaes: readonly PickedCode[];
};

export type RowMark = (row: { cnpj: string; pageCnpjs: readonly string[]; id: string }) => ReactNode;

const rowName = (row: SearchResultRow) => row.nome_fantasia || row.razao_social || 'Sem nome';

/** Name, legal name, CNPJ, the Filial / situação badges and the screen's mark of a row. */
function CompanyCell({ row, mark }: { row: SearchResultRow; mark: ReactNode }) {
  return (
    <Stack gap={2}>
      {/* Two lines: a name cut after one word on a 1 280-px screen told the user little. */}
      <Text fw={600} fz="sm" lineClamp={2} c="brand.8" title={rowName(row)}>
        {rowName(row)}
      </Text>
      {row.nome_fantasia && row.razao_social ? (
        <Text fz="xs" c="dimmed" lineClamp={1} title={row.razao_social}>
          {row.razao_social}
        </Text>
      ) : null}
      <Group gap={6}>
        <Text fz="xs" ff="monospace" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="result-cnpj">
          {formatCnpj(row.cnpj)}
        </Text>
        {row.fl_matriz ? null : (
          <Badge size="xs" variant="outline" color="gray">
            Filial
          </Badge>
        )}
        {row.situacao.label.toUpperCase() !== 'ATIVA' ? (
          <Badge size="xs" variant="light" color="red">
            {row.situacao.label}
          </Badge>
        ) : null}
        {mark}
      </Group>
    </Stack>
  );
}

/** Município, UF and opening date. */
function PlaceCell({ row }: { row: SearchResultRow }) {
  return (
    <>
      {/* Breaks between words ("Rio Piracicab|a" broke inside one at 1 280 px). */}
      <Text fz="sm" style={{ overflowWrap: 'break-word' }}>
        {addressText(row.municipio) || '—'}
      </Text>
      <Text fz="xs" c="dimmed">
        {row.uf} · desde {isoDateToBr(row.dt_abertura)}
      </Text>
    </>
  );
}

/**
 * The main CNAE, on two lines at most; a word longer than the column may break, never one that fits. A row
 * found by a secondary CNAE names it below.
 */
function ActivityText({
  row,
  secondaryCnaes,
}: {
  row: SearchResultRow;
  secondaryCnaes: readonly PickedCode[];
}) {
  const secondary = secondaryCnaeMatch(row, secondaryCnaes);
  return (
    <>
      <Text
        fz="sm"
        lineClamp={2}
        style={{ overflowWrap: 'break-word' }}
        title={row.cnae_principal.label}
        data-testid="result-activity"
      >
        {row.cnae_principal.label}
      </Text>
      {secondary ? (
        <Text
          fz="xs"
          c="dimmed"
          lineClamp={2}
          style={{ overflowWrap: 'break-word' }}
          title={secondaryCnaeText(secondary)}
          data-testid="result-secondary-cnae"
        >
          CNAE secundário: <span style={{ whiteSpace: 'nowrap' }}>{secondary.code}</span>
          {secondary.name ? ` — ${secondary.name}` : ''}
          {secondary.more > 0 ? `, e mais ${secondary.more}` : ''}
        </Text>
      ) : null}
    </>
  );
}

const FIGURES_STYLE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * One row per establishment; a click (or Enter on a focused row) opens the company drawer, the checkbox
 * ticks the row for "Adicionar à lista" without opening it. Below `COMPACT_RESULTS_BELOW` of card width
 * (1 024 px, a zoomed 1 366 px, with the filter panel open) the rows are compact: place and activity under the
 * name, size over the contacts, so nothing sits past the card's edge behind a sideways scroll.
 */
export function ResultsTable({
  rows,
  onOpen,
  selectedCnpj,
  checked,
  onCheck,
  companyFigures,
  rowMark,
  secondaryCnaes,
}: ResultsTableProps) {
  const onPage = rows.filter((row) => checked.has(row.cnpj)).length;
  const markIds = useId();
  const pageCnpjs = rows.map((row) => row.cnpj);
  const markOf = (cnpj: string) => (rowMark ? rowMark({ cnpj, pageCnpjs, id: `${markIds}-${cnpj}` }) : null);
  // Measured before the first paint: the rows never show the other layout first and jump.
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const compact = resultsLayout(width) === 'compact';
  return (
    <Box ref={ref}>
      <Table.ScrollContainer minWidth={compact ? 320 : 640}>
        {/* 8-px cell padding: with 10 a city's longest word no longer fitted beside the rest at 1 280 px. */}
        <Table
          highlightOnHover
          verticalSpacing="sm"
          horizontalSpacing={8}
          data-testid="results-table"
          data-layout={compact ? 'compact' : 'wide'}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Selecionar todas as empresas desta página"
                  checked={rows.length > 0 && onPage === rows.length}
                  indeterminate={onPage > 0 && onPage < rows.length}
                  onChange={(e) =>
                    onCheck(
                      rows.map((row) => row.cnpj),
                      e.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
              {compact ? (
                <>
                  <Table.Th>Empresa, local e atividade</Table.Th>
                  <Table.Th ta="right">Tamanho e contatos</Table.Th>
                </>
              ) : (
                <>
                  {/* The name keeps its room on a 1280-px laptop; place and activity wrap instead. */}
                  <Table.Th miw={180}>Empresa</Table.Th>
                  <Table.Th>Local</Table.Th>
                  <Table.Th>Atividade principal</Table.Th>
                  {/* Employees and revenue (the porte itself is a filter, not a column). */}
                  <Table.Th ta="right">Tamanho</Table.Th>
                  <Table.Th>Contatos</Table.Th>
                </>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row.cnpj}
                onClick={() => onOpen(row.cnpj)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && e.target === e.currentTarget) onOpen(row.cnpj);
                }}
                tabIndex={0}
                aria-label={`${rowName(row)}, ${formatCnpj(row.cnpj)}`}
                // The mark, when there is one (an id of nothing describes nothing).
                aria-describedby={rowMark ? `${markIds}-${row.cnpj}` : undefined}
                className={classes.row}
                style={{ cursor: 'pointer' }}
                bg={
                  row.cnpj === selectedCnpj || checked.has(row.cnpj)
                    ? 'var(--mantine-color-brand-0)'
                    : undefined
                }
                data-testid="result-row"
                data-result-cnpj={row.cnpj}
              >
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <Checkbox
                    aria-label={`Selecionar ${rowName(row)}`}
                    checked={checked.has(row.cnpj)}
                    onChange={(e) => onCheck([row.cnpj], e.currentTarget.checked)}
                  />
                </Table.Td>
                {compact ? (
                  <>
                    <Table.Td>
                      <Stack gap={6}>
                        <CompanyCell row={row} mark={markOf(row.cnpj)} />
                        <Box>
                          <PlaceCell row={row} />
                        </Box>
                        <ActivityText row={row} secondaryCnaes={secondaryCnaes} />
                      </Stack>
                    </Table.Td>
                    <Table.Td ta="right" style={FIGURES_STYLE}>
                      <Stack gap={6} align="flex-end">
                        <Box>
                          <Figures row={row} byCompany={companyFigures} />
                        </Box>
                        <Contacts row={row} />
                      </Stack>
                    </Table.Td>
                  </>
                ) : (
                  <>
                    <Table.Td miw={180} maw={300}>
                      <CompanyCell row={row} mark={markOf(row.cnpj)} />
                    </Table.Td>
                    <Table.Td>
                      <PlaceCell row={row} />
                    </Table.Td>
                    <Table.Td maw={220}>
                      <ActivityText row={row} secondaryCnaes={secondaryCnaes} />
                    </Table.Td>
                    <Table.Td ta="right" style={FIGURES_STYLE}>
                      <Figures row={row} byCompany={companyFigures} />
                    </Table.Td>
                    <Table.Td>
                      <Contacts row={row} />
                    </Table.Td>
                  </>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
