// Code lists of the registry with their pt-BR labels: the options of the search catalogue and the
// keys of the search facets. `code` is the value stored in the registry (see
// packages/registry/src/schema.ts): IBGE state codes, RFB situação and porte codes, CNAE sections 1..21.

export interface CodeOption {
  value: string;
  label: string;
  code: number;
}

const UFS: readonly (CodeOption & { regiao: number })[] = [
  { value: 'RO', label: 'Rondônia', code: 11, regiao: 1 },
  { value: 'AC', label: 'Acre', code: 12, regiao: 1 },
  { value: 'AM', label: 'Amazonas', code: 13, regiao: 1 },
  { value: 'RR', label: 'Roraima', code: 14, regiao: 1 },
  { value: 'PA', label: 'Pará', code: 15, regiao: 1 },
  { value: 'AP', label: 'Amapá', code: 16, regiao: 1 },
  { value: 'TO', label: 'Tocantins', code: 17, regiao: 1 },
  { value: 'MA', label: 'Maranhão', code: 21, regiao: 2 },
  { value: 'PI', label: 'Piauí', code: 22, regiao: 2 },
  { value: 'CE', label: 'Ceará', code: 23, regiao: 2 },
  { value: 'RN', label: 'Rio Grande do Norte', code: 24, regiao: 2 },
  { value: 'PB', label: 'Paraíba', code: 25, regiao: 2 },
  { value: 'PE', label: 'Pernambuco', code: 26, regiao: 2 },
  { value: 'AL', label: 'Alagoas', code: 27, regiao: 2 },
  { value: 'SE', label: 'Sergipe', code: 28, regiao: 2 },
  { value: 'BA', label: 'Bahia', code: 29, regiao: 2 },
  { value: 'MG', label: 'Minas Gerais', code: 31, regiao: 3 },
  { value: 'ES', label: 'Espírito Santo', code: 32, regiao: 3 },
  { value: 'RJ', label: 'Rio de Janeiro', code: 33, regiao: 3 },
  { value: 'SP', label: 'São Paulo', code: 35, regiao: 3 },
  { value: 'PR', label: 'Paraná', code: 41, regiao: 4 },
  { value: 'SC', label: 'Santa Catarina', code: 42, regiao: 4 },
  { value: 'RS', label: 'Rio Grande do Sul', code: 43, regiao: 4 },
  { value: 'MS', label: 'Mato Grosso do Sul', code: 50, regiao: 5 },
  { value: 'MT', label: 'Mato Grosso', code: 51, regiao: 5 },
  { value: 'GO', label: 'Goiás', code: 52, regiao: 5 },
  { value: 'DF', label: 'Distrito Federal', code: 53, regiao: 5 },
  { value: 'EX', label: 'Exterior', code: 0, regiao: 0 },
];

const REGIOES: readonly CodeOption[] = [
  { value: 'N', label: 'Norte', code: 1 },
  { value: 'NE', label: 'Nordeste', code: 2 },
  { value: 'SE', label: 'Sudeste', code: 3 },
  { value: 'S', label: 'Sul', code: 4 },
  { value: 'CO', label: 'Centro-Oeste', code: 5 },
  { value: 'EX', label: 'Exterior', code: 0 },
];

const SITUACOES: readonly CodeOption[] = [
  { value: 'ATIVA', label: 'Ativa', code: 2 },
  { value: 'BAIXADA', label: 'Baixada', code: 8 },
  { value: 'INAPTA', label: 'Inapta', code: 4 },
  { value: 'SUSPENSA', label: 'Suspensa', code: 3 },
  { value: 'NULA', label: 'Nula', code: 1 },
];

const PORTES: readonly CodeOption[] = [
  { value: 'ME', label: 'Microempresa', code: 1 },
  { value: 'EPP', label: 'Empresa de pequeno porte', code: 3 },
  { value: 'DEMAIS', label: 'Demais', code: 5 },
  { value: 'NAO_INFORMADO', label: 'Não informado', code: 0 },
];

/** The yearly revenue an ME and an EPP may have by law (porte code → R$): caps the revenue estimates. */
export const PORTE_REVENUE_CEILINGS: Readonly<Record<number, number>> = { 1: 360_000, 3: 4_800_000 };

