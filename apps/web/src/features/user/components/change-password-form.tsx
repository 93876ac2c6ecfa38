import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { useUpdatePassword } from '@/features/user/api/update-password';
import { hasErrors, newPasswordErrors } from '@/lib/form-rules';

/** /user/password: change the password, or create one when the user has none (have_password false). */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const update = useUpdatePassword();
  const errors = {
    ...newPasswordErrors(password, confirmation),
    old: hasPassword && !oldPassword ? 'Informe sua senha atual' : null,
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (hasErrors(errors)) return;
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
    });
  }

  return (
    <Card p="xl" maw={520}>
      <Stack gap={4} mb="lg">
        <Title order={3} fz="lg">
          {hasPassword ? 'Alterar senha' : 'Criar senha'}
        </Title>
        <Text c="dimmed" fz="sm">
          {hasPassword
            ? 'Para sua segurança, informe a senha atual antes de escolher a nova.'
            : 'Você entra hoje com código por e-mail. Crie uma senha para entrar também com ela.'}
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate aria-label={hasPassword ? 'Alterar senha' : 'Criar senha'}>
        <Stack gap="md">
          {hasPassword && (
            <PasswordInput
              label="Senha atual"
              name="old_password"
              autoComplete="current-password"
              leftSection={<IconLock size={18} />}
              value={oldPassword}
              onChange={(event) => setOldPassword(event.currentTarget.value)}
              error={touched ? errors.old : null}
              required
            />
          )}
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPasswordChange={setPassword}
            onConfirmationChange={setConfirmation}
            errors={errors}
            showErrors={touched}
          />
          <FormError error={update.error} />
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
