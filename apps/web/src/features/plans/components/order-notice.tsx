import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { contractPath, HANDOFF_PANEL_PATH } from '@prospecta/contracts/contract-api';
import type { PlanOrder } from '@prospecta/contracts/plans-api';
import { IconInfoCircle, IconSend, IconSignature } from '@tabler/icons-react';
import { Link } from 'react-router';
import { orderContract } from '@/features/plans/lib/order-contract';
import { orderNoticeText, orderSummaryText } from '@/features/plans/lib/plan-order-text';

/**
 * The account's open order over the plans: a sent one with what was ordered (extra seats, estimated monthly
 * total); a choice not sent with the owner's actions, or, for anyone else, who chose it.
 */
export function OrderNotice(props: {
  order: PlanOrder;
  isOwner: boolean;
  /** The reader (owner or manager) may tell the CS what the team needs, and the account has not yet. */
  handoffMissing: boolean;
  cancelling: boolean;
  /** Told the button pressed: the keyboard goes back to it when the dialog it opens closes. */
  onReview: (opener: HTMLElement) => void;
  onCancel: (opener: HTMLElement) => void;
}) {
  const { order, isOwner } = props;
  const sent = order.status === 'requested';
  const { title, body } = orderNoticeText(order, isOwner);
  const contract = orderContract(order, isOwner, props.handoffMissing);
  return (
    <Alert
      color={sent ? 'green' : 'blue'}
      variant="light"
      icon={sent ? <IconSend size={18} /> : <IconInfoCircle size={18} />}
      title={title}
      data-testid="plan-order"
      // Focusable from the script only: where the keyboard goes once an order is sent (its button is gone).
      data-plan-order
      tabIndex={-1}
      className="mantine-focus-auto"
    >
      <Stack gap="sm">
        <Text fz="sm">{body}</Text>
        {sent ? (
          <Text fz="sm" fw={600} data-testid="plan-order-summary">
            {orderSummaryText(order)}
          </Text>
        ) : null}
        {contract ? (
          <Group gap="sm" data-testid="plan-order-contract">
            {contract.kind === 'sign' ? (
              <Button
                size="xs"
                component={Link}
                to={contractPath(order.id)}
                leftSection={<IconSignature size={14} />}
              >
                Assinar contrato
              </Button>
            ) : (
              <>
                <Text fz="sm">{contract.text}</Text>
                <Anchor component={Link} to={contractPath(order.id)} fz="sm">
                  Ver contrato
                </Anchor>
              </>
            )}
          </Group>
        ) : null}
        {contract?.kind === 'signed' && contract.askHandoff ? (
          <Text fz="sm" data-testid="plan-order-handoff">
            Próximo passo:{' '}
            <Anchor component={Link} to={HANDOFF_PANEL_PATH} fz="sm" fw={600}>
              Conte ao seu time de sucesso o que sua equipe precisa
            </Anchor>
          </Text>
        ) : null}
        {isOwner ? (
          <Group gap="sm">
            {sent ? null : (
              <Button size="xs" onClick={(e) => props.onReview(e.currentTarget)}>
                Revisar e enviar
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              loading={props.cancelling}
              onClick={(e) => props.onCancel(e.currentTarget)}
            >
              {sent ? 'Cancelar pedido' : 'Cancelar escolha'}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
