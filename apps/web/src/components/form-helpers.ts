import type { FormErrors, UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { installReadableErrors } from '@rally/domain';
import { ApiError } from '../lib/api';

// The forms word every rule their schema leaves unworded as the server does ('Name is required').
installReadableErrors();

/**
 * A Mantine form `validate` function from a zod schema (the same schema the route uses): each
 * issue becomes an error keyed by its dotted path ('name', 'courts.0.number'); the first issue
 * of a path wins; issues on the whole object are keyed ''.
 */
export function zodFormResolver<Schema extends z.ZodType>(schema: Schema) {
  return (values: unknown): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!(path in errors)) errors[path] = isTextForNumber(issue, values, path) ? notANumberMessage : issue.message;
    }
    return errors;
  };
}

/** The message under a number box holding text that is not a number ('abc'). */
export const notANumberMessage = 'Enter a number';

/** The value at a dotted path ('courts.0.number'), or undefined. */
const valueAt = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      values,
    );

/**
 * A number was expected and the box holds text (NumberField keeps 'abc' as typed): the rule's own
 * message ('Must be a positive number') would not say what is wrong.
 */
const isTextForNumber = (issue: z.core.$ZodIssue, values: unknown, path: string) =>
  issue.code === 'invalid_type' &&
  issue.expected === 'number' &&
  typeof valueAt(values, path) === 'string' &&
  String(valueAt(values, path)).trim() !== '';

/** True when the dotted path names a field of the values ('courts.0.name'). */
const hasPath = (values: unknown, path: string): boolean => {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
};

/**
 * Puts an API answer's field errors (`{ field: [message] }`) under the form's fields. Returns
 * true when every one landed on a field; false when the caller should still show the error
 * (not an ApiError, no field errors, or a field the form does not have):
 * `catch (e) { if (!applyServerErrors(form, e)) notifyError(e); }`.
 */
export function applyServerErrors<Values>(
  form: Pick<UseFormReturnType<Values>, 'getValues' | 'setFieldError'>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fieldErrors).filter(([, messages]) => messages?.length);
  if (entries.length === 0) return false;
  const values = form.getValues();
  let isAllPlaced = true;
  for (const [field, messages] of entries) {
    if (hasPath(values, field)) form.setFieldError(field, messages.join(' '));
    else isAllPlaced = false;
  }
  return isAllPlaced;
}
