import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type ContractSummary, contractPath } from '@prospecta/contracts/contract-api';
import { Link } from 'react-router';
import { ContractStatusBadge } from '@/features/contracts/components/contract-status-badge';
import { contractLinkLabel, summaryDatesText } from '@/features/contracts/lib/contract-text';

/**
 * An account's contracts, newest first: state, plan, dates and the link to each page ("Assinar contrato" for
 * the owner of one awaiting). `newTab`: staff open it beside the drawer.
 */
export function ContractSummaries({
  contracts,
  isOwner,
  newTab = false,
}: {
  contracts: readonly ContractSummary[];
  isOwner: boolean;
  newTab?: boolean;
}) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="contract-list">
      {contracts.map((contract) => {
        const label = contractLinkLabel(contract, isOwner);
        const target = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
        return (
          <Paper component="li" withBorder p="md" radius="md" key={contract.id} data-testid="contract-row">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={4}>
                <Group gap="sm">
                  <Text fw={600}>{contract.plan_name}</Text>
                  <ContractStatusBadge status={contract.status} />
                </Group>
                <Text fz="sm" c="dimmed">
                  {summaryDatesText(contract)}
                </Text>
              </Stack>
              {label === 'Assinar contrato' ? (
                <Button component={Link} to={contractPath(contract.id)} size="xs" {...target}>
                  {label}
                </Button>
              ) : (
                <Anchor
                  component={Link}
                  to={contractPath(contract.id)}
                  fz="sm"
                  aria-label={`${label}: ${contract.plan_name}`}
                  {...target}
                >
                  {label}
                </Anchor>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
