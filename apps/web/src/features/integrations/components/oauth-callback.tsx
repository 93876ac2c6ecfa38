import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { OAuthTool } from '@prospecta/contracts/exports-api';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { type OAuthReturn, useCompleteOAuth } from '@/features/integrations/api/complete-oauth';
import { TOOL_BRANDS } from '@/lib/tool-brands';

const RETURN_DELAY_MS = 2500;

type Props = {
  tool: OAuthTool;
  returned: OAuthReturn | null;
  /** Why the link cannot be completed, in our own words (lib/oauth-return.ts); null when it carries a code. */
  problem: string | null;
  settingsHref: string;
};

/** /crm/<tool>/callback: posts the code and state once, then says how it went and leads back to the settings. */
export function OAuthCallback({ tool, returned, problem, settingsHref }: Props) {
  const complete = useCompleteOAuth();
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !returned) return;
    sent.current = true;
    complete.mutate({ tool, ...returned });
  }, [complete, returned, tool]);

  // Back to the settings a moment after a success, so the user sees it and lands where they started.
  useEffect(() => {
    if (!complete.isSuccess) return;
    const timer = setTimeout(() => navigate(settingsHref, { replace: true }), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [complete.isSuccess, navigate, settingsHref]);

  const name = TOOL_BRANDS[tool].name;
  const failed = problem !== null || returned === null || complete.isError;
  if (!failed && !complete.isSuccess)
    return (
      <Center h={240}>
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="dimmed">Concluindo a conexão com o {name}…</Text>
        </Stack>
      </Center>
    );
  const reason = problem ?? complete.error?.message;
  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={460} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" color={failed ? 'red' : 'green'} variant="light">
            {failed ? <IconX /> : <IconCheck />}
          </ThemeIcon>
          <Title order={2} fz="lg" data-testid="oauth-result">
            {failed ? `Não foi possível conectar ao ${name}` : `${name} conectado com sucesso`}
          </Title>
          {failed && reason ? <Text c="dimmed">{reason}</Text> : null}
          <Button component={Link} to={settingsHref} mt="sm">
            Voltar às integrações
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
