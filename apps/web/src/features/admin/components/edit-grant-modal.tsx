import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CreditAuditEntry } from '@prospecta/contracts/admin-api';
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useUpdateGrant } from '@/features/admin/api/update-grant';
import { CreditExpiryInput } from '@/features/admin/components/credit-expiry-input';
import { ExactNumberInput } from '@/features/admin/components/exact-number-input';
import { CREDIT_TYPE_LABELS } from '@/features/admin/lib/credit-audit';
import {
  type GrantEditForm,
  grantEditBody,
  grantEditErrors,
  grantEditInitial,
  grantUsed,
} from '@/features/admin/lib/grant-edit';
import { formatDate, formatInteger } from '@/lib/format';

/** Edits a grant still counting: its amount (not below what was used of it) and its last valid day. */
export function EditGrantModal(props: {
  accountId: string;
  entry: CreditAuditEntry | null;
  onClose: () => void;
}) {
  const { entry } = props;
  const update = useUpdateGrant(props.accountId);
  const [form, setForm] = useState<GrantEditForm>({ amount: '', expires: '' });
  const [touched, setTouched] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for each grant
  useEffect(() => {
    if (!entry) return;
    setForm(grantEditInitial(entry));
    setTouched(false);
    update.reset();
  }, [entry]);
  const today = brasiliaDay();
  const errors = entry ? grantEditErrors(form, entry, today) : {};
  const change = (patch: Partial<GrantEditForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    if (update.error) update.reset();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!entry || Object.keys(errors).length > 0) return;
    update.mutate({ id: entry.id, body: grantEditBody(form, entry) }, { onSuccess: props.onClose });
  }

  const type = entry ? CREDIT_TYPE_LABELS[entry.type].toLowerCase() : '';
  const used = entry ? grantUsed(entry) : 0;
  return (
    <Modal opened={entry !== null} onClose={props.onClose} title="Editar crédito" centered>
      <form onSubmit={submit} noValidate aria-label="Editar crédito">
        <Stack gap="md">
          {entry ? (
            <Text fz="sm" data-testid="edit-grant-summary">
              {formatInteger(entry.amount)} {entry.amount === 1 ? 'crédito' : 'créditos'} de {type}{' '}
              {entry.amount === 1 ? 'concedido' : 'concedidos'} em {formatDate(entry.created_at)}
              {used > 0
                ? `; ${formatInteger(used)} já ${used === 1 ? 'foi usado ou removido' : 'foram usados ou removidos'}: a quantidade não fica abaixo disso.`
                : '; nenhum foi usado ainda.'}{' '}
              A mudança fica registrada na auditoria.
            </Text>
          ) : null}
          <ExactNumberInput
            label={`Créditos de ${type}`}
            value={form.amount}
            onChange={(amount) => change({ amount })}
            error={touched ? errors.amount : undefined}
            data-autofocus
            required
          />
          <CreditExpiryInput
            value={form.expires}
            onChange={(expires) => change({ expires })}
            minDate={today}
            error={touched ? errors.expires : undefined}
          />
          {touched && errors.form ? (
            <Text fz="sm" c="red.8" role="alert">
              {errors.form}
            </Text>
          ) : null}
          <FormError error={update.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={update.isPending}>
              Salvar crédito
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
