import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  type AccountUser,
  SUB_USER_ROLES,
  type SubUserRole,
  USER_NAME_MAX_LENGTH,
} from '@prospecta/contracts/account-users-api';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  ACCOUNT_USER_FIELD_ORDER,
  type AccountUserFormValues,
  accountUserFieldOfRefusal,
  accountUserFormErrors,
  ROLE_DESCRIPTIONS,
} from '@/features/account-users/lib/account-user-form';
import { formatPhone } from '@/features/company/lib/company-format';
import { firstFieldInError, focusFieldOf } from '@/lib/form-focus';
import { charCountHint } from '@/lib/form-rules';
import { formatRole } from '@/lib/format';
import { onPhoneTyped } from '@/lib/phone-typing';

const ROLE_OPTIONS = SUB_USER_ROLES.map((role) => ({ value: role, label: formatRole(role) }));
const EMPTY: AccountUserFormValues = { name: '', email: '', role: 'user', whatsapp: '' };
type Field = keyof AccountUserFormValues;
const fieldSelector = (field: Field) => `[data-field="${field}"]`;

/** Adds a user (name, e-mail, role, WhatsApp) or edits one (the e-mail stays). */
export function AccountUserFormModal(props: {
  opened: boolean;
  editing: AccountUser | null;
  pending: boolean;
  serverError: string | null;
  onClose: () => void;
  onSubmit: (values: AccountUserFormValues) => void;
}) {
  const { opened, editing } = props;
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A refusal of the server about one field ("Este e-mail já é usado…") is shown and marked at that field,
  // which gets the keyboard, until its value changes.
  const [refusal, setRefusal] = useState<{ field: Field; value: string; message: string } | null>(null);
  const { serverError } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read when a refusal arrives, not on each key
  useEffect(() => {
    const field = accountUserFieldOfRefusal(serverError);
    if (!field || !serverError) {
      setRefusal(null);
      return;
    }
    setRefusal({ field, value: values[field], message: serverError });
    focusFieldOf(formRef.current, fieldSelector(field));
  }, [serverError]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are filled once per opening
  useEffect(() => {
    if (!opened) return;
    setTouched(false);
    setValues(
      editing
        ? {
            name: editing.name,
            email: editing.email,
            role: (SUB_USER_ROLES as readonly string[]).includes(editing.role)
              ? (editing.role as SubUserRole)
              : '',
            whatsapp: editing.whatsapp_number ? formatPhone(editing.whatsapp_number) : '',
          }
        : EMPTY,
    );
  }, [opened]);
  const errors = accountUserFormErrors(values, editing !== null);
  const refused = refusal && values[refusal.field] === refusal.value ? refusal : null;
  // A name past the limit is said at once (typed or pasted), not cut: the user chooses what to keep.
  const nameTooLong = values.name.trim().length > USER_NAME_MAX_LENGTH;
  const shown = (field: Field) =>
    (touched || (field === 'name' && nameTooLong) ? errors[field] : null) ??
    (refused?.field === field ? refused.message : null);
  const set = (field: keyof AccountUserFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    const invalid = firstFieldInError(ACCOUNT_USER_FIELD_ORDER, errors);
    if (invalid) {
      focusFieldOf(formRef.current, fieldSelector(invalid));
      return;
    }
    props.onSubmit(values);
  }

  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={editing ? `Editar ${editing.name}` : 'Novo usuário'}
      centered
    >
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={editing ? 'Editar usuário' : 'Novo usuário'}
      >
        <Stack gap="md">
          <TextInput
            label="Nome"
            value={values.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
            error={shown('name')}
            data-field="name"
            // No maxLength: a pasted name longer than the limit would be cut unseen. The count shows as it
            // nears the limit, and past it the field's error says so.
            description={charCountHint(values.name.length, USER_NAME_MAX_LENGTH)}
            autoComplete="off"
            data-autofocus
            required
          />
          <TextInput
            label="E-mail"
            type="email"
            value={values.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={shown('email')}
            data-field="email"
            description={
              editing
                ? 'O e-mail de um usuário não muda.'
                : 'Enviaremos as instruções de acesso para este e-mail.'
            }
            disabled={editing !== null}
            autoComplete="off"
            required
          />
          <Select
            label="Papel"
            data={ROLE_OPTIONS}
            value={values.role || null}
            onChange={(value) => set('role')(value ?? '')}
            error={shown('role')}
            data-field="role"
            description={values.role ? ROLE_DESCRIPTIONS[values.role] : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            allowDeselect={false}
            required
          />
          <TextInput
            label="WhatsApp"
            description="Opcional: DDD e número"
            placeholder="(11) 98765-4321"
            value={values.whatsapp}
            onChange={onPhoneTyped(values.whatsapp, set('whatsapp'))}
            error={shown('whatsapp')}
            data-field="whatsapp"
            inputMode="tel"
            autoComplete="off"
          />
          {serverError && !accountUserFieldOfRefusal(serverError) ? (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={props.pending}>
              {editing ? 'Salvar alterações' : 'Adicionar usuário'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
