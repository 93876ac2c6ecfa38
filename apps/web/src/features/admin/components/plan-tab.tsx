import { Alert, Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { ADMIN_FAILURES, type AdminAccountInfo } from '@prospecta/contracts/admin-api';
import { contractPath, signedContractText } from '@prospecta/contracts/contract-api';
import {
  monthlyPriceText,
  PLANS,
  type PlanOrder,
  planOrderEstimate,
  planPriceText,
} from '@prospecta/contracts/plans-api';
import { type FormEvent, useEffect, useState } from 'react';
import { useCsAndAdmins, useSetAccountCs } from '@/features/admin/api/account-cs';
import { useUpdateAccount } from '@/features/admin/api/update-account';
import { ExactNumberInput } from '@/features/admin/components/exact-number-input';
import { maxUsersError, planNameError, seatsLine } from '@/features/admin/lib/account-forms';
import { failureMessage } from '@/lib/api-errors';
import { charCountHint } from '@/lib/form-rules';
import { formatDate } from '@/lib/format';

/** The contract's longest plan name ("até 80 caracteres"). */
const PLAN_NAME_MAX = 80;

/** The plan's name and the users' limit, each saved on its own; a refusal shows beside its field. */
export function PlanTab({ account }: { account: AdminAccountInfo }) {
  const { planName, maxUsers } = useUpdateAccount(account.id);
  const [name, setName] = useState(account.planName ?? '');
  const [limit, setLimit] = useState<number | string>(account.maxUsersCount);
  // The fields follow the account once it is saved (or changed elsewhere and reloaded).
  useEffect(() => setName(account.planName ?? ''), [account.planName]);
  useEffect(() => setLimit(account.maxUsersCount), [account.maxUsersCount]);

  const nameError = planNameError(name);
  const nameChanged = name.trim() !== (account.planName ?? '');
  const limitError = maxUsersError(limit);
  const limitChanged = Number(limit) !== account.maxUsersCount;

  const saveName = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!nameError && nameChanged) planName.mutate(name.trim());
  };
  const saveLimit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!limitError && limitChanged) maxUsers.mutate(Number(limit));
  };

  return (
    <Stack gap="xl" maw={520}>
      {account.planOrder ? (
        <PlanOrderNotice
          order={account.planOrder}
          onFill={(plan, seats) => {
            setName(plan);
            setLimit(seats);
          }}
        />
      ) : null}
      <form onSubmit={saveName} noValidate aria-label="Nome do plano">
        <Stack gap="xs" align="flex-start">
          <TextInput
            label="Nome do plano"
            w="100%"
            description={charCountHint(name.length, PLAN_NAME_MAX)}
            maxLength={PLAN_NAME_MAX}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              if (planName.error) planName.reset();
            }}
            error={
              (nameChanged ? nameError : null) ?? failureMessage(planName.error, ADMIN_FAILURES.accountUpdate)
            }
          />
          <Text fz="xs" c="dimmed" data-testid="admin-plan-kind">
            {catalogueLine(account)}
          </Text>
          <Button
            type="submit"
            aria-label="Salvar o nome do plano"
            disabled={!nameChanged || nameError !== null}
            loading={planName.isPending}
          >
            Salvar
          </Button>
        </Stack>
      </form>
      <form onSubmit={saveLimit} noValidate aria-label="Limite de usuários">
        <Stack gap="xs" align="flex-start">
          <ExactNumberInput
            label="Limite de usuários"
            description={seatsLine(account.activeUsers, account.maxUsersCount)}
            w="100%"
            value={limit}
            onChange={(value) => {
              setLimit(value);
              if (maxUsers.error) maxUsers.reset();
            }}
            error={
              (limitChanged ? limitError : null) ?? failureMessage(maxUsers.error, ADMIN_FAILURES.maxUsers)
            }
            data-testid="max-users-input"
          />
          <Button
            type="submit"
            aria-label="Salvar o limite de usuários"
            disabled={!limitChanged || limitError !== null}
            loading={maxUsers.isPending}
          >
            Salvar
          </Button>
        </Stack>
      </form>
      <CsSelect account={account} />
    </Stack>
  );
}

/**
 * Whether the customer sees a catalogue plan as theirs: only one applied from an order (or chosen at the
 * account's creation); a name typed here is the account's own plan, shown with the account's own figures.
 */
function catalogueLine(account: AdminAccountInfo): string {
  const plan = PLANS.find((p) => p.id === account.planId);
  return plan
    ? `Plano do catálogo: ${plan.name}. Um nome digitado aqui passa a ser um plano próprio da conta.`
    : 'Plano próprio da conta: o cliente vê o nome com os usuários e créditos da conta. Um plano do catálogo vem de um pedido do cliente.';
}

/** The account's customer-success owner, saved as soon as it is chosen ("Sem CS" takes it away). */
function CsSelect({ account }: { account: AdminAccountInfo }) {
  const staff = useCsAndAdmins();
  const setCs = useSetAccountCs(account.id);
  const current = account.cs
    ? (staff.data?.users.find((u) => u.email === account.cs?.email)?.id ?? null)
    : '';
  return (
    <Select
      label="Gerente de sucesso do cliente (CS)"
      description="Quem acompanha esta conta"
      data={[
        { value: '', label: 'Sem CS' },
        ...(staff.data?.users ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.email})` })),
      ]}
      value={current}
      onChange={(value) => {
        if (value === null || value === current) return;
        setCs.mutate(value === '' ? null : value);
      }}
      disabled={!staff.data || setCs.isPending}
      allowDeselect={false}
      w="100%"
      data-testid="account-cs"
    />
  );
}

/** The customer's open plan order, and a button that puts its plan and seats in the fields below. */
function PlanOrderNotice({
  order,
  onFill,
}: {
  order: PlanOrder;
  onFill: (plan: string, seats: number) => void;
}) {
  const seats = order.plan.users + order.additional_users;
  const sent =
    order.status === 'requested'
      ? `Enviado em ${formatDate(order.requested_at)} por ${order.ordered_by.name}.`
      : `Escolhido por ${order.ordered_by.name}, ainda não enviado.`;
  return (
    <Alert
      color="blue"
      variant="light"
      title={`Pedido de plano: ${order.plan.name}`}
      data-testid="admin-plan-order"
    >
      <Stack gap="xs">
        <Text fz="sm">
          {planPriceText(order.plan)} · {order.plan.users} usuários do plano
          {order.additional_users > 0 ? ` + ${order.additional_users} adicionais` : ''}
          {order.speedmail ? ' · Speedmail' : ''} · Total mensal:{' '}
          {monthlyPriceText(planOrderEstimate(order.plan, order.additional_users).total_cents)}. {sent}
        </Text>
        {order.status === 'requested' ? (
          <Group gap="sm" data-testid="admin-plan-order-contract">
            <Text fz="sm" fw={600}>
              {order.contract_signed_at
                ? signedContractText(order.contract_signed_at, order.contract_signed_by)
                : 'Contrato não assinado'}
            </Text>
            <Anchor href={contractPath(order.id)} target="_blank" rel="noopener noreferrer" fz="sm">
              Ver contrato
            </Anchor>
          </Group>
        ) : null}
        <Text fz="sm">
          Ao salvar o nome do plano, o pedido é concluído. Os créditos do plano são lançados na aba Créditos.
        </Text>
        <Button size="xs" variant="default" w="fit-content" onClick={() => onFill(order.plan.name, seats)}>
          Preencher com o pedido
        </Button>
      </Stack>
    </Alert>
  );
}
