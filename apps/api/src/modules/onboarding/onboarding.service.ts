// The onboarding offer's rules: who is offered it (a customer's user who never answered, not within 12 hours
// of a "lembrar depois"), what an answer records, and the staff's follow-up (responsible and confirmation).
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import {
  fromDottedDay,
  isRemindLaterPending,
  type NoOnboardingFilter,
  type NoOnboardingState,
  ONBOARDING_MESSAGES,
  ONBOARDING_PAGE_SIZE,
  ONBOARDING_REMIND_AFTER_MS,
  type OnboardingEntry,
  type OnboardingInput,
  type OnboardingOption,
  type OnboardingPeriod,
  type OnboardingStatus,
  type OnboardingsQuery,
  preferredDayProblem,
  toDottedDay,
} from '@prospecta/contracts/onboarding-api';
import type { AppConfig } from '@/config.ts';
import type { Db } from '@/db/client.ts';
import { isUniqueViolation } from '@/db/errors.ts';
import { forbidden, notFound, unprocessable } from '@/lib/http-error.ts';
import { isStaff } from '@/lib/staff.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { onboardingRequestMail } from './onboarding.mail.ts';
import * as repo from './onboarding.repository.ts';

type Deps = { db: Db; config: AppConfig; mail: MailService };
type Input = Omit<OnboardingInput, 'comment' | 'creation_of_onboarding_by_admin'> & {
  comment: string;
  creation_of_onboarding_by_admin: boolean;
};

