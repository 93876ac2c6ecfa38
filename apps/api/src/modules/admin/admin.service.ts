// The staff's rules (spec 2 §4, §6, §7.3): who may change which user, the seats an enabled user takes,
// the hand-over of an account's ownership, credits added and removed under the account's lock, and the audit.

import type { AdminUserStatus } from '@prospecta/contracts/admin-api';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminAccountInfo,
  type AdminAccountUser,
  type AdminAccountUsersResponse,
  type AdminUserItem,
  type AdminUsersResponse,
  CONSUMPTION_PAGE_SIZE,
  type ConsumptionGrouping,
  type ConsumptionResponse,
  type CreditOperation,
  maxUsersBelowActiveMessage,
  notEnoughCreditsMessage,
  STAFF_ONLY_ROLES,
  seatsFullMessage,
  type UserConsumption,
} from '@prospecta/contracts/admin-api';
import type { Role } from '@prospecta/contracts/auth';
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import type { AccountType } from '@prospecta/contracts/user';
import type { Db, Executor } from '@/db/client.ts';
import { isUniqueViolation } from '@/db/errors.ts';
import type { UserRow } from '@/db/schema/users.ts';
import { forbidden, notFound, unprocessable } from '@/lib/http-error.ts';
import { findAnyUserByEmail, updateAccountUser } from '@/modules/account-users/account-users.repository.ts';
import { revokeUserRefreshTokens } from '@/modules/auth/auth.repository.ts';
import * as credits from '@/modules/credits/credits.repository.ts';
import { creditGauges } from '@/modules/credits/credits.service.ts';
import { isUuid } from '@/modules/lists/lists-access.ts';
import { applyPlanName, openPlanOrder, toPlanOrder } from '@/modules/plans/plan-order.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './admin.repository.ts';

const STAFF: readonly Role[] = STAFF_ONLY_ROLES;
const isAdmin = (user: AuthUser) => user.role === 'admin';

type UserChanges = { name?: string; email?: string; role?: Role; whatsapp_number?: string | null };
export type CreditInput = {
  search_credit: number;
  internal_export_credit: number;
  unlimited_click: boolean;
  expires_date: string | null;
  description: string;
};

const statusOf = (row: Pick<UserRow, 'deletedAt'>): AdminUserStatus =>
  row.deletedAt ? 'disabled' : 'active';
const deletedByAccount = (row: Pick<UserRow, 'deletedAt' | 'disabledByStaff'>) =>
  row.deletedAt !== null && !row.disabledByStaff;

