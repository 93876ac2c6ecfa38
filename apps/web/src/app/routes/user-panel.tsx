import { Stack, Text, Title } from '@mantine/core';
import { canViewAccountUsers } from '@prospecta/contracts/account-users-api';
import { Outlet } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { UserPanelTabs } from '@/features/user/components/user-panel-tabs';

/** /user: the control panel frame; its children are the tabs. */
export function UserPanelRoute() {
  const me = useMe();
  const role = me.data?.role;
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz={28}>
          Painel do usuário
        </Title>
        <Text c="dimmed">Seus dados, sua conta e suas configurações.</Text>
      </Stack>
      <UserPanelTabs canSeeAccountUsers={role ? canViewAccountUsers(role) : null} />
      <Outlet />
    </Stack>
  );
}
