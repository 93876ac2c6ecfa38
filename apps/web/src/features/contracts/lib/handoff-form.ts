// The handoff form (what the account tells its customer success): its values as typed, the body the contract
// checks, and whether anything differs from what is stored.
import {
  type Handoff,
  type HandoffBody,
  type HandoffCrm,
  handoffBodySchema,
} from '@prospecta/contracts/contract-api';
import { formatPhone } from '@prospecta/contracts/phone-format';
import { type FieldErrors, fieldErrorsOfIssues } from '@/lib/form-focus';
import type { Checked } from '@/lib/use-checked-form';

export const HANDOFF_FIELDS = [
  'goal',
  'ideal_customer',
  'crm',
  'team_size',
  'contact_name',
  'contact_phone',
] as const;
export type HandoffField = (typeof HANDOFF_FIELDS)[number];
/** Every field as its input holds it: text, the CRM's value or '' for none. */
export type HandoffValues = Record<HandoffField, string>;
export type HandoffErrors = FieldErrors<HandoffField>;

/** The stored handoff in the form's fields (empty fields without one; the phone punctuated). */
export function handoffValues(handoff: Handoff | null): HandoffValues {
  return {
    goal: handoff?.goal ?? '',
    ideal_customer: handoff?.ideal_customer ?? '',
    crm: handoff?.crm ?? '',
    team_size:
      handoff?.team_size === null || handoff?.team_size === undefined ? '' : String(handoff.team_size),
    contact_name: handoff?.contact_name ?? '',
    // The stored digits punctuated, as the field punctuates them while typed.
    contact_phone: handoff?.contact_phone ? formatPhone(handoff.contact_phone) : '',
  };
}

/**
 * The request's body: an empty field is null; the team's size a number as typed ("12" → 12, "doze" → NaN, which
 * the contract refuses with its own message rather than a silent null).
 */
export function handoffRequest(values: HandoffValues): HandoffBody {
  const orNull = (value: string) => (value.trim() === '' ? null : value);
  const size = values.team_size.trim();
  return {
    goal: values.goal,
    ideal_customer: orNull(values.ideal_customer),
    crm: values.crm === '' ? null : (values.crm as HandoffCrm),
    team_size: size === '' ? null : Number(size.replace(/\./g, '')),
    contact_name: orNull(values.contact_name),
    contact_phone: orNull(values.contact_phone),
  };
}

/** The contract's refusals of the values, the first of each field (empty when they may be sent). */
export function handoffFormErrors(values: HandoffValues): HandoffErrors {
  const parsed = handoffBodySchema.safeParse(handoffRequest(values));
  return parsed.success ? {} : fieldErrorsOfIssues(parsed.error.issues, HANDOFF_FIELDS);
}

/** The values checked: the request (as `handoffRequest` builds it), or the first refusal of each field. */
export function checkHandoffForm(values: HandoffValues): Checked<HandoffBody, HandoffField> {
  const errors = handoffFormErrors(values);
  return Object.keys(errors).length > 0
    ? { body: null, errors }
    : { body: handoffRequest(values), errors: null };
}

/** Whether the values differ from the stored handoff (spaces at the ends and a phone's punctuation aside). */
export function handoffChanged(values: HandoffValues, handoff: Handoff | null): boolean {
  const stored = handoffValues(handoff);
  const norm = (field: HandoffField, value: string) =>
    field === 'contact_phone' ? value.replace(/\D/g, '') : value.trim();
  return HANDOFF_FIELDS.some((field) => norm(field, values[field]) !== norm(field, stored[field]));
}
