// Sales signals: `recordUserEvent` for the modules that refuse a customer (the seats, the export credits) or
// hear them (a consultant asked for), the browser's own posts, the contact-and-sales modal's rule and the
// staff's feed. Staff are never recorded.
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import { MESSAGES } from '@prospecta/contracts/errors';
import {
  BROWSER_EVENT_KINDS,
  type BrowserEventKind,
  CONTACT_SALES_QUIET_DAYS,
  CONTACT_SALES_SIGNAL_DAYS,
  CONTACT_SALES_TRIGGERS,
  CONTACT_SALES_VISIT_HOURS,
  type ContactSalesReason,
  EVENT_DETAIL_MAX_LENGTH,
  SALES_SIGNALS_MESSAGES as M,
  RECENT_EVENTS_DEFAULT_DAYS,
  type RecentEventsResponse,
  type ShowContactSalesModalResponse,
  USER_EVENT_THROTTLE_MINUTES,
} from '@prospecta/contracts/sales-signals-api';
import { USER_EVENT_KINDS, type UserEventKind } from '@prospecta/contracts/user-events';
import type { AppConfig } from '@/config.ts';
import type { Db, Executor } from '@/db/client.ts';
import { forbidden, HttpError, notFound } from '@/lib/http-error.ts';
import { isStaff } from '@/lib/staff.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './sales-signals.repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type UserEventInput = {
  user: Pick<AuthUser, 'id' | 'accountId' | 'role' | 'email'>;
  kind: UserEventKind;
  /** A short fact in the event's own words, shown to staff as is (cut to 200 characters). */
  detail?: string | null;
  /** The config's STAFF_EMAIL_DOMAIN: staff are never recorded (the page views' rule). */
  staffEmailDomain: string;
};

/**
 * Prospecta's own people, never recorded nor offered a consultant: staff (the page views' rule) and the e-mails
 * of the staff domain's subdomains, the seeded demonstration account's (`@demo.prospecta.dev`), which the sales
 * team uses to show the product.
 */
export function isProspectaOwn(user: { role: string; email: string }, staffEmailDomain: string): boolean {
  return isStaff(user, staffEmailDomain) || user.email.toLowerCase().endsWith(`.${staffEmailDomain}`);
}

/**
 * Records what a customer's user ran into or did, at most one event of a kind per user per hour. Outside any
 * transaction the refusal rolls back: a refusal thrown in a transaction is recorded after it, with `db`.
 * True when a row was written (false for Prospecta's own people and for a repeat within the hour).
 */
export async function recordUserEvent(
  db: Executor,
  event: UserEventInput,
  now = new Date(),
): Promise<boolean> {
  if (isProspectaOwn(event.user, event.staffEmailDomain)) return false;
  const detail = event.detail?.trim().slice(0, EVENT_DETAIL_MAX_LENGTH) || null;
  return repo.insertUnlessRecent(
    db,
    { accountId: event.user.accountId, userId: event.user.id, kind: event.kind, detail, at: now },
    new Date(now.getTime() - USER_EVENT_THROTTLE_MINUTES * MINUTE),
  );
}

/** The 422 of export credits short ('Crédito não disponível'), thrown by the credits' `spend`. */
export const isCreditRefusal = (error: unknown): boolean =>
  error instanceof HttpError && error.statusCode === 422 && error.message === MESSAGES.noCredit;

/** The details the server writes, in the staff's words. */
export const EVENT_DETAILS = {
  seatsFull: (name: string, email: string) => `Novo usuário: ${name} (${email})`,
  exportRefused: (target: string, needed: number) =>
    `Exportação para ${target}: ${needed} ${needed === 1 ? 'crédito necessário' : 'créditos necessários'}`,
  addToListRefused: (companies: number) =>
    `Adicionar à lista: ${companies} ${companies === 1 ? 'empresa escolhida' : 'empresas escolhidas'}`,
  salesContact: (plan: string | null, message: string) => (plan ? `${plan}: ${message}` : message),
};

const OFFERED_ROLES: readonly string[] = ['owner', 'manager'];
const TRIGGER_KINDS = Object.keys(CONTACT_SALES_TRIGGERS) as Array<keyof typeof CONTACT_SALES_TRIGGERS>;
/** A wall says more than a click: it is the reason whenever there is one, the newest first. */
const WALLS: readonly string[] = ['tried_to_import_without_credits', 'tried_to_register_new_additional_user'];

