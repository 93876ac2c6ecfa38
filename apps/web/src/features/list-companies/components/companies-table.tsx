import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Popover,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import {
  LIST_SORT_LABELS,
  LIST_SORTS,
  type ListCompany,
  type ListSort,
  listSortOf,
  type ProspectingStatus,
} from '@prospecta/contracts/lists-companies-api';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconColumns, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { breakableAddress } from '@/components/ui/breakable-address';
import { contactHref } from '@/features/company/components/contact-line';
import { formatPhone } from '@/features/company/lib/company-format';
import { getListCnpjs } from '@/features/list-companies/api/get-list-cnpjs';
import { useListCompanies } from '@/features/list-companies/api/get-list-companies';
import classes from '@/features/list-companies/components/companies-table.module.css';
import { ContactOutcomeMark, phoneOutcome } from '@/features/list-companies/components/contact-outcome-badge';
import {
  EmptyTable,
  type ListTableViewProps,
  TableLoadFailed,
  TablePages,
} from '@/features/list-companies/components/paged-table-parts';
import { RemoveSelectedButton } from '@/features/list-companies/components/remove-selected-button';
import { SelectAllBar } from '@/features/list-companies/components/select-all-bar';
import { StatusSelect } from '@/features/list-companies/components/status-select';
import { usePageInRange } from '@/features/list-companies/hooks/use-page-in-range';
import {
  LIST_COLUMN_KEYS,
  loadListColumns,
  saveListColumns,
  toggleListColumn,
} from '@/features/list-companies/lib/list-columns';
import {
  cellTitle,
  type ResultColumnKey,
  resultCell,
  resultColumnHeader,
} from '@/features/list-companies/lib/result-cells';
import { statusFilterPhrase } from '@/features/list-companies/lib/status-filter';
import { changeStatusWithUndo } from '@/features/list-companies/lib/status-toast';
import { selectedText, selectionOffer } from '@/features/list-companies/lib/table-selection';

export type CompaniesTableProps = ListTableViewProps & {
  /** A row's status change (optimistic); `onRolledBack` once a refused one is undone. */
  onStatusChange: (company: ListCompany, to: ProspectingStatus, onRolledBack?: () => void) => void;
  /** Orders the table (the select above it, and its headers "Empresa" and "Status"). */
  onSortChange: (sort: ListSort) => void;
  /** Where an empty list sends the user to find companies; null when they may not search. */
  searchHref: string | null;
  /** CNPJs ticked to export only them (kept by the screen across pages and filters). */
  selected: readonly string[];
  onSelectedChange: (cnpjs: string[]) => void;
  /** Takes the ticked companies out of the list ("Remover (N)"); absent for who may not. */
  removal?: { pending: boolean; shared: boolean; onRemove: () => void };
};

/**
 * A catalogue cell, cut at two lines and whole on hover; an e-mail or site breakable after its "@" and before
 * its dots, with a third line for a long domain ("contato@" / "batistatavarescontabilidade" / ".com.br" was cut
 * to "contabil…").
 */
function CellText({ company, column }: { company: ListCompany; column: ResultColumnKey }) {
  const value = resultCell(company.additionalData, column, company.cnpj);
  const address = column === 'email' || column === 'site';
  return (
    <Text fz="sm" lineClamp={address ? 3 : 2} style={{ overflowWrap: 'break-word' }} title={cellTitle(value)}>
      {column === 'email' ? <ContactOutcomeMark result={company.validation?.email} before /> : null}
      {address ? breakableAddress(value) : value}
    </Text>
  );
}

const SORT_OPTIONS = LIST_SORTS.map((value) => ({ value, label: LIST_SORT_LABELS[value] }));

/**
 * A header that orders the table by its column: ascending, then descending, then back to the default order
 * (the companies added last first); `aria-sort` tells a screen reader which order is on.
 */
