import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ContractClause, ContractView } from '@prospecta/contracts/contract-api';
import { contractTermsRows } from '@/features/contracts/lib/contract-text';

/** The contract's text: its terms in a small table, then the clauses (those signed, or those about to be). */
export function ContractDocument({
  contract,
  clauses,
}: {
  contract: ContractView;
  clauses: readonly ContractClause[];
}) {
  return (
    <Paper withBorder p="xl" radius="md" data-testid="contract-document">
      <Stack gap="lg">
        <Stack gap="xs" component="section" aria-labelledby="contract-terms-title">
          <Title order={2} fz="lg" id="contract-terms-title">
            Condições
          </Title>
          <Table withRowBorders variant="vertical" layout="fixed" maw={560} data-testid="contract-terms">
            <Table.Tbody>
              {contractTermsRows(contract).map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th w={160} scope="row">
                    {row.label}
                  </Table.Th>
                  <Table.Td>{row.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text fz="xs" c="dimmed">
            Valores do catálogo do Prospecta; a equipe comercial confirma a proposta antes de ativar o plano.
          </Text>
        </Stack>
        <Stack
          gap="md"
          component="section"
          aria-labelledby="contract-clauses-title"
          data-testid="contract-clauses"
        >
          <Title order={2} fz="lg" id="contract-clauses-title">
            Cláusulas
          </Title>
          {clauses.map((clause) => (
            <Stack gap={4} key={clause.title}>
              <Title order={3} fz="md">
                {clause.title}
              </Title>
              <Text fz="sm" style={{ textAlign: 'justify' }}>
                {clause.text}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
