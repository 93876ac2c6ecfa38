import { Alert, Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CreditsShowResponse } from '@prospecta/contracts/credits';
import { PLAN_MESSAGES, type Plan, type PlanOrder } from '@prospecta/contracts/plans-api';
import { IconHeadset, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import {
  useAvailablePlans,
  useCurrentPlan,
  useRemovePlanOrder,
  useSelectedPlan,
  useSelectPlan,
} from '@/features/plans/api/plans';
import { ContactSalesModal } from '@/features/plans/components/contact-sales-modal';
import { MORE_CREDITS_MESSAGE, MoreCredits } from '@/features/plans/components/more-credits';
import { OrderNotice } from '@/features/plans/components/order-notice';
import { CurrentPlanCard, PlanCard } from '@/features/plans/components/plan-cards';
import { PlanOrderModal } from '@/features/plans/components/plan-order-modal';
import { useDialogFocus } from '@/features/plans/hooks/use-dialog-focus';
import { orderContractVoidText } from '@/features/plans/lib/order-contract';
import { planErrorToast } from '@/features/plans/lib/plan-errors';
import { showToast } from '@/lib/notify';

/**
 * /upgrade_plans: the account's plan and credits, the plans on sale, and the owner's order for another one
 * (chosen, reviewed, sent to the sales team, cancellable). Everyone may ask for a consultant. `isOwner` is
 * null while the user is loading.
 */
export function PlansScreen({
  isOwner,
  isStaff,
  handoffMissing = false,
  credits,
}: {
  isOwner: boolean | null;
  /** Admin or customer success: unlimited consultations, never told their credits ran out. */
  isStaff: boolean;
  /** The user may tell the account's CS what the team needs and nobody has: a signed order's banner asks. */
  handoffMissing?: boolean;
  credits?: CreditsShowResponse;
}) {
  const current = useCurrentPlan();
  const available = useAvailablePlans();
  const selected = useSelectedPlan();
  const select = useSelectPlan();
  const remove = useRemovePlanOrder();
  // The plan under review: the chosen order's, or another plan meant to replace the order already sent.
  const [reviewing, setReviewing] = useState<{ plan: Plan; additionalUsers: number } | null>(null);
  // A plan chosen while another order is already with the sales team: once confirmed it is only reviewed; the
  // order sent stays until this one is sent in its place (the API cancels it then, and tells the team).
  const [replacing, setReplacing] = useState<Plan | null>(null);
  const [contacting, setContacting] = useState<'plans' | 'credits' | null>(null);
  const order = selected.data?.selected ?? null;
  // Cancelling or replacing a signed order ends its contract: both confirmations say so.
  const voidText = order ? orderContractVoidText(order) : null;
  const plans = available.data?.plans ?? [];
  // A dialog closed gives the keyboard back to what opened it, or to the banner of the order sent, or to the
  // heading once an order is cancelled: never to the page's body.
  const dialogFocus = useDialogFocus();

  const review = (chosen: PlanOrder) =>
    setReviewing({ plan: chosen.plan, additionalUsers: chosen.additional_users });
  const selectPlan = (plan: Plan) =>
    select.mutate(plan.id, {
      onSuccess: (chosen) => chosen && review(chosen),
      onError: (error) => showToast(planErrorToast(error)),
    });
  const choose = (plan: Plan, opener: HTMLElement) => {
    dialogFocus.opened(opener);
    return order?.status === 'requested' ? setReplacing(plan) : selectPlan(plan);
  };
  // An order already with the sales team is cancelled only once confirmed (the team and the owner are
  // e-mailed, and there is no undo); a choice never sent goes at once.
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const keepReplaced = () => {
    setReplacing(null);
    dialogFocus.closed();
  };
  const cancel = (cancelled: PlanOrder) =>
    remove.mutate(cancelled.id, {
      onSuccess: () => {
        showToast({
          color: 'green',
          message: cancelled.status === 'requested' ? PLAN_MESSAGES.cancelled : PLAN_MESSAGES.choiceCancelled,
        });
        dialogFocus.closed('order-removed');
      },
      onError: (error) => {
        showToast(planErrorToast(error));
        dialogFocus.closed();
      },
      onSettled: () => setConfirmingCancel(false),
    });
  const keepOrder = () => {
    setConfirmingCancel(false);
    dialogFocus.closed();
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          {/* Focusable from the script only: where the keyboard goes once an order is cancelled. */}
          <Title order={1} fz={28} tabIndex={-1}>
            Planos e créditos
          </Title>
          <Text c="dimmed">
            Compare os planos e peça a mudança para a sua conta: nossa equipe comercial confirma os valores
            antes de ativar.
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconHeadset size={16} />}
          onClick={(event) => {
            dialogFocus.opened(event.currentTarget);
            setContacting('plans');
          }}
          disabled={!available.data}
        >
          Falar com um consultor
        </Button>
      </Group>

      <CurrentPlanCard credits={credits} />
      <MoreCredits
        credits={credits}
        staff={isStaff}
        onContact={() => {
          dialogFocus.opened();
          setContacting('credits');
        }}
        disabled={!available.data}
      />

      {order ? (
        <OrderNotice
          order={order}
          isOwner={isOwner === true}
          handoffMissing={handoffMissing}
          cancelling={remove.isPending}
          onReview={(opener) => {
            dialogFocus.opened(opener);
            review(order);
          }}
          onCancel={(opener) => {
            dialogFocus.opened(opener);
            return order.status === 'requested' ? setConfirmingCancel(true) : cancel(order);
          }}
        />
      ) : null}

      {isOwner === false ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} data-testid="owners-only">
          {PLAN_MESSAGES.ownersOnly} Fale com o proprietário da conta ou com um consultor.
        </Alert>
      ) : null}

      {available.isError ? <FormError error={available.error} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md">
        {available.isPending
          ? [1, 2, 3, 4].map((n) => <Skeleton key={n} h={260} radius="md" />)
          : plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                isCurrent={current.data?.plan?.id === plan.id}
                order={order?.plan.id === plan.id ? order : null}
                isOwner={isOwner === true}
                choosing={select.isPending && select.variables === plan.id}
                onChoose={(opener) => choose(plan, opener)}
                onReview={(opener) => {
                  dialogFocus.opened(opener);
                  if (order) review(order);
                }}
              />
            ))}
      </SimpleGrid>

      {reviewing ? (
        <PlanOrderModal
          key={reviewing.plan.id}
          plan={reviewing.plan}
          additionalUsers={reviewing.additionalUsers}
          currentPlan={current.data?.plan ?? null}
          replaces={order?.status === 'requested' && order.plan.id !== reviewing.plan.id ? order : null}
          activeUsers={current.data?.active_users ?? null}
          onClose={(sent) => {
            setReviewing(null);
            dialogFocus.closed(sent ? 'order-sent' : 'unchanged');
          }}
        />
      ) : null}
      {contacting ? (
        <ContactSalesModal
          plans={plans}
          initialMessage={contacting === 'credits' ? MORE_CREDITS_MESSAGE : undefined}
          onClose={() => {
            setContacting(null);
            dialogFocus.closed();
          }}
        />
      ) : null}
      {replacing && order ? (
        <Modal opened onClose={keepReplaced} title="Substituir o pedido enviado?" centered>
          <Stack gap="md">
            <Text fz="sm">
              O pedido do {order.plan.name} já está com a nossa equipe comercial. Se você enviar um pedido do{' '}
              {replacing.name}, esse pedido é cancelado, e avisamos a equipe e você por e-mail. Até você
              enviar, ele continua valendo.
            </Text>
            {voidText ? (
              <Text fz="sm" fw={600} data-testid="order-contract-void">
                {voidText}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={keepReplaced}>
                Manter o pedido
              </Button>
              <Button
                onClick={() => {
                  setReviewing({ plan: replacing, additionalUsers: 0 });
                  setReplacing(null);
                }}
              >
                Escolher o {replacing.name}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
      {confirmingCancel && order?.status === 'requested' ? (
        <Modal opened onClose={keepOrder} title="Cancelar o pedido enviado?" centered>
          <Stack gap="md">
            <Text fz="sm">
              O pedido do {order.plan.name} já está com a nossa equipe comercial. Ao cancelar, avisamos a
              equipe e você por e-mail, e o pedido não pode ser recuperado: para pedir o plano de novo,
              escolha-o outra vez.
            </Text>
            {voidText ? (
              <Text fz="sm" fw={600} data-testid="order-contract-void">
                {voidText}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={keepOrder} disabled={remove.isPending}>
                Manter o pedido
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => cancel(order)}>
                Cancelar o pedido
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}
