/**
 * How every form checks its values: the kernel's schemas (the ones the API
 * client and the server apply too) give one message per field, and a form adds only what a
 * schema cannot know (a coin's minimum, the balance, two entries that must match).
 */

/**
 * What a field shows: a translation key (of `common`, which the kernel's schemas and the
 * server speak in, unless it names its namespace), alone or with its placeholders' values.
 */
export type Message = string | { key: string; values: Record<string, string> };

export type FieldErrors<F extends string> = Partial<Record<F, Message>>;

export type Checked<R, F extends string> = { ok: true; request: R } | { ok: false; errors: FieldErrors<F> };

interface Issue {
  message: string;
  path: ReadonlyArray<PropertyKey>;
}

/** The part of a zod schema the checks use (so any kernel schema fits). */
export interface Schema {
  safeParse: (input: unknown) => { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** The first message per field; `fieldOf` folds request keys into the form's fields. */
export function schemaErrors<F extends string>(
  schema: Schema,
  input: object,
  fieldOf: (key: string) => F = (key) => key as F,
): FieldErrors<F> {
  const result = schema.safeParse(input);
  const errors: FieldErrors<F> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[fieldOf(String(issue.path[0] ?? ''))] ??= issue.message;
  return errors;
}

/** The message of a single value's schema, or undefined when the value passes. */
export function issueOf(schema: Schema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'validation.invalid');
}

/** The request when no field is at fault, else the faults (fields set to undefined ignored). */
export function verdict<R, F extends string>(request: R, errors: FieldErrors<F>): Checked<R, F> {
  const faults = Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<F>;
  return Object.keys(faults).length ? { ok: false, errors: faults } : { ok: true, request };
}


/** A check that stops at its first fault: that field's message (a key with its values, or a whole message). */
export const faultAt = <F extends string>(field: F, message: Message, values?: Record<string, string>): { ok: false; errors: FieldErrors<F> } => ({
  ok: false,
  errors: { [field]: values && typeof message === 'string' ? { key: message, values } : message } as FieldErrors<F>,
});
