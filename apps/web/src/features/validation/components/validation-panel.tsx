import { DonutChart } from '@mantine/charts';
import { Alert, Button, Card, Center, Group, Loader, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ValidationStatus } from '@prospecta/contracts/validation-api';
import { IconMailCheck, IconPhoneCheck, IconPhonePlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useValidatedEmails, useValidatedPhones } from '@/features/validation/api/get-validated-stats';
import { useValidationStatus } from '@/features/validation/api/get-validation-status';
import { useStartValidation, type ValidationKind } from '@/features/validation/api/start-validation';
import {
  availableAfterRequest,
  availableAtOfRefusal,
  laterOf,
  nextPhoneRequestAt,
  progressPercent,
  progressText,
} from '@/features/validation/lib/phone-request';
import { formatDateTime } from '@/lib/format';

const statusText: Record<ValidationStatus, string> = {
  'not initialized': 'Ainda não validados',
  'in progress': 'Validando…',
  completed: 'Validação concluída',
  failed: 'A validação falhou',
};

/**
 * Phone and e-mail validation of a list: start buttons, progress while a run is in progress (polled), and
 * the stats. The spec's outcome words stay as given ("Success" / "Wrong", §8), with a Portuguese line beside.
 */
export function ValidationPanel({
  listId,
  empty,
  addedSince,
}: {
  listId: string;
  /** The list has no companies: nothing to validate. */
  empty: boolean;
  /** Companies added after the last e-mail / phone validation started (the list's counts). */
  addedSince: { emails: number; phones: number };
}) {
  const status = useValidationStatus(listId);
  const start = useStartValidation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // What this screen just learnt of the next phone request (its own request, or the date of a refusal) until
  // the refetched status says it; the server's date is what every other session sees.
  const [requestAvailableAt, setRequestAvailableAt] = useState<string | null>(null);
  const s = status.data;
  const emailsVersion = `${s?.emailsValidationStatus}-${s?.emailsValidationStartedAt}`;
  const phonesVersion = `${s?.phonesValidationStatus}-${s?.phonesValidationStartedAt}`;
  const queryClient = useQueryClient();
  // The list's own badges follow each run's status change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh on each status change only
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['lists'] });
  }, [emailsVersion, phonesVersion]);
  const emails = useValidatedEmails(listId, emailsVersion);
  const phones = useValidatedPhones(listId, phonesVersion);

  const run = (kind: ValidationKind) =>
    start.mutate(
      { listId, kind },
      {
        onSuccess: () => {
          if (kind === 'request_phones') setRequestAvailableAt(availableAfterRequest(Date.now()));
          setOutcome({ ok: true, text: 'Validação iniciada.' });
        },
        onError: (error) => {
          const availableAt = availableAtOfRefusal(error);
          if (kind === 'request_phones' && availableAt) setRequestAvailableAt(availableAt);
          setOutcome({ ok: false, text: error.message });
        },
      },
    );
  // The request button hides for 3 days after a request (spec §4): said, with when it comes back. Until the
  // status has loaded it is not offered either (it may be known to fail).
  const nextRequest = nextPhoneRequestAt(
    laterOf(s?.phoneValidationRequestAvailableAt, requestAvailableAt),
    Date.now(),
  );
  const emailsRunning = s?.emailsValidationStatus === 'in progress';
  const phonesRunning = s?.phonesValidationStatus === 'in progress';

  return (
    <Stack gap="md" data-testid="validation-panel">
      <Group gap="sm">
        <Button
          leftSection={<IconMailCheck size={16} />}
          onClick={() => run('emails')}
          loading={start.isPending && start.variables?.kind === 'emails'}
          disabled={emailsRunning || empty}
        >
          Validar e-mails
        </Button>
        <Button
          variant="light"
          leftSection={<IconPhoneCheck size={16} />}
          onClick={() => run('phones')}
          loading={start.isPending && start.variables?.kind === 'phones'}
          disabled={phonesRunning || empty}
        >
          Validar telefones
        </Button>
        {(s || status.isError) && !nextRequest ? (
          <Button
            variant="default"
            leftSection={<IconPhonePlus size={16} />}
            onClick={() => run('request_phones')}
            loading={start.isPending && start.variables?.kind === 'request_phones'}
            disabled={phonesRunning || empty}
          >
            Solicitar validação de telefones
          </Button>
        ) : null}
      </Group>
      {nextRequest ? (
        <Text fz="xs" c="dimmed" data-testid="phone-request-next">
          Validação de telefones solicitada. Uma nova solicitação fica disponível em{' '}
          {formatDateTime(nextRequest)}.
        </Text>
      ) : null}
      {empty ? (
        <Text fz="sm" c="dimmed">
          A lista ainda não tem empresas para validar.
        </Text>
      ) : null}
      {outcome ? (
        <Alert
          color={outcome.ok ? 'teal' : 'red'}
          variant="light"
          title={outcome.ok ? 'Success' : 'Wrong'}
          withCloseButton
          onClose={() => setOutcome(null)}
          data-testid="validation-outcome"
        >
          {outcome.text}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <StatsCard
          title="E-mails"
          status={s?.emailsValidationStatus}
          progress={s?.progress.emails ?? null}
          notFound={emails.data?.notFound ?? false}
          loading={emails.isPending}
          testId="email-stats"
          addedSince={addedSince.emails}
          slices={[
            { name: 'Válidos', value: emails.data?.stats?.valid_emails ?? 0, color: 'teal.6' },
            { name: 'Talvez', value: emails.data?.stats?.maybe_emails ?? 0, color: 'yellow.5' },
            { name: 'Inválidos', value: emails.data?.stats?.invalid_emails ?? 0, color: 'red.6' },
          ]}
        />
        <StatsCard
          title="Telefones"
          status={s?.phonesValidationStatus}
          progress={s?.progress.phones ?? null}
          notFound={phones.data?.notFound ?? false}
          loading={phones.isPending}
          testId="phone-stats"
          addedSince={addedSince.phones}
          caption={
            phones.data?.stats
              ? `${phones.data.stats.tested_phones.toLocaleString('pt-BR')} testados de ${phones.data.stats.total_phones.toLocaleString('pt-BR')} (das empresas e dos decisores)`
              : undefined
          }
          slices={[
            { name: 'Válidos', value: phones.data?.stats?.valid_phones ?? 0, color: 'teal.6' },
            { name: 'Inválidos', value: phones.data?.stats?.invalids_phones ?? 0, color: 'red.6' },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}

type Slice = { name: string; value: number; color: string };

function StatsCard(props: {
  title: string;
  status: ValidationStatus | undefined;
  progress: { done: number; total: number } | null;
  notFound: boolean;
  /** The stats of the current run are still on their way: no "Sem dados" until they arrive. */
  loading: boolean;
  slices: Slice[];
  caption?: string;
  /** Companies the finished validation did not see: said under the stats. */
  addedSince: number;
  testId: string;
}) {
  const total = props.slices.reduce((sum, s) => sum + s.value, 0);
  const running = props.status === 'in progress';
  return (
    <Card
      p="md"
      withBorder
      data-testid={props.testId}
      data-status={props.status}
      data-loading={props.loading || undefined}
      aria-busy={props.loading || undefined}
    >
      <Group justify="space-between" mb="xs">
        <Text fw={700}>{props.title}</Text>
        <Text fz="xs" c={props.status === 'failed' ? 'red' : 'dimmed'}>
          {props.status ? statusText[props.status] : '…'}
        </Text>
      </Group>
      {running ? (
        <Stack gap={4} mb="sm">
          <Progress
            value={progressPercent(props.progress)}
            animated
            striped
            aria-label={`Progresso ${props.title}`}
          />
          <Text fz="xs" c="dimmed">
            {progressText(props.progress)}
          </Text>
        </Stack>
      ) : null}
      <Group gap="lg" wrap="nowrap">
        {props.loading ? (
          <Center w={92} h={92}>
            <Loader size="sm" role="status" aria-label={`Carregando ${props.title}`} />
          </Center>
        ) : total > 0 ? (
          <DonutChart data={props.slices} size={92} thickness={14} withTooltip={false} />
        ) : (
          <Text fz="sm" c="dimmed" w={92} ta="center">
            {props.notFound ? 'No found' : 'Sem dados'}
          </Text>
        )}
        <Stack gap={4}>
          {props.slices.map((s) => (
            <Group key={s.name} gap={6}>
              <div
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 3,
                  background: `var(--mantine-color-${s.color.replace('.', '-')})`,
                }}
              />
              <Text fz="sm" data-testid={`${props.testId}-${s.name.toLowerCase()}`}>
                <b>{s.value.toLocaleString('pt-BR')}</b> {s.name.toLowerCase()}
              </Text>
            </Group>
          ))}
          {props.caption ? (
            <Text fz="xs" c="dimmed">
              {props.caption}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {props.status === 'completed' && props.addedSince > 0 ? (
        <Text fz="xs" c="orange.8" mt="sm" data-testid={`${props.testId}-added-since`}>
          {props.addedSince === 1
            ? '1 empresa entrou na lista depois desta validação: valide de novo para incluí-la.'
            : `${props.addedSince.toLocaleString('pt-BR')} empresas entraram na lista depois desta validação: valide de novo para incluí-las.`}
        </Text>
      ) : null}
    </Card>
  );
}
