// The transparent model behind qt_funcionarios and vl_faturamento when no enrichment gave real figures.
// Every coefficient is here and in packages/registry/README.md; the SQL below is generated from them.
// Inputs are columns of the establishment row: situacao, porte, fl_mei, natureza_juridica,
// capital_social, cnae_secao, fl_matriz, qt_filiais.
import { PORTE_REVENUE_CEILINGS } from '@prospecta/contracts/search-codes';

/** Employees of an active establishment by porte (RFB code), before the factors. */
export const BASE_EMPLOYEES: Record<number, number> = { 0: 2, 1: 3, 3: 12, 5: 40 };
/** Upper bound of the employee estimate by porte (ME and EPP are small by definition). */
export const MAX_EMPLOYEES: Record<number, number> = { 1: 19, 3: 99 };
/** Capital social thresholds (R$) → multiplier, checked from the largest. */
export const CAPITAL_FACTORS: ReadonlyArray<[number, number]> = [
  [100_000_000, 20],
  [10_000_000, 6],
  [1_000_000, 2.5],
  [100_000, 1.2],
];
/** CNAE section (1 = A … 21 = U) → multiplier of employees; sections not listed use 1. */
export const SECTION_EMPLOYEE_FACTORS: Record<number, number> = {
  3: 1.6, // C indústria
  6: 1.4, // F construção
  8: 1.3, // H transporte
  9: 1.3, // I alojamento e alimentação
  11: 0.8, // K finanças
  12: 0.5, // L imobiliárias
  13: 0.8, // M atividades profissionais
  14: 1.5, // N serviços administrativos (limpeza, vigilância)
  16: 1.2, // P educação
  17: 1.3, // Q saúde
};
/** Natureza jurídica → multiplier: public administration (1xxx), non-profits (3xxx), empresário individual. */
export const PUBLIC_ENTITY_FACTOR = 3;
export const NON_PROFIT_FACTOR = 0.8;
export const SOLE_TRADER_FACTOR = 0.7;
/** A branch (filial) is smaller than its head office; the head office grows 10% per branch, up to 50 branches. */
export const BRANCH_FACTOR = 0.5;
export const HEAD_OFFICE_GROWTH_PER_BRANCH = 0.1;
export const HEAD_OFFICE_MAX_BRANCHES = 50;

/** Yearly revenue per employee (R$) by CNAE section; sections not listed use the default. */
export const DEFAULT_REVENUE_PER_EMPLOYEE = 150_000;
export const SECTION_REVENUE_PER_EMPLOYEE: Record<number, number> = {
  2: 800_000, // B extração
  3: 300_000, // C indústria
  4: 1_200_000, // D eletricidade e gás
  6: 200_000, // F construção
  7: 250_000, // G comércio
  8: 220_000, // H transporte
  9: 90_000, // I alojamento e alimentação
  10: 250_000, // J informação e comunicação
  11: 600_000, // K finanças
  16: 80_000, // P educação
  19: 80_000, // S outros serviços
};
/** MEI: one owner (employees 1) and a revenue estimate under the MEI ceiling of R$ 81 mil. */
export const MEI_EMPLOYEES = 1;
export const MEI_REVENUE = 60_000;
/** Revenue bounds by porte (legal ceilings of ME and EPP, DEMAIS above the EPP ceiling). */
export const REVENUE_BOUNDS: Record<number, [number, number]> = {
  1: [81_000, PORTE_REVENUE_CEILINGS[1] ?? 0],
  3: [PORTE_REVENUE_CEILINGS[1] ?? 0, PORTE_REVENUE_CEILINGS[3] ?? 0],
  5: [PORTE_REVENUE_CEILINGS[3] ?? 0, Number.POSITIVE_INFINITY],
};

/** Bands of schema.ts: faixa_funcionarios 1..8 and faixa_faturamento 1..10 (spec §5). */
export const EMPLOYEE_BAND_LOWER_BOUNDS = [0, 1, 5, 10, 50, 100, 500];
export const REVENUE_BAND_UPPER_BOUNDS = [
  80_000, 360_000, 1_000_000, 5_000_000, 10_000_000, 30_000_000, 100_000_000, 300_000_000, 500_000_000,
];

