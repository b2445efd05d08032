import {
  authMessages,
  passwordUserInputs,
  playerMessages,
  playerProfileMessages,
  type DetailResponse,
  type Player,
  type Register,
  type UpdatePlayer,
  type User,
  type VerifyEmail,
} from '@rally/domain';
import { requireActor, type ServiceContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { accountExistsMail, hashNewPassword, verificationMail } from '../auth/index';
import { consumeUserLink, createUserLink, linkUrl } from '../auth/user-links.service';
import { createUser, findUser, findUserByEmail } from '../auth/users.service';
import { clubNamesOf, setFollowedClubs } from '../clubs/player-clubs.service';
import { getPlayerView } from '../players/player-view.service';
import { createPlayerForUser, markContactValidated, renamePlayer, savePlayerProfile } from '../players/players.service';
import * as clock from '../../clock';
import { applyEmailChange } from './account-security.service';

// A person's own account (docs/api-frame.md): signing up, verifying an address, the logged-in user
// and changes to their player. It builds on the logins (auth), the people (players) and the clubs
// they follow, so it sits above all three (docs/DEVELOPING.md "Areas depend one way").

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
  if (await findUserByEmail(ctx.db, input.email)) {
    await tellOwner();
    return { detail: authMessages.signUpCheckEmail };
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const user = await createUser(tx, { email: input.email, password_hash });
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

/**
 * POST /api/verify-email/: validates the contact of a verification link, or makes a new login
 * address the account's (account-security.service.ts); the link works once.
 * The players area tells the others (the event player.emailVerified: the clubs' registers link
 * their members with the address).
 */
export async function verifyEmail({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: VerifyEmail;
}): Promise<DetailResponse> {
  const answer = await ctx.db.transaction(async (tx) => {
    const link = await consumeUserLink(tx, 'verify', input.key);
    if (link?.contact_id && (await markContactValidated(tx, link.contact_id)))
      return { detail: authMessages.emailVerified };
    // The link of a new login address (the Me page's change of e-mail) opens the same page.
    return applyEmailChange(ctx, tx, input.key);
  });
  if (!answer) throw invalid(authMessages.verifyLinkInvalid);
  return answer;
}

/** GET /api/user/: the logged-in user with its player (the web reads player_set[0]). */
export async function getCurrentUser({ ctx }: { ctx: ServiceContext }): Promise<User> {
  const actor = requireActor(ctx);
  const user = (await findUser(ctx.db, actor.userId))!;
  return { ...user, player_set: [await getPlayerView(ctx.db, actor.playerId)] };
}

/**
 * PATCH /api/player/{id}/: renames the caller's player, replaces the clubs they follow and/or
 * changes their profile (gender, dob, ntrp_level, phone: the Me page, docs/account.md). Another
 * player's id answers 404, like an id that does not exist.
 */
export async function updatePlayer({
  ctx,
  playerId,
  input,
}: {
  ctx: ServiceContext;
  playerId: number;
  input: UpdatePlayer;
}): Promise<Player> {
  const actor = requireActor(ctx);
  if (playerId !== actor.playerId) throw notFound('Player not found.');
  const clubIds = input.club_set ? [...new Set(input.club_set)] : undefined; // duplicates would break the composite key
  if (clubIds?.length) {
    const known = await clubNamesOf(ctx.db, clubIds);
    if (known.size !== clubIds.length)
      throw invalid(playerMessages.unknownClub, { club_set: [playerMessages.unknownClub] });
  }
  // The latest zone on earth: a date of birth of "today" anywhere is accepted.
  if (input.dob && input.dob > clock.todayIn('Pacific/Kiritimati'))
    throw invalid(playerProfileMessages.dobInFuture, { dob: [playerProfileMessages.dobInFuture] });
  const { gender, dob, ntrp_level, phone } = input;
  await ctx.db.transaction(async (tx) => {
    if (input.full_name !== undefined) await renamePlayer(tx, playerId, input.full_name);
    if (clubIds) await setFollowedClubs(tx, playerId, clubIds);
    await savePlayerProfile(tx, playerId, { gender, dob, ntrp_level, phone });
  });
  return getPlayerView(ctx.db, playerId);
}
