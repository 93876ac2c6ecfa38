// Small hand-made registries for tests: the base tables of src/schema.ts filled with seeded random
// rows (names with accents and mixed case, shared partners, branches), then the derived tables.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import { cnpjCheckDigits } from '@prospecta/contracts/cnpj';
import { ageBandSql } from '../../src/importer/age-band.ts';
import { REVENUE_BAND_UPPER_BOUNDS } from '../../src/importer/estimates.ts';
import { buildDerivedTables, type DerivedTableOptions } from '../../src/query/derived-tables.ts';
import { FACET_KEY_SQL } from '../../src/query/facet-key.ts';
import { DECISION_MAKER_MASK_SQL, DECISION_MAKER_PARTNERS_SQL } from '../../src/query/field-columns.ts';
import {
  CODE_TABLES_DDL,
  ENRICHED_CONTACTS_DDL,
  ESTABLISHMENTS_DDL,
  PARTNERS_DDL,
  REGISTRY_FORMAT_VERSION,
  RELEASE_INFO_DDL,
} from '../../src/schema.ts';

const RELEASE_DATE = '2025-06-14';

export interface FixtureRow {
  id: number;
  cnpj: string;
  cnpj_basico: string;
  fl_matriz: boolean;
  razao_social: string | null;
  nome_fantasia: string | null;
  situacao: number;
  dt_situacao: string | null;
  dt_abertura: string | null;
  cnae_principal: number;
  cnae_secao: number;
  cnaes_secundarias: number[];
  natureza_juridica: number;
  porte: number;
  capital_social: number;
  fl_simples: boolean;
  dt_opcao_simples: string | null;
  dt_exclusao_simples: string | null;
  fl_mei: boolean;
  tipo_logradouro: string | null;
  logradouro: string;
  bairro: string;
  cep: string;
  uf: number;
  regiao: number;
  cd_municipio: number;
  cd_municipio_rfb: number;
  /** Establishments abroad: uf 0 (EX), a country code and a city name. */
  cd_pais: number | null;
  nm_cidade_exterior: string | null;
  latitude: number;
  longitude: number;
  has_email: boolean;
  has_telefone: boolean;
  has_celular: boolean;
  has_site: boolean;
  email: string | null;
  telefone_compartilhado: number;
  email_compartilhado: number;
  qt_filiais: number;
  qt_funcionarios: number | null;
  faixa_funcionarios: number;
  vl_faturamento: number;
  faixa_faturamento: number;
  qt_funcionarios_empresa: number | null;
  vl_faturamento_empresa: number;
  faixa_faturamento_empresa: number;
  qt_reclamacoes_procon: number | null;
  qt_reclamacoes_site: number | null;
  pc_reclamacoes_resolvidas: number | null;
  nota_reclamacoes: number | null;
  quality_data_score: number;
  tiebreak: number;
}

export interface FixturePartner {
  cnpj_basico: string;
  tipo: number;
  nome: string;
  documento: string | null;
  qualificacao: number;
  representante_nome: string | null;
  representante_qualificacao: number | null;
}

/** RFB country codes of the fixture (names with accents and mixed case, as in the code table). */
export const PAISES = [
  { codigo: 63, descricao: 'ARGENTINA' },
  { codigo: 249, descricao: 'Estados Unidos' },
  { codigo: 245, descricao: 'SÃO TOMÉ E PRÍNCIPE' },
];
const FOREIGN_CITIES = ['Buenos Aires', 'NEW YORK', 'São Tomé', null];

export const MUNICIPIOS = [
  { rfb: 7107, ibge: 3550308, nome: 'SAO PAULO', uf: 35, sigla: 'SP', lat: -23.5329, lon: -46.6395 },
  { rfb: 6291, ibge: 3509502, nome: 'CAMPINAS', uf: 35, sigla: 'SP', lat: -22.9053, lon: -47.0659 },
  { rfb: 6001, ibge: 3304557, nome: 'RIO DE JANEIRO', uf: 33, sigla: 'RJ', lat: -22.9129, lon: -43.2003 },
  { rfb: 4123, ibge: 3106200, nome: 'BELO HORIZONTE', uf: 31, sigla: 'MG', lat: -19.9102, lon: -43.9266 },
  { rfb: 7535, ibge: 4106902, nome: 'CURITIBA', uf: 41, sigla: 'PR', lat: -25.4195, lon: -49.2646 },
  { rfb: 9701, ibge: 5300108, nome: 'BRASILIA', uf: 53, sigla: 'DF', lat: -15.7795, lon: -47.9297 },
];
const REGIAO: Record<number, number> = { 35: 3, 33: 3, 31: 3, 41: 4, 53: 5 };
export const CNAES = [4711302, 5611201, 1091102, 4721102, 6201501, 8599604, 4781400, 9602501];
const WORDS = [
  'Padaria',
  'GONÇALVES',
  'açaí',
  'Comércio',
  'SILVA',
  'pão',
  'Queijo',
  'TECH',
  'Soluções',
  'Irmãos',
  'São',
  'Bela Vista',
  'Doce',
];
const SITUACOES = [2, 2, 2, 8, 8, 4, 3, 1];
const PERSONS = ['JOSÉ DA SILVA', 'MARIA SOUZA', 'ANA GONÇALVES', 'PEDRO ALVES', 'CARLOS LIMA'];

