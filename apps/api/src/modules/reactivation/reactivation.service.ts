// The welcome-back gift's rules: staff create a token for a customer's account (one open at a time), its
// owner is e-mailed and its users may reactivate; the first of them to click the gift claims it — a real credit
// grant valid REACTIVATION_VALID_DAYS — once for the account, and the others no longer see it.
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import {
  claimDeadline,
  claimedMessage,
  giftExpiry,
  REACTIVATION_CREDIT_TYPE,
  REACTIVATION_GRANT_DESCRIPTION,
  REACTIVATION_GRANT_ORIGIN,
  REACTIVATION_MESSAGES,
  REACTIVATION_PAGE_SIZE,
  REACTIVATION_VALID_DAYS,
  type ReactivationModalResponse,
  type ReactivationStatus,
  type ReactivationTokenEntry,
  reactivationStatus,
} from '@prospecta/contracts/reactivation-api';
import type { AppConfig } from '@/config.ts';
import type { Db, Executor } from '@/db/client.ts';
import { isUniqueViolation } from '@/db/errors.ts';
import type { ReactivationTokenRow } from '@/db/schema/reactivation.ts';
import { forbidden, notFound, unprocessable } from '@/lib/http-error.ts';
import { randomToken } from '@/lib/secrets.ts';
import { isStaff } from '@/lib/staff.ts';
import * as credits from '@/modules/credits/credits.repository.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import { inviteLink } from '@/modules/mail/mail.templates.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { welcomeBackMail } from './reactivation.mail.ts';
import * as repo from './reactivation.repository.ts';

type Deps = { db: Db; config: AppConfig; mail: MailService };

const person = (id: string | null, name: string | null, email: string | null) =>
  id && name !== null && email !== null ? { id, name, email } : null;

export function toEntry(row: repo.EntryRow, now: Date): ReactivationTokenEntry {
  return {
    id: row.id,
    reactivation_token: row.token,
    account: { id: row.accountId, name: row.accountName },
    credits: row.credits,
    created_by: person(row.creatorId, row.creatorName, row.creatorEmail),
    created_at: row.createdAt.toISOString(),
    claim_until: row.claimUntil.toISOString(),
    claimed_by: person(row.claimerId, row.claimerName, row.claimerEmail),
    claimed_at: row.claimedAt?.toISOString() ?? null,
    credits_expire_at: row.claimedAt ? giftExpiry(row.claimedAt).toISOString() : null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    status: reactivationStatus(row, now),
  };
}

/** The last day an instant's deadline still holds, in Brasília (the instant itself is the midnight after). */
const lastDay = (instant: Date) => brasiliaDay(new Date(instant.getTime() - 1));

/** Why a token can no longer be claimed. */
function refusal(token: ReactivationTokenRow, now: Date): string {
  const status = reactivationStatus(token, now);
  if (status === 'claimed') return REACTIVATION_MESSAGES.giftClaimed;
  if (status === 'revoked') return REACTIVATION_MESSAGES.giftRevoked;
  return REACTIVATION_MESSAGES.giftExpired;
}