/** The reason of the newest wall of the period, else of the upgrade click; null when none. */
export function contactSalesReason(latest: Array<{ kind: string; at: Date }>): ContactSalesReason | null {
  const newestFirst = [...latest].sort((a, b) => b.at.getTime() - a.at.getTime());
  const trigger = newestFirst.find((e) => WALLS.includes(e.kind)) ?? newestFirst[0];
  return trigger
    ? (CONTACT_SALES_TRIGGERS[trigger.kind as keyof typeof CONTACT_SALES_TRIGGERS] ?? null)
    : null;
}

const NO_MODAL: ShowContactSalesModalResponse = { show: false, reason: null };

type Deps = { db: Db; config: AppConfig };

export function createSalesSignalsService({ db, config }: Deps) {
  const staff = (user: AuthUser) => isStaff(user, config.staffEmailDomain);

  return {
    /** POST /api/ddcs/ka/:event — only the browser's kinds; staff are refused (403), never recorded. */
    async track(user: AuthUser, event: string, detail: string | undefined, now = new Date()) {
      if (!(USER_EVENT_KINDS as readonly string[]).includes(event)) throw notFound(M.unknownEvent);
      if (!(BROWSER_EVENT_KINDS as readonly string[]).includes(event)) throw forbidden(M.serverEvent);
      if (staff(user)) throw forbidden(M.staffNotTracked);
      const kind = event as BrowserEventKind;
      const recorded = await recordUserEvent(
        db,
        { user, kind, detail, staffEmailDomain: config.staffEmailDomain },
        now,
      );
      return { recorded };
    },

    /**
     * GET /api/contact_and_sales_info/show_modal: an owner or a manager of a customer's account that ran into
     * a wall or followed an upgrade link in the last 7 days, unless the account asked for a consultant or sent
     * a plan order, or this user answered "Agora não", in the last 7 days, or saw it in the last 12 hours.
     */
    async showModal(user: AuthUser, now = new Date()): Promise<ShowContactSalesModalResponse> {
      if (isProspectaOwn(user, config.staffEmailDomain) || !OFFERED_ROLES.includes(user.role))
        return NO_MODAL;
      const type = await repo.findAccountType(db, user.accountId);
      if (type === null || type === 'internal') return NO_MODAL;
      const ago = (ms: number) => new Date(now.getTime() - ms);
      const latest = await repo.latestOfAccount(
        db,
        user.accountId,
        TRIGGER_KINDS,
        ago(CONTACT_SALES_SIGNAL_DAYS * DAY),
      );
      const reason = contactSalesReason(latest);
      if (reason === null) return NO_MODAL;
      const quietSince = ago(CONTACT_SALES_QUIET_DAYS * DAY);
      const account = { accountId: user.accountId, userId: null };
      const own = { accountId: user.accountId, userId: user.id };
      const quiet =
        (await repo.hasEventSince(db, account, 'contact_sales_requested', quietSince)) ||
        (await repo.hasPlanOrderSince(db, user.accountId, quietSince)) ||
        (await repo.hasEventSince(db, own, 'contact_sales_modal_dismissed', quietSince)) ||
        (await repo.hasEventSince(
          db,
          own,
          'contact_sales_modal_shown',
          ago(CONTACT_SALES_VISIT_HOURS * HOUR),
        ));
      return quiet ? NO_MODAL : { show: true, reason };
    },

    /** GET /api/ddcs/recent_events (staff): newest first, the last 30 Brasília days unless a period is given. */
    async recentEvents(
      user: AuthUser,
      query: {
        kind?: UserEventKind;
        from?: string;
        to?: string;
        mine?: 'true' | 'false';
        page: number;
        page_size: number;
      },
      now = new Date(),
    ): Promise<RecentEventsResponse> {
      const to = query.to ?? brasiliaDay(now);
      const from =
        query.from ??
        brasiliaDay(new Date(Date.parse(`${to}T12:00:00Z`) - (RECENT_EVENTS_DEFAULT_DAYS - 1) * DAY));
      const { rows, total } = await repo.listRecentEvents(db, {
        kind: query.kind,
        from,
        to,
        csUserId: query.mine === 'true' ? user.id : undefined,
        staffEmailDomain: config.staffEmailDomain,
        page: query.page,
        pageSize: query.page_size,
      });
      return {
        events: rows.map((r) => ({
          id: r.id,
          kind: r.kind as UserEventKind,
          detail: r.detail,
          created_at: r.createdAt.toISOString(),
          user: { id: r.userId, name: r.userName, email: r.userEmail },
          account: { id: r.accountId, name: r.accountName },
          cs: r.csId && r.csName && r.csEmail ? { id: r.csId, name: r.csName, email: r.csEmail } : null,
        })),
        total,
        page: query.page,
        page_size: query.page_size,
        from,
        to,
      };
    },
  };
}
