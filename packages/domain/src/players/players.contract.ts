import { z } from 'zod';
import { detailResponseSchema } from '../auth/auth.schema';
import { endpoint } from '../contract/endpoint';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { recordId } from '../validation/ids';
import { contactSchema } from './player.schema';

const tags = ['players'];

/** The caller's contacts (spec 1 §3); the server adds send_validation's per-address rate limit. */
export const playersContract = {
  contacts: endpoint({
    method: 'GET',
    path: '/contact/',
    access: 'user',
    query: pageQuerySchema.extend({ player: recordId().optional() }),
    response: { 200: pageOf(contactSchema) },
    summary: "The caller's contacts (e-mail addresses and phone numbers)",
    tags,
  }),
  sendContactValidation: endpoint({
    method: 'POST',
    path: '/contact/:id/send_validation/',
    access: 'user',
    params: z.object({ id: recordId() }),
    response: { 200: detailResponseSchema },
    summary: "E-mail a new verification link for one of the caller's unvalidated addresses",
    tags,
  }),
};
