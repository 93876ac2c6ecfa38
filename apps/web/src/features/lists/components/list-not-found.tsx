import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isMissing, isRetryUseless } from '@/lib/api-errors';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * A list the user cannot open: not found (deleted, not shared, a wrong link), refused (a 403: their role does
 * not allow it) — or, for a failure that may pass (the server or the network), a retry. The list's request shows no toast: this is it.
 */
export function ListNotFound({
  homeHref,
  error,
  onRetry,
}: {
  homeHref: string;
  error?: unknown;
  onRetry?: () => void;
}) {
  const missing = !(error instanceof Error) || isMissing(error);
  // A 403: the user's role no longer lets them open it (changed while signed in); no retry will.
  const refused = !missing && isRetryUseless(error);
  const title = missing
    ? 'Lista não encontrada'
    : refused
      ? 'Sem acesso a esta lista'
      : 'Não foi possível abrir a lista';
  // The screen's name (its h1 takes the keyboard after the route change) and the browser's title say it.
  usePageTitle(title);
  return (
    <Card
      p={48}
      maw={560}
      mx="auto"
      data-testid={missing ? 'list-not-found' : refused ? 'list-refused' : 'list-load-error'}
    >
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={72} radius="xl" variant="light" color="gray">
          <IconListSearch size={36} stroke={1.4} />
        </ThemeIcon>
        <Title order={1} fz={22}>
          {title}
        </Title>
        <Text c="dimmed">
          {missing
            ? 'Esta lista não existe, foi excluída ou não foi compartilhada com você.'
            : refused
              ? 'Seu perfil de acesso não permite abrir esta lista. Fale com o dono da conta ou com o gerente.'
              : 'O servidor não respondeu agora. Tente de novo em instantes.'}
        </Text>
        <Group gap="sm" justify="center">
          {!missing && !refused && onRetry ? <Button onClick={onRetry}>Tentar de novo</Button> : null}
          <Button component={Link} to={homeHref} variant={missing || refused ? 'filled' : 'default'}>
            Voltar para minhas listas
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
