import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AccountPreferences } from '@prospecta/contracts/account-preferences-api';
import { useQuery } from '@tanstack/react-query';
import { RetryAlert } from '@/components/ui/retry-alert';
import { AccountPreferencesView } from '@/features/account-preferences/components/account-preferences-view';
import { adminAccountKey, SKIP_GLOBAL_ERROR } from '@/features/admin/api/admin-query-keys';
import { useAccountHandoff } from '@/features/admin/api/get-account-handoff';
import { ContractSummaries } from '@/features/contracts/components/contract-summaries';
import { HandoffView } from '@/features/contracts/components/handoff-view';
import { api } from '@/lib/api-client';

/** GET /admin/account/:id/preferences: what the customer keeps in "Minhas preferências". */
function useCustomerPreferences(accountId: string) {
  return useQuery({
    queryKey: [...adminAccountKey(accountId), 'preferences'],
    queryFn: ({ signal }) =>
      api.get<AccountPreferences>(
        `/admin/account/${encodeURIComponent(accountId)}/preferences?${SKIP_GLOBAL_ERROR}`,
        { signal },
      ),
  });
}

/**
 * "Contato": first what the customer told its CS after signing and the account's contracts (what customer
 * success opens this tab for), then the customer's contact, address and segments as they saved them, read only
 * (the owner changes them in the app). Each part loads, and fails, on its own.
 */
export function AccountContactTab({ accountId }: { accountId: string }) {
  return (
    <Stack gap="md">
      <AccountHandoff accountId={accountId} />
      <CustomerPreferences accountId={accountId} />
    </Stack>
  );
}

function CustomerPreferences({ accountId }: { accountId: string }) {
  const preferences = useCustomerPreferences(accountId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-preferences-title">
      <Title order={3} fz="md" id="admin-preferences-title">
        Preferências do cliente
      </Title>
      {preferences.isPending ? (
        <Stack gap="md" role="status" aria-label="Carregando o contato da conta">
          <Skeleton h={18} w="60%" />
          <Skeleton h={120} />
        </Stack>
      ) : preferences.isError ? (
        <RetryAlert
          title="Não foi possível carregar o contato da conta"
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
          retrying={preferences.isFetching}
        />
      ) : (
        <>
          <Text fz="sm" c="dimmed">
            O que o cliente informou no Painel do usuário, em Preferências; só o dono da conta altera.
          </Text>
          <AccountPreferencesView
            preferences={preferences.data}
            segmentsLabel="Segmentos que a equipe do cliente atende"
          />
        </>
      )}
    </Stack>
  );
}

/**
 * What the customer told its CS after signing (goal, ideal customer, CRM, team, onboarding contact) and the
 * account's contracts, each opened in a new tab beside the drawer.
 */
function AccountHandoff({ accountId }: { accountId: string }) {
  const handoff = useAccountHandoff(accountId);
  if (handoff.isPending) return <Skeleton h={80} role="status" aria-label="Carregando o handoff da conta" />;
  if (handoff.isError)
    return (
      <RetryAlert
        title="Não foi possível carregar o handoff da conta"
        error={handoff.error}
        onRetry={() => void handoff.refetch()}
        retrying={handoff.isFetching}
      />
    );
  const { handoff: told, contracts } = handoff.data;
  return (
    <>
      <Stack gap="sm" component="section" aria-labelledby="admin-handoff-title" data-testid="admin-handoff">
        <Title order={3} fz="md" id="admin-handoff-title">
          O que o cliente contou ao CS
        </Title>
        {told ? (
          <HandoffView handoff={told} />
        ) : (
          <Text fz="sm" c="dimmed">
            O cliente ainda não contou o que precisa (o dono ou um gerente preenche depois de assinar o
            contrato, ou no Painel do usuário, aba Contrato).
          </Text>
        )}
      </Stack>
      <Stack
        gap="sm"
        component="section"
        aria-labelledby="admin-contracts-title"
        data-testid="admin-contracts"
      >
        <Title order={3} fz="md" id="admin-contracts-title">
          Contratos
        </Title>
        {contracts.length > 0 ? (
          <ContractSummaries contracts={contracts} isOwner={false} newTab />
        ) : (
          <Text fz="sm" c="dimmed">
            Nenhum pedido de plano enviado: o contrato nasce com o pedido.
          </Text>
        )}
      </Stack>
    </>
  );
}
