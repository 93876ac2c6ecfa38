// Search history rules: names unique per user once whitespace is ignored, entries and searches scoped by
// account, decision makers of a saved search, and the user's default search.
import { MESSAGES } from '@prospecta/contracts/errors';
import {
  type DecisorsResponse,
  type DefaultSearchResponse,
  DUPLICATE_HISTORY_NAME_MESSAGE,
  HISTORY_PAGE_SIZE,
  type HistoryEntry,
  historyNameKey,
} from '@prospecta/contracts/history-api';
import type { Db } from '@/db/client.ts';
import { isUniqueViolation } from '@/db/errors.ts';
import { notFound, unprocessable } from '@/lib/http-error.ts';
import { detailsOf } from '@/modules/list-companies/registry-lookup.ts';
import type { SearchService } from '@/modules/search/search.service.ts';
import type { RegistryHandle } from '@/plugins/registry.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './history.repository.ts';

type Deps = { db: Db; registry: RegistryHandle; search: SearchService };
type CreateInput = {
  search_id: string;
  name: string;
  total_results: number;
  total_employees: number;
  selected_filters?: unknown;
};

const ownerOf = (user: AuthUser): repo.Owner => ({ accountId: user.accountId, userId: user.id });

function toEntry(row: repo.HistoryRow): HistoryEntry {
  return {
    id: row.id,
    searchId: row.searchId,
    name: row.name,
    totalResults: row.totalResults,
    totalEmployees: row.totalEmployees,
    createdAt: row.createdAt.toISOString(),
    autoplay: row.autoplay,
    autoplayId: row.autoplayId,
    selected_filters: row.selectedFilters ?? null,
    totalDecisors: null,
  };
}

/** Runs a write that may hit the unique (user, name key) constraint under a race: same 422 as the check. */
async function uniqueName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable(DUPLICATE_HISTORY_NAME_MESSAGE);
    throw error;
  }
}

export function createHistoryService({ db, registry, search }: Deps) {
  async function assertNameFree(user: AuthUser, name: string, exceptId?: string) {
    if (await repo.nameTaken(db, ownerOf(user), historyNameKey(name), exceptId)) {
      throw unprocessable(DUPLICATE_HISTORY_NAME_MESSAGE);
    }
  }

  async function entryOf(user: AuthUser, id: string) {
    const row = await repo.findEntry(db, ownerOf(user), id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async create(user: AuthUser, input: CreateInput): Promise<HistoryEntry> {
      await search.storedQuery(user, input.search_id);
      await assertNameFree(user, input.name);
      const row = await uniqueName(() =>
        repo.insertEntry(db, {
          ...ownerOf(user),
          searchId: input.search_id,
          name: input.name,
          nameKey: historyNameKey(input.name),
          totalResults: input.total_results,
          totalEmployees: input.total_employees,
          selectedFilters: input.selected_filters ?? null,
        }),
      );
      return toEntry(row);
    },

    async list(user: AuthUser, page: number) {
      const { rows, total } = await repo.listEntries(
        db,
        ownerOf(user),
        HISTORY_PAGE_SIZE,
        HISTORY_PAGE_SIZE * (page - 1),
      );
      return { page, page_size: HISTORY_PAGE_SIZE, total, history: rows.map(toEntry) };
    },

    async rename(user: AuthUser, id: string, name: string): Promise<HistoryEntry> {
      const entry = await entryOf(user, id);
      await assertNameFree(user, name, entry.id);
      const row = await uniqueName(() =>
        repo.renameEntry(db, ownerOf(user), entry.id, name, historyNameKey(name)),
      );
      if (!row) throw notFound();
      return toEntry(row);
    },

    /**
     * Deleting the entry of the default search also stops using it as the default (the history's menu is
     * the only place that turns it off), unless another entry names the same search.
     */
    async remove(user: AuthUser, id: string) {
      const owner = ownerOf(user);
      await db.transaction(async (tx) => {
        const deleted = await repo.deleteEntry(tx, owner, id);
        if (!deleted) throw notFound();
        const current = await repo.findDefaultSearch(tx, owner);
        if (
          current?.searchId === deleted.searchId &&
          !(await repo.searchInHistory(tx, owner, deleted.searchId))
        ) {
          await repo.upsertDefaultSearch(tx, owner, null, false);
        }
      });
      return { message: MESSAGES.operationSucceeded };
    },

    /** Decision makers of the first `count` companies of the saved search, in its order. */
    async decisors(user: AuthUser, id: string, count: number): Promise<DecisorsResponse> {
      const entry = await entryOf(user, id);
      const { cnpjs } = await search.cnpjs(user, {
        search_id: entry.searchId,
        offset: 0,
        return_size: count,
      });
      const r = await registry.get();
      const details = await detailsOf(r, cnpjs);
      const companies = cnpjs
        .map((c) => details.get(c))
        .flatMap((c) =>
          c
            ? [
                {
                  cnpj: c.cnpj,
                  razao_social: c.razao_social,
                  nome_fantasia: c.nome_fantasia,
                  decisores: c.decisores,
                },
              ]
            : [],
        );
      return { totalDecisors: companies.reduce((n, c) => n + c.decisores.length, 0), companies };
    },

    async defaultSearch(user: AuthUser): Promise<DefaultSearchResponse> {
      const row = await repo.findDefaultSearch(db, ownerOf(user));
      return { id: row?.searchId ?? null, active: row?.active ?? false };
    },

    async updateDefaultSearch(
      user: AuthUser,
      input: { default_search?: string | null; use_default_search: boolean },
    ): Promise<DefaultSearchResponse> {
      const current = await repo.findDefaultSearch(db, ownerOf(user));
      let searchId = current?.searchId ?? null;
      if (input.default_search !== undefined) {
        searchId =
          input.default_search === null ? null : (await search.storedQuery(user, input.default_search)).id;
      }
      if (input.use_default_search && searchId === null)
        throw unprocessable('Escolha uma busca para usar como padrão');
      await repo.upsertDefaultSearch(db, ownerOf(user), searchId, input.use_default_search);
      return { id: searchId, active: input.use_default_search };
    },
  };
}
