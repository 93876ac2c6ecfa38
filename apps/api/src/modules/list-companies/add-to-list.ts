// The one way companies enter a list, inside the caller's transaction: lock the account, skip what the
// list holds (and, when asked, what the account already exported), insert, record first exports and spend
// one export credit per company new to the account. Any failure (422 'Crédito não disponível') rolls
// everything back with the caller's transaction; a retry inserts and charges only what is still missing.
import type { Tx } from '@/db/client.ts';
import { notFound } from '@/lib/http-error.ts';
import { spend } from '@/modules/credits/credits.service.ts';
import { touchList } from '@/modules/lists/lists.repository.ts';
import * as repo from './add-companies.repository.ts';

export type AddToListInput = {
  accountId: string;
  userId: string | null;
  listId: string;
  searchId: string | null;
  companies: repo.NewListCompany[];
  /** eliminate_cnpjs_already_exported_in_account: leave out companies the account already exported. */
  eliminateExported: boolean;
  /** At most this many companies are added (autoplay: the remaining credits); the rest is left for later. */
  limit?: number;
  reason: string;
};

export type AddToListResult = {
  added: number;
  charged: number;
  skippedInList: number;
  skippedExported: number;
};

export async function addToList(tx: Tx, input: AddToListInput): Promise<AddToListResult> {
  if (!(await repo.lockAccountRow(tx, input.accountId))) throw notFound();
  // In the order given (the search's, the ticked CNPJs'), each CNPJ once: the list shows them so. The
  // account's lock above keeps two adds from waiting on each other's rows, whatever their order.
  const byCnpj = new Map<string, repo.NewListCompany>();
  for (const c of input.companies) if (!byCnpj.has(c.cnpj)) byCnpj.set(c.cnpj, c);
  let candidates = [...byCnpj.values()];
  let skippedExported = 0;
  if (input.eliminateExported) {
    const exported = await repo.exportedAmong(
      tx,
      input.accountId,
      candidates.map((c) => c.cnpj),
    );
    skippedExported = exported.size;
    candidates = candidates.filter((c) => !exported.has(c.cnpj));
  }
  if (input.limit !== undefined) candidates = candidates.slice(0, Math.max(0, input.limit));
  const scope = {
    accountId: input.accountId,
    listId: input.listId,
    userId: input.userId,
    searchId: input.searchId,
  };
  const inserted = await repo.insertListCompanies(tx, scope, candidates);
  const fresh = await repo.insertExportedCnpjs(tx, input.accountId, inserted);
  if (fresh.length > 0) {
    await spend(tx, {
      accountId: input.accountId,
      userId: input.userId,
      type: 'export',
      amount: fresh.length,
      reason: input.reason,
      subject: input.listId,
    });
    await repo.markCharged(tx, input.listId, fresh);
  }
  if (inserted.length > 0) {
    await touchList(tx, input.listId, input.searchId);
    if (input.userId) {
      await repo.insertInteraction(tx, {
        accountId: input.accountId,
        listId: input.listId,
        userId: input.userId,
        kind: 'export',
        detail: String(inserted.length),
      });
    }
  }
  return {
    added: inserted.length,
    charged: fresh.length,
    skippedInList: candidates.length - inserted.length,
    skippedExported,
  };
}
