import { z } from 'zod';
import { recordId, contactSchema, detailResponseSchema } from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, pageQuerySchema, toPage } from '../../http/paging';
import { authRateLimit } from '../auth/index';
import * as playersService from './players.service';

const tags = ['players'];
const idParams = z.object({ id: recordId() });

export async function playersRoutes(app: App) {
  app.get(
    '/contact/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's contacts (e-mail addresses and phone numbers)",
        querystring: pageQuerySchema.extend({ player: recordId().optional() }),
        response: { 200: pageOf(contactSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await playersService.listContacts({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/contact/:id/send_validation/',
    {
      // Each call sends an e-mail: limited per address like the sign-up calls.
      config: { access: 'user', rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags,
        summary: "E-mail a new verification link for one of the caller's unvalidated addresses",
        params: idParams,
        response: { 200: detailResponseSchema },
      },
    },
    async (req) => playersService.sendContactValidation({ ctx: ctxOf(req), contactId: req.params.id }),
  );
}
