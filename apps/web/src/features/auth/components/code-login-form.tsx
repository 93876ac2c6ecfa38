import { Anchor, Button, Center, Group, PinInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { useGenerateAuthenticationCode } from '@/features/auth/api/generate-authentication-code';
import { useSignInWithCode } from '@/features/auth/api/sign-in-with-code';
import { AccountEmailInput } from '@/features/auth/components/account-email-input';
import { codeSubmission, leftCodeUnchecked } from '@/features/auth/lib/code-submission';
import { focusFieldOf } from '@/lib/form-focus';
import { emailError, isCompleteCode } from '@/lib/form-rules';

export type CodeLoginFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSuccess: () => void;
};

/** Sign-in with a six-digit code sent by e-mail: first ask for the code, then type it. */
export function CodeLoginForm({ email, onEmailChange, onSuccess }: CodeLoginFormProps) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const requestCode = useGenerateAuthenticationCode();
  const signIn = useSignInWithCode({ onSuccess });
  // Each code goes once (the sixth digit submits; Enter right after must not send it again).
  const [submission] = useState(codeSubmission);
  // The code the server refused, while it is still the one typed: "Entrar" would not send it again.
  const [refused, setRefused] = useState<string | null>(null);

  function askCode(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    setTouched(true);
    if (emailError(email)) {
      focusFieldOf(event?.currentTarget ?? null, '[name="email"]');
      return;
    }
    requestCode.mutate(
      { email: email.trim() },
      {
        onSuccess: () => {
          submission.reset();
          setRefused(null);
          setStep('code');
        },
      },
    );
  }

  function submitCode(value: string) {
    if (!isCompleteCode(value) || !submission.begin(value)) return;
    signIn.mutate(
      { email: email.trim(), code: value },
      {
        onError: (error) => setRefused(leftCodeUnchecked(error) ? null : value),
        onSettled: (_data, error) => submission.settled(error),
      },
    );
  }

  if (step === 'email') {
    return (
      <form onSubmit={askCode} noValidate aria-label="Receber código por e-mail">
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            Enviaremos um código de seis dígitos para o seu e-mail. Ele vale por 10 minutos.
          </Text>
          <AccountEmailInput
            value={email}
            onChange={onEmailChange}
            error={touched ? emailError(email) : null}
          />
          <FormError error={requestCode.error} />
          <Button type="submit" size="md" fullWidth loading={requestCode.isPending}>
            Enviar código
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitCode(code);
      }}
      aria-label="Digitar código recebido"
    >
      <Stack gap="md">
        <Text fz="sm">
          Enviamos um código para <b>{email.trim()}</b>. Digite-o abaixo.
        </Text>
        <Center>
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            autoFocus
            size="lg"
            value={code}
            onChange={setCode}
            onComplete={submitCode}
            error={Boolean(signIn.error)}
            ariaLabel="Código de seis dígitos"
          />
        </Center>
        <FormError error={signIn.error} />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={signIn.isPending}
          disabled={!isCompleteCode(code) || code === refused}
        >
          Entrar
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            fz="sm"
            onClick={() => {
              submission.reset();
              setStep('email');
            }}
          >
            Usar outro e-mail
          </Anchor>
          <Anchor component="button" type="button" fz="sm" onClick={() => askCode()}>
            {requestCode.isPending ? 'Enviando…' : 'Reenviar código'}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
