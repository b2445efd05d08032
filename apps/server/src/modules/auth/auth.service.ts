import { eq } from 'drizzle-orm';
import {
  authMessages,
  passwordUserInputs,
  type DetailResponse,
  type ForgotPassword,
  type Login,
  type Register,
  type ResetPassword,
  type User,
  type VerifyEmail,
} from '@rally/domain';
import { requireActor, type ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { hashKey, newKey, TOKEN_TTL_MS } from '../../http/auth';
import { AppError, invalid } from '../../http/errors';
import { forgetToken, forgetUserTokens } from '../../http/token-cache';
import { getPlayerView } from '../players/player-view.service';
import { createPlayerForUser, markContactValidated } from '../players/players.service';
import { enqueue } from '../../integrations/jobs/queue';
import { accountExistsMail, verificationMail } from './auth.mails';
import { authTokens, users } from './auth.tables';
import type { LoginLimiter } from './login-limiter';
import { hashNewPassword, hashPassword, verifyPassword } from './password';
import { consumeUserLink, createUserLink, linkUrl, spendUserLinks } from './user-links.service';
import * as clock from '../../clock';

/** Issues a new 7-day token for a user; returns the key (only its hash is stored). */
export async function issueToken(db: Db | Tx, userId: number): Promise<string> {
  const key = newKey();
  await db
    .insert(authTokens)
    .values({ key_hash: hashKey(key), user_id: userId, expires_at: new Date(clock.nowMs() + TOKEN_TTL_MS) });
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

const tooManyAttempts = () => new AppError('RATE_LIMITED', authMessages.tooManyAttempts);

/**
 * POST /api/login/: checks the password and returns a new token. Failures slow down the caller's
 * address (login-limiter.ts); the account itself is never locked.
 */
export async function login({
  ctx,
  input,
  limiter,
  address,
}: {
  ctx: ServiceContext;
  input: Login;
  limiter: LoginLimiter;
  address: string;
}): Promise<{ token: string }> {
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
  limiter.recordSuccess(input.username, address);
  return { token: await issueToken(ctx.db, user.id) };
}

/** POST /api/logout/: revokes the token the request was made with. */
export async function logout({ ctx, token }: { ctx: ServiceContext; token: string }) {
  await ctx.db.delete(authTokens).where(eq(authTokens.key_hash, hashKey(token)));
  forgetToken(ctx.db, hashKey(token));
}

const isUniqueViolation = (err: unknown) => (err as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * POST /api/register/: the same answer (201, `signUpCheckEmail`) whether the address is new or
 * already has an account, so sign-up never tells who has one (issue 25). New: in one transaction
 * the user, its player, an unvalidated e-mail contact, a 7-day verification link and the welcome
 * e-mail; the person then logs in (no token is answered: an existing account's could not be).
 * Taken: the address's owner is e-mailed that someone tried, with how to sign in or reset. Both
 * paths hash the password first (scrypt: tens of milliseconds, far above the database work).
 */
export async function register({ ctx, input }: { ctx: ServiceContext; input: Register }): Promise<DetailResponse> {
  // A weak password is refused alike for a new address and a taken one.
  const password_hash = await hashNewPassword(input.password, passwordUserInputs(input.full_name, input.email));
  const tellOwner = () =>
    ctx.mailer.queue(ctx.db, accountExistsMail({ to: input.email, publicUrl: ctx.config.publicUrl }));
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) {
    await tellOwner();
    return { detail: authMessages.signUpCheckEmail };
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email: input.email, password_hash }).returning({ id: users.id });
      const { player, contact } = await createPlayerForUser(tx, {
        userId: user.id,
        fullName: input.full_name,
        email: input.email,
      });
      const key = await createUserLink(tx, { purpose: 'verify', userId: user.id, contactId: contact.id });
      await ctx.mailer.queue(
        tx,
        verificationMail({
          to: input.email,
          firstName: player.first_name,
          link: linkUrl(ctx.config.publicUrl, 'verified', key),
          welcome: true,
        }),
      );
    });
  } catch (err) {
    // Two sign-ups with one e-mail at the same moment: the unique index lets one win; the other is told as for a taken address.
    if (!isUniqueViolation(err)) throw err;
    await tellOwner();
  }
  return { detail: authMessages.signUpCheckEmail };
}

/** POST /api/verify-email/: validates the contact of a verification link; the link works once. */
export async function verifyEmail({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: VerifyEmail;
}): Promise<DetailResponse> {
  const verified = await ctx.db.transaction(async (tx) => {
    const link = await consumeUserLink(tx, 'verify', input.key);
    return link?.contact_id ? markContactValidated(tx, link.contact_id) : false;
  });
  if (!verified) throw invalid(authMessages.verifyLinkInvalid);
  return { detail: authMessages.emailVerified };
}

/** The job that makes a reset link and its e-mail after the request's answer (requestPasswordReset). */
export const PASSWORD_RESET_JOB = 'auth.password_reset';

/**
 * POST /api/password-reset/: the answer is the same whether an active account has this e-mail or
 * not, and so is the request's work: one job queued with the address, the same statement either
 * way (issue 25: a request that looked the account up took longer for a real one, 3.2 ms against
 * 1.9 ms on PostgreSQL). The job, after the answer, makes the 1-hour link and e-mails it when an
 * active account has the address, and does nothing otherwise. password-reset.test.ts compares the
 * statements.
 */
export async function requestPasswordReset({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: ForgotPassword;
}): Promise<DetailResponse> {
  await enqueue(ctx.db, PASSWORD_RESET_JOB, { email: input.email });
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

/** GET /api/user/: the logged-in user with its player (the web reads player_set[0]). */
export async function getCurrentUser({ ctx }: { ctx: ServiceContext }): Promise<User> {
  const actor = requireActor(ctx);
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId));
  return { ...user, player_set: [await getPlayerView(ctx.db, actor.playerId)] };
}
