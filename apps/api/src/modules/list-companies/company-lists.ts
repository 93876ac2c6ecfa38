// Which of the caller's lists hold some companies (POST /api/v4/companies/lists, ours): the search marks its
// rows and the company drawer with it, so a seller sees that the team already works a company before spending
// a consult on it. One query for the CNPJs asked (a page of results), never one per company.
import type { CompanyList, CompanyListsResponse } from '@prospecta/contracts/lists-companies-api';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { listCompanies, lists } from '@/db/schema/lists.ts';
import { users } from '@/db/schema/users.ts';
import { visibleTo } from '@/modules/lists/lists.repository.ts';
import { viewerOf } from '@/modules/lists/lists-access.ts';
import type { AuthUser } from '@/plugins/types.ts';

/**
 * The lists `user` sees (`visibleTo`: own and shared ones; the whole account's for owners and managers) that
 * hold each of `cnpjs`, deleted lists left out, archived ones flagged; the list a company entered last first.
 * The rows are found through the lists of the account (`list_companies_list_cnpj_key` per list), and the
 * account is checked on both tables.
 */
export async function companyLists(
  db: Executor,
  user: AuthUser,
  cnpjs: readonly string[],
): Promise<CompanyListsResponse> {
  const wanted = [...new Set(cnpjs)];
  if (wanted.length === 0) return { companies: [] };
  const rows = await db
    .select({
      cnpj: listCompanies.cnpj,
      companyId: listCompanies.id,
      id: lists.id,
      name: lists.name,
      archived: lists.archived,
      authorId: lists.authorId,
      authorName: users.name,
    })
    .from(listCompanies)
    .innerJoin(lists, eq(lists.id, listCompanies.listId))
    .innerJoin(users, eq(users.id, lists.authorId))
    .where(
      and(
        visibleTo(viewerOf(user)),
        isNull(lists.deletedAt),
        eq(listCompanies.accountId, user.accountId),
        inArray(listCompanies.cnpj, wanted),
      ),
    )
    .orderBy(desc(listCompanies.createdAt), desc(listCompanies.seq), lists.id);
  const byCnpj = new Map<string, CompanyList[]>();
  for (const row of rows) {
    const found = byCnpj.get(row.cnpj) ?? [];
    found.push({
      id: row.id,
      name: row.name,
      archived: row.archived,
      company_id: row.companyId,
      author_id: row.authorId,
      author_name: row.authorName,
    });
    byCnpj.set(row.cnpj, found);
  }
  return {
    companies: wanted.flatMap((cnpj) => {
      const found = byCnpj.get(cnpj);
      return found ? [{ cnpj, lists: found }] : [];
    }),
  };
}
