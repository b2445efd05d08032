import type { FastifyInstance } from 'fastify';
import { invalid } from './errors';

/** The field error of a key a PATCH cannot change. */
export const UNKNOWN_FIELD = 'This field does not exist or cannot be changed.';

/** The refusal's sentence, naming the fields. */
export const unknownFieldsReason = (fields: string[]) =>
  `${fields.length === 1 ? 'This field does not exist or cannot be changed' : 'These fields do not exist or cannot be changed'}: ${fields.join(', ')}. Nothing was changed.`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of a zod object schema (its input side), or null when the body is not a plain object schema. */
function fieldsOf(schema: unknown): Set<string> | null {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return isObject(shape) ? new Set(Object.keys(shape)) : null;
}

/**
 * A PATCH body with a key its schema does not know (a typo, or a read-only field such as
 * `member_count`) is refused with the keys named, instead of answering 200 with nothing changed:
 * zod drops unknown keys silently. Runs after the access guard (registered after it), so a caller
 * without access still gets 403/404 first.
 */
export function registerPatchFieldCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'PATCH' || !isObject(request.body)) return;
    const known = fieldsOf(request.routeOptions.schema?.body);
    if (!known) return;
    const unknown = Object.keys(request.body).filter((key) => !known.has(key));
    if (unknown.length)
      throw invalid(unknownFieldsReason(unknown), Object.fromEntries(unknown.map((key) => [key, [UNKNOWN_FIELD]])));
  });
}
