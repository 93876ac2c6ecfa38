import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AccountEmailInput } from '@/features/auth/components/account-email-input';
import { focusFieldOf } from '@/lib/form-focus';
import { emailError } from '@/lib/form-rules';

export type ForgotPasswordFormProps = { email: string; onEmailChange: (email: string) => void };

/** Asks for a recovery link by e-mail (POST /users/reset_password). */
export function ForgotPasswordForm({ email, onEmailChange }: ForgotPasswordFormProps) {
  const [touched, setTouched] = useState(false);
  const reset = useResetPassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (emailError(email)) {
      focusFieldOf(event.currentTarget, '[name="email"]');
      return;
    }
    reset.mutate({ email: email.trim() });
  }

  if (reset.isSuccess) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconMailCheck size={20} />}
        title={reset.data.message}
        role="status"
      >
        Se houver uma conta com o e-mail <b>{email.trim()}</b>, você receberá um link para criar uma nova
        senha. O link vale por 1 hora.
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Recuperar senha">
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.
        </Text>
        <AccountEmailInput
          value={email}
          onChange={onEmailChange}
          error={touched ? emailError(email) : null}
        />
        <FormError error={reset.error} />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          Enviar link de recuperação
        </Button>
      </Stack>
    </form>
  );
}
