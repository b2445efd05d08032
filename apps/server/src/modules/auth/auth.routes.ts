import { loginSchema, tokenResponseSchema } from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { tokenOf } from '../../http/auth';
import * as auth from './auth.service';

const tags = ['auth'];

export async function authRoutes(app: App) {
  app.post('/login/', {
    config: { access: 'public' },
    schema: { tags, summary: 'Log in with e-mail and password; returns a token', security: [], body: loginSchema, response: { 200: tokenResponseSchema } },
  }, async (req) => auth.login({ ctx: ctxOf(req), input: req.body }));

  app.post('/logout/', {
    config: { access: 'user' },
    schema: { tags, summary: 'Revoke the token of this request' },
  }, async (req, reply) => {
    await auth.logout({ ctx: ctxOf(req), token: tokenOf(req)! });
    return reply.code(204).send();
  });
}
