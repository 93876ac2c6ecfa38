// "Indique e ganhe": a customer's user's one referral link, the visitor's register through it, the referrer's
// list, and staff's decision — a lead that became a customer earns the referrer's account a credit grant, once.
import { randomBytes } from 'node:crypto';
import {
  type AdminReferral,
  type createReferralRegisterRequestSchema,
  maskEmail,
  REFERRAL_CREDIT_TYPE,
  REFERRAL_GRANT_DESCRIPTION,
  REFERRAL_GRANT_ORIGIN,
  REFERRAL_MESSAGES,
  REFERRAL_PAGE_SIZE,
  REFERRAL_REWARD_CREDITS,
  REFERRAL_REWARD_VALID_DAYS,
  type ReferralLinkResponse,
  type ReferralRegistersResponse,
  type ReferralStatus,
  referralPath,
} from '@prospecta/contracts/referral-api';
import { firstName } from '@prospecta/contracts/text-case';
import type { z } from 'zod';
import type { AppConfig } from '@/config.ts';
import type { Db, Executor } from '@/db/client.ts';
import { isUniqueViolation } from '@/db/errors.ts';
import type { ReferralLinkRow } from '@/db/schema/referral.ts';
import { forbidden, notFound, unprocessable } from '@/lib/http-error.ts';
import { isStaff } from '@/lib/staff.ts';
import { insertGrant } from '@/modules/credits/credits.repository.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { referralConvertedMail } from './referral.mail.ts';
import {
  convertedNotification,
  declinedNotification,
  registeredNotification,
} from './referral.notifications.ts';
import * as repo from './referral.repository.ts';

type Deps = { db: Db; config: AppConfig; mail: MailService };
/** The body as the contract's schema left it: trimmed, the e-mail lower-cased, phone and CNPJ as digits. */
type Register = z.output<typeof createReferralRegisterRequestSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const CODE_LENGTH = 10;
/** Draws of a code taken by another user before giving up (60 random bits: a second draw is already rare). */
const CODE_ATTEMPTS = 5;

/** 10 URL-safe characters (base64url of 8 random bytes, cut). */
export const drawCode = () => randomBytes(8).toString('base64url').slice(0, CODE_LENGTH);

const M = REFERRAL_MESSAGES;

const person = (id: string | null, name: string | null, email: string | null) =>
  id && name !== null && email !== null ? { id, name, email } : null;

export function toAdminReferral(row: repo.EntryRow): AdminReferral {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company_name: row.companyName,
    cnpj: row.cnpj,
    created_at: row.createdAt.toISOString(),
    status: row.status as ReferralStatus,
    referrer: { id: row.referrerId, name: row.referrerName, email: row.referrerEmail },
    account: { id: row.accountId, name: row.accountName },
    decided_by: person(row.deciderId, row.deciderName, row.deciderEmail),
    decided_at: row.decidedAt?.toISOString() ?? null,
    note: row.note,
    credits: Number(row.credits),
  };
}

/** A link whose user is gone or off, or that is not a customer's, opens nothing (the same 404 as none). */
function usableInvite(invite: repo.InviteRow | null, staffEmailDomain: string): invite is repo.InviteRow {
  if (!invite) return false;
  if (!invite.userActive || invite.userDeletedAt) return false;
  if (invite.accountType === 'internal') return false;
  return !isStaff({ role: invite.userRole, email: invite.userEmail }, staffEmailDomain);
}

