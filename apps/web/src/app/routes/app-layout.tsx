import {
  IconBuildingStore,
  IconHistory,
  IconListDetails,
  IconSearch,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCanSearch } from '@/app/guards';
import { usePrefetchScreens } from '@/app/prefetch-screens';
import { AppShellLayout, type NavItem } from '@/components/layout/app-shell-layout';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { CREDITS_QUERY_KEY } from '@/features/credits/api/get-credits';
import { CreditGauge } from '@/features/credits/components/credit-gauge';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { OnboardingOffer } from '@/features/onboarding/components/onboarding-offer';
import { WelcomeBackModal } from '@/features/reactivation/components/welcome-back-modal';
import { ContactSalesOffer } from '@/features/sales-signals/components/contact-sales-offer';
import { SupportWidget } from '@/features/support/components/support-widget';
import { SurveyPrompts } from '@/features/surveys/components/survey-prompts';
import { accountQueryOptions } from '@/features/user/api/get-account';
import { useBasicInformation } from '@/features/user/api/get-basic-information';
import { useRecordPageView } from '@/features/user/api/record-page-view';
import { MobileIncompatible } from '@/features/user/components/mobile-incompatible';
import { isPhoneReadableRoute } from '@/lib/device';
import { signOut } from '@/lib/session';
import { useIsPhone } from '@/lib/use-is-phone';

/**
 * Spec §2: every route change records a page view and refreshes the credits. A route is the path: a filter
 * ticked, a results or table page turned, a list's search typed change only the query string, and each sent
 * two more requests (five ticks, ten).
 */
function useRouteChangeEffects(pathname: string, search: string): void {
  const queryClient = useQueryClient();
  const { mutate } = useRecordPageView();
  const query = useRef(search);
  query.current = search;
  useEffect(() => {
    mutate({ path: `${pathname}${query.current}` });
    void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
    // The plan information carries the same balances (the overview shows them).
    void queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey });
  }, [pathname, mutate, queryClient]);
}

function navItems(pathname: string, isStaff: boolean, canSearch: boolean): NavItem[] {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  const items: NavItem[] = [
    {
      label: 'Listas',
      href: paths.home.getHref(),
      icon: IconListDetails,
      active: pathname === '/' || under('/infosets'),
    },
    // A prospector outside the search allow-list (spec §2) works the lists shared with them: no way in to
    // the search or its history, which would only answer "Página não encontrada".
    ...(canSearch
      ? [
          { label: 'Busca', href: paths.search.getHref(), icon: IconSearch, active: under('/search') },
          {
            label: 'Histórico',
            href: paths.history.getHref(),
            icon: IconHistory,
            active: under(paths.history.path),
          },
        ]
      : []),
    {
      label: 'Loja',
      href: paths.shop.root.getHref(),
      icon: IconBuildingStore,
      active: under('/shop'),
    },
    {
      label: 'Painel do usuário',
      href: paths.user.root.getHref(),
      icon: IconUserCircle,
      active: under('/user'),
    },
  ];
  if (isStaff)
    items.push({
      label: 'Admin',
      href: paths.admin.getHref(),
      icon: IconShieldLock,
      active: under('/admin'),
    });
  return items;
}

/** The signed-in frame: navigation, user, credit gauge, "Sair"; phones get the mobile-incompatible screen. */
export function AppLayoutRoute() {
  const location = useLocation();
  const me = useMe();
  const info = useBasicInformation();
  const isPhone = useIsPhone();
  const canSearch = useCanSearch();
  useRouteChangeEffects(location.pathname, location.search);
  usePrefetchScreens(!isPhone && me.data !== undefined, canSearch);

  // A contract opens on a phone too (lib/device.ts): it is read and signed, not searched.
  if (isPhone && !isPhoneReadableRoute(location.pathname))
    return (
      <MobileIncompatible userId={me.data?.id ?? null} email={me.data?.email ?? null} onSignOut={signOut} />
    );

  const role = me.data?.role;
  const isStaff = role === 'admin' || role === 'customer_success';
  const accountLabel = info.data
    ? [info.data.account_name, info.data.plan_name].filter(Boolean).join(' · ')
    : null;
  return (
    <AppShellLayout
      navItems={navItems(location.pathname, isStaff, canSearch)}
      userName={info.data?.name ?? me.data?.name ?? null}
      accountLabel={accountLabel}
      profileHref={paths.user.overview.getHref()}
      // Staff spend no credits of their own (their internal account read "Exportações 0 de 0"): they see an
      // account's credits in its admin drawer.
      credits={isStaff ? null : <CreditGauge />}
      headerActions={<NotificationsBell userId={me.data?.id ?? null} />}
      onSignOut={signOut}
    >
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <OnboardingOffer user={me.data} pathname={location.pathname} />
      <SurveyPrompts user={me.data} pathname={location.pathname} />
      <WelcomeBackModal user={me.data} pathname={location.pathname} />
      <ContactSalesOffer user={me.data} pathname={location.pathname} />
      <SupportWidget user={me.data} pathname={location.pathname} />
    </AppShellLayout>
  );
}
