import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminAccountInfo } from '@prospecta/contracts/admin-api';
import { IconInfinity } from '@tabler/icons-react';
import { CreditOperationForm } from '@/features/admin/components/credit-operation-form';
import { CreditsTotals } from '@/features/admin/components/credits-totals';
import { adminCreditRings } from '@/features/admin/lib/credit-rings';
import { CreditRing } from '@/features/credits/components/credit-gauge';

/** The account's two gauges, its totals by type with their expiry, and the form that adds or removes credits. */
export function CreditsTab({ account }: { account: AdminAccountInfo }) {
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" aria-label="Créditos da conta" data-testid="admin-credit-gauges">
        <Group gap="xl" align="center">
          {adminCreditRings(account).map((ring) => (
            <CreditRing key={ring.testId} {...ring} />
          ))}
          {account.unlimitedClick ? (
            <Badge
              variant="light"
              color="teal"
              leftSection={<IconInfinity size={14} />}
              data-testid="admin-unlimited-click"
            >
              Consultas ilimitadas
            </Badge>
          ) : null}
        </Group>
      </Paper>
      <CreditsTotals accountId={account.id} />
      <Stack gap="xs">
        <Text fw={700}>Adicionar ou remover créditos</Text>
        <CreditOperationForm account={account} />
      </Stack>
    </Stack>
  );
}
