import type { ShopCodeName } from '@prospecta/contracts/shop-api';
import { useMemo } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
// The DOM's provider: a navigation asked `flushSync` (a step taken with a key, components/ui/step-nav.tsx) is
// drawn at once, not in a transition.
import { RouterProvider } from 'react-router/dom';
import { AppFrame } from '@/app/app-frame';
import { RequireAccess } from '@/app/guards';
import { ComingSoonScreen, PublicComingSoonScreen } from '@/app/routes/coming-soon-screen';
import { RootErrorScreen, RouteErrorScreen } from '@/app/routes/route-error';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { registerNavigate } from '@/lib/navigation';

// Every route of spec §2 (both documents) with its guard. Screens built by later issues are "Em breve"
// entries here; an issue replaces its entry with a lazy route file in app/routes/.

const soon = (path: string, title: string): RouteObject => ({
  path,
  element: <ComingSoonScreen title={title} />,
});
const publicSoon = (path: string, title: string): RouteObject => ({
  path,
  element: <PublicComingSoonScreen title={title} />,
});
/** One add-on app's page of the shop (its address is the spec's; the page is the same for every app). */
const shopApp = (path: string, codeName: ShopCodeName): RouteObject => ({
  path,
  lazy: () => import('@/app/routes/shop').then((m) => ({ element: <m.ShopAppRoute codeName={codeName} /> })),
});
const toNotFound = <Navigate to={paths.notFound.getHref()} replace />;
const toSubscriptions = <Navigate to={paths.shop.manageSubscriptions.getHref()} replace />;

const signedInRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('@/app/routes/lists-root').then((m) => ({ Component: m.ListsRootRoute })),
  },
  {
    path: paths.infoset.path,
    children: [
      { index: true, lazy: () => import('@/app/routes/list').then((m) => ({ Component: m.ListRoute })) },
      {
        path: paths.infoset.company.path,
        lazy: () => import('@/app/routes/list-company').then((m) => ({ Component: m.ListCompanyRoute })),
      },
    ],
  },
  {
    path: paths.infosetByDecisor.path,
    lazy: () => import('@/app/routes/list-decisors').then((m) => ({ Component: m.ListDecisorsRoute })),
  },
  soon(paths.infosetOldByCompany.path, 'Lista por empresa (versão anterior)'),
  soon(paths.infosetByChannel.path, 'Lista por canal'),
  {
    element: <RequireAccess rule="search" />,
    children: [
      // The welcome questions set up a first search: only for those who may open one (a prospector of an
      // account without search answered them to land on a 404).
      {
        path: paths.welcomeScreen.path,
        lazy: () => import('@/app/routes/welcome').then((m) => ({ Component: m.WelcomeRoute })),
      },
      {
        // One screen for /search, /search/:searchId and /search/:searchId/:cnpj (the company drawer), so
        // opening a company or storing a search never remounts the filters.
        path: paths.search.path,
        lazy: () => import('@/app/routes/search').then((m) => ({ Component: m.SearchRoute })),
        // The children only match the path (SearchRoute reads the params); `element: null` says they render
        // nothing on purpose (React Router warns in the console about a leaf without an element).
        children: [
          { index: true, element: null },
          {
            path: ':searchId',
            children: [
              { index: true, element: null },
              { path: ':cnpj', element: null },
            ],
          },
        ],
      },
      {
        path: paths.history.path,
        lazy: () => import('@/app/routes/history').then((m) => ({ Component: m.HistoryRoute })),
      },
    ],
  },
  {
    element: <RequireAccess rule="staff" />,
    children: [
      {
        path: paths.admin.path,
        lazy: () => import('@/app/routes/admin').then((m) => ({ Component: m.AdminRoute })),
      },
      {
        path: paths.admin.sectionPath,
        lazy: () => import('@/app/routes/admin').then((m) => ({ Component: m.AdminRoute })),
      },
    ],
  },
  {
    element: <RequireAccess rule="upgradePlans" />,
    children: [
      {
        path: paths.upgradePlans.path,
        lazy: () => import('@/app/routes/upgrade-plans').then((m) => ({ Component: m.UpgradePlansRoute })),
      },
    ],
  },
  {
    path: paths.user.root.path,
    lazy: () => import('@/app/routes/user-panel').then((m) => ({ Component: m.UserPanelRoute })),
    children: [
      { index: true, element: <Navigate to={paths.user.overview.getHref()} replace /> },
      {
        path: paths.user.overview.path,
        lazy: () => import('@/app/routes/user-overview').then((m) => ({ Component: m.UserOverviewRoute })),
      },
      {
        path: paths.user.password.path,
        lazy: () => import('@/app/routes/user-password').then((m) => ({ Component: m.UserPasswordRoute })),
      },
      {
        path: paths.user.adminPanel.path,
        lazy: () => import('@/app/routes/account-users').then((m) => ({ Component: m.AccountUsersRoute })),
      },
      {
        path: paths.user.apiTokenExport.path,
        lazy: () => import('@/app/routes/integrations').then((m) => ({ Component: m.IntegrationsRoute })),
      },
      {
        path: paths.user.shareAndWin.path,
        lazy: () => import('@/app/routes/share-and-win').then((m) => ({ Component: m.ShareAndWinRoute })),
      },
      {
        path: paths.user.myPreferences.path,
        lazy: () =>
          import('@/app/routes/account-preferences').then((m) => ({ Component: m.AccountPreferencesRoute })),
      },
      {
        path: paths.user.handoff.path,
        lazy: () => import('@/app/routes/handoff').then((m) => ({ Component: m.HandoffRoute })),
      },
    ],
  },
  {
    // Signed in (a visitor signs in and comes back): the account's users and staff read it, its owner signs.
    path: paths.contract.path,
    lazy: () => import('@/app/routes/contract').then((m) => ({ Component: m.ContractRoute })),
  },
  {
    path: paths.shop.root.path,
    children: [
      { index: true, element: toSubscriptions },
      { path: paths.shop.overview.path, element: toSubscriptions },
      {
        path: paths.shop.manageSubscriptions.path,
        lazy: () => import('@/app/routes/shop').then((m) => ({ Component: m.ManageSubscriptionsRoute })),
      },
      shopApp(paths.shop.anotationApp.path, 'anotation-app'),
      shopApp(paths.shop.mailerwebApp.path, 'mailerweb-app'),
      {
        element: <RequireAccess rule="speedmail" />,
        children: [shopApp(paths.shop.speedmailApp.path, 'speedmail-app')],
      },
      shopApp(paths.shop.recordApp.path, 'record-app'),
      shopApp(paths.shop.exportOracle.path, 'export-oracle'),
      shopApp(paths.shop.whatsappAutomationApp.path, 'whatsapp-automation-app'),
    ],
  },
  ...Object.values(paths.crmCallback).map(
    (callback): RouteObject => ({
      path: callback.path,
      lazy: () => import('@/app/routes/crm-callback').then((m) => ({ Component: m.CrmCallbackRoute })),
    }),
  ),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    // The skip link, the page's title and the focus on a new screen (app/app-frame.tsx).
    element: <AppFrame />,
    hydrateFallbackElement: <PageLoader />,
    // Not lazy: it is what shows when a screen's code could not be downloaded.
    errorElement: <RootErrorScreen />,
    children: [
      {
        path: paths.login.path,
        lazy: () => import('@/app/routes/login').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: paths.recoverPassword.path,
        lazy: () =>
          import('@/app/routes/recover-password').then((m) => ({ Component: m.RecoverPasswordRoute })),
      },
      {
        path: paths.notFound.path,
        lazy: () => import('@/app/routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
      publicSoon(paths.linkedinCallback.path, 'Entrar com o LinkedIn'),
      {
        path: paths.sharedDownload.path,
        lazy: () =>
          import('@/app/routes/shared-download').then((m) => ({ Component: m.SharedDownloadRoute })),
      },
      {
        path: paths.referralInvite.path,
        lazy: () =>
          import('@/app/routes/referral-invite').then((m) => ({ Component: m.ReferralInviteRoute })),
      },
      {
        element: <RequireAccess rule="signedIn" />,
        children: [
          {
            lazy: () => import('@/app/routes/app-layout').then((m) => ({ Component: m.AppLayoutRoute })),
            children: [{ errorElement: <RouteErrorScreen />, children: signedInRoutes }],
          },
        ],
      },
      { path: '*', element: toNotFound },
    ],
  },
];

export function AppRouter() {
  const router = useMemo(() => {
    const created = createBrowserRouter(routes);
    registerNavigate((to, options) => created.navigate(to, options));
    return created;
  }, []);
  return <RouterProvider router={router} />;
}
