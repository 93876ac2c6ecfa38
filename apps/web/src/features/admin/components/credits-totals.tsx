import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { CreditTypeTotals } from '@prospecta/contracts/admin-credits-api';
import { brazilianDay } from '@prospecta/contracts/credits';
import { useCreditsTotals } from '@/features/admin/api/get-credits-totals';
import { formatInteger } from '@/lib/format';

/** The account's credits by type: granted, spent, remaining, and when the soonest of them expire. */
export function CreditsTotals({ accountId }: { accountId: string }) {
  const totals = useCreditsTotals(accountId);
  if (totals.isError) {
    return (
      <Alert color="red" variant="light" title="Não foi possível carregar os totais de créditos">
        Tente de novo em instantes.
      </Alert>
    );
  }
  if (!totals.data) return <Skeleton h={92} aria-label="Carregando os totais de créditos" />;
  const { data } = totals;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="credits-totals">
      <TypeTotals
        label="Consultas"
        totals={data.click}
        unlimited={data.unlimited_click}
        testId="totals-click"
      />
      <TypeTotals label="Exportações" totals={data.export} testId="totals-export" />
    </SimpleGrid>
  );
}

function TypeTotals(props: { label: string; totals: CreditTypeTotals; unlimited?: boolean; testId: string }) {
  const { totals } = props;
  const expiry = totals.next_expiry;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={props.testId}>
      <Stack gap={4}>
        <Text fw={700} fz="sm">
          {props.label}
          {props.unlimited ? ' (ilimitadas)' : ''}
        </Text>
        <Group gap="md" fz="sm">
          <Text fz="sm">Concedidos: {formatInteger(totals.granted)}</Text>
          <Text fz="sm">Usados: {formatInteger(totals.spent)}</Text>
          <Text fz="sm">Restantes: {formatInteger(totals.remaining)}</Text>
        </Group>
        <Text
          fz="sm"
          fw={expiry ? 600 : undefined}
          c={expiry ? undefined : 'dimmed'}
          data-testid={`${props.testId}-expiry`}
        >
          {expiry
            ? `${formatInteger(expiry.amount)} ${expiry.amount === 1 ? 'vence' : 'vencem'} em ${brazilianDay(expiry.date)}`
            : totals.remaining > 0
              ? 'Sem vencimento'
              : 'Nada a vencer'}
        </Text>
      </Stack>
    </Paper>
  );
}
