import { z } from 'zod';
import { clubIdParam, recordId } from '@rally/domain';
import { pageQuerySchema } from './paging';

// Pieces several areas' routes share: id params, the club query.

export const idParams = z.object({ id: recordId() });
export const clubParam = clubIdParam();
export const clubQuery = pageQuerySchema.extend({ club: clubParam });
export const detailSchema = z.object({ detail: z.string() });
