// The client handoff: what the account tells its customer-success owner (goal, ideal customer, CRM, team, a
// contact). Every user of the account reads it; the owner and managers keep it up to date; staff read it in
// the account's drawer. Each save reaches the CS (or the sales team) by e-mail, at most once an hour an account.
import { adminAccountPath } from '@prospecta/contracts/admin-api';
import {
  type AdminHandoffResponse,
  CONTRACT_MESSAGES,
  type Handoff,
  type HandoffResponse,
  type handoffBodySchema,
} from '@prospecta/contracts/contract-api';
import type { z } from 'zod';
import type { AppConfig } from '@/config.ts';
import type { Db } from '@/db/client.ts';
import { forbidden, notFound } from '@/lib/http-error.ts';
import { hasStaffRole } from '@/lib/staff.ts';
import { isUuid } from '@/modules/lists/lists-access.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { toContractSummary } from './contract-view.ts';
import { handoffMail } from './contracts.mail.ts';
import * as repo from './contracts.repository.ts';
import { CONTRACTS_LISTED } from './contracts.service.ts';

type Deps = { db: Db; config: AppConfig; mail: MailService };
export type SaveHandoff = z.output<typeof handoffBodySchema>;

/** One handoff e-mail an account per this long: the admin area always has the latest answers. */
export const HANDOFF_EMAIL_INTERVAL_MS = 60 * 60 * 1000;

const EDITORS: readonly string[] = ['owner', 'manager'];
const canEdit = (user: AuthUser) => EDITORS.includes(user.role);

function toHandoff(row: repo.HandoffRow): Handoff {
  return {
    goal: row.goal,
    ideal_customer: row.idealCustomer,
    crm: row.crm,
    team_size: row.teamSize,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    updated_at: row.updatedAt.toISOString(),
    updated_by: { id: row.updatedBy, name: row.updatedByName },
  };
}

export function createHandoffService({ db, config, mail }: Deps) {
  function customer(user: AuthUser) {
    if (hasStaffRole(user)) throw forbidden(CONTRACT_MESSAGES.staffNoHandoff);
  }

  async function read(accountId: string): Promise<Handoff | null> {
    const row = await repo.findHandoff(db, accountId);
    return row ? toHandoff(row) : null;
  }

  return {
    async get(user: AuthUser): Promise<HandoffResponse> {
      customer(user);
      return { handoff: await read(user.accountId), can_edit: canEdit(user) };
    },

    /** Saves every answer (the account's one row) and, unless one went out in the last hour, e-mails them. */
    async save(user: AuthUser, body: SaveHandoff, now = new Date()) {
      customer(user);
      if (!canEdit(user)) throw forbidden(CONTRACT_MESSAGES.handoffEditors);
      await repo.upsertHandoff(
        db,
        user.accountId,
        user.id,
        {
          goal: body.goal,
          idealCustomer: body.ideal_customer,
          crm: body.crm,
          teamSize: body.team_size,
          contactName: body.contact_name,
          contactPhone: body.contact_phone,
        },
        now,
      );
      const since = new Date(now.getTime() - HANDOFF_EMAIL_INTERVAL_MS);
      if (await repo.claimHandoffEmail(db, user.accountId, now, since)) {
        const cs = await repo.findSuccessContact(db, user.accountId);
        const account = (await repo.findAccountName(db, user.accountId)) ?? '';
        await mail.send({
          accountId: user.accountId,
          to: cs?.email ?? config.salesEmail,
          ...handoffMail({
            recipientName: cs?.name ?? null,
            account,
            updatedBy: user.name,
            answers: body,
            adminLink: `${config.appUrl}${adminAccountPath(user.accountId, 'contact')}`,
          }),
        });
      }
      return {
        message: CONTRACT_MESSAGES.handoffSaved,
        handoff: await read(user.accountId),
        can_edit: true,
      };
    },

    /** Staff: an account's handoff and contracts (its drawer); an unknown or malformed id is not found. */
    async forStaff(accountId: string): Promise<AdminHandoffResponse> {
      if (!isUuid(accountId) || (await repo.findAccountName(db, accountId)) === null) throw notFound();
      const contracts = await repo.listSentOrders(db, accountId, CONTRACTS_LISTED);
      return { handoff: await read(accountId), contracts: contracts.map(toContractSummary) };
    },
  };
}
