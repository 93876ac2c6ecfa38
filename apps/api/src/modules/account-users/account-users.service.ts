// The users of an account: the owner (or an admin) adds, edits, turns off and deletes them; a manager sees
// them. Every change is scoped by the signed-in user's account, and the plan's cap counts active users.
import {
  ACCOUNT_USER_MANAGERS,
  ACCOUNT_USER_MESSAGES,
  ACCOUNT_USER_VIEWERS,
  type AccountUser,
  isUnmanagedUser,
  type SupervisedResponse,
  usersLimitMessage,
} from '@prospecta/contracts/account-users-api';
import type { Role } from '@prospecta/contracts/auth';
import type { AppConfig } from '@/config.ts';
import type { Db, Executor } from '@/db/client.ts';
import { isUniqueViolation } from '@/db/errors.ts';
import type { UserRow } from '@/db/schema/users.ts';
import { forbidden, notFound, unprocessable } from '@/lib/http-error.ts';
import { revokeUserRefreshTokens } from '@/modules/auth/auth.repository.ts';
import { isUuid } from '@/modules/lists/lists-access.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import { accountInviteMail, inviteLink } from '@/modules/mail/mail.templates.ts';
import { EVENT_DETAILS, recordUserEvent } from '@/modules/sales-signals/sales-signals.service.ts';
import { isInFirstMonth } from '@/modules/users/users.service.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './account-users.repository.ts';

const MANAGERS: readonly Role[] = ACCOUNT_USER_MANAGERS;
const VIEWERS: readonly Role[] = ACCOUNT_USER_VIEWERS;

type Deps = { db: Db; config: AppConfig; mail: MailService };
type NewUser = { name: string; email: string; role: string; whatsapp_number?: string | null };
type Changes = { name?: string; role?: string; whatsapp_number?: string | null; active?: boolean };

// A refusal of the role, not of the session: 401 would sign the user out in the web app.
const noPermission = () => forbidden(ACCOUNT_USER_MESSAGES.noPermission);

