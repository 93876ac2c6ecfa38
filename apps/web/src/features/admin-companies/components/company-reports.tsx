import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  type AdminCompanyResponse,
  CORRECTION_TEXT_MAX_LENGTH,
} from '@prospecta/contracts/admin-companies-api';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useVerifyReports } from '@/features/admin-companies/api/open-reports';
import { openReports, reportFieldLabel } from '@/features/admin-companies/lib/correction-form';
import { formatDateTime } from '@/lib/format';

/**
 * The open reports answered without a correction: the data checked and right. The note goes to the reporters
 * with the notice.
 */
/** What customers may report that this tool does not correct (the Receita Federal's record). */
const NOT_CORRECTED_HERE = new Set(['endereco', 'decisores', 'porte']);

function VerifyReports({ cnpj, open, fields }: { cnpj: string; open: number; fields: string[] }) {
  const [note, setNote] = useState('');
  const uncorrectable = fields.filter((field) => NOT_CORRECTED_HERE.has(field));
  const verify = useVerifyReports(cnpj);
  return (
    <Stack gap="xs" p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Text fz="sm">
        {open === 1 ? '1 reporte em aberto.' : `${open} reportes em aberto.`} Corrija os dados acima ou, se
        estiverem certos, marque como conferidos: quem reportou é avisado.
      </Text>
      {uncorrectable.length > 0 ? (
        <Text fz="sm" c="dimmed">
          {uncorrectable.map(reportFieldLabel).join(', ')}: dado da Receita Federal, que não é corrigido aqui.
          Explique na observação o que foi conferido.
        </Text>
      ) : null}
      <Textarea
        label="Observação para quem reportou (opcional)"
        placeholder="Ex.: o telefone confere com o site da empresa"
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          verify.reset();
        }}
        maxLength={CORRECTION_TEXT_MAX_LENGTH}
        description={`${note.length} de ${CORRECTION_TEXT_MAX_LENGTH} caracteres`}
        autosize
        minRows={1}
      />
      <Group>
        <Button
          variant="light"
          leftSection={<IconChecks size={16} />}
          loading={verify.isPending}
          onClick={() => verify.mutate(note)}
        >
          Conferido, nada a corrigir
        </Button>
      </Group>
      <FormError error={verify.error} />
    </Stack>
  );
}

/** The customers' "Reportar dado incorreto" of the company, newest first; those no change has answered marked. */
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
        {open.size > 0 ? (
          <VerifyReports
            cnpj={answer.company.cnpj}
            open={open.size}
            fields={[...new Set(answer.reports.filter((r) => open.has(r.id)).flatMap((r) => r.fields))]}
          />
        ) : null}
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
                    Em aberto
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
