import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { PasswordInputField } from '@/components/ui/password-field';
import { useSignIn } from '@/features/auth/api/sign-in';
import { AccountEmailInput } from '@/features/auth/components/account-email-input';
import { firstFieldInError, focusFieldOf } from '@/lib/form-focus';
import { emailError } from '@/lib/form-rules';

const FIELD_ORDER = ['email', 'password'] as const;

export type PasswordLoginFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  /** "Entrar com código": offered after a refusal, for someone invited who has no password yet. */
  onUseCode: () => void;
  onSuccess: () => void;
};

export function PasswordLoginForm({
  email,
  onEmailChange,
  onForgotPassword,
  onUseCode,
  onSuccess,
}: PasswordLoginFormProps) {
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const signIn = useSignIn({ onSuccess });
  const formRef = useRef<HTMLFormElement>(null);
  const problems = { email: emailError(email), password: password ? null : 'Informe sua senha' };
  const emailProblem = touched ? problems.email : null;
  const passwordProblem = touched ? problems.password : null;
  // The server's answer was about what was sent: once a field changes, it no longer applies (a stale
  // "E-mail ou senha inválidos" beside a new "E-mail inválido" said two things at once).
  const edited = () => {
    if (signIn.isError) signIn.reset();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    // The keyboard goes to the first field refused, whose message is then read with it.
    const invalid = firstFieldInError(FIELD_ORDER, problems);
    if (invalid) {
      focusFieldOf(formRef.current, `[name="${invalid}"]`);
      return;
    }
    signIn.mutate({ email: email.trim(), password });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Entrar com e-mail e senha">
      <Stack gap="md">
        <AccountEmailInput
          value={email}
          onChange={(value) => {
            edited();
            onEmailChange(value);
          }}
          error={emailProblem}
        />
        <PasswordInputField
          label="Senha"
          name="password"
          autoComplete="current-password"
          placeholder="Sua senha"
          leftSection={<IconLock size={18} />}
          value={password}
          onChange={(event) => {
            edited();
            setPassword(event.currentTarget.value);
          }}
          error={passwordProblem}
          required
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" fz="sm" onClick={onForgotPassword}>
            Esqueci minha senha
          </Anchor>
        </Group>
        <FormError error={signIn.error} />
        {signIn.isError ? (
          <Text fz="sm" c="dimmed" data-testid="first-access-hint">
            Primeiro acesso? Quem foi convidado ainda não tem senha:{' '}
            <Anchor component="button" type="button" fz="sm" onClick={onUseCode}>
              entre com um código
            </Anchor>
            .
          </Text>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          Entrar
        </Button>
      </Stack>
    </form>
  );
}
