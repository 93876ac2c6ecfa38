import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { ACCOUNT_USER_MESSAGES, USER_NAME_MAX_LENGTH } from '@prospecta/contracts/account-users-api';
import { ACCOUNT_NAME_MAX_LENGTH } from '@prospecta/contracts/admin-accounts-api';
import { type FormEvent, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useCreateAccount } from '@/features/admin/api/create-account';
import { CreditExpiryInput } from '@/features/admin/components/credit-expiry-input';
import { ExactNumberInput } from '@/features/admin/components/exact-number-input';
import { isoDay } from '@/features/admin/lib/credit-form';
import {
  EMPTY_NEW_ACCOUNT_FORM,
  type NewAccountField,
  type NewAccountFormValues,
  newAccountFormErrors,
  newAccountRequest,
  PLAN_OPTIONS,
  withPlan,
} from '@/features/admin/lib/new-account-form';
import { failureMessage } from '@/lib/api-errors';
import { charCountHint } from '@/lib/form-rules';
import { onPhoneTyped } from '@/lib/phone-typing';

/**
 * "Nova conta": a customer's account (or a test account) with its plan, seats, first credits and owner. The
 * owner is e-mailed and enters with a code; the new account opens in the drawer once created.
 */
export function NewAccountModal(props: {
  opened: boolean;
  onClose: () => void;
  onCreated: (accountId: string) => void;
}) {
  const [values, setValues] = useState<NewAccountFormValues>(EMPTY_NEW_ACCOUNT_FORM);
  const [touched, setTouched] = useState(false);
  const create = useCreateAccount();
  const today = isoDay(new Date());
  const errors = newAccountFormErrors(values, today);
  const serverMessage = failureMessage(create.error);
  // The e-mail already in use is said on its field, as the users' own form does.
  const emailTaken = serverMessage === ACCOUNT_USER_MESSAGES.emailTaken;
  const shown = (field: NewAccountField) => (touched || values[field] !== '' ? errors[field] : undefined);

  const set = <K extends keyof NewAccountFormValues>(field: K, value: NewAccountFormValues[K]) => {
    if (create.error) create.reset();
    setValues((current) => ({ ...current, [field]: value }));
  };
  const close = () => {
    setValues(EMPTY_NEW_ACCOUNT_FORM);
    setTouched(false);
    create.reset();
    props.onClose();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0 || create.isPending) return;
    create.mutate(
      { body: newAccountRequest(values), test: values.test },
      {
        onSuccess: ({ account }) => {
          close();
          props.onCreated(account.id);
        },
      },
    );
  }

  return (
    <Modal opened={props.opened} onClose={close} title="Nova conta" size="lg" centered>
      <form onSubmit={submit} noValidate aria-label="Nova conta">
        <Stack gap="md">
          <TextInput
            label="Nome da conta"
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={shown('name')}
            description={charCountHint(values.name.length, ACCOUNT_NAME_MAX_LENGTH)}
            maxLength={ACCOUNT_NAME_MAX_LENGTH}
            autoComplete="off"
            data-autofocus
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Plano"
              placeholder="Escolha o plano"
              description="Preenche os usuários e os créditos do plano"
              data={PLAN_OPTIONS}
              value={values.planName || null}
              onChange={(plan) => {
                if (create.error) create.reset();
                setValues((current) => withPlan(current, plan ?? ''));
              }}
              error={shown('planName')}
              allowDeselect={false}
              required
            />
            <ExactNumberInput
              label="Limite de usuários"
              description="O dono ocupa um deles"
              value={values.maxUsers}
              onChange={(value) => set('maxUsers', value)}
              error={shown('maxUsers')}
              required
            />
          </SimpleGrid>
          <Switch
            label="Conta de teste"
            description="Marcada como Teste na lista de usuários (para demonstrações e avaliações)"
            checked={values.test}
            onChange={(event) => set('test', event.currentTarget.checked)}
          />
          <Text fw={600}>Créditos iniciais</Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <ExactNumberInput
              label="Consultas"
              description="Opcional"
              value={values.click}
              onChange={(value) => set('click', value)}
              error={shown('click')}
            />
            <ExactNumberInput
              label="Exportações"
              description="Opcional"
              value={values.export}
              onChange={(value) => set('export', value)}
              error={shown('export')}
            />
            <CreditExpiryInput
              minDate={today}
              value={values.expiresDate}
              onChange={(day) => set('expiresDate', day)}
              error={shown('expiresDate')}
            />
          </SimpleGrid>
          <Text fw={600}>Dono da conta</Text>
          <TextInput
            label="Nome do dono"
            value={values.ownerName}
            onChange={(event) => set('ownerName', event.currentTarget.value)}
            error={shown('ownerName')}
            description={charCountHint(values.ownerName.length, USER_NAME_MAX_LENGTH)}
            maxLength={USER_NAME_MAX_LENGTH}
            autoComplete="off"
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="E-mail do dono"
              type="email"
              description="Recebe o convite e entra com um código"
              value={values.ownerEmail}
              onChange={(event) => set('ownerEmail', event.currentTarget.value)}
              error={emailTaken ? serverMessage : shown('ownerEmail')}
              autoComplete="off"
              required
            />
            <TextInput
              label="WhatsApp do dono"
              description="Opcional: DDD e número"
              placeholder="(11) 98765-4321"
              value={values.ownerWhatsapp}
              onChange={onPhoneTyped(values.ownerWhatsapp, (value) => set('ownerWhatsapp', value))}
              error={shown('ownerWhatsapp')}
              inputMode="tel"
              autoComplete="off"
            />
          </SimpleGrid>
          {emailTaken ? null : <FormError error={create.error} />}
          {touched && Object.keys(errors).length > 0 ? (
            <Alert color="red" variant="light" role="alert">
              Corrija os campos indicados para criar a conta.
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              {values.test ? 'Criar conta de teste' : 'Criar conta'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
