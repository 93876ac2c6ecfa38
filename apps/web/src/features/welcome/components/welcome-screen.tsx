import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { QueryContext } from '@prospecta/contracts/query-rules';
import { useState } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { useWelcomeAnswers } from '@/features/welcome/api/get-welcome-answers';
import { WelcomeWizard } from '@/features/welcome/components/welcome-wizard';
import { greetingName, startingAnswers } from '@/features/welcome/lib/welcome-answers';

/** /welcome_screen: the greeting and the guided first search, starting from the answers stored before. */
export function WelcomeScreen({ userName, context }: { userName: string | null; context: QueryContext }) {
  const stored = useWelcomeAnswers();
  // The stored answers only prefill the questions: when they cannot be read, the user may start blank.
  const [blank, setBlank] = useState(false);
  const name = greetingName(userName);
  const answeredBefore = stored.data?.answers != null;
  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Stack gap={2}>
        <Title order={1} fz={28}>
          {name ? `Boas-vindas ao Prospecta, ${name}!` : 'Boas-vindas ao Prospecta!'}
        </Title>
        <Text c="dimmed">
          {answeredBefore
            ? 'Suas respostas anteriores já estão marcadas: mude o que quiser e veja a busca que elas montam.'
            : '4 perguntas rápidas e a sua primeira busca de empresas já abre filtrada para o seu negócio.'}
        </Text>
      </Stack>
      {stored.isPending && !blank ? <PageLoader label="Carregando suas respostas…" /> : null}
      {stored.isError && !blank ? (
        <Alert color="red" title="Não foi possível carregar suas respostas" maw={640}>
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{stored.error.message}</Text>
            <Group gap="sm">
              <Button size="xs" onClick={() => void stored.refetch()} loading={stored.isFetching}>
                Tentar de novo
              </Button>
              <Button size="xs" variant="default" onClick={() => setBlank(true)}>
                Começar do zero
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {stored.data || blank ? (
        <WelcomeWizard initial={startingAnswers(stored.data?.answers)} context={context} />
      ) : null}
    </Stack>
  );
}
