// The staff's work on an account's credits beyond adding and removing them: a grant edited (its amount, never
// below what was already used or removed of it, and its expiry) with a line in the audit; the account's
// totals by type with the soonest expiry; and the audit itself, each grant with what is left of it.

import {
  type AdminAccountInfo,
  CREDIT_AUDIT_PAGE_SIZE,
  type CreditAuditEntry,
  type CreditAuditQuery,
  type CreditAuditResponse,
} from '@prospecta/contracts/admin-api';
import {
  ADMIN_CREDIT_MESSAGES,
  belowUsedMessage,
  type CreditsTotalsResponse,
  type CreditTypeTotals,
  wrongCreditTypeMessage,
} from '@prospecta/contracts/admin-credits-api';
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import type { CreditType } from '@prospecta/contracts/credits';
import type { Db } from '@/db/client.ts';
import { notFound, unprocessable } from '@/lib/http-error.ts';
import { gaugeOf, isGrantValid } from '@/modules/credits/credits.arithmetic.ts';
import { creditBalances, expiryOf } from '@/modules/credits/credits.service.ts';
import { isUuid } from '@/modules/lists/lists-access.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './admin.repository.ts';
import { createAdminService, expiryInstant } from './admin.service.ts';
import {
  type GrantEditRecord,
  insertGrantEdit,
  parseGrantEdit,
  updateGrant,
} from './admin-credits.repository.ts';

export type GrantChanges = {
  search_credit?: number;
  advanced_search_credit?: number;
  internal_export_credit?: number;
  expires_date?: string | null;
};

const KIND: Record<CreditType, 'consulta' | 'exportação'> = { click: 'consulta', export: 'exportação' };
const iso = (value: string | Date) => new Date(value).toISOString();
/** An instant a grant stops counting → its last valid day in Brasília. */
const lastDay = (at: string | null) => (at ? brasiliaDay(new Date(Date.parse(at) - 1)) : null);

