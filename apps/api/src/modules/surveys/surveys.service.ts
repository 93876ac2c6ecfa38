// Surveys and vouchers: when a survey is offered (contracts' surveyOffered), what an answer records (once per
// period), the staff's lists and voucher decisions, and the user's rescue of an allowed voucher as a real
// grant of click credits in the credits ledger.
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import {
  npsOf,
  parseRatings,
  questionOf,
  SURVEY_MESSAGES,
  SURVEY_PAGE_SIZE,
  SURVEY_QUESTIONS,
  SURVEY_RULES,
  type SurveyEntry,
  type SurveyType,
  surveyAnswerProblem,
  surveyOffered,
  VOUCHER_REWARD,
  type VoucherAction,
  type VoucherEntry,
  type VoucherFilter,
  voucherStatusOf,
} from '@prospecta/contracts/surveys-api';
import type { AppConfig } from '@/config.ts';
import type { Db, Executor } from '@/db/client.ts';
import { isUniqueViolation } from '@/db/errors.ts';
import { forbidden, notFound, unprocessable } from '@/lib/http-error.ts';
import { isStaff } from '@/lib/staff.ts';
import { insertGrant } from '@/modules/credits/credits.repository.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './surveys.repository.ts';

type Deps = { db: Db; config: AppConfig };
const DAY_MS = 24 * 60 * 60 * 1000;

const STAFF_ROLES = ['admin', 'customer_success'];
/** Staff by role, e-mail domain, or Prospecta's own account: never asked, never answering. */
const isInternal = (u: { role: string; email: string; accountType: string }, domain: string) =>
  isStaff(u, domain) || STAFF_ROLES.includes(u.role) || u.accountType === 'internal';

function toEntry(row: repo.EntryRow): SurveyEntry {
  return {
    id: row.id,
    type: row.type as SurveyType,
    question_id: row.questionId,
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    user: { id: row.userId, name: row.userName, email: row.userEmail, role: row.userRole },
    account: { id: row.accountId, name: row.accountName },
    voucher_status: voucherStatusOf(row),
  };
}

function toVoucher(row: repo.EntryRow): VoucherEntry {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    rating: row.rating,
    allowed_voucher: row.allowedVoucher,
    user: { id: row.userId, name: row.userName, email: row.userEmail, role: row.userRole },
    account: { id: row.accountId, name: row.accountName },
    comment: row.comment,
    status: voucherStatusOf(row),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decided_by: row.deciderId && row.deciderName ? { id: row.deciderId, name: row.deciderName } : null,
    rescued_at: row.rescuedAt?.toISOString() ?? null,
  };
}

/** The last day a voucher's credits count (Brasília) and the instant they stop: the next midnight there. */
export function voucherExpiry(now: Date): { day: string; at: Date } {
  const day = brasiliaDay(new Date(now.getTime() + VOUCHER_REWARD.validDays * DAY_MS));
  return { day, at: new Date(new Date(`${day}T00:00:00-03:00`).getTime() + DAY_MS) };
}

/** Whether `type` is offered to the user now (also read by the autoplay's show_survey). */
export async function isSurveyOffered(
  db: Executor,
  staffDomain: string,
  userId: string,
  type: SurveyType,
  now = new Date(),
): Promise<boolean> {
  const facts = await repo.findOfferFacts(db, userId, type);
  if (!facts) return false;
  return surveyOffered(type, { ...facts, staff: isInternal(facts, staffDomain) }, now);
}

