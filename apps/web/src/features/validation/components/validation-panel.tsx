import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { ValidationStatus } from '@prospecta/contracts/validation-api';
import { IconCoinOff, IconMailCheck, IconPhoneCheck, IconPhonePlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
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
import { phoneStatsCaption, statsSummary } from '@/features/validation/lib/stats-summary';
import {
  confirmationOf,
  describedByOf,
  disabledReason,
  type HeldResults,
  refusalText,
  type StartedRun,
  startedRunOf,
  startedRunText,
  statusOf,
  VALIDATION_ACTIONS,
  VALIDATION_COST,
  VALIDATION_EMPTY_ID,
} from '@/features/validation/lib/validation-actions';
import { formatDateTime } from '@/lib/format';
import { smoothScroll } from '@/lib/motion';

const ValidationDonut = lazy(() =>
  import('@/features/validation/components/validation-donut').then((m) => ({ default: m.ValidationDonut })),
);

const statusText: Record<ValidationStatus, string> = {
  'not initialized': 'Ainda não validados',
  'in progress': 'Validando…',
  completed: 'Validação concluída',
  failed: 'A validação falhou',
};

const ICONS: Record<ValidationKind, ReactNode> = {
  emails: <IconMailCheck size={16} />,
  phones: <IconPhoneCheck size={16} />,
  request_phones: <IconPhonePlus size={16} />,
};

/**
 * Phone and e-mail validation of a list: each button with what it does and, when it cannot be pressed, why;
 * a question first when a run would replace the results the list holds; the run's word as its card says it
 * (polled while in progress); the stats. The spec's outcome titles stay as given ("Success" / "Wrong", §8),
 * with a Portuguese sentence under them.
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
  // The run started from here (its word follows the status), or the refusal of a start.
  const [started, setStarted] = useState<StartedRun | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [asking, setAsking] = useState<ValidationKind | null>(null);
  // What this screen just learnt of the next phone request (its own request, or the date of a refusal) until
  // the refetched status says it; the server's date is what every other session sees.
  const [requestAvailableAt, setRequestAvailableAt] = useState<string | null>(null);
  const s = status.data;
  const emailsVersion = `${s?.emailsValidationStatus}-${s?.emailsValidationStartedAt}`;
  const phonesVersion = `${s?.phonesValidationStatus}-${s?.phonesValidationStartedAt}`;
  const queryClient = useQueryClient();
  // The list's own badges (and its counts of companies added since a run) follow each run's status change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh on each status change only
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['lists'] });
  }, [emailsVersion, phonesVersion]);
  const emails = useValidatedEmails(listId, emailsVersion);
  const phones = useValidatedPhones(listId, phonesVersion);
  const held: Record<ValidationKind, HeldResults | null> = {
    emails: emails.data?.stats
      ? {
          valid: emails.data.stats.valid_emails,
          maybe: emails.data.stats.maybe_emails,
          invalid: emails.data.stats.invalid_emails,
        }
      : null,
    phones: null,
    request_phones: phones.data?.stats
      ? { valid: phones.data.stats.valid_phones, invalid: phones.data.stats.invalids_phones }
      : null,
  };

  const run = (kind: ValidationKind) => {
    setAsking(null);
    start.mutate(
      { listId, kind },
      {
        onSuccess: (answer) => {
          if (kind === 'request_phones') setRequestAvailableAt(availableAfterRequest(Date.now()));
          setRefused(null);
          setStarted(startedRunOf(kind, answer));
        },
        onError: (error) => {
          const availableAt = availableAtOfRefusal(error);
          if (kind === 'request_phones' && availableAt) setRequestAvailableAt(availableAt);
          setStarted(null);
          setRefused(refusalText(error));
        },
      },
    );
  };
  // A run that would replace the list's results asks first; the others start at once.
  const ended = (kind: ValidationKind) => {
    const current = statusOf(s, kind);
    return current === 'completed' || current === 'failed';
  };
  const press = (kind: ValidationKind) =>
    confirmationOf(kind, held[kind], ended(kind)) ? setAsking(kind) : run(kind);
  // The request button hides for 3 days after a request (spec §4): said, with when it comes back. Until the
  // status has loaded it is not offered either (it may be known to fail).
  const nextRequest = nextPhoneRequestAt(
    laterOf(s?.phoneValidationRequestAvailableAt, requestAvailableAt),
    Date.now(),
  );
  const state = {
    status: s,
    empty,
    phonesAddedSince: addedSince.phones,
    statusFailed: status.isError,
    requestAvailable: nextRequest === null,
  };
  const asked = asking ? confirmationOf(asking, held[asking], ended(asking)) : null;
  const outcome = started ? startedRunText(started, s) : null;
  // The run's word (or the refusal) is brought into sight as it comes or changes: below the buttons, it landed
  // under the fold at 1 366 × 768 and a press seemed to do nothing.
  const outcomeRef = useRef<HTMLDivElement>(null);
  const outcomeText = outcome?.text ?? refused;
  useEffect(() => {
    if (outcomeText) outcomeRef.current?.scrollIntoView({ block: 'nearest', behavior: smoothScroll() });
  }, [outcomeText]);

  const action = (kind: ValidationKind, variant: 'filled' | 'light' | 'default') => {
    const reason = disabledReason(kind, state);
    return (
      <Fragment key={kind}>
        <Button
          fullWidth
          variant={variant}
          leftSection={ICONS[kind]}
          onClick={() => press(kind)}
          loading={start.isPending && start.variables?.kind === kind}
          disabled={reason !== null}
          aria-describedby={describedByOf(kind, empty)}
        >
          {VALIDATION_ACTIONS[kind].label}
        </Button>
        <Stack gap={2} id={`validation-${kind}-about`}>
          <Text fz="sm">{VALIDATION_ACTIONS[kind].description}</Text>
          {/* An empty list says so once, under the buttons, rather than under each. */}
          {reason && !empty ? (
            <Text fz="xs" c="dimmed" data-testid={`validation-${kind}-unavailable`}>
              {reason}
            </Text>
          ) : null}
        </Stack>
      </Fragment>
    );
  };

  return (
    <Stack gap="md" data-testid="validation-panel">
      <Group gap={6}>
        <IconCoinOff size={16} aria-hidden />
        <Text fz="sm" c="dimmed">
          {VALIDATION_COST}
        </Text>
      </Group>
      {/* The buttons in one column as wide as the longest label ("Solicitar validação de telefones" was cut
          at a fixed 280 px), what each does beside it. */}
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(280px, max-content) minmax(0, 1fr)',
          gap: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)',
          alignItems: 'start',
        }}
      >
        {action('emails', 'filled')}
        {action('phones', 'light')}
        {(s || status.isError) && !nextRequest ? action('request_phones', 'default') : null}
        {nextRequest ? (
          <Text fz="sm" c="dimmed" data-testid="phone-request-next" style={{ gridColumn: '1 / -1' }}>
            Validação de telefones solicitada. Uma nova solicitação fica disponível em{' '}
            {formatDateTime(nextRequest)}.
          </Text>
        ) : null}
      </Box>
      {empty ? (
        <Text fz="sm" c="dimmed" id={VALIDATION_EMPTY_ID}>
          A lista ainda não tem empresas para validar.
        </Text>
      ) : null}
      {outcome || refused ? (
        <Alert
          ref={outcomeRef}
          // Brought into sight with room below it rather than flush with the window's bottom edge (the "Ajuda"
          // tab sits in the page's right margin and covers none of it).
          style={{ scrollMarginBottom: 96 }}
          color={outcome ? outcome.color : 'red'}
          variant="light"
          title={outcome ? 'Success' : 'Wrong'}
          withCloseButton
          onClose={() => {
            setStarted(null);
            setRefused(null);
          }}
          data-testid="validation-outcome"
        >
          {outcome ? outcome.text : refused}
        </Alert>
      ) : null}
      <Modal
        opened={asked !== null}
        onClose={() => setAsking(null)}
        title={asked?.title}
        centered
        data-testid="validation-confirm"
      >
        {asked && asking ? (
          <Stack gap="md">
            <Text fz="sm">{asked.message}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setAsking(null)}>
                Cancelar
              </Button>
              <Button onClick={() => run(asking)}>{asked.confirm}</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
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
          caption={phones.data?.stats ? phoneStatsCaption(phones.data.stats) : undefined}
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
          // A picture of the figures beside it, named by them.
          <Box
            role="img"
            aria-label={statsSummary(props.title, props.slices)}
            data-testid={`${props.testId}-chart`}
            miw={92}
            mih={92}
          >
            <Suspense fallback={null}>
              <ValidationDonut slices={props.slices} />
            </Suspense>
          </Box>
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
