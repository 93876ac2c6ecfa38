// "Criar lista": the new list and the search's first companies in it in one transaction, through the lists'
// name rule and the one way companies enter a list (`addToList`: one export credit per company new to the
// account), with the offer's answer. Any refusal (a name taken, 'Crédito não disponível') leaves no list.
import {
  AUTOMATIC_LIST_MESSAGES,
  AUTOMATIC_LIST_SIZE,
  type AutomaticListAnswerResponse,
} from '@prospecta/contracts/automatic-list-api';
import type { Db, Tx } from '@/db/client.ts';
import { unprocessable } from '@/lib/http-error.ts';
import { showCredits } from '@/modules/credits/credits.service.ts';
import { listExported } from '@/modules/list-companies/add-companies.repository.ts';
import { addToList } from '@/modules/list-companies/add-to-list.ts';
import { searchCompanies } from '@/modules/list-companies/registry-lookup.ts';
import { assertNameFree } from '@/modules/lists/list-name.ts';
import { insertList } from '@/modules/lists/lists.repository.ts';
import type { SearchService } from '@/modules/search/search.service.ts';
import type { RegistryHandle } from '@/plugins/registry.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './automatic-list.repository.ts';

type Deps = { db: Db; registry: RegistryHandle; search: SearchService };
type Input = { searchId: string; name: string; assertOpen: (tx: Tx) => Promise<void> };

export async function createAutomaticList(
  { db, registry, search }: Deps,
  user: AuthUser,
  input: Input,
): Promise<AutomaticListAnswerResponse> {
  const stored = await search.storedQuery(user, input.searchId);
  const eliminateExported = stored.query.eliminate_cnpjs_already_exported_in_account ?? false;
  // The search's first companies in its own order (its first page), those the account exported left out
  // when the search leaves them out.
  const companies = await searchCompanies(
    await registry.get(),
    stored.query,
    eliminateExported ? await listExported(db, user.accountId) : [],
    AUTOMATIC_LIST_SIZE,
  );
  if (companies.length === 0) throw unprocessable(AUTOMATIC_LIST_MESSAGES.noCompanies);

  return db.transaction(async (tx) => {
    await input.assertOpen(tx);
    await assertNameFree(tx, user, input.name, { field: 'info_set_name' });
    const list = await insertList(tx, { accountId: user.accountId, authorId: user.id, name: input.name });
    const result = await addToList(tx, {
      accountId: user.accountId,
      userId: user.id,
      listId: list.id,
      searchId: stored.id,
      companies,
      eliminateExported,
      limit: AUTOMATIC_LIST_SIZE,
      reason: 'list_export',
    });
    await repo.insertEvent(tx, {
      accountId: user.accountId,
      userId: user.id,
      kind: 'create_list_automatic_accepted',
      detail: `${result.added} empresas, ${result.charged} créditos de exportação`,
    });
    return {
      action: 'accepted',
      info_set_id: list.id,
      added: result.added,
      charged: result.charged,
      credits_remaining: (await showCredits(tx, user.accountId)).export.remaining,
    };
  });
}
