// Company answers from the registry: the consult (charged), its advanced data, the free lookups.
import {
  CONSULT_HISTORY_PAGE_SIZE,
  type CompanyAdvancedResponse,
  type CompanyConsultResponse,
  type ConsultHistoryResponse,
} from '@prospecta/contracts/companies-api';
import type { SearchResultRow } from '@prospecta/contracts/search-result';
import type { Db } from '@/db/client.ts';
import { HttpError, notFound } from '@/lib/http-error.ts';
import { withCorrections, withRowCorrections } from '@/modules/admin-companies/company-corrections.ts';
import { rowsOf } from '@/modules/list-companies/registry-lookup.ts';
import type { RegistryHandle } from '@/plugins/registry.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { consultCompany } from './consult-company.ts';
import { listConsults } from './consults.repository.ts';

type Deps = { db: Db; registry: RegistryHandle };

export function createCompaniesService({ db, registry }: Deps) {
  async function charged(user: AuthUser, cnpj: string) {
    const r = await registry.get();
    const found = await r.company(cnpj);
    if (!found) throw notFound();
    const company = await withCorrections(db, found);
    return { company, consult: await consultCompany(db, user, company.cnpj) };
  }

  return {
    async consult(user: AuthUser, cnpj: string): Promise<CompanyConsultResponse> {
      const { company, consult } = await charged(user, cnpj);
      return { ...company, consult };
    },

    async advanced(user: AuthUser, cnpj: string): Promise<CompanyAdvancedResponse> {
      const { company: c, consult } = await charged(user, cnpj);
      return {
        cnpj: c.cnpj,
        additional_data_atlas: {
          qt_funcionarios: c.qt_funcionarios,
          fl_funcionarios_estimado: c.fl_funcionarios_estimado,
          vl_faturamento: c.vl_faturamento,
          fl_faturamento_estimado: c.fl_faturamento_estimado,
          capital_social: c.capital_social,
          porte: c.porte.label,
          qt_filiais: c.qt_filiais,
          cnaes_secundarias: c.cnaes_secundarias,
          fl_simples: c.fl_simples,
          fl_mei: c.fl_mei,
          reclamacoes: c.reclamacoes,
          quality_data_score: c.quality_data_score,
        },
        administration_data: {
          natureza_juridica: c.natureza_juridica.label,
          socios: c.socios,
          decisores: c.decisores,
        },
        website_information: {
          site: c.site,
          email: c.email,
          telefones: c.telefones,
          telefone_compartilhado: c.telefone_compartilhado,
          email_compartilhado: c.email_compartilhado,
        },
        consult,
      };
    },

    async findByCnpj(cnpj: string): Promise<SearchResultRow> {
      const row = (await rowsOf(await registry.get(), [cnpj])).get(cnpj);
      if (!row) throw notFound();
      const [corrected = row] = await withRowCorrections(db, [row]);
      return corrected;
    },

    async consultHistory(user: AuthUser, page: number): Promise<ConsultHistoryResponse> {
      const size = CONSULT_HISTORY_PAGE_SIZE;
      const { rows, total } = await listConsults(db, user.accountId, size, size * (page - 1));
      // Names come from the registry when it is there; the history itself never depends on it.
      const names = await registry
        .get()
        .then((r) => rowsOf(r, [...new Set(rows.map((c) => c.cnpj))]))
        .catch((error: unknown) => {
          if (error instanceof HttpError) return new Map<string, SearchResultRow>();
          throw error;
        });
      return {
        page,
        page_size: size,
        total,
        consults: rows.map((c) => ({
          cnpj: c.cnpj,
          razao_social: names.get(c.cnpj)?.razao_social ?? null,
          nome_fantasia: names.get(c.cnpj)?.nome_fantasia ?? null,
          consulted_at: c.consultedAt.toISOString(),
          user: c.userId && c.userName ? { id: c.userId, name: c.userName } : null,
        })),
      };
    },

    async hyperbolicTree(cnpj: string) {
      const r = await registry.get();
      // Checked first: the registry's lookup answers a root-only graph for some unknown CNPJs.
      if (!(await rowsOf(r, [cnpj])).has(cnpj)) throw notFound();
      const graph = await r.relationshipGraph(cnpj);
      if (!graph) throw notFound();
      return graph;
    },

    async cnpjsGroup(cnpj: string, page: number) {
      const branches = await (await registry.get()).branches(cnpj, page);
      if (branches.total === 0) throw notFound();
      return branches;
    },
  };
}
