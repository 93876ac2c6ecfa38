// Staff onboard customers: a new account with its plan, seats, first credits and owner, in one transaction,
// the owner e-mailed their new account (no password: they enter with an e-mailed code); and a user added
// to a given account by the account-users rules (seats under the account's lock, the e-mail unique).

import { ACCOUNT_USER_MESSAGES } from '@prospecta/contracts/account-users-api';
import {
  ADMIN_ACCOUNT_MESSAGES,
  type AdminAddUserInput,
  type CreateAccountInput,
  staffSeatsFullMessage,
} from '@prospecta/contracts/admin-accounts-api';
import { ADMIN_MESSAGES, type AdminAccountInfo, type AdminAccountUser } from '@prospecta/contracts/admin-api';
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import { planByName } from '@prospecta/contracts/plans-api';
import type { AppConfig } from '@/config.ts';
import type { Db } from '@/db/client.ts';
import { isUniqueViolation } from '@/db/errors.ts';
import { notFound, unprocessable } from '@/lib/http-error.ts';
import { findAnyUserByEmail, insertAccountUser } from '@/modules/account-users/account-users.repository.ts';
import { createAccountUsersService } from '@/modules/account-users/account-users.service.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import { inviteLink, newAccountMail } from '@/modules/mail/mail.templates.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './admin.repository.ts';
import { createAdminService, grantStaffCredits, toAdminAccountUser } from './admin.service.ts';
import { insertAccount } from './admin-accounts.repository.ts';

/** A customer's account, or one marked as a test (the accounts' `test` type: "Teste" in the admin filters). */
export type NewAccountKind = 'customer' | 'test';
/** The accounts' `origin` of an account staff created (the seed's is `site`). */
export const STAFF_ORIGIN = 'admin';
/** What the audit says of the first credits. */
export const INITIAL_CREDITS_DESCRIPTION = 'Créditos iniciais da conta';

type Deps = { db: Db; config: AppConfig; mail: MailService };

export function createAdminAccountsService({ db, config, mail }: Deps) {
  const admin = createAdminService({ db });
  const accountUsers = createAccountUsersService({ db, config, mail });
  const emailTaken = () => unprocessable(ACCOUNT_USER_MESSAGES.emailTaken);

  return {
    async createAccount(
      actor: AuthUser,
      input: CreateAccountInput,
      kind: NewAccountKind,
      now = new Date(),
    ): Promise<AdminAccountInfo> {
      const { account, credit, owner } = input;
      if (credit.expires_date && credit.expires_date < brasiliaDay(now)) {
        throw unprocessable(ADMIN_MESSAGES.pastExpiry);
      }
      const plan = planByName(account.plan_name);
      if (!plan) throw unprocessable(ADMIN_ACCOUNT_MESSAGES.invalidPlan);
      const created = db.transaction(async (tx) => {
        if (await findAnyUserByEmail(tx, owner.email)) throw emailTaken();
        const row = await insertAccount(tx, {
          name: account.name,
          accountType: kind === 'test' ? 'test' : 'active',
          origin: STAFF_ORIGIN,
          planName: plan.name,
          planId: plan.id,
          maxUsersCount: account.max_users_count,
        });
        const ownerRow = await insertAccountUser(tx, {
          accountId: row.id,
          name: owner.name,
          email: owner.email,
          role: 'owner',
          whatsappNumber: owner.whatsapp_number ?? null,
        });
        await grantStaffCredits(tx, actor, row.id, credit, INITIAL_CREDITS_DESCRIPTION);
        // The plan's unlimited consultations (Enterprise) come with it, as a line of the audit.
        if (plan.unlimited_click) {
          await repo.setUnlimitedClick(tx, row.id, true, actor.id, plan.name);
        }
        return { account: row, owner: ownerRow };
      });
      // Two creations with one e-mail at once: the e-mail index refuses the second like the check.
      const done = await created.catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
      await mail.send({
        accountId: done.account.id,
        to: done.owner.email,
        ...newAccountMail({
          name: done.owner.name,
          account: done.account.name,
          plan: plan.name,
          seats: account.max_users_count,
          clicks: credit.search_credit,
          exports: credit.internal_export_credit,
          expiresDay: credit.expires_date,
          link: inviteLink(config.appUrl, done.owner.email),
        }),
      });
      return admin.accountInfo(done.account.id);
    },

    /**
     * A user added to the account by staff under the sub-user rules (roles manager, user, prospector; the
     * account's seats; a deleted user of the account with the e-mail comes back), e-mailed the same way.
     */
    async addUser(actor: AuthUser, body: AdminAddUserInput): Promise<AdminAccountUser> {
      const existing = await findAnyUserByEmail(db, body.email);
      // The sub-user rule sends the owner to support for this one: staff are the support, and enable it.
      if (existing?.accountId === body.account_id && existing.disabledByStaff) {
        throw unprocessable(ADMIN_ACCOUNT_MESSAGES.disabledByStaff);
      }
      // Acting as the account's manager: the account-users service reads only the account, the inviter's
      // name and a managing role of its caller.
      const added = await accountUsers.create(
        { ...actor, accountId: body.account_id, role: 'admin' },
        { name: body.name, email: body.email, role: body.role, whatsapp_number: body.whatsapp_number },
        // Said to staff, who can raise the limit themselves.
        staffSeatsFullMessage,
      );
      const row = await repo.findUser(db, added.id);
      if (!row) throw notFound();
      return toAdminAccountUser(row);
    },
  };
}
