import { z } from 'zod';
import { commonPasswordMessage, isCommonPassword } from './common-passwords';
import { emailField, passwordsMatch, requiredText } from '../validation/rules';

/** Login form and POST /api/login/: the username is the e-mail (spec 1 §5: required and valid; password required). */
export const loginSchema = z.object({
  username: emailField('Email'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Please enter no more than 200 characters'),
});
export type Login = z.infer<typeof loginSchema>;

/** The smallest password we accept: long enough to resist guessing, short enough to type. */
export const PASSWORD_MIN_LENGTH = 8;

/** A new password: at least PASSWORD_MIN_LENGTH characters, not a common one (the server adds the strength estimate). */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Please enter no more than 200 characters')
  // Length alone lets 'password1' through; a list of the passwords guessers try first does not.
  .refine((password) => !isCommonPassword(password), commonPasswordMessage);

/** The new password typed again. */
// `abort` stops the payload's refinements: an empty confirmation shows only that it is required,
// not also 'Passwords must match'.
export const confirmPassword = z
  .string({ error: 'Confirm password is required' })
  .min(1, { error: 'Confirm password is required', abort: true });

/** Sign-up: POST /api/register/ (full name, e-mail, password twice). */
export const registerSchema = z
  .object({
    full_name: requiredText('Full name', 100),
    email: emailField('Email'),
    password: newPassword,
    password2: confirmPassword,
  })
  .superRefine(passwordsMatch('password', 'password2'));
export type Register = z.infer<typeof registerSchema>;

/** Password reset request: POST /api/password-reset/. */
export const forgotPasswordSchema = z.object({ email: emailField('Email') });
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** New password from a reset link: POST /api/password-reset/confirm/. */
export const resetPasswordSchema = z
  .object({
    key: requiredText('Reset link', 200, 'This reset link is not valid. Ask for a new one.'),
    password: newPassword,
    password2: confirmPassword,
  })
  .superRefine(passwordsMatch('password', 'password2'));
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** E-mail verification from the link in the sign-up e-mail: POST /api/verify-email/. */
export const verifyEmailSchema = z.object({
  key: requiredText('Verification link', 200, 'This verification link is not valid.'),
});
export type VerifyEmail = z.infer<typeof verifyEmailSchema>;

/** Answer of login and registration. */
export const tokenResponseSchema = z.object({ token: z.string() });

/** Answer of the calls that only confirm something happened (verify, reset, send validation). */
export const detailResponseSchema = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof detailResponseSchema>;

/** The sentences of the sign-in, sign-up and reset calls (docs/api-frame.md), shared by server and web. */
export const authMessages = {
  loginFailed: 'Unable to log in with provided credentials.',
  /** The answer to every sign-up, new address or not (issue 25: it never tells whether an account exists). */
  signUpCheckEmail: 'Check your e-mail: we have sent a message to that address with what to do next.',
  emailVerified: 'Your email address is verified.',
  verifyLinkInvalid: 'This verification link has expired or was already used.',
  resetRequested: 'If an account exists for that email, we have sent a link to reset the password.',
  resetLinkInvalid: 'This reset link has expired or was already used.',
  passwordReset: 'Your password has been changed. Please log in with the new password.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
