// The contact-and-sales offer's rules and words: who may be asked, where, once a visit; what it says for each
// reason and what the sales team reads; and the upgrade link followed (a route change into the plans).
import type { ContactSalesReason } from '@prospecta/contracts/sales-signals-api';

export const PLANS_PATH = '/upgrade_plans';

/** Screens where the offer never opens: the sign-in, and the plans screen (its own "Falar com um consultor"). */
const NEVER_ON: readonly string[] = ['/login', PLANS_PATH];

/**
 * Whether to ask the server at all: an owner or a manager of a customer's account (the ones who can buy), not
 * staff, not on the sign-in or the plans screen, and not already shown in this visit.
 */
export function mayAskContactSales(
  user: { id: string; role: string; is_staff: boolean } | undefined,
  pathname: string,
  shownThisVisit: (userId: string) => boolean,
): boolean {
  if (!user || user.is_staff) return false;
  if (user.role !== 'owner' && user.role !== 'manager') return false;
  if (NEVER_ON.includes(pathname.replace(/\/+$/, '') || '/')) return false;
  return !shownThisVisit(user.id);
}

/**
 * The users the offer was shown to in this run of the app (a visit): never twice. Kept in memory on purpose: a
 * reload or the next sign-in is a new visit, and the server keeps its own 12 hours besides.
 */
export function createShownThisVisit() {
  const shown = new Set<string>();
  return { has: (userId: string) => shown.has(userId), add: (userId: string) => void shown.add(userId) };
}

export type OfferText = { title: string; text: string; message: string };

const SIGNATURE = '(Pedido enviado pela oferta de ajuda do Prospecta.)';

/** The dialog's title and text, and the message the sales team gets, for each reason. */
export const OFFER_TEXTS: Record<ContactSalesReason, OfferText> = {
  export_credits: {
    title: 'Precisa de mais créditos de exportação?',
    text:
      'Seus créditos de exportação não bastaram para as empresas que você tentou adicionar a uma lista ou ' +
      'exportar, e nada foi feito. Um consultor do Prospecta pode ajudar a sua equipe a continuar: com mais ' +
      'créditos ou um plano que acompanhe o seu ritmo.',
    message: `Tentei adicionar a uma lista ou exportar mais empresas do que os créditos de exportação da conta cobrem, e foi recusado. Quero falar com um consultor. ${SIGNATURE}`,
  },
  seats: {
    title: 'Seu plano não tem mais vagas para usuários',
    text:
      'Seu plano não tem mais vagas para usuários, e a pessoa que você tentou adicionar ficou de fora. Um ' +
      'consultor do Prospecta pode ajudar a trazer toda a sua equipe para a plataforma.',
    message: `O plano da conta não tem mais vagas e não consegui adicionar um usuário. Quero falar com um consultor. ${SIGNATURE}`,
  },
  upgrade: {
    title: 'Quer ajuda para escolher um plano?',
    text:
      'Vimos que você está conhecendo os planos do Prospecta. Um consultor pode tirar as suas dúvidas e ' +
      'indicar o plano certo para a sua equipe.',
    message: `Estou avaliando os planos do Prospecta. Quero falar com um consultor. ${SIGNATURE}`,
  },
};

/**
 * An upgrade link followed: the app went from another screen to the plans screen (every "Ver planos e
 * créditos" and the full plan's link lead there). The detail is the screen it came from, as its title names
 * it ("Busca de empresas"), else its path; null when it is not such a move (a first load, a reload, the plans
 * screen's own address changing).
 */
export function upgradeVisitFrom(
  previous: string | null,
  next: string,
  titleOf: (pathname: string) => string | null,
): string | null {
  const clean = (path: string) => path.replace(/\/+$/, '') || '/';
  if (previous === null || clean(next) !== PLANS_PATH || clean(previous) === PLANS_PATH) return null;
  return titleOf(previous) ?? clean(previous);
}
