import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminAccountInfo } from '@prospecta/contracts/admin-api';
import { IconInfinity } from '@tabler/icons-react';
import { CreditOperationForm } from '@/features/admin/components/credit-operation-form';
import { CreditRing } from '@/features/credits/components/credit-gauge';

/** The account's two gauges and the form that adds or removes credits. */
export function CreditsTab({ account }: { account: AdminAccountInfo }) {
  const { click, export: exportCredits } = account.credits;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" aria-label="Créditos da conta" data-testid="admin-credit-gauges">
        <Group gap="xl" align="center">
          <CreditRing
            label="Cliques"
            remaining={click.remaining}
            value={click.value}
            testId="admin-credit-click"
          />
          <CreditRing
            label="Exportações"
            remaining={exportCredits.remaining}
            value={exportCredits.value}
            testId="admin-credit-export"
          />
          {account.unlimitedClick ? (
            <Badge
              variant="light"
              color="teal"
              leftSection={<IconInfinity size={14} />}
              data-testid="admin-unlimited-click"
            >
              Clique ilimitado
            </Badge>
          ) : null}
        </Group>
      </Paper>
      <Stack gap="xs">
        <Text fw={700}>Adicionar ou remover créditos</Text>
        <CreditOperationForm account={account} />
      </Stack>
    </Stack>
  );
}
