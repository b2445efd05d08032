import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import {
  detailResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  tokenResponseSchema,
} from './auth.schema';
import { twoFactorChallengeSchema } from './two-factor.schema';

const tags = ['auth'];

// Sign-up, e-mail verification and the current user (GET /api/user/) are the account area's
// endpoints, with the same tag: they make or read a player too (account/account.contract.ts).
// The server adds the per-address rate limit of the public ones (auth-rate-limit.ts).

/** Logging in and out and resetting a password (spec 1 §4). */
export const authContract = {
  login: endpoint({
    method: 'POST',
    path: '/login/',
    access: 'public',
    body: loginSchema,
    // An account with two-step sign-in gets a challenge instead of a token (POST /api/login/two-factor/).
    response: { 200: z.union([tokenResponseSchema, twoFactorChallengeSchema]) },
    summary:
      'Log in with e-mail and password; returns a token, or for an account with two-step sign-in (and no remembered device) a challenge for POST /api/login/two-factor/',
    tags,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout/',
    access: 'user',
    response: { 204: noContent },
    summary: 'Revoke the token of this request',
    tags,
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/password-reset/',
    access: 'public',
    body: forgotPasswordSchema,
    response: { 200: detailResponseSchema },
    summary: 'E-mail a password reset link (1 hour, once); the same answer whether or not the account exists',
    tags,
  }),
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: '/password-reset/confirm/',
    access: 'public',
    body: resetPasswordSchema,
    response: { 200: detailResponseSchema },
    summary: 'Set a new password with the key of a reset link; revokes every token of the user',
    tags,
  }),
};
