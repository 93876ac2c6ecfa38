import { Alert, Anchor, Button, Text } from '@mantine/core';
import { MESSAGES } from '@prospecta/contracts/errors';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths } from '@/config/paths';
import { useRecoveryLink } from '@/features/auth/api/check-recovery-link';
import { RecoverPasswordForm } from '@/features/auth/components/recover-password-form';
import { keepNoticeForLogin } from '@/lib/session';

export function RecoverPasswordRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  // Asked on opening, so a used, expired or mistyped link says so before the form is filled in. While the
  // answer comes, or when it cannot come, the form shows: sending it still gets the same refusal.
  const link = useRecoveryLink(token);
  if (link.data?.valid === false) {
    return (
      <AuthLayout title="Criar nova senha">
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          role="alert"
          title={MESSAGES.invalidResetLink}
        >
          Cada link vale por 1 hora e uma só vez. Peça um novo em “Esqueci minha senha”, na tela de login.
        </Alert>
        <Button component={Link} to={paths.login.getHref()} fullWidth size="md" mt="lg">
          Ir para o login
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Criar nova senha" subtitle="Escolha uma nova senha para acessar o Prospecta.">
      <RecoverPasswordForm
        token={token}
        onSuccess={(message) => {
          // /login reloads itself once, which would wipe a toast shown here: the login screen shows it.
          keepNoticeForLogin({ color: 'green', message: `${message}. Entre com a nova senha.` });
          navigate(paths.login.getHref(), { replace: true });
        }}
      />
      <Text ta="center" fz="sm" mt="lg">
        <Anchor component={Link} to={paths.login.getHref()}>
          Voltar ao login
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
