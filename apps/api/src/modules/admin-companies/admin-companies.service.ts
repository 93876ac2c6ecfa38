// The staff's company tool: a company by CNPJ as customers see it, with the registry's own values, the
// corrections in force, their log and the customers' reports; corrections set, removed and undone.
import {
  ADMIN_COMPANY_LIST_LIMIT,
  type AdminCompanyMutationResponse,
  type AdminCompanyResponse,
  CORRECTION_BODY_KEYS,
  CORRECTION_FIELDS,
  type CorrectionChange,
  type CorrectionField,
  ADMIN_COMPANY_MESSAGES as M,
  OPEN_REPORTS_PAGE_SIZE,
  type OpenReportsResponse,
  type UpdateCompanyValues,
} from '@prospecta/contracts/admin-companies-api';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import type { CompanyDetail } from '@prospecta/contracts/search-company';
import type { Db, Executor } from '@/db/client.ts';
import { notFound, unprocessable } from '@/lib/http-error.ts';
import { namedCompanies } from '@/modules/list-companies/registry-lookup.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import type { RegistryHandle } from '@/plugins/registry.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './company-corrections.repository.ts';
import {
  activeCorrections,
  applyCorrections,
  decodeValues,
  encodeValues,
  isCorrectionField,
  phoneOf,
  valuesOf,
} from './company-corrections.ts';

type Deps = { db: Db; registry: RegistryHandle };
type NewValues = Partial<Record<CorrectionField, string[]>>;

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** The body's fields as values per correctable field (left out: untouched; null or '': none). */
function newValuesOf(body: Partial<UpdateCompanyValues>): NewValues {
  const values: NewValues = {};
  for (const field of CORRECTION_FIELDS) {
    const given = body[CORRECTION_BODY_KEYS[field]];
    if (given === undefined) continue;
    values[field] = Array.isArray(given) ? given : given === null ? [] : [given];
  }
  return values;
}

const FIELD_WORDS: Record<CorrectionField, string> = {
  site: 'o site',
  linkedin: 'o LinkedIn',
  email: 'o e-mail',
  telefones: 'os telefones',
};

