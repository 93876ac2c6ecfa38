// Company queries: the full record by CNPJ (any format), partners and decision makers, branches.
import { normalizeDocument } from '@prospecta/contracts/cnpj';
import type {
  BranchesPage,
  CompanyDetail,
  GroupCompany,
  LookAlikeRow,
  RelationshipGraph,
} from '@prospecta/contracts/search-company';
import { companyDetail, companyDetails } from './company-detail.ts';
import type { ConnectionPool } from './connection-pool.ts';
import { companyGroup } from './group-queries.ts';
import { lookAlike } from './look-alike.ts';
import { relationshipGraph } from './relationship-graph.ts';
import { num, RESULT_COLUMNS, RESULT_JOINS, toResultRow } from './result-rows.ts';

export interface CompanyQueries {
  /** Every registry field of one establishment, its partners and decision makers; null when unknown. */
  company(cnpj: string): Promise<CompanyDetail | null>;
  /**
   * The records of up to COMPANY_BATCH_MAX CNPJs in a few queries, keyed by normalised CNPJ (unknown ones
   * absent): for lists, exports and validations, where one lookup per company costs tens of ms each.
   */
  companies(cnpjs: readonly string[]): Promise<Map<string, CompanyDetail>>;
  /** The establishments of the company root (matriz first), 20 a page, page from 1. */
  branches(cnpj: string, page?: number): Promise<BranchesPage>;
  /** Companies linked through shared partners, up to `hops` (1 or 2) steps away. */
  group(cnpj: string, options?: { hops?: number; limit?: number }): Promise<GroupCompany[]>;
  relationshipGraph(cnpj: string): Promise<RelationshipGraph | null>;
  /** Companies most like the seeds (seeds excluded), best first. */
  lookAlike(cnpjs: readonly string[], size?: number): Promise<LookAlikeRow[]>;
}

export const BRANCHES_PAGE_SIZE = 20;

/**
 * A root's establishments are one range of cnpj_keys, which knows the head office: the page is chosen
 * there and only its rows are read (reading every establishment of a root with thousands took seconds).
 */
async function branches(pool: ConnectionPool, cnpj: string, page = 1): Promise<BranchesPage> {
  const root = normalizeDocument(cnpj).slice(0, 8);
  const safePage = Math.max(1, Math.floor(page));
  const keys = 'FROM cnpj_keys WHERE cnpj >= ? AND cnpj < ?';
  const range = [root, `${root}~`];
  const [count, rows] = await Promise.all([
    pool.rows(`SELECT count(*)::INTEGER AS n ${keys}`, range),
    pool.rows(
      `SELECT ${RESULT_COLUMNS} FROM (SELECT * FROM establishments WHERE rowid IN (
         SELECT id ${keys} ORDER BY fl_matriz DESC, cnpj LIMIT ? OFFSET ?)) e ${RESULT_JOINS}
        ORDER BY e.fl_matriz DESC, e.cnpj`,
      [...range, BRANCHES_PAGE_SIZE, (safePage - 1) * BRANCHES_PAGE_SIZE],
    ),
  ]);
  return {
    total: num(count[0]?.n) ?? 0,
    page: safePage,
    pageSize: BRANCHES_PAGE_SIZE,
    rows: rows.map(toResultRow),
  };
}

export function companyQueries(pool: () => ConnectionPool): CompanyQueries {
  return {
    company: (cnpj) => companyDetail(pool(), cnpj),
    companies: (cnpjs) => companyDetails(pool(), cnpjs),
    branches: (cnpj, page) => branches(pool(), cnpj, page),
    group: (cnpj, options) => companyGroup(pool(), cnpj, options),
    relationshipGraph: (cnpj) => relationshipGraph(pool(), cnpj),
    lookAlike: (cnpjs, size) => lookAlike(pool(), cnpjs, size),
  };
}
