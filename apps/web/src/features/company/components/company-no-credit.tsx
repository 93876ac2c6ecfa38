import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoinOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NextPlanHint } from '@/features/plans/components/next-plan-hint';

/** Shown when the consult answers 422 'Crédito não disponível'. */
export function CompanyNoCredit({ plansHref }: { plansHref: string }) {
  return (
    <Stack align="center" ta="center" gap="md" py={48} px="md" data-testid="company-no-credit">
      <ThemeIcon size={72} radius="xl" variant="light" color="orange">
        <IconCoinOff size={36} stroke={1.5} />
      </ThemeIcon>
      <Title order={3} fz={20}>
        Você não tem créditos de consulta disponíveis
      </Title>
      <Text c="dimmed" maw={380}>
        Cada empresa consultada pela primeira vez usa um crédito de consulta. Contrate mais créditos para
        continuar vendo os dados completos das empresas.
      </Text>
      <NextPlanHint credits={1} type="click" />
      <Button component={Link} to={plansHref} size="md">
        Ver planos e créditos
      </Button>
    </Stack>
  );
}
