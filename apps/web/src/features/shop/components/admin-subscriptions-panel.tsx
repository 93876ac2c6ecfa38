import { Button, Group, Modal, Skeleton, Stack, Table, Text, Textarea } from '@mantine/core';
import {
  type AdminSubscription,
  REFUSE_REASON_MAX_LENGTH,
  shopPriceText,
} from '@prospecta/contracts/shop-api';
import { useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useAdminSubscriptions, useDecideSubscription } from '@/features/shop/api/admin-subscriptions';
import { AppStateBadge } from '@/features/shop/components/app-state-badge';
import { shopErrorToast } from '@/features/shop/lib/app-state';
import { formatDateTime } from '@/lib/format';
import { showToast } from '@/lib/notify';

/**
 * "Assinaturas" (staff): the customers' orders for the shop's apps, pending first (oldest first), then the
 * latest others. Activating one records the signed contract (the owner's page turns "Ativo"); refusing one
 * may say why. Who ordered it is e-mailed either way.
 */
export function AdminSubscriptionsPanel() {
  const list = useAdminSubscriptions();
  const decide = useDecideSubscription();
  const [refusing, setRefusing] = useState<AdminSubscription | null>(null);
  const [reason, setReason] = useState('');

  const run = (id: string, decision: 'activate' | 'refuse', why?: string) =>
    decide.mutate(
      { id, decision, reason: why?.trim() || undefined },
      {
        onSuccess: ({ message }) => {
          showToast({ color: 'green', message });
          setRefusing(null);
        },
        onError: (error) => showToast(shopErrorToast(error)),
      },
    );

  if (list.isError)
    return (
      <RetryAlert
        title="Não foi possível carregar as assinaturas"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  if (!list.data) return <Skeleton h={200} />;
  const rows = list.data.subscriptions;
  const pending = rows.filter((s) => s.status === 'requested').length;

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed" data-testid="pending-count">
        {pending === 0
          ? 'Nenhum pedido aguardando ativação.'
          : pending === 1
            ? '1 pedido aguardando ativação.'
            : `${pending} pedidos aguardando ativação.`}{' '}
        Confirme com o cliente antes de ativar: a cobrança começa na ativação.
      </Text>
      {rows.length === 0 ? null : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="sm" data-testid="admin-subscriptions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Conta</Table.Th>
                <Table.Th>App</Table.Th>
                <Table.Th>Preço</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Pedido</Table.Th>
                <Table.Th>Decisão</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Table.Tr key={s.id} data-testid="admin-subscription-row">
                  <Table.Td>{s.account.name}</Table.Td>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{shopPriceText(s)}</Table.Td>
                  <Table.Td>
                    <AppStateBadge state={s.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">{formatDateTime(s.requested_at)}</Text>
                    <Text fz="xs" c="dimmed">
                      por {s.requested_by.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {s.decided_by ? (
                      <Text fz="sm">
                        {s.decided_by.name}
                        {`, ${formatDateTime(s.activated_at ?? s.closed_at)}`}
                      </Text>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
                    {s.status === 'requested' ? (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          onClick={() => run(s.id, 'activate')}
                          loading={decide.isPending && decide.variables?.id === s.id}
                          aria-label={`Ativar ${s.name} para ${s.account.name}`}
                        >
                          Ativar
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => {
                            setReason('');
                            setRefusing(s);
                          }}
                          aria-label={`Recusar ${s.name} para ${s.account.name}`}
                        >
                          Recusar
                        </Button>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {refusing ? (
        <Modal opened onClose={() => setRefusing(null)} title={`Recusar ${refusing.name}`} centered>
          <Stack gap="md">
            <Text fz="sm">
              O pedido de {refusing.account.name} será recusado e {refusing.requested_by.name} receberá um
              e-mail.
            </Text>
            <Textarea
              label="Motivo (opcional, vai no e-mail ao cliente)"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={REFUSE_REASON_MAX_LENGTH}
              autosize
              minRows={2}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRefusing(null)} disabled={decide.isPending}>
                Voltar
              </Button>
              <Button
                color="red"
                onClick={() => run(refusing.id, 'refuse', reason)}
                loading={decide.isPending}
              >
                Recusar pedido
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}
