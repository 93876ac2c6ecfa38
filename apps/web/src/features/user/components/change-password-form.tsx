import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { PasswordInputField } from '@/components/ui/password-field';
import { useUpdatePassword } from '@/features/user/api/update-password';
import { type PasswordField, passwordFieldOfRefusal } from '@/features/user/lib/form-focus';
import { ApiError } from '@/lib/api-errors';
import { firstFieldInError } from '@/lib/form-focus';
import { newPasswordErrors } from '@/lib/form-rules';

const INPUT_NAMES: Record<PasswordField, string> = {
  old: 'old_password',
  password: 'password',
  confirmation: 'password_confirmation',
};
const FIELD_ORDER: readonly PasswordField[] = ['old', 'password', 'confirmation'];

/** The field a refusal of the server is about, when the form shows that field. */
function refusedField(error: unknown, hasPassword: boolean): PasswordField | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const field = passwordFieldOfRefusal(error.message);
  return field === 'old' && !hasPassword ? null : field;
}

/** /user/password: change the password, or create one when the user has none (have_password false). */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const update = useUpdatePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const errors = {
    ...newPasswordErrors(password, confirmation),
    old: hasPassword && !oldPassword ? 'Informe sua senha atual' : null,
  };
  // A refusal about one field ("Senha atual incorreta") shows at that field, until the user types again.
  const serverField = refusedField(update.error, hasPassword);
  const shownErrors = { ...errors };
  if (serverField && update.error) shownErrors[serverField] ??= update.error.message;

  /** Gives the keyboard to a field once the render with its error is drawn (the button it was on was busy). */
  function focusField(field: PasswordField) {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>(`[name="${INPUT_NAMES[field]}"]`)?.focus(),
    );
  }

  function edited(set: (value: string) => void) {
    return (value: string) => {
      set(value);
      if (update.isError) update.reset();
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    const invalid = firstFieldInError(FIELD_ORDER, errors);
    if (invalid) {
      focusField(invalid);
      return;
    }
    const body = hasPassword
      ? { old_password: oldPassword, password, password_confirmation: confirmation }
      : { create_password: true, password, password_confirmation: confirmation };
    update.mutate(body, {
      onSuccess: () => {
        setOldPassword('');
        setPassword('');
        setConfirmation('');
        setTouched(false);
      },
      onError: (error) => {
        const field = refusedField(error, hasPassword);
        if (field) focusField(field);
        else requestAnimationFrame(() => errorRef.current?.focus());
      },
    });
  }

  return (
    <Card p="xl" maw={520}>
      <Stack gap={4} mb="lg">
        <Title order={2} fz="lg">
          {hasPassword ? 'Alterar senha' : 'Criar senha'}
        </Title>
        <Text c="dimmed" fz="sm">
          {hasPassword
            ? 'Para sua segurança, informe a senha atual antes de escolher a nova.'
            : 'Você entra hoje com código por e-mail. Crie uma senha para entrar também com ela.'}
        </Text>
      </Stack>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={hasPassword ? 'Alterar senha' : 'Criar senha'}
      >
        <Stack gap="md">
          {hasPassword && (
            <PasswordInputField
              label="Senha atual"
              name="old_password"
              autoComplete="current-password"
              leftSection={<IconLock size={18} />}
              value={oldPassword}
              onChange={(event) => edited(setOldPassword)(event.currentTarget.value)}
              error={touched ? shownErrors.old : null}
              required
            />
          )}
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPasswordChange={edited(setPassword)}
            onConfirmationChange={edited(setConfirmation)}
            errors={shownErrors}
            showErrors={touched}
          />
          {update.error && !serverField ? (
            // Any other refusal is said below the fields, and the keyboard goes there.
            <div ref={errorRef} tabIndex={-1}>
              <FormError error={update.error} />
            </div>
          ) : null}
          {update.isSuccess && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
              {update.data.message}
            </Alert>
          )}
          <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
            {hasPassword ? 'Alterar senha' : 'Criar senha'}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
