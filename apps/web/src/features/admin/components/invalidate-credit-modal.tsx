import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ADMIN_FAILURES, type CreditAuditEntry } from '@prospecta/contracts/admin-api';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useInvalidateCredit } from '@/features/admin/api/invalidate-credit';
import { CREDIT_TYPE_LABELS, invalidateCauseError } from '@/features/admin/lib/credit-audit';
import { formatDate, formatInteger } from '@/lib/format';

/** Asks why a grant stops counting (3 to 200 characters) and invalidates it. */
export function InvalidateCreditModal(props: {
  accountId: string;
  entry: CreditAuditEntry | null;
  onClose: () => void;
}) {
  const { entry } = props;
  const invalidate = useInvalidateCredit(props.accountId);
  const [cause, setCause] = useState('');
  const [touched, setTouched] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for each grant
  useEffect(() => {
    if (!entry) return;
    setCause('');
    setTouched(false);
    invalidate.reset();
  }, [entry]);
  const error = invalidateCauseError(cause);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!entry || error) return;
    invalidate.mutate({ id: entry.id, cause: cause.trim() }, { onSuccess: props.onClose });
  }

  return (
    <Modal opened={entry !== null} onClose={props.onClose} title="Invalidar crédito" centered>
      <form onSubmit={submit} noValidate aria-label="Invalidar crédito">
        <Stack gap="md">
          {entry ? (
            <Text fz="sm">
              {entry.amount === 1 ? 'O crédito' : `Os ${formatInteger(entry.amount)} créditos`} de{' '}
              {CREDIT_TYPE_LABELS[entry.type].toLowerCase()} {entry.amount === 1 ? 'concedido' : 'concedidos'}{' '}
              em {formatDate(entry.created_at)} deixam de contar: o que resta deles sai do saldo, e o que já
              foi gasto continua registrado.
            </Text>
          ) : null}
          <Textarea
            label="Motivo"
            description="De 3 a 200 caracteres; aparece na auditoria"
            value={cause}
            onChange={(event) => {
              setCause(event.currentTarget.value);
              if (invalidate.error) invalidate.reset();
            }}
            error={touched ? error : null}
            maxLength={200}
            autosize
            minRows={2}
            data-autofocus
            required
          />
          <FormError error={invalidate.error} unexpected={ADMIN_FAILURES.creditInvalidation} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancelar
            </Button>
            <Button type="submit" color="red" loading={invalidate.isPending}>
              Invalidar crédito
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
