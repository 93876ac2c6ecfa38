import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { ADMIN_CREDIT_MESSAGES } from '@prospecta/contracts/admin-credits-api';
import { IconDownload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useDownloadChurnSheet } from '@/features/admin/api/churn-sheet';
import { PeriodInputs } from '@/features/admin/components/period-inputs';
import {
  type ChurnForm,
  churnFormErrors,
  churnRequest,
  currentYearChurnForm,
  parseEmails,
} from '@/features/admin/lib/churn-form';

/**
 * The churn data sheet: the users' e-mails (none: every customer) and a period (the current year at first);
 * "Baixar planilha" downloads the .xlsx, its refusal (an unknown e-mail) shown above the button.
 */
export function ChurnSheetForm() {
  const [form, setForm] = useState<ChurnForm>(() => currentYearChurnForm(new Date()));
  const [touched, setTouched] = useState(false);
  const download = useDownloadChurnSheet();
  const errors = churnFormErrors(form);
  const count = parseEmails(form.emails).length;
  const change = (patch: Partial<ChurnForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    if (download.error || download.isSuccess) download.reset();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    download.mutate(churnRequest(form));
  }

  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <form onSubmit={submit} noValidate aria-label="Planilha de churn">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="lg">
              Planilha de churn
            </Title>
            <Text fz="sm" c="dimmed">
              Uma linha por usuário: conta, plano, papel, último acesso, dias ativos, pesquisas, empresas
              consultadas, listas, empresas exportadas e os créditos da conta no período escolhido.
            </Text>
          </Stack>
          <Textarea
            label="E-mails dos usuários"
            description={
              count > 0
                ? `${count} ${count === 1 ? 'usuário' : 'usuários'}; um por linha ou separados por vírgula`
                : 'Vazio: todos os usuários de todos os clientes. Um por linha ou separados por vírgula'
            }
            placeholder="ana@cliente.com.br"
            value={form.emails}
            onChange={(event) => change({ emails: event.currentTarget.value })}
            error={touched ? errors.emails : undefined}
            autosize
            minRows={3}
            maxRows={10}
          />
          <Group align="flex-start" gap="sm">
            <PeriodInputs
              from={form.from}
              to={form.to}
              onChange={(period) => change(period)}
              error={touched ? (errors.period ?? null) : null}
            />
          </Group>
          <FormError error={download.error} unexpected={ADMIN_CREDIT_MESSAGES.sheetFailed} />
          {download.isSuccess ? (
            <Alert color="teal" variant="light" data-testid="churn-downloaded">
              Planilha baixada: {download.data}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" leftSection={<IconDownload size={16} />} loading={download.isPending}>
              Baixar planilha
            </Button>
            {download.isPending ? (
              <Text fz="sm" c="dimmed" role="status">
                Gerando a planilha…
              </Text>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
