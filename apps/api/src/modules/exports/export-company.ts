// Registry rows (and, when fetched, the full record) of a list company → the connectors' ExportCompany,
// and the export filters applied to it. Pure.
import { positionText } from '@prospecta/contracts/decision-maker-position';
import type { ExportFilters } from '@prospecta/contracts/exports-api';
import { formatCnaeCode } from '@prospecta/contracts/search-codes';
import type { CompanyDetail } from '@prospecta/contracts/search-company';
import type { SearchResultRow } from '@prospecta/contracts/search-result';
import { titleCase } from '@prospecta/contracts/text-case';
import type { CompanyNote } from '@/modules/notes/notes.repository.ts';
import type { ContactOutcomes } from '@/modules/validation/validation.repository.ts';
import type { ExportCompany } from './connectors/connector.ts';
import type { ListCompanyRef } from './exports.repository.ts';

/** Situação cadastral code of an active company (Receita Federal: 02 = ATIVA). */
const ACTIVE_SITUACAO = 2;

export function toExportCompany(
  ref: ListCompanyRef,
  row: SearchResultRow | undefined,
  detail: CompanyDetail | null | undefined,
  outcomes: ContactOutcomes,
  notes: CompanyNote[] = [],
): ExportCompany {
  const address = detail?.endereco;
  const code = row?.cnae_principal.code ? formatCnaeCode(row.cnae_principal.code) : null;
  const email = row?.email ?? null;
  const validated = outcomes.get(ref.cnpj);
  // An establishment not active has no estimate: the registry's 0 means none, as the company page shows "—"
  // with why (web's estimate-display.ts); a file or a CRM got 0 employees and R$ 0,00.
  const estimate = (value: number | null | undefined) =>
    row?.situacao.code === ACTIVE_SITUACAO || (value ?? 0) !== 0 ? (value ?? null) : null;
  return {
    cnpj: ref.cnpj,
    razaoSocial: row?.razao_social ?? ref.name ?? row?.nome_fantasia ?? '',
    nomeFantasia: row?.nome_fantasia ?? null,
    headOffice: row ? row.fl_matriz : null,
    email,
    emailResult: (email && validated?.emails.get(email.toLowerCase())) || null,
    phones: (row?.telefones ?? [])
      .filter((p) => p.tipo !== 'invalido')
      .map((p) => ({
        number: p.numero,
        type: p.tipo === 'celular' ? 'celular' : 'fixo',
        valid: validated?.phones.get(p.numero) ?? null,
      })),
    site: row?.site ?? null,
    address: {
      logradouro: address
        ? [address.tipo_logradouro, address.logradouro].filter(Boolean).join(' ') || null
        : null,
      numero: address?.numero ?? null,
      complemento: address?.complemento ?? null,
      bairro: address?.bairro ?? null,
      cep: address?.cep ?? null,
      municipio: address?.municipio ?? row?.municipio ?? null,
      uf: address?.uf ?? row?.uf ?? null,
    },
    cnaePrincipal: row && code ? { code, description: row.cnae_principal.label } : null,
    porte: row?.porte.label ?? null,
    situacao: row?.situacao.label ?? 'Não informada',
    // The full record's facts, labelled from the registry's code tables as on the company page.
    situacaoSince: detail?.dt_situacao ?? null,
    cnaesSecundarios: (detail?.cnaes_secundarias ?? []).flatMap((c) =>
      c.code === null ? [] : [{ code: formatCnaeCode(c.code), description: c.label }],
    ),
    naturezaJuridica:
      detail?.natureza_juridica.code != null
        ? { code: detail.natureza_juridica.code, description: detail.natureza_juridica.label }
        : null,
    simples: detail ? detail.fl_simples : null,
    mei: detail ? detail.fl_mei : null,
    abertura: row?.dt_abertura ?? null,
    capitalSocial: row?.capital_social ?? null,
    employees: estimate(row?.qt_funcionarios),
    revenue: estimate(row?.vl_faturamento),
    companyEmployees: estimate(row?.qt_funcionarios_empresa),
    companyRevenue: estimate(row?.vl_faturamento_empresa),
    prospectingStatus: ref.status ?? 'a_prospectar',
    decisionMakers: (detail?.decisores ?? []).map((d) => ({
      // The registry writes people in upper case: files and tools get their names as the screens show them.
      name: titleCase(d.nome),
      // As the company page writes it ("Sócio-administrador", not the enrichment's "Sócio-Administrador").
      position: positionText(d.cargo),
      email: d.email,
      phone: d.telefone,
      linkedin: d.linkedin,
    })),
    notes,
  };
}

/**
 * Whether the company passes the filters; `onlyValidPhones` also drops phones validated as invalid and
 * `onlyValidEmails` an e-mail validated as invalid (before `withPhone` and `withEmail` look).
 */
export function applyFilters(
  company: ExportCompany,
  row: SearchResultRow | undefined,
  filters: ExportFilters,
): ExportCompany | null {
  const phones = filters.onlyValidPhones ? company.phones.filter((p) => p.valid !== false) : company.phones;
  const dropEmail = filters.onlyValidEmails === true && company.emailResult === 'invalid';
  if (filters.withPhone && phones.length === 0) return null;
  if (filters.withEmail && (!company.email || dropEmail)) return null;
  if (filters.withSite && !company.site) return null;
  if (filters.withDecisionMakers && company.decisionMakers.length === 0) return null;
  if (filters.onlyActive && row?.situacao.code !== ACTIVE_SITUACAO) return null;
  const statuses = filters.prospectingStatuses;
  if (statuses?.length && !statuses.includes(company.prospectingStatus as (typeof statuses)[number]))
    return null;
  if (phones === company.phones && !dropEmail) return company;
  return { ...company, phones, ...(dropEmail ? { email: null, emailResult: null } : {}) };
}
