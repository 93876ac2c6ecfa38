// The search semantics written plainly in TypeScript over fixture rows: the oracle of the property test.
import { EMPLOYEE_SENTINEL, isEmployeeField } from '@prospecta/contracts/filter-catalogue-options';
import { type PresenceFieldName, searchField } from '@prospecta/contracts/search-fields';
import type { SearchBody, SearchWhere } from '@prospecta/contracts/search-query';
import { normalizeLabelText } from '@prospecta/contracts/search-values';
import { haversineKm } from '../../src/query/geo.ts';
import { nameTokens, termWords } from '../../src/query/text-tokens.ts';
import type { FixturePartner, FixtureRow } from './fixture-registry.ts';
import { MUNICIPIOS, PAISES } from './fixture-registry.ts';

type Value = unknown;
const RANGE_COLUMNS: Record<string, keyof FixtureRow> = {
  vl_capital_social: 'capital_social',
  qt_filiais: 'qt_filiais',
  qt_funcionarios: 'qt_funcionarios',
  vl_faturamento: 'faixa_faturamento',
  qt_funcionarios_empresa: 'qt_funcionarios_empresa',
  vl_faturamento_empresa: 'faixa_faturamento_empresa',
  qt_reclamacoes_procon: 'qt_reclamacoes_procon',
  qt_reclamacoes_site: 'qt_reclamacoes_site',
  pc_reclamacoes_resolvidas: 'pc_reclamacoes_resolvidas',
  nota_reclamacoes: 'nota_reclamacoes',
  quality_data_score: 'quality_data_score',
  qt_telefone_compartilhado: 'telefone_compartilhado',
  qt_email_compartilhado: 'email_compartilhado',
  dt_abertura: 'dt_abertura',
  dt_situacao_cadastral: 'dt_situacao',
  dt_opcao_simples: 'dt_opcao_simples',
  dt_exclusao_simples: 'dt_exclusao_simples',
};
const CODE_COLUMNS: Record<string, keyof FixtureRow> = {
  sg_uf: 'uf',
  sg_regiao: 'regiao',
  ds_situacao_cnpj: 'situacao',
  cd_cnae_secao: 'cnae_secao',
  ds_porte: 'porte',
  cd_municipio: 'cd_municipio',
  cd_cnae_principal: 'cnae_principal',
  cd_natureza_juridica: 'natureza_juridica',
  nm_bairro: 'bairro',
  nu_cep: 'cep',
  fl_simples: 'fl_simples',
  fl_mei: 'fl_mei',
  fl_matriz: 'fl_matriz',
  cd_pais: 'cd_pais',
};

const isDecisionMaker = (p: FixturePartner) =>
  (p.tipo !== 1 && p.nome !== null) || p.representante_nome !== null;

/** true / false, or null when the row's value is unknown (SQL NULL). */
function fieldMatches(
  row: FixtureRow,
  partners: FixturePartner[],
  name: string,
  value: Value,
): boolean | null {
  if (name === 'nm_municipio_exterior' || name === 'nm_pais') {
    const text =
      name === 'nm_pais'
        ? (PAISES.find((p) => p.codigo === row.cd_pais)?.descricao ?? null)
        : row.nm_cidade_exterior;
    return text === null ? null : (value as string[]).includes(normalizeLabelText(text));
  }
  if (name === 'ds_logradouro') {
    if (row.logradouro === null) return null;
    const street = [row.tipo_logradouro, row.logradouro].filter((part) => part !== null).join(' ');
    return (value as string[]).some((v) => v === row.logradouro || v === street);
  }
  if (name === 'cd_qualificacao_decisor') {
    const codes = value as number[];
    return partners.some(
      (p) =>
        p.cnpj_basico === row.cnpj_basico &&
        ((p.tipo !== 1 && p.nome !== null && codes.includes(p.qualificacao)) ||
          (p.representante_nome !== null && codes.includes(p.representante_qualificacao ?? -1))),
    );
  }
  if (name in RANGE_COLUMNS) {
    const v = row[RANGE_COLUMNS[name] as keyof FixtureRow] as number | string | null;
    if (v === null) return null;
    const r = value as { gte?: number | string; lte?: number | string };
    // "+500" (EMPLOYEE_SENTINEL) is open above.
    if (isEmployeeField(name) && Number(r.lte) >= EMPLOYEE_SENTINEL) return v >= (r.gte ?? v);
    return (r.gte === undefined || v >= r.gte) && (r.lte === undefined || v <= r.lte);
  }
  if (name === 'cd_cnae_secundario')
    return (value as number[]).some((c) => row.cnaes_secundarias.includes(c));
  if (name === 'nu_cnpj') return (value as string[]).includes(row.cnpj);
  if (name === 'cep_distance') {
    const g = value as { cep: string; distance: number; point: { latitude: number; longitude: number } };
    return haversineKm(g.point, row) <= g.distance;
  }
  const column = CODE_COLUMNS[name] as keyof FixtureRow;
  const options = searchField(name)?.options;
  const cell = row[column];
  if (typeof value === 'boolean') return cell === value;
  const codes = options
    ? (value as string[]).map((v) => options.find((o) => o.value === v)?.code)
    : (value as unknown[]);
  return codes.includes(cell as never);
}

