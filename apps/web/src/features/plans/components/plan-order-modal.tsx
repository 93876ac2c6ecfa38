import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import {
  centsText,
  MAX_ADDITIONAL_USERS,
  type Plan,
  type PlanOrder,
  planPriceText,
} from '@prospecta/contracts/plans-api';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useFinishPlanOrder } from '@/features/plans/api/plans';
import { orderSentToast } from '@/features/plans/lib/order-contract';
import { planErrorToast, planFeatures } from '@/features/plans/lib/plan-errors';
import { additionalUsersInput, creditsDropText } from '@/features/plans/lib/plan-order-text';
import { orderPriceLines } from '@/features/plans/lib/plan-price';
import { seatsShort, seatsShortText } from '@/features/plans/lib/plan-seats';
import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/notify';

/**
 * Reviews a plan, takes the extra seats (priced, with the month's estimated total), and sends the order to the
 * sales team. An order seating fewer than the active users says, before it is sent, how many would have to be
 * turned off; it may still be sent ("Enviar mesmo assim": the owner may mean to turn them off). A plan with fewer
 * monthly credits than the account's says which drop. Reviewing a plan while another order is with the sales
 * team (`replaces`) changes nothing until it is sent: only then is that order cancelled (and the team told).
 */
export function PlanOrderModal({
  plan,
  additionalUsers,
  currentPlan,
  replaces,
  activeUsers,
  onClose,
}: {
  plan: Plan;
  /** The extra seats already on the chosen order (0 for a plan only being reviewed). */
  additionalUsers: number;
  /** The account's plan (null outside the catalogue or while loading): a smaller plan's credits are warned. */
  currentPlan: Plan | null;
  /** The order already sent that sending this one cancels. */
  replaces: PlanOrder | null;
  /** The account's active users now (null while loading): the order is warned when it seats fewer. */
  activeUsers: number | null;
  /** `sent`: the order was sent (the screen's banner now says it); false when the review was left. */
  onClose: (sent: boolean) => void;
}) {
  const finish = useFinishPlanOrder();
  const seatPrice = plan.additional_user_price_cents ?? null;
  // Starts with the seats every active user needs (the owner may still lower it and deactivate users).
  const [extra, setExtra] = useState<number | string>(
    Math.max(additionalUsers, seatsShort(activeUsers ?? 0, plan.users, 0)),
  );
  const seats = additionalUsersInput(extra);
  const extraUsers = seats.value;
  const valid = seats.error === null;
  const short = valid && activeUsers !== null ? seatsShortText(activeUsers, plan.users, extraUsers) : null;
  const creditsDrop = creditsDropText(currentPlan, plan);
  const send = () =>
    finish.mutate(
      { plan_id: plan.id, additional_users: extraUsers, origin: 'upgrade_plans' },
      {
        onSuccess: (answer) => {
          showToast({ color: 'green', message: orderSentToast(answer.message) });
          onClose(true);
        },
        onError: (error) => showToast(planErrorToast(error)),
      },
    );
  return (
    <Modal opened onClose={() => onClose(false)} title={`Confirmar pedido: ${plan.name}`} centered>
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={700} fz="lg" data-testid="order-price">
            {planPriceText(plan)}
          </Text>
          {planFeatures(plan).map((line) => (
            <Text key={line} fz="sm" c="dimmed">
              {line}
            </Text>
          ))}
        </Stack>
        <NumberInput
          label="Usuários adicionais"
          description={`Além dos ${plan.users.toLocaleString('pt-BR')} usuários do plano${
            seatPrice === null ? '' : `, ${centsText(seatPrice)} por mês cada`
          }`}
          min={0}
          max={MAX_ADDITIONAL_USERS}
          // Out-of-range input stays as typed and shows the error: nothing is clamped or made positive unseen.
          clampBehavior="none"
          allowDecimal={false}
          value={extra}
          onChange={setExtra}
          error={seats.error}
        />
        {valid ? (
          <Stack gap={4} data-testid="order-total">
            {orderPriceLines(plan, extraUsers).map((line) => (
              <Group key={line.label} justify="space-between" gap="md" wrap="nowrap">
                <Text fz="sm" fw={line.total ? 700 : undefined}>
                  {line.label}
                </Text>
                <Text
                  fz="sm"
                  fw={line.total ? 700 : undefined}
                  style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                >
                  {line.value}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
        {short ? (
          <Alert
            color="orange"
            variant="light"
            title="Este pedido tem menos usuários do que a sua conta"
            icon={<IconAlertTriangle size={18} />}
            data-testid="order-seats-short"
          >
            {short}
          </Alert>
        ) : null}
        {creditsDrop ? (
          <Alert
            color="orange"
            variant="light"
            title="Este plano tem menos créditos do que o seu"
            icon={<IconAlertTriangle size={18} />}
            data-testid="order-credits-drop"
          >
            {creditsDrop}
          </Alert>
        ) : null}
        {replaces ? (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            data-testid="order-replaces"
          >
            Ao enviar este pedido, o pedido do {replaces.plan.name} enviado em{' '}
            {formatDate(replaces.requested_at)} é cancelado, e avisamos a nossa equipe comercial e você por
            e-mail. Até lá, ele continua valendo.
          </Alert>
        ) : null}
        <Text fz="sm">
          Nada é cobrado agora: os valores são uma estimativa pela tabela, e nossa equipe comercial os
          confirma com você antes de ativar o plano na sua conta.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            Voltar
          </Button>
          <Button onClick={send} loading={finish.isPending} disabled={!valid}>
            {short ? 'Enviar mesmo assim' : 'Enviar pedido'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
