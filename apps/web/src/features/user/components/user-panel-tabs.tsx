import { Badge, Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/** `soon`: the screen is not built yet; the tab says so and does not open. */
const tabs: readonly { value: string; label: string; soon?: true }[] = [
  { value: paths.user.overview.path, label: 'Visão geral' },
  { value: paths.user.password.path, label: 'Senha' },
  { value: paths.user.myPreferences.path, label: 'Preferências' },
  { value: paths.user.adminPanel.path, label: 'Usuários da conta' },
  { value: paths.user.apiTokenExport.path, label: 'Integrações' },
  { value: paths.user.shareAndWin.path, label: 'Indique e ganhe', soon: true },
  { value: paths.user.handoff.path, label: 'Handoff', soon: true },
];

/** Control-panel navigation; each tab is a route so it can be linked and bookmarked. */
export function UserPanelTabs() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((tab) => location.pathname === tab.value)?.value ?? paths.user.overview.path;
  return (
    <Tabs value={current} onChange={(value) => value && navigate(value)} keepMounted={false}>
      <Tabs.List>
        {tabs.map((tab) => (
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
