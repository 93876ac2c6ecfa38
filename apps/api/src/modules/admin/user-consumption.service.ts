// One user's consumption of an account's credits (spec 2 §7.3, GET credit_histories/{accountId} with user_id,
// init_date, end_date, type, page, group_by_format): each spend, or summed by day or month, newest first. The
// user must be one of the account's: another account's user, like an unknown one, is a 404.
import {
  USER_CONSUMPTION_PAGE_SIZE,
  type UserConsumptionGrouping,
  type UserConsumptionResponse,
} from '@prospecta/contracts/admin-reports-api';
import type { Db } from '@/db/client.ts';
import { notFound } from '@/lib/http-error.ts';
import { isUuid } from '@/modules/lists/lists-access.ts';
import { findAccount } from './admin.repository.ts';
import { findAccountUser, spendGroups, spendLines, spendTotals } from './user-consumption.repository.ts';

export type UserConsumptionInput = {
  user_id: string;
  init_date?: string;
  end_date?: string;
  type?: 'click' | 'export';
  group_by_format?: UserConsumptionGrouping;
  page: number;
};

export function createUserConsumptionService({ db }: { db: Db }) {
  return {
    async consumption(accountId: string, query: UserConsumptionInput): Promise<UserConsumptionResponse> {
      if (!isUuid(accountId) || !isUuid(query.user_id)) throw notFound();
      const account = await findAccount(db, accountId);
      const user = account ? await findAccountUser(db, account.id, query.user_id) : null;
      if (!user) throw notFound();
      const filter = {
        accountId,
        userId: user.id,
        from: query.init_date,
        to: query.end_date,
        type: query.type,
      };
      const grouping = query.group_by_format;
      const offset = USER_CONSUMPTION_PAGE_SIZE * (query.page - 1);
      const totals = await spendTotals(db, filter, grouping);
      const base = {
        user,
        totals: { click: totals.click, export: totals.export },
        total: totals.total,
        page: query.page,
        page_size: USER_CONSUMPTION_PAGE_SIZE,
      };
      if (grouping) {
        const groups = await spendGroups(db, filter, grouping, USER_CONSUMPTION_PAGE_SIZE, offset);
        return {
          ...base,
          kind: 'groups',
          lines: [],
          groups: groups.map((g) => ({ period: g.period, click: Number(g.click), export: Number(g.export) })),
        };
      }
      const lines = await spendLines(db, filter, USER_CONSUMPTION_PAGE_SIZE, offset);
      return {
        ...base,
        kind: 'lines',
        groups: [],
        lines: lines.map((line) => ({
          ...line,
          amount: Number(line.amount),
          created_at: new Date(line.created_at).toISOString(),
        })),
      };
    },
  };
}
