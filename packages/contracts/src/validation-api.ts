// Phone and e-mail validation of a list (spec core §3 Phone stats and E-mail stats, §4 Phone validation,
// §7 Companies, §9 "Phone validation can be re-requested after 3 days"). Each validation runs as a
// durable background job; the list's status fields follow it.
import { z } from 'zod';
import { jobProgressSchema } from './jobs.ts';

export const VALIDATION_API_PATHS = {
  validatePhones: '/api/info_sets/:id/validate_phones',
  requestPhoneValidation: '/api/v4/info_sets/:id/request_phone_validation',
  validateEmails: '/api/info_sets/:id/validate_emails',
  status: '/api/info_sets/:id/validation_status',
  statusV4: '/api/v4/info_sets/:id/validation_status',
  validatedPhones: '/api/info_sets/:id/validated_phones',
  validatedEmails: '/api/info_sets/:id/validated_emails',
} as const;

export const VALIDATION_STATUSES = ['not initialized', 'in progress', 'completed', 'failed'] as const;
export const validationStatusSchema = z.enum(VALIDATION_STATUSES);
export type ValidationStatus = z.infer<typeof validationStatusSchema>;

/** Days before a list's phone validation may be requested again. */
export const PHONE_REVALIDATION_DAYS = 3;
export const VALIDATED_ITEMS_PAGE_SIZE = 50;

const BRASILIA = { timeZone: 'America/Sao_Paulo' } as const;
const day = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  ...BRASILIA,
});
const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', ...BRASILIA });
/**
 * "02/12/2026 às 13:19 (horário de Brasília)": for API clients reading the message. The app writes the date
 * itself from `available_at`, as it writes every date (in Brasília, `apps/web/src/lib/format.ts`).
 */
const dateTime = (at: Date) => `${day.format(at)} às ${time.format(at)} (horário de Brasília)`;

export const VALIDATION_MESSAGES = {
  started: 'Success',
  /** The resolver denies that the canary domain (DNS_CANARY_DOMAIN) takes mail: every verdict would be wrong. */
  dnsUnavailable:
    'Não foi possível consultar o DNS agora, então nenhum e-mail foi validado e os resultados anteriores foram mantidos. Tente novamente em alguns minutos.',
  /** The same, found by the job once the run had started (its previous outcomes were already cleared). */
  dnsUnavailableDuringRun:
    'Não foi possível consultar o DNS durante a validação, então nenhum e-mail foi validado. Tente novamente em alguns minutos.',
  /** "Validar telefones" with every phone of the list already checked: no run starts (the answer is 200). */
  allPhonesValidated:
    'Todos os telefones desta lista já foram validados: nenhuma validação foi iniciada. Para validar todos de novo, solicite a validação de telefones.',
  /** "Validar telefones" on a list whose companies have no phone: no run starts (the answer is 200). */
  noPhonesToValidate:
    'As empresas desta lista não têm telefones para validar: nenhuma validação foi iniciada.',
  phoneRevalidationTooSoon: (availableAt: Date) =>
    `A validação de telefones desta lista já foi solicitada. Uma nova solicitação será possível a partir de ${dateTime(availableAt)}.`,
} as const;

export const validationParamsSchema = z.object({ id: z.string({ error: 'Identificador inválido' }) });

/** POST validate_emails: where in the app the user asked for it (kept with the run). */
export const validateEmailsBodySchema = z
  .object({
    email_validation_origin: z
      .string({ error: 'Origem inválida' })
      .trim()
      .max(60, 'A origem deve ter no máximo 60 caracteres')
      .optional(),
  })
  .nullish();

/**
 * The answer of the three POST routes: the run's job (an already running one is returned as is). When
 * `validate_phones` finds no phone without an outcome it starts nothing: `status` and `startedAt` are the
 * list's as they stay, `jobId` the last phone run's ('' when none), `message` says why.
 */
export const validationStartResponseSchema = z.object({
  message: z.string(),
  jobId: z.string(),
  status: validationStatusSchema,
  startedAt: z.string().nullable(),
});
export type ValidationStartResponse = z.infer<typeof validationStartResponseSchema>;

/** GET validation_status (also under /api/v4): statuses as on the list, plus each run's progress in contacts. */
export const validationStatusResponseSchema = z.object({
  emailsValidationStatus: validationStatusSchema,
  emailsValidationStartedAt: z.string().nullable(),
  phonesValidationStatus: validationStatusSchema,
  phonesValidationStartedAt: z.string().nullable(),
  /**
   * Ours: until when a new phone-validation request (`request_phone_validation`) would be refused, 3 days
   * after the last one (null: it may be requested now), so the screen never offers a request known to fail.
   */
  phoneValidationRequestAvailableAt: z.string().nullable(),
  progress: z.object({ emails: jobProgressSchema.nullable(), phones: jobProgressSchema.nullable() }),
});
export type ValidationStatusResponse = z.infer<typeof validationStatusResponseSchema>;

export const validatedItemsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .default(1),
});

export const PHONE_LINE_TYPES = ['fixo', 'celular', 'outro'] as const;

export const validatedPhoneSchema = z.object({
  cnpj: z.string(),
  phone: z.string(),
  valid: z.boolean(),
  type: z.enum(PHONE_LINE_TYPES).nullable(),
  /** The DDD is one of the company's municipality; null when that municipality is unknown. */
  ddd_matches: z.boolean().nullable(),
  /** Other companies of the registry carry the same number. */
  shared: z.boolean(),
});

/** GET validated_phones (spec "Phone stats") plus a page of the checked phones. */
export const validatedPhonesResponseSchema = z.object({
  valid_phones: z.number(),
  total_phones: z.number(),
  tested_phones: z.number(),
  invalids_phones: z.number(),
  page: z.number(),
  page_size: z.number(),
  items: z.array(validatedPhoneSchema),
});
export type ValidatedPhonesResponse = z.infer<typeof validatedPhonesResponseSchema>;

export const EMAIL_RESULTS = ['valid', 'invalid', 'maybe'] as const;
export type EmailResult = (typeof EMAIL_RESULTS)[number];
/** How the product names a contact's outcome (the company page's badges, the export files' columns). */
export const CONTACT_RESULT_LABELS = {
  valid: 'Válido',
  maybe: 'Talvez',
  invalid: 'Inválido',
  none: 'Não validado',
} as const;
/** Why: syntax, no_domain (no MX and no A/AAAA), disposable, role, dns_error (maybe), mx or a (valid). */
export const EMAIL_REASONS = ['syntax', 'no_domain', 'disposable', 'role', 'dns_error', 'mx', 'a'] as const;

export const validatedEmailSchema = z.object({
  cnpj: z.string(),
  email: z.string(),
  result: z.enum(EMAIL_RESULTS),
  reason: z.enum(EMAIL_REASONS),
});

/** GET validated_emails (spec "E-mail stats") plus a page of the checked addresses. */
export const validatedEmailsResponseSchema = z.object({
  valid_emails: z.number(),
  invalid_emails: z.number(),
  maybe_emails: z.number(),
  page: z.number(),
  page_size: z.number(),
  items: z.array(validatedEmailSchema),
});
export type ValidatedEmailsResponse = z.infer<typeof validatedEmailsResponseSchema>;
