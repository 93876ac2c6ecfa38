import { Badge, Button, Group, Pagination, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import {
  REACTIVATION_STATUS_LABELS,
  REACTIVATION_STATUSES,
  type ReactivationStatus,
  type ReactivationTokenEntry,
} from '@prospecta/contracts/reactivation-api';
import { useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import {
  useReactivationTokens,
  useRevokeReactivationToken,
} from '@/features/reactivation/api/admin-reactivation';
import { CreateTokenForm } from '@/features/reactivation/components/create-token-form';
import { RevokeTokenModal } from '@/features/reactivation/components/revoke-token-modal';
import {
  readTokenFilters,
  type TokenFilters,
  writeTokenFilters,
} from '@/features/reactivation/lib/token-filters';
import { revokedMessage } from '@/features/reactivation/lib/welcome-back';
import { formatDateTime, formatInteger } from '@/lib/format';
import { showToast } from '@/lib/notify';
import { useCanonicalParams } from '@/lib/use-canonical-params';
import { useSearchParams } from '@/lib/use-search-params';

const STATUS_COLORS: Record<ReactivationStatus, string> = {
  open: 'blue',
  claimed: 'green',
  expired: 'gray',
  revoked: 'red',
};

function Who({ person, at }: { person: ReactivationTokenEntry['created_by']; at: string | null }) {
  if (!at) return <Text fz="sm">—</Text>;
  return (
    <>
      <Text fz="sm">{formatDateTime(at)}</Text>
      {person ? (
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          por {person.name}
        </Text>
      ) : null}
    </>
  );
}

/**
 * "Reativação" (staff): a welcome-back gift for an account that went quiet — the form that creates its token —
 * and every token with its account, credits, who created and who claimed it, and its status; an open token
 * can be cancelled, after a confirmation. The list's "Situação" and page live in the address.
 */
export function AdminReactivationPanel() {
  const [params, setParams] = useSearchParams();
  useCanonicalParams(readTokenFilters, writeTokenFilters);
  const { status, page } = readTokenFilters(params);
  const setFilters = (filters: TokenFilters) =>
    setParams((current) => writeTokenFilters(current, filters), { replace: true });
  const tokens = useReactivationTokens({ status, page });
  const revoke = useRevokeReactivationToken();
  const [asking, setAsking] = useState<ReactivationTokenEntry | null>(null);

  const cancel = (token: ReactivationTokenEntry) =>
    revoke.mutate(token.id, {
      onSuccess: () =>
        showToast({ color: 'green', title: 'Presente cancelado', message: revokedMessage(token) }),
      onError: (error) => showToast({ color: 'red', message: error.message }),
      onSettled: () => setAsking(null),
    });

  const data = tokens.data;
  return (
    <Stack gap="lg">
      <CreateTokenForm />
      <RevokeTokenModal
        token={asking}
        pending={revoke.isPending}
        onKeep={() => setAsking(null)}
        onConfirm={cancel}
      />
      <Group justify="space-between" align="flex-end">
        <Text fw={600}>Tokens de reativação</Text>
        <Select
          label="Situação"
          placeholder="Todas"
          clearable
          data={REACTIVATION_STATUSES.map((s) => ({ value: s, label: REACTIVATION_STATUS_LABELS[s] }))}
          value={status}
          onChange={(value) => setFilters({ status: value as ReactivationStatus | null, page: 1 })}
          w={200}
        />
      </Group>
      {tokens.isError ? (
        <RetryAlert
          title="Não foi possível carregar os tokens"
          error={tokens.error}
          onRetry={() => void tokens.refetch()}
          retrying={tokens.isFetching}
        />
      ) : !data ? (
        <Skeleton h={160} />
      ) : data.tokens.length === 0 && data.total > 0 ? (
        // A page from the address beyond the last one (an old link, tokens since filtered out).
        <Group gap="sm">
          <Text fz="sm" c="dimmed">
            Esta página não tem tokens.
          </Text>
          <Button size="xs" variant="light" onClick={() => setFilters({ status, page: 1 })}>
            Ir para a primeira página
          </Button>
        </Group>
      ) : data.tokens.length === 0 ? (
        <Text fz="sm" c="dimmed" data-testid="reactivation-tokens-empty">
          Nenhum token {status ? `com a situação "${REACTIVATION_STATUS_LABELS[status]}"` : 'criado ainda'}.
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={820}>
            <Table striped verticalSpacing="sm" data-testid="reactivation-tokens">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Conta</Table.Th>
                  <Table.Th>Créditos</Table.Th>
                  <Table.Th>Criado</Table.Th>
                  <Table.Th>Resgatado</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.tokens.map((token) => (
                  <Table.Tr key={token.id} data-testid="reactivation-token-row">
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{token.account.name}</Table.Td>
                    <Table.Td>{formatInteger(token.credits)}</Table.Td>
                    <Table.Td>
                      <Who person={token.created_by} at={token.created_at} />
                    </Table.Td>
                    <Table.Td>
                      <Who person={token.claimed_by} at={token.claimed_at} />
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[token.status]} variant="light">
                        {REACTIVATION_STATUS_LABELS[token.status]}
                      </Badge>
                      {token.status === 'open' ? (
                        <Text fz="xs" c="dimmed">
                          até {formatDateTime(token.claim_until)}
                        </Text>
                      ) : null}
                      {token.credits_expire_at ? (
                        <Text fz="xs" c="dimmed">
                          créditos valem até {formatDateTime(token.credits_expire_at)}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {token.status === 'open' ? (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => setAsking(token)}
                          loading={revoke.isPending && revoke.variables === token.id}
                          aria-label={`Cancelar o token de ${token.account.name}`}
                        >
                          Cancelar
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.total > data.page_size ? (
            <Pagination
              total={Math.ceil(data.total / data.page_size)}
              value={page}
              onChange={(next) => setFilters({ status, page: next })}
              aria-label="Páginas dos tokens"
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
