// The groups and filters of the filter catalogue, in panel order (see filter-catalogue.ts for the
// types and the rules). The fifth group (index 4) is "Regime tributário": keep it there, spec §4's
// selected_filtered_type depends on its first two filters.
import type { CatalogueGroup } from './filter-catalogue.ts';
import { filter, MORE_FILTER_GROUPS, plain, range } from './filter-catalogue-groups-extra.ts';
import {
  CNAE_SCOPES,
  EMPLOYEE_SLIDER_MARKS,
  MATRIZ_FILIAL,
  NATUREZA_GROUPS,
  REVENUE_SLIDER_MARKS,
  SIZE_LEVELS,
  YES_NO,
} from './filter-catalogue-options.ts';
import { SEARCH_CODE_LISTS } from './search-codes.ts';

const { ufs, regioes, situacoes, portes, cnaeSecoes } = SEARCH_CODE_LISTS;

export const FILTER_GROUPS: readonly CatalogueGroup[] = [
  {
    id: 'localizacao',
    label: 'Localização',
    tags: ['endereço', 'local', 'região geográfica'],
    filters: [
      filter({
        id: 'uf',
        kind: 'checkbox',
        title: 'Estado (UF)',
        queryField: 'sg_uf',
        tags: ['estado', 'uf', 'unidade federativa'],
        options: plain(ufs.filter((u) => u.value !== 'EX')),
      }),
      filter({
        id: 'regiao',
        kind: 'checkbox',
        title: 'Região',
        queryField: 'sg_regiao',
        tags: ['região', 'macrorregião'],
        options: plain(regioes.filter((r) => r.value !== 'EX')),
      }),
      filter({
        id: 'municipio',
        kind: 'municipality_search',
        title: 'Município',
        queryField: 'cd_municipio',
        tags: ['cidade', 'município', 'ibge'],
      }),
      filter({ id: 'bairro', kind: 'bairros', title: 'Bairro', queryField: 'nm_bairro', tags: ['bairro'] }),
      filter({
        id: 'logradouro',
        kind: 'text',
        title: 'Rua',
        queryField: 'ds_logradouro',
        tags: ['rua', 'avenida', 'logradouro', 'endereço'],
        description: 'O nome inteiro, com ou sem o tipo: "Avenida Paulista" ou "Paulista".',
      }),
      // Two filters of a CEP, told apart by their names and descriptions: a seller typed a CEP into the exact
      // one meaning a radius and found nothing.
      filter({
        id: 'cep',
        kind: 'text',
        title: 'CEP exato',
        queryField: 'nu_cep',
        tags: ['cep', 'código postal'],
        description:
          'Só as empresas com este CEP no endereço (vários separados por vírgula). Para buscar ao redor de um CEP, use o raio abaixo.',
      }),
      filter({
        id: 'cep_distancia',
        kind: 'cep_distance',
        title: 'Distância de um CEP (raio)',
        description: 'As empresas a até tantos km do CEP de referência, em qualquer CEP.',
        queryField: 'cep_distance',
        tags: ['raio', 'distância', 'km', 'perto', 'proximidade'],
      }),
      filter({
        id: 'pais',
        kind: 'text',
        title: 'País',
        queryField: 'nm_pais',
        tags: ['país', 'exterior', 'estrangeira'],
      }),
      filter({
        id: 'municipio_exterior',
        kind: 'text',
        title: 'Cidade no exterior',
        queryField: 'nm_municipio_exterior',
        tags: ['exterior', 'cidade estrangeira'],
      }),
    ],
  },
  {
    id: 'atividade',
    label: 'Atividade econômica (CNAE)',
    tags: ['cnae', 'setor', 'segmento', 'ramo'],
    filters: [
      filter({
        id: 'cnae_secao',
        kind: 'checkbox',
        title: 'Setor (seção CNAE)',
        queryField: 'cd_cnae_secao',
        tags: ['setor', 'seção', 'segmento'],
        options: plain(cnaeSecoes),
      }),
      filter({
        id: 'cnae_escopo',
        kind: 'radio',
        title: 'Buscar o CNAE em',
        queryField: 'cd_cnae_principal',
        tags: ['principal', 'secundário'],
        options: CNAE_SCOPES,
      }),
      filter({
        id: 'cnae',
        kind: 'cnae_search',
        title: 'CNAE',
        queryField: 'cd_cnae_principal',
        tags: ['atividade', 'cnae', 'código'],
      }),
      filter({
        id: 'palavras_chave',
        kind: 'text',
        title: 'Produtos ou serviços (palavras-chave)',
        queryField: 'nm_empresa',
        clause: 'match',
        tags: ['produto', 'serviço', 'palavra-chave', 'termo'],
        description: 'Separe as palavras com vírgula; basta uma delas aparecer no nome da empresa.',
      }),
    ],
  },
  {
    id: 'situacao',
    label: 'Situação cadastral',
    tags: ['status', 'ativa', 'baixada', 'receita federal'],
    filters: [
      filter({
        id: 'situacao',
        kind: 'checkbox',
        title: 'Situação cadastral',
        queryField: 'ds_situacao_cnpj',
        tags: ['status', 'situação'],
        options: plain(situacoes),
      }),
      filter({
        id: 'dt_situacao',
        kind: 'date_range',
        title: 'Data da situação cadastral',
        queryField: 'dt_situacao_cadastral',
        tags: ['data', 'baixa'],
      }),
    ],
  },
  {
    id: 'porte',
    label: 'Porte e tamanho',
    tags: ['tamanho', 'porte', 'natureza jurídica'],
    filters: [
      filter({
        id: 'porte',
        kind: 'checkbox',
        title: 'Porte',
        queryField: 'ds_porte',
        tags: ['me', 'epp', 'microempresa'],
        options: plain(portes),
      }),
      filter({
        id: 'matriz',
        kind: 'checkbox',
        title: 'Matriz ou filial',
        queryField: 'fl_matriz',
        tags: ['sede', 'filial', 'matriz'],
        options: MATRIZ_FILIAL,
      }),
      filter({
        id: 'natureza',
        kind: 'checkbox',
        title: 'Natureza jurídica',
        queryField: 'cd_natureza_juridica',
        tags: ['natureza', 'tipo de empresa', 'ltda', 'sociedade'],
        options: NATUREZA_GROUPS,
      }),
      range(
        'filiais',
        'Número de filiais',
        'qt_filiais',
        ['filiais', 'unidades', 'estabelecimentos'],
        'Filiais ativas da empresa. Cada unidade dela entra no resultado: para uma linha por empresa, escolha "Matriz" em Matriz ou filial.',
      ),
      range('capital_social', 'Capital social (R$)', 'vl_capital_social', ['capital', 'investimento']),
    ],
  },
  {
    id: 'regime_tributario',
    label: 'Regime tributário',
    tags: ['tributação', 'imposto', 'simples nacional'],
    filters: [
      filter({
        id: 'simples',
        kind: 'checkbox',
        title: 'Optante pelo Simples',
        queryField: 'fl_simples',
        tags: ['simples nacional'],
        options: YES_NO,
      }),
      filter({
        id: 'mei',
        kind: 'checkbox',
        title: 'MEI',
        queryField: 'fl_mei',
        tags: ['microempreendedor individual'],
        options: YES_NO,
      }),
      filter({
        id: 'dt_simples',
        kind: 'date_range',
        title: 'Data de opção ou exclusão do Simples',
        queryField: 'dt_opcao_simples',
        tags: ['data', 'simples'],
        queryFieldChoices: [
          { value: 'dt_opcao_simples', label: 'Data de opção pelo Simples' },
          { value: 'dt_exclusao_simples', label: 'Data de exclusão do Simples' },
        ],
      }),
    ],
  },
  {
    id: 'faturamento',
    label: 'Faturamento',
    tags: ['receita', 'vendas', 'faixa de faturamento'],
    filters: [
      filter({
        id: 'faturamento_nivel',
        kind: 'radio',
        title: 'Faturamento',
        queryField: 'vl_faturamento',
        tags: ['empresa', 'cnpj'],
        options: SIZE_LEVELS,
      }),
      filter({
        id: 'faturamento',
        kind: 'slider',
        title: 'Faixa de faturamento anual (R$)',
        queryField: 'vl_faturamento',
        tags: ['receita', 'milhões'],
        options: REVENUE_SLIDER_MARKS.map((m) => ({ value: String(m.index), label: m.label })),
      }),
    ],
  },
  {
    id: 'funcionarios',
    label: 'Funcionários',
    tags: ['empregados', 'colaboradores', 'equipe'],
    filters: [
      filter({
        id: 'funcionarios_nivel',
        kind: 'radio',
        title: 'Funcionários',
        queryField: 'qt_funcionarios',
        tags: ['empresa', 'cnpj'],
        options: SIZE_LEVELS,
      }),
      filter({
        id: 'funcionarios',
        kind: 'slider',
        title: 'Número de funcionários',
        queryField: 'qt_funcionarios',
        tags: ['empregados'],
        options: EMPLOYEE_SLIDER_MARKS.map((m) => ({ value: String(m.value), label: m.label })),
      }),
      range('funcionarios_intervalo', 'Número exato de funcionários', 'qt_funcionarios', [
        'empregados',
        'quantidade',
      ]),
    ],
  },
  ...MORE_FILTER_GROUPS,
];
