import { Badge, Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * `soon`: the screen is not built yet; the tab says so and does not open. `accountUsers`: shown only to who
 * may see the account's users (its address still answers anyone, with the explanation).
 */
const tabs: readonly { value: string; label: string; soon?: true; accountUsers?: true }[] = [
  { value: paths.user.overview.path, label: 'Visão geral' },
  { value: paths.user.password.path, label: 'Senha' },
  { value: paths.user.myPreferences.path, label: 'Preferências' },
  { value: paths.user.adminPanel.path, label: 'Usuários da conta', accountUsers: true },
  { value: paths.user.apiTokenExport.path, label: 'Integrações' },
  { value: paths.user.shareAndWin.path, label: 'Indique e ganhe' },
  { value: paths.user.handoff.path, label: 'Contrato' },
];

/**
 * Control-panel navigation; each tab is a route so it can be linked and bookmarked. `canSeeAccountUsers`:
 * whether the "Usuários da conta" tab is offered (null while the user loads: not yet).
 */
export function UserPanelTabs({ canSeeAccountUsers }: { canSeeAccountUsers: boolean | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = tabs.filter((tab) => !tab.accountUsers || canSeeAccountUsers === true);
  // An address of no tab shown (the users' explanation, opened by its link) selects none.
  const current = shown.find((tab) => location.pathname === tab.value)?.value ?? null;
  return (
    <Tabs value={current} onChange={(value) => value && navigate(value)} keepMounted={false}>
      <Tabs.List>
        {shown.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            disabled={tab.soon}
            rightSection={
              tab.soon ? (
                <Badge size="xs" variant="light" color="gray">
                  Em breve
                </Badge>
              ) : null
            }
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
