import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { HANDOFF_PANEL_PATH } from '@prospecta/contracts/contract-api';
import { useState } from 'react';
import { Link } from 'react-router';
import { useHandoff } from '@/features/contracts/api/handoff';
import { HandoffForm } from '@/features/contracts/components/handoff-form';

/**
 * Step 2 after the signature: "Conte ao seu time de sucesso", the handoff form, unless the account already told
 * its CS (or the reader may not edit it: only the owner and managers see it); "Agora não" puts it off to the
 * control panel.
 */
export function HandoffStep() {
  const handoff = useHandoff();
  const [done, setDone] = useState<'saved' | 'skipped' | null>(null);
  if (handoff.isPending) return <Skeleton h={120} aria-label="Carregando" />;
  // A failure to read it leaves the step out: the signature is what this page is for.
  if (handoff.isError || !handoff.data.can_edit) return null;
  if (handoff.data.handoff && done === null) return null;
  const panelLink = (
    <Anchor component={Link} to={HANDOFF_PANEL_PATH}>
      Painel do usuário, aba Contrato
    </Anchor>
  );
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="handoff-step-title"
      className="no-print"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
            Passo 2 de 2
          </Text>
          <Title order={2} fz="lg" id="handoff-step-title">
            Conte ao seu time de sucesso
          </Title>
          {done === null ? (
            <Text fz="sm" c="dimmed">
              Em poucas linhas, diga o que sua equipe quer alcançar com o Prospecta. O especialista que
              acompanha sua conta chega ao onboarding já sabendo.
            </Text>
          ) : null}
        </Stack>
        {done === null ? (
          <HandoffForm
            handoff={null}
            submitLabel="Enviar ao time de sucesso"
            onSaved={() => setDone('saved')}
            onSkip={() => setDone('skipped')}
          />
        ) : (
          <Text fz="sm" role="status" data-testid="handoff-step-done">
            {done === 'saved'
              ? 'Pronto! Seu time de sucesso já pode ver o que vocês contaram. Para mudar algo depois, use o '
              : 'Tudo bem. Quando quiser, conte pelo '}
            {panelLink}.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