export function createReferralService({ db, config, mail }: Deps) {
  const toLinkResponse = (link: ReferralLinkRow): ReferralLinkResponse => ({
    code: link.code,
    link: `${config.appUrl}${referralPath(link.code)}`,
    reward_credits: REFERRAL_REWARD_CREDITS,
    reward_valid_days: REFERRAL_REWARD_VALID_DAYS,
  });

  const refuseStaff = (user: AuthUser) => {
    if (isStaff(user, config.staffEmailDomain)) throw forbidden(M.staffNoReferral);
  };

  async function invite(executor: Executor, code: string) {
    const found = await repo.findInvite(executor, code);
    if (!usableInvite(found, config.staffEmailDomain)) throw notFound(M.linkNotFound);
    return found;
  }

  async function entry(tx: Executor, id: string) {
    const row = await repo.findEntry(tx, id);
    if (!row) throw notFound(M.registerNotFound);
    return toAdminReferral(row);
  }

  return {
    /** The user's link, drawn the first time; two requests at once get the same one (the user's unique index). */
    async findOrCreate(user: AuthUser): Promise<ReferralLinkResponse> {
      refuseStaff(user);
      const existing = await repo.findLinkOfUser(db, user.id);
      if (existing) return toLinkResponse(existing);
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
        try {
          const inserted = await repo.insertLink(db, {
            userId: user.id,
            accountId: user.accountId,
            code: drawCode(),
          });
          const link = inserted ?? (await repo.findLinkOfUser(db, user.id));
          if (link) return toLinkResponse(link);
        } catch (error) {
          // The code is another user's: draw again.
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new Error('no free referral code after several draws');
    },

    async registersOf(user: AuthUser, page: number): Promise<ReferralRegistersResponse> {
      refuseStaff(user);
      const list = await repo.listOfReferrer(db, user.id, page);
      return {
        registers: list.rows.map((row) => ({
          id: row.id,
          name: row.name,
          company_name: row.companyName,
          email_masked: maskEmail(row.email),
          created_at: row.createdAt.toISOString(),
          status: row.status as ReferralStatus,
          decided_at: row.decidedAt?.toISOString() ?? null,
          credits: Number(row.credits),
        })),
        total: list.total,
        page,
        page_size: REFERRAL_PAGE_SIZE,
        converted_count: list.converted,
        credits_earned: list.credits,
      };
    },

    /** The public page's greeting: who invited the visitor. */
    async invite(code: string) {
      const found = await invite(db, code);
      return {
        referrer_first_name: firstName(found.userName),
        account_name: found.accountName,
      };
    },

    /**
     * A visitor leaves their details through a link: stored once per e-mail while pending or converted (the
     * unique partial index decides two posts at once), and the referrer is notified in the same transaction.
     */
    async register(code: string, input: Register) {
      try {
        await db.transaction(async (tx) => {
          const found = await invite(tx, code);
          if (await repo.isUserEmail(tx, input.email)) throw unprocessable(M.alreadyUser);
          const registerId = await repo.insertRegister(tx, {
            linkId: found.linkId,
            referrerUserId: found.userId,
            accountId: found.accountId,
            name: input.name,
            companyName: input.company_name,
            email: input.email,
            phone: input.phone,
            cnpj: input.cnpj,
          });
          await notify(
            tx,
            registeredNotification({
              registerId,
              referrerUserId: found.userId,
              accountId: found.accountId,
              name: input.name,
              companyName: input.company_name,
            }),
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw unprocessable(M.alreadyReferred);
        throw error;
      }
      return { message: M.registered };
    },

    async list(query: { q?: string; status?: ReferralStatus; page: number }) {
      const { rows, total } = await repo.listEntries(db, query);
      return {
        referrals: rows.map(toAdminReferral),
        total,
        page: query.page,
        page_size: REFERRAL_PAGE_SIZE,
      };
    },

    /**
     * Staff's answer on a pending register, in one transaction: the conditional update only one caller wins
     * (a second decision, or the loser of a race, is 422), then — converted — the credit grant to the
     * referrer's account, and the referrer's notification; then the e-mail of the reward.
     */
    async decide(
      actor: AuthUser,
      id: string,
      outcome: 'converted' | 'declined',
      note: string | undefined,
      now = new Date(),
    ) {
      const result = await db.transaction(async (tx) => {
        const decided = await repo.decide(tx, id, {
          status: outcome,
          note: note ? note : null,
          decidedBy: actor.id,
          decidedAt: now,
        });
        if (!decided) {
          if (!(await repo.registerExists(tx, id))) throw notFound(M.registerNotFound);
          throw unprocessable(M.alreadyDecided);
        }
        const lead = {
          registerId: decided.id,
          referrerUserId: decided.referrerUserId,
          accountId: decided.accountId,
          name: decided.name,
          companyName: decided.companyName,
        };
        if (outcome === 'converted') {
          const grantId = await insertGrant(tx, {
            accountId: decided.accountId,
            type: REFERRAL_CREDIT_TYPE,
            amount: REFERRAL_REWARD_CREDITS,
            expiresAt: new Date(now.getTime() + REFERRAL_REWARD_VALID_DAYS * DAY_MS),
            origin: REFERRAL_GRANT_ORIGIN,
            description: REFERRAL_GRANT_DESCRIPTION,
            createdBy: actor.id,
          });
          await repo.setGrant(tx, id, grantId);
          await notify(tx, convertedNotification(lead, REFERRAL_REWARD_CREDITS, REFERRAL_REWARD_VALID_DAYS));
        } else {
          await notify(tx, declinedNotification(lead));
        }
        return {
          message: outcome === 'converted' ? M.converted : M.declined,
          referral: await entry(tx, id),
        };
      });
      // The reward is e-mailed too, once it is granted (after the commit), to a referrer still active.
      const { referral } = result;
      const referrer = outcome === 'converted' ? await repo.activeReferrer(db, referral.referrer.id) : null;
      if (referrer)
        await mail.send({
          accountId: referral.account.id,
          to: referrer.email,
          ...referralConvertedMail({
            name: referrer.name,
            companyName: referral.company_name,
            accountName: referral.account.name,
            credits: REFERRAL_REWARD_CREDITS,
            validDays: REFERRAL_REWARD_VALID_DAYS,
            // The web app's "Suas indicações" (features/referral).
            link: `${config.appUrl}/user/share-and-win#indicacoes`,
          }),
        });
      return result;
    },
  };
}
