// The visitor's form on a referral link: its values, the contract's checks before sending, and the server's
// refusal placed at the field it is about.
import {
  type CreateReferralRegisterRequest,
  createReferralRegisterRequestSchema,
  REFERRAL_MESSAGES,
} from '@prospecta/contracts/referral-api';
import { type FieldErrors, fieldErrorsOfIssues, fieldErrorsOfRefusal } from '@/lib/form-focus';
import type { Checked } from '@/lib/use-checked-form';

export const REGISTER_FIELDS = ['name', 'company_name', 'email', 'phone', 'cnpj'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;
export type RegisterErrors = FieldErrors<RegisterField>;

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  name: '',
  company_name: '',
  email: '',
  phone: '',
  cnpj: '',
};

/** The request's body: what was typed (the server normalises it again); no CNPJ typed is none. */
export function registerRequest(values: RegisterValues): CreateReferralRegisterRequest {
  const { cnpj, ...rest } = values;
  return cnpj.trim() ? { ...rest, cnpj } : rest;
}

/** The contract's refusals of the values, the first of each field (empty when they may be sent). */
export function registerFormErrors(values: RegisterValues): RegisterErrors {
  const parsed = createReferralRegisterRequestSchema.safeParse(registerRequest(values));
  return parsed.success ? {} : fieldErrorsOfIssues(parsed.error.issues, REGISTER_FIELDS);
}

/** The values checked: the request as typed (the server normalises it), or the first refusal of each field. */
export function checkRegisterForm(
  values: RegisterValues,
): Checked<CreateReferralRegisterRequest, RegisterField> {
  const errors = registerFormErrors(values);
  return Object.keys(errors).length > 0
    ? { body: null, errors }
    : { body: registerRequest(values), errors: null };
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
  const fields = fieldErrorsOfRefusal(body, REGISTER_FIELDS);
  if (EMAIL_REFUSALS.includes(message)) fields.email ??= message;
  const placed = Object.keys(fields).length > 0;
  return { fields, form: placed ? null : message };
}
