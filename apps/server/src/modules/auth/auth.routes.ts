import { z } from 'zod';
import {
  detailResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  tokenResponseSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { tokenOf } from '../../http/auth';
import { authRateLimit } from './auth-rate-limit';
import * as auth from './auth.service';
import { createLoginLimiter } from './login-limiter';

const tags = ['auth'];

// Sign-up, e-mail verification and the current user (GET /api/user/) are the account area's routes,
// with the same tag: they make or read a player too (account/account.routes.ts).

export async function authRoutes(app: App) {
  const rateLimit = authRateLimit(app.deps.config);
  // One failed-login counter per app: tests and benchmarks that build several apps never share counts.
  const limiter = createLoginLimiter();

  app.post(
    '/login/',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary: 'Log in with e-mail and password; returns a token',
        security: [],
        body: loginSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (req) => auth.login({ ctx: ctxOf(req), input: req.body, limiter, address: req.ip }),
  );

  app.post(
    '/logout/',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Revoke the token of this request', response: { 204: z.null().describe('No content') } },
    },
    async (req, reply) => {
      await auth.logout({ ctx: ctxOf(req), token: tokenOf(req)! });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/password-reset/',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary: 'E-mail a password reset link (1 hour, once); the same answer whether or not the account exists',
        security: [],
        body: forgotPasswordSchema,
        response: { 200: detailResponseSchema },
      },
    },
    async (req) => auth.requestPasswordReset({ ctx: ctxOf(req), input: req.body }),
  );

  app.post(
    '/password-reset/confirm/',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary: 'Set a new password with the key of a reset link; revokes every token of the user',
        security: [],
        body: resetPasswordSchema,
        response: { 200: detailResponseSchema },
      },
    },
    async (req) => auth.confirmPasswordReset({ ctx: ctxOf(req), input: req.body, limiter }),
  );
}
