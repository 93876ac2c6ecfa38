// The staff's company lookup and edit tool (spec exports-admin-commerce §2, §7.3): a company by CNPJ as the
// customers see it, and the staff's corrections of what the Receita Federal registry has wrong or lacks —
// website, LinkedIn, e-mail and phones —, each undone back to the registry's value. Roles admin and
// customer_success only.
import { z } from 'zod';
import { isEmailAddress } from './auth.ts';
import { cnpjValueSchema, pageQuerystringSchema } from './companies-api.ts';
import { companyDetailSchema } from './search-company.ts';

export const ADMIN_COMPANIES_API_PATHS = {
  lookup: '/api/admin/search_company/:cnpj',
  /** The spec's spelling ("webite"). */
  websiteOrLinkedin: '/api/admin/update/webite_or_linkedin_url',
  update: '/api/admin/update/company',
  /** Ours: a field's correction undone, the registry's value shown again. */
  undo: '/api/admin/company_corrections/:cnpj/:field',
  /** Ours: the companies with reports no staff change has answered yet, oldest report first. */
  openReports: '/api/admin/company_reports',
  /** Ours: the company's open reports checked, nothing to correct (a note optional); the reporters are told. */
  verify: '/api/admin/company_reports/:cnpj/verify',
} as const;

/** The fields staff correct, named as the company answers name them (`linkedin` is ours: the registry has none). */
export const CORRECTION_FIELDS = ['site', 'linkedin', 'email', 'telefones'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];
export const CORRECTION_FIELD_LABELS: Record<CorrectionField, string> = {
  site: 'Site',
  linkedin: 'LinkedIn',
  email: 'E-mail',
  telefones: 'Telefones',
};
/** The body's name of each field (the spec's `website_url`, `linkedin_url`; ours `email`, `phones`). */
export const CORRECTION_BODY_KEYS = {
  site: 'website_url',
  linkedin: 'linkedin_url',
  email: 'email',
  telefones: 'phones',
} as const satisfies Record<CorrectionField, string>;

export const MAX_CORRECTED_PHONES = 3;
export const CORRECTION_TEXT_MAX_LENGTH = 300;
/** The newest changes and customers' reports the lookup answers. */
export const ADMIN_COMPANY_LIST_LIMIT = 50;

export const ADMIN_COMPANY_MESSAGES = {
  /** Spec §8 "Update": success and failure, verbatim. */
  updated: 'Atualização feita com sucesso!',
  updateFailed: 'Ocorreu um erro na atualização!',
  undone: 'Correção desfeita: os clientes voltam a ver o dado da Receita Federal',
  unchanged: 'Nada mudou: os clientes já veem esses dados',
  nothingToChange: 'Informe ao menos um dado para corrigir',
  notFound: 'Nenhuma empresa com esse CNPJ',
  noCorrection: 'Esse dado não tem correção para desfazer',
  invalidField: 'Dado inválido: use site, linkedin, email ou telefones',
  invalidWebsite: 'Site inválido: informe um endereço como www.empresa.com.br',
  invalidLinkedin:
    'LinkedIn inválido: informe o endereço de uma página do LinkedIn, como linkedin.com/company/empresa',
  invalidEmail: 'E-mail inválido: informe um endereço como contato@empresa.com.br',
  invalidPhone: 'Telefone inválido: informe DDD e número, como (11) 98765-4321',
  tooManyPhones: `No máximo ${MAX_CORRECTED_PHONES} telefones`,
  repeatedPhone: 'Telefone repetido',
  verified: 'Reportes respondidos: os clientes foram avisados de que os dados estão corretos',
  noOpenReports: 'Esta empresa não tem reporte em aberto',
  noteTooLong: `A observação tem no máximo ${CORRECTION_TEXT_MAX_LENGTH} caracteres`,
} as const;

