// Company endpoints (spec core §7 "Companies" and "Search"): consult (costs a click credit once per
// account in 30 days), advanced data, lookup by CNPJ, consult history, relationship tree and the
// CNPJs of a company's root.
import { z } from 'zod';
import { isValidCnpj, normalizeDocument } from './cnpj.ts';
import {
  branchesPageSchema,
  companyDetailSchema,
  decisionMakerSchema,
  partnerSchema,
  relationshipGraphSchema,
} from './search-company.ts';
import { phoneSchema, searchResultRowSchema } from './search-result.ts';

export const COMPANIES_API_PATHS = {
  consult: '/api/searches/companies/:cnpj',
  advanced: '/api/searches/companies/:cnpj/advanced',
  findByCnpj: '/api/v4/companies/find_by_cnpj',
  consultHistory: '/api/v4/search/company_consult_history',
  hyperbolicTree: '/api/hyperbolic-tree',
  cnpjsGroup: '/api/v4/companies/:cnpj/cnpjs_group',
} as const;

export const INVALID_CNPJ_MESSAGE = 'CNPJ inválido';
/** Days a consulted company stays free to open again for the whole account. */
export const CONSULT_FREE_DAYS = 30;
export const CONSULT_HISTORY_PAGE_SIZE = 10;

/** A CNPJ in any format (dots, slash, dash; numeric or alphanumeric), checked and normalised to 14 characters. */
export const cnpjValueSchema = z
  .string({ error: INVALID_CNPJ_MESSAGE })
  .refine(isValidCnpj, { error: INVALID_CNPJ_MESSAGE })
  .transform(normalizeDocument);

export const cnpjParamsSchema = z.object({ cnpj: cnpjValueSchema });
export const cnpjQuerystringSchema = z.object({ cnpj: cnpjValueSchema });
const pageSchema = z.coerce
  .number({ error: 'Página inválida' })
  .int('Página inválida')
  .min(1, 'Página inválida')
  .max(100_000, 'Página inválida')
  .default(1);
export const pageQuerystringSchema = z.object({ page: pageSchema });

export const consultInfoSchema = z.object({
  /** Whether this request spent a click credit (false when the account consulted it in the last 30 days). */
  charged: z.boolean(),
  /** When the paid consult happened; the company is free again until `free_until`. */
  consulted_at: z.string(),
  free_until: z.string(),
});

/** GET /api/searches/companies/:cnpj — every registry field, partners, decision makers, phones, e-mail, branch count (qt_filiais). */
export const companyConsultResponseSchema = companyDetailSchema.extend({ consult: consultInfoSchema });
export type CompanyConsultResponse = z.infer<typeof companyConsultResponseSchema>;

/** GET /api/searches/companies/:cnpj/advanced — covered by the same consult (no second charge). */
export const companyAdvancedResponseSchema = z.object({
  cnpj: z.string(),
  additional_data_atlas: z.object({
    qt_funcionarios: z.number().nullable(),
    fl_funcionarios_estimado: z.boolean(),
    vl_faturamento: z.number().nullable(),
    fl_faturamento_estimado: z.boolean(),
    capital_social: z.number().nullable(),
    porte: z.string(),
    qt_filiais: z.number(),
    cnaes_secundarias: z.array(z.object({ code: z.number().nullable(), label: z.string() })),
    fl_simples: z.boolean(),
    fl_mei: z.boolean(),
    reclamacoes: companyDetailSchema.shape.reclamacoes,
    quality_data_score: z.number(),
  }),
  administration_data: z.object({
    natureza_juridica: z.string(),
    socios: z.array(partnerSchema),
    decisores: z.array(decisionMakerSchema),
  }),
  website_information: z.object({
    site: z.string().nullable(),
    email: z.string().nullable(),
    telefones: z.array(phoneSchema),
    telefone_compartilhado: z.number(),
    email_compartilhado: z.number(),
  }),
  consult: consultInfoSchema,
});
export type CompanyAdvancedResponse = z.infer<typeof companyAdvancedResponseSchema>;

/** GET /api/v4/companies/find_by_cnpj?cnpj= — the company's result row (free; no partners or decision makers). */
export const findByCnpjResponseSchema = searchResultRowSchema;

/** GET /api/v4/search/company_consult_history?page= — the account's consulted companies, latest first, 10 a page. */
export const consultHistoryResponseSchema = z.object({
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
  consults: z.array(
    z.object({
      cnpj: z.string(),
      razao_social: z.string().nullable(),
      nome_fantasia: z.string().nullable(),
      consulted_at: z.string(),
      user: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
  ),
});
export type ConsultHistoryResponse = z.infer<typeof consultHistoryResponseSchema>;

/** GET /api/hyperbolic-tree?cnpj= */
export const hyperbolicTreeResponseSchema = relationshipGraphSchema;

/** GET /api/v4/companies/:cnpj/cnpjs_group?page= — the establishments of the CNPJ's root, matriz first, 20 a page. */
export const cnpjsGroupResponseSchema = branchesPageSchema;
