import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <PublicLayout>
      <Center mih="65vh">
        <Stack align="center" gap="md" ta="center" maw={480}>
          <IconMapSearch size={72} stroke={1.2} color="var(--mantine-color-brand-6)" />
          <Text fz={64} fw={900} lh={1} c="brand.7">
            404
          </Text>
          <Title order={1} fz={28}>
            Página não encontrada
          </Title>
          <Text c="dimmed">
            O endereço que você abriu não existe ou você não tem acesso a ele. Confira o link ou volte para o
            início.
          </Text>
          <Group>
            <Button component={Link} to={paths.home.getHref()} leftSection={<IconArrowLeft size={16} />}>
              Voltar ao início
            </Button>
          </Group>
        </Stack>
      </Center>
    </PublicLayout>
  );
}
