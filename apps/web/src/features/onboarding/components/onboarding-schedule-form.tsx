import { Alert, Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import {
  type CreateOnboardingRequest,
  ONBOARDING_COMMENT_MAX,
  ONBOARDING_PERIOD_LABELS,
  ONBOARDING_PERIODS,
  type OnboardingPeriod,
} from '@prospecta/contracts/onboarding-api';
import { useState } from 'react';
import {
  dayBounds,
  EMPTY_SCHEDULE,
  isWeekend,
  type ScheduleForm,
  scheduleErrors,
  scheduleRequest,
} from '@/features/onboarding/lib/onboarding-offer';

/** The preferred day (a weekday ahead), the period and a comment; checked with the contract's rules. */
export function OnboardingScheduleForm(props: {
  csName: string | null;
  pending: boolean;
  serverError: string | null;
  onBack: () => void;
  onSubmit: (request: CreateOnboardingRequest) => void;
}) {
  const [form, setForm] = useState<ScheduleForm>(EMPTY_SCHEDULE);
  const [tried, setTried] = useState(false);
  const today = brasiliaDay();
  const bounds = dayBounds(today);
  const errors = tried ? scheduleErrors(form, today) : {};
  const change = (patch: Partial<ScheduleForm>) => setForm((current) => ({ ...current, ...patch }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (Object.keys(scheduleErrors(form, today)).length === 0) props.onSubmit(scheduleRequest(form));
      }}
    >
      <Stack gap="md">
        <DatePickerInput
          label="Dia de sua preferência"
          description={`${props.csName ?? 'Nosso time'} confirma o horário por e-mail.`}
          placeholder="Escolha um dia útil"
          valueFormat="DD/MM/YYYY"
          required
          minDate={bounds.min}
          maxDate={bounds.max}
          excludeDate={(day) => isWeekend(day)}
          value={form.day}
          onChange={(day) => change({ day })}
          error={errors.day}
          data-autofocus
        />
        <Radio.Group
          label="Período"
          required
          value={form.period ?? ''}
          onChange={(period) => change({ period: period as OnboardingPeriod })}
          error={errors.period}
        >
          <Group mt="xs">
            {ONBOARDING_PERIODS.map((period) => (
              <Radio key={period} value={period} label={ONBOARDING_PERIOD_LABELS[period]} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label="Comentário"
          description="Opcional: o que você quer ver primeiro?"
          placeholder="Ex.: exportar minhas listas para o CRM"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={ONBOARDING_COMMENT_MAX}
          value={form.comment}
          onChange={(event) => change({ comment: event.currentTarget.value })}
          error={errors.comment}
        />
        {props.serverError ? (
          <Alert color="red" role="alert">
            {props.serverError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onBack} disabled={props.pending}>
            Voltar
          </Button>
          <Button type="submit" loading={props.pending}>
            Enviar pedido
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
