import { z } from 'zod';
import { roleCodeByName } from '../access/access';

// Two-step sign-in (issue 31, docs/two-factor.md): time-based one-time codes (RFC 6238: 6 digits,
// 30-second steps) from an authenticator app, 10 single-use recovery codes, remembered devices.

/**
 * Who must have two-step sign-in: every AGENT and every platform operator (issue 31). `roles` are
 * stored role codes (`A` is the AGENT) of the person as an active administrator: at one club (the
 * server's guard) or at every club (the web's reminder); `user.operator`: the person runs Rally
 * (the operator console's role, docs/operator.md).
 */
export function twoFactorRequired(user: { operator?: boolean }, roles: readonly string[]): boolean {
  return Boolean(user.operator) || roles.includes(roleCodeByName.AGENT);
}

/** The sentences of two-step sign-in, shared by server and web. */
export const twoFactorMessages = {
  wrongCode: 'That code is not right. Check the time on your phone and try again.',
  challengeExpired: 'This sign-in has expired. Please log in again.',
  alreadyOn: 'Two-step sign-in is already on.',
  notStarted: 'Start again: turn on two-step sign-in to get a new code.',
  notOn: 'Two-step sign-in is not on.',
  required:
    'Club managers must turn on two-step sign-in before they open their club. Turn it on in your account, then come back.',
  sessionNotFound: 'Session not found.',
} as const;

/** The field the 403 of a required set-up names in `errors` (`{ two_factor: ['required'] }`): what the web looks for. */
export const TWO_FACTOR_REQUIRED_FIELD = 'two_factor';

/** A code from the authenticator app: 6 digits (spaces allowed, as apps show "123 456"). */
export const totpCode = z
  .string({ error: 'Code is required' })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'Code is required')
      .regex(/^[0-9]{6}$/, 'Enter the 6 digits your app shows'),
  );

/** A code from the app or a recovery code (xxxx-xxxx-xxxx), as the sign-in's second step takes it. */
export const signInCode = z
  .string({ error: 'Code is required' })
  .transform((code) => code.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'Code is required')
      .max(20, 'Enter the 6 digits your app shows, or a recovery code')
      .regex(
        /^([0-9]{6}|[a-z2-7]{4}-?[a-z2-7]{4}-?[a-z2-7]{4})$/,
        'Enter the 6 digits your app shows, or a recovery code',
      ),
  );

/** POST /api/user/two-factor/confirm/: the first code from the app, which turns two-step sign-in on. */
export const confirmTwoFactorSchema = z.object({ code: totpCode });
export type ConfirmTwoFactor = z.infer<typeof confirmTwoFactorSchema>;

/** POST /api/user/two-factor/disable/: the password and a code (or a recovery code). */
export const disableTwoFactorSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  code: signInCode,
});
export type DisableTwoFactor = z.infer<typeof disableTwoFactorSchema>;

/** POST /api/login/two-factor/: the challenge the login answered, a code, and whether to remember the device. */
export const twoFactorLoginSchema = z.object({
  challenge: z.string({ error: 'This sign-in has expired. Please log in again.' }).min(1).max(100),
  code: signInCode,
  remember_device: z.boolean().optional().default(false),
});
export type TwoFactorLogin = z.infer<typeof twoFactorLoginSchema>;

/** The login's answer for an account with two-step sign-in: no token yet, a 5-minute challenge. */
export const twoFactorChallengeSchema = z.object({ two_factor: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/**
 * GET /api/user/two-factor/: whether it is on, whether the person must have it (`twoFactorRequired`
 * on their roles at every club; false on a test server that exempts them), what is left.
 */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recovery_codes_left: z.number(),
  remembered_devices: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/user/two-factor/setup/: the new secret, as text and as the otpauth:// address the QR code holds. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** The answer of the confirmation: the 10 recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** One signed-in session (a token) of the caller. */
export const sessionSchema = z.object({
  id: z.number(),
  device: z.string(),
  ip: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
