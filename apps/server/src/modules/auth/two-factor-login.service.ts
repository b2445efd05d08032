import { eq } from 'drizzle-orm';
import { twoFactorMessages, type TwoFactorLogin } from '@rally/domain';
import type { ServiceContext } from '../../context';
import { invalid } from '../../http/errors';
import { users } from './auth.tables';
import { issueToken, tooManyAttempts, type SessionOrigin } from './auth.service';
import type { LoginLimiter } from './login-limiter';
import { acceptCode } from './two-factor-codes';
import { challengeUser, rememberDevice, spendChallenge } from './two-factor-devices';

const expired = () => invalid(twoFactorMessages.challengeExpired, { challenge: [twoFactorMessages.challengeExpired] });

/**
 * POST /api/login/two-factor/: the second step. A wrong code counts in the login throttle as a
 * wrong password does (the same counts, delays and message: login-limiter.ts), and the password's
 * step never clears those counts for an account with two-step sign-in, so a guesser who knows the
 * password gets no fresh tries by logging in again. Answers the token, and the device cookie when
 * the device is to be remembered.
 */
export async function loginWithCode({
  ctx,
  input,
  limiter,
  origin,
}: {
  ctx: ServiceContext;
  input: TwoFactorLogin;
  limiter: LoginLimiter;
  origin: SessionOrigin;
}): Promise<{ token: string; cookie?: string }> {
  const userId = await challengeUser(ctx.db, input.challenge);
  if (!userId) throw expired();
  const [user] = await ctx.db
    .select({ email: users.email, active: users.is_active })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.active) throw expired();
  if (limiter.waitFor(user.email, origin.ip) > 0) throw tooManyAttempts();
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await acceptCode(tx, userId, input.code))) return 'wrong';
    if (!(await spendChallenge(tx, input.challenge))) throw expired();
    const token = await issueToken(tx, userId, origin);
    const cookie = input.remember_device
      ? await rememberDevice(tx, userId, origin.userAgent, {
          secret: ctx.config.deviceCookieSecret,
          secure: ctx.config.publicUrl.startsWith('https:'),
        })
      : undefined;
    return { token, cookie };
  });
  if (outcome === 'wrong') {
    limiter.recordFailure(user.email, origin.ip);
    throw invalid(twoFactorMessages.wrongCode, { code: [twoFactorMessages.wrongCode] });
  }
  limiter.recordSuccess(user.email, origin.ip);
  return outcome;
}
