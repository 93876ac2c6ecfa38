// Reads a list's companies for an export: 600 at a time in the table's order (default: added last first) from
// the app database, their registry rows in one query per batch, and — only when asked (tool exports, decision
// makers or address columns) — the full records (address, decision makers) in one registry batch lookup, and the
// list's notes on them for a file that asks for them. Filters applied.
import { EXPORT_READ_BATCH, type ExportFilters } from '@prospecta/contracts/exports-api';
import type { ListSort } from '@prospecta/contracts/lists-companies-api';
import type { CompanyDetail } from '@prospecta/contracts/search-company';
import type { Registry } from '@prospecta/registry/registry';
import type { Executor } from '@/db/client.ts';
import type { ExportRow } from '@/db/schema/exports.ts';
import { withRowMapCorrections } from '@/modules/admin-companies/company-corrections.ts';
import { detailsOf, rowsOf } from '@/modules/list-companies/registry-lookup.ts';
import { type CompanyNote, notesOfCompanies } from '@/modules/notes/notes.repository.ts';
import { contactOutcomes } from '@/modules/validation/validation.repository.ts';
import type { ExportCompany } from './connectors/connector.ts';
import { applyFilters, toExportCompany } from './export-company.ts';
import {
  type ListCompanyRef,
  listCompaniesByIds,
  listCompaniesPage,
  listCompanyIdsInOrder,
  sentBefore,
} from './exports.repository.ts';

export type SourceInput = {
  exportId: string;
  accountId: string;
  listId: string;
  /** Whose prospecting statuses are read (statusesUserOf). */
  userId: string;
  /** select / single: only these. */
  cnpjs?: readonly string[];
  filters: ExportFilters;
  /** Fetch each company's full record (address and decision makers). */
  details: boolean;
  /** Read the list's notes on each company (a file's "Anotações" column). */
  notes?: boolean;
  /** The list table's order the companies come in (a file's; default: added last first). */
  sort?: ListSort;
};

/** Whose prospecting statuses an export reads: `view_as` as the service checked and stored it, else the exporter. */
export const statusesUserOf = (exp: ExportRow): string =>
  (exp.request as { view_as?: string }).view_as ?? exp.userId;

/** One batch: how many list companies were read and those that passed the filters. */
export type SourceBatch = { read: number; companies: ExportCompany[] };

export async function* readCompanies(
  db: Executor,
  registry: Registry,
  input: SourceInput,
  signal?: AbortSignal,
): AsyncGenerator<SourceBatch> {
  for await (const refs of listPages(db, input, signal)) {
    const cnpjs = refs.map((r) => r.cnpj);
    const [rows, outcomes, excluded, notes] = await Promise.all([
      // What the customer sees is what is sent: the staff's corrections of the contacts included.
      rowsOf(registry, cnpjs).then((found) => withRowMapCorrections(db, found)),
      contactOutcomes(db, input.listId, cnpjs),
      input.filters.eliminate_cnpjs_already_exported_in_account
        ? sentBefore(db, input.accountId, input.exportId, cnpjs)
        : Promise.resolve(new Set<string>()),
      input.notes
        ? notesOfCompanies(
            db,
            input,
            refs.map((r) => r.id),
          )
        : Promise.resolve(new Map<string, CompanyNote[]>()),
    ]);
    const wanted = refs.filter((r) => !excluded.has(r.cnpj));
    const details = input.details
      ? await detailsOf(
          registry,
          wanted.map((r) => r.cnpj),
          signal,
        )
      : new Map<string, CompanyDetail>();
    const companies: ExportCompany[] = [];
    for (const ref of wanted) {
      const row = rows.get(ref.cnpj);
      const company = applyFilters(
        toExportCompany(ref, row, details.get(ref.cnpj) ?? null, outcomes, notes.get(ref.id)),
        row,
        input.filters,
      );
      if (company) companies.push(company);
    }
    yield { read: refs.length, companies };
  }
}

/**
 * The list's companies, EXPORT_READ_BATCH at a time, in the table's order. The default order (added last first)
 * pages by keyset on the last row's (created_at, seq), which never change. Any other order sorts by what may
 * change while the file is written (a status, a trade name filled): its ids are read once, in the list table's
 * own ORDER BY, and paged through, so no company is skipped or written twice (a company taken out meanwhile is
 * left out, one added meanwhile waits for the next file, as with the default order).
 */
async function* listPages(
  db: Executor,
  input: SourceInput,
  signal?: AbortSignal,
): AsyncGenerator<ListCompanyRef[]> {
  const { listId, userId, cnpjs, sort = 'recent' } = input;
  if (sort !== 'recent') {
    const ids = await listCompanyIdsInOrder(db, { listId, userId, sort, cnpjs });
    for (let i = 0; i < ids.length; i += EXPORT_READ_BATCH) {
      signal?.throwIfAborted();
      const refs = await listCompaniesByIds(db, { listId, userId, ids: ids.slice(i, i + EXPORT_READ_BATCH) });
      if (refs.length > 0) yield refs;
    }
    return;
  }
  let after: string | null = null;
  for (;;) {
    signal?.throwIfAborted();
    const refs = await listCompaniesPage(db, { listId, userId, after, limit: EXPORT_READ_BATCH, cnpjs });
    if (refs.length === 0) return;
    yield refs;
    if (refs.length < EXPORT_READ_BATCH) return;
    after = refs[refs.length - 1]?.id ?? after;
  }
}
