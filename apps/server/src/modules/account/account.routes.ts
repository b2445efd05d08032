import {
  detailResponseSchema,
  playerSchema,
  registerSchema,
  updatePlayerSchema,
  userSchema,
  verifyEmailSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, pageQuerySchema, toPage } from '../../http/paging';
import { idParams } from '../../http/route-parts';
import { authRateLimit } from '../auth/index';
import * as account from './account.service';

// A person's own account: sign-up, e-mail verification, the logged-in user (tagged 'auth' in the
// API documents, as before) and changes to their player ('players').

export async function accountRoutes(app: App) {
  app.post(
    '/register/',
    {
      config: { access: 'public', rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['auth'],
        summary:
          'Sign up: creates the user, its player and e-mail contact and e-mails a verification link; an address that has an account is e-mailed that someone tried. The same answer either way (no token: log in next)',
        security: [],
        body: registerSchema,
        response: { 201: detailResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await account.register({ ctx: ctxOf(req), input: req.body })),
  );

  app.post(
    '/verify-email/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Verify an e-mail address with the key of the link sent to it (7 days, once)',
        security: [],
        body: verifyEmailSchema,
        response: { 200: detailResponseSchema },
      },
    },
    async (req) => account.verifyEmail({ ctx: ctxOf(req), input: req.body }),
  );

  app.get(
    '/user/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user and its player (a page with one result)',
        querystring: pageQuerySchema,
        response: { 200: pageOf(userSchema) },
      },
    },
    async (req) => {
      const user = await account.getCurrentUser({ ctx: ctxOf(req) });
      return toPage(req, req.query, 1, req.query.page === 1 ? [user] : []);
    },
  );

  app.patch(
    '/player/:id/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['players'],
        summary: "Rename the caller's player or change the clubs they follow (club_set replaces the list)",
        params: idParams,
        body: updatePlayerSchema,
        response: { 200: playerSchema },
      },
    },
    async (req) => account.updatePlayer({ ctx: ctxOf(req), playerId: req.params.id, input: req.body }),
  );
}
