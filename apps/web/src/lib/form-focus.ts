// Where the keyboard goes after a form is refused: the field in error, so its message (tied to it by
// aria-describedby) is read and fixed there, instead of the focus staying on the submit button, unannounced.

/** The first field, in the form's order, that has an error (null when none has). */
export function firstFieldInError<Field extends string>(
  order: readonly Field[],
  errors: Partial<Record<Field, string | boolean | null | undefined>>,
): Field | null {
  return order.find((field) => Boolean(errors[field])) ?? null;
}

/**
 * Focuses the element `selector` finds in `form` once the render with its error is drawn (the next frame: the
 * message must be there when the field is announced).
 */
export function focusFieldOf(form: HTMLFormElement | null, selector: string): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>(selector)?.focus());
}

/** A form's message for each field in error (the first found for each). */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The first message of each of `fields` among a zod check's issues (`parsed.error.issues`), an issue counting for
 * the field its path starts with; issues about anything else are left out.
 */
export function fieldErrorsOfIssues<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  const known = new Set<PropertyKey>(fields);
  for (const issue of issues) {
    const field = issue.path[0];
    if (field !== undefined && known.has(field)) found[field as Field] ??= issue.message;
  }
  return found;
}

/**
 * The server's message for each of `fields` in a refusal's body (`errors: [{ summary, description }]`, the
 * summary a field's path such as `zipcode` or `categories.3`); the first message of a field wins.
 */
export function fieldErrorsOfRefusal<Field extends string>(
  body: unknown,
  fields: readonly Field[],
): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
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
