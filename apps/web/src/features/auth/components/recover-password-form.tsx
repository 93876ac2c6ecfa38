import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { useRecoverPassword } from '@/features/auth/api/recover-password';
import { hasErrors, newPasswordErrors } from '@/lib/form-rules';

export type RecoverPasswordFormProps = { token: string; onSuccess: (message: string) => void };

/** New password from an e-mailed recovery link (POST /users/recover_password). */
export function RecoverPasswordForm({ token, onSuccess }: RecoverPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const recover = useRecoverPassword();
  const errors = newPasswordErrors(password, confirmation);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (hasErrors(errors)) return;
    recover.mutate(
      { reset_password_token: token, password, password_confirmation: confirmation },
      { onSuccess: (answer) => onSuccess(answer.message) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Criar nova senha">
      <Stack gap="md">
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={errors}
          showErrors={touched}
          autoFocus
        />
        <FormError error={recover.error} />
        <Button type="submit" size="md" fullWidth loading={recover.isPending}>
          Salvar nova senha
        </Button>
      </Stack>
    </form>
  );
}
