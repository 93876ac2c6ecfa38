// One way for a form checked with its contract to submit: its values and per-field errors, a field's error
// cleared when it changes, the check before sending (each message beside its field, the keyboard to the first),
// one request whatever the clicks, and the server's refusal placed at its fields, given to the page, or shown as
// a failure above the button. Each form brings its own parts: field order, check, request, refusal placement.
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-errors';
import { type FieldErrors, firstFieldInError, focusFieldOf } from '@/lib/form-focus';

/** A form's values checked: the body to send, or the first message of each field in error. */
export type Checked<Body, Field extends string> =
  | { body: Body; errors: null }
  | { body: null; errors: FieldErrors<Field> };

/** Where a refusal goes: its messages at their fields, else one message for the whole form (or none). */
export type RefusalPlacement<Field extends string> = { fields: FieldErrors<Field>; form: string | null };

/** What a failed send shows: the fields' messages, the page's message for the whole form, or the failure. */
export type RefusalOutcome<Field extends string> =
  | { show: 'fields'; fields: FieldErrors<Field> }
  | { show: 'form'; message: string }
  | { show: 'failure' };

/** A refusal of the request (4xx) rather than a failure to reach the server or of the server itself. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * What a failed send shows: the fields' messages when any was placed; else the whole form's message when the
 * form gives it to the page (`toPage`); else the failure (its own message, above the button).
 */
export function refusalOutcome<Field extends string>(
  placed: RefusalPlacement<Field> | null,
  toPage: boolean,
): RefusalOutcome<Field> {
  if (placed && Object.keys(placed.fields).length > 0) return { show: 'fields', fields: placed.fields };
  if (placed?.form && toPage) return { show: 'form', message: placed.form };
  return { show: 'failure' };
}

/** `errors` without the messages of `changed` (the same object when none of them had one). */
export function withoutErrorsOf<Field extends string>(
  errors: FieldErrors<Field>,
  changed: readonly string[],
): FieldErrors<Field> {
  if (!changed.some((field) => errors[field as Field])) return errors;
  const next = { ...errors };
  for (const field of changed) delete next[field as Field];
  return next;
}

export type CheckedFormOptions<Values extends Record<string, unknown>, Body, Answer> = {
  /** Every field in the form's order (the first in error takes the keyboard); each input's `name`. */
  fields: readonly (keyof Values & string)[];
  initial: Values | (() => Values);
  check: (values: Values) => Checked<Body, keyof Values & string>;
  send: (body: Body) => Promise<Answer>;
  onSent: (answer: Answer) => void;
  /** Where the server's refusal goes; null: it is shown as a failure. */
  placeRefusal: (error: unknown) => RefusalPlacement<keyof Values & string> | null;
  /** Takes a refusal of the whole form (else it is shown above the button as a failure). */
  onFormRefusal?: (message: string) => void;
  /** The form stays after a success and may be sent again (else it is sent once, the page replacing it). */
  sendsAgain?: boolean;
};

export function useCheckedForm<Values extends Record<string, unknown>, Body, Answer>(
  options: CheckedFormOptions<Values, Body, Answer>,
) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // One request whatever the clicks: the ref holds before React re-renders the button as loading.
  const sending = useRef(false);

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    const first = firstFieldInError(options.fields, found);
    if (first) focusFieldOf(formRef.current, `[name="${first}"]`);
  };

  const change = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutErrorsOf(current, Object.keys(patch)));
  };

  const submit = async () => {
    if (sending.current) return;
    const checked = options.check(values);
    if (checked.errors !== null) {
      showErrors(checked.errors);
      return;
    }
    // No errors: the body (TypeScript does not narrow the union over a generic field type).
    const body = checked.body as Body;
    sending.current = true;
    setFailure(null);
    try {
      options.onSent(await options.send(body));
    } catch (error) {
      sending.current = false;
      const outcome = refusalOutcome(options.placeRefusal(error), Boolean(options.onFormRefusal));
      if (outcome.show === 'fields') showErrors(outcome.fields);
      else if (outcome.show === 'form') options.onFormRefusal?.(outcome.message);
      else setFailure(error);
    } finally {
      if (options.sendsAgain) sending.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return { formRef, values, setValues, errors, failure, change, onSubmit };
}