function SortableTh({
  children,
  ascending,
  descending,
  sort,
  onSortChange,
  className,
}: {
  children: ReactNode;
  ascending: ListSort;
  descending: ListSort;
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
  className?: string;
}) {
  const state = sort === ascending ? 'ascending' : sort === descending ? 'descending' : 'none';
  const next = state === 'none' ? ascending : state === 'ascending' ? descending : 'recent';
  const Icon = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconSelector;
  return (
    <Table.Th className={className} aria-sort={state}>
      <UnstyledButton
        onClick={() => onSortChange(next)}
        className={classes.sortButton}
        title={state === 'descending' ? 'Voltar à ordem em que foram adicionadas' : 'Ordenar por esta coluna'}
      >
        {children}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

const displayName = (c: ListCompany) =>
  c.additionalData?.nome_fantasia || c.additionalData?.razao_social || c.name || 'Sem nome';

/**
 * The companies of a list, 10 a page: a tick to pick it (the export then offers the companies picked; the
 * header ticks the page, then every company the table finds can be: `lib/table-selection.ts`), the company
 * (name and CNPJ), the columns chosen in "Colunas" (kept for the next visit) and a status select per row.
 */
export function CompaniesTable({
  listId,
  scope,
  filter,
  onShowAll,
  statusLocked,
  page,
  onPageChange,
  companyHref,
  onStatusChange,
  onSortChange,
  searchHref,
  selected,
  onSelectedChange,
  removal,
}: CompaniesTableProps) {
  const sort = scope.sort ?? 'recent';
  const [columns, setColumns] = useState<ResultColumnKey[]>(() => loadListColumns(localStorage));
  const companies = useListCompanies(listId, page, scope);
  usePageInRange(companies, companies.data?.companies.length, page, onPageChange);
  // As a kanban drop does: a toast says where the company went (and that it left a table filtered by status)
  // and takes the change back with "Desfazer"; a refused change closes it.
  const changeStatus = (company: ListCompany, to: ProspectingStatus) =>
    changeStatusWithUndo({
      company,
      to,
      name: displayName(company),
      shown: scope.statuses,
      apply: onStatusChange,
    });
  if (companies.isPending) return <Skeleton h={360} radius="lg" />;
  if (companies.isError)
    return (
      <TableLoadFailed
        message="Não foi possível carregar as empresas da lista."
        error={companies.error}
        onRetry={() => void companies.refetch()}
      />
    );
  const { companies: rows, total, total_pages } = companies.data;
  const picked = new Set(selected);
  const pageCnpjs = rows.map((c) => c.cnpj);
  const pickedHere = pageCnpjs.filter((cnpj) => picked.has(cnpj)).length;
  const pick = (cnpjs: readonly string[], on: boolean) =>
    onSelectedChange(
      on ? [...selected, ...cnpjs.filter((c) => !picked.has(c))] : selected.filter((c) => !cnpjs.includes(c)),
    );
  const offer = selectionOffer({
    pageRows: pageCnpjs.length,
    pickedHere,
    selected: selected.length,
    total,
  });
  return (
    <Card p={0}>
      <Group justify="space-between" p="md" pb="xs">
        <Group gap="sm">
          <Text fz="sm" c="dimmed" data-testid="companies-total">
            {total === 1 ? '1 empresa' : `${total.toLocaleString('pt-BR')} empresas`}
            {filter ? ` ${statusFilterPhrase(filter, total !== 1)}` : ''}
          </Text>
          {selected.length > 0 ? (
            <Group gap={6}>
              <Text fz="sm" fw={600} c="brand.8" data-testid="list-selected-count">
                {selectedText(selected.length, pickedHere)}
              </Text>
              <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onSelectedChange([])}>
                Limpar seleção
              </Button>
              {removal ? (
                <RemoveSelectedButton
                  selected={selected.length}
                  elsewhere={selected.length - pickedHere}
                  pending={removal.pending}
                  shared={removal.shared}
                  onRemove={removal.onRemove}
                />
              ) : null}
            </Group>
          ) : null}
        </Group>
        <Group gap="xs">
          <Select
            size="xs"
            w={230}
            aria-label="Ordenar empresas por"
            leftSection={<IconArrowsSort size={14} />}
            data={SORT_OPTIONS}
            value={sort}
            onChange={(value) => onSortChange(listSortOf(value))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {/* Plain checkboxes in a popover: Tab moves between them and Space toggles one, like any form. */}
          <Popover position="bottom-end" withinPortal trapFocus shadow="md">
            <Popover.Target>
              <Button size="xs" variant="default" leftSection={<IconColumns size={14} />}>
                Colunas
              </Button>
            </Popover.Target>
            <Popover.Dropdown mah={360} style={{ overflowY: 'auto' }}>
              <Stack gap={8} role="group" aria-label="Colunas da tabela">
                {LIST_COLUMN_KEYS.map((key) => (
                  <Checkbox
                    key={key}
                    size="xs"
                    label={resultColumnHeader(key)}
                    checked={columns.includes(key)}
                    onChange={(e) => {
                      const next = toggleListColumn(columns, key, e.currentTarget.checked);
                      setColumns(next);
                      saveListColumns(localStorage, next);
                    }}
                  />
                ))}
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Group>
      </Group>
      {offer ? (
        <SelectAllBar
          offer={offer}
          onSelectAll={async () => {
            // Every company the table finds (its search and status filter), added to those already ticked.
            const { cnpjs } = await getListCnpjs(listId, scope);
            const known = new Set(selected);
            onSelectedChange([...selected, ...cnpjs.filter((c) => !known.has(c))]);
          }}
          onClear={() => onSelectedChange([])}
        />
      ) : null}
      {rows.length === 0 ? (
        <EmptyTable
          query={scope.query.trim()}
          filter={filter}
          onShowAll={onShowAll}
          searchHref={searchHref}
        />
      ) : (
        <Table.ScrollContainer
          minWidth={900}
          scrollAreaProps={{ classNames: { viewport: classes.scrollViewport } }}
        >
          <Table highlightOnHover verticalSpacing="sm" data-testid="list-companies-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>
                  <Checkbox
                    size="xs"
                    aria-label="Selecionar as empresas desta página"
                    checked={pickedHere > 0 && pickedHere === pageCnpjs.length}
                    indeterminate={pickedHere > 0 && pickedHere < pageCnpjs.length}
                    onChange={(e) => pick(pageCnpjs, e.currentTarget.checked)}
                  />
                </Table.Th>
                <SortableTh ascending="name" descending="name_desc" sort={sort} onSortChange={onSortChange}>
                  Empresa
                </SortableTh>
                {columns.map((key) => (
                  <Table.Th key={key}>{resultColumnHeader(key)}</Table.Th>
                ))}
                <SortableTh
                  ascending="status"
                  descending="status_desc"
                  sort={sort}
                  onSortChange={onSortChange}
                  className={classes.statusCell}
                >
                  Status
                </SortableTh>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id} data-testid="list-company-row">
                  <Table.Td w={36}>
                    <Checkbox
                      size="xs"
                      aria-label={`Selecionar ${displayName(c)}`}
                      checked={picked.has(c.cnpj)}
                      onChange={(e) => pick([c.cnpj], e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td maw={260}>
                    <Text component={Link} to={companyHref(c.id)} fw={600} fz="sm" c="brand.8" lineClamp={2}>
                      {displayName(c)}
                    </Text>
                    <Text fz="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {formatCnpj(c.cnpj)}
                    </Text>
                  </Table.Td>
                  {columns.map((key) => (
                    // An address gets a little more room: a usual e-mail's name with its "@" fits a line.
                    <Table.Td key={key} maw={key === 'email' || key === 'site' ? 260 : 220}>
                      {key === 'telefones' && c.additionalData?.telefones.length ? (
                        // One phone a line, never broken inside ("(11) 98765-4321" wrapped as "(11)" over a
                        // clipped number was unreadable in a narrow column), each a tel: link to call it.
                        c.additionalData.telefones.map((p) => (
                          <Text key={p.numero} fz="sm" style={{ whiteSpace: 'nowrap' }}>
                            {/* The row's size (an anchor has its own, the page's larger one). */}
                            <Anchor
                              href={contactHref('telefone', p.numero)}
                              inherit
                              c="inherit"
                              underline="hover"
                              aria-label={`Ligar para ${formatPhone(p.numero)}`}
                            >
                              {formatPhone(p.numero)}
                            </Anchor>
                            <ContactOutcomeMark result={phoneOutcome(c.validation?.phones[p.numero])} />
                          </Text>
                        ))
                      ) : (
                        <CellText company={c} column={key} />
                      )}
                    </Table.Td>
                  ))}
                  <Table.Td className={classes.statusCell}>
                    <StatusSelect
                      value={c.status}
                      companyName={displayName(c)}
                      onChange={(to) => changeStatus(c, to)}
                      lockedBecause={statusLocked}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TablePages total={total_pages} page={page} onChange={onPageChange} />
    </Card>
  );
}
