import { z } from 'zod';
import { confirmPassword, newPassword } from '../auth/auth.schema';
import { emailField, passwordsMatch } from '../validation/rules';

// The Me page's account commands (issue 28): change the password (the current one required),
// change the e-mail (verified at the new address first), sign out everywhere.

const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(200, 'Please enter no more than 200 characters');

/** POST /api/user/change-password/: the current password and the new one twice. */
export const changePasswordSchema = z
  .object({ current_password: currentPassword, password: newPassword, password2: confirmPassword })
  .superRefine(passwordsMatch('password', 'password2'));
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** POST /api/user/change-email/: the new address and the current password. */
export const changeEmailSchema = z.object({ email: emailField('New email'), password: currentPassword });
export type ChangeEmail = z.infer<typeof changeEmailSchema>;

/** The words typed to confirm deleting the account. */
export const DELETE_ACCOUNT_WORDS = 'delete my account';

/** POST /api/user/delete/: the current password and the confirmation typed. */
export const deleteAccountSchema = z.object({
  password: currentPassword,
  confirm: z
    .string({ error: `Type ${DELETE_ACCOUNT_WORDS} to confirm` })
    .refine((v) => v.trim().toLowerCase() === DELETE_ACCOUNT_WORDS, `Type ${DELETE_ACCOUNT_WORDS} to confirm`),
});
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;

/** The largest photo taken, once the browser has made it a small square (PHOTO_SIDE px). */
export const PHOTO_MAX_BYTES = 300_000;
/** The side of the square the Me page draws a photo into before it is sent. */
export const PHOTO_SIDE = 256;
/** The largest side a photo may have on the server: anything bigger was not resized. */
export const PHOTO_MAX_SIDE = 1024;

/** PUT /api/user/photo/: the photo's bytes in base64 (a JPEG or PNG). */
export const uploadPhotoSchema = z.object({
  data: z
    .string({ error: 'Choose a photo' })
    .min(1, 'Choose a photo')
    .max(Math.ceil(PHOTO_MAX_BYTES / 3) * 4, 'The photo must be at most 300 KB once resized'),
});
export type UploadPhoto = z.infer<typeof uploadPhotoSchema>;

/** The account commands' answers and refusals. */
export const accountMessages = {
  wrongPassword: 'Your current password is not right.',
  passwordChanged: 'Your password has been changed. Your other devices are signed out.',
  sameEmail: 'This is already your e-mail address.',
  /** The same answer whether or not another account has the address (it never tells which). */
  emailLinkSent: (email: string) =>
    `We have sent a link to ${email}. Your e-mail address changes when you open it (within 7 days).`,
  emailChanged: 'Your e-mail address has been changed. Log in with the new one from now on.',
  signedOutEverywhere: 'You are signed out on every device.',
  photoType: 'The photo must be a JPEG or PNG image',
  photoSize: `The photo must be at most ${PHOTO_MAX_SIDE} × ${PHOTO_MAX_SIDE} pixels`,
  photoNotFound: 'No photo.',
} as const;