export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function date(rand: () => number, from: number, to: number): string {
  const y = from + Math.floor(rand() * (to - from));
  return `${y}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
}

export interface Fixture {
  rows: FixtureRow[];
  partners: FixturePartner[];
  /** CNPJs with an enriched decision maker (enriched_contacts). */
  enrichedCnpjs: string[];
}

export function fixtureRows(count: number, seed: number): Fixture {
  const rand = seededRandom(seed);
  // A second stream for rows abroad, partner-less companies, representatives and enriched contacts,
  // so the main stream (and the rows other tests rely on) stays as it was.
  const extra = seededRandom(seed ^ 0x5eed);
  // A third stream for partners listed twice under one name (two positions), which must come in a fixed order.
  const twice = seededRandom(seed ^ 0x7a1c);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const maybe = <T>(p: number, value: () => T): T | null => (rand() < p ? value() : null);
  const rows: FixtureRow[] = [];
  const partners: FixturePartner[] = [];
  const enrichedCnpjs: string[] = [];
  for (let root = 0; rows.length < count; root++) {
    const basico = String(10_000_000 + root * 7919).slice(0, 8);
    const razao = `${pick(WORDS)} ${pick(WORDS)}${rand() < 0.5 ? ' LTDA' : ''}`;
    const branches = rand() < 0.15 ? 1 + Math.floor(rand() * 3) : 0;
    const withoutPersons = extra() < 0.12;
    for (const person of new Set([pick(PERSONS), pick(PERSONS)])) {
      if (withoutPersons) continue;
      partners.push({
        cnpj_basico: basico,
        tipo: 2,
        nome: person,
        documento: '***123456**',
        qualificacao: pick([49, 22, 5]),
        representante_nome: null,
        representante_qualificacao: null,
      });
    }
    const person = withoutPersons ? undefined : partners[partners.length - 1];
    if (person && person.qualificacao !== 5 && twice() < 0.1) partners.push({ ...person, qualificacao: 5 });
    if (root > 0 && rand() < 0.1) {
      partners.push({
        cnpj_basico: basico,
        tipo: 1,
        nome: 'HOLDING',
        documento: `${String(10_000_000).slice(0, 8)}000100`,
        qualificacao: 22,
        ...(extra() < 0.5
          ? { representante_nome: 'ROBERTO DIAS', representante_qualificacao: extra() < 0.5 ? 5 : 10 }
          : { representante_nome: null, representante_qualificacao: null }),
      });
    }
    // Some head offices are not the root's first order (a branch opened first, or a transfer).
    const headOffice = branches > 0 && extra() < 0.3 ? branches : 0;
    for (let b = 0; b <= branches && rows.length < count; b++) {
      const base12 = `${basico}${String(b + 1).padStart(4, '0')}`;
      const m = pick(MUNICIPIOS);
      const cnae = pick(CNAES);
      const employees = maybe(0.9, () => Math.floor(rand() * 300));
      const abroad = extra() < 0.08;
      const pais = PAISES[Math.floor(extra() * PAISES.length)] ?? PAISES[0];
      const city = FOREIGN_CITIES[Math.floor(extra() * FOREIGN_CITIES.length)] ?? null;
      if (extra() < 0.05) enrichedCnpjs.push(`${base12}${cnpjCheckDigits(base12)}`);
      rows.push({
        id: 0,
        cnpj: `${base12}${cnpjCheckDigits(base12)}`,
        cnpj_basico: basico,
        fl_matriz: b === headOffice,
        razao_social: rand() < 0.97 ? razao : null,
        nome_fantasia: maybe(0.5, () => `${pick(WORDS)} ${pick(WORDS)}`),
        situacao: pick(SITUACOES),
        dt_situacao: maybe(0.9, () => date(rand, 2000, 2025)),
        dt_abertura: maybe(0.95, () => date(rand, 1970, 2025)),
        cnae_principal: cnae,
        cnae_secao: cnae < 4000000 ? 3 : cnae < 5000000 ? 7 : cnae < 6000000 ? 9 : 10,
        // Distinct and sorted, as the importer writes them.
        cnaes_secundarias: [
          ...new Set(Array.from({ length: Math.floor(rand() * 3) }, () => pick(CNAES))),
        ].sort((a, b) => a - b),
        natureza_juridica: pick([2062, 2135, 2305]),
        porte: pick([0, 1, 3, 5]),
        capital_social: Math.floor(rand() * 1_000_000),
        fl_simples: rand() < 0.4,
        dt_opcao_simples: maybe(0.4, () => date(rand, 2007, 2025)),
        dt_exclusao_simples: maybe(0.1, () => date(rand, 2010, 2025)),
        fl_mei: rand() < 0.2,
        // From the row's place, not the random stream, so the other columns stay as they were.
        tipo_logradouro: (['RUA', 'AVENIDA', null] as const)[rows.length % 3] ?? null,
        logradouro: pick(['PAULISTA', 'BRASIL', 'DAS FLORES']),
        bairro: pick(['CENTRO', 'BELA VISTA', 'JARDIM AMERICA']),
        cep: `${String(m.ibge).slice(0, 3)}${String(Math.floor(rand() * 100)).padStart(2, '0')}${pick(['000', '100'])}`,
        uf: abroad ? 0 : m.uf,
        regiao: abroad ? 0 : (REGIAO[m.uf] ?? 0),
        cd_municipio: m.ibge,
        cd_municipio_rfb: m.rfb,
        cd_pais: abroad ? (pais?.codigo ?? null) : null,
        nm_cidade_exterior: abroad ? city : null,
        latitude: m.lat,
        longitude: m.lon,
        has_email: rand() < 0.6,
        has_telefone: rand() < 0.7,
        has_celular: rand() < 0.4,
        has_site: rand() < 0.2,
        email: null,
        telefone_compartilhado: rand() < 0.1 ? Math.floor(rand() * 500) : 0,
        email_compartilhado: rand() < 0.1 ? Math.floor(rand() * 500) : 0,
        qt_filiais: branches,
        qt_funcionarios: employees,
        faixa_funcionarios:
          employees === null ? 8 : employees === 0 ? 1 : employees < 5 ? 2 : employees < 10 ? 3 : 4,
        vl_faturamento: Math.floor(rand() * 10_000_000),
        faixa_faturamento: 1 + Math.floor(rand() * 10),
        // Set below, once the root's every establishment is known.
        qt_funcionarios_empresa: null,
        vl_faturamento_empresa: 0,
        faixa_faturamento_empresa: 0,
        qt_reclamacoes_procon: maybe(0.2, () => Math.floor(rand() * 50)),
        qt_reclamacoes_site: maybe(0.2, () => Math.floor(rand() * 50)),
        pc_reclamacoes_resolvidas: maybe(0.2, () => Math.round(rand() * 1000) / 10),
        nota_reclamacoes: maybe(0.2, () => Math.round(rand() * 100) / 10),
        quality_data_score: Math.floor(rand() * 101),
        tiebreak: fnv1a(base12),
      });
    }
  }
  // The company's figures: the sums over its root (the importer's writeCompanyTotals, without its cap).
  const roots = new Map<string, FixtureRow[]>();
  for (const row of rows) roots.set(row.cnpj_basico, [...(roots.get(row.cnpj_basico) ?? []), row]);
  for (const row of rows) {
    const root = roots.get(row.cnpj_basico) ?? [row];
    const employees = root.flatMap((r) => (r.qt_funcionarios === null ? [] : [r.qt_funcionarios]));
    row.qt_funcionarios_empresa = employees.length > 0 ? employees.reduce((a, b) => a + b, 0) : null;
    row.vl_faturamento_empresa = root.reduce((sum, r) => sum + r.vl_faturamento, 0);
    const band = REVENUE_BAND_UPPER_BOUNDS.findIndex((max) => row.vl_faturamento_empresa < max);
    row.faixa_faturamento_empresa = band === -1 ? REVENUE_BAND_UPPER_BOUNDS.length + 1 : band + 1;
  }
  // Physical order of the real registry: (situacao, uf, cnae_principal, quality desc, tiebreak, cnpj);
  // id = position.
  rows.sort(
    (a, b) =>
      a.situacao - b.situacao ||
      a.uf - b.uf ||
      a.cnae_principal - b.cnae_principal ||
      b.quality_data_score - a.quality_data_score ||
      a.tiebreak - b.tiebreak ||
      (a.cnpj < b.cnpj ? -1 : 1),
  );
  rows.forEach((r, i) => {
    r.id = i;
  });
  return { rows, partners, enrichedCnpjs };
}

/** The fixture's stand-in for the importer's hash of the CNPJ (any fixed spread of UINTEGERs will do). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/** Default result order (query/default-order.ts) over fixture rows. */
export const byDefaultOrder = (a: FixtureRow, b: FixtureRow) =>
  b.quality_data_score - a.quality_data_score || a.tiebreak - b.tiebreak || a.id - b.id;

const listSql = (v: number[]) => `[${v.join(',')}]::INTEGER[]`;

const created: string[] = [];

/** Deletes every registry createFixtureRegistry wrote in this test file (call after closing them). */
export async function removeFixtureRegistries(): Promise<void> {
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export async function createFixtureRegistry(
  count = 400,
  seed = 1,
  options: DerivedTableOptions = {},
): Promise<Fixture & { path: string }> {
  const { rows, partners, enrichedCnpjs } = fixtureRows(count, seed);
  const dir = mkdtempSync(join(tmpdir(), 'registry-test-'));
  created.push(dir);
  const path = join(dir, 'registry.duckdb');
  const instance = await DuckDBInstance.create(path);
  const c = await instance.connect();
  for (const ddl of [
    ESTABLISHMENTS_DDL,
    PARTNERS_DDL,
    ENRICHED_CONTACTS_DDL,
    ...CODE_TABLES_DDL,
    RELEASE_INFO_DDL,
  ])
    await c.run(ddl);
  const columns = Object.keys(rows[0] as FixtureRow);
  for (const r of rows) {
    const values = columns.map((k) =>
      k === 'cnaes_secundarias' ? null : (r[k as keyof FixtureRow] as DuckDBValue),
    );
    const placeholders = columns.map((k) =>
      k === 'cnaes_secundarias' ? listSql(r.cnaes_secundarias) : k.startsWith('dt_') ? '?::DATE' : '?',
    );
    await c.run(
      `INSERT INTO establishments (${columns.join(', ')}, fl_funcionarios_estimado, fl_faturamento_estimado, faixa_idade,
         fl_socios, fl_decisores, qualificacoes_decisores, facet_key)
       VALUES (${placeholders.join(', ')}, true, true, 0, false, false, 0, 0)`,
      values.filter((_, i) => columns[i] !== 'cnaes_secundarias'),
    );
  }
  for (const p of partners) {
    await c.run(
      `INSERT INTO partners (cnpj_basico, tipo, nome, documento, qualificacao, representante_nome,
         representante_qualificacao) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [
        p.cnpj_basico,
        p.tipo,
        p.nome,
        p.documento,
        p.qualificacao,
        p.representante_nome,
        p.representante_qualificacao,
      ],
    );
  }
  for (const cnpj of enrichedCnpjs) {
    await c.run("INSERT INTO enriched_contacts (cnpj, nome, cargo) VALUES (?, 'LUCIA PRADO', 'Diretora')", [
      cnpj,
    ]);
  }
  for (const pais of PAISES) await c.run('INSERT INTO paises VALUES (?, ?)', [pais.codigo, pais.descricao]);
  for (const m of MUNICIPIOS) {
    await c.run('INSERT INTO municipios VALUES (?, ?, ?, ?, ?, ?, ?, false)', [
      m.rfb,
      m.ibge,
      m.nome,
      m.uf,
      m.sigla,
      m.lat,
      m.lon,
    ]);
  }
  await c.run(
    "INSERT INTO cnaes VALUES (4711302, 'Comércio varejista de mercadorias em geral', 'G'), (5611201, 'Restaurantes e similares', 'I')",
  );
  await c.run(
    "INSERT INTO qualificacoes VALUES (49, 'Sócio-Administrador'), (22, 'Sócio'), (5, 'Administrador')",
  );
  await c.run(`UPDATE establishments SET faixa_idade = ${ageBandSql(RELEASE_DATE)},
    fl_socios = cnpj_basico IN (SELECT cnpj_basico FROM partners),
    fl_decisores = cnpj_basico IN (SELECT cnpj_basico FROM partners WHERE ${DECISION_MAKER_PARTNERS_SQL})
      OR cnpj IN (SELECT cnpj FROM enriched_contacts),
    qualificacoes_decisores = coalesce((SELECT bit_or(${DECISION_MAKER_MASK_SQL}) FROM partners p
      WHERE p.cnpj_basico = establishments.cnpj_basico), 0::UHUGEINT)`);
  await c.run(`UPDATE establishments SET facet_key = ${FACET_KEY_SQL}`);
  await c.run('INSERT INTO release_info VALUES (?, ?), (?, ?)', [
    'release_date',
    RELEASE_DATE,
    'importer_version',
    String(REGISTRY_FORMAT_VERSION),
  ]);
  await buildDerivedTables(c, options);
  c.closeSync();
  instance.closeSync();
  return { path, rows, partners, enrichedCnpjs };
}
