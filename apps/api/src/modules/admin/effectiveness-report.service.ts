// Customer success's effectiveness report (spec 2 §7.3, GET ddcs/effectiveness_report/{from}/{to}, "shapes not
// shown"): one row per CS owner, one for the accounts without one, and the totals. The period's rules are the
// contracts' (`effectivenessPeriodError`), refused with a 422.
import {
  AT_RISK_DAYS,
  type EffectivenessFigures,
  type EffectivenessResponse,
  type EffectivenessRow,
  effectivenessPeriodError,
} from '@prospecta/contracts/admin-reports-api';
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import { npsOf } from '@prospecta/contracts/surveys-api';
import type { Db } from '@/db/client.ts';
import { unprocessable } from '@/lib/http-error.ts';
import {
  activeCsMembers,
  type EffectivenessDbRow,
  effectivenessByOwner,
} from './effectiveness-report.repository.ts';

type Sums = Omit<EffectivenessDbRow, 'cs_id' | 'cs_name' | 'cs_email' | 'cs_active'>;

const EMPTY: Sums = {
  accounts: 0,
  active_accounts: 0,
  active_users: 0,
  exported_companies: 0,
  click_credits_spent: 0,
  onboardings_done: 0,
  onboardings_scheduled: 0,
  onboardings_waiting: 0,
  nps_answers: 0,
  nps_sum: 0,
  nps_promoters: 0,
  nps_detractors: 0,
  plan_orders: 0,
  shop_orders: 0,
  at_risk_accounts: 0,
};
const KEYS = Object.keys(EMPTY) as (keyof Sums)[];

function sumsOf(row: Sums): Sums {
  return Object.fromEntries(KEYS.map((key) => [key, Number(row[key] ?? 0)])) as Sums;
}

function add(a: Sums, b: Sums): Sums {
  return Object.fromEntries(KEYS.map((key) => [key, a[key] + b[key]])) as Sums;
}

/** The figures a row shows: the NPS answers' average (one decimal) and NPS from their sums. */
export function figuresOf(sums: Sums): EffectivenessFigures {
  const { nps_sum, nps_promoters, nps_detractors, ...counts } = sums;
  const answers = sums.nps_answers;
  return {
    ...counts,
    nps_average: answers > 0 ? Math.round((nps_sum / answers) * 10) / 10 : null,
    nps: npsOf({
      promoters: nps_promoters,
      detractors: nps_detractors,
      passives: answers - nps_promoters - nps_detractors,
    }),
  };
}

export function createEffectivenessReportService({ db }: { db: Db }) {
  return {
    async report(from: string, to: string, now = new Date()): Promise<EffectivenessResponse> {
      const refused = effectivenessPeriodError(from, to);
      if (refused) throw unprocessable(refused);
      const today = brasiliaDay(now);
      const riskUntil = to < today ? to : today;
      const owners = await effectivenessByOwner(db, { from, to, riskUntil, riskDays: AT_RISK_DAYS });
      const members = await activeCsMembers(db);
      const rows: Array<EffectivenessRow & { sums: Sums }> = owners.map((row) => {
        const sums = sumsOf(row);
        const cs =
          row.cs_id && row.cs_name !== null && row.cs_email !== null
            ? { id: row.cs_id, name: row.cs_name, email: row.cs_email, active: Boolean(row.cs_active) }
            : null;
        return { cs, ...figuresOf(sums), sums };
      });
      const seen = new Set(rows.map((row) => row.cs?.id));
      for (const member of members) {
        if (!seen.has(member.id))
          rows.push({ cs: { ...member, active: true }, ...figuresOf(EMPTY), sums: EMPTY });
      }
      // The owners by name, the accounts without one last.
      rows.sort((a, b) => {
        if (!a.cs || !b.cs) return a.cs ? -1 : b.cs ? 1 : 0;
        return a.cs.name.localeCompare(b.cs.name, 'pt-BR') || a.cs.id.localeCompare(b.cs.id);
      });
      const totals = rows.reduce((sum, row) => add(sum, row.sums), EMPTY);
      return {
        from,
        to,
        at_risk_until: riskUntil,
        rows: rows.map(({ sums: _sums, ...row }) => row),
        totals: figuresOf(totals),
      };
    },
  };
}
