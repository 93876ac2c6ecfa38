// The plan's contract: read by the order's account and by staff, signed once by the account's owner while the
// order is with the sales team; the server renders the clauses from the order, stores and hashes them, and
// tells the sales team, the account's CS and the owner.

import { createHash } from 'node:crypto';
import { adminAccountPath } from '@prospecta/contracts/admin-api';
import {
  CONTRACT_MESSAGES,
  CONTRACT_TEXT_VERSION,
  type ContractListResponse,
  type ContractStatus,
  type ContractView,
  contractClauses,
  contractIdParamsSchema,
  contractPath,
  contractText,
  type signContractBodySchema,
} from '@prospecta/contracts/contract-api';
import type { z } from 'zod';
import type { AppConfig } from '@/config.ts';
import type { Db, Executor } from '@/db/client.ts';
import { forbidden, notFound, unprocessable } from '@/lib/http-error.ts';
import { hasStaffRole } from '@/lib/staff.ts';
import { lockAccount } from '@/modules/credits/credits.repository.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { orderTerms, toContractSummary, toContractView } from './contract-view.ts';
import { contractSignedOwnerMail, contractSignedStaffMail } from './contracts.mail.ts';
import * as repo from './contracts.repository.ts';

type Deps = { db: Db; config: AppConfig; mail: MailService };
/** The body as the route parsed it (digits, trimmed). */
export type SignContract = z.output<typeof signContractBodySchema>;
/** Where the signature came from, kept with it. */
export type SignatureOrigin = { ip: string; userAgent: string | null };

/** The most contracts `GET contracts` (and the admin drawer) list. */
export const CONTRACTS_LISTED = 20;
const USER_AGENT_MAX = 500;

const contractNotFound = () => notFound(CONTRACT_MESSAGES.notFound);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function createContractsService({ db, config, mail }: Deps) {
  /** A sent order the user may read (their account's, or any for staff); 404 otherwise, the same for all. */
  async function readable(tx: Executor, user: AuthUser, id: string) {
    if (!contractIdParamsSchema.safeParse({ id }).success) throw contractNotFound();
    const found = await repo.findSentOrder(tx, id);
    if (!found || (found.order.accountId !== user.accountId && !hasStaffRole(user))) throw contractNotFound();
    return found;
  }

  async function view(tx: Executor, user: AuthUser, found: repo.OrderWithContract): Promise<ContractView> {
    const owner = await repo.findOwner(tx, found.order.accountId);
    const canSign = (status: ContractStatus) =>
      status === 'awaiting_signature' && user.role === 'owner' && user.accountId === found.order.accountId;
    return toContractView(found, owner, canSign);
  }

  async function mailSignature(user: AuthUser, contract: ContractView) {
    const staffMail = contractSignedStaffMail({
      contract,
      signerEmail: user.email,
      adminLink: `${config.appUrl}${adminAccountPath(contract.account.id, 'plan')}`,
      appUrl: config.appUrl,
    });
    const cs = await repo.findSuccessContact(db, contract.account.id);
    const staff = [config.salesEmail, cs?.email].filter((to): to is string => Boolean(to));
    for (const to of new Set(staff.map((address) => address.toLowerCase())))
      await mail.send({ accountId: contract.account.id, to, ...staffMail });
    await mail.send({
      accountId: contract.account.id,
      to: user.email,
      ...contractSignedOwnerMail({
        name: user.name,
        contract,
        link: `${config.appUrl}${contractPath(contract.id)}`,
      }),
    });
  }

  return {
    async get(user: AuthUser, id: string): Promise<ContractView> {
      return view(db, user, await readable(db, user, id));
    },

    /**
     * The owner signs: the order must be with the sales team, unsigned. The clauses are rendered here from the
     * order and the company's data, stored with their hash; the account row is locked, as cancelling and
     * replacing the order lock it, so a signature and a cancellation at once are ordered.
     */
    async sign(
      user: AuthUser,
      id: string,
      body: SignContract,
      origin: SignatureOrigin,
      now = new Date(),
    ): Promise<{ message: string; contract: ContractView }> {
      if (hasStaffRole(user)) throw forbidden(CONTRACT_MESSAGES.ownersOnly);
      const contract = await db.transaction(async (tx) => {
        await lockAccount(tx, user.accountId);
        const found = await readable(tx, user, id);
        if (user.role !== 'owner') throw forbidden(CONTRACT_MESSAGES.ownersOnly);
        // Signed once, whatever became of the order since; else only an order still with the sales team.
        if (found.contract) throw unprocessable(CONTRACT_MESSAGES.alreadySigned);
        if (found.order.status !== 'requested') throw unprocessable(CONTRACT_MESSAGES.notSignable);
        const clauses = contractClauses(orderTerms(found.order), {
          company_name: body.company_name,
          company_cnpj: body.company_cnpj,
        });
        const inserted = await repo.insertContract(tx, {
          orderId: found.order.id,
          accountId: found.order.accountId,
          signedBy: user.id,
          companyName: body.company_name,
          companyCnpj: body.company_cnpj,
          signerName: body.signer_name,
          signerCpf: body.signer_cpf,
          signerRole: body.signer_role,
          ip: origin.ip,
          userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
          textVersion: CONTRACT_TEXT_VERSION,
          clauses,
          textSha256: sha256(contractText(clauses)),
          signedAt: now,
        });
        if (!inserted) throw unprocessable(CONTRACT_MESSAGES.alreadySigned);
        return view(tx, user, { ...found, contract: { ...inserted, signedByName: user.name } });
      });
      await mailSignature(user, contract);
      return { message: CONTRACT_MESSAGES.signed, contract };
    },

    /** The account's sent orders' contracts, newest first, with its CS and owner; never staff's own. */
    async list(user: AuthUser): Promise<ContractListResponse> {
      if (hasStaffRole(user)) throw forbidden(CONTRACT_MESSAGES.staffNoHandoff);
      const rows = await repo.listSentOrders(db, user.accountId, CONTRACTS_LISTED);
      const owner = await repo.findOwner(db, user.accountId);
      return {
        contracts: rows.map(toContractSummary),
        cs: await repo.findSuccessContact(db, user.accountId),
        owner: owner ? { id: owner.id, name: owner.name } : null,
      };
    },
  };
}
