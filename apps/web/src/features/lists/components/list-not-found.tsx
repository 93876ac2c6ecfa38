import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { Link } from 'react-router';

export function ListNotFound({ homeHref }: { homeHref: string }) {
  return (
    <Card p={48} maw={560} mx="auto" data-testid="list-not-found">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={72} radius="xl" variant="light" color="gray">
          <IconListSearch size={36} stroke={1.4} />
        </ThemeIcon>
        <Title order={2} fz={22}>
          Lista não encontrada
        </Title>
        <Text c="dimmed">Esta lista não existe, foi excluída ou não foi compartilhada com você.</Text>
        <Button component={Link} to={homeHref}>
          Voltar para minhas listas
        </Button>
      </Stack>
    </Card>
  );
}
