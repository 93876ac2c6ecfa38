import { Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { REFERRAL_MESSAGES, referralCodeSchema } from '@prospecta/contracts/referral-api';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { useReferralInvite } from '@/features/referral/api/public-invite';
import { ReferralRegisterForm } from '@/features/referral/components/referral-register-form';
import { isMissing } from '@/lib/api-errors';

const ABOUT =
  'O Prospecta é a ferramenta de prospecção para quem vende para empresas: busque todas as empresas da Receita ' +
  'Federal com filtros por atividade, porte e região, monte listas, valide telefones e e-mails e leve tudo ' +
  'para o seu CRM.';

/** A link that does not exist (or whose referrer left): said plainly, with the way to the sign-in. */
function LinkNotFound() {
  return (
    <AuthLayout
      title={REFERRAL_MESSAGES.linkNotFound}
      subtitle="Confira se o link foi copiado inteiro ou peça um novo a quem indicou você."
    >
      <Button component={Link} to={paths.login.getHref()} variant="light" fullWidth>
        Ir para o login do Prospecta
      </Button>
    </AuthLayout>
  );
}

/** The thanks; the keyboard (and a screen reader) moves to the message, as the form it replaced is gone. */
function Registered({ message }: { message: string }) {
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), []);
  return (
    <AuthLayout title="Cadastro recebido">
      <Stack gap="md" align="flex-start" data-testid="referral-registered">
        <IconCircleCheck size={40} color="var(--mantine-color-green-7)" aria-hidden />
        <Text role="status" ref={said} tabIndex={-1}>
          {message}
        </Text>
        <Text fz="sm" c="dimmed">
          Já é cliente?{' '}
          <Anchor component={Link} to={paths.login.getHref()} fz="sm">
            Entre no Prospecta
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}

/**
 * /indicacao/:code — public: who invited the visitor, what Prospecta is and the form that makes them a lead; then
 * the server's thanks. Anyone may open it, signed in or not.
 */
export function ReferralInvite({ code }: { code: string }) {
  const valid = referralCodeSchema.safeParse(code).success;
  const invite = useReferralInvite(code, valid);
  const [registered, setRegistered] = useState<string | null>(null);

  if (!valid || (invite.isError && isMissing(invite.error))) return <LinkNotFound />;
  if (registered !== null) return <Registered message={registered} />;
  if (invite.isError) {
    return (
      <AuthLayout title="Indicação para o Prospecta">
        <RetryAlert
          title="Não foi possível abrir o convite"
          error={invite.error}
          onRetry={() => void invite.refetch()}
          retrying={invite.isFetching}
        />
      </AuthLayout>
    );
  }
  const data = invite.data;
  if (!data) {
    return (
      <AuthLayout title="Indicação para o Prospecta">
        <Stack gap="sm" role="status" aria-label="Carregando o convite">
          <Skeleton h={20} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={`${data.referrer_first_name}, da ${data.account_name}, indicou o Prospecta para você`}>
      <Stack gap="lg">
        <Text c="dimmed">{ABOUT}</Text>
        <Text fz="sm">Deixe seus dados e nossa equipe fala com você para mostrar o Prospecta.</Text>
        <ReferralRegisterForm code={code} onRegistered={setRegistered} />
      </Stack>
    </AuthLayout>
  );
}
