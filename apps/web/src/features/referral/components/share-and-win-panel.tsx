import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  REFERRAL_MESSAGES,
  REFERRAL_REWARD_CREDITS,
  REFERRAL_REWARD_VALID_DAYS,
} from '@prospecta/contracts/referral-api';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { useReferralLink } from '@/features/referral/api/get-referral-link';
import { ReferralLinkCard } from '@/features/referral/components/referral-link-card';
import { ReferralRegisters } from '@/features/referral/components/referral-registers';
import { ReferralSteps } from '@/features/referral/components/referral-steps';
import { rewardSentence } from '@/features/referral/lib/share-links';
import { ApiError } from '@/lib/api-errors';

/** Staff do not take part: one calm line, no request (the API would answer 403). */
function StaffLine() {
  return (
    <Alert color="gray" variant="light" data-testid="referral-staff">
      {REFERRAL_MESSAGES.staffNoReferral}. As indicações dos clientes ficam em{' '}
      <Anchor component={Link} to={paths.admin.getHref('indicacoes')} fz="sm">
        Admin → Indicações
      </Anchor>
      .
    </Alert>
  );
}

function CustomerPanel() {
  const link = useReferralLink();
  // Staff the role alone does not tell (an internal e-mail domain) are refused by the server.
  if (link.error instanceof ApiError && link.error.status === 403) return <StaffLine />;
  const credits = link.data?.reward_credits ?? REFERRAL_REWARD_CREDITS;
  const validDays = link.data?.reward_valid_days ?? REFERRAL_REWARD_VALID_DAYS;
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Text>
          Conhece alguém que vende para empresas e ainda não usa o Prospecta? Indique.{' '}
          <Text span fw={600}>
            {rewardSentence(credits, validDays)}
          </Text>
        </Text>
        <ReferralSteps credits={credits} validDays={validDays} />
      </Stack>
      {link.isError ? (
        <RetryAlert
          title="Não foi possível carregar seu link de indicação"
          error={link.error}
          onRetry={() => void link.refetch()}
          retrying={link.isFetching}
        />
      ) : link.data ? (
        <ReferralLinkCard link={link.data.link} />
      ) : (
        <Skeleton h={150} role="status" aria-label="Carregando seu link de indicação" />
      )}
      <ReferralRegisters />
    </Stack>
  );
}

/** /user/share-and-win, "Indique e ganhe": the reward, how it works, the user's link and who came through it. */
export function ShareAndWinPanel({ isStaff }: { isStaff: boolean | null }) {
  return (
    <Stack gap="lg">
      <Title order={2} fz="xl">
        Indique e ganhe
      </Title>
      {isStaff === null ? (
        <Skeleton h={120} role="status" aria-label="Carregando" />
      ) : isStaff ? (
        <StaffLine />
      ) : (
        <CustomerPanel />
      )}
    </Stack>
  );
}
