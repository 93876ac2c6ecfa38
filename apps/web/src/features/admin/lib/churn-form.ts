// The churn sheet's form: the e-mails as typed (one a line, or separated by commas, semicolons or spaces), the
// period (the current calendar year at first, spec §9), its checks and the request's body.
import { ADMIN_MESSAGES } from '@prospecta/contracts/admin-api';
import {
  ADMIN_CREDIT_MESSAGES,
  CHURN_MAX_EMAILS,
  type ChurnSheetRequest,
  churnSheetRequestSchema,
} from '@prospecta/contracts/admin-credits-api';
import { emailAddressSchema } from '@prospecta/contracts/auth';

export type ChurnForm = { emails: string; from: string; to: string };
export type ChurnFormErrors = { emails?: string; period?: string };

export function currentYearChurnForm(now: Date): ChurnForm {
  const year = now.getFullYear();
  return { emails: '', from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The e-mails typed, lower-cased, once each, in the order typed. */
export function parseEmails(text: string): string[] {
  const all = text
    .split(/[\s,;]+/)
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(all)];
}

export function churnFormErrors(form: ChurnForm): ChurnFormErrors {
  const errors: ChurnFormErrors = {};
  const emails = parseEmails(form.emails);
  const invalid = emails.filter((e) => !emailAddressSchema.safeParse(e).success);
  if (invalid.length > 0) {
    errors.emails = `${invalid.length === 1 ? 'E-mail inválido' : 'E-mails inválidos'}: ${invalid.slice(0, 3).join(', ')}${invalid.length > 3 ? '…' : ''}`;
  } else if (emails.length > CHURN_MAX_EMAILS) {
    errors.emails = ADMIN_CREDIT_MESSAGES.tooManyEmails;
  }
  if (!form.from || !form.to) errors.period = ADMIN_CREDIT_MESSAGES.periodRequired;
  else if (form.from > form.to) errors.period = ADMIN_MESSAGES.invalidPeriod;
  else {
    const parsed = churnSheetRequestSchema.safeParse({ rangeDate: [form.from, form.to] });
    if (!parsed.success) errors.period = parsed.error.issues[0]?.message;
  }
  return errors;
}

export function churnRequest(form: ChurnForm): ChurnSheetRequest & { rangeDate: [string, string] } {
  return { emails: parseEmails(form.emails), rangeDate: [form.from, form.to] };
}
