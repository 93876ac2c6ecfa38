import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  VOUCHER_FILTERS,
  VOUCHER_REWARD,
  VOUCHER_STATUS_LABELS,
  type VoucherEntry,
  type VoucherFilter,
  type VoucherStatus,
} from '@prospecta/contracts/surveys-api';
import { useRef } from 'react';
import { breakableAddress } from '@/components/ui/breakable-address';
import { PagedResults } from '@/components/ui/paged-results';
import { useAdminVouchers, useDecideVoucher } from '@/features/surveys/api/admin-vouchers';
import { readVoucherFilters, writeVoucherFilters } from '@/features/surveys/lib/panel-filters';
import { formatDateTime } from '@/lib/format';
import { useCanonicalParams } from '@/lib/use-canonical-params';
import { useSearchParams } from '@/lib/use-search-params';

const FILTER_LABELS: Record<VoucherFilter, string> = {
  all: 'Todos',
  pending: 'Aguardando decisão',
  allowed: 'Liberados (não resgatados)',
  refused: 'Recusados',
  rescued: 'Resgatados',
};
const STATUS_COLORS: Record<VoucherStatus, string> = {
  not_eligible: 'gray',
  pending: 'orange',
  allowed: 'blue',
  refused: 'gray',
  rescued: 'green',
};

/** "Vouchers": the answers rated 9 or 10; staff allow or refuse the gift and see whether it was rescued. */
export function AdminVouchersPanel() {
  // In the address: a reload or a shared link opens the same view.
  const [params, setParams] = useSearchParams();
  useCanonicalParams(readVoucherFilters, writeVoucherFilters);
  const { status: filter, page } = readVoucherFilters(params);
  const setFilters = (status: VoucherFilter, page: number) =>
    setParams((current) => writeVoucherFilters(current, { status, page }), { replace: true });
  const list = useAdminVouchers(filter, page);

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        Quem deu nota 9 ou 10 na pesquisa de recomendação pode receber um voucher de {VOUCHER_REWARD.amount}{' '}
        consultas, válidas por {VOUCHER_REWARD.validDays} dias a partir do resgate. Liberado, o usuário vê o
        presente no próximo acesso e o resgata uma vez.
      </Text>
      <Select
        label="Situação"
        w={240}
        data={VOUCHER_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] }))}
        value={filter}
        allowDeselect={false}
        onChange={(value) => setFilters((value ?? 'all') as VoucherFilter, 1)}
      />
      <PagedResults
        query={list}
        paging={(d) => ({ total: d.total, pages: Math.ceil(d.total / d.page_size) })}
        page={page}
        onPage={(next) => setFilters(filter, next)}
        what="os vouchers"
        errorTitle="Não foi possível carregar os vouchers"
        emptyText="Nenhuma avaliação 9 ou 10 nessa situação."
      >
        {(data) => (
          <Table.ScrollContainer minWidth={800}>
            <Table verticalSpacing="xs" fz="sm" aria-label="Vouchers" data-testid="vouchers-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Avaliação em</Table.Th>
                  <Table.Th>Usuário</Table.Th>
                  <Table.Th>Nota</Table.Th>
                  <Table.Th>Comentário</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.vouchers.map((entry) => (
                  <VoucherRow key={entry._id} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedResults>
    </Stack>
  );
}

function statusLine(entry: VoucherEntry): string | null {
  if (entry.status === 'rescued' && entry.rescued_at) return `em ${formatDateTime(entry.rescued_at)}`;
  if (entry.decided_at && entry.decided_by)
    return `por ${entry.decided_by.name}, ${formatDateTime(entry.decided_at)}`;
  return null;
}

function VoucherRow({ entry }: { entry: VoucherEntry }) {
  const decide = useDecideVoucher();
  // One request per decision: the ref holds before React re-renders the buttons as busy.
  const sending = useRef(false);
  const send = async (allowed: boolean) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await decide.mutateAsync({
        allowed_voucher: allowed,
        voucher_action: 'click_credits',
        survey_id: entry._id,
      });
    } catch {
      // The client's global handling shows the refusal as a toast.
    } finally {
      sending.current = false;
    }
  };
  const line = statusLine(entry);
  const open = entry.status !== 'rescued';
  return (
    <Table.Tr data-testid="voucher-row">
      <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
      <Table.Td>
        <Text fz="sm" fw={600}>
          {entry.user.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {breakableAddress(entry.user.email)}
        </Text>
        <Text fz="xs" c="dimmed">
          {entry.account.name}
        </Text>
      </Table.Td>
      <Table.Td>{entry.rating}</Table.Td>
      <Table.Td maw={260}>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.comment || '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLORS[entry.status]} variant="light">
          {VOUCHER_STATUS_LABELS[entry.status]}
        </Badge>
        {line ? (
          <Text fz="xs" c="dimmed">
            {line}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {open ? (
          <Group gap="xs" wrap="nowrap">
            {entry.allowed_voucher !== true ? (
              <Button
                size="xs"
                loading={decide.isPending}
                onClick={() => void send(true)}
                aria-label={`Liberar o voucher de ${entry.user.name}`}
              >
                Liberar
              </Button>
            ) : null}
            {entry.allowed_voucher !== false ? (
              <Button
                size="xs"
                variant="default"
                disabled={decide.isPending}
                onClick={() => void send(false)}
                aria-label={`Recusar o voucher de ${entry.user.name}`}
              >
                Recusar
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text fz="xs" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
