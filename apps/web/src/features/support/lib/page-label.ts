// Where a user wrote from, in words for staff: the message's `page` (a path, never its query) read against the
// app's route patterns (`config/paths.ts`). An unknown path is shown as it is.
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

const join = (parent: string, child: string) => `${parent}/${child}`;

// Most specific first: "/infosets/:id/llm/by-decisor" before "/infosets/:id/llm/:channel".
const SCREENS: readonly (readonly [pattern: string, label: string])[] = [
  [paths.home.path, 'Listas'],
  [paths.infoset.path, 'Lista'],
  [join(paths.infoset.path, paths.infoset.company.path), 'Empresa de uma lista'],
  [paths.infosetByDecisor.path, 'Decisores de uma lista'],
  [paths.infosetOldByCompany.path, 'Lista por empresa (versão anterior)'],
  [paths.infosetByChannel.path, 'Lista por canal'],
  [paths.search.path, 'Busca'],
  [paths.searchStored.path, 'Busca'],
  [paths.searchCompany.path, 'Empresa na busca'],
  [paths.history.path, 'Histórico de buscas'],
  [paths.welcomeScreen.path, 'Boas-vindas'],
  [paths.upgradePlans.path, 'Planos e créditos'],
  [paths.user.root.path, 'Painel do usuário'],
  [paths.user.overview.path, 'Painel do usuário'],
  [paths.user.password.path, 'Painel do usuário: senha'],
  [paths.user.myPreferences.path, 'Painel do usuário: preferências'],
  [paths.user.adminPanel.path, 'Painel do usuário: usuários da conta'],
  [paths.user.apiTokenExport.path, 'Painel do usuário: integrações'],
  [paths.user.shareAndWin.path, 'Painel do usuário: indique e ganhe'],
  [paths.user.handoff.path, 'Painel do usuário: contrato'],
  [paths.contract.path, 'Contrato'],
  [paths.shop.root.path, 'Loja'],
  [paths.shop.overview.path, 'Loja'],
  [paths.shop.manageSubscriptions.path, 'Loja'],
  [paths.shop.anotationApp.path, 'Loja: configuração de um app'],
  [paths.shop.mailerwebApp.path, 'Loja: configuração de um app'],
  [paths.shop.speedmailApp.path, 'Loja: configuração de um app'],
  [paths.shop.recordApp.path, 'Loja: configuração de um app'],
  [paths.shop.exportOracle.path, 'Loja: configuração de um app'],
  [paths.shop.whatsappAutomationApp.path, 'Loja: configuração de um app'],
  ...Object.values(paths.crmCallback).map((callback) => [callback.path, 'Conexão com o CRM'] as const),
  [paths.notFound.path, 'Página não encontrada'],
];

/** The screen's name ("Busca", "Lista", "Planos e créditos"…); null for a path no route of the app names. */
export function pageLabel(page: string): string | null {
  // A trailing slash is the same screen to the router.
  const path = page.length > 1 ? page.replace(/\/+$/, '') : page;
  for (const [pattern, label] of SCREENS) if (matchPath({ path: pattern, end: true }, path)) return label;
  return null;
}

/** The line under a user's message in staff's conversation: the screen in words, else the path as it is. */
export function pageLine(page: string): string {
  const label = pageLabel(page);
  return label ? `Escrita na tela ${label}` : `Escrita em ${page}`;
}
