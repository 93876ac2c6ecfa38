import { Button, Card, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconListDetails, IconPlugConnectedX, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';

export function ListsSkeleton() {
  return (
    <Card p="md" data-testid="lists-skeleton">
      <Stack gap="sm">
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <Skeleton key={i} h={52} radius="md" />
        ))}
      </Stack>
    </Card>
  );
}

/** No lists (or none matching); `searchHref` null: the user may not search, so their lists come from others. */
export function ListsEmpty({ searchHref, filtered }: { searchHref: string | null; filtered: boolean }) {
  return (
    <Card p={48} data-testid="lists-empty">
      <Stack align="center" gap="md" ta="center" maw={460} mx="auto">
        <ThemeIcon size={80} radius="xl" variant="light">
          <IconListDetails size={40} stroke={1.4} />
        </ThemeIcon>
        <Title order={2} fz={22}>
          {filtered ? 'Nenhuma lista encontrada' : 'Suas listas aparecerão aqui'}
        </Title>
        <Text c="dimmed">
          {filtered
            ? 'Tente outro nome ou mude o filtro acima.'
            : searchHref === null
              ? 'As listas que um gestor ou o dono da conta compartilharem com você aparecerão aqui, com as empresas para prospectar. Peça a eles a sua primeira lista.'
              : 'Busque empresas por atividade, região, porte e muito mais, e salve os resultados em listas para acompanhar a prospecção.'}
        </Text>
        {filtered || searchHref === null ? null : (
          <Button component={Link} to={searchHref} size="md" leftSection={<IconSearch size={18} />}>
            Buscar empresas
          </Button>
        )}
      </Stack>
    </Card>
  );
}

export function ListsError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card p={40} data-testid="lists-error">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="red">
          <IconPlugConnectedX size={32} stroke={1.4} />
        </ThemeIcon>
        <Title order={3} fz={20}>
          Não foi possível carregar suas listas
        </Title>
        <Text c="dimmed">Verifique sua conexão e tente novamente.</Text>
        <Button variant="light" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Card>
  );
}
