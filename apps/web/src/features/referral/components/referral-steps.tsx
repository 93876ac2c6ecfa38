import { Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { referralRewardSummary } from '@prospecta/contracts/referral-api';

/** How it works, in three short steps. */
export function ReferralSteps({ credits, validDays }: { credits: number; validDays: number }) {
  const steps = [
    {
      title: 'Compartilhe seu link',
      text: 'Envie pelo WhatsApp, por e-mail ou cole onde quiser, para quem também vende para empresas.',
    },
    {
      title: 'A pessoa deixa os dados',
      text: 'Nome, empresa, e-mail e telefone. Nossa equipe comercial entra em contato e apresenta o Prospecta.',
    },
    {
      title: 'Virou cliente, você ganha',
      text: `Sua conta recebe ${referralRewardSummary(credits, validDays)}, para toda a equipe usar.`,
    },
  ];
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 3 }}
      spacing="md"
      component="ol"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {steps.map((step, index) => (
        <Paper key={step.title} component="li" withBorder p="md" radius="md">
          <Stack gap={6}>
            <ThemeIcon radius="xl" size={28} variant="light" aria-hidden>
              <Text fw={700} fz="sm">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Text fw={600}>{step.title}</Text>
            <Text fz="sm" c="dimmed">
              {step.text}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
