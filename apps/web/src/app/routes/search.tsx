import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { QueryContext } from '@prospecta/contracts/query-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { Link, matchPath, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useResultSteps } from '@/app/routes/search-steps';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { AutomaticListOffer } from '@/features/automatic-list/components/automatic-list-offer';
import { CompanyDrawer } from '@/features/company/components/company-drawer';
import { CREDITS_QUERY_KEY } from '@/features/credits/api/get-credits';
import { useDefaultSearch } from '@/features/history/api/get-default-search';
import { SaveSearchButton } from '@/features/history/components/save-search-dialog';
import { AddToListButton } from '@/features/list-companies/components/add-to-list-button';
import {
  CompanyListsMark,
  CompanyListsNotice,
} from '@/features/list-companies/components/company-lists-mark';
import { SEARCH_COUNT_QUERY_KEY } from '@/features/search/api/count-search';
import { SEARCH_RESULTS_QUERY_KEY } from '@/features/search/api/create-search';
import { useSavedSearchPage } from '@/features/search/api/find-search';
import { SearchWorkspace } from '@/features/search/components/search-workspace';
import { useOpenSimilarSearch } from '@/features/search/hooks/use-open-similar-search';
import { focusResultsAfterClose } from '@/features/search/lib/results-focus';
import { type SavedSearch, savedSearchOf } from '@/features/search/lib/saved-search';
import { searchedSecondaryCnaes } from '@/features/search/lib/secondary-cnae';
import {
  hasFilterParams,
  INTERNAL_NAVIGATION,
  isInternalNavigation,
  openedFromResults,
  readPage,
  resultsHrefOf,
  savedUrlOfQuery,
  searchHref,
  stateFromParams,
} from '@/features/search/lib/url-state';
import { useShouldShowWelcome } from '@/features/welcome/api/get-should-show-welcome';

/**
 * /search, /search/{searchId} and /search/{searchId}/{cnpj}. Without filters in the URL, /search goes to the
 * welcome screen for a user who never answered it, else to the active default search; /search/{id} restores
 * the filters stored with that search: from the address saved with it, else read back from its query (a search
 * created through the API), whose own results show until a filter changes.
 */
export function SearchRoute() {
  const { searchId, cnpj } = useParams();
  const location = useLocation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  // Restoring (default search, stored filters) is for arriving at the screen; once it shows, a URL without
  // filters is the user's own "no filters", never a cue to restore. A stored search is read again on arrival
  // even at an address the screen wrote (a reload, Back from another screen): following a saved search, the
  // address keeps `?page=` only, and unread, the screen ran the whole base under another id.
  const shown = useRef(false);
  const saved = useRef<SavedSearch | null>(null);
  const needsRestore =
    !shown.current &&
    !hasFilterParams(params) &&
    (searchId !== undefined || !isInternalNavigation(location.state));
  const defaultSearch = useDefaultSearch();
  // Read by the page the screen asks for first: the same answer restores the filters and, for a search
  // created through the API, is that page's results (one query key), so opening it runs it once. Read whole
  // and then by its page, it ran twice (`find` runs the search each time).
  const stored = useSavedSearchPage(searchId && needsRestore ? searchId : null, readPage(params));
  // Asked once a session and cached; both answers are awaited together, so show:false costs no extra wait.
  // A failed answer just opens the search.
  const welcome = useShouldShowWelcome(!searchId && needsRestore);

  if (!searchId && needsRestore) {
    if (defaultSearch.isPending || welcome.isPending) return <PageLoader />;
    if (welcome.data?.show) return <Navigate to={paths.welcomeScreen.getHref()} replace />;
    if (defaultSearch.data?.active && defaultSearch.data.id) {
      return <Navigate to={paths.searchStored.getHref(defaultSearch.data.id)} replace />;
    }
  }
  if (searchId && needsRestore) {
    if (stored.isPending) return <PageLoader />;
    if (stored.isError) return <SearchNotFound />;
    const url = savedUrlOfQuery(stored.data.query);
    if (url) return <Navigate to={searchHref(location.pathname, new URLSearchParams(url))} replace />;
    saved.current = savedSearchOf(stored.data.id, stored.data.query);
  }
  shown.current = true;
  return <SearchScreen searchId={searchId ?? null} cnpj={cnpj ?? null} saved={saved.current} />;
}

