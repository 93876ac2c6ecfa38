import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import {
  MAX_ADDITIONAL_USERS,
  PLAN_MESSAGES,
  type PlanOrder,
  planPriceText,
} from '@prospecta/contracts/plans-api';
import { useState } from 'react';
import { useFinishPlanOrder } from '@/features/plans/api/plans';
import { planErrorToast, planFeatures } from '@/features/plans/lib/plan-errors';
import { seatsShort, seatsShortText } from '@/features/plans/lib/plan-seats';
import { showToast } from '@/lib/notify';

/** Reviews the chosen plan, takes the extra seats, and sends the order to the sales team. */
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
          description={`Além dos ${order.plan.users.toLocaleString('pt-BR')} usuários do plano`}
          min={0}
          max={MAX_ADDITIONAL_USERS}
          allowDecimal={false}
          allowNegative={false}
          value={extra}
          onChange={setExtra}
          error={valid ? null : PLAN_MESSAGES.additionalUsers}
        />
        {short ? (
          <Alert color="yellow" variant="light" data-testid="order-seats-short">
            {short}
          </Alert>
        ) : null}
        <Text fz="sm">
          Nada é cobrado agora: nossa equipe comercial confirma os valores com você e ativa o plano na sua
          conta.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button onClick={send} loading={finish.isPending} disabled={!valid}>
            Enviar pedido
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