export function createReactivationService({ db, config, mail }: Deps) {
  const staff = (user: AuthUser) => isStaff(user, config.staffEmailDomain);

  async function entry(tx: Executor, id: string, now: Date) {
    const row = await repo.findEntry(tx, id);
    if (!row) throw notFound(REACTIVATION_MESSAGES.giftNotFound);
    return toEntry(row, now);
  }

  /** The token a user of the account means: the one named (of their own account), or the account's open one. */
  async function tokenFor(tx: Executor, user: AuthUser, value: string | undefined, now: Date) {
    if (!value) {
      const open = await repo.findOpenToken(tx, user.accountId, now);
      if (open) return open;
      // None open: say why the newest one no longer is (a colleague claimed it first, say).
      const newest = await repo.findNewestToken(tx, user.accountId);
      throw unprocessable(newest ? refusal(newest, now) : REACTIVATION_MESSAGES.giftNotFound);
    }
    const token = await repo.findTokenByValue(tx, value);
    // Another account's token reads as none: it is not theirs to know of.
    if (!token || token.accountId !== user.accountId) throw unprocessable(REACTIVATION_MESSAGES.giftNotFound);
    return token;
  }

  return {
    async create(
      actor: AuthUser,
      input: { account_id: string; reactivation_token?: string | null; credits: number },
      now = new Date(),
    ) {
      let created: { id: string; accountName: string; claimUntil: Date };
      try {
        created = await db.transaction(async (tx) => {
          const account = await repo.findAccount(tx, input.account_id, true);
          if (!account) throw unprocessable(REACTIVATION_MESSAGES.accountNotFound);
          if (account.accountType === 'internal') throw unprocessable(REACTIVATION_MESSAGES.notCustomer);
          if ((await repo.findRecipients(tx, account.id)).length === 0)
            throw unprocessable(REACTIVATION_MESSAGES.noUsers);
          if (await repo.findOpenToken(tx, account.id, now))
            throw unprocessable(REACTIVATION_MESSAGES.alreadyOpen);
          const claimUntil = claimDeadline(now);
          const id = await repo.insertToken(tx, {
            accountId: account.id,
            token: input.reactivation_token ?? randomToken(18),
            credits: input.credits,
            createdBy: actor.id,
            createdAt: now,
            claimUntil,
          });
          await repo.setCanReactivate(tx, account.id, true);
          return { id, accountName: account.name, claimUntil };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw unprocessable(REACTIVATION_MESSAGES.tokenTaken);
        throw error;
      }
      const recipients = await repo.findRecipients(db, input.account_id);
      for (const recipient of recipients) {
        await mail.send({
          accountId: input.account_id,
          to: recipient.email,
          ...welcomeBackMail({
            name: recipient.name,
            accountName: created.accountName,
            credits: input.credits,
            claimUntil: lastDay(created.claimUntil),
            link: inviteLink(config.appUrl, recipient.email),
          }),
        });
      }
      return {
        message: REACTIVATION_MESSAGES.created,
        token: await entry(db, created.id, now),
        notified: recipients.map((r) => r.email),
      };
    },

    async list(query: { q?: string; status?: ReactivationStatus; page: number }, now = new Date()) {
      const { rows, total } = await repo.listEntries(db, query, now);
      return {
        tokens: rows.map((row) => toEntry(row, now)),
        total,
        page: query.page,
        page_size: REACTIVATION_PAGE_SIZE,
      };
    },

    async searchAccounts(text: string, now = new Date()) {
      const rows = await repo.searchAccounts(db, text, now);
      return {
        accounts: rows.map((r) => ({
          id: r.id,
          name: r.name,
          account_type: r.accountType,
          owner: r.owner,
          active_users: Number(r.activeUsers),
          last_sign_in_at: r.lastSignIn ? new Date(r.lastSignIn).toISOString() : null,
          open_token_id: r.openToken,
        })),
      };
    },

    /** Staff take back a token not yet claimed; its account's users no longer meet the gift. */
    async revoke(actor: AuthUser, id: string, now = new Date()) {
      return db.transaction(async (tx) => {
        const token = await repo.findEntry(tx, id);
        if (!token) throw notFound(REACTIVATION_MESSAGES.giftNotFound);
        if (!(await repo.revokeToken(tx, id, actor.id, now)))
          throw unprocessable(REACTIVATION_MESSAGES.notRevocable);
        await repo.setCanReactivate(tx, token.accountId, false);
        return { message: REACTIVATION_MESSAGES.revoked, token: await entry(tx, id, now) };
      });
    },

    /** Spec: GET /accounts/show_reactivation_and_reengagement_modal. A read: it never writes. */
    async modal(user: AuthUser, now = new Date()): Promise<ReactivationModalResponse> {
      const none = { show: false, engage_type: null, deal_owner: null, event: null };
      if (staff(user)) return none;
      const open = await repo.findOpenToken(db, user.accountId, now);
      if (!open) return none;
      return {
        show: true,
        engage_type: 'welcome_back',
        deal_owner: await repo.findDealOwner(db, user.accountId),
        event: {
          reactivation_token: open.token,
          credits: open.credits,
          valid_days: REACTIVATION_VALID_DAYS,
          claim_until: open.claimUntil.toISOString(),
        },
      };
    },

    /**
     * Spec: PATCH user/reactivation/saw_modal — the user clicked the gift's button: the token is claimed and
     * its credits granted in one transaction, and the account's users no longer meet it. A token already
     * claimed (a second click, another tab, a colleague first), expired, cancelled or of another account is
     * refused and grants nothing.
     */
    async sawModal(user: AuthUser, value: string | undefined, now = new Date()) {
      if (staff(user)) throw forbidden(REACTIVATION_MESSAGES.staffNoGift);
      return db.transaction(async (tx) => {
        const token = await tokenFor(tx, user, value, now);
        if (!(await repo.claimToken(tx, token.id, user.id, now))) {
          const current = (await repo.findTokenByValue(tx, token.token)) ?? token;
          throw unprocessable(refusal(current, now));
        }
        const expiresAt = giftExpiry(now);
        await credits.insertGrant(tx, {
          accountId: user.accountId,
          type: REACTIVATION_CREDIT_TYPE,
          amount: token.credits,
          expiresAt,
          origin: REACTIVATION_GRANT_ORIGIN,
          description: REACTIVATION_GRANT_DESCRIPTION,
          createdBy: token.createdBy ?? undefined,
        });
        await repo.setCanReactivate(tx, user.accountId, false);
        return {
          message: claimedMessage(token.credits, lastDay(expiresAt)),
          credits: token.credits,
          expires_at: expiresAt.toISOString(),
        };
      });
    },
  };
}