const SECTION_NAMES = [
  'Agricultura, pecuária, produção florestal, pesca e aquicultura',
  'Indústrias extrativas',
  'Indústrias de transformação',
  'Eletricidade e gás',
  'Água, esgoto, atividades de gestão de resíduos e descontaminação',
  'Construção',
  'Comércio; reparação de veículos automotores e motocicletas',
  'Transporte, armazenagem e correio',
  'Alojamento e alimentação',
  'Informação e comunicação',
  'Atividades financeiras, de seguros e serviços relacionados',
  'Atividades imobiliárias',
  'Atividades profissionais, científicas e técnicas',
  'Atividades administrativas e serviços complementares',
  'Administração pública, defesa e seguridade social',
  'Educação',
  'Saúde humana e serviços sociais',
  'Artes, cultura, esporte e recreação',
  'Outras atividades de serviços',
  'Serviços domésticos',
  'Organismos internacionais e outras instituições extraterritoriais',
];

const CNAE_SECOES: readonly CodeOption[] = SECTION_NAMES.map((label, index) => ({
  value: String.fromCharCode(65 + index),
  label,
  code: index + 1,
}));

/** Employee bands (registry column faixa_funcionarios). */
const FAIXAS_FUNCIONARIOS: readonly CodeOption[] = [
  { value: '0', label: 'Sem funcionários', code: 1 },
  { value: '1-4', label: '1 a 4', code: 2 },
  { value: '5-9', label: '5 a 9', code: 3 },
  { value: '10-49', label: '10 a 49', code: 4 },
  { value: '50-99', label: '50 a 99', code: 5 },
  { value: '100-499', label: '100 a 499', code: 6 },
  { value: '500+', label: '500 ou mais', code: 7 },
  { value: 'nd', label: 'Não informado', code: 8 },
];

/** Revenue bands 1..10 of spec §5 (registry column faixa_faturamento, DSL field vl_faturamento). */
const FAIXAS_FATURAMENTO: readonly CodeOption[] = [
  'Até R$ 80 mil',
  'R$ 80 mil a R$ 360 mil',
  'R$ 360 mil a R$ 1 milhão',
  'R$ 1 milhão a R$ 5 milhões',
  'R$ 5 milhões a R$ 10 milhões',
  'R$ 10 milhões a R$ 30 milhões',
  'R$ 30 milhões a R$ 100 milhões',
  'R$ 100 milhões a R$ 300 milhões',
  'R$ 300 milhões a R$ 500 milhões',
  'Acima de R$ 500 milhões',
].map((label, index) => ({ value: String(index + 1), label, code: index + 1 }));

/** Company age bands, counted in whole years up to the release date. */
const FAIXAS_IDADE: readonly CodeOption[] = [
  { value: '0-1', label: 'Até 1 ano', code: 1 },
  { value: '1-2', label: '1 a 2 anos', code: 2 },
  { value: '2-5', label: '2 a 5 anos', code: 3 },
  { value: '5-10', label: '5 a 10 anos', code: 4 },
  { value: '10-20', label: '10 a 20 anos', code: 5 },
  { value: '20+', label: 'Mais de 20 anos', code: 6 },
  { value: 'nd', label: 'Não informada', code: 0 },
];

export const SEARCH_CODE_LISTS = {
  ufs: UFS,
  regioes: REGIOES,
  situacoes: SITUACOES,
  portes: PORTES,
  cnaeSecoes: CNAE_SECOES,
  faixasFuncionarios: FAIXAS_FUNCIONARIOS,
  faixasFaturamento: FAIXAS_FATURAMENTO,
  faixasIdade: FAIXAS_IDADE,
} as const;

/** Label of a stored code, or the code itself when it is not in the list. */
export function codeLabel(options: readonly CodeOption[], code: number | null): string {
  if (code === null) return 'Não informado';
  return options.find((o) => o.code === code)?.label ?? String(code);
}

/** A CNAE subclass as the IBGE writes it: 6201501 (or "0111301") → "6201-5/01"; null → "—". */
export function formatCnaeCode(code: number | string | null): string {
  if (code === null) return '—';
  const s = String(code).padStart(7, '0');
  return `${s.slice(0, 4)}-${s.slice(4, 5)}/${s.slice(5)}`;
}
