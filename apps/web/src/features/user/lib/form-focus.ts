// Where the keyboard goes after a form is refused: the field in error, so its message is read and fixed there.
import { MESSAGES } from '@prospecta/contracts/errors';

export type PasswordField = 'old' | 'password' | 'confirmation';

/** The field of /user/password a refusal of PATCH /users/update_password is about (null: none of them). */
export function passwordFieldOfRefusal(message: string | null): PasswordField | null {
  switch (message) {
    case MESSAGES.wrongCurrentPassword:
      return 'old';
    case MESSAGES.passwordTooShort:
    case MESSAGES.passwordTooLong:
    case MESSAGES.passwordBlank:
    case MESSAGES.samePassword:
      return 'password';
    case MESSAGES.passwordsDoNotMatch:
      return 'confirmation';
    default:
      return null;
  }
}

/**
 * The server's message for each of `fields` in a refusal's body (`errors: [{ summary, description }]`, the
 * summary a field's path such as `zipcode` or `categories.3`); the first message of a field wins.
 */
export function fieldErrorsOfRefusal<Field extends string>(
  body: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (typeof body !== 'object' || body === null) return found;
  const items: unknown = (body as { errors?: unknown }).errors;
  if (!Array.isArray(items)) return found;
  const known = new Set<string>(fields);
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const { summary, description } = item as { summary?: unknown; description?: unknown };
    if (typeof summary !== 'string' || typeof description !== 'string') continue;
    const field = summary.split('.')[0] ?? '';
    if (known.has(field)) found[field as Field] ??= description;
  }
  return found;
}
