// What the registry answers to a search (and the API sends on): the page rows, the summary, the
// facets for the graphs and the release date. Field names follow the registry's columns.
import { z } from 'zod';

export const phoneSchema = z.object({
  /** National number, digits only: DDD + number ("11987654321"). */
  numero: z.string(),
  tipo: z.enum(['fixo', 'celular', 'invalido']),
});
export type Phone = z.infer<typeof phoneSchema>;

export const codeWithLabelSchema = z.object({ code: z.number().nullable(), label: z.string() });

export const searchResultRowSchema = z.object({
  cnpj: z.string(),
  fl_matriz: z.boolean(),
  razao_social: z.string().nullable(),
  nome_fantasia: z.string().nullable(),
  situacao: z.object({ code: z.number(), label: z.string() }),
  municipio: z.string().nullable(),
  cd_municipio: z.number().nullable(),
  uf: z.string(),
  cnae_principal: codeWithLabelSchema,
  /** The establishment's secondary CNAE codes, distinct and ascending (a row found by one says which). */
  cnaes_secundarios: z.array(z.number()),
  porte: z.object({ code: z.number(), label: z.string() }),
  dt_abertura: z.string().nullable(),
  capital_social: z.number().nullable(),
  qt_funcionarios: z.number().nullable(),
  faixa_funcionarios: z.number().nullable(),
  fl_funcionarios_estimado: z.boolean(),
  vl_faturamento: z.number().nullable(),
  faixa_faturamento: z.number().nullable(),
  fl_faturamento_estimado: z.boolean(),
  /** The whole company's figures (sums over the CNPJ root's establishments); the row's own without branches. */
  qt_funcionarios_empresa: z.number().nullable(),
  vl_faturamento_empresa: z.number().nullable(),
  telefones: z.array(phoneSchema),
  email: z.string().nullable(),
  site: z.string().nullable(),
  quality_data_score: z.number(),
});
export type SearchResultRow = z.infer<typeof searchResultRowSchema>;

export const facetBucketSchema = z.object({ key: z.string(), label: z.string(), count: z.number() });
export type FacetBucket = z.infer<typeof facetBucketSchema>;

export const searchSummarySchema = z.object({
  /** Establishments by situação under every filter except the situação one (key = ATIVA, BAIXADA…). */
  companiesStatus: z.array(facetBucketSchema),
  /** Sums over the result (estimates included). */
  totalEmployees: z.number(),
  totalRevenue: z.number(),
  totalResult: z.number(),
});
export type SearchSummary = z.infer<typeof searchSummarySchema>;

export const searchAnswerSchema = z.object({
  total: z.number(),
  rows: z.array(searchResultRowSchema),
  summary: searchSummarySchema,
  /** uf, regiao, cnae_secao, porte, faixa_funcionarios, faixa_faturamento, faixa_idade, situacao, plus aggregation_type extras. */
  facets: z.record(z.string(), z.array(facetBucketSchema)),
  /** Extraction date of the Receita Federal release, YYYY-MM-DD. */
  releaseDate: z.string().nullable(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** A search answer without the page and the facets (`registry.summary`, the API's `persist=false`). */
export const searchSummaryAnswerSchema = searchAnswerSchema.pick({
  total: true,
  summary: true,
  releaseDate: true,
});
export type SearchSummaryAnswer = z.infer<typeof searchSummaryAnswerSchema>;
