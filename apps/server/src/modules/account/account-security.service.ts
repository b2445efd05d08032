import {
  accountMessages,
  authMessages,
  passwordUserInputs,
  type ChangeEmail,
  type ChangePassword,
  type DeleteAccount,
  type DetailResponse,
} from '@rally/domain';
import { randomBytes } from 'node:crypto';
import { emit } from '../../events/bus';
import { setFollowedClubs } from '../clubs/player-clubs.service';
import { requireActor, type ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { accountExistsMail, changeEmailMail, emailChangedMail, hashNewPassword } from '../auth/index';
import {
  closeLogin,
  endSessions,
  forgetEndedSessions,
  isCurrentPassword,
  setLoginEmail,
  setPasswordHash,
} from '../auth/sessions.service';
import { consumeUserLink, createUserLink, linkUrl } from '../auth/user-links.service';
import { findUser, findUserByEmail } from '../auth/users.service';
import { addEmailContact, anonymisePlayer, findPlayerOfUser, makePrimaryEmail } from '../players/players.service';

// The Me page's account commands (docs/account.md "Account"): a new password, a new login
// address (verified at the new address before it takes effect) and signing out everywhere.

const isUniqueViolation = (err: unknown) => (err as { cause?: { code?: string } })?.cause?.code === '23505';

async function requireCurrentPassword(ctx: ServiceContext, userId: number, password: string, field: string) {
  if (!(await isCurrentPassword(ctx.db, userId, password)))
    throw invalid(accountMessages.wrongPassword, { [field]: [accountMessages.wrongPassword] });
}

/**
 * POST /api/user/change-password/: the current password checked, the new one held to the
 * password rules (the strength estimate with the person's name and address); every other
 * session of the user ends, the one asking stays signed in.
 */
export async function changePassword({
  ctx,
  token,
  input,
}: {
  ctx: ServiceContext;
  token: string;
  input: ChangePassword;
}): Promise<DetailResponse> {
  const { userId } = requireActor(ctx);
  await requireCurrentPassword(ctx, userId, input.current_password, 'current_password');
  const user = (await findUser(ctx.db, userId))!;
  const player = await findPlayerOfUser(ctx.db, userId);
  const hash = await hashNewPassword(input.password, passwordUserInputs(player?.full_name ?? '', user.email));
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, hash);
    await endSessions(tx, userId, token);
  });
  forgetEndedSessions(ctx.db, userId);
  return { detail: accountMessages.passwordChanged };
}

/**
 * POST /api/user/change-email/: the current password checked; a 7-day link to the new address
 * (an unvalidated contact of the player until then). An address another account logs in with
 * gets the same answer, no link, and its owner is told someone tried (sign-up's way: issue 25).
 */
export async function changeEmail({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: ChangeEmail;
}): Promise<DetailResponse> {
  const { userId, playerId } = requireActor(ctx);
  await requireCurrentPassword(ctx, userId, input.password, 'password');
  const user = (await findUser(ctx.db, userId))!;
  if (user.email === input.email) throw invalid(accountMessages.sameEmail, { email: [accountMessages.sameEmail] });
  if (await findUserByEmail(ctx.db, input.email)) {
    await ctx.mailer.queue(ctx.db, accountExistsMail({ to: input.email, publicUrl: ctx.config.publicUrl }));
    return { detail: accountMessages.emailLinkSent(input.email) };
  }
  await ctx.db.transaction(async (tx) => {
    const contactId = await addEmailContact(tx, playerId, input.email);
    const key = await createUserLink(tx, { purpose: 'email', userId, contactId });
    const player = await findPlayerOfUser(tx, userId);
    await ctx.mailer.queue(
      tx,
      changeEmailMail({
        to: input.email,
        firstName: player?.first_name ?? '',
        link: linkUrl(ctx.config.publicUrl, 'verified', key),
      }),
    );
  });
  return { detail: accountMessages.emailLinkSent(input.email) };
}

/**
 * The link of a new login address, opened (POST /api/verify-email/ with its key): the address
 * becomes the login and the player's primary, validated e-mail, and the old address is told.
 * Null when the key is no such link; refused when another account took the address meanwhile.
 */
export async function applyEmailChange(ctx: ServiceContext, tx: Tx, key: string): Promise<DetailResponse | null> {
  const link = await consumeUserLink(tx, 'email', key);
  if (!link?.contact_id) return null;
  const old = (await findUser(tx, link.user_id))!;
  const email = await makePrimaryEmail(tx, link.contact_id);
  if (!email) throw invalid(authMessages.verifyLinkInvalid);
  try {
    await setLoginEmail(tx, link.user_id, email);
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid(authMessages.verifyLinkInvalid);
    throw err;
  }
  const player = await findPlayerOfUser(tx, link.user_id);
  await ctx.mailer.queue(
    tx,
    emailChangedMail({
      to: old.email,
      firstName: player?.first_name ?? '',
      newEmail: email,
      publicUrl: ctx.config.publicUrl,
    }),
  );
  return { detail: accountMessages.emailChanged };
}

/** POST /api/user/logout-everywhere/: every session of the caller ends, this one too. */
export async function logoutEverywhere({ ctx }: { ctx: ServiceContext }): Promise<void> {
  const { userId } = requireActor(ctx);
  await endSessions(ctx.db, userId);
  forgetEndedSessions(ctx.db, userId);
}

/**
 * POST /api/user/delete/ (the current password and the words typed): in one transaction the areas
 * holding copies of the person erase or unlink them and the clubs that list them are told
 * (player.accountDeleted), the clubs followed are dropped, the player is anonymised (its row and
 * the records pointing at it stay: payments are kept as the law requires, under 'Deleted player')
 * and the login is closed. docs/account.md "Deleting the account".
 */
export async function deleteAccount({ ctx, input }: { ctx: ServiceContext; input: DeleteAccount }): Promise<void> {
  const { userId, playerId } = requireActor(ctx);
  await requireCurrentPassword(ctx, userId, input.password, 'password');
  const user = (await findUser(ctx.db, userId))!;
  const player = await findPlayerOfUser(ctx.db, userId);
  const unusable = await hashNewPassword(randomBytes(24).toString('base64url'));
  await ctx.db.transaction(async (tx) => {
    await emit(tx, 'player.accountDeleted', { playerId, name: player?.full_name ?? '', email: user.email });
    await setFollowedClubs(tx, playerId, []);
    await anonymisePlayer(tx, playerId);
    await closeLogin(tx, userId, unusable);
  });
  forgetEndedSessions(ctx.db, userId);
}