export function createSurveysService({ db, config }: Deps) {
  const internal = (user: AuthUser) => isStaff(user, config.staffEmailDomain);

  async function entryOr404(id: string) {
    const row = await repo.findEntry(db, id);
    if (!row) throw notFound(SURVEY_MESSAGES.surveyNotFound);
    return row;
  }

  return {
    questions: () => ({ questions: SURVEY_QUESTIONS.map((q) => ({ ...q })) }),

    async offer(user: AuthUser, type: SurveyType, now = new Date()) {
      const show = await isSurveyOffered(db, config.staffEmailDomain, user.id, type, now);
      return { show, type, question: { ...questionOf(type) } };
    },

    async answer(
      user: AuthUser,
      input: { type: string; question_id: string; rating: number; comment: string },
      now = new Date(),
    ) {
      const problem = surveyAnswerProblem(input);
      if (problem) throw unprocessable(problem);
      if (internal(user)) throw forbidden(SURVEY_MESSAGES.staffNoAnswer);
      const type = input.type as SurveyType;
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          // One answer at a time per user and type, the rules read inside the lock: two clicks, or two tabs,
          // could otherwise both pass the period check before either answer is stored.
          await repo.lockUserSurvey(tx, user.id, type);
          const facts = await repo.findOfferFacts(tx, user.id, type);
          if (!facts) throw notFound();
          if (isInternal(facts, config.staffEmailDomain)) throw forbidden(SURVEY_MESSAGES.staffNoAnswer);
          if (
            facts.lastAnsweredAt &&
            now.getTime() - facts.lastAnsweredAt.getTime() < SURVEY_RULES.periodMs[type]
          )
            throw unprocessable(SURVEY_MESSAGES.alreadyAnswered);
          // Only an answer the survey asked for now (the rule or a staff request): a rating posted by hand
          // outside the offer would skip the rules and could reach the voucher queue.
          if (!surveyOffered(type, { ...facts, staff: false }, now))
            throw unprocessable(SURVEY_MESSAGES.notOffered);
          return repo.insertSurvey(tx, {
            accountId: user.accountId,
            userId: user.id,
            type,
            questionId: input.question_id,
            rating: input.rating,
            comment: input.comment,
            createdAt: now,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw unprocessable(SURVEY_MESSAGES.alreadyAnswered);
        throw error;
      }
      return { message: SURVEY_MESSAGES.saved, survey: toEntry(await entryOr404(id)) };
    },

    /** "Agora não": the survey waits 7 days. */
    async postpone(user: AuthUser, type: SurveyType, now = new Date()) {
      await repo.insertAction(db, { userId: user.id, type, action: 'postponed', at: now });
      return {
        message: SURVEY_MESSAGES.postponed,
        offer_again_at: new Date(now.getTime() + SURVEY_RULES.postponeMs).toISOString(),
      };
    },

    async madeGreaterThanSeven(user: AuthUser) {
      return { made: await repo.madeGreaterThanSeven(db, user.id) };
    },

    async voucherOffer(user: AuthUser) {
      const open = internal(user) ? null : await repo.findOpenVoucher(db, user.id);
      if (!open) return { show: false, voucher: null };
      return {
        show: true,
        voucher: {
          survey_id: open.id,
          action: (open.action ?? 'click_credits') as VoucherAction,
          amount: VOUCHER_REWARD.amount,
          valid_days: VOUCHER_REWARD.validDays,
        },
      };
    },

    /** The user rescues their allowed voucher once: the mark and the grant in one transaction. */
    async rescue(user: AuthUser, surveyId: string, now = new Date()) {
      const expiry = voucherExpiry(now);
      const done = await db.transaction(async (tx) => {
        const taken = await repo.markRescued(tx, surveyId, user.id, now);
        if (!taken) return false;
        await insertGrant(tx, {
          accountId: taken.accountId,
          type: VOUCHER_REWARD.type,
          amount: VOUCHER_REWARD.amount,
          expiresAt: expiry.at,
          origin: 'voucher',
          description: 'Voucher da pesquisa de satisfação',
          createdBy: user.id,
        });
        return true;
      });
      if (!done) {
        const own = await repo.findOwnSurvey(db, surveyId, user.id);
        if (own?.rescuedAt) throw unprocessable(SURVEY_MESSAGES.voucherAlreadyRescued);
        throw notFound(SURVEY_MESSAGES.voucherNotFound);
      }
      return {
        message: SURVEY_MESSAGES.voucherRescued,
        amount: VOUCHER_REWARD.amount,
        expires_on: expiry.day,
      };
    },

    // --- staff ---------------------------------------------------------------------------------

    async list(query: {
      init_date?: string;
      end_date?: string;
      type?: SurveyType;
      ratings?: string;
      name_or_email?: string;
      page: number;
    }) {
      const result = await repo.listSurveys(db, {
        ...query,
        ratings: query.ratings ? parseRatings(query.ratings) : null,
      });
      const counts = {
        promoters: result.promoters,
        passives: result.passives,
        detractors: result.detractors,
      };
      return {
        surveys: result.rows.map(toEntry),
        total: result.total,
        page: query.page,
        page_size: SURVEY_PAGE_SIZE,
        summary: { count: result.total, average: result.average, ...counts, nps: npsOf(counts) },
      };
    },

    async request(email: string, type: SurveyType, now = new Date()) {
      const customer = await repo.findCustomerByEmail(db, email);
      if (!customer || isInternal(customer, config.staffEmailDomain))
        throw unprocessable(SURVEY_MESSAGES.customerNotFound);
      const facts = await repo.findOfferFacts(db, customer.id, type);
      const last = facts?.lastAnsweredAt;
      if (last && now.getTime() - last.getTime() < SURVEY_RULES.periodMs[type])
        throw unprocessable(SURVEY_MESSAGES.answeredRecently);
      await repo.insertAction(db, { userId: customer.id, type, action: 'requested', at: now });
      return { message: SURVEY_MESSAGES.requested };
    },

    async vouchers(query: { page: number; status: VoucherFilter }) {
      const { rows, total } = await repo.listVouchers(db, query);
      return { vouchers: rows.map(toVoucher), total, page: query.page, page_size: SURVEY_PAGE_SIZE };
    },

    async decide(
      actor: AuthUser,
      input: { allowed_voucher: boolean; voucher_action: VoucherAction; survey_id: string },
      now = new Date(),
    ) {
      const before = await entryOr404(input.survey_id);
      const status = voucherStatusOf(before);
      if (status === 'not_eligible') throw unprocessable(SURVEY_MESSAGES.voucherLowRating);
      if (status === 'rescued') throw unprocessable(SURVEY_MESSAGES.voucherAlreadyRescued);
      const changed = await repo.decideVoucher(db, input.survey_id, {
        allowed: input.allowed_voucher,
        action: input.voucher_action,
        by: actor.id,
        at: now,
      });
      // Rescued between the read and the write.
      if (!changed) throw unprocessable(SURVEY_MESSAGES.voucherAlreadyRescued);
      return {
        message: input.allowed_voucher ? SURVEY_MESSAGES.voucherAllowed : SURVEY_MESSAGES.voucherRefused,
        voucher: toVoucher(await entryOr404(input.survey_id)),
      };
    },
  };
}
