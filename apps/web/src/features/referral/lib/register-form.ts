// The visitor's form on a referral link: its values, the contract's checks before sending, and the server's
// refusal placed at the field it is about.
import {
  type CreateReferralRegisterRequest,
  createReferralRegisterRequestSchema,
  REFERRAL_MESSAGES,
} from '@prospecta/contracts/referral-api';

export const REGISTER_FIELDS = ['name', 'company_name', 'email', 'phone', 'cnpj'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  name: '',
  company_name: '',
  email: '',
  phone: '',
  cnpj: '',
};

const isField = (value: unknown): value is RegisterField =>
  typeof value === 'string' && (REGISTER_FIELDS as readonly string[]).includes(value);

/** The request's body: what was typed (the server normalises it again); no CNPJ typed is none. */
export function registerRequest(values: RegisterValues): CreateReferralRegisterRequest {
  const { cnpj, ...rest } = values;
  return cnpj.trim() ? { ...rest, cnpj } : rest;
}

/** The contract's refusals of the values, the first of each field (empty when they may be sent). */
export function registerFormErrors(values: RegisterValues): RegisterErrors {
  const parsed = createReferralRegisterRequestSchema.safeParse(registerRequest(values));
  if (parsed.success) return {};
  const errors: RegisterErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** The messages of the server that are about the e-mail typed, though they come without a field. */
const EMAIL_REFUSALS: readonly string[] = [REFERRAL_MESSAGES.alreadyUser, REFERRAL_MESSAGES.alreadyReferred];

/**
 * Where a refusal of the server goes: each entry of `errors` (`{ summary: 'email', description }`) at its field,
 * a message about the e-mail at the e-mail, anything else above the button (`form`).
 */
export function registerRefusal(
  message: string,
  body: unknown,
): { fields: RegisterErrors; form: string | null } {
  const fields: RegisterErrors = {};
  const items = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (Array.isArray(items)) {
    for (const item of items) {
      if (typeof item !== 'object' || item === null) continue;
      const { summary, description } = item as { summary?: unknown; description?: unknown };
      if (typeof summary !== 'string' || typeof description !== 'string') continue;
      const field = summary.split('.')[0];
      if (isField(field)) fields[field] ??= description;
    }
  }
  if (EMAIL_REFUSALS.includes(message)) fields.email ??= message;
  const placed = Object.keys(fields).length > 0;
  return { fields, form: placed ? null : message };
}
