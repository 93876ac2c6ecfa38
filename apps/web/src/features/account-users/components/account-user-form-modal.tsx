import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  type AccountUser,
  SUB_USER_ROLES,
  type SubUserRole,
  USER_NAME_MAX_LENGTH,
} from '@prospecta/contracts/account-users-api';
import { type FormEvent, useEffect, useState } from 'react';
import {
  type AccountUserFormValues,
  accountUserFormErrors,
} from '@/features/account-users/lib/account-user-form';
import { formatPhone } from '@/features/company/lib/company-format';
import { charCountHint } from '@/lib/form-rules';
import { formatRole } from '@/lib/format';

const ROLE_OPTIONS = SUB_USER_ROLES.map((role) => ({ value: role, label: formatRole(role) }));
const EMPTY: AccountUserFormValues = { name: '', email: '', role: 'user', whatsapp: '' };

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
  const set = (field: keyof AccountUserFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    props.onSubmit(values);
  }

  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={editing ? `Editar ${editing.name}` : 'Novo usuário'}
      centered
    >
      <form onSubmit={submit} noValidate aria-label={editing ? 'Editar usuário' : 'Novo usuário'}>
        <Stack gap="md">
          <TextInput
            label="Nome"
            value={values.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
            error={touched ? errors.name : null}
            // Typing stops at the limit: the count says so as it nears (a pasted name is not cut unseen).
            description={charCountHint(values.name.length, USER_NAME_MAX_LENGTH)}
            maxLength={USER_NAME_MAX_LENGTH}
            autoComplete="off"
            data-autofocus
            required
          />
          <TextInput
            label="E-mail"
            type="email"
            value={values.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={touched ? errors.email : null}
            description={
              editing ? 'O e-mail de um usuário não muda.' : 'Enviaremos as instruções de acesso para ele.'
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
            error={touched ? errors.role : null}
            allowDeselect={false}
            required
          />
          <TextInput
            label="WhatsApp"
            description="Opcional: DDD e número"
            placeholder="(11) 98765-4321"
            value={values.whatsapp}
            onChange={(e) => set('whatsapp')(e.currentTarget.value)}
            error={touched ? errors.whatsapp : null}
            inputMode="tel"
            autoComplete="off"
          />
          {props.serverError ? (
            <Alert color="red" role="alert">
              {props.serverError}
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
