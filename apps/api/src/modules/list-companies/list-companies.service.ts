// Companies of a list: the table, the detail, each user's prospecting status, the kanban, the metrics
// and copy interactions. Registry data is joined at read time for the page's CNPJs only.
import {
  COPY_COUNTER_CAP,
  KANBAN_PAGE_SIZE,
  LIST_COMPANIES_PAGE_SIZE,
  LIST_LOOK_ALIKE_SEEDS,
  LIST_LOOK_ALIKE_SIZE,
  LIST_SELECT_ALL_MAX,
  type ListCnpjs,
  type ListCompany,
  type ListDecisorsResponse,
  type ListLookALike,
  type ListSort,
  PROSPECTING_STATUS_LABELS,
  PROSPECTING_STATUSES,
  type ProspectingStatus,
  statusChangedElsewhereMessage,
} from '@prospecta/contracts/lists-companies-api';
import { companyRegistrySchema, type LookAlikeRow } from '@prospecta/contracts/search-company';
import type { SearchResultRow } from '@prospecta/contracts/search-result';
import type { Db } from '@/db/client.ts';
import { HttpError, notFound } from '@/lib/http-error.ts';
import { withCorrections, withRowMapCorrections } from '@/modules/admin-companies/company-corrections.ts';
import { markListWorked } from '@/modules/lists/lists.repository.ts';
import { isUuid, prospectorIn, visibleList } from '@/modules/lists/lists-access.ts';
import { type ContactOutcomes, contactOutcomes } from '@/modules/validation/validation.repository.ts';
import type { RegistryHandle } from '@/plugins/registry.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './list-companies.repository.ts';
import { detailsOf, rowsOf } from './registry-lookup.ts';

type Deps = { db: Db; registry: RegistryHandle };
/** The table's request (and the list by decision makers'): its page, search, statuses and whose statuses. */
type TableQuery = {
  page: number;
  query?: string;
  status?: ProspectingStatus[];
  view_as?: string;
  sort?: ListSort;
};
const pages = (total: number, size: number) => Math.ceil(total / size);

/** One company's validation outcomes in the contract's shape (`ListCompany.validation`). */
function validationOf(outcomes: ContactOutcomes, cnpj: string, email: string | null | undefined) {
  const validated = outcomes.get(cnpj);
  return {
    phones: Object.fromEntries(validated?.phones ?? []),
    email: (email && validated?.emails.get(email.toLowerCase())) || null,
  };
}

