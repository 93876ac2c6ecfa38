import { Button, Group, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { AdminAccountInfo, CreditOperation } from '@prospecta/contracts/admin-api';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useChangeCredits } from '@/features/admin/api/change-credits';
import { CreditExpiryInput } from '@/features/admin/components/credit-expiry-input';
import { ExactNumberInput } from '@/features/admin/components/exact-number-input';
import {
  type CreditFormValues,
  checkCreditForm,
  creditRequest,
  EMPTY_CREDIT_FORM,
  isoDay,
  unlimitedApplies,
  unlimitedDescription,
} from '@/features/admin/lib/credit-form';
import { formatInteger } from '@/lib/format';

const OPERATIONS: { value: CreditOperation; label: string }[] = [
  { value: 'add_credit', label: 'Adicionar' },
  { value: 'remove_credit', label: 'Remover' },
];

/** A removal above what is available: said beside the field (the server refuses it). */
function Warning({ children }: { children: ReactNode }) {
  return (
    <Text span fz="xs" c="red.9" fw={500}>
      {children}
    </Text>
  );
}

/** Adds or removes click and export credits, the unlimited click, with an expiry and a description. */
export function CreditOperationForm({ account }: { account: AdminAccountInfo }) {
  const [values, setValues] = useState<CreditFormValues>(EMPTY_CREDIT_FORM);
  const today = isoDay(new Date());
  const change = useChangeCredits(account.id);
  const adding = values.operation === 'add_credit';
  const check = checkCreditForm(
    values,
    {
      click: account.credits.click.remaining,
      export: account.credits.export.remaining,
      unlimitedClick: account.unlimitedClick,
    },
    today,
  );
  const clickHint = account.unlimitedClick
    ? 'A conta tem consultas ilimitadas'
    : `Disponíveis: ${formatInteger(Math.max(0, account.credits.click.remaining))}`;
  const set = <K extends keyof CreditFormValues>(field: K, value: CreditFormValues[K]) => {
    if (change.error) change.reset();
    setValues((current) => ({ ...current, [field]: value }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check.valid || change.isPending) return;
    change.mutate(
      { operation: values.operation, body: creditRequest(values, account.unlimitedClick) },
      { onSuccess: () => setValues({ ...EMPTY_CREDIT_FORM, operation: values.operation }) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Créditos da conta: adicionar ou remover">
      <Stack gap="md">
        <SegmentedControl
          aria-label="Operação"
          data={OPERATIONS}
          value={values.operation}
          onChange={(operation) => set('operation', operation as CreditOperation)}
          w="fit-content"
        />
        <Group grow align="flex-start">
          <ExactNumberInput
            label="Créditos de consulta"
            value={values.click}
            onChange={(value) => set('click', value)}
            error={check.errors.click}
            description={check.warnings.click ? <Warning>{check.warnings.click}</Warning> : clickHint}
          />
          <ExactNumberInput
            label="Créditos de exportação"
            value={values.export}
            onChange={(value) => set('export', value)}
            error={check.errors.export}
            description={
              check.warnings.export ? (
                <Warning>{check.warnings.export}</Warning>
              ) : (
                `Disponíveis: ${formatInteger(Math.max(0, account.credits.export.remaining))}`
              )
            }
          />
        </Group>
        <Switch
          label="Consultas ilimitadas"
          description={unlimitedDescription(values.operation, account.unlimitedClick)}
          disabled={!unlimitedApplies(values.operation, account.unlimitedClick)}
          checked={values.unlimited && unlimitedApplies(values.operation, account.unlimitedClick)}
          onChange={(event) => set('unlimited', event.currentTarget.checked)}
        />
        <Group grow align="flex-start">
          {adding ? (
            <CreditExpiryInput
              minDate={today}
              value={values.expiresDate}
              onChange={(day) => set('expiresDate', day)}
              error={check.errors.expiresDate}
            />
          ) : null}
          <TextInput
            label="Descrição"
            description="Opcional, até 200 caracteres: aparece na auditoria"
            maxLength={200}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={check.errors.description}
          />
        </Group>
        {adding ? null : (
          <Text fz="xs" c="dimmed">
            A remoção sai primeiro dos créditos que valem por mais tempo: um crédito que vença ou seja
            invalidado depois não devolve o que foi removido dele.
          </Text>
        )}
        <FormError error={change.error} />
        <Group justify="flex-end">
          <Button
            type="submit"
            color={adding ? undefined : 'red'}
            disabled={!check.valid}
            loading={change.isPending}
          >
            {adding ? 'Adicionar créditos' : 'Remover créditos'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
