import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { AccountPreferences } from '@prospecta/contracts/account-preferences-api';
import { useQuery } from '@tanstack/react-query';
import { AccountPreferencesView } from '@/features/account-preferences/components/account-preferences-view';
import { adminAccountKey, SKIP_GLOBAL_ERROR } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';
import { failureMessage } from '@/lib/api-errors';

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
 * "Contato": the customer's contact, address and segments as they saved them, read only (the owner changes them
 * in the app), so customer success reaches the company and knows whom it sells to without asking again.
 */
export function AccountContactTab({ accountId }: { accountId: string }) {
  const preferences = useCustomerPreferences(accountId);
  if (preferences.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Carregando o contato da conta">
        <Skeleton h={18} w="60%" />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (preferences.isError) {
    return (
      <Alert color="red" variant="light" title="Não foi possível carregar o contato da conta">
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{failureMessage(preferences.error)}</Text>
          <Button
            size="xs"
            variant="light"
            loading={preferences.isFetching}
            onClick={() => void preferences.refetch()}
          >
            Tentar de novo
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        O que o cliente informou no Painel do usuário, em Preferências; só o dono da conta altera.
      </Text>
      <AccountPreferencesView
        preferences={preferences.data}
        segmentsLabel="Segmentos que a equipe do cliente atende"
      />
    </Stack>
  );
}
