// List rules: paging, creation, changes, soft delete and recovery, sharing, overview, progress,
// accuracy reports and whether a list can receive more companies.

import {
  LIST_MESSAGES,
  LISTS_PAGE_SIZE,
  listNameKey,
  type listsQuerystringSchema,
  UNSHAREABLE_ROLES,
  type updateListBodySchema,
} from '@prospecta/contracts/lists-api';
import type { z } from 'zod';
import type { Db } from '@/db/client.ts';
import { HttpError, notFound, unprocessable } from '@/lib/http-error.ts';
import { showCredits } from '@/modules/credits/credits.service.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { claimListName, recoveredListName } from './list-name.ts';
import { overviewCounts, progressCounts } from './list-stats.repository.ts';
import * as repo from './lists.repository.ts';
import { listProgress, toInfoSet, toInfoSets } from './lists.serializer.ts';
import { isUuid, managedList, prospectorIn, viewerOf, visibleList } from './lists-access.ts';

type ListsQuery = z.output<typeof listsQuerystringSchema>;
type UpdateBody = z.output<typeof updateListBodySchema>;

export function createListsService({ db }: { db: Db }) {
  return {
    async page(user: AuthUser, q: ListsQuery) {
      const viewer = viewerOf(user);
      const view = {
        deleted: q.deleted === 'true',
        archived: q.archived === undefined ? undefined : q.archived === 'true',
      };
      const [{ rows, total }, authors] = await Promise.all([
        repo.pageLists(db, viewer, {
          ...view,
          query: q.query || undefined,
          authorId: q.author_id,
          order: q.updated_at,
          limit: LISTS_PAGE_SIZE,
          offset: (q.page - 1) * LISTS_PAGE_SIZE,
        }),
        repo.listAuthors(db, viewer, view),
      ]);
      return {
        info_sets: await toInfoSets(db, rows, user),
        total,
        page: q.page,
        total_pages: Math.ceil(total / LISTS_PAGE_SIZE),
        authors,
      };
    },

    async get(user: AuthUser, id: string) {
      return toInfoSet(db, await visibleList(db, user, id), user);
    },

    async create(user: AuthUser, body: { name: string; description?: string }) {
      const row = await db.transaction(async (tx) => {
        await claimListName(tx, user, body.name);
        return repo.insertList(tx, {
          accountId: user.accountId,
          authorId: user.id,
          name: body.name,
          description: body.description ?? null,
        });
      });
      return toInfoSet(db, row, user);
    },

    async update(user: AuthUser, id: string, body: UpdateBody['info_set']) {
      const list = await managedList(db, user, id);
      if (body.id !== undefined && body.id !== list.id)
        throw new HttpError(400, 'O id do corpo não confere com o da URL');
      const starredAt =
        body.star === undefined ? undefined : body.star ? (list.starredAt ?? new Date()) : null;
      const row = await db.transaction(async (tx) => {
        // A list taken out of the archive becomes active again: its name must be free as a new one's.
        const renamed = body.name !== undefined && listNameKey(body.name) !== listNameKey(list.name);
        const unarchived = list.archived && body.archived === false;
        if (renamed || unarchived)
          await claimListName(tx, user, body.name ?? list.name, { exceptId: list.id });
        return repo.updateList(tx, list.id, {
          name: body.name,
          description: body.description,
          archived: body.archived,
          starredAt,
        });
      });
      if (!row) throw notFound();
      return toInfoSet(db, row, user);
    },

    async remove(user: AuthUser, id: string) {
      const list = await managedList(db, user, id);
      const row = await repo.updateList(db, list.id, { deletedAt: new Date() });
      if (!row) throw notFound();
      return toInfoSet(db, row, user);
    },

    async recover(user: AuthUser, id: string) {
      const list = await managedList(db, user, id, { deleted: 'either' });
      // A list not in the trash exists: saying it was not found sent the seller looking for it.
      if (list.deletedAt === null) throw unprocessable(LIST_MESSAGES.notDeleted);
      // An archived list is not active: its name is checked when it is taken out of the archive.
      const row = await db.transaction(async (tx) => {
        const name = list.archived ? list.name : await recoveredListName(tx, user, list);
        return repo.updateList(tx, list.id, { deletedAt: null, name });
      });
      if (!row) throw notFound();
      return toInfoSet(db, row, user);
    },

    async share(user: AuthUser, id: string, memberId: string) {
      const list = await managedList(db, user, id);
      const member = isUuid(memberId) ? await repo.findAccountUser(db, user.accountId, memberId) : null;
      if (!member) throw unprocessable(LIST_MESSAGES.userNotFound);
      if ((UNSHAREABLE_ROLES as readonly string[]).includes(member.role)) {
        throw unprocessable(LIST_MESSAGES.unshareableRole);
      }
      if (member.id === list.authorId) throw unprocessable(LIST_MESSAGES.alreadyAuthor);
      const added = await repo.addMember(db, {
        listId: list.id,
        userId: member.id,
        accountId: user.accountId,
      });
      // The teammate learns of it where they look for news (the bell), once: sharing again says nothing new.
      if (added)
        await notify(db, {
          userId: member.id,
          accountId: user.accountId,
          type: 'list_shared',
          title: 'Lista compartilhada com você',
          message: `${user.name} compartilhou a lista "${list.name}" com você.`,
          data: { listId: list.id },
        });
      return toInfoSet(db, list, user);
    },

    async unshare(user: AuthUser, id: string, memberId: string | undefined) {
      const list = await managedList(db, user, id);
      if (!memberId) throw new HttpError(400, LIST_MESSAGES.userRequired);
      if (!isUuid(memberId)) throw new HttpError(400, LIST_MESSAGES.invalidUser);
      if (!(await repo.removeMember(db, list.id, memberId))) throw notFound(LIST_MESSAGES.userNotFound);
      // Told in the bell, as the sharing was: the list left their lists without a word, and a note being
      // written there failed with "Lista não encontrada". No link: they may not open it any more.
      await notify(db, {
        userId: memberId,
        accountId: user.accountId,
        type: 'list_unshared',
        title: 'Você não tem mais acesso a uma lista',
        message: `${user.name} tirou você da lista "${list.name}". Seus status e anotações nela ficam guardados, caso ela seja compartilhada com você de novo.`,
        data: { listName: list.name },
      });
      return toInfoSet(db, list, user);
    },

    async shareableUsers(user: AuthUser) {
      const rows = await repo.shareableUsers(db, user.accountId, UNSHAREABLE_ROLES);
      return {
        users: rows.filter((u) => u.id !== user.id).map((u) => ({ ...u, role: u.role as AuthUser['role'] })),
      };
    },

    async overview(user: AuthUser, id: string, userId: string) {
      const list = await visibleList(db, user, id);
      const subject = await prospectorIn(db, user, userId);
      const c = await overviewCounts(db, list.id, subject);
      return {
        prospect_started: c.started,
        prospect_exported: c.exported,
        interactions: c.interactions,
        searches: c.searches,
        info_added: c.notes,
        prospect_effort: c.started === 0 ? 0 : Math.round((c.interactions / c.started) * 100) / 100,
        total: c.started + c.exported,
      };
    },

    async progress(user: AuthUser, id: string) {
      const list = await visibleList(db, user, id);
      // Whose statuses: as on the lists root (an owner or a manager sees the one who worked it most).
      const memberIds = (await repo.membersOf(db, [list.id])).map((m) => m.id);
      const owner = (await listProgress(db, [{ id: list.id, authorId: list.authorId, memberIds }], user)).get(
        list.id,
      )?.owner;
      const c = await progressCounts(db, list.id, owner ?? user.id);
      return { ...c, percent: c.total === 0 ? 0 : Math.round((c.finished / c.total) * 100) };
    },

    async feedback(
      user: AuthUser,
      body: { cnpj: string; info_set_id?: string; fields: string[]; comment?: string },
    ) {
      const list = body.info_set_id ? await visibleList(db, user, body.info_set_id) : null;
      const row = await repo.insertFeedback(db, {
        accountId: user.accountId,
        userId: user.id,
        cnpj: body.cnpj,
        listId: list?.id ?? null,
        fields: body.fields,
        comment: body.comment ?? null,
      });
      return { id: row.id, message: LIST_MESSAGES.feedbackStored };
    },

    /** Viable when the remaining export credits cover the companies that would be charged (see the contract). */
    async viables(user: AuthUser, body: { info_set_id?: string; count?: number; cnpjs?: string[] }) {
      if (body.info_set_id) await visibleList(db, user, body.info_set_id);
      let required = body.count ?? 1;
      if (body.cnpjs) {
        const unique = [...new Set(body.cnpjs)];
        required = unique.length - (await repo.countExportedAmong(db, user.accountId, unique));
      }
      const { remaining } = (await showCredits(db, user.accountId)).export;
      return { viable: required <= remaining, required, remaining };
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