function termMatches(tokens: string[], term: string): boolean {
  const { exact, prefix } = termWords(term);
  if (exact.length === 0 && prefix === null) return false;
  return (
    exact.every((w) => tokens.includes(w)) && (prefix === null || tokens.some((t) => t.startsWith(prefix)))
  );
}

function textMatches(row: FixtureRow, partners: FixturePartner[], field: string, term: string): boolean {
  if (field === 'nm_socio') {
    // Every word in one partner's name: words spread over several partners do not match.
    return partners
      .filter((p) => p.cnpj_basico === row.cnpj_basico)
      .some((p) => termMatches(nameTokens(p.nome), term));
  }
  const razao = nameTokens(row.razao_social);
  const fantasia = nameTokens(row.nome_fantasia);
  if (field === 'nm_razao_social') return termMatches(razao, term);
  if (field === 'nm_fantasia') return termMatches(fantasia, term);
  const { exact, prefix } = termWords(term);
  const both = [...razao, ...fantasia];
  if (exact.length === 0 && prefix === null) return false;
  return exact.every((w) => both.includes(w)) && (prefix === null || both.some((t) => t.startsWith(prefix)));
}

const terms = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const CONTACTS = {
  email: 'has_email',
  telefone: 'has_telefone',
  celular: 'has_celular',
  site: 'has_site',
} as const;

export function bruteForce(
  rows: FixtureRow[],
  partners: FixturePartner[],
  body: SearchBody,
  enrichedCnpjs: readonly string[] = [],
): FixtureRow[] {
  const present = (row: FixtureRow, kind: PresenceFieldName): boolean => {
    const own = partners.filter((p) => p.cnpj_basico === row.cnpj_basico);
    if (kind === 'fl_socios') return own.length > 0;
    if (kind === 'fl_decisores') return own.some(isDecisionMaker) || enrichedCnpjs.includes(row.cnpj);
    return row[CONTACTS[kind]];
  };
  const where = Object.entries((body.where ?? {}) as SearchWhere).filter(([, v]) => v !== undefined);
  const not = Object.entries((body.wherenot ?? {}) as SearchWhere).filter(([, v]) => v !== undefined);
  const match = Object.entries(body.match ?? {}).filter(([, v]) => terms(v).length > 0);
  const either = Object.entries(body.match_either ?? {}).flatMap(([f, v]) =>
    terms(v).map((t) => [f, t] as const),
  );
  return rows.filter(
    (row) =>
      where.every(([n, v]) => fieldMatches(row, partners, n, v) === true) &&
      not.every(([n, v]) => fieldMatches(row, partners, n, v) !== true) &&
      match.every(([f, v]) => terms(v).some((t) => textMatches(row, partners, f, t))) &&
      (either.length === 0 || either.some(([f, t]) => textMatches(row, partners, f, t))) &&
      (body.exists ?? []).every((k) => present(row, k)) &&
      (!body.has_any?.length || body.has_any.some((k) => present(row, k))),
  );
}

export { MUNICIPIOS };
