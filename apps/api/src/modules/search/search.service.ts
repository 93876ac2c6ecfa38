// Search rules: who may search, how a client's query is normalised, the exclusion of exported CNPJs,
// storing searches and answering them from the registry.
import type { CnpjsBySearchBody } from '@prospecta/contracts/search-api';
import type { SearchQuery } from '@prospecta/contracts/search-query';
import type { SearchOptions } from '@prospecta/registry/registry';
import { SearchQueryError } from '@prospecta/registry/registry';
import type { AppConfig } from '@/config.ts';
import type { Db } from '@/db/client.ts';
import { forbidden, HttpError, notFound } from '@/lib/http-error.ts';
import { isStaff } from '@/lib/staff.ts';
import { withRowCorrections } from '@/modules/admin-companies/company-corrections.ts';
import type { RegistryHandle } from '@/plugins/registry.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { createExportedCnpjsCache } from './exported-cnpjs.ts';
import * as repo from './search.repository.ts';
import { normalizeForUser } from './search-rules.ts';

export const SEARCH_PAGE_SIZE = 10;

type Deps = { db: Db; config: AppConfig; registry: RegistryHandle };

/** Registry refusals (an unknown CEP, a bad value it caught) are the client's to fix: 400. */
async function registryCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SearchQueryError) throw new HttpError(400, error.message);
    throw error;
  }
}

/**
 * What is stored of a query: the search itself, not the page that was on screen (offset 0), so every page
 * of it is one stored search and `find` without a page answers its first.
 */
function storedForm(query: SearchQuery): SearchQuery {
  return { ...query, search: { ...query.search, offset: 0 } };
}

export function createSearchService({ db, config, registry }: Deps) {
  const exportedCnpjs = createExportedCnpjsCache();

  function authorise(user: AuthUser) {
    if (user.role === 'prospector' && !config.prospectorSearchAccountIds.includes(user.accountId)) {
      throw forbidden();
    }
  }

  function normalise(user: AuthUser, raw: unknown): SearchQuery {
    authorise(user);
    return normalizeForUser(raw, { role: user.role, isStaff: isStaff(user, config.staffEmailDomain) });
  }

  /** `eliminate_cnpjs_already_exported_in_account`: the account's exported CNPJs become an exclusion. */
  async function optionsFor(user: AuthUser, query: SearchQuery): Promise<SearchOptions> {
    if (!query.eliminate_cnpjs_already_exported_in_account) return {};
    const excludedCnpjs = await exportedCnpjs(db, user.accountId);
    return excludedCnpjs.length > 0 ? { excludedCnpjs } : {};
  }

  async function run(user: AuthUser, query: SearchQuery) {
    const [r, options] = await Promise.all([registry.get(), optionsFor(user, query)]);
    const answer = await registryCall(() => r.search(query, options));
    // The page shows the staff's corrections of its companies' contacts, as their company pages do.
    return { ...answer, rows: await withRowCorrections(db, answer.rows) };
  }

  async function count(user: AuthUser, query: SearchQuery) {
    const [r, options] = await Promise.all([registry.get(), optionsFor(user, query)]);
    return registryCall(() => r.count(query, options));
  }

  async function storedQuery(
    user: AuthUser,
    id: string,
  ): Promise<{ query: SearchQuery; createdAt: Date; id: string }> {
    const row = await repo.findSearch(db, { accountId: user.accountId, id });
    if (!row) throw notFound();
    return { id: row.id, createdAt: row.createdAt, query: normalise(user, row.query) };
  }

  return {
    normalise,
    storedQuery,

    async create(user: AuthUser, raw: unknown, persist: boolean) {
      const query = normalise(user, raw);
      if (!persist) {
        const [r, options] = await Promise.all([registry.get(), optionsFor(user, query)]);
        return { id: null, search: await registryCall(() => r.summary(query, options)) };
      }
      const answer = await run(user, query);
      const row = {
        accountId: user.accountId,
        userId: user.id,
        query: storedForm(query) as unknown as Record<string, unknown>,
        total: answer.total,
      };
      // The same search run again (another page, a reload, Enter on the same filters) keeps its id: one
      // stored search per query a user ran, not one per answer.
      const stored = (await repo.reuseSearch(db, row)) ?? (await repo.insertSearch(db, row));
      return { id: stored.id, search: answer };
    },

    async find(user: AuthUser, id: string, page?: number) {
      const stored = await storedQuery(user, id);
      const query: SearchQuery =
        page === undefined
          ? stored.query
          : {
              ...stored.query,
              search: {
                ...stored.query.search,
                offset: SEARCH_PAGE_SIZE * (page - 1),
                return_size: SEARCH_PAGE_SIZE,
              },
            };
      const answer = await run(user, query);
      return { id: stored.id, query, created_at: stored.createdAt.toISOString(), search: answer };
    },

    async companiesCount(user: AuthUser, raw: unknown) {
      return { companies_count: await count(user, normalise(user, raw)) };
    },

    async cnpjs(
      user: AuthUser,
      body: Required<Pick<CnpjsBySearchBody, 'offset' | 'return_size'>> & CnpjsBySearchBody,
    ) {
      const query = body.search_id
        ? (await storedQuery(user, body.search_id)).query
        : normalise(user, body.query);
      const [r, options] = await Promise.all([registry.get(), optionsFor(user, query)]);
      const cnpjs = await registryCall(() => r.cnpjs(query, body.offset, body.return_size, options));
      return { cnpjs, offset: body.offset, return_size: body.return_size };
    },

    async zipDistance(user: AuthUser, raw: unknown) {
      const query = normalise(user, raw);
      const geo = query.search.where?.cep_distance;
      if (!geo) throw new HttpError(400, 'Informe search.where.cep_distance com { cep, distance }');
      const r = await registry.get();
      const cepInfo = await r.cepLocation(geo.cep);
      if (!cepInfo) throw new HttpError(422, `CEP não encontrado: ${geo.cep}`);
      return { cep_info: cepInfo, companies_count: await count(user, query) };
    },

    async lookALike(user: AuthUser, body: { nu_cnpj: string[]; return_size: number }) {
      authorise(user);
      const r = await registry.get();
      return { companies: await r.lookAlike(body.nu_cnpj, body.return_size) };
    },

    async exportedCompaniesCount(user: AuthUser) {
      return { exported_companies_count: await repo.countExportedCnpjs(db, user.accountId) };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