export function createAdminCreditsService({ db }: { db: Db }) {
  const admin = createAdminService({ db });

  async function accountOr404(accountId: string) {
    const account = isUuid(accountId) ? await repo.findAccount(db, accountId) : null;
    if (!account) throw notFound();
    return account;
  }

  return {
    /**
     * Edits a grant still counting: the amount of its own type (not below what was used or removed of it,
     * not zero: that is an invalidation) and its last day (a future day, or none). The account's row is locked
     * first, as every credit change does, then the grant's.
     */
    async updateGrant(
      actor: AuthUser,
      id: string,
      changes: GrantChanges,
      now = new Date(),
    ): Promise<AdminAccountInfo> {
      if (!isUuid(id)) throw notFound();
      if (changes.advanced_search_credit) throw unprocessable(ADMIN_CREDIT_MESSAGES.noAdvanced);
      if (changes.expires_date && changes.expires_date < brasiliaDay(now)) {
        throw unprocessable(ADMIN_CREDIT_MESSAGES.pastExpiry);
      }
      const accountId = await db.transaction(async (tx) => {
        const found = await repo.findGrantAccount(tx, id);
        if (!found) {
          if (await repo.isConsumption(tx, id)) throw unprocessable(ADMIN_CREDIT_MESSAGES.notAGrant);
          throw notFound();
        }
        await repo.findAccount(tx, found, true);
        const grant = await repo.findGrant(tx, id);
        if (!grant) throw notFound();
        if (grant.invalidatedAt) throw unprocessable(ADMIN_CREDIT_MESSAGES.invalidated);
        if (grant.expiresAt && grant.expiresAt.getTime() <= now.getTime()) {
          throw unprocessable(ADMIN_CREDIT_MESSAGES.expired);
        }
        const type = grant.type as CreditType;
        const other = type === 'click' ? changes.internal_export_credit : changes.search_credit;
        if (other) throw unprocessable(wrongCreditTypeMessage(KIND[type]));
        const amount =
          (type === 'click' ? changes.search_credit : changes.internal_export_credit) ?? grant.amount;
        if (amount === 0) throw unprocessable(ADMIN_CREDIT_MESSAGES.zero);
        const expiresAt =
          changes.expires_date === undefined
            ? grant.expiresAt
            : changes.expires_date === null
              ? null
              : new Date(expiryInstant(changes.expires_date));
        if (amount === grant.amount && expiresAt?.getTime() === grant.expiresAt?.getTime()) {
          throw unprocessable(ADMIN_CREDIT_MESSAGES.nothingChanged);
        }
        const balance = (await creditBalances(tx, grant.accountId))[type].find(
          (b) => b.grant.id === grant.id,
        );
        const used = balance ? grant.amount - balance.left : 0;
        if (amount < used) throw unprocessable(belowUsedMessage(used));
        await updateGrant(tx, grant.id, { amount, expiresAt });
        const record: GrantEditRecord = {
          grant: grant.id,
          amount: [grant.amount, amount],
          expires_at: [grant.expiresAt?.toISOString() ?? null, expiresAt?.toISOString() ?? null],
        };
        await insertGrantEdit(tx, { accountId: grant.accountId, userId: actor.id, type, record });
        return grant.accountId;
      });
      return admin.accountInfo(accountId);
    },

    /** The account's credits by type: granted, spent, remaining and the soonest expiry of what remains. */
    async totals(accountId: string, now = new Date()): Promise<CreditsTotalsResponse> {
      const account = await accountOr404(accountId);
      const balances = await creditBalances(db, account.id);
      const totalsOf = (type: CreditType): CreditTypeTotals => {
        const gauge = gaugeOf(balances[type], now);
        return {
          granted: gauge.value,
          spent: gauge.value - gauge.remaining,
          remaining: gauge.remaining,
          next_expiry: expiryOf(balances[type], now),
        };
      };
      return {
        click: totalsOf('click'),
        export: totalsOf('export'),
        unlimited_click: account.unlimitedClick,
      };
    },

    /** The audit's page, each grant with what is left of it, an edit with its change, and the filters' sums. */
    async audit(accountId: string, query: CreditAuditQuery & { page: number }, now = new Date()) {
      const account = await accountOr404(accountId);
      const { rows, total, totals } = await repo.listAudit(
        db,
        account.id,
        query,
        CREDIT_AUDIT_PAGE_SIZE,
        CREDIT_AUDIT_PAGE_SIZE * (query.page - 1),
      );
      const balances = await creditBalances(db, account.id);
      const left = new Map(
        [...balances.click, ...balances.export].map((b) => [
          b.grant.id,
          isGrantValid(b.grant, now) ? Math.max(0, b.left) : 0,
        ]),
      );
      const sums = (type: CreditType) => {
        const row = totals.find((t) => t.type === type);
        return {
          granted: Number(row?.granted ?? 0),
          invalidated: Number(row?.invalidated ?? 0),
          removed: Number(row?.removed ?? 0),
          spent: Number(row?.spent ?? 0),
        };
      };
      const entries: CreditAuditEntry[] = rows.map((r) => {
        const edit = r.kind === 'edit' ? parseGrantEdit(r.subject) : null;
        return {
          id: r.id,
          kind: r.kind,
          type: r.type,
          amount: Number(r.amount),
          user:
            r.user_id && r.user_name && r.user_email
              ? { id: r.user_id, name: r.user_name, email: r.user_email }
              : null,
          description: r.description,
          subject: r.kind === 'edit' ? null : r.subject,
          list:
            r.list_id && r.list_name !== null
              ? { id: r.list_id, name: r.list_name, deleted: r.list_deleted === true }
              : null,
          expires_at: r.expires_at ? iso(r.expires_at) : null,
          invalidated: r.invalidated,
          invalidated_cause: r.invalidated_cause,
          remaining: r.kind === 'grant' ? (left.get(r.id) ?? 0) : null,
          edit: edit
            ? {
                grant_id: edit.grant,
                amount_from: edit.amount[0],
                amount_to: edit.amount[1],
                expires_from: lastDay(edit.expires_at[0]),
                expires_to: lastDay(edit.expires_at[1]),
              }
            : null,
          created_at: iso(r.created_at),
        };
      });
      const response: CreditAuditResponse = {
        entries,
        totals: { click: sums('click'), export: sums('export') },
        total,
        page: query.page,
        page_size: CREDIT_AUDIT_PAGE_SIZE,
      };
      return response;
    },
  };
}
