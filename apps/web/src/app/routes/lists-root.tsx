import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconListDetails, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** `/`: the lists (infosets) overview. Until the lists feature lands, an honest empty state. */
export function ListsRootRoute() {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz={28}>
            Minhas listas
          </Title>
          <Text c="dimmed">Organize as empresas que você quer prospectar.</Text>
        </Stack>
      </Group>
      <Card p={48}>
        <Stack align="center" gap="md" ta="center" maw={460} mx="auto">
          <ThemeIcon size={80} radius="xl" variant="light">
            <IconListDetails size={40} stroke={1.4} />
          </ThemeIcon>
          <Title order={2} fz={22}>
            Suas listas aparecerão aqui
          </Title>
          <Text c="dimmed">
            Busque empresas por atividade, região, porte e muito mais, e salve os resultados em listas para
            acompanhar a prospecção.
          </Text>
          <Button
            component={Link}
            to={paths.search.getHref()}
            size="md"
            leftSection={<IconSearch size={18} />}
          >
            Buscar empresas
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
