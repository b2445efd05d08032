import { z } from 'zod';
import { detailResponseSchema, registerSchema, verifyEmailSchema } from '../auth/auth.schema';
import { endpoint } from '../contract/endpoint';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { playerSchema, updatePlayerSchema, userSchema } from '../players/player.schema';
import { recordId } from '../validation/ids';

// A person's own account: sign-up, e-mail verification, the logged-in user (tagged 'auth' in the
// API documents, as before) and changes to their player ('players'). The server adds the sign-up's
// per-address rate limit.

/** The caller's own account (spec 1 §3, §4). */
export const accountContract = {
  register: endpoint({
    method: 'POST',
    path: '/register/',
    access: 'public',
    body: registerSchema,
    response: { 201: detailResponseSchema },
    summary:
      'Sign up: creates the user, its player and e-mail contact and e-mails a verification link; an address that has an account is e-mailed that someone tried. The same answer either way (no token: log in next)',
    tags: ['auth'],
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/verify-email/',
    access: 'public',
    body: verifyEmailSchema,
    response: { 200: detailResponseSchema },
    summary: 'Verify an e-mail address with the key of the link sent to it (7 days, once)',
    tags: ['auth'],
  }),
  currentUser: endpoint({
    method: 'GET',
    path: '/user/',
    access: 'user',
    query: pageQuerySchema,
    response: { 200: pageOf(userSchema) },
    summary: 'The logged-in user and its player (a page with one result)',
    tags: ['auth'],
  }),
  updatePlayer: endpoint({
    method: 'PATCH',
    path: '/player/:id/',
    access: 'user',
    params: z.object({ id: recordId() }),
    body: updatePlayerSchema,
    response: { 200: playerSchema },
    summary: "Rename the caller's player or change the clubs they follow (club_set replaces the list)",
    tags: ['players'],
  }),
};