function SearchScreen({
  searchId,
  cnpj,
  saved,
}: {
  searchId: string | null;
  cnpj: string | null;
  saved: SavedSearch | null;
}) {
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const role = me.data?.role ?? 'user';
  const isStaff = me.data?.is_staff ?? false;
  const context: QueryContext = useMemo(() => ({ role, isStaff }), [role, isStaff]);
  const search = location.search;

  const onSearchStored = useCallback(
    (id: string) => {
      // The search and company in the address bar now, not in this render: the drawer closes on Escape
      // from a window listener, so an answer landing in that frame ran this with the render's company
      // still open and put it back in the path (the drawer reopened just after closing).
      const pathname = window.location.pathname;
      const company = matchPath(paths.searchCompany.path, pathname)?.params;
      const stored = company ?? matchPath(paths.searchStored.path, pathname)?.params;
      if (id === (stored?.searchId ?? searchId)) return;
      const open = company?.cnpj;
      const path = open ? paths.searchCompany.getHref(id, open) : paths.searchStored.getHref(id);
      // The filters as they are now, not as they were when this search started: a filter changed while
      // the answer was on its way must not be overwritten by the older URL.
      navigate(`${path}${window.location.search}`, { replace: true, state: INTERNAL_NAVIGATION });
    },
    [searchId, navigate],
  );
  const onOpenCompany = useCallback(
    (id: string, companyCnpj: string) =>
      navigate(`${paths.searchCompany.getHref(id, companyCnpj)}${search}`, {
        state: openedFromResults(`${window.location.pathname}${window.location.search}`),
      }),
    [navigate, search],
  );
  // A branch, a company of the group or a similar one opens in the same drawer, outside the result steps;
  // Back returns.
  const companyLink = useMemo(
    () =>
      searchId
        ? (companyCnpj: string) => ({
            to: `${paths.searchCompany.getHref(searchId, companyCnpj)}${search}`,
            state: INTERNAL_NAVIGATION,
          })
        : undefined,
    [searchId, search],
  );
  const onSearchSimilar = useOpenSimilarSearch();
  // Closing goes back to the results the company was opened from (Back then leaves the search, as it
  // would have before the company was opened); a company reached otherwise (a branch, a link, the pages
  // moved by a step) gives its entry to the results.
  const onCloseCompany = useCallback(() => {
    if (!searchId) return;
    const results = `${paths.searchStored.getHref(searchId)}${search}`;
    if (resultsHrefOf(location.state) === results) navigate(-1);
    else navigate(results, { replace: true, state: INTERNAL_NAVIGATION });
  }, [navigate, searchId, search, location.state]);
  const { onPageShown, onPageFailed, steps } = useResultSteps(searchId, cnpj);
  const onConsulted = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY }),
    [queryClient],
  );
  // Companies added to a list are exported: with "Somente empresas ainda não exportadas" on they leave the
  // results, which run again (the same stored search, a new answer) instead of offering them a second time.
  const refreshResults = useCallback(
    () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: SEARCH_RESULTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SEARCH_COUNT_QUERY_KEY }),
      ]),
    [queryClient],
  );
  const userId = me.data?.id;
  // The user's lists that already hold a result (before a consult is spent on it), and the open company.
  const rowMark = useCallback(
    (row: { cnpj: string; pageCnpjs: readonly string[]; id: string }) => (
      <CompanyListsMark cnpj={row.cnpj} pageCnpjs={row.pageCnpjs} userId={userId} id={row.id} />
    ),
    [userId],
  );
  const exclusiveNotExported =
    new URLSearchParams(search).get('eliminate_cnpjs_already_exported_in_account') !== 'false';
  // The secondary CNAEs the search filters by, marked in the drawer among the company's.
  const searchedCnaes = useMemo(
    () => searchedSecondaryCnaes(stateFromParams(new URLSearchParams(search))).map((c) => c.value),
    [search],
  );

  return (
    <>
      <SearchWorkspace
        context={context}
        selectedCnpj={cnpj}
        restoreStoredFilters={searchId === null}
        saved={saved}
        onOpenCompany={onOpenCompany}
        onSearchStored={onSearchStored}
        onPageShown={onPageShown}
        onPageFailed={onPageFailed}
        rowMark={rowMark}
        renderActions={(info) => (
          <>
            <AddToListButton
              searchId={info.searchId}
              total={info.total}
              checked={info.checked}
              onAdded={(_, addedChecked) => {
                if (addedChecked) info.clearChecked();
                onConsulted();
                if (info.state.exclusive.nao_exportadas) refreshResults();
              }}
            />
            <AutomaticListOffer searchId={info.searchId} total={info.total} filters={info.state} />
            <SaveSearchButton
              searchId={info.searchId}
              totalResults={info.total}
              totalEmployees={info.totalEmployees}
              selectedFilters={{ url: info.url }}
            />
          </>
        )}
      />
      <CompanyDrawer
        cnpj={cnpj}
        onClose={onCloseCompany}
        onConsulted={onConsulted}
        plansHref={paths.upgradePlans.getHref()}
        steps={steps}
        companyLink={companyLink}
        searchedCnaes={searchedCnaes}
        onSearchSimilar={onSearchSimilar}
        onFocusReturn={focusResultsAfterClose}
        notice={cnpj ? <CompanyListsNotice cnpj={cnpj} userId={userId} /> : null}
        actions={
          cnpj ? (
            <AddToListButton
              searchId={searchId}
              total={1}
              checked={[cnpj]}
              onlyChecked
              onAdded={() => {
                onConsulted();
                if (exclusiveNotExported) refreshResults();
              }}
            />
          ) : null
        }
      />
    </>
  );
}

function SearchNotFound() {
  return (
    <Card p={48} maw={560} mx="auto">
      <Stack align="center" ta="center" gap="sm">
        <Title order={2} fz={22}>
          Busca não encontrada
        </Title>
        <Text c="dimmed">Esta busca não existe ou pertence a outra conta.</Text>
        <Button component={Link} to={`${paths.search.getHref()}?sort=qualidade`}>
          Começar uma nova busca
        </Button>
      </Stack>
    </Card>
  );
}
