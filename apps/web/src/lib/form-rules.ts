// Client-side checks that mirror the server's rules, so mistakes are caught before a request.
import { PASSWORD_MIN_LENGTH } from '@prospecta/contracts/auth';
import { MESSAGES } from '@prospecta/contracts/errors';

export function emailError(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return 'Informe seu e-mail';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? null : MESSAGES.invalidEmail;
}

export type NewPasswordErrors = { password: string | null; confirmation: string | null };

export function newPasswordErrors(password: string, confirmation: string): NewPasswordErrors {
  return {
    password: password.length < PASSWORD_MIN_LENGTH ? MESSAGES.passwordTooShort : null,
    confirmation: confirmation !== password ? MESSAGES.passwordsDoNotMatch : null,
  };
}

export function hasErrors(errors: Record<string, string | null>): boolean {
  return Object.values(errors).some((value) => value !== null);
}

/** A six-digit e-mailed code. */
export function isCompleteCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
