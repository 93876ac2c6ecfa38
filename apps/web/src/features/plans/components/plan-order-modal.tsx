import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import {
  centsText,
  MAX_ADDITIONAL_USERS,
  PLAN_MESSAGES,
  type PlanOrder,
  planPriceText,
} from '@prospecta/contracts/plans-api';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useFinishPlanOrder } from '@/features/plans/api/plans';
import { planErrorToast, planFeatures } from '@/features/plans/lib/plan-errors';
import { orderPriceLines } from '@/features/plans/lib/plan-price';
import { seatsShort, seatsShortText } from '@/features/plans/lib/plan-seats';
import { showToast } from '@/lib/notify';

/**
 * Reviews the chosen plan, takes the extra seats (priced, with the month's estimated total), and sends the order
 * to the sales team. An order seating fewer than the active users says, before it is sent, how many would have
 * to be turned off; it may still be sent ("Enviar mesmo assim": the owner may mean to turn them off).
 */
export function PlanOrderModal({
  order,
  activeUsers,
  onClose,
}: {
  order: PlanOrder;
  /** The account's active users now (null while loading): the order is warned when it seats fewer. */
  activeUsers: number | null;
  onClose: () => void;
}) {
  const finish = useFinishPlanOrder();
  const seatPrice = order.plan.additional_user_price_cents ?? null;
  // Starts with the seats every active user needs (the owner may still lower it and deactivate users).
  const [extra, setExtra] = useState<number | string>(
    Math.max(order.additional_users, seatsShort(activeUsers ?? 0, order.plan.users, 0)),
  );
  const extraUsers = typeof extra === 'number' ? extra : Number.NaN;
  const valid = Number.isInteger(extraUsers) && extraUsers >= 0 && extraUsers <= MAX_ADDITIONAL_USERS;
  const short =
    valid && activeUsers !== null ? seatsShortText(activeUsers, order.plan.users, extraUsers) : null;
  const send = () =>
    finish.mutate(
      { additional_users: extraUsers, origin: 'upgrade_plans' },
      {
        onSuccess: () => {
          showToast({ color: 'green', message: PLAN_MESSAGES.ordered });
          onClose();
        },
        onError: (error) => showToast(planErrorToast(error)),
      },
    );
  return (
    <Modal opened onClose={onClose} title={`Confirmar pedido: ${order.plan.name}`} centered>
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={700} fz="lg" data-testid="order-price">
            {planPriceText(order.plan)}
          </Text>
          {planFeatures(order.plan).map((line) => (
            <Text key={line} fz="sm" c="dimmed">
              {line}
            </Text>
          ))}
        </Stack>
        <NumberInput
          label="Usuários adicionais"
          description={`Além dos ${order.plan.users.toLocaleString('pt-BR')} usuários do plano${
            seatPrice === null ? '' : `, ${centsText(seatPrice)} por mês cada`
          }`}
          min={0}
          max={MAX_ADDITIONAL_USERS}
          allowDecimal={false}
          allowNegative={false}
          value={extra}
          onChange={setExtra}
          error={valid ? null : PLAN_MESSAGES.additionalUsers}
        />
        {valid ? (
          <Stack gap={4} data-testid="order-total">
            {orderPriceLines(order.plan, extraUsers).map((line) => (
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
        <Text fz="sm">
          Nada é cobrado agora: os valores são uma estimativa pela tabela, e nossa equipe comercial os
          confirma com você antes de ativar o plano na sua conta.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
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
