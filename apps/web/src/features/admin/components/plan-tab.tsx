import { Button, NumberInput, Stack, TextInput } from '@mantine/core';
import { ADMIN_FAILURES, type AdminAccountInfo } from '@prospecta/contracts/admin-api';
import { type FormEvent, useEffect, useState } from 'react';
import { useUpdateAccount } from '@/features/admin/api/update-account';
import { maxUsersError, planNameError, seatsLine } from '@/features/admin/lib/account-forms';
import { failureMessage } from '@/lib/api-errors';

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
      <form onSubmit={saveName} noValidate aria-label="Nome do plano">
        <Stack gap="xs" align="flex-start">
          <TextInput
            label="Nome do plano"
            w="100%"
            maxLength={80}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              if (planName.error) planName.reset();
            }}
            error={
              (nameChanged ? nameError : null) ?? failureMessage(planName.error, ADMIN_FAILURES.accountUpdate)
            }
          />
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
          <NumberInput
            label="Limite de usuários"
            description={seatsLine(account.activeUsers, account.maxUsersCount)}
            w="100%"
            min={1}
            max={1000}
            allowNegative={false}
            allowDecimal={false}
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
    </Stack>
  );
}
