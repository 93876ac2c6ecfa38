import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useCanSearch } from '@/app/guards';
import { paths } from '@/config/paths';
import { CreditExpiryNote } from '@/features/credits/components/credit-expiry-note';
import { UserOverview } from '@/features/user/components/user-overview';

export function UserOverviewRoute() {
  // The welcome questions set up a search: offered to those who may open one.
  const canSearch = useCanSearch();
  return (
    <UserOverview
      profileLink={
        canSearch ? (
          <Anchor component={Link} to={paths.welcomeScreen.getHref()}>
            Refazer as perguntas de boas-vindas
          </Anchor>
        ) : null
      }
      creditsNote={<CreditExpiryNote />}
      plansLink={
        <Anchor component={Link} to={paths.upgradePlans.getHref()}>
          Ver planos e créditos
        </Anchor>
      }
    />
  );
}
