import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { QueryContext } from '@prospecta/contracts/query-rules';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { HistoryList } from '@/features/history/components/history-list';

const searchHref = (searchId: string, url: string) =>
  `${paths.searchStored.getHref(searchId)}${url ? `?${url}` : ''}`;

/** /historico: the saved searches of the user. */
export function HistoryRoute() {
  const me = useMe();
  const role = me.data?.role ?? 'user';
  const isStaff = me.data?.is_staff ?? false;
  const context: QueryContext = useMemo(() => ({ role, isStaff }), [role, isStaff]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz={28}>
            Histórico de buscas
          </Title>
          <Text c="dimmed">Repita, renomeie ou escolha a busca que abre primeiro na tela de busca.</Text>
        </Stack>
        {/* A fresh search: the bare /search would restore the default search or the last filters. */}
        <Button
          component={Link}
          to={`${paths.search.getHref()}?sort=qualidade`}
          leftSection={<IconSearch size={16} />}
        >
          Nova busca
        </Button>
      </Group>
      <HistoryList searchHref={searchHref} context={context} />
    </Stack>
  );
}
