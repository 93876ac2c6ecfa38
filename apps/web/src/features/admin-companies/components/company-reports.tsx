import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AdminCompanyResponse } from '@prospecta/contracts/admin-companies-api';
import { openReports, reportFieldLabel } from '@/features/admin-companies/lib/correction-form';
import { formatDateTime } from '@/lib/format';

/** The customers' "Reportar dado incorreto" of the company, newest first; those after the last change marked. */
export function CompanyReports({ answer }: { answer: AdminCompanyResponse }) {
  const open = openReports(answer);
  return (
    <Card withBorder p="lg" data-testid="company-reports">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="lg">
            Dados incorretos reportados por clientes
          </Title>
          {answer.reports_total > answer.reports.length ? (
            <Text fz="sm" c="dimmed">
              Os {answer.reports.length} mais recentes de {answer.reports_total}
            </Text>
          ) : null}
        </Group>
        {answer.reports.length === 0 ? (
          <Text c="dimmed" fz="sm">
            Nenhum cliente reportou dado incorreto desta empresa.
          </Text>
        ) : (
          answer.reports.map((report) => (
            <Stack
              key={report.id}
              gap={4}
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Group gap={6}>
                {open.has(report.id) ? (
                  <Badge color="red" variant="light" tt="none">
                    Depois da última correção
                  </Badge>
                ) : null}
                {report.fields.map((field) => (
                  <Badge key={field} color="gray" variant="outline" tt="none">
                    {reportFieldLabel(field)}
                  </Badge>
                ))}
              </Group>
              {report.comment ? <Text fz="sm">“{report.comment}”</Text> : null}
              <Text fz="xs" c="dimmed">
                {report.user ? `${report.user.name} (${report.user.email})` : 'Usuário removido'}
                {report.account ? ` · ${report.account.name}` : ''}
                {report.list ? ` · lista “${report.list.name}”` : ''} · {formatDateTime(report.at)}
              </Text>
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}