const caseOf = (column: string, map: Record<number, number>, fallback: number) =>
  `CASE ${column} ${Object.entries(map)
    .map(([key, value]) => `WHEN ${key} THEN ${value}`)
    .join(' ')} ELSE ${fallback} END`;

const capitalFactor = `CASE ${CAPITAL_FACTORS.map(([min, factor]) => `WHEN capital_social >= ${min} THEN ${factor}`).join(' ')} ELSE 1 END`;
const naturezaFactor = `CASE WHEN natureza_juridica BETWEEN 1000 AND 1999 THEN ${PUBLIC_ENTITY_FACTOR}
  WHEN natureza_juridica BETWEEN 3000 AND 3999 THEN ${NON_PROFIT_FACTOR}
  WHEN natureza_juridica = 2135 THEN ${SOLE_TRADER_FACTOR} ELSE 1 END`;
const branchFactor = `CASE WHEN fl_matriz THEN 1 + ${HEAD_OFFICE_GROWTH_PER_BRANCH} * least(qt_filiais, ${HEAD_OFFICE_MAX_BRANCHES})
  ELSE ${BRANCH_FACTOR} END`;

/** SQL for the estimated employees (INTEGER): 0 when not active. */
export const ESTIMATED_EMPLOYEES_SQL = `CASE WHEN situacao <> 2 THEN 0 WHEN fl_mei THEN ${MEI_EMPLOYEES}
  ELSE least(greatest(1, round(${caseOf('porte', BASE_EMPLOYEES, 2)} * ${capitalFactor}
    * ${caseOf('cnae_secao', SECTION_EMPLOYEE_FACTORS, 1)} * ${naturezaFactor} * ${branchFactor})),
    ${caseOf('porte', MAX_EMPLOYEES, 1_000_000)})::INTEGER END`;

const revenueBound = (index: 0 | 1, fallback: string) =>
  `CASE porte ${Object.entries(REVENUE_BOUNDS)
    .filter(([, bounds]) => Number.isFinite(bounds[index]))
    .map(([porte, bounds]) => `WHEN ${porte} THEN ${bounds[index]}`)
    .join(' ')} ELSE ${fallback} END`;

/** The porte's legal revenue ceiling (ME, EPP; none above): caps an estimate, also a company's total. */
export const REVENUE_CEILING_SQL = revenueBound(1, '1e15');

/**
 * SQL for the estimated yearly revenue (DOUBLE) given `qt_funcionarios`: NULL for public administration.
 * Multiplied as DOUBLE: an INTEGER product overflowed for 7 680 employees × R$ 300 000 at full scale.
 */
export const ESTIMATED_REVENUE_SQL = `CASE WHEN natureza_juridica BETWEEN 1000 AND 1999 THEN NULL
  WHEN situacao <> 2 THEN 0 WHEN fl_mei THEN ${MEI_REVENUE}
  ELSE least(greatest(qt_funcionarios::DOUBLE * ${caseOf('cnae_secao', SECTION_REVENUE_PER_EMPLOYEE, DEFAULT_REVENUE_PER_EMPLOYEE)},
    ${revenueBound(0, '0')}), ${REVENUE_CEILING_SQL})::DOUBLE END`;

export const EMPLOYEE_BAND_SQL = `CASE WHEN qt_funcionarios IS NULL THEN 8 ${EMPLOYEE_BAND_LOWER_BOUNDS.map(
  (min, index) => `WHEN qt_funcionarios >= ${min} THEN ${index + 1}`,
)
  .reverse()
  .join(' ')} END`;

/** The revenue band (1..10) of a yearly revenue column. */
export const revenueBandSql = (column: string) =>
  `CASE WHEN ${column} IS NULL THEN NULL ${REVENUE_BAND_UPPER_BOUNDS.map(
    (max, index) => `WHEN ${column} < ${max} THEN ${index + 1}`,
  ).join(' ')} ELSE ${REVENUE_BAND_UPPER_BOUNDS.length + 1} END`;

export const REVENUE_BAND_SQL = revenueBandSql('vl_faturamento');