const hasScheme = (text: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(text);

function parseWebAddress(text: string): URL | null {
  if (/\s/.test(text)) return null;
  try {
    const url = new URL(hasScheme(text) ? text : `https://${text}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    // A domain with a top-level part of letters: "empresa.com.br", not "empresa" nor an IP address.
    if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/.test(url.hostname)) return null;
    return url;
  } catch {
    return null;
  }
}

/** A website as typed (trimmed, its trailing "/" dropped), or null when it is no web address. */
export function normalizeWebsite(value: string): string | null {
  const text = value.trim();
  return parseWebAddress(text) ? text.replace(/\/+$/, '') : null;
}

/** A LinkedIn page as `https://www.linkedin.com/…` (no query), or null when it is not one. */
export function normalizeLinkedin(value: string): string | null {
  const url = parseWebAddress(value.trim());
  if (!url || !/(^|\.)linkedin\.com$/.test(url.hostname)) return null;
  const path = url.pathname.replace(/\/+$/, '');
  return path.length > 1 ? `https://www.linkedin.com${path}` : null;
}

/**
 * A Brazilian phone as its national digits (DDD + number: "11987654321"), or null: a mobile has 11 digits with
 * a 9 after the DDD, a fixed line 10 with 2–5 after it; 0800, 0300, 0500 and 0900 numbers have 11. "+55", "55"
 * before 12 or 13 digits and a trunk "0" before the DDD are dropped.
 */
export function normalizePhone(value: string): string | null {
  let digits = value.replace(/\D/g, '');
  if (/^0[3589]00\d{7}$/.test(digits)) return digits;
  if (/^55\d{10,11}$/.test(digits)) digits = digits.slice(2);
  else if (/^0\d{10,11}$/.test(digits)) digits = digits.slice(1);
  if (!/^[1-9]{2}/.test(digits)) return null;
  if (digits.length === 11) return digits[2] === '9' ? digits : null;
  if (digits.length === 10) return /[2-5]/.test(digits[2] ?? '') ? digits : null;
  return null;
}

/** A text field of the bodies: a value sets the correction; '' or null shows nothing (the registry's hidden). */
const textCorrection = (normalize: (value: string) => string | null, message: string) =>
  z
    .string()
    .max(CORRECTION_TEXT_MAX_LENGTH, message)
    .nullable()
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (text === '') return null;
      const normalized = normalize(text);
      if (normalized === null) ctx.addIssue({ code: 'custom', message });
      return normalized;
    });

const emailCorrection = textCorrection(
  (value) => (isEmailAddress(value) ? value.trim().toLowerCase() : null),
  ADMIN_COMPANY_MESSAGES.invalidEmail,
);

/** Phones in any format; [] or null shows none. */
const phonesCorrection = z
  .array(z.string().max(40, ADMIN_COMPANY_MESSAGES.invalidPhone))
  .max(MAX_CORRECTED_PHONES, ADMIN_COMPANY_MESSAGES.tooManyPhones)
  .nullable()
  .transform((values, ctx) => {
    const phones: string[] = [];
    for (const [i, value] of (values ?? []).entries()) {
      if (value.trim() === '') continue;
      const phone = normalizePhone(value);
      if (phone === null)
        ctx.addIssue({ code: 'custom', message: ADMIN_COMPANY_MESSAGES.invalidPhone, path: [i] });
      else if (phones.includes(phone))
        ctx.addIssue({ code: 'custom', message: ADMIN_COMPANY_MESSAGES.repeatedPhone, path: [i] });
      else phones.push(phone);
    }
    return phones;
  });

const somethingGiven = (body: Record<string, unknown>) =>
  Object.entries(body).some(([key, value]) => key !== 'cnpj' && value !== undefined);
/** "Nothing to change" only for a body without other faults (an unknown field alone is not also "nothing"). */
const nothingToChange = {
  error: ADMIN_COMPANY_MESSAGES.nothingToChange,
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

const websiteOrLinkedinShape = {
  cnpj: cnpjValueSchema,
  website_url: textCorrection(normalizeWebsite, ADMIN_COMPANY_MESSAGES.invalidWebsite).optional(),
  linkedin_url: textCorrection(normalizeLinkedin, ADMIN_COMPANY_MESSAGES.invalidLinkedin).optional(),
};

/** POST /api/admin/update/webite_or_linkedin_url — the spec's payload. */
export const websiteOrLinkedinRequestSchema = z
  .object(websiteOrLinkedinShape)
  .strict()
  .refine(somethingGiven, nothingToChange);
export type WebsiteOrLinkedinRequest = z.input<typeof websiteOrLinkedinRequestSchema>;

/** PATCH /api/admin/update/company — any of the corrected fields; one left out stays as it is. */
export const updateCompanyRequestSchema = z
  .object({
    ...websiteOrLinkedinShape,
    email: emailCorrection.optional(),
    phones: phonesCorrection.optional(),
  })
  .strict()
  .refine(somethingGiven, nothingToChange);
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequestSchema>;
export type UpdateCompanyValues = z.output<typeof updateCompanyRequestSchema>;

export const adminCompanyParamsSchema = z.object({ cnpj: cnpjValueSchema });
export const correctionParamsSchema = z.object({
  cnpj: cnpjValueSchema,
  field: z.enum(CORRECTION_FIELDS, { error: ADMIN_COMPANY_MESSAGES.invalidField }),
});

const staffSchema = z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable();
/** A field's values as shown: none, one (site, LinkedIn, e-mail) or the phones' national digits. */
const valuesSchema = z.array(z.string());

/** A field's correction in force: a value (`set`) or nothing at all (`remove`). */
export const correctionSchema = z.object({
  field: z.enum(CORRECTION_FIELDS),
  action: z.enum(['set', 'remove']),
  values: valuesSchema,
  by: staffSchema,
  at: z.string(),
});
export type Correction = z.infer<typeof correctionSchema>;

/**
 * One change of the log: `undo` put the registry's value back; `previous` is what customers saw before.
 * `verify` (no field, no values) is staff having checked the reports open then and found nothing to correct,
 * with their `note` to the reporters, if any.
 */
export const correctionChangeSchema = z.object({
  id: z.number(),
  field: z.enum(CORRECTION_FIELDS).nullable(),
  action: z.enum(['set', 'remove', 'undo', 'verify']),
  values: valuesSchema,
  previous: valuesSchema,
  note: z.string().nullable(),
  by: staffSchema,
  at: z.string(),
});
export type CorrectionChange = z.infer<typeof correctionChangeSchema>;

/** A customer's "Reportar dado incorreto" for the CNPJ (POST /api/accuracy_data_feedback/create). */
export const companyReportSchema = z.object({
  id: z.string(),
  fields: z.array(z.string()),
  comment: z.string().nullable(),
  at: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  account: z.object({ id: z.string(), name: z.string() }).nullable(),
  list: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type CompanyReport = z.infer<typeof companyReportSchema>;

/** GET /api/admin/search_company/:cnpj — and the answer of every change. */
export const adminCompanyResponseSchema = z.object({
  /** The company as customers see it: the registry's record with the corrections in force. */
  company: companyDetailSchema,
  /** The registry's own values of the corrected fields (LinkedIn: none, the Receita Federal has no such data). */
  registry: z.object({
    site: valuesSchema,
    linkedin: valuesSchema,
    email: valuesSchema,
    telefones: valuesSchema,
  }),
  corrections: z.array(correctionSchema),
  /** Newest first, up to ADMIN_COMPANY_LIST_LIMIT. */
  history: z.array(correctionChangeSchema),
  /** Newest first, up to ADMIN_COMPANY_LIST_LIMIT; `reports_total` counts them all. */
  reports: z.array(companyReportSchema),
  reports_total: z.number(),
});
export type AdminCompanyResponse = z.infer<typeof adminCompanyResponseSchema>;

export const adminCompanyMutationResponseSchema = adminCompanyResponseSchema.extend({
  message: z.string(),
  /** The fields this request changed (none when the values were the ones customers already saw). */
  changed: z.array(z.enum(CORRECTION_FIELDS)),
});
export type AdminCompanyMutationResponse = z.infer<typeof adminCompanyMutationResponseSchema>;

/** POST /api/admin/company_reports/:cnpj/verify — the open reports answered without a correction. */
export const verifyReportsRequestSchema = z
  .object({
    /** Told to the reporters with the answer ("o site é o mesmo no cartão CNPJ"). */
    note: z
      .string()
      .trim()
      .max(CORRECTION_TEXT_MAX_LENGTH, ADMIN_COMPANY_MESSAGES.noteTooLong)
      .nullish()
      .transform((note) => note || null),
  })
  .strict();
export type VerifyReportsRequest = z.input<typeof verifyReportsRequestSchema>;

/** The companies with open reports a page holds. */
export const OPEN_REPORTS_PAGE_SIZE = 10;
export const openReportsQuerystringSchema = pageQuerystringSchema;

/** A company whose reports no correction nor verification has answered yet. */
export const openReportCompanySchema = z.object({
  cnpj: z.string(),
  /** As customers see it; null when the registry no longer has the CNPJ. */
  name: z.string().nullable(),
  /** How many reports are open, and the fields they name (each once). */
  reports: z.number(),
  fields: z.array(z.string()),
  first_at: z.string(),
  last_at: z.string(),
});
export type OpenReportCompany = z.infer<typeof openReportCompanySchema>;

/** GET /api/admin/company_reports?page= — oldest open report first, so the queue is worked in order. */
export const openReportsResponseSchema = z.object({
  companies: z.array(openReportCompanySchema),
  page: z.number(),
  total_pages: z.number(),
  /** Companies with open reports, and the reports open in all. */
  total: z.number(),
  reports_total: z.number(),
});
export type OpenReportsResponse = z.infer<typeof openReportsResponseSchema>;
