import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { type AdminCompanyResponse, CORRECTION_FIELD_LABELS } from '@prospecta/contracts/admin-companies-api';
import { changeText } from '@/features/admin-companies/lib/correction-form';
import { formatDateTime } from '@/lib/format';

/** Every change of the company's corrections and each verification of its reports, newest first: who, when, what. */
export function CorrectionHistory({ answer }: { answer: AdminCompanyResponse }) {
  return (
    <Card withBorder p="lg" data-testid="correction-history">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          Histórico de correções e conferências
        </Title>
        {answer.history.length === 0 ? (
          <Text c="dimmed" fz="sm">
            Nenhuma correção: os clientes veem os dados da Receita Federal.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Quando</Table.Th>
                  <Table.Th>Quem</Table.Th>
                  <Table.Th>Dado</Table.Th>
                  <Table.Th>Alteração</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.history.map((change) => (
                  <Table.Tr key={change.id}>
                    <Table.Td>{formatDateTime(change.at)}</Table.Td>
                    <Table.Td>{change.by?.name ?? 'Usuário removido'}</Table.Td>
                    <Table.Td>{change.field ? CORRECTION_FIELD_LABELS[change.field] : 'Reportes'}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{changeText(change)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
