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
