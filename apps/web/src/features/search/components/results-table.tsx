import { Badge, Box, Checkbox, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import type { SearchResultRow } from '@prospecta/contracts/search-result';
import {
  IconBuildingSkyscraper,
  IconDeviceMobile,
  IconMail,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import { employeeSliderLabel, formatBrlShort, isoDateToBr } from '@/features/search/lib/search-format';

function Contacts({ row }: { row: SearchResultRow }) {
  const mobile = row.telefones.some((p) => p.tipo === 'celular');
  const fixed = row.telefones.some((p) => p.tipo === 'fixo');
  const icon = (on: boolean, label: string, node: React.ReactNode) => (
    <Tooltip label={on ? label : `Sem ${label.toLowerCase()}`} key={label}>
      <span
        style={{
          color: on ? 'var(--mantine-color-brand-7)' : 'var(--mantine-color-gray-4)',
          display: 'flex',
        }}
      >
        {node}
      </span>
    </Tooltip>
  );
  return (
    <Group gap={6} wrap="nowrap">
      {icon(fixed, 'Telefone fixo', <IconPhone size={16} />)}
      {icon(mobile, 'Celular', <IconDeviceMobile size={16} />)}
      {icon(row.email !== null, 'E-mail', <IconMail size={16} />)}
      {icon(row.site !== null, 'Site', <IconWorld size={16} />)}
    </Group>
  );
}

export type ResultsTableProps = {
  rows: SearchResultRow[];
  onOpen: (cnpj: string) => void;
  selectedCnpj: string | null;
  /** CNPJs ticked for "Adicionar à lista" (kept across pages). */
  checked: ReadonlySet<string>;
  onCheck: (cnpjs: string[], on: boolean) => void;
  /** Employees and revenue of the whole company ("Por empresa"), as the filters count them. */
  companyFigures: { employees: boolean; revenue: boolean };
};

/** A figure of the row, or its company's (head office and branches) when asked; `company`: marked as such. */
function figure(own: number | null, company: number | null, byCompany: boolean) {
  const value = byCompany ? company : own;
  return { value, company: byCompany && company !== own };
}

const rowName = (row: SearchResultRow) => row.nome_fantasia || row.razao_social || 'Sem nome';

/**
 * One row per establishment; a click (or Enter on a focused row) opens the company drawer, the checkbox
 * ticks the row for "Adicionar à lista" without opening it.
 */
export function ResultsTable({
  rows,
  onOpen,
  selectedCnpj,
  checked,
  onCheck,
  companyFigures,
}: ResultsTableProps) {
  const onPage = rows.filter((row) => checked.has(row.cnpj)).length;
  return (
    <Table.ScrollContainer minWidth={640}>
      {/* 8-px cell padding: with 10 a city's longest word no longer fitted beside the rest at 1 280 px. */}
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing={8} data-testid="results-table">
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
            {/* The name keeps its room on a 1280-px laptop; place and activity wrap instead. */}
            <Table.Th miw={180}>Empresa</Table.Th>
            <Table.Th>Local</Table.Th>
            <Table.Th>Atividade principal</Table.Th>
            {/* Employees and revenue (the porte itself is a filter, not a column). */}
            <Table.Th ta="right">Tamanho</Table.Th>
            <Table.Th>Contatos</Table.Th>
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
              <Table.Td miw={180} maw={300}>
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
                    <Text
                      fz="xs"
                      ff="monospace"
                      c="dimmed"
                      style={{ whiteSpace: 'nowrap' }}
                      data-testid="result-cnpj"
                    >
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
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td>
                {/* Breaks between words ("Rio Piracicab|a" broke inside one at 1 280 px). */}
                <Text fz="sm" style={{ overflowWrap: 'break-word' }}>
                  {row.municipio ?? '—'}
                </Text>
                <Text fz="xs" c="dimmed">
                  {row.uf} · desde {isoDateToBr(row.dt_abertura)}
                </Text>
              </Table.Td>
              <Table.Td maw={220} data-testid="result-activity">
                {/* A word longer than the column ("preponderantemente") may break, never one that fits. */}
                <Text
                  fz="sm"
                  lineClamp={2}
                  style={{ overflowWrap: 'break-word' }}
                  title={row.cnae_principal.label}
                >
                  {row.cnae_principal.label}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                <Figures row={row} byCompany={companyFigures} />
              </Table.Td>
              <Table.Td>
                <Contacts row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const COMPANY_NOTE = 'Da empresa: a matriz e as filiais juntas';

/** A small building after a figure that is the whole company's, its meaning in the tooltip and to readers. */
function CompanyMark() {
  return (
    // Reached with Tab too: its tooltip shows on focus, not only under a mouse.
    <Tooltip label={COMPANY_NOTE} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Box component="span" ml={4} style={{ verticalAlign: 'middle' }} tabIndex={0}>
        <IconBuildingSkyscraper size={12} aria-hidden />
        <VisuallyHidden>{` (${COMPANY_NOTE.toLowerCase()})`}</VisuallyHidden>
      </Box>
    </Tooltip>
  );
}

/** Employees and revenue of a row: its own, or its company's as the filters' "Por empresa" counts them. */
function Figures({
  row,
  byCompany,
}: {
  row: SearchResultRow;
  byCompany: ResultsTableProps['companyFigures'];
}) {
  const employees = figure(row.qt_funcionarios, row.qt_funcionarios_empresa, byCompany.employees);
  const revenue = figure(row.vl_faturamento, row.vl_faturamento_empresa, byCompany.revenue);
  return (
    <>
      <Text fz="sm" data-testid="result-employees">
        {employees.value === null ? '—' : employeeSliderLabel(employees.value)} func.
        {employees.company ? <CompanyMark /> : null}
      </Text>
      <Text fz="xs" c="dimmed" data-testid="result-revenue">
        {revenue.value === null ? '—' : formatBrlShort(revenue.value)}/ano
        {revenue.company ? <CompanyMark /> : null}
      </Text>
    </>
  );
}