/** "o site e o e-mail", "o site, o e-mail e os telefones". */
export function correctedFieldsText(fields: readonly CorrectionField[]): string {
  const words = fields.map((field) => FIELD_WORDS[field]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} e ${words.at(-1)}` : (words[0] ?? '');
}

/** The company as sellers see it in lists and searches: its nome fantasia, else its razão social. */
const shownName = (company: CompanyDetail) =>
  company.nome_fantasia || company.razao_social || formatCnpj(company.cnpj);

export function createAdminCompaniesService({ db, registry }: Deps) {
  async function registryCompany(cnpj: string): Promise<CompanyDetail> {
    const company = await (await registry.get()).company(cnpj);
    if (!company) throw notFound(M.notFound);
    return company;
  }

  async function lookup(cnpj: string, known?: CompanyDetail): Promise<AdminCompanyResponse> {
    const company = known ?? (await registryCompany(cnpj));
    const active = activeCorrections(await repo.latestCorrections(db, [cnpj]));
    const history = await repo.correctionHistory(db, cnpj, ADMIN_COMPANY_LIST_LIMIT);
    const reports = await repo.reportsOf(db, cnpj, ADMIN_COMPANY_LIST_LIMIT);
    const registryValues = (field: CorrectionField) => valuesOf({ ...company, linkedin: null }, field);
    return {
      company: applyCorrections(company, active),
      registry: {
        site: registryValues('site'),
        linkedin: [],
        email: registryValues('email'),
        telefones: registryValues('telefones'),
      },
      corrections: active.map((c) => ({
        field: c.field,
        action: c.action,
        values: decodeValues(c.value),
        by: c.by,
        at: c.createdAt.toISOString(),
      })),
      history: history.flatMap((h): CorrectionChange[] => {
        const entry = { id: h.id, by: h.by, at: h.createdAt.toISOString() };
        if (h.action === 'verify')
          return [{ ...entry, field: null, action: h.action, values: [], previous: [], note: h.value }];
        if (!isCorrectionField(h.field)) return [];
        const values = decodeValues(h.value);
        return [
          {
            ...entry,
            field: h.field,
            action: h.action,
            values,
            previous: decodeValues(h.previous),
            note: null,
          },
        ];
      }),
      reports: reports.rows.map((r) => ({
        id: r.id,
        fields: r.fields,
        comment: r.comment,
        at: r.createdAt.toISOString(),
        user:
          r.userId && r.userName && r.userEmail
            ? { id: r.userId, name: r.userName, email: r.userEmail }
            : null,
        account: r.accountId && r.accountName ? { id: r.accountId, name: r.accountName } : null,
        list: r.listId && r.listName ? { id: r.listId, name: r.listName } : null,
      })),
      reports_total: reports.total,
    };
  }

  /** Tells each reporter of the company's open reports, once, what staff did about them. */
  async function tellReporters(
    tx: Executor,
    cnpj: string,
    type: 'company_corrected' | 'company_checked',
    title: string,
    message: string,
  ) {
    for (const reporter of await repo.reportersToTell(tx, cnpj))
      await notify(tx, {
        userId: reporter.userId,
        accountId: reporter.accountId,
        type,
        title,
        message,
        data: reporter.listId ? { listId: reporter.listId, cnpj } : { cnpj },
      });
  }

  return {
    lookup: (cnpj: string) => lookup(cnpj),

    async openReports(page: number): Promise<OpenReportsResponse> {
      const queue = await repo.openReportQueue(
        db,
        OPEN_REPORTS_PAGE_SIZE,
        (page - 1) * OPEN_REPORTS_PAGE_SIZE,
      );
      const names = await namedCompanies(
        await registry.get(),
        queue.rows.map((row) => row.cnpj),
      );
      return {
        companies: queue.rows.map((row, i) => ({
          cnpj: row.cnpj,
          name: names[i]?.tradeName || names[i]?.name || null,
          reports: row.reports,
          fields: [...new Set(row.fields.flat())],
          first_at: new Date(row.firstAt).toISOString(),
          last_at: new Date(row.lastAt).toISOString(),
        })),
        page,
        total_pages: Math.ceil(queue.companies / OPEN_REPORTS_PAGE_SIZE),
        total: queue.companies,
        reports_total: queue.reports,
      };
    },

    /**
     * The company's open reports answered without a correction: a `verify` row in the log (with the note), and
     * each reporter told that staff checked and found the data right.
     */
    async verify(user: AuthUser, cnpj: string, note: string | null): Promise<AdminCompanyMutationResponse> {
      const company = await registryCompany(cnpj);
      await db.transaction(async (tx) => {
        await repo.lockCompany(tx, cnpj);
        if ((await repo.openReportCount(tx, cnpj)) === 0) throw unprocessable(M.noOpenReports);
        await tellReporters(
          tx,
          cnpj,
          'company_checked',
          'Dado conferido',
          `A equipe do Prospecta conferiu os dados de ${shownName(company)} que você reportou e não os alterou.${note ? ` Observação: ${note}` : ''}`,
        );
        await repo.insertCorrections(tx, [
          {
            cnpj,
            field: repo.VERIFICATION_FIELD,
            action: 'verify',
            value: note,
            previous: null,
            createdBy: user.id,
          },
        ]);
      });
      return { ...(await lookup(cnpj, company)), message: M.verified, changed: [] };
    },

    /**
     * Sets or removes the given fields: a value equal to what customers already see changes nothing (and
     * writes no row), so a form sent whole records only what was edited.
     */
    async update(user: AuthUser, body: Partial<UpdateCompanyValues> & { cnpj: string }) {
      const company = await registryCompany(body.cnpj);
      const values = newValuesOf(body);
      // libphonenumber's full metadata is the last word on a number (the contract only checks its shape).
      if (values.telefones?.some((numero) => phoneOf(numero) === null)) throw unprocessable(M.invalidPhone);
      const changed = await db.transaction(async (tx) => {
        await repo.lockCompany(tx, body.cnpj);
        const shown = applyCorrections(
          company,
          activeCorrections(await repo.latestCorrections(tx, [body.cnpj])),
        );
        const rows = CORRECTION_FIELDS.flatMap((field) => {
          const next = values[field];
          const before = valuesOf(shown, field);
          if (next === undefined || sameValues(next, before)) return [];
          return [
            {
              cnpj: body.cnpj,
              field,
              action: next.length > 0 ? 'set' : 'remove',
              value: encodeValues(next),
              previous: encodeValues(before),
              createdBy: user.id,
            },
          ];
        });
        const fields = rows.map((row) => row.field);
        // Told before this correction is written: the reports it answers are those open until now.
        if (rows.length > 0)
          await tellReporters(
            tx,
            body.cnpj,
            'company_corrected',
            'Dado corrigido',
            `A equipe do Prospecta corrigiu ${correctedFieldsText(fields)} de ${shownName(company)}, que você reportou.`,
          );
        await repo.insertCorrections(tx, rows);
        return fields;
      });
      const answer = await lookup(body.cnpj, company);
      return { ...answer, message: changed.length > 0 ? M.updated : M.unchanged, changed };
    },

    /** The field's correction undone: customers see the registry's value again. */
    async undo(user: AuthUser, cnpj: string, field: CorrectionField): Promise<AdminCompanyMutationResponse> {
      const company = await registryCompany(cnpj);
      await db.transaction(async (tx) => {
        await repo.lockCompany(tx, cnpj);
        const active = activeCorrections(await repo.latestCorrections(tx, [cnpj]));
        if (!active.some((c) => c.field === field)) throw unprocessable(M.noCorrection);
        const before = valuesOf(applyCorrections(company, active), field);
        await repo.insertCorrections(tx, [
          { cnpj, field, action: 'undo', value: null, previous: encodeValues(before), createdBy: user.id },
        ]);
      });
      return { ...(await lookup(cnpj, company)), message: M.undone, changed: [field] };
    },
  };
}
