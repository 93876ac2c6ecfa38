// The churn data sheet (spec 2 §7.3, POST user/generate_churn_data_sheet/): for the users asked for (or every
// customer) and a period, one row each with their account, plan, role, last sign-in, what they did in the
// period and their account's credits, written by the exports' own xlsx writer (Portuguese headers, Brazilian
// dates and thousands).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_TYPE_LABELS } from '@prospecta/contracts/admin-api';
import { CHURN_EXPIRY_WINDOW_DAYS, unknownEmailsMessage } from '@prospecta/contracts/admin-credits-api';
import type { Role } from '@prospecta/contracts/auth';
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import type { AccountType } from '@prospecta/contracts/user';
import type { Db } from '@/db/client.ts';
import { unprocessable } from '@/lib/http-error.ts';
import { gaugeOf } from '@/modules/credits/credits.arithmetic.ts';
import { creditBalances, expiryOf } from '@/modules/credits/credits.service.ts';
import type { CellValue, SheetColumn } from '@/modules/exports/files/sheet-columns.ts';
import { xlsxWriter } from '@/modules/exports/files/sheet-writers.ts';
import { type ChurnUserRow, churnRows, unknownEmails } from './churn-sheet.repository.ts';

const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  customer_success: 'Sucesso do cliente',
  owner: 'Proprietário da conta',
  manager: 'Gestor',
  prospector: 'Prospectador',
  user: 'Usuário',
};

const text = (header: string, width: number): SheetColumn => ({ header, kind: 'text', width });
const count = (header: string, width = 14): SheetColumn => ({
  header,
  kind: 'number',
  width,
  format: '#,##0',
});
const day = (header: string): SheetColumn => ({ header, kind: 'date', width: 14 });

export const CHURN_COLUMNS: SheetColumn[] = [
  text('Conta', 30),
  text('Situação da conta', 16),
  text('Plano', 20),
  text('Usuário', 28),
  text('E-mail', 32),
  text('Papel', 20),
  text('Situação do usuário', 18),
  day('Último acesso'),
  count('Dias ativos no período'),
  count('Pesquisas'),
  count('Empresas consultadas'),
  count('Listas criadas'),
  count('Empresas exportadas'),
  text('Consultas ilimitadas', 12),
  count('Consultas concedidas'),
  count('Consultas usadas'),
  count('Consultas restantes'),
  count('Exportações concedidas'),
  count('Exportações usadas'),
  count('Exportações restantes'),
  text(`Créditos vencem em ${CHURN_EXPIRY_WINDOW_DAYS} dias`, 16),
  day('Próximo vencimento'),
];

type AccountCredits = {
  click: { granted: number; spent: number; remaining: number };
  export: { granted: number; spent: number; remaining: number };
  /** The last day of the soonest expiry of unspent credits of either type (null: none expires). */
  nextExpiry: string | null;
};

async function accountCredits(db: Db, accountId: string, now: Date): Promise<AccountCredits> {
  const balances = await creditBalances(db, accountId);
  const totals = (type: 'click' | 'export') => {
    const gauge = gaugeOf(balances[type], now);
    return { granted: gauge.value, spent: gauge.value - gauge.remaining, remaining: gauge.remaining };
  };
  const days = [expiryOf(balances.click, now)?.date, expiryOf(balances.export, now)?.date].filter(
    (d): d is string => d !== undefined,
  );
  return { click: totals('click'), export: totals('export'), nextExpiry: days.sort()[0] ?? null };
}

/** One row of the sheet, in CHURN_COLUMNS' order. */
export function churnCells(row: ChurnUserRow, credits: AccountCredits, now: Date): CellValue[] {
  const limit = brasiliaDay(new Date(now.getTime() + CHURN_EXPIRY_WINDOW_DAYS * 24 * 3600 * 1000));
  const expiresSoon = credits.nextExpiry !== null && credits.nextExpiry <= limit;
  return [
    row.account_name,
    ACCOUNT_TYPE_LABELS[row.account_type as AccountType] ?? row.account_type,
    row.plan_name ?? 'Sem plano',
    row.name,
    row.email,
    ROLE_LABELS[row.role as Role] ?? row.role,
    row.disabled ? 'Desativado' : 'Ativo',
    row.last_sign_in ? brasiliaDay(new Date(row.last_sign_in)) : null,
    Number(row.active_days),
    Number(row.searches),
    Number(row.consulted),
    Number(row.lists),
    Number(row.exported),
    row.unlimited_click ? 'Sim' : 'Não',
    credits.click.granted,
    credits.click.spent,
    credits.click.remaining,
    credits.export.granted,
    credits.export.spent,
    credits.export.remaining,
    expiresSoon ? 'Sim' : 'Não',
    credits.nextExpiry,
  ];
}

export function createChurnSheetService({ db }: { db: Db }) {
  return {
    /** The sheet's bytes; an e-mail no user has is refused (a typo would silently leave its row out). */
    async generate(
      input: { emails: string[]; rangeDate: [string, string] },
      now = new Date(),
    ): Promise<Buffer> {
      const emails = [...new Set(input.emails.map((e) => e.toLowerCase()))];
      const unknown = await unknownEmails(db, emails);
      if (unknown.length > 0) throw unprocessable(unknownEmailsMessage(unknown));
      const [from, to] = input.rangeDate;
      const rows = await churnRows(db, emails, { from, to });
      const credits = new Map<string, AccountCredits>();
      const dir = await mkdtemp(join(tmpdir(), 'prospecta-churn-'));
      try {
        const path = join(dir, 'churn.xlsx');
        const writer = await xlsxWriter(path, CHURN_COLUMNS, 'Churn');
        for (const row of rows) {
          let account = credits.get(row.account_id);
          if (!account) {
            account = await accountCredits(db, row.account_id, now);
            credits.set(row.account_id, account);
          }
          await writer.write(churnCells(row, account, now));
        }
        await writer.close();
        return await readFile(path);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
