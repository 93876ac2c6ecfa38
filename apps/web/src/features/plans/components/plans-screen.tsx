import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CreditsShowResponse } from '@prospecta/contracts/credits';
import { PLAN_MESSAGES, type Plan, type PlanOrder, planPriceText } from '@prospecta/contracts/plans-api';
import { IconCheck, IconHeadset, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
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
import { PlanOrderModal } from '@/features/plans/components/plan-order-modal';
import { planErrorToast, planFeatures } from '@/features/plans/lib/plan-errors';
import { formatCreditRatio } from '@/lib/format';
import { showToast } from '@/lib/notify';

/**
 * /upgrade_plans: the account's plan and credits, the plans on sale, and the owner's order for another one
 * (chosen, reviewed, sent to the sales team, cancellable). Everyone may ask for a consultant. `isOwner` is
 * null while the user is loading.
 */
export function PlansScreen({
  isOwner,
  credits,
}: {
  isOwner: boolean | null;
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
  const plans = available.data?.plans ?? [];

  const review = (chosen: PlanOrder) =>
    setReviewing({ plan: chosen.plan, additionalUsers: chosen.additional_users });
  const selectPlan = (plan: Plan) =>
    select.mutate(plan.id, {
      onSuccess: (chosen) => chosen && review(chosen),
      onError: (error) => showToast(planErrorToast(error)),
    });
  const choose = (plan: Plan) => (order?.status === 'requested' ? setReplacing(plan) : selectPlan(plan));
  // An order already with the sales team is cancelled only once confirmed (the team and the owner are
  // e-mailed, and there is no undo); a choice never sent goes at once.
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancel = (cancelled: PlanOrder) =>
    remove.mutate(cancelled.id, {
      onSuccess: () =>
        showToast({
          color: 'green',
          message: cancelled.status === 'requested' ? PLAN_MESSAGES.cancelled : PLAN_MESSAGES.choiceCancelled,
        }),
      onError: (error) => showToast(planErrorToast(error)),
      onSettled: () => setConfirmingCancel(false),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz={28}>
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
          onClick={() => setContacting('plans')}
          disabled={!available.data}
        >
          Falar com um consultor
        </Button>
      </Group>

      <CurrentPlanCard credits={credits} />
      <MoreCredits credits={credits} onContact={() => setContacting('credits')} disabled={!available.data} />

      {order ? (
        <OrderNotice
          order={order}
          isOwner={isOwner === true}
          cancelling={remove.isPending}
          onReview={() => review(order)}
          onCancel={() => (order.status === 'requested' ? setConfirmingCancel(true) : cancel(order))}
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
                onChoose={() => choose(plan)}
                onReview={() => order && review(order)}
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
          onClose={() => setReviewing(null)}
        />
      ) : null}
      {contacting ? (
        <ContactSalesModal
          plans={plans}
          initialMessage={contacting === 'credits' ? MORE_CREDITS_MESSAGE : undefined}
          onClose={() => setContacting(null)}
        />
      ) : null}
      {replacing && order ? (
        <Modal opened onClose={() => setReplacing(null)} title="Substituir o pedido enviado?" centered>
          <Stack gap="md">
            <Text fz="sm">
              O pedido do {order.plan.name} já está com a nossa equipe comercial. Se você enviar um pedido do{' '}
              {replacing.name}, esse pedido é cancelado, e avisamos a equipe e você por e-mail. Até você
              enviar, ele continua valendo.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setReplacing(null)}>
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
        <Modal opened onClose={() => setConfirmingCancel(false)} title="Cancelar o pedido enviado?" centered>
          <Stack gap="md">
            <Text fz="sm">
              O pedido do {order.plan.name} já está com a nossa equipe comercial. Ao cancelar, avisamos a
              equipe e você por e-mail, e o pedido não pode ser recuperado: para pedir o plano de novo,
              escolha-o outra vez.
            </Text>
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => setConfirmingCancel(false)}
                disabled={remove.isPending}
              >
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

function CurrentPlanCard({ credits }: { credits?: CreditsShowResponse }) {
  const current = useCurrentPlan();
  if (current.isError) return <FormError error={current.error} />;
  if (!current.data || !credits) return <Skeleton h={104} radius="md" />;
  const { name, max_users_count, active_users } = current.data;
  const { click, unlimitedClick } = credits;
  return (
    <Card withBorder padding="lg" data-testid="current-plan">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
        <Stack gap={4}>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
            Seu plano
          </Text>
          <Title order={2} fz={22} data-testid="current-plan-name">
            {name ?? 'Sem plano'}
          </Title>
        </Stack>
        <Fact label="Usuários ativos" value={`${active_users} de ${max_users_count}`} />
        <Fact
          label="Consultas disponíveis"
          value={unlimitedClick ? 'Ilimitadas' : formatCreditRatio(click.remaining, click.value)}
        />
        <Fact
          label="Exportações disponíveis"
          value={formatCreditRatio(credits.export.remaining, credits.export.value)}
        />
      </Group>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

function PlanCard(props: {
  plan: Plan;
  isCurrent: boolean;
  order: PlanOrder | null;
  isOwner: boolean;
  choosing: boolean;
  onChoose: () => void;
  onReview: () => void;
}) {
  const { plan, isCurrent, order } = props;
  let action: ReactNode;
  if (isCurrent) action = <Button disabled>Plano atual</Button>;
  else if (order?.status === 'requested') action = <Button disabled>Pedido enviado</Button>;
  else if (order) action = <Button onClick={props.onReview}>Revisar pedido</Button>;
  else
    action = (
      <Button variant="light" disabled={!props.isOwner} loading={props.choosing} onClick={props.onChoose}>
        Escolher este plano
      </Button>
    );
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      data-testid={`plan-${plan.id}`}
      aria-label={plan.name}
      component="section"
      style={isCurrent ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Title order={3} fz={18}>
              {plan.name}
            </Title>
            {isCurrent ? <Badge variant="light">Seu plano</Badge> : null}
            {order ? (
              <Badge variant="light" color={order.status === 'requested' ? 'green' : 'blue'}>
                {order.status === 'requested' ? 'Pedido enviado' : 'Escolhido'}
              </Badge>
            ) : null}
          </Group>
          <Text fz={22} fw={700}>
            {planPriceText(plan)}
          </Text>
          <List spacing={4} size="sm" icon={<IconCheck size={14} color="var(--mantine-color-teal-6)" />}>
            {planFeatures(plan).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
        {action}
      </Stack>
    </Card>
  );
}
