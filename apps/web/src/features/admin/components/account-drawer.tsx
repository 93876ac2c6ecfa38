import { Alert, Button, Drawer, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import {
  ACCOUNT_TYPE_LABELS,
  type AccountDrawerTab,
  type AdminAccountInfo,
} from '@prospecta/contracts/admin-api';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccountInfo } from '@/features/admin/api/get-account-info';
import { AccountContactTab } from '@/features/admin/components/account-contact-tab';
import { AccountUsersTab } from '@/features/admin/components/account-users-tab';
import { ConsumptionTab } from '@/features/admin/components/consumption-tab';
import { CreditAuditTab } from '@/features/admin/components/credit-audit-tab';
import { CreditsTab } from '@/features/admin/components/credits-tab';
import { PlanTab } from '@/features/admin/components/plan-tab';
import { accountLoadFailure } from '@/features/admin/lib/account-load';
import type { Viewer } from '@/features/admin/lib/user-actions';
import { readAccountTab, writeAccountTab } from '@/features/admin/lib/users-filters';
import { useSearchParams } from '@/lib/use-search-params';

/** "Ativa · Plano Pro · Dono: ana@… · CS: carla@…" */
function accountSubtitle(account: AdminAccountInfo): string {
  return [
    ACCOUNT_TYPE_LABELS[account.accountType],
    account.planName ?? 'Sem plano',
    account.owner ? `Dono: ${account.owner.email}` : 'Sem dono',
    account.cs ? `CS: ${account.cs.email}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The account of a users row, on the right: credits, their audit, who spent them, the plan, the users and the
 * customer's contact, in tabs.
 */
export function AccountDrawer(props: { accountId: string | null; onClose: () => void; viewer: Viewer }) {
  // The last account stays drawn while the drawer slides out.
  const [accountId, setAccountId] = useState(props.accountId);
  if (props.accountId && props.accountId !== accountId) setAccountId(props.accountId);
  // A dialog opened inside (edit a user, invalidate a grant) takes Escape for itself.
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <Drawer
      opened={props.accountId !== null}
      onClose={props.onClose}
      position="right"
      size={880}
      closeOnEscape={!dialogOpen}
      title={accountId ? <AccountTitle accountId={accountId} /> : null}
      data-testid="account-drawer"
    >
      {accountId ? (
        <AccountPanels
          key={accountId}
          accountId={accountId}
          viewer={props.viewer}
          onDialogChange={setDialogOpen}
          onClose={props.onClose}
        />
      ) : null}
    </Drawer>
  );
}

function AccountTitle({ accountId }: { accountId: string }) {
  const info = useAccountInfo(accountId);
  // Mantine draws the title as the drawer's h2 (its accessible name).
  return (
    <Text span fz="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
      {info.data?.name ?? 'Conta'}
    </Text>
  );
}

function AccountPanels(props: {
  accountId: string;
  viewer: Viewer;
  onDialogChange: (open: boolean) => void;
  onClose: () => void;
}) {
  const info = useAccountInfo(props.accountId);
  const [params, setParams] = useSearchParams();
  const tab = readAccountTab(params);
  if (info.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Carregando a conta">
        <Skeleton h={18} w="70%" />
        <Skeleton h={36} />
        <Skeleton h={220} />
      </Stack>
    );
  }
  if (info.isError) {
    return (
      <AccountLoadError
        error={info.error}
        onRetry={() => void info.refetch()}
        retrying={info.isFetching}
        onClose={props.onClose}
      />
    );
  }
  const account = info.data;
  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm" data-testid="account-subtitle">
        {accountSubtitle(account)}
      </Text>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams((current) => writeAccountTab(current, (value as AccountDrawerTab | null) ?? 'credits'), {
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="credits">Créditos</Tabs.Tab>
          <Tabs.Tab value="audit">Auditoria</Tabs.Tab>
          <Tabs.Tab value="consumption">Consumo</Tabs.Tab>
          <Tabs.Tab value="plan">Plano</Tabs.Tab>
          <Tabs.Tab value="users">Usuários</Tabs.Tab>
          <Tabs.Tab value="contact">Contato</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="credits" pt="md">
          <CreditsTab account={account} />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <CreditAuditTab accountId={account.id} onDialogChange={props.onDialogChange} />
        </Tabs.Panel>
        <Tabs.Panel value="consumption" pt="md">
          <ConsumptionTab accountId={account.id} onDialogChange={props.onDialogChange} />
        </Tabs.Panel>
        <Tabs.Panel value="plan" pt="md">
          <PlanTab account={account} />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          <AccountUsersTab
            accountId={account.id}
            internalAccount={account.accountType === 'internal'}
            seats={{ active: account.activeUsers, max: account.maxUsersCount }}
            viewer={props.viewer}
            onDialogChange={props.onDialogChange}
          />
        </Tabs.Panel>
        <Tabs.Panel value="contact" pt="md">
          <AccountContactTab accountId={account.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * The account did not load, said once (its request skips the global toast): an id that names no account
 * leads back to the list; only a failure that may pass (the network, the server) offers "Tentar de novo".
 */
function AccountLoadError(props: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  onClose: () => void;
}) {
  const failure = accountLoadFailure(props.error);
  return (
    <Alert
      color={failure.retryable ? 'red' : 'orange'}
      variant="light"
      title={failure.title}
      data-testid="account-load-error"
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{failure.message}</Text>
        <Group gap="xs">
          {failure.retryable ? (
            <Button size="xs" variant="white" color="red" onClick={props.onRetry} loading={props.retrying}>
              Tentar de novo
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconArrowLeft size={14} />}
            onClick={props.onClose}
          >
            Voltar à lista de usuários
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
