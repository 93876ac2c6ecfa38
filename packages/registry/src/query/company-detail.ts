// One establishment with every registry field, labelled from the code tables, plus its partners
// and decision makers (partners and representatives with positions, then enriched contacts).
import { isValidCnpj, normalizeDocument } from '@prospecta/contracts/cnpj';
import { qualificationLabel } from '@prospecta/contracts/filter-catalogue-options';
import { codeLabel, SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import type { CompanyDetail, DecisionMaker, Partner } from '@prospecta/contracts/search-company';
import { normalizeLabelText } from '@prospecta/contracts/search-values';
import { situationMotiveLabel } from '@prospecta/contracts/situation-motives';
import { cnpjIdsSql, idOfCnpj } from './cnpj-lookup.ts';
import { type CodeLabels, codeLabels, labelOf } from './code-labels.ts';
import type { ConnectionPool, Row } from './connection-pool.ts';
import { FOREIGN_COMPANY_PARTNER } from './field-columns.ts';
import { positionOf } from './positions.ts';
import { num, secondaryCnaes, str, toResultRow, ufSigla } from './result-rows.ts';
import { SqlParams } from './sql-builder.ts';

const PARTNER_TYPES = { 1: 'empresa', 2: 'pessoa', 3: 'estrangeiro' } as const;

function partnerOf(row: Row): Partner {
  const tipo = PARTNER_TYPES[(num(row.tipo) ?? 2) as 1 | 2 | 3] ?? 'pessoa';
  return {
    tipo,
    nome: str(row.nome),
    documento: str(row.documento),
    qualificacao: {
      code: num(row.qualificacao),
      label: qualificationLabel(str(row.qualificacao_descricao) ?? 'Não informada'),
    },
    dt_entrada: str(row.dt_entrada),
    pais: str(row.pais),
    representante_nome: str(row.representante_nome),
    representante_documento: str(row.representante_documento),
    faixa_etaria: num(row.faixa_etaria),
  };
}

export function decisionMakers(partners: Row[], enriched: Row[]): DecisionMaker[] {
  const ranked: (DecisionMaker & { rank: number })[] = [];
  for (const p of partners) {
    const nome = str(p.nome);
    // People only: a company partner, Brazilian (tipo 1) or foreign (qualificação 37), decides nothing itself.
    if (num(p.tipo) !== 1 && num(p.qualificacao) !== FOREIGN_COMPANY_PARTNER && nome) {
      const { cargo, rank } = positionOf(num(p.qualificacao), str(p.qualificacao_descricao));
      ranked.push({ nome, cargo, origem: 'socio', email: null, telefone: null, linkedin: null, rank });
    }
    const rep = str(p.representante_nome);
    if (rep) {
      const { cargo } = positionOf(
        num(p.representante_qualificacao),
        str(p.representante_qualificacao_descricao),
      );
      ranked.push({
        nome: rep,
        cargo,
        origem: 'representante',
        email: null,
        telefone: null,
        linkedin: null,
        rank: 6,
      });
    }
  }
  ranked.sort((a, b) => a.rank - b.rank || a.nome.localeCompare(b.nome));
  const fromEnrichment: DecisionMaker[] = enriched.map((e) => ({
    nome: String(e.nome),
    cargo: str(e.cargo) ?? 'Não informado',
    origem: 'enriquecimento',
    email: str(e.email),
    telefone: str(e.telefone),
    linkedin: str(e.linkedin),
  }));
  // A partner the enrichment also names is one person: listed once, with the enrichment's position and contacts.
  const enrichedNames = new Set(fromEnrichment.map((d) => normalizeLabelText(d.nome)));
  const fromPartners = ranked
    .filter((d) => !enrichedNames.has(normalizeLabelText(d.nome)))
    .map(({ rank: _rank, ...d }) => d);
  return [...fromEnrichment, ...fromPartners];
}

/** Every registry field of one establishment row, with its partners' and enriched contacts' rows. */
function toCompanyDetail(r: Row, partners: Row[], enriched: Row[], labels: CodeLabels): CompanyDetail {
  for (const p of partners) {
    p.qualificacao_descricao = labelOf(labels, 'qualificacao', p.qualificacao);
    p.representante_qualificacao_descricao = labelOf(labels, 'qualificacao', p.representante_qualificacao);
    p.pais = labelOf(labels, 'pais', p.cd_pais);
  }
  const secundarias = secondaryCnaes(r.cnaes_secundarias);
  Object.assign(r, {
    cnae_descricao: labelOf(labels, 'cnae', r.cnae_principal),
    municipio: labelOf(labels, 'municipio', r.cd_municipio_rfb) ?? r.nm_cidade_exterior,
    motivo_descricao: labelOf(labels, 'motivo', r.motivo_situacao),
    natureza_descricao: labelOf(labels, 'natureza', r.natureza_juridica),
    pais_descricao: labelOf(labels, 'pais', r.cd_pais),
    secundarias: secundarias.map((code) => ({ code, label: labelOf(labels, 'cnae', code) })),
  });
  const secao = num(r.cnae_secao);
  return {
    ...toResultRow(r),
    cnpj_basico: String(r.cnpj_basico),
    dt_situacao: str(r.dt_situacao),
    // The RFB's Motivos table is upper case without accents: the label is the contracts' proper text.
    motivo_situacao: {
      code: num(r.motivo_situacao),
      label: situationMotiveLabel(num(r.motivo_situacao), str(r.motivo_descricao)) ?? 'Não informado',
    },
    situacao_especial: str(r.situacao_especial),
    dt_situacao_especial: str(r.dt_situacao_especial),
    cnae_secao: { code: secao, label: codeLabel(SEARCH_CODE_LISTS.cnaeSecoes, secao) },
    cnaes_secundarias: ((r.secundarias ?? []) as Row[]).map((s) => ({
      code: num(s.code),
      label: str(s.label) ?? String(s.code),
    })),
    natureza_juridica: {
      code: num(r.natureza_juridica),
      label: str(r.natureza_descricao) ?? 'Não informada',
    },
    ente_federativo: str(r.ente_federativo),
    fl_simples: r.fl_simples === true,
    dt_opcao_simples: str(r.dt_opcao_simples),
    dt_exclusao_simples: str(r.dt_exclusao_simples),
    fl_mei: r.fl_mei === true,
    dt_opcao_mei: str(r.dt_opcao_mei),
    dt_exclusao_mei: str(r.dt_exclusao_mei),
    endereco: {
      tipo_logradouro: str(r.tipo_logradouro),
      logradouro: str(r.logradouro),
      numero: str(r.numero),
      complemento: str(r.complemento),
      bairro: str(r.bairro),
      cep: str(r.cep),
      municipio: str(r.municipio),
      uf: ufSigla(num(r.uf)),
      cidade_exterior: str(r.nm_cidade_exterior),
      pais: str(r.pais_descricao),
      latitude: num(r.latitude),
      longitude: num(r.longitude),
    },
    fax: str(r.fax),
    telefone_compartilhado: num(r.telefone_compartilhado) ?? 0,
    email_compartilhado: num(r.email_compartilhado) ?? 0,
    qt_filiais: num(r.qt_filiais) ?? 0,
    reclamacoes: {
      qt_procon: num(r.qt_reclamacoes_procon),
      qt_procon_atendidas: num(r.qt_reclamacoes_procon_atendidas),
      qt_site: num(r.qt_reclamacoes_site),
      pc_resolvidas: num(r.pc_reclamacoes_resolvidas),
      nota: num(r.nota_reclamacoes),
    },
    socios: partners.map(partnerOf),
    decisores: decisionMakers(partners, enriched),
  };
}

// A company's partners and decision makers in one fixed order, the same in the drawer and in a batch (an
// export): by name, then (one person listed twice, with two positions) entry date and position. Rows equal
// in all of these follow the file's order.
const PARTNER_ORDER = 'nome, dt_entrada, qualificacao, rowid';
const CONTACT_ORDER = 'nome, cargo, rowid';

export async function companyDetail(pool: ConnectionPool, cnpj: string): Promise<CompanyDetail | null> {
  const id = await idOfCnpj(pool, cnpj);
  if (id === null) return null;
  const normalized = normalizeDocument(cnpj);
  // The row by id (zone maps on the id order), the partners by root (the table is sorted by it),
  // labels from memory: no joins.
  const [rows, partners, enriched, labels] = await Promise.all([
    pool.rows('SELECT * FROM establishments WHERE id = ?', [id]),
    pool.rows(`SELECT * FROM partners WHERE cnpj_basico = ? ORDER BY ${PARTNER_ORDER}`, [
      normalized.slice(0, 8),
    ]),
    pool.rows(`SELECT * FROM enriched_contacts WHERE cnpj = ? ORDER BY ${CONTACT_ORDER}`, [normalized]),
    codeLabels(pool),
  ]);
  const row = rows[0];
  return row ? toCompanyDetail(row, partners, enriched, labels) : null;
}

/** Most CNPJs one batch lookup reads (exports and validations read lists 600 at a time). */
export const COMPANY_BATCH_MAX = 1000;

const grouped = (rows: Row[], key: string) => {
  const out = new Map<string, Row[]>();
  for (const row of rows) {
    const k = String(row[key]);
    out.set(k, [...(out.get(k) ?? []), row]);
  }
  return out;
};

/**
 * The records of many CNPJs in four queries (rows, partners, enriched contacts, labels) instead of four
 * per company: keyed by normalised CNPJ; unknown or malformed CNPJs are absent.
 */
export async function companyDetails(
  pool: ConnectionPool,
  cnpjs: readonly string[],
): Promise<Map<string, CompanyDetail>> {
  const wanted = [...new Set(cnpjs.map(normalizeDocument).filter(isValidCnpj))];
  if (wanted.length > COMPANY_BATCH_MAX) throw new RangeError(`At most ${COMPANY_BATCH_MAX} CNPJs per batch`);
  const out = new Map<string, CompanyDetail>();
  if (wanted.length === 0) return out;
  const roots = [...new Set(wanted.map((c) => c.slice(0, 8)))];
  const list = (values: readonly string[]) => values.map(() => '?').join(', ');
  const keyParams = new SqlParams();
  const [rows, partners, enriched, labels] = await Promise.all([
    pool.rows(
      `SELECT * FROM establishments WHERE rowid IN (${cnpjIdsSql(wanted, keyParams)})`,
      keyParams.values,
    ),
    // The partners' rows are found by their roots first and then read by rowid: reading every column where
    // the roots match decoded far more than those rows (72 M, 600 companies' 281 partners: 858 → 314 ms).
    pool.rows(
      `SELECT * FROM partners WHERE rowid IN (SELECT rowid FROM partners WHERE cnpj_basico IN (${list(roots)}))
        ORDER BY cnpj_basico, ${PARTNER_ORDER}`,
      roots,
    ),
    pool.rows(
      `SELECT * FROM enriched_contacts WHERE cnpj IN (${list(wanted)}) ORDER BY cnpj, ${CONTACT_ORDER}`,
      wanted,
    ),
    codeLabels(pool),
  ]);
  const partnersByRoot = grouped(partners, 'cnpj_basico');
  const enrichedByCnpj = grouped(enriched, 'cnpj');
  for (const row of rows) {
    const cnpj = String(row.cnpj);
    // Partners' rows are labelled in place: each company gets its own copies.
    const own = (partnersByRoot.get(cnpj.slice(0, 8)) ?? []).map((p) => ({ ...p }));
    out.set(cnpj, toCompanyDetail(row, own, enrichedByCnpj.get(cnpj) ?? [], labels));
  }
  return out;
}
