import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useSignIn } from '@/features/auth/api/sign-in';
import { AccountEmailInput } from '@/features/auth/components/account-email-input';
import { emailError } from '@/lib/form-rules';

export type PasswordLoginFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  onSuccess: () => void;
};

export function PasswordLoginForm({
  email,
  onEmailChange,
  onForgotPassword,
  onSuccess,
}: PasswordLoginFormProps) {
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const signIn = useSignIn({ onSuccess });
  const emailProblem = touched ? emailError(email) : null;
  const passwordProblem = touched && !password ? 'Informe sua senha' : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (emailError(email) || !password) return;
    signIn.mutate({ email: email.trim(), password });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Entrar com e-mail e senha">
      <Stack gap="md">
        <AccountEmailInput value={email} onChange={onEmailChange} error={emailProblem} />
        <PasswordInput
          label="Senha"
          name="password"
          autoComplete="current-password"
          placeholder="Sua senha"
          leftSection={<IconLock size={18} />}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={passwordProblem}
          required
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" fz="sm" onClick={onForgotPassword}>
            Esqueci minha senha
          </Anchor>
        </Group>
        <FormError error={signIn.error} />
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          Entrar
        </Button>
      </Stack>
    </form>
  );
}
