import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { recordId } from '../validation/ids';
import { tokenResponseSchema } from './auth.schema';
import {
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  recoveryCodesSchema,
  sessionSchema,
  twoFactorLoginSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from './two-factor.schema';

const tags = ['auth'];

/** Two-step sign-in and the caller's signed-in sessions (issue 31, docs/two-factor.md). */
export const twoFactorContract = {
  login: endpoint({
    method: 'POST',
    path: '/login/two-factor/',
    access: 'public',
    body: twoFactorLoginSchema,
    response: { 200: tokenResponseSchema },
    summary:
      "The second step of a login with two-step sign-in: the login's challenge and a code from the app or a recovery code; returns a token, and remembers the device for 30 days when asked (an httpOnly cookie)",
    tags,
  }),
  status: endpoint({
    method: 'GET',
    path: '/user/two-factor/',
    access: 'user',
    response: { 200: twoFactorStatusSchema },
    summary:
      "Whether the caller's two-step sign-in is on, whether they must have it (an AGENT), its recovery codes left and remembered devices",
    tags,
  }),
  setup: endpoint({
    method: 'POST',
    path: '/user/two-factor/setup/',
    access: 'user',
    response: { 200: twoFactorSetupSchema },
    summary: 'Start turning on two-step sign-in: a new secret (shown this once) for the authenticator app',
    tags,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/user/two-factor/confirm/',
    access: 'user',
    body: confirmTwoFactorSchema,
    response: { 200: recoveryCodesSchema },
    summary: 'Turn two-step sign-in on with the first code from the app; answers the 10 recovery codes, this once',
    tags,
  }),
  disable: endpoint({
    method: 'POST',
    path: '/user/two-factor/disable/',
    access: 'user',
    body: disableTwoFactorSchema,
    response: { 204: noContent },
    summary: 'Turn two-step sign-in off (the password and a code); remembered devices are forgotten',
    tags,
  }),
  forgetDevices: endpoint({
    method: 'DELETE',
    path: '/user/two-factor/devices/',
    access: 'user',
    response: { 204: noContent },
    summary: 'Forget every remembered device: the next sign-in on each asks for a code',
    tags,
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/user/sessions/',
    access: 'user',
    query: pageQuerySchema,
    response: { 200: pageOf(sessionSchema) },
    summary: "The caller's signed-in sessions: device, address, signed in, last seen, this one marked",
    tags,
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/user/sessions/:id/',
    access: 'user',
    params: z.object({ id: recordId() }),
    response: { 204: noContent },
    summary: "Sign out one of the caller's sessions",
    tags,
  }),
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/user/sessions/end-others/',
    access: 'user',
    response: { 204: noContent },
    summary: 'Sign out every session of the caller but this one',
    tags,
  }),
};
