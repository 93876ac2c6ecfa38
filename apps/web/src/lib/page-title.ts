// What a route is called (document.title) and which screen it is (the keyboard's focus moves to a new screen's
// heading, not when only the address's query or an in-page step changes): pure, table-tested.

export const APP_NAME = 'Prospecta';

/**
 * A page's name while what it names loads, as the screen itself says ("Carregando…"): the route's own name
 * ("Empresa da lista") read as the thing's name between two companies.
 */
export const LOADING_PAGE_NAME = 'Carregando…';

/** "Minhas listas · Prospecta"; the product's name alone when there is no page name. */
export function formatPageTitle(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} · ${APP_NAME}` : APP_NAME;
}

const EXACT_TITLES: Record<string, string> = {
  '/': 'Minhas listas',
  '/login': 'Entrar',
  '/no_found': 'Página não encontrada',
  '/welcome_screen': 'Boas-vindas',
  '/historico': 'Histórico de buscas',
  '/admin': 'Administração',
  '/upgrade_plans': 'Planos e créditos',
  '/user/overview': 'Painel do usuário',
  '/user/password': 'Alterar senha',
  '/user/adminpanel': 'Usuários da conta',
  '/user/config/api-token-export': 'Integrações',
  '/user/share-and-win': 'Indique e ganhe',
  '/user/my_preferences': 'Preferências da conta',
  '/user/handoff': 'Contrato e handoff',
  '/linkedin/callback': 'Entrar com o LinkedIn',
};

const PREFIX_TITLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/search(\/|$)/, 'Busca de empresas'],
  [/^\/infosets\/[^/]+\/companies\/[^/]+\/?$/, 'Empresa da lista'],
  [/^\/infosets\/[^/]+\/llm\/by-decisor\/?$/, 'Lista por decisor'],
  [/^\/infosets\/[^/]+\/?$/, 'Lista'],
  [/^\/infosets\//, 'Lista'],
  [/^\/recover_password\//, 'Criar nova senha'],
  [/^\/short\/link_to_download_list\//, 'Download da lista'],
  [/^\/contrato\//, 'Contrato'],
  [/^\/indicacao\//, 'Indicação para o Prospecta'],
  [/^\/crm\/[^/]+\/callback/, 'Conectar ferramenta'],
  [/^\/shop(\/|$)/, 'Loja'],
  [/^\/user(\/|$)/, 'Painel do usuário'],
];

/**
 * The page name of a path before the page knows more (a list's or a company's name replaces it through
 * `usePageTitle`); null for an unknown path (the product's name alone).
 */
export function routeTitleOf(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = EXACT_TITLES[path];
  if (exact) return exact;
  return PREFIX_TITLES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/**
 * The screen a path shows: the focus moves only when it changes. The search (its stored search and the
 * company drawer change the path while the user works the filters or steps between results), the control
 * panel's tabs and the steps between a list's companies (← →, "Anterior"/"Próxima") stay on one screen.
 */
export function screenOf(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (/^\/search(\/|$)/.test(path)) return '/search';
  if (/^\/user(\/|$)/.test(path)) return '/user';
  const listCompany = /^(\/infosets\/[^/]+)\/companies\/[^/]+$/.exec(path);
  if (listCompany) return `${listCompany[1]}/companies`;
  return path;
}
