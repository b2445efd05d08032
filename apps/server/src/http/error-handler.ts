import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { installReadableErrors } from '@rally/domain';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE_REASON, isDatabaseUnavailable } from './database-unavailable';
import { AppError, httpStatusOf, type FieldErrors } from './errors';

/** The error body of every 4xx/5xx: `reason` a person can read, `errors` per field for invalid input. */
export type ErrorBody = { reason: string; errors?: FieldErrors; code?: string };

type ValidationIssue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { expected?: string; issue?: { path?: PropertyKey[] } };
};

// The same `{ field: [message] }` as the domain's fieldErrorsOf, which services use for their refusals.
function fieldErrorsOf(issues: ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path ?? (issue.instancePath ?? '').split('/').filter(Boolean);
    const field = path.length ? path.map(String).join('.') : 'non_field_errors';
    const list = (errors[field] ??= []);
    const message = issue.message ?? 'Invalid value';
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

/** The body is not a JSON object though the schema wants one: there is nothing to say per field. */
const notAnObject = (issues: ValidationIssue[]) =>
  issues.some(
    (i) => (i.instancePath ?? '/') === '/' && i.keyword === 'invalid_type' && i.params?.expected === 'object',
  );

// Spec 2 §8: what every store answers a body without enough in it to be one of its records.
const NOT_ENOUGH_DATA = 'Not enough data';

// PostgreSQL codes that mean the request lost a race or broke a uniqueness rule: 409, never 500.
const conflictCodes: Record<string, string> = {
  '23505': 'That record already exists.',
  '23P01': 'That time is already taken.',
  '23503': 'That change refers to a record that does not exist or is still in use.',
  '40001': 'Another change happened at the same time; please try again.',
};

// PostgreSQL data exceptions (class 22) caused by input values.
const badValueCodes: Record<string, string> = {
  '22003': 'A number in the request is out of range.',
  '22P02': 'A value in the request is not in the right format.',
  '22007': 'A date or time in the request is not valid.',
  '22008': 'A date or time in the request is out of range.',
  '22001': 'A value in the request is too long.',
  '22021': 'The request contains characters that cannot be stored.',
  '22P05': 'The request contains characters that cannot be stored.',
};

// Fastify's own refusals, in sentences: its messages name internals ('FST_ERR_…', the raw path).
const frameworkReasons: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_BAD_URL: 'The address of the request is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address of the request is too long.',
};

/** The sentence for one of Fastify's own 4xx errors. */
function frameworkReason(error: FastifyError): string {
  if (error.code && frameworkReasons[error.code]) return frameworkReasons[error.code];
  if (error.statusCode === 429) return error.message; // @fastify/rate-limit's sentence (auth-rate-limit.ts)
  if (error.code?.startsWith('FST_ERR_CTP')) return 'The request body is not valid JSON.';
  return 'The request could not be read.';
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a path parameter past 100
 * characters answers 414, a malformed percent-encoding 400), which happen before any route and so
 * never reach the error handler, in the API's error shape too.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  return reply.code(status).send({ reason: frameworkReason(error) } satisfies ErrorBody);
}

/** Maps every error to the spec's error body once; unknown errors are logged and never shown. */
export function registerErrorHandler(app: FastifyInstance) {
  // A rule a schema leaves unworded says so in the product's words ('Name is required'), never
  // zod's ('Invalid input: expected string, received undefined'): the field errors come from here.
  installReadableErrors();
  app.setErrorHandler((error: FastifyError & { cause?: { code?: string } }, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { reason: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.tag) body.code = error.tag;
      return reply.code(httpStatusOf[error.code]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as ValidationIssue[];
      const errors = fieldErrorsOf(issues);
      // A route that stands for one of spec 2's stores refuses a bad body in the store's words.
      const storeReason = error.validationContext === 'body' ? request.routeOptions.config.invalidReason : undefined;
      if (storeReason && notAnObject(issues))
        return reply.code(400).send({ reason: NOT_ENOUGH_DATA } satisfies ErrorBody);
      if (storeReason) return reply.code(400).send({ reason: storeReason, errors } satisfies ErrorBody);
      const first = Object.entries(errors)[0];
      const reason = first ? first[1][0] : 'Invalid input.';
      return reply.code(400).send({ reason, errors } satisfies ErrorBody);
    }
    const pgCode = error.cause?.code ?? (error as { code?: string }).code;
    if (pgCode && conflictCodes[pgCode]) {
      return reply.code(409).send({ reason: conflictCodes[pgCode] } satisfies ErrorBody);
    }
    if (pgCode && badValueCodes[pgCode]) {
      // A value the schema let through but PostgreSQL cannot store or compare (an id past the
      // integer range, an impossible date): the caller's input, so 400, never 500.
      return reply.code(400).send({ reason: badValueCodes[pgCode] } satisfies ErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL down, restarting or refusing connections: nothing is wrong with the request,
      // and /api/ready/ says the same to the balancer; the client may try again shortly.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ reason: DATABASE_UNAVAILABLE_REASON } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit).
      return reply.code(status).send({ reason: frameworkReason(error) } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ reason: 'Something went wrong on our side. Please try again.' } satisfies ErrorBody);
  });
}