export function toAdminAccountUser(row: UserRow): AdminAccountUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    whatsapp_number: row.whatsappNumber,
    role: row.role as Role,
    active: row.active,
    userStatus: statusOf(row),
    deletedByAccount: deletedByAccount(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The last day a grant counts → the instant it stops: the next midnight in Brasília (UTC−3, no DST). */
export const expiryInstant = (day: string) => new Date(`${day}T00:00:00-03:00`).getTime() + 24 * 3600 * 1000;

/** Staff grants (origin admin) of the click and export amounts given, with the day they expire. */
export async function grantStaffCredits(
  tx: Executor,
  actor: AuthUser,
  accountId: string,
  credit: Pick<CreditInput, 'search_credit' | 'internal_export_credit' | 'expires_date'>,
  description: string | undefined,
): Promise<void> {
  const expiresAt = credit.expires_date ? new Date(expiryInstant(credit.expires_date)) : null;
  for (const [type, amount] of [
    ['click', credit.search_credit],
    ['export', credit.internal_export_credit],
  ] as const) {
    if (amount > 0) {
      await credits.insertGrant(tx, {
        accountId,
        type,
        amount,
        expiresAt,
        origin: 'admin',
        description,
        createdBy: actor.id,
      });
    }
  }
}

export function createAdminService({ db }: { db: Db }) {
  async function accountOr404(tx: Executor, accountId: string, lock = false) {
    const account = isUuid(accountId) ? await repo.findAccount(tx, accountId, lock) : null;
    if (!account) throw notFound();
    return account;
  }

  async function accountInfo(tx: Executor, accountId: string, now = new Date()): Promise<AdminAccountInfo> {
    const account = await accountOr404(tx, accountId);
    const gauges = await creditGauges(tx, account.id, now);
    const order = await openPlanOrder(tx, account.id, account.planId);
    return {
      id: account.id,
      name: account.name,
      accountType: account.accountType as AccountType,
      planName: account.planName,
      planId: account.planId,
      maxUsersCount: account.maxUsersCount,
      activeUsers: account.activeUsers,
      unlimitedClick: account.unlimitedClick,
      credits: gauges,
      owner: account.owner,
      cs: account.cs,
      createdAt: account.createdAt.toISOString(),
      planOrder: order ? toPlanOrder(order) : null,
    };
  }

  /** A user the signed-in staff member may change: staff users only by an admin. */
  async function changeableUser(tx: Executor, actor: AuthUser, id: string): Promise<UserRow> {
    const row = isUuid(id) ? await repo.findUser(tx, id) : null;
    if (!row) throw notFound();
    if (STAFF.includes(row.role as Role) && !isAdmin(actor)) throw forbidden(ADMIN_MESSAGES.staffUser);
    return row;
  }

  /**
   * The team keeps an active admin: taking the role from one, or turning one off, is refused when no other
   * active admin would be left (the admins' rows locked, so two such changes at once cannot both pass).
   */
  async function assertAnotherAdmin(tx: Executor, user: UserRow): Promise<void> {
    if (user.role !== 'admin' || !user.active || user.deletedAt !== null) return;
    const admins = await repo.lockActiveAdmins(tx);
    if (!admins.some((id) => id !== user.id)) throw unprocessable(ADMIN_MESSAGES.lastAdmin);
  }

  return {
    accountInfo: (accountId: string) => accountInfo(db, accountId),

    async users(filter: {
      name_or_email: string;
      roles: Role[];
      status: AdminUserStatus[];
      type_account: AccountType[];
      cs_user_id?: string;
      page: number;
    }): Promise<AdminUsersResponse> {
      const { rows, totalUsers, totalAccounts } = await repo.searchUsers(
        db,
        {
          text: filter.name_or_email,
          roles: filter.roles,
          statuses: filter.status,
          accountTypes: filter.type_account,
          csUserId: filter.cs_user_id,
        },
        ADMIN_PAGE_SIZE,
        ADMIN_PAGE_SIZE * (filter.page - 1),
      );
      const items: AdminUserItem[] = rows.map((r) => ({
        id: r.user.id,
        accountId: r.user.accountId,
        accountName: r.accountName,
        name: r.user.name,
        email: r.user.email,
        role: r.user.role as Role,
        accountType: r.accountType as AccountType,
        planName: r.planName,
        userStatus: statusOf(r.user),
        active: r.user.active,
        deletedByAccount: deletedByAccount(r.user),
        accountOwner: r.owner,
        usersCount: Number(r.usersCount),
        cs: r.cs,
        createdAt: r.user.createdAt.toISOString(),
      }));
      return {
        users: items,
        total_users: totalUsers,
        total_clients: totalAccounts,
        page: filter.page,
        page_size: ADMIN_PAGE_SIZE,
      };
    },

    async accountUsers(
      accountId: string,
      filter: { search: string; roles: Role[]; statuses: AdminUserStatus[]; page: number },
    ): Promise<AdminAccountUsersResponse> {
      const account = await accountOr404(db, accountId);
      const { rows, total } = await repo.listAccountUsers(
        db,
        account.id,
        { text: filter.search, roles: filter.roles, statuses: filter.statuses },
        ADMIN_PAGE_SIZE,
        ADMIN_PAGE_SIZE * (filter.page - 1),
      );
      return { users: rows.map(toAdminAccountUser), total, page: filter.page, page_size: ADMIN_PAGE_SIZE };
    },

    /**
     * Edits a user. Staff roles are given by an admin only; making a user the owner hands the account over
     * (the former owner becomes a manager); the only owner is not demoted (an account keeps one owner), nor
     * does anyone change their own role (the team keeps its administrator).
     */
    async updateUser(actor: AuthUser, id: string, changes: UserChanges): Promise<AdminAccountUser> {
      if (changes.role && STAFF.includes(changes.role) && !isAdmin(actor)) {
        throw forbidden(ADMIN_MESSAGES.staffOnlyRole);
      }
      const updated = db.transaction(async (tx) => {
        const current = await changeableUser(tx, actor, id);
        // Staff who took their own role away could leave the team without an administrator.
        if (current.id === actor.id && changes.role && changes.role !== current.role) {
          throw unprocessable(ADMIN_MESSAGES.notYourRole);
        }
        const sameEmail = changes.email ? await findAnyUserByEmail(tx, changes.email) : null;
        if (sameEmail && sameEmail.id !== current.id) throw unprocessable(ADMIN_MESSAGES.emailTaken);
        if (changes.role && STAFF.includes(changes.role) && changes.role !== current.role) {
          const account = await repo.findAccount(tx, current.accountId);
          if (account?.accountType !== 'internal') throw unprocessable(ADMIN_MESSAGES.staffRoleOutside);
        }
        if (changes.role && changes.role !== 'admin') await assertAnotherAdmin(tx, current);
        if (current.role === 'owner' && changes.role && changes.role !== 'owner') {
          throw unprocessable(ADMIN_MESSAGES.ownerNeeded);
        }
        if (changes.role === 'owner' && current.role !== 'owner') {
          // The account's management would go to someone who cannot sign in.
          if (!current.active || current.deletedAt !== null)
            throw unprocessable(ADMIN_MESSAGES.inactiveOwner);
          await repo.findAccount(tx, current.accountId, true);
          for (const other of await repo.findOtherOwners(tx, current.accountId, current.id)) {
            await updateAccountUser(tx, current.accountId, other.id, { role: 'manager' });
          }
        }
        const row = await updateAccountUser(tx, current.accountId, current.id, {
          name: changes.name,
          email: changes.email,
          role: changes.role,
          whatsappNumber: changes.whatsapp_number,
        });
        if (!row) throw notFound();
        return row;
      });
      const row = await updated.catch((error: unknown) => {
        throw isUniqueViolation(error) ? unprocessable(ADMIN_MESSAGES.emailTaken) : error;
      });
      return toAdminAccountUser(row);
    },

    /**
     * Disabling sets deleted_at (spec §4) and signs the user out everywhere; enabling clears it and turns
     * the user on, within the account's seats.
     */
    async setDisabled(actor: AuthUser, id: string, disabled: boolean): Promise<AdminAccountUser> {
      const row = await db.transaction(async (tx) => {
        const current = await changeableUser(tx, actor, id);
        if (disabled && current.id === actor.id) throw unprocessable(ADMIN_MESSAGES.notYourself);
        // The account keeps someone who manages it: hand it over first.
        if (disabled && current.role === 'owner') throw unprocessable(ADMIN_MESSAGES.ownerNeeded);
        if (disabled) {
          await assertAnotherAdmin(tx, current);
          const row = await updateAccountUser(tx, current.accountId, current.id, {
            deletedAt: current.deletedAt ?? new Date(),
            disabledByStaff: true,
          });
          await revokeUserRefreshTokens(
            tx,
            { userId: current.id, accountId: current.accountId },
            { reason: 'disabled' },
          );
          return row;
        }
        const account = await accountOr404(tx, current.accountId, true);
        const takesSeat = current.deletedAt !== null || !current.active;
        if (takesSeat && account.activeUsers >= account.maxUsersCount) {
          throw unprocessable(seatsFullMessage(account.maxUsersCount));
        }
        return updateAccountUser(tx, current.accountId, current.id, {
          deletedAt: null,
          active: true,
          disabledByStaff: false,
        });
      });
      if (!row) throw notFound();
      return toAdminAccountUser(row);
    },

    /** Staff who may own an account's customer success. */
    async csAndAdmins() {
      const rows = await repo.listCsAndAdmins(db);
      return { users: rows.map((r) => ({ ...r, role: r.role as 'admin' | 'customer_success' })) };
    },

    /** Gives the account a customer-success owner (an admin or customer_success user), or takes it away. */
    async setCs(accountId: string, csUserId: string | null): Promise<AdminAccountInfo> {
      return db.transaction(async (tx) => {
        const account = await accountOr404(tx, accountId, true);
        if (csUserId !== null) {
          const cs = await repo.findUser(tx, csUserId);
          if (!cs || cs.deletedAt || !cs.active || !STAFF.includes(cs.role as Role)) {
            throw unprocessable(ADMIN_MESSAGES.notCs);
          }
        } else if (!account.cs) {
          throw unprocessable(ADMIN_MESSAGES.noCs);
        }
        await repo.updateAccount(tx, account.id, { csUserId });
        return accountInfo(tx, account.id);
      });
    },

    async setPlanName(accountId: string, planName: string): Promise<AdminAccountInfo> {
      return db.transaction(async (tx) => {
        const account = await accountOr404(tx, accountId, true);
        const planId = await applyPlanName(tx, account, planName);
        await repo.updateAccount(tx, account.id, { planName, planId });
        return accountInfo(tx, account.id);
      });
    },

    /** The seats: not below the users already active (they would stay over the limit). */
    async setMaxUsers(accountId: string, maxUsersCount: number): Promise<AdminAccountInfo> {
      return db.transaction(async (tx) => {
        const account = await accountOr404(tx, accountId, true);
        if (maxUsersCount < account.activeUsers) {
          throw unprocessable(maxUsersBelowActiveMessage(account.activeUsers));
        }
        await repo.updateAccount(tx, account.id, { maxUsersCount });
        return accountInfo(tx, account.id);
      });
    },

    /**
     * Adds grants (origin admin, with their expiry) or removes credits (a spend of reason admin_withdrawal,
     * so what was given stays in the audit); the unlimited click is set by adding and cleared by removing.
     * Removing more than remains is refused (spec §4), unless the clicks are unlimited.
     */
    async changeCredits(
      actor: AuthUser,
      accountId: string,
      operation: CreditOperation,
      credit: CreditInput,
      now = new Date(),
    ): Promise<AdminAccountInfo> {
      if (operation === 'add_credit' && credit.expires_date && credit.expires_date < brasiliaDay(now)) {
        throw unprocessable(ADMIN_MESSAGES.pastExpiry);
      }
      return db.transaction(async (tx) => {
        const account = await accountOr404(tx, accountId, true);
        const amounts = [
          ['click', credit.search_credit],
          ['export', credit.internal_export_credit],
        ] as const;
        const description = credit.description || undefined;
        const adding = operation === 'add_credit';
        // The unlimited click alone, when the account already is (or is not) so, would change nothing.
        if (amounts.every(([, amount]) => amount === 0) && adding === account.unlimitedClick) {
          throw unprocessable(adding ? ADMIN_MESSAGES.alreadyUnlimited : ADMIN_MESSAGES.notUnlimited);
        }
        if (adding) {
          await grantStaffCredits(tx, actor, account.id, credit, description);
          if (credit.unlimited_click && !account.unlimitedClick) {
            await repo.setUnlimitedClick(tx, account.id, true, actor.id, description);
          }
        } else {
          const gauges = await creditGauges(tx, account.id, now);
          if (credit.search_credit > gauges.click.remaining && !account.unlimitedClick) {
            throw unprocessable(notEnoughCreditsMessage('consulta', gauges.click.remaining));
          }
          if (credit.internal_export_credit > gauges.export.remaining) {
            throw unprocessable(notEnoughCreditsMessage('exportação', gauges.export.remaining));
          }
          for (const [type, amount] of amounts) {
            if (amount > 0) {
              await credits.insertConsumption(tx, {
                accountId: account.id,
                userId: actor.id,
                type,
                amount,
                reason: credits.WITHDRAWAL_REASON,
                subject: description,
              });
            }
          }
          if (credit.unlimited_click && account.unlimitedClick) {
            await repo.setUnlimitedClick(tx, account.id, false, actor.id, description);
          }
        }
        return accountInfo(tx, account.id, now);
      });
    },

    /** Who spent the account's credits in the period, by day, month or year, the heaviest first (10 a page). */
    async consumption(
      accountId: string,
      query: { init_date?: string; end_date?: string; group_by_format: ConsumptionGrouping; page: number },
    ): Promise<ConsumptionResponse> {
      const account = await accountOr404(db, accountId);
      const rows = await repo.spendsByUser(db, account.id, query, query.group_by_format);
      const byUser = new Map<string, UserConsumption>();
      for (const row of rows) {
        const key = row.user_id ?? '';
        const user =
          row.user_id && row.user_name && row.user_email
            ? { id: row.user_id, name: row.user_name, email: row.user_email }
            : null;
        const entry = byUser.get(key) ?? { user, click: 0, export: 0, periods: [] };
        entry.click += Number(row.click);
        entry.export += Number(row.export);
        entry.periods.push({ period: row.period, click: Number(row.click), export: Number(row.export) });
        byUser.set(key, entry);
      }
      const all = [...byUser.values()];
      for (const entry of all) entry.periods.sort((a, b) => b.period.localeCompare(a.period));
      all.sort(
        (a, b) =>
          b.click + b.export - (a.click + a.export) || (a.user?.name ?? '').localeCompare(b.user?.name ?? ''),
      );
      const start = CONSUMPTION_PAGE_SIZE * (query.page - 1);
      return {
        users: all.slice(start, start + CONSUMPTION_PAGE_SIZE),
        totals: {
          click: all.reduce((sum, e) => sum + e.click, 0),
          export: all.reduce((sum, e) => sum + e.export, 0),
        },
        total: all.length,
        page: query.page,
        page_size: CONSUMPTION_PAGE_SIZE,
      };
    },

    /** A grant stops counting; its spends stay. A spend's id or an invalidated grant is refused. */
    async invalidate(id: string, cause: string, now = new Date()): Promise<void> {
      if (!isUuid(id)) throw notFound();
      await db.transaction(async (tx) => {
        const grant = await repo.findGrant(tx, id);
        if (!grant) {
          if (await repo.isConsumption(tx, id)) throw unprocessable(ADMIN_MESSAGES.notAGrant);
          throw notFound();
        }
        if (grant.invalidatedAt) throw unprocessable(ADMIN_MESSAGES.alreadyInvalidated);
        if (grant.expiresAt && grant.expiresAt.getTime() <= now.getTime()) {
          throw unprocessable(ADMIN_MESSAGES.alreadyExpired);
        }
        await repo.invalidateGrant(tx, grant.id, cause);
      });
    },
  };
}
