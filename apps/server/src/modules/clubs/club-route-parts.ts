import { z } from 'zod';
import { clubIdParam, recordId } from '@rally/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '../../http/paging';

// Pieces the clubs and coaches routes share.

export const idParams = z.object({ id: recordId() });
export const clubParam = clubIdParam();
export const clubQuery = pageQuerySchema.extend({ club: clubParam });
export const detailSchema = z.object({ detail: z.string() });

/**
 * Leaves the body to the service, so the access check comes first (a caller without access gets
 * 403/404 whatever they send) and the refusal can carry the store's message of spec 2 §8 with the
 * field errors. Query and params are validated as usual.
 */
export const bodyCheckedByService: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as never);
