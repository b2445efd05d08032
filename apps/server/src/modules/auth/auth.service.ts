import { eq } from 'drizzle-orm';
import { authMessages, type DetailResponse, type ForgotPassword, type Login, type Register, type ResetPassword, type User, type VerifyEmail } from '@rally/domain';
import { requireActor, type ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { hashKey, newKey, TOKEN_TTL_MS } from '../../http/auth';
import { AppError, invalid } from '../../http/errors';
import { forgetToken, forgetUserTokens } from '../../http/token-cache';
import { getPlayerView } from '../players/player-view.service';
import { createPlayerForUser, findPlayerOfUser, markContactValidated } from '../players/players.service';
import { resetPasswordMail, verificationMail } from './auth.mails';
import { authTokens, users } from './auth.tables';
import type { LoginLimiter } from './login-limiter';
import { hashPassword, verifyPassword } from './password';
import { consumeUserLink, createResetLink, createUserLink, linkUrl, spendUserLinks } from './user-links.service';
import * as clock from '../../clock';

/** Issues a new 7-day token for a user; returns the key (only its hash is stored). */
export async function issueToken(db: Db | Tx, userId: number): Promise<string> {
  const key = newKey();
  await db.insert(authTokens).values({ key_hash: hashKey(key), user_id: userId, expires_at: new Date(clock.nowMs() + TOKEN_TTL_MS) });
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
export async function login({ ctx, input, limiter, address }: { ctx: ServiceContext; input: Login; limiter: LoginLimiter; address: string }): Promise<{ token: string }> {
  if (limiter.waitFor(input.username, address) > 0) throw tooManyAttempts();
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.username));
  const ok = user ? await verifyPassword(input.password, user.password_hash) : await verifyAgainstNothing(input.password);
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

const emailTaken = () => invalid(authMessages.emailTaken, { email: [authMessages.emailTaken] });
const isUniqueViolation = (err: unknown) => (err as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * POST /api/register/: in one transaction the user, its player, an unvalidated e-mail contact,
 * a 7-day verification link and the welcome e-mail in the outbox; the jobs worker delivers it.
 */
export async function register({ ctx, input }: { ctx: ServiceContext; input: Register }): Promise<{ token: string }> {
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw emailTaken();
  const password_hash = await hashPassword(input.password);
  let token: string;
  try {
    token = await ctx.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email: input.email, password_hash }).returning({ id: users.id });
      const { player, contact } = await createPlayerForUser(tx, { userId: user.id, fullName: input.full_name, email: input.email });
      const key = await createUserLink(tx, { purpose: 'verify', userId: user.id, contactId: contact.id });
      await ctx.mailer.queue(
        tx,
        verificationMail({ to: input.email, firstName: player.first_name, link: linkUrl(ctx.config.publicUrl, 'verified', key), welcome: true }),
      );
      return issueToken(tx, user.id);
    });
  } catch (err) {
    // Two sign-ups with one e-mail at the same moment: the unique index lets one win.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  return { token };
}

/** POST /api/verify-email/: validates the contact of a verification link; the link works once. */
export async function verifyEmail({ ctx, input }: { ctx: ServiceContext; input: VerifyEmail }): Promise<DetailResponse> {
  const verified = await ctx.db.transaction(async (tx) => {
    const link = await consumeUserLink(tx, 'verify', input.key);
    return link?.contact_id ? markContactValidated(tx, link.contact_id) : false;
  });
  if (!verified) throw invalid(authMessages.verifyLinkInvalid);
  return { detail: authMessages.emailVerified };
}

/**
 * POST /api/password-reset/: e-mails a 1-hour reset link when an active account has this
 * e-mail; the answer is the same either way, and so is the work up to the e-mail: an unknown
 * address runs the same transaction with the same statements (the player lookup and the link
 * INSERT aimed at no user), so the time taken does not say whether the account exists. Only the
 * mail itself is queued for a real account alone. password-reset.test.ts compares the statements.
 */
export async function requestPasswordReset({ ctx, input }: { ctx: ServiceContext; input: ForgotPassword }): Promise<DetailResponse> {
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, is_active: users.is_active }).from(users).where(eq(users.email, input.email));
    const userId = user?.is_active ? user.id : 0;
    const player = await findPlayerOfUser(tx, userId);
    const key = await createResetLink(tx, userId);
    if (!userId) return;
    await ctx.mailer.queue(tx, resetPasswordMail({ to: input.email, firstName: player?.first_name ?? '', link: linkUrl(ctx.config.publicUrl, 'reset-password', key) }));
  });
  return { detail: authMessages.resetRequested };
}

/**
 * POST /api/password-reset/confirm/: sets the new password, spends every reset link of the user
 * and revokes all their tokens (a stolen session ends with the reset).
 */
export async function confirmPasswordReset({ ctx, input, limiter }: { ctx: ServiceContext; input: ResetPassword; limiter: LoginLimiter }): Promise<DetailResponse> {
  const password_hash = await hashPassword(input.password);
  const reset = await ctx.db.transaction(async (tx) => {
    const link = await consumeUserLink(tx, 'reset', input.key);
    if (!link) return null;
    const [user] = await tx.update(users).set({ password_hash }).where(eq(users.id, link.user_id)).returning({ email: users.email });
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
  const [user] = await ctx.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, actor.userId));
  return { ...user, player_set: [await getPlayerView(ctx.db, actor.playerId)] };
}
