// The automatic first list's rules (spec core §5 "Other", §9): who may be offered it now, and what each answer
// records. Every rule is the server's: the web only adds "results are shown" and the phone's blocked screen.
import {
  AUTOMATIC_LIST_MESSAGES,
  AUTOMATIC_LIST_MIN_CREDITS,
  AUTOMATIC_LIST_SIZE,
  type AutomaticListAnswerBody,
  type AutomaticListAnswerResponse,
  type AutomaticListOffer,
} from '@prospecta/contracts/automatic-list-api';
import type { AppConfig } from '@/config.ts';
import type { Db, Executor } from '@/db/client.ts';
import { HttpError, unprocessable } from '@/lib/http-error.ts';
import { isStaff } from '@/lib/staff.ts';
import { showCredits } from '@/modules/credits/credits.service.ts';
import { lockAccountRow } from '@/modules/list-companies/add-companies.repository.ts';
import type { SearchService } from '@/modules/search/search.service.ts';
import type { RegistryHandle } from '@/plugins/registry.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './automatic-list.repository.ts';
import { createAutomaticList } from './create-automatic-list.ts';

type Deps = { db: Db; config: AppConfig; registry: RegistryHandle; search: SearchService };

/** How a decline is told apart in `user_events.detail` (staff read it as is). */
const DECLINE_DETAIL = { declined: 'Agora não', never_show: 'Não mostrar de novo' } as const;

export function createAutomaticListService(deps: Deps) {
  const { db, config } = deps;
  // The lists are made from a search: a user who may not search (staff aside) cannot make this one.
  const maySearch = (user: AuthUser) =>
    user.role !== 'prospector' || config.prospectorSearchAccountIds.includes(user.accountId);

  /** Whether the offer may be made now: a newcomer who may search, with the credits, never offered it. */
  async function offerOf(executor: Executor, user: AuthUser): Promise<AutomaticListOffer> {
    const remaining = (await showCredits(executor, user.accountId)).export.remaining;
    const answer = (show: boolean) => ({
      show,
      export_credits_remaining: remaining,
      list_size: AUTOMATIC_LIST_SIZE,
    });
    if (isStaff(user, config.staffEmailDomain) || !maySearch(user)) return answer(false);
    if (remaining < AUTOMATIC_LIST_MIN_CREDITS) return answer(false);
    if ((await repo.offerEvents(executor, user.id)).size > 0) return answer(false);
    return answer(!(await repo.hasOwnList(executor, user.id)));
  }

  /** The offer made and not yet answered, else 422 (never made) or 409 (answered). */
  async function assertOpen(executor: Executor, user: AuthUser): Promise<void> {
    const events = await repo.offerEvents(executor, user.id);
    if (!events.has('create_list_automatic_offered')) throw unprocessable(AUTOMATIC_LIST_MESSAGES.notOffered);
    if (events.has('create_list_automatic_accepted') || events.has('create_list_automatic_declined'))
      throw new HttpError(409, AUTOMATIC_LIST_MESSAGES.answered);
  }

  const none = (action: AutomaticListAnswerResponse['action'], remaining: number) => ({
    action,
    info_set_id: null,
    added: 0,
    charged: 0,
    credits_remaining: remaining,
  });

  return {
    offer: (user: AuthUser) => offerOf(db, user),

    async answer(user: AuthUser, body: AutomaticListAnswerBody): Promise<AutomaticListAnswerResponse> {
      const base = { accountId: user.accountId, userId: user.id };
      const action = body.action;
      if (action === 'accepted') {
        return createAutomaticList(deps, user, {
          searchId: body.search_id ?? '',
          name: body.info_set_name ?? '',
          assertOpen: (tx) => assertOpen(tx, user),
        });
      }
      return db.transaction(async (tx) => {
        // The account's row, as every add to a list takes it: two tabs record one offer and one answer.
        await lockAccountRow(tx, user.accountId);
        if (action === 'offered') {
          const offer = await offerOf(tx, user);
          if (!offer.show) throw unprocessable(AUTOMATIC_LIST_MESSAGES.notOffered);
          await repo.insertEvent(tx, { ...base, kind: 'create_list_automatic_offered', detail: null });
          return none('offered', offer.export_credits_remaining);
        }
        await assertOpen(tx, user);
        await repo.insertEvent(tx, {
          ...base,
          kind: 'create_list_automatic_declined',
          detail: DECLINE_DETAIL[action],
        });
        return none(action, (await showCredits(tx, user.accountId)).export.remaining);
      });
    },
  };
}
