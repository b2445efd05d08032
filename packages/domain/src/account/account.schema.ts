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
} as const;
