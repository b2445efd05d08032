import { z } from 'zod';
import {
  detailResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  tokenResponseSchema,
  userSchema,
  verifyEmailSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { tokenOf } from '../../http/auth';
import { pageOf, pageQuerySchema, toPage } from '../../http/paging';
import { authRateLimit } from './auth-rate-limit';
import * as auth from './auth.service';
import { createLoginLimiter } from './login-limiter';

const tags = ['auth'];

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
    '/register/',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary:
          'Sign up: creates the user, its player and e-mail contact and e-mails a verification link; an address that has an account is e-mailed that someone tried. The same answer either way (no token: log in next)',
        security: [],
        body: registerSchema,
        response: { 201: detailResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await auth.register({ ctx: ctxOf(req), input: req.body })),
  );

  app.post(
    '/verify-email/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Verify an e-mail address with the key of the link sent to it (7 days, once)',
        security: [],
        body: verifyEmailSchema,
        response: { 200: detailResponseSchema },
      },
    },
    async (req) => auth.verifyEmail({ ctx: ctxOf(req), input: req.body }),
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

  app.get(
    '/user/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The logged-in user and its player (a page with one result)',
        querystring: pageQuerySchema,
        response: { 200: pageOf(userSchema) },
      },
    },
    async (req) => {
      const user = await auth.getCurrentUser({ ctx: ctxOf(req) });
      return toPage(req, req.query, 1, req.query.page === 1 ? [user] : []);
    },
  );
}
