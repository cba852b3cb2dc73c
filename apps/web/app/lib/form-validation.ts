import type { z } from 'zod';
import { MESSAGES } from '@site/domain/validators';

/** Field id → message, in the order the fields appear (the error summary keeps that order). */
export type FieldErrors = Record<string, string>;

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Runs one step's schema over its values. Each issue lands on the field its path names; the
 * first message per field wins, as a person fixes one thing at a time.
 */
export function validateWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
  fieldIds: Record<string, string> = {},
): Validated<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const id = fieldIds[path] ?? path;
    if (!(id in errors)) errors[id] = issue.message;
  }
  return { ok: false, errors };
}

/** Puts server field errors (spec §5 messages) on the form's own field ids. */
export function fromServerErrors(
  errors: readonly { field: string; message: string }[],
  fieldIds: Record<string, string> = {},
): FieldErrors {
  const out: FieldErrors = {};
  for (const { field, message } of errors) {
    const id = fieldIds[field] ?? field;
    if (!(id in out)) out[id] = message;
  }
  return out;
}

/** Keeps errors in the order of the fields on the page. */
export function inFieldOrder(errors: FieldErrors, order: readonly string[]): FieldErrors {
  const sorted: FieldErrors = {};
  for (const id of order) if (errors[id]) sorted[id] = errors[id];
  for (const [id, message] of Object.entries(errors)) if (!(id in sorted)) sorted[id] = message;
  return sorted;
}

/**
 * The error of a choice step whose answer is missing or not offered: nothing chosen is "This
 * field is required" (spec §5); a choice that is not (or no longer) offered gets the step's own
 * words.
 */
export function choiceError(value: string | undefined, notOfferedMessage: string): string {
  return value?.trim() ? notOfferedMessage : MESSAGES.required;
}
