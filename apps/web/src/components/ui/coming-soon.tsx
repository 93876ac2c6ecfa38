import { Badge, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHammer } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type ComingSoonProps = {
  /** The screen's name in Portuguese, e.g. "Loja de aplicativos". */
  title: string;
  description?: ReactNode;
  backHref?: string;
  backLabel?: string;
};

/** Honest placeholder for a screen that a later release builds: names it and offers a way back. */
export function ComingSoon({
  title,
  description,
  backHref = '/',
  backLabel = 'Voltar às listas',
}: ComingSoonProps) {
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder shadow="xs" p="xl" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconHammer size={32} stroke={1.6} />
          </ThemeIcon>
          <Badge variant="light" size="lg">
            Em breve
          </Badge>
          <Title order={2}>{title}</Title>
          <Text c="dimmed">
            {description ?? 'Esta tela está em construção e chega em uma próxima versão do Prospecta.'}
          </Text>
          <Button component={Link} to={backHref} variant="light" leftSection={<IconArrowLeft size={16} />}>
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
