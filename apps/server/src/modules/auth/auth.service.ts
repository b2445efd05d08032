import { eq } from 'drizzle-orm';
import {
  authMessages,
  type DetailResponse,
  type ForgotPassword,
  type Login,
  type ResetPassword,
  type TwoFactorChallenge,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { hashKey, newKey, TOKEN_TTL_MS } from '../../http/auth';
import { AppError, invalid } from '../../http/errors';
import { forgetToken, forgetUserTokens } from '../../http/token-cache';
import { emit } from '../../events/bus';
import { authTokens, users } from './auth.tables';
import type { LoginLimiter } from './login-limiter';
import { hashNewPassword, hashPassword, verifyPassword } from './password';
import { consumeUserLink, spendUserLinks } from './user-links.service';
import { isRememberedDevice, newChallenge } from './two-factor-devices';
import * as clock from '../../clock';

/** Where a sign-in comes from, kept with its session for the list of sessions (issue 31). */
export type SessionOrigin = { userAgent: string; ip: string };

/** Issues a new 7-day token for a user; returns the key (only its hash is stored). */
export async function issueToken(
  db: Db | Tx,
  userId: number,
  origin: SessionOrigin = { userAgent: '', ip: '' },
): Promise<string> {
  const key = newKey();
  await db.insert(authTokens).values({
    key_hash: hashKey(key),
    user_id: userId,
    expires_at: new Date(clock.nowMs() + TOKEN_TTL_MS),
    user_agent: origin.userAgent.slice(0, 500),
    ip: origin.ip.slice(0, 100),
  });
  return key;
}

// A hash to check against when the e-mail is unknown, so an unknown e-mail takes as long to
// refuse as a wrong password (the answer must not tell whether an account exists).
let dummyHash: Promise<string> | undefined;
const verifyAgainstNothing = async (password: string) => {
  dummyHash ??= hashPassword(newKey());
  await verifyPassword(password, await dummyHash);
  return false;
};

export const tooManyAttempts = () => new AppError('RATE_LIMITED', authMessages.tooManyAttempts);

/**
 * POST /api/login/: checks the password and returns a new token. Failures slow down the caller's
 * address (login-limiter.ts); the account itself is never locked. An account with two-step sign-in
 * gets a challenge instead, unless this browser's cookie names a device it remembered
 * (docs/two-factor.md); its failed counts are cleared only by a right code.
 */
export async function login({
  ctx,
  input,
  limiter,
  origin,
  deviceCookie = '',
}: {
  ctx: ServiceContext;
  input: Login;
  limiter: LoginLimiter;
  origin: SessionOrigin;
  deviceCookie?: string;
}): Promise<{ token: string } | TwoFactorChallenge> {
  const address = origin.ip;
  if (limiter.waitFor(input.username, address) > 0) throw tooManyAttempts();
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.username));
  const ok = user
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyAgainstNothing(input.password);
  if (!user || !ok || !user.is_active) {
    limiter.recordFailure(input.username, address);
    // One message for every failure, so the answer never tells whether an e-mail is registered.
    throw invalid(authMessages.loginFailed, { non_field_errors: [authMessages.loginFailed] });
  }
  if (
    user.two_factor_enabled &&
    !(await isRememberedDevice(ctx.db, user.id, deviceCookie, ctx.config.deviceCookieSecret))
  )
    return { two_factor: true, challenge: await newChallenge(ctx.db, user.id) };
  limiter.recordSuccess(input.username, address);
  return { token: await issueToken(ctx.db, user.id, origin) };
}

/** POST /api/logout/: revokes the token the request was made with. */
export async function logout({ ctx, token }: { ctx: ServiceContext; token: string }) {
  await ctx.db.delete(authTokens).where(eq(authTokens.key_hash, hashKey(token)));
  forgetToken(ctx.db, hashKey(token));
}

/**
 * POST /api/password-reset/: the answer is the same whether an active account has this e-mail or
 * not, and so is the request's work: one event with the address, whose one handler (the account
 * area's, later) is one job queued, the same statement either way (issue 25: a request that looked
 * the account up took longer for a real one, 3.2 ms against 1.9 ms on PostgreSQL). The job, after
 * the answer, makes the 1-hour link and e-mails it when an active account has the address, and does
 * nothing otherwise (account/account.events.ts). password-reset.test.ts compares the statements.
 */
export async function requestPasswordReset({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: ForgotPassword;
}): Promise<DetailResponse> {
  await emit(ctx.db, 'user.passwordResetRequested', { email: input.email });
  return { detail: authMessages.resetRequested };
}

/**
 * POST /api/password-reset/confirm/: sets the new password, spends every reset link of the user
 * and revokes all their tokens (a stolen session ends with the reset).
 */
export async function confirmPasswordReset({
  ctx,
  input,
  limiter,
}: {
  ctx: ServiceContext;
  input: ResetPassword;
  limiter: LoginLimiter;
}): Promise<DetailResponse> {
  const password_hash = await hashNewPassword(input.password);
  const reset = await ctx.db.transaction(async (tx) => {
    const link = await consumeUserLink(tx, 'reset', input.key);
    if (!link) return null;
    const [user] = await tx
      .update(users)
      .set({ password_hash })
      .where(eq(users.id, link.user_id))
      .returning({ email: users.email });
    await spendUserLinks(tx, 'reset', link.user_id);
    await tx.delete(authTokens).where(eq(authTokens.user_id, link.user_id));
    return { email: user.email, userId: link.user_id };
  });
  if (!reset) throw invalid(authMessages.resetLinkInvalid);
  // After the commit: a request between the delete and the commit could cache the token again.
  forgetUserTokens(ctx.db, reset.userId);
  const { email } = reset;
  limiter.clearAccount(email); // the owner proved the address: delays from earlier guesses end
  return { detail: authMessages.passwordReset };
}
