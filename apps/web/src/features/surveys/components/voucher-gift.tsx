import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { brazilianDay } from '@prospecta/contracts/credits';
import type { RescueVoucherResponse } from '@prospecta/contracts/surveys-api';
import type { VoucherState } from '@/features/surveys/lib/survey-prompt';

/** The gift staff allowed after a high rating: "Resgatar" adds the credits once (spec: finished or error). */
export function VoucherGift(props: {
  amount: number;
  validDays: number;
  state: VoucherState;
  result: RescueVoucherResponse | undefined;
  error: string | null;
  onRescue: () => void;
  onClose: () => void;
}) {
  if (props.state === 'finished' && props.result) {
    return (
      <Stack gap="md">
        <Text>
          Pronto! {props.result.amount} consultas foram adicionadas à sua conta e valem até{' '}
          {brazilianDay(props.result.expires_on)}.
        </Text>
        <Group justify="flex-end">
          <Button onClick={props.onClose} data-autofocus>
            Concluir
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text>
        Obrigado por recomendar o Prospecta! Como agradecimento, liberamos {props.amount} consultas extras
        para a sua conta, válidas por {props.validDays} dias a partir do resgate.
      </Text>
      {props.state === 'error' && props.error ? (
        <Alert color="red" role="alert">
          {props.error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onClose} disabled={props.state === 'loading'}>
          Depois
        </Button>
        <Button onClick={props.onRescue} loading={props.state === 'loading'} data-autofocus>
          {props.state === 'error' ? 'Tentar de novo' : 'Resgatar'}
        </Button>
      </Group>
    </Stack>
  );
}
