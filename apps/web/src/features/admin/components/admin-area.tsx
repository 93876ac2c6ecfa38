import { Stack, Tabs, Text, Title } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import type { Viewer } from '@/features/admin/lib/user-actions';
import { type AdminSection, visibleSections } from '@/features/admin/sections/section';

const modules = import.meta.glob<{ section: AdminSection }>('../sections/*.section.tsx', { eager: true });
const SECTIONS = Object.values(modules).map((module) => module.section);

/** /admin and /admin/:section — the staff's admin area: a tab per panel (`sections/`), its address in the URL. */
export function AdminArea({ viewer }: { viewer: Viewer }) {
  const { section: key = '' } = useParams();
  const navigate = useNavigate();
  const sections = visibleSections(SECTIONS, viewer);
  const current = sections.find((section) => section.key === key);
  // An old or mistyped address, or a panel of another role: the first panel.
  if (!current) return <Navigate to={paths.admin.getHref()} replace />;
  const { Component } = current;
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz={28}>
          Área administrativa
        </Title>
        <Text c="dimmed">Os usuários, as contas e os dados de todos os clientes do Prospecta.</Text>
      </Stack>
      {sections.length > 1 ? (
        <Tabs
          value={current.key || 'inicio'}
          onChange={(value) => navigate(paths.admin.getHref(value === 'inicio' ? '' : (value ?? '')))}
        >
          <Tabs.List>
            {sections.map((section) => (
              <Tabs.Tab key={section.key || 'inicio'} value={section.key || 'inicio'}>
                {section.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      <Component viewer={viewer} />
    </Stack>
  );
}
