import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { USER_NAME_MAX_LENGTH } from '@prospecta/contracts/account-users-api';
import {
  ADMIN_MESSAGES,
  type AdminAccountUser,
  type AdminUpdateUserRequest,
  STAFF_ONLY_ROLES,
} from '@prospecta/contracts/admin-api';
import { ROLES, type Role } from '@prospecta/contracts/auth';
import { type FormEvent, useEffect, useState } from 'react';
import type { Viewer } from '@/features/admin/lib/user-actions';
import {
  type AdminUserFormValues,
  adminUserChanges,
  adminUserFormErrors,
} from '@/features/admin/lib/user-form';
import { formatPhone } from '@/features/company/lib/company-format';
import { charCountHint } from '@/lib/form-rules';
import { formatRole } from '@/lib/format';
import { onPhoneTyped } from '@/lib/phone-typing';

const isStaffOnly = (role: Role) => (STAFF_ONLY_ROLES as readonly Role[]).includes(role);

/** Edits a user's name, e-mail, role and WhatsApp; the server's refusal shows inside the form. */
export function AdminUserFormModal(props: {
  user: AdminAccountUser | null;
  internalAccount: boolean;
  viewer: Viewer;
  pending: boolean;
  serverError: string | null;
  onClose: () => void;
  onSubmit: (user: AdminAccountUser, changes: AdminUpdateUserRequest) => void;
}) {
  const { user } = props;
  const [values, setValues] = useState<AdminUserFormValues>({
    name: '',
    email: '',
    role: 'user',
    whatsapp: '',
  });
  const [touched, setTouched] = useState(false);
  const [nothingChanged, setNothingChanged] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once per opening (a refetched list brings a new object)
  useEffect(() => {
    if (!user) return;
    setTouched(false);
    setNothingChanged(false);
    setValues({
      name: user.name,
      email: user.email,
      role: user.role,
      whatsapp: user.whatsapp_number ? formatPhone(user.whatsapp_number) : '',
    });
  }, [user?.id]);
  const errors = adminUserFormErrors(values);
  const set = (field: keyof AdminUserFormValues) => (value: string) => {
    setNothingChanged(false);
    setValues((current) => ({ ...current, [field]: value }));
  };
  // A customer-success member gives the customer roles only (the server says the same with a 403), and
  // staff roles belong to users of Prospecta's own account.
  // The roles the API would refuse are shown disabled, and the field says why (the API's own words).
  const staffRefused =
    props.viewer.role !== 'admin'
      ? ADMIN_MESSAGES.staffOnlyRole
      : !props.internalAccount
        ? ADMIN_MESSAGES.staffRoleOutside
        : null;
  const editingOwner = user?.role === 'owner';
  // Nobody changes their own role (the team keeps its administrator).
  const editingSelf = user?.id === props.viewer.id;
  const roleOptions = ROLES.map((role) => ({
    value: role,
    label: formatRole(role),
    disabled:
      (isStaffOnly(role) && staffRefused !== null) ||
      (editingOwner && role !== 'owner') ||
      (editingSelf && role !== user?.role),
  }));
  const handingOver = user !== null && values.role === 'owner' && user.role !== 'owner';
  const roleNote = handingOver
    ? 'A conta passa para este usuário; o dono atual vira Gestor.'
    : editingSelf
      ? ADMIN_MESSAGES.notYourRole
      : editingOwner
        ? ADMIN_MESSAGES.ownerNeeded
        : (staffRefused ?? undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!user || Object.keys(errors).length > 0) return;
    const changes = adminUserChanges(user, values);
    if (Object.keys(changes).length === 0) {
      setNothingChanged(true);
      return;
    }
    props.onSubmit(user, changes);
  }

  return (
    <Modal opened={user !== null} onClose={props.onClose} title={user ? `Editar ${user.name}` : ''} centered>
      <form onSubmit={submit} noValidate aria-label="Editar usuário">
        <Stack gap="md">
          <TextInput
            label="Nome"
            value={values.name}
            onChange={(event) => set('name')(event.currentTarget.value)}
            error={touched ? errors.name : null}
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
            onChange={(event) => set('email')(event.currentTarget.value)}
            error={touched ? errors.email : null}
            autoComplete="off"
            required
          />
          <Select
            label="Papel"
            data={roleOptions}
            value={values.role}
            onChange={(role) => role && set('role')(role)}
            description={roleNote}
            allowDeselect={false}
            required
          />
          <TextInput
            label="WhatsApp"
            description="Opcional: DDD e número"
            placeholder="(11) 98765-4321"
            value={values.whatsapp}
            onChange={onPhoneTyped(values.whatsapp, set('whatsapp'))}
            error={touched ? errors.whatsapp : null}
            inputMode="tel"
            autoComplete="off"
          />
          {props.serverError || nothingChanged ? (
            <Alert color={nothingChanged ? 'gray' : 'red'} role="alert">
              {nothingChanged ? ADMIN_MESSAGES.nothingToChange : props.serverError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={props.pending}>
              Salvar alterações
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
