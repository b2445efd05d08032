import { z } from 'zod';
import { detailResponseSchema, registerSchema, verifyEmailSchema } from '../auth/auth.schema';
import { endpoint } from '../contract/endpoint';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { playerSchema, updatePlayerSchema, userSchema } from '../players/player.schema';
import { recordId } from '../validation/ids';
import { noContent } from '../contract/no-content';
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, uploadPhotoSchema } from './account.schema';

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
  changePassword: endpoint({
    method: 'POST',
    path: '/user/change-password/',
    access: 'user',
    body: changePasswordSchema,
    response: { 200: detailResponseSchema },
    summary:
      "Change the caller's password: the current one required, the new one under the password rules; every other session of the user ends (this one stays)",
    tags: ['auth'],
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/user/change-email/',
    access: 'user',
    body: changeEmailSchema,
    response: { 200: detailResponseSchema },
    summary:
      'Ask to change the login e-mail (the current password required): a 7-day link goes to the new address and the change takes effect when it is opened (POST /api/verify-email/); the old address is told then. The same answer when another account has the address (its owner is told)',
    tags: ['auth'],
  }),
  logoutEverywhere: endpoint({
    method: 'POST',
    path: '/user/logout-everywhere/',
    access: 'user',
    response: { 204: noContent },
    summary: 'Sign out everywhere: every token of the caller ends, this one too',
    tags: ['auth'],
  }),
  myData: endpoint({
    method: 'GET',
    path: '/user/data/',
    access: 'user',
    // Sent as application/zip, not JSON.
    response: { 200: z.string().meta({ description: 'A ZIP of JSON files, one per kind of record' }) },
    summary:
      'Download my data: everything Rally holds about the caller (every row that points at their login or player; no password or token hashes) as JSON files in a ZIP',
    tags: ['auth'],
  }),
  uploadPhoto: endpoint({
    method: 'PUT',
    path: '/user/photo/',
    access: 'user',
    body: uploadPhotoSchema,
    response: { 200: playerSchema },
    summary:
      "Set the caller's photo: a JPEG or PNG of at most 300 KB and 1024 px a side (the Me page sends a 256 px square), checked by its bytes; answers the player with its new photo address",
    tags: ['players'],
  }),
  deletePhoto: endpoint({
    method: 'DELETE',
    path: '/user/photo/',
    access: 'user',
    response: { 200: playerSchema },
    summary: "Remove the caller's photo",
    tags: ['players'],
  }),
  photo: endpoint({
    method: 'GET',
    path: '/player/:id/photo/:key/',
    access: 'public',
    params: z.object({ id: recordId(), key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'No photo.') }),
    // Sent as the image itself.
    response: { 200: z.string().meta({ description: 'The image (image/jpeg or image/png)' }) },
    summary:
      "A player's photo at the address their record names (an unguessable key, new with each photo, given only to signed-in people; an <img> sends no token); kept for a year, as the address changes with the photo",
    tags: ['players'],
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/user/delete/',
    access: 'user',
    body: deleteAccountSchema,
    response: { 204: noContent },
    summary:
      "Delete the caller's account (current password and 'delete my account' typed): personal data erased, records that must stay (payments) kept under 'Deleted player', the login closed, the clubs whose register links them told",
    tags: ['auth'],
  }),
};