export function toEntry(row: repo.EntryRow): OnboardingEntry {
  return {
    id: row.id,
    comment: row.comment,
    user_selected_option: row.option as OnboardingOption,
    user_selected_option_at: row.preferredDay ? toDottedDay(row.preferredDay) : null,
    preferred_period: (row.preferredPeriod as OnboardingPeriod | null) ?? null,
    email_user: row.userEmail,
    user: { id: row.userId, name: row.userName, email: row.userEmail },
    account: { id: row.accountId, name: row.accountName },
    responsible_id: row.responsibleId,
    responsible:
      row.responsibleId && row.responsibleName && row.responsibleEmail
        ? { id: row.responsibleId, name: row.responsibleName, email: row.responsibleEmail }
        : null,
    creation_of_onboarding_by_admin: row.createdByAdmin,
    status: row.status as OnboardingStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function stateOf(row: { hasOnboarding: boolean; rememberMe: boolean }): NoOnboardingState {
  if (row.hasOnboarding) return 'before_onboarding';
  return row.rememberMe ? 'remember_me' : 'never_answered';
}

export function createOnboardingService({ db, config, mail }: Deps) {
  const staff = (user: AuthUser) => isStaff(user, config.staffEmailDomain);

  async function entryOr422(id: string) {
    const row = await repo.findEntry(db, id);
    if (!row) throw unprocessable(ONBOARDING_MESSAGES.badParameters);
    return toEntry(row);
  }

  /** Whom the request is for: the user themselves, or the customer staff name by e-mail. */
  async function target(user: AuthUser, input: Input) {
    if (input.creation_of_onboarding_by_admin) {
      if (!staff(user)) throw forbidden(ONBOARDING_MESSAGES.staffOnly);
      if (!input.email_user) throw unprocessable(ONBOARDING_MESSAGES.userNotFound);
      const customer = await repo.findCustomerByEmail(db, input.email_user, config.staffEmailDomain);
      if (!customer) throw unprocessable(ONBOARDING_MESSAGES.userNotFound);
      return { userId: customer.id, accountId: customer.accountId };
    }
    // Staff are never offered an onboarding: their own answer has no place in the list.
    if (staff(user)) throw forbidden(ONBOARDING_MESSAGES.staffOnly);
    return { userId: user.id, accountId: user.accountId };
  }

  return {
    async shouldShow(user: AuthUser, now = new Date()) {
      const state = await repo.findOfferState(db, user.id);
      if (!state) throw notFound();
      const cs = state.cs ? { name: state.cs.name, email: state.cs.email } : null;
      const show =
        !staff(user) &&
        !state.hasOnboarding &&
        !(state.rememberMe && isRemindLaterPending(state.rememberedAt, now));
      return { show, cs };
    },

    /** "Lembrar depois" (or its end): only for oneself. */
    async rememberMe(user: AuthUser, id: string, on: boolean, now = new Date()) {
      if (id !== user.id) throw forbidden();
      if (!(await repo.setRememberMe(db, user.id, on ? now : null))) throw notFound();
      return {
        message: ONBOARDING_MESSAGES.remembered,
        onboarding_remember_me: on,
        remind_at: on ? new Date(now.getTime() + ONBOARDING_REMIND_AFTER_MS).toISOString() : null,
      };
    },

    async create(user: AuthUser, input: Input, now = new Date()) {
      const byAdmin = input.creation_of_onboarding_by_admin;
      const who = await target(user, input);
      const schedule = input.user_selected_option === 'schedule';
      const day = schedule ? fromDottedDay(input.user_selected_option_at ?? '') : null;
      // Staff may record an onboarding already held; a user picks a day to come.
      if (day && !byAdmin) {
        const problem = preferredDayProblem(day, brasiliaDay(now));
        if (problem) throw unprocessable(problem);
      }
      const state = await repo.findOfferState(db, who.userId);
      if (!state) throw notFound();
      if (!byAdmin && state.hasOnboarding) throw unprocessable(ONBOARDING_MESSAGES.alreadyAnswered);
      let responsibleId = state.cs?.id ?? null;
      if (byAdmin && input.responsible_id) {
        if (!(await repo.findActiveStaff(db, input.responsible_id)))
          throw unprocessable(ONBOARDING_MESSAGES.badParameters);
        responsibleId = input.responsible_id;
      }
      let id: string;
      try {
        id = await db.transaction((tx) =>
          repo.insertOnboarding(tx, {
            ...who,
            comment: input.comment,
            userSelectedOption: input.user_selected_option,
            preferredDay: day,
            preferredPeriod: schedule ? (input.preferred_period ?? 'any') : null,
            responsibleId,
            createdByAdmin: byAdmin,
            status: schedule ? 'initial' : 'refused',
            createdAt: now,
            updatedAt: now,
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw unprocessable(ONBOARDING_MESSAGES.alreadyAnswered);
        throw error;
      }
      const onboarding = await entryOr422(id);
      if (schedule && day && !byAdmin) {
        await mail.send({
          accountId: who.accountId,
          to: state.cs?.email ?? config.salesEmail,
          ...onboardingRequestMail({
            userName: onboarding.user.name,
            userEmail: onboarding.user.email,
            accountName: onboarding.account.name,
            day,
            period: onboarding.preferred_period ?? 'any',
            comment: onboarding.comment,
            link: `${config.appUrl}/admin/onboardings`,
          }),
        });
      }
      const message = schedule || byAdmin ? ONBOARDING_MESSAGES.registered : ONBOARDING_MESSAGES.declined;
      return { message, onboarding };
    },

    async list(query: Omit<OnboardingsQuery, 'page'> & { page: number }) {
      const { rows, total } = await repo.listEntries(db, query);
      return { onboardings: rows.map(toEntry), total, page: query.page, page_size: ONBOARDING_PAGE_SIZE };
    },

    async statusCounts(status?: OnboardingStatus) {
      const counts = await repo.countByStatus(db);
      const total = status ? counts[status] : Object.values(counts).reduce((a, b) => a + b, 0);
      return { counts, total };
    },

    async responsibles() {
      const rows = await repo.listActiveStaff(db);
      return { responsibles: rows.map((r) => ({ ...r, role: r.role as 'admin' | 'customer_success' })) };
    },

    async updateConfirmation(
      input: { onboarding_id: string; responsible_id: string | null; status_confirmation: OnboardingStatus },
      now = new Date(),
    ) {
      if (input.responsible_id && !(await repo.findActiveStaff(db, input.responsible_id)))
        throw unprocessable(ONBOARDING_MESSAGES.badParameters);
      const updated = await repo.updateConfirmation(
        db,
        input.onboarding_id,
        { responsibleId: input.responsible_id, status: input.status_confirmation },
        now,
      );
      if (!updated) throw unprocessable(ONBOARDING_MESSAGES.badParameters);
      return { message: ONBOARDING_MESSAGES.updated, onboarding: await entryOr422(input.onboarding_id) };
    },

    async usersWithout(query: {
      page: number;
      name_or_email?: string;
      users_without_onboardings: NoOnboardingFilter;
    }) {
      const { rows, total } = await repo.listUsersWithout(
        db,
        { page: query.page, name_or_email: query.name_or_email, which: query.users_without_onboardings },
        config.staffEmailDomain,
      );
      return {
        users: rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          role: r.role,
          account: { id: r.accountId, name: r.accountName },
          created_at: r.createdAt.toISOString(),
          state: stateOf(r),
          remind_at:
            r.rememberMe && r.rememberedAt
              ? new Date(r.rememberedAt.getTime() + ONBOARDING_REMIND_AFTER_MS).toISOString()
              : null,
        })),
        total,
        page: query.page,
        page_size: ONBOARDING_PAGE_SIZE,
      };
    },
  };
}
