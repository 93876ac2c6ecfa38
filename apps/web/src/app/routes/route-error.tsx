import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Link, useRouteError } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { paths } from '@/config/paths';

/**
 * A screen's code that could not be downloaded: after a new version is published, an open tab still asks for
 * the old version's files, which no longer exist (each browser words the error its own way).
 */
export function isStaleBuildError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|module script|Unable to preload CSS/i.test(
    message,
  );
}

/** A signed-in screen that failed to load or render: shown inside the app's layout, whose menu still works. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const stale = isStaleBuildError(error);
  return (
    <Center mih="60vh">
      <Stack align="center" gap="md" ta="center" maw={480} role="alert" data-testid="route-error">
        <IconAlertTriangle size={64} stroke={1.2} color="var(--mantine-color-orange-6)" />
        <Title order={1} fz={26}>
          {stale ? 'Há uma nova versão do Prospecta' : 'Algo deu errado nesta tela'}
        </Title>
        <Text c="dimmed">
          {stale
            ? 'Esta tela foi atualizada desde que você abriu o Prospecta. Recarregue a página para continuar; suas listas e buscas estão salvas.'
            : 'Recarregue a página para tentar de novo. Se o problema continuar, fale com o suporte.'}
        </Text>
        <Group>
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
            Recarregar a página
          </Button>
          <Button variant="default" component={Link} to={paths.home.getHref()} reloadDocument>
            Voltar ao início
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

/** The same outside the layout (the layout itself, or a public page, failed). In place of React Router's page. */
export function RootErrorScreen() {
  return (
    <PublicLayout>
      <RouteErrorScreen />
    </PublicLayout>
  );
}
