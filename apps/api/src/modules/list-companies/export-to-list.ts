// POST /api/searches/companies/export as one business operation: resolve the companies (chosen CNPJs or
// every result of the stored search), then add them to the list in one transaction. A request with an
// Idempotency-Key answers the first request's result again without touching anything.
import {
  type ExportToListBody,
  type ExportToListResponse,
  unknownCnpjsMessage,
} from '@prospecta/contracts/lists-companies-api';
import type { Db } from '@/db/client.ts';
import { unprocessable } from '@/lib/http-error.ts';
import { showCredits } from '@/modules/credits/credits.service.ts';
import { assertNameFree, claimListName } from '@/modules/lists/list-name.ts';
import { insertList } from '@/modules/lists/lists.repository.ts';
import { visibleList } from '@/modules/lists/lists-access.ts';
import {
  EVENT_DETAILS,
  isCreditRefusal,
  recordUserEvent,
} from '@/modules/sales-signals/sales-signals.service.ts';
import type { SearchService } from '@/modules/search/search.service.ts';
import type { RegistryHandle } from '@/plugins/registry.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './add-companies.repository.ts';
import { addToList } from './add-to-list.ts';
import { registeredCompanies, searchCompanies } from './registry-lookup.ts';

type Deps = { db: Db; registry: RegistryHandle; search: SearchService; staffEmailDomain: string };
type Body = ExportToListBody & { cnpjs?: string[] };

export async function exportToList(
  { db, registry, search, staffEmailDomain }: Deps,
  user: AuthUser,
  body: Body,
  idempotencyKey?: string,
): Promise<ExportToListResponse> {
  if (idempotencyKey) {
    const known = await repo.findAddRequest(db, user.accountId, idempotencyKey);
    if (known) return replayed(known);
  }
  const stored = await search.storedQuery(user, body.search_id);
  const eliminateExported =
    body.eliminate_cnpjs_already_exported_in_account ??
    stored.query.eliminate_cnpjs_already_exported_in_account ??
    false;
  if (body.info_set_id) await visibleList(db, user, body.info_set_id);
  else await assertNameFree(db, user, body.info_set_name ?? '', { field: 'info_set_name' });
  const r = await registry.get();
  // Chosen CNPJs the registry lacks are left out (a valid CNPJ of no establishment made a nameless row and
  // cost a credit); when none is left, nothing happens at all (no list created, no credit spent).
  const chosen = body.cnpjs ? await registeredCompanies(r, [...new Set(body.cnpjs)]) : null;
  if (chosen && chosen.found.length === 0) throw unprocessable(unknownCnpjsMessage(chosen.unknown));
  const companies =
    chosen?.found ??
    (await searchCompanies(
      r,
      stored.query,
      eliminateExported ? await repo.listExported(db, user.accountId) : [],
    ));

  const added = db.transaction(async (tx) => {
    if (idempotencyKey) {
      const known = await repo.findAddRequest(tx, user.accountId, idempotencyKey);
      if (known) return replayed(known);
    }
    let listId: string;
    if (body.info_set_id) listId = (await visibleList(tx, user, body.info_set_id)).id;
    else {
      // Checked again under the account's list-names lock: of adds sent at once with one new name, one
      // creates the list (and is charged), the others get the 422.
      const name = body.info_set_name ?? '';
      await claimListName(tx, user, name, { field: 'info_set_name' });
      listId = (await insertList(tx, { accountId: user.accountId, authorId: user.id, name })).id;
    }
    const result = await addToList(tx, {
      accountId: user.accountId,
      userId: user.id,
      listId,
      searchId: stored.id,
      companies,
      eliminateExported,
      reason: 'list_export',
    });
    const answer: ExportToListResponse = {
      info_set_id: listId,
      added: result.added,
      charged: result.charged,
      skipped_in_list: result.skippedInList,
      skipped_exported: result.skippedExported,
      skipped_unknown: chosen?.unknown ?? 0,
      credits_remaining: (await showCredits(tx, user.accountId)).export.remaining,
    };
    if (idempotencyKey) await repo.insertAddRequest(tx, user.accountId, idempotencyKey, answer);
    return answer;
  });
  return added.catch(async (error: unknown) => {
    // A sales signal, recorded once the refusal has rolled the transaction back (staff are not recorded).
    if (isCreditRefusal(error))
      await recordUserEvent(db, {
        user,
        kind: 'tried_to_import_without_credits',
        detail: EVENT_DETAILS.addToListRefused(companies.length),
        staffEmailDomain,
      });
    throw error;
  });
}

/** A stored answer again (answers stored before `skipped_unknown` existed left nothing out). */
const replayed = (known: object): ExportToListResponse =>
  ({ skipped_unknown: 0, ...known }) as ExportToListResponse;
