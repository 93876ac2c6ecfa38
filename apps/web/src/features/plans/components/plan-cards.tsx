import { Badge, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type CreditsShowResponse, creditExpiryText } from '@prospecta/contracts/credits';
import { type Plan, type PlanOrder, planPriceText } from '@prospecta/contracts/plans-api';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useCurrentPlan } from '@/features/plans/api/plans';
import { planFeatures } from '@/features/plans/lib/plan-errors';
import { formatCreditRatio } from '@/lib/format';

// The cards of the plans screen: the account's plan with its users and credits, and each plan on sale with the
// owner's action on it.

export function CurrentPlanCard({ credits }: { credits?: CreditsShowResponse }) {
  const current = useCurrentPlan();
  if (current.isError) return <FormError error={current.error} />;
  if (!current.data || !credits) return <Skeleton h={104} radius="md" />;
  const { name, max_users_count, active_users } = current.data;
  const { click, unlimitedClick } = credits;
  const expiry = creditExpiryText(credits.nextExpiry, unlimitedClick);
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
      {expiry ? (
        <Text fz="sm" c="dimmed" mt="sm" data-testid="credits-expiry">
          {expiry}.
        </Text>
      ) : null}
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

export function PlanCard(props: {
  plan: Plan;
  isCurrent: boolean;
  order: PlanOrder | null;
  isOwner: boolean;
  choosing: boolean;
  /** Told the button pressed: the keyboard goes back to it when the dialog it opens closes. */
  onChoose: (opener: HTMLElement) => void;
  onReview: (opener: HTMLElement) => void;
}) {
  const { plan, isCurrent, order } = props;
  let action: ReactNode;
  if (isCurrent) action = <Button disabled>Plano atual</Button>;
  else if (order?.status === 'requested') action = <Button disabled>Pedido enviado</Button>;
  else if (order) action = <Button onClick={(e) => props.onReview(e.currentTarget)}>Revisar pedido</Button>;
  else
    action = (
      <Button
        variant="light"
        disabled={!props.isOwner}
        loading={props.choosing}
        onClick={(e) => props.onChoose(e.currentTarget)}
      >
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
