// The second half of the filter catalogue's groups (Contato … Opções exclusivas) and the small
// builders both halves use; filter-catalogue-groups.ts holds the first half and the order.
import type { CatalogueFilter, CatalogueGroup } from './filter-catalogue.ts';
import { CUSTOMER_PROFILES, DECISION_MAKER_POSITIONS } from './filter-catalogue-options.ts';

export const plain = (list: readonly { value: string; label: string }[]) =>
  list.map(({ value, label }) => ({ value, label }));

type FilterSpec = Omit<CatalogueFilter, 'clause'> & Partial<Pick<CatalogueFilter, 'clause'>>;
export const filter = (spec: FilterSpec): CatalogueFilter => ({ clause: 'where', ...spec });
export const range = (
  id: string,
  title: string,
  queryField: CatalogueFilter['queryField'],
  tags: string[],
  description?: string,
) => filter({ id, kind: 'numeric_range', title, queryField, tags, ...(description ? { description } : {}) });

export const MORE_FILTER_GROUPS: readonly CatalogueGroup[] = [
  {
    id: 'contato',
    label: 'Contato',
    tags: ['telefone', 'e-mail', 'contador'],
    filters: [
      range('telefone_compartilhado', 'Empresas que compartilham o telefone', 'qt_telefone_compartilhado', [
        'contador',
        'telefone repetido',
      ]),
      range('email_compartilhado', 'Empresas que compartilham o e-mail', 'qt_email_compartilhado', [
        'contador',
        'e-mail repetido',
      ]),
    ],
  },
  {
    id: 'socios',
    label: 'Sócios e decisores',
    tags: ['sócio', 'administrador', 'decisor', 'quadro societário'],
    filters: [
      filter({
        id: 'nome_socio',
        kind: 'text',
        title: 'Nome do sócio',
        queryField: 'nm_socio',
        clause: 'match',
        tags: ['sócio', 'pessoa'],
      }),
      filter({
        id: 'cargos',
        kind: 'decision_maker_positions',
        title: 'Cargo do decisor',
        queryField: 'cd_qualificacao_decisor',
        tags: ['cargo', 'diretor', 'qualificação'],
        options: DECISION_MAKER_POSITIONS.map(({ value, label }) => ({ value, label })),
      }),
    ],
  },
  {
    id: 'datas',
    label: 'Datas',
    tags: ['idade', 'fundação', 'tempo de empresa'],
    filters: [
      filter({
        id: 'dt_abertura',
        kind: 'date_range',
        title: 'Data de abertura',
        queryField: 'dt_abertura',
        tags: ['abertura', 'fundação', 'idade'],
      }),
    ],
  },
  {
    id: 'reclamacoes',
    label: 'Reclamações',
    tags: ['procon', 'consumidor', 'reputação'],
    filters: [
      range('reclamacoes_procon', 'Reclamações no Procon', 'qt_reclamacoes_procon', ['procon', 'consumidor']),
      range('reclamacoes_site', 'Reclamações em sites de reclamação', 'qt_reclamacoes_site', [
        'site de reclamação',
        'reputação',
      ]),
      range('reclamacoes_resolvidas', 'Reclamações resolvidas (%)', 'pc_reclamacoes_resolvidas', [
        'percentual',
        'resolvidas',
      ]),
      range('nota_reclamacoes', 'Nota final (0 a 10)', 'nota_reclamacoes', ['nota', 'avaliação']),
    ],
  },
  {
    id: 'avancados',
    label: 'Dados avançados',
    tags: ['avançado', 'cnpj', 'lista'],
    filters: [
      range('qualidade', 'Qualidade dos dados (0 a 100)', 'quality_data_score', ['qualidade', 'score']),
      filter({
        id: 'cnpjs_incluir',
        kind: 'cnpj_list',
        title: 'Buscar somente estes CNPJs',
        queryField: 'nu_cnpj',
        tags: ['cnpj', 'lista', 'incluir'],
      }),
      filter({
        id: 'cnpjs_excluir',
        kind: 'cnpj_list',
        title: 'Excluir estes CNPJs',
        queryField: 'nu_cnpj',
        clause: 'wherenot',
        tags: ['cnpj', 'lista', 'excluir', 'remover'],
      }),
      filter({
        id: 'nomes_empresas',
        kind: 'text',
        title: 'Nomes de empresas',
        queryField: 'nm_razao_social',
        clause: 'match',
        tags: ['razão social', 'nome'],
      }),
    ],
  },
  {
    id: 'opcoes_exclusivas',
    label: 'Opções exclusivas',
    tags: ['exclusivo', 'contato', 'dados de contato'],
    filters: [
      filter({
        id: 'ativas',
        kind: 'exclusive',
        title: 'Somente empresas ativas',
        queryField: 'ds_situacao_cnpj',
        tags: ['ativa'],
      }),
      filter({
        id: 'nao_exportadas',
        kind: 'exclusive',
        title: 'Somente empresas ainda não exportadas',
        queryField: 'nu_cnpj',
        clause: 'query',
        tags: ['exportada', 'nova'],
      }),
      filter({
        id: 'email',
        kind: 'exclusive',
        title: 'Com e-mail',
        queryField: 'email',
        clause: 'has_any',
        tags: ['e-mail', 'email'],
      }),
      filter({
        id: 'telefone',
        kind: 'exclusive',
        title: 'Com telefone',
        queryField: 'telefone',
        clause: 'has_any',
        tags: ['telefone', 'celular', 'fone'],
      }),
      // Ours: a seller who calls or writes on WhatsApp wants a mobile, which "Com telefone" (fixed or mobile)
      // does not promise.
      filter({
        id: 'celular',
        kind: 'exclusive',
        title: 'Com celular',
        queryField: 'celular',
        clause: 'exists',
        tags: ['celular', 'whatsapp', 'móvel'],
      }),
      filter({
        id: 'site',
        kind: 'exclusive',
        title: 'Com site',
        queryField: 'site',
        clause: 'exists',
        tags: ['site', 'website'],
      }),
      filter({
        id: 'socios',
        kind: 'exclusive',
        title: 'Com dados de sócios ou administrador',
        queryField: 'fl_socios',
        clause: 'exists',
        tags: ['sócio'],
      }),
      filter({
        id: 'decisores',
        kind: 'exclusive',
        title: 'Com dados de decisores',
        queryField: 'fl_decisores',
        clause: 'exists',
        tags: ['decisor'],
      }),
      filter({
        id: 'perfil_clientes',
        kind: 'checkbox',
        title: 'Perfil de clientes',
        queryField: 'cd_natureza_juridica',
        clause: 'wherenot',
        tags: ['b2b', 'pessoa física', 'perfil'],
        options: CUSTOMER_PROFILES,
        description: 'B2B deixa de fora MEI, empresários individuais e pessoas físicas.',
      }),
    ],
  },
];
