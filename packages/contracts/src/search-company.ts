// Company answers of the registry: the full record, its partners and decision makers, branches,
// group, relationship graph and look-alikes.
import { z } from 'zod';
import { searchResultRowSchema } from './search-result.ts';

const coded = z.object({ code: z.number().nullable(), label: z.string() });

export const partnerSchema = z.object({
  tipo: z.enum(['empresa', 'pessoa', 'estrangeiro']),
  nome: z.string().nullable(),
  /** CNPJ (14) of a company partner, masked CPF ("***123456**") of a person, null for foreigners. */
  documento: z.string().nullable(),
  qualificacao: coded,
  dt_entrada: z.string().nullable(),
  pais: z.string().nullable(),
  representante_nome: z.string().nullable(),
  representante_documento: z.string().nullable(),
  faixa_etaria: z.number().nullable(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const decisionMakerSchema = z.object({
  nome: z.string(),
  /** Position derived from the qualificação (partners) or given by the enrichment file. */
  cargo: z.string(),
  origem: z.enum(['socio', 'representante', 'enriquecimento']),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  linkedin: z.string().nullable(),
});
export type DecisionMaker = z.infer<typeof decisionMakerSchema>;

export const companyDetailSchema = searchResultRowSchema.extend({
  cnpj_basico: z.string(),
  dt_situacao: z.string().nullable(),
  motivo_situacao: coded,
  situacao_especial: z.string().nullable(),
  dt_situacao_especial: z.string().nullable(),
  cnae_secao: coded,
  cnaes_secundarias: z.array(coded),
  natureza_juridica: coded,
  ente_federativo: z.string().nullable(),
  fl_simples: z.boolean(),
  dt_opcao_simples: z.string().nullable(),
  dt_exclusao_simples: z.string().nullable(),
  fl_mei: z.boolean(),
  dt_opcao_mei: z.string().nullable(),
  dt_exclusao_mei: z.string().nullable(),
  endereco: z.object({
    tipo_logradouro: z.string().nullable(),
    logradouro: z.string().nullable(),
    numero: z.string().nullable(),
    complemento: z.string().nullable(),
    bairro: z.string().nullable(),
    cep: z.string().nullable(),
    municipio: z.string().nullable(),
    uf: z.string(),
    cidade_exterior: z.string().nullable(),
    pais: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  fax: z.string().nullable(),
  telefone_compartilhado: z.number(),
  email_compartilhado: z.number(),
  qt_filiais: z.number(),
  reclamacoes: z.object({
    qt_procon: z.number().nullable(),
    qt_procon_atendidas: z.number().nullable(),
    qt_site: z.number().nullable(),
    pc_resolvidas: z.number().nullable(),
    nota: z.number().nullable(),
  }),
  socios: z.array(partnerSchema),
  decisores: z.array(decisionMakerSchema),
  /** The company's LinkedIn page: never in the registry, only a staff correction (`admin-companies-api.ts`). */
  linkedin: z.string().nullable().optional(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** A company's registry record without its people (a list's company page has them in `administrationData`). */
export const companyRegistrySchema = companyDetailSchema.omit({ socios: true, decisores: true });
export type CompanyRegistry = z.infer<typeof companyRegistrySchema>;

export const branchesPageSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  rows: z.array(searchResultRowSchema),
});
export type BranchesPage = z.infer<typeof branchesPageSchema>;

export const groupCompanySchema = searchResultRowSchema.extend({
  /** 1: shares a partner with the company; 2: shares one with a company of hop 1. */
  hops: z.number(),
  /** Names of the shared partners that link it. */
  via: z.array(z.string()),
});
export type GroupCompany = z.infer<typeof groupCompanySchema>;

export const graphNodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  iconType: z.enum(['company', 'person', 'foreign']),
  /** Companies: the CNAE principal description; people: the qualificação. */
  area: z.string(),
  cnpj: z.string().optional(),
  cpf: z.string().optional(),
});
export const relationshipGraphSchema = z.object({
  nodes: z.array(graphNodeSchema),
  links: z.array(z.object({ source: z.string(), target: z.string() })),
  /** True when nodes were left out to keep the tree readable. */
  truncated: z.boolean(),
});
export type RelationshipGraph = z.infer<typeof relationshipGraphSchema>;

/**
 * What a look-alike shares with the profile of its seeds: the main activity, the municipality, the state, the
 * porte, the employee band, the revenue band, an opening year within the seeds' years (± 3).
 */
export const LOOK_ALIKE_TRAITS = [
  'cnae',
  'municipio',
  'uf',
  'porte',
  'funcionarios',
  'faturamento',
  'idade',
] as const;
export type LookAlikeTrait = (typeof LOOK_ALIKE_TRAITS)[number];
/**
 * Weight of each shared trait in the similarity (max 12): read by the registry's ranking and by the screen that
 * says what it compares, so the two cannot tell different stories.
 */
export const LOOK_ALIKE_WEIGHTS: Record<LookAlikeTrait, number> = {
  cnae: 4,
  municipio: 2,
  uf: 1,
  porte: 1,
  funcionarios: 2,
  faturamento: 1,
  idade: 1,
};
/** "idade": an opening year at most this many years before the seeds' first or after their last. */
export const LOOK_ALIKE_AGE_YEARS = 3;
export const lookAlikeRowSchema = searchResultRowSchema.extend({
  /** 0..1: the weights of the traits shared over the weights of all of them. */
  similarity: z.number(),
  traits: z.array(z.enum(LOOK_ALIKE_TRAITS)),
});
export type LookAlikeRow = z.infer<typeof lookAlikeRowSchema>;
