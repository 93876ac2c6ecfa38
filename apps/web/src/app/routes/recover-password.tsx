import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths } from '@/config/paths';
import { RecoverPasswordForm } from '@/features/auth/components/recover-password-form';
import { keepNoticeForLogin } from '@/lib/session';

export function RecoverPasswordRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
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
