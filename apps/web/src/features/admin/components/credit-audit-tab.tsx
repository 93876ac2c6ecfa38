import { Group, Pagination, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { CREDIT_AUDIT_PAGE_SIZE, type CreditAuditEntry } from '@prospecta/contracts/admin-api';
import { useEffect, useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useCreditAudit } from '@/features/admin/api/get-credit-audit';
import { AuditRow } from '@/features/admin/components/credit-audit-row';
import classes from '@/features/admin/components/credit-audit-tab.module.css';
import { EditGrantModal } from '@/features/admin/components/edit-grant-modal';
import { InvalidateCreditModal } from '@/features/admin/components/invalidate-credit-modal';
import { PeriodInputs } from '@/features/admin/components/period-inputs';
import {
  AUDIT_KIND_LABELS,
  AUDIT_STATUS_LABELS,
  type AuditFilters,
  auditTotalsParts,
  CREDIT_TYPE_LABELS,
  EMPTY_AUDIT_FILTERS,
  periodError,
} from '@/features/admin/lib/credit-audit';
import { pageCount } from '@/features/admin/lib/users-filters';

const TYPE_OPTIONS = [
  { value: 'all', label: 'Todos' },
  { value: 'click', label: CREDIT_TYPE_LABELS.click },
  { value: 'export', label: CREDIT_TYPE_LABELS.export },
];
const TYPE_PLURALS = { click: 'consultas', export: 'exportações' } as const;
const STATUS_OPTIONS = [
  { value: 'all', label: 'Todos' },
  ...Object.entries(AUDIT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];
const KIND_OPTIONS = [
  { value: 'all', label: 'Todos' },
  ...Object.entries(AUDIT_KIND_LABELS).map(([value, label]) => ({ value, label })),
];

/**
 * The account's credit movements, filtered by period, type, movement and status, 10 a page, with the sums of
 * every filtered line; a grant still counting can be edited or invalidated.
 */
export function CreditAuditTab(props: { accountId: string; onDialogChange: (open: boolean) => void }) {
  const { onDialogChange } = props;
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [invalidating, setInvalidating] = useState<CreditAuditEntry | null>(null);
  const [editing, setEditing] = useState<CreditAuditEntry | null>(null);
  const invalidPeriod = periodError(filters);
  const audit = useCreditAudit(props.accountId, filters, invalidPeriod === null);
  const change = (patch: Partial<AuditFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...patch }));
  useEffect(() => {
    onDialogChange(invalidating !== null || editing !== null);
    return () => onDialogChange(false);
  }, [invalidating, editing, onDialogChange]);
  const now = new Date();

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="sm">
        <PeriodInputs from={filters.from} to={filters.to} onChange={change} error={invalidPeriod} />
        <Select
          label="Tipo"
          w={150}
          data={TYPE_OPTIONS}
          value={filters.type}
          allowDeselect={false}
          onChange={(type) => change({ type: (type ?? 'all') as AuditFilters['type'] })}
        />
        <Select
          label="Movimento"
          w={160}
          data={KIND_OPTIONS}
          value={filters.kind}
          allowDeselect={false}
          onChange={(kind) => change({ kind: (kind ?? 'all') as AuditFilters['kind'] })}
        />
        <Select
          label="Situação"
          w={140}
          data={STATUS_OPTIONS}
          value={filters.status}
          allowDeselect={false}
          onChange={(status) => change({ status: (status ?? 'all') as AuditFilters['status'] })}
        />
      </Group>
      {audit.isError && !audit.data ? (
        <RetryAlert
          title="Não foi possível carregar a auditoria"
          error={audit.error}
          onRetry={() => void audit.refetch()}
          retrying={audit.isFetching}
        />
      ) : null}
      {!audit.data && !audit.isError && !invalidPeriod ? (
        <Stack gap="xs" role="status" aria-label="Carregando a auditoria">
          <Skeleton h={32} />
          <Skeleton h={32} />
          <Skeleton h={32} />
        </Stack>
      ) : null}
      {audit.data && audit.data.total === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="audit-empty">
          Nenhum movimento de créditos com esses filtros.
        </Text>
      ) : null}
      {audit.data && audit.data.total > 0 ? (
        <>
          <Text fz="sm" data-testid="audit-totals" aria-live="polite">
            <Text span fw={600} fz="sm">
              {audit.data.total} {audit.data.total === 1 ? 'movimento' : 'movimentos'} com esses filtros:
            </Text>{' '}
            {auditTotalsParts(audit.data.totals, filters.type)
              .map((part) => `${TYPE_PLURALS[part.type]} ${part.text}`)
              .join('; ')}
            .
          </Text>
          <Table.ScrollContainer
            minWidth={760}
            scrollAreaProps={{
              classNames: { viewport: classes.scrollViewport },
              // A Tab stop named for what it scrolls (axe: scrollable-region-focusable): the arrows reach the
              // columns past the drawer's edge.
              viewportProps: {
                tabIndex: 0,
                role: 'region',
                'aria-label': 'Auditoria de créditos, rolável para os lados',
              },
            }}
          >
            <Table verticalSpacing="xs" fz="sm" aria-label="Auditoria de créditos" data-testid="audit-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Data</Table.Th>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Movimento</Table.Th>
                  <Table.Th ta="right">Quantidade</Table.Th>
                  <Table.Th>Por</Table.Th>
                  <Table.Th>Validade</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th aria-label="Ações" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.data.entries.map((entry) => (
                  <AuditRow
                    key={entry.id}
                    entry={entry}
                    now={now}
                    onInvalidate={setInvalidating}
                    onEdit={setEditing}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {audit.data.total > CREDIT_AUDIT_PAGE_SIZE ? (
            <Group justify="center">
              <Pagination
                size="sm"
                total={pageCount(audit.data.total, audit.data.page_size)}
                value={filters.page}
                onChange={(page) => setFilters((current) => ({ ...current, page }))}
              />
            </Group>
          ) : null}
        </>
      ) : null}
      <EditGrantModal accountId={props.accountId} entry={editing} onClose={() => setEditing(null)} />
      <InvalidateCreditModal
        accountId={props.accountId}
        entry={invalidating}
        onClose={() => setInvalidating(null)}
      />
    </Stack>
  );
}
