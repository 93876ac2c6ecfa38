// Client-side checks that mirror the server's rules, so mistakes are caught before a request.
import {
  isBlankPassword,
  isEmailAddress,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@prospecta/contracts/auth';
import { MESSAGES } from '@prospecta/contracts/errors';
import { formatInteger } from '@/lib/format';

export function emailError(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return 'Informe seu e-mail';
  return isEmailAddress(trimmed) ? null : MESSAGES.invalidEmail;
}

/** What an empty confirmation of a new password says. */
export const CONFIRMATION_MISSING = 'Confirme a nova senha';

export type NewPasswordErrors = { password: string | null; confirmation: string | null };

function newPasswordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  if (isBlankPassword(password)) return MESSAGES.passwordBlank;
  return null;
}

export function newPasswordErrors(password: string, confirmation: string): NewPasswordErrors {
  return {
    password: newPasswordError(password),
    // An empty confirmation is asked for, even when the password is empty too (the form sent blank).
    confirmation:
      confirmation === ''
        ? CONFIRMATION_MISSING
        : confirmation !== password
          ? MESSAGES.passwordsDoNotMatch
          : null,
  };
}

export function hasErrors(errors: Record<string, string | null>): boolean {
  return Object.values(errors).some((value) => value !== null);
}

/**
 * "96 de 120 caracteres" once a text reaches `from` of its limit (four fifths by default; 0 shows it always):
 * a field that stops taking keys at its limit, or is refused past it, says so before that happens. Null before.
 */
export function charCountHint(length: number, max: number, from = 0.8): string | null {
  if (length < Math.ceil(max * from)) return null;
  return `${formatInteger(length)} de ${formatInteger(max)} caracteres`;
}

/**
 * How many characters of a paste a field of `max` characters drops (the browser's maxLength cuts it without a
 * word): the text kept around the selection (which the paste replaces) plus the pasted text, past `max`; 0 when
 * it all fits. A line break counts one, as a text box counts it and a one-line field turns it into a space.
 */
export function pasteOverflow(
  field: { value: string; selectionStart: number | null; selectionEnd: number | null },
  pasted: string,
  max: number,
): number {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  const kept = field.value.length - Math.abs(end - start);
  return Math.max(0, kept + pasted.replace(/\r\n?/g, '\n').length - max);
}

/** What a pasted name was cut to ("Nova lista", "Salvar busca"). */
export const nameCutMessage = (max: number) =>
  `O nome colado passava do limite e foi cortado em ${formatInteger(max)} caracteres.`;

/** A six-digit e-mailed code. */
export function isCompleteCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
