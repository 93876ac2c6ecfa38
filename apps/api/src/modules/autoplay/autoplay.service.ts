// Autoplay rules: only paying account types; one autoplay per saved search, feeding one list; turning it
// on schedules a run now, turning it off stops the schedule (the next job finds it inactive and does nothing).
import {
  AUTOPLAY_MESSAGES,
  type Autoplay,
  PAYING_ACCOUNT_TYPES,
} from '@prospecta/contracts/lists-autoplay-api';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound, unprocessable } from '@/lib/http-error.ts';
import { assertNameFree, freeListName } from '@/modules/lists/list-name.ts';
import { insertList } from '@/modules/lists/lists.repository.ts';
import { isUuid, visibleList } from '@/modules/lists/lists-access.ts';
import { isSurveyOffered } from '@/modules/surveys/surveys.service.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './autoplay.repository.ts';
import { scheduleRun } from './autoplay-run.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAutoplay(row: repo.AutoplayRow): Autoplay {
  return {
    id: row.id,
    history_search_id: row.historyId,
    search_id: row.searchId,
    info_set_id: row.listId,
    active: row.active,
    status: row.status as Autoplay['status'],
    status_message: row.statusMessage,
    credits_used: row.creditsUsed,
    companies_added: row.companiesAdded,
    runs: row.runs,
    last_run_at: iso(row.lastRunAt),
    next_run_at: iso(row.nextRunAt),
    created_at: row.createdAt.toISOString(),
  };
}

export function createAutoplayService(app: FastifyInstance) {
  const db = app.db;
  const owner = (user: AuthUser) => ({ accountId: user.accountId, userId: user.id });

  async function requirePaying(user: AuthUser) {
    const type = await repo.accountType(db, user.accountId);
    if (!(PAYING_ACCOUNT_TYPES as readonly string[]).includes(type ?? '')) throw forbidden();
  }

  async function historyEntry(user: AuthUser, id: string) {
    const entry = isUuid(id) ? await repo.findHistoryEntry(db, owner(user), id) : null;
    if (!entry) throw notFound();
    return entry;
  }

  return {
    /**
     * `newList`: the list "Nova lista" asked for with its autoplay (POST info_sets with autoplayActive), created
     * in the same transaction, so a refused autoplay leaves no list behind.
     */
    async create(
      user: AuthUser,
      historyId: string,
      body: { info_set_id?: string; info_set_name?: string },
      newList?: { name: string; description?: string },
    ) {
      await requirePaying(user);
      const entry = await historyEntry(user, historyId);
      if (await repo.findAutoplay(db, { historyId: entry.id }))
        throw unprocessable(AUTOPLAY_MESSAGES.alreadyExists);
      const existing = body.info_set_id ? await visibleList(db, user, body.info_set_id) : null;
      // A new list: the name given must be free (as on "Nova lista"); the search's own name, when none is
      // given, becomes "Nome (2)" if a list already has it.
      let name = newList?.name ?? body.info_set_name ?? entry.name;
      if (!existing && newList) await assertNameFree(db, user, name);
      else if (!existing && body.info_set_name)
        await assertNameFree(db, user, name, { field: 'info_set_name' });
      else if (!existing) name = await freeListName(db, user, entry.name);
      const description = newList?.description ?? null;
      return db.transaction(async (tx) => {
        const listId =
          existing?.id ??
          (await insertList(tx, { accountId: user.accountId, authorId: user.id, name, description })).id;
        const row = await repo.insertAutoplay(tx, {
          accountId: user.accountId,
          userId: user.id,
          historyId: entry.id,
          searchId: entry.searchId,
          listId,
        });
        if (!row) throw unprocessable(AUTOPLAY_MESSAGES.alreadyExists);
        await repo.setHistoryAutoplay(tx, entry.id, true, row.id);
        const now = new Date();
        await scheduleRun(tx, row, now);
        return toAutoplay({ ...row, nextRunAt: now });
      });
    },

    async setActiveness(user: AuthUser, historyId: string, value: boolean) {
      await requirePaying(user);
      const entry = await historyEntry(user, historyId);
      const autoplay = await repo.findAutoplay(db, { historyId: entry.id });
      return db.transaction(async (tx) => {
        await repo.setHistoryAutoplay(tx, entry.id, value);
        if (!autoplay) return { autoplay: value, autoplayId: null };
        const now = new Date();
        const row = await repo.updateAutoplay(tx, autoplay.id, {
          active: value,
          status: value ? 'active' : 'paused',
          statusMessage: null,
          disabledAt: value ? null : now,
          nextRunAt: null,
        });
        if (value && row) await scheduleRun(tx, row, now);
        return { autoplay: value, autoplayId: autoplay.id };
      });
    },

    async disableAll(user: AuthUser) {
      await requirePaying(user);
      return { disabled: await db.transaction((tx) => repo.disableAllOf(tx, owner(user), new Date())) };
    },

    async get(user: AuthUser, id: string) {
      await requirePaying(user);
      const row = isUuid(id) ? await repo.findAutoplay(db, { id, owner: owner(user) }) : null;
      if (!row) throw notFound(AUTOPLAY_MESSAGES.notFound);
      return toAutoplay(row);
    },

    async creditsUsed(user: AuthUser) {
      await requirePaying(user);
      return { credits_used: await repo.creditsUsedBy(db, owner(user)) };
    },

    async showSurvey(user: AuthUser) {
      await requirePaying(user);
      // A disabled autoplay is a moment to ask for the NPS, when the surveys' own rules allow it now.
      const disabled = await repo.hasDisabled(db, owner(user));
      return { show: disabled && (await isSurveyOffered(db, app.config.staffEmailDomain, user.id, 'nps')) };
    },
  };
}