export function toAccountUser(row: UserRow, now = new Date()): AccountUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    whatsapp_number: row.whatsappNumber,
    role: row.role,
    active: row.active,
    has_password: row.passwordHash !== null,
    first_month: isInFirstMonth(row.createdAt, now),
    disabled_by_staff: row.deletedAt !== null && row.disabledByStaff,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createAccountUsersService({ db, config, mail }: Deps) {
  const assertManager = (user: AuthUser) => {
    if (!MANAGERS.includes(user.role)) throw noPermission();
  };

  /** The user to change: of the account, not deleted, neither the one signed in nor the owner or staff. */
  async function changeable(tx: Executor, user: AuthUser, id: string): Promise<UserRow> {
    const row = isUuid(id) ? await repo.findAccountUser(tx, user.accountId, id) : null;
    if (!row) {
      // Shown on the team screen, but only staff bring it back.
      const deleted = isUuid(id) ? await repo.findDeletedAccountUser(tx, user.accountId, id) : null;
      if (deleted?.disabledByStaff) throw unprocessable(ACCOUNT_USER_MESSAGES.disabledByStaff);
      throw notFound();
    }
    if (isUnmanagedUser(row, user.id)) throw unprocessable(ACCOUNT_USER_MESSAGES.notYours);
    return row;
  }

  async function assertSeatFree(
    tx: Executor,
    accountId: string,
    exceptId?: string,
    fullMessage: (max: number) => string = usersLimitMessage,
  ) {
    const account = await repo.findAccountSeats(tx, accountId, true);
    if (!account) throw notFound();
    const active = await repo.countActiveUsers(tx, accountId, exceptId);
    if (active >= account.maxUsersCount) throw unprocessable(fullMessage(account.maxUsersCount));
    return account;
  }

  return {
    /** The role rule of every change; the routes also run it before reading the body (a refusal first). */
    assertManager,

    async list(user: AuthUser, now = new Date()): Promise<SupervisedResponse> {
      if (!VIEWERS.includes(user.role)) throw noPermission();
      const rows = await repo.listAccountUsers(db, user.accountId);
      // Users staff disabled are shown (marked, not editable here), after the account's own.
      const disabled = await repo.listStaffDisabledUsers(db, user.accountId);
      const account = await repo.findAccountSeats(db, user.accountId);
      return {
        users: [...rows, ...disabled].map((row) => toAccountUser(row, now)),
        active_users: rows.filter((row) => row.active).length,
        max_users_count: account?.maxUsersCount ?? 0,
        can_manage: MANAGERS.includes(user.role),
      };
    },

    /**
     * Adds a user (or brings back a deleted user of this account with that e-mail) and e-mails them how to
     * sign in: they have no password yet and enter with an e-mailed code. `seatsFullMessage`: the refusal
     * when the seats are full, for a caller who speaks to someone else than the owner (staff).
     */
    async create(
      user: AuthUser,
      body: NewUser,
      seatsFullMessage?: (max: number) => string,
    ): Promise<AccountUser> {
      assertManager(user);
      const fields = { name: body.name, role: body.role, whatsappNumber: body.whatsapp_number ?? null };
      // Two additions of one new e-mail at once: the account lock orders them within an account, the e-mail
      // index across accounts (its violation is the same refusal as the check).
      let seatsFull = false;
      const added = db.transaction(async (tx) => {
        const account = await assertSeatFree(tx, user.accountId, undefined, (max) => {
          seatsFull = true;
          return (seatsFullMessage ?? usersLimitMessage)(max);
        });
        const existing = await repo.findAnyUserByEmail(tx, body.email);
        if (existing && (existing.accountId !== user.accountId || existing.deletedAt === null)) {
          throw unprocessable(ACCOUNT_USER_MESSAGES.emailTaken);
        }
        // A user disabled by staff comes back only through staff.
        if (existing?.disabledByStaff) throw unprocessable(ACCOUNT_USER_MESSAGES.disabledByStaff);
        const row = existing
          ? await repo.updateAccountUser(tx, user.accountId, existing.id, {
              ...fields,
              active: true,
              deletedAt: null,
            })
          : await repo.insertAccountUser(tx, { accountId: user.accountId, email: body.email, ...fields });
        if (!row) throw notFound();
        return { row, accountName: account.name };
      });
      const { row, accountName } = await added.catch(async (error: unknown) => {
        // A sales signal, recorded once the refusal has rolled the transaction back (staff are not recorded).
        if (seatsFull)
          await recordUserEvent(db, {
            user,
            kind: 'tried_to_register_new_additional_user',
            detail: EVENT_DETAILS.seatsFull(body.name, body.email),
            staffEmailDomain: config.staffEmailDomain,
          });
        throw isUniqueViolation(error) ? unprocessable(ACCOUNT_USER_MESSAGES.emailTaken) : error;
      });
      await mail.send({
        accountId: user.accountId,
        to: row.email,
        ...accountInviteMail(row.name, user.name, accountName, inviteLink(config.appUrl, row.email)),
      });
      return toAccountUser(row);
    },

    async update(user: AuthUser, id: string, changes: Changes): Promise<AccountUser> {
      assertManager(user);
      const row = await db.transaction(async (tx) => {
        const current = await changeable(tx, user, id);
        if (changes.active === true && !current.active) await assertSeatFree(tx, user.accountId, current.id);
        const updated = await repo.updateAccountUser(tx, user.accountId, current.id, {
          name: changes.name,
          role: changes.role,
          whatsappNumber: changes.whatsapp_number,
          active: changes.active,
        });
        if (!updated) throw notFound();
        // Turned off: signed out everywhere (each request already checks that the user is active).
        if (current.active && !updated.active) {
          await revokeUserRefreshTokens(
            tx,
            { userId: updated.id, accountId: user.accountId },
            { reason: 'disabled' },
          );
        }
        return updated;
      });
      return toAccountUser(row);
    },

    /**
     * Undoes a deletion: the user comes back on or off as the owner last saw them, with no new invitation.
     * Coming back on takes a seat; a user disabled by staff comes back only through staff.
     */
    async restore(user: AuthUser, id: string, active: boolean): Promise<AccountUser> {
      assertManager(user);
      const row = await db.transaction(async (tx) => {
        const deleted = isUuid(id) ? await repo.findDeletedAccountUser(tx, user.accountId, id) : null;
        if (!deleted) {
          if (isUuid(id) && (await repo.findAccountUser(tx, user.accountId, id))) {
            throw unprocessable(ACCOUNT_USER_MESSAGES.notDeleted);
          }
          throw notFound();
        }
        if (isUnmanagedUser(deleted, user.id)) throw unprocessable(ACCOUNT_USER_MESSAGES.notYours);
        if (deleted.disabledByStaff) throw unprocessable(ACCOUNT_USER_MESSAGES.disabledByStaff);
        // The account row locked: two restores at once cannot both take the last seat.
        if (active) await assertSeatFree(tx, user.accountId);
        return repo.updateAccountUser(tx, user.accountId, deleted.id, { active, deletedAt: null });
      });
      if (!row) throw notFound();
      return toAccountUser(row);
    },

    /** Deleted users keep their row (their lists and notes keep an author) and can no longer sign in. */
    async remove(user: AuthUser, id: string): Promise<void> {
      assertManager(user);
      await db.transaction(async (tx) => {
        const current = await changeable(tx, user, id);
        await repo.updateAccountUser(tx, user.accountId, current.id, {
          active: false,
          deletedAt: new Date(),
        });
        await revokeUserRefreshTokens(
          tx,
          { userId: current.id, accountId: user.accountId },
          { reason: 'disabled' },
        );
      });
    },
  };
}