export function createListCompaniesService({ db, registry }: Deps) {
  async function withRegistry(listId: string, rows: repo.ListCompanyRow[]): Promise<ListCompany[]> {
    const cnpjs = rows.map((r) => r.cnpj);
    const [data, outcomes] = await Promise.all([
      rows.length
        ? rowsOf(await registry.get(), cnpjs).then((found) => withRowMapCorrections(db, found))
        : new Map<string, SearchResultRow>(),
      contactOutcomes(db, listId, cnpjs),
    ]);
    return rows.map((r) => {
      const extra = data.get(r.cnpj) ?? null;
      return {
        id: r.id,
        status: r.status as ProspectingStatus,
        cnpj: r.cnpj,
        name: r.name,
        createdAt: r.createdAt.toISOString(),
        cnpjsGroup: [],
        additionalData: extra,
        administrationData: null,
        website: extra?.site ?? null,
        validation: validationOf(outcomes, r.cnpj, extra?.email),
      };
    });
  }

  /** One page of the table's companies (its search and statuses, as `view_as` sees them): the table and the
   * list by decision makers show the same rows. */
  /** The companies the table finds, on a list the user sees: its search and statuses, as `view_as` sees them. */
  async function tableFilter(user: AuthUser, id: string, q: Omit<TableQuery, 'page'>) {
    const list = await visibleList(db, user, id);
    const filter: repo.CompanyFilter = {
      listId: list.id,
      userId: await prospectorIn(db, user, q.view_as),
      query: q.query || undefined,
      statuses: q.status,
      sort: q.sort,
    };
    return filter;
  }

  async function tablePage(user: AuthUser, id: string, q: TableQuery) {
    const filter = await tableFilter(user, id, q);
    const page = await repo.pageCompanies(
      db,
      filter,
      LIST_COMPANIES_PAGE_SIZE,
      (q.page - 1) * LIST_COMPANIES_PAGE_SIZE,
    );
    return { listId: filter.listId, ...page };
  }

  async function column(f: repo.CompanyFilter, total: number, page: number) {
    const offset = (page - 1) * KANBAN_PAGE_SIZE;
    const rows = offset < total ? await repo.pageRows(db, f, KANBAN_PAGE_SIZE, offset) : [];
    return { rows, total };
  }

  return {
    /**
     * Companies like the list's: the first companies the table finds (its search and statuses, as `view_as`
     * sees them) are the profile; `similar` ranks the registry (the search's look-alike, with its access
     * rule), and what the list already holds is left out.
     */
    async lookAlike(
      user: AuthUser,
      id: string,
      q: Omit<TableQuery, 'page'>,
      similar: (seeds: string[], size: number) => Promise<LookAlikeRow[]>,
    ): Promise<ListLookALike> {
      const filter = await tableFilter(user, id, q);
      const { rows } = await repo.pageCompanies(db, filter, LIST_LOOK_ALIKE_SEEDS, 0);
      const seeds = rows.map((r) => r.cnpj);
      // Asked even without seeds (no profile: none ranked), so its access rule answers an empty list too.
      // Room for the list's other companies among the most similar, which are then left out.
      const ranked = await similar(seeds, LIST_LOOK_ALIKE_SIZE * 3);
      const held = await repo.cnpjsInList(
        db,
        filter.listId,
        ranked.map((r) => r.cnpj),
      );
      return {
        seeds: seeds.length,
        companies: ranked.filter((r) => !held.has(r.cnpj)).slice(0, LIST_LOOK_ALIKE_SIZE),
      };
    },

    /** The list by decision makers: a page of the companies the table shows (same search and statuses), each with its people. */
    async decisors(user: AuthUser, id: string, q: TableQuery): Promise<ListDecisorsResponse> {
      const { rows, total } = await tablePage(user, id, q);
      const details = rows.length
        ? await detailsOf(
            await registry.get(),
            rows.map((r) => r.cnpj),
          )
        : new Map();
      return {
        companies: rows.map((r) => {
          const detail = details.get(r.cnpj);
          return {
            id: r.id,
            cnpj: r.cnpj,
            name: detail?.nome_fantasia || detail?.razao_social || r.name || 'Sem nome',
            status: r.status as ProspectingStatus,
            municipio: detail?.municipio ?? null,
            uf: detail?.uf ?? null,
            telefones: detail?.telefones ?? [],
            email: detail?.email ?? null,
            decisores: detail?.decisores ?? [],
          };
        }),
        total,
        page: q.page,
        total_pages: pages(total, LIST_COMPANIES_PAGE_SIZE),
      };
    },

    /** Every CNPJ the table finds (its search and statuses, as `view_as` sees them), for "Selecionar todas". */
    async cnpjs(user: AuthUser, id: string, q: Omit<TableQuery, 'page'>): Promise<ListCnpjs> {
      return repo.filteredCnpjs(db, await tableFilter(user, id, q), LIST_SELECT_ALL_MAX);
    },

    async page(user: AuthUser, id: string, q: TableQuery) {
      const { listId, rows, total } = await tablePage(user, id, q);
      return {
        companies: await withRegistry(listId, rows),
        total,
        page: q.page,
        total_pages: pages(total, LIST_COMPANIES_PAGE_SIZE),
      };
    },

    /**
     * `q`: the table's search and status filter, which the company's neighbours follow (in the table's order,
     * or the kanban column's), and whose statuses they are (`view_as`, like the table's).
     */
    async detail(
      user: AuthUser,
      id: string,
      companyId: string,
      q: Omit<TableQuery, 'page'> & { order?: 'table' | 'kanban' } = {},
    ): Promise<ListCompany> {
      const list = await visibleList(db, user, id);
      const userId = await prospectorIn(db, user, q.view_as);
      const row = isUuid(companyId)
        ? await repo.findCompany(db, { listId: list.id, userId, id: companyId })
        : null;
      if (!row) throw notFound();
      const r = await registry.get();
      const [detail, branches, outcomes, around, copies] = await Promise.all([
        r.company(row.cnpj).then((found) => found && withCorrections(db, found)),
        r.branches(row.cnpj, 1),
        contactOutcomes(db, list.id, [row.cnpj]),
        repo.neighbours(db, {
          listId: list.id,
          userId,
          id: row.id,
          query: q.query || undefined,
          statuses: q.status,
          order: q.order,
          sort: q.sort,
        }),
        // The copies are the signed-in user's own, whoever's statuses are viewed.
        repo.copyCount(db, { userId: user.id, cnpj: row.cnpj }),
      ]);
      return {
        id: row.id,
        status: row.status as ProspectingStatus,
        cnpj: row.cnpj,
        name: row.name,
        createdAt: row.createdAt.toISOString(),
        cnpjsGroup: branches.rows.map((b) => b.cnpj),
        cnpjsGroupTotal: branches.total,
        additionalData: detail ? companyRegistrySchema.parse(detail) : null,
        copies: Math.min(copies, COPY_COUNTER_CAP),
        administrationData: detail ? { socios: detail.socios, decisores: detail.decisores } : null,
        website: detail?.site ?? null,
        validation: validationOf(outcomes, row.cnpj, detail?.email),
        ...(around ? { neighbours: around } : {}),
      };
    },

    async prospecting(user: AuthUser, id: string, q: { companies_ids?: string[]; view_as?: string }) {
      const list = await visibleList(db, user, id);
      const userId = await prospectorIn(db, user, q.view_as);
      const ids = q.companies_ids?.filter(isUuid);
      const rows =
        ids && ids.length === 0 ? [] : await repo.companiesByIds(db, { listId: list.id, userId, ids });
      return {
        user_prospecting_data: rows.map((r) => ({
          company_id: r.id,
          user_id: userId,
          status: r.status as ProspectingStatus,
          updated_at: r.statusUpdatedAt ? r.statusUpdatedAt.toISOString() : null,
        })),
      };
    },

    /**
     * Sets the user's status of a company. With `from` (`?from_status=`, the status the client saw), refused
     * with 409 and the status now when the stored one is neither `from` nor `status` (changed on another device
     * or tab meanwhile), checked under a lock so two changes from one status cannot both pass.
     */
    async setStatus(
      user: AuthUser,
      id: string,
      companyId: string,
      status: ProspectingStatus,
      from?: ProspectingStatus,
    ) {
      const list = await visibleList(db, user, id);
      const row = isUuid(companyId)
        ? await repo.findCompany(db, { listId: list.id, userId: user.id, id: companyId })
        : null;
      if (!row) throw notFound();
      await db.transaction(async (tx) => {
        if (from !== undefined) {
          const current = await repo.lockedStatus(tx, { listCompanyId: row.id, userId: user.id });
          if (current === null) throw notFound();
          if (current !== from && current !== status) {
            throw new HttpError(409, statusChangedElsewhereMessage(current), undefined, {
              current_status: current,
            });
          }
        }
        await repo.upsertStatus(tx, { listCompanyId: row.id, userId: user.id, listId: list.id, status });
        await repo.insertInteraction(tx, {
          accountId: user.accountId,
          listId: list.id,
          listCompanyId: row.id,
          userId: user.id,
          kind: 'status',
          detail: status,
        });
      });
      await markListWorked(db, list.id);
      return { company_id: row.id, user_id: user.id, status, updated_at: new Date().toISOString() };
    },

    async kanban(
      user: AuthUser,
      id: string,
      q: { page: number; status?: ProspectingStatus; view_as?: string; query?: string },
    ) {
      const list = await visibleList(db, user, id);
      const userId = await prospectorIn(db, user, q.view_as);
      const statuses = q.status ? [q.status] : PROSPECTING_STATUSES;
      const parts: { status: ProspectingStatus; rows: repo.ListCompanyRow[]; total: number }[] = [];
      const query = q.query || undefined;
      const totals = await repo.countsByStatus(db, { listId: list.id, userId, query });
      for (const status of statuses) {
        const f = { listId: list.id, userId, statuses: [status], query };
        parts.push({ status, ...(await column(f, totals.get(status) ?? 0, q.page)) });
      }
      const companies = await withRegistry(
        list.id,
        parts.flatMap((p) => p.rows),
      );
      const starts = parts.map((_, i) => parts.slice(0, i).reduce((sum, p) => sum + p.rows.length, 0));
      const columns = parts.map((p, i) => ({
        status: p.status,
        label: PROSPECTING_STATUS_LABELS[p.status],
        total: p.total,
        page: q.page,
        total_pages: pages(p.total, KANBAN_PAGE_SIZE),
        companies: companies.slice(starts[i], (starts[i] ?? 0) + p.rows.length),
      }));
      return { columns };
    },

    async metrics(user: AuthUser, id: string, viewAs?: string) {
      const list = await visibleList(db, user, id);
      const counts = await repo.countsByStatus(db, {
        listId: list.id,
        userId: await prospectorIn(db, user, viewAs),
      });
      const of = (s: ProspectingStatus) => counts.get(s) ?? 0;
      const contacts = [...counts.values()].reduce((a, b) => a + b, 0);
      return {
        contacts,
        prospectings: contacts - of('a_prospectar'),
        contacted: of('contatado'),
        interested: of('interessado'),
        future_interest: of('interesse_futuro'),
        successes: of('sucesso'),
        discarded: of('descartado'),
      };
    },

    async copyData(user: AuthUser, companyId: string, field: string) {
      const scope = isUuid(companyId) ? await repo.findCompanyScope(db, user.accountId, companyId) : null;
      if (!scope) throw notFound();
      await visibleList(db, user, scope.listId);
      return db.transaction(async (tx) => {
        const counter = await repo.bumpCopyCounter(
          tx,
          { userId: user.id, cnpj: scope.cnpj, accountId: user.accountId, field },
          COPY_COUNTER_CAP,
        );
        await repo.insertInteraction(tx, {
          accountId: user.accountId,
          listId: scope.listId,
          listCompanyId: companyId,
          userId: user.id,
          kind: 'copy',
          detail: field,
        });
        return { count: counter, capped: counter >= COPY_COUNTER_CAP };
      });
    },
  };
}
