import { and, count, eq } from 'drizzle-orm';
import { normaliseFullName, playerMessages, splitFullName, type DetailResponse, type Player } from '@rally/domain';
import { requireActor, type ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { emit } from '../../events/bus';
import { verificationMail } from '../auth/index';
import { createUserLink, linkUrl } from '../auth/user-links.service';
import { getPlayerView } from './player-view.service';
import { contacts, playerPhotos, players } from './players.tables';

/** Creates the player of a new user with its (unvalidated, primary) e-mail contact; part of registration. */
export async function createPlayerForUser(
  tx: Tx,
  { userId, fullName, email }: { userId: number; fullName: string; email: string },
) {
  const full_name = normaliseFullName(fullName);
  const [player] = await tx
    .insert(players)
    .values({ user_id: userId, full_name, ...splitFullName(full_name) })
    .returning({ id: players.id, first_name: players.first_name });
  const [contact] = await tx
    .insert(contacts)
    .values({ player_id: player.id, kind: 'E', value: email, validated: false, primary: true })
    .returning({ id: contacts.id });
  return { player, contact };
}

/** The player of a user (id, first and full name), or undefined. */
export async function findPlayerOfUser(db: Db | Tx, userId: number) {
  const [player] = await db
    .select({ id: players.id, first_name: players.first_name, full_name: players.full_name })
    .from(players)
    .where(eq(players.user_id, userId));
  return player;
}

/**
 * Marks an e-mail contact validated and tells the other areas (player.emailVerified: the clubs'
 * registers link their members under that address to the player, `is_user`); false when the
 * contact no longer exists.
 */
export async function markContactValidated(tx: Db | Tx, contactId: number): Promise<boolean> {
  const [contact] = await tx
    .update(contacts)
    .set({ validated: true })
    .where(eq(contacts.id, contactId))
    .returning({ playerId: contacts.player_id, kind: contacts.kind, value: contacts.value });
  if (!contact) return false;
  if (contact.kind === 'E')
    await emit(tx, 'player.emailVerified', { playerId: contact.playerId, email: contact.value });
  return true;
}

/** The current player's Player. */
export async function getCurrentPlayer({ ctx }: { ctx: ServiceContext }): Promise<Player> {
  return getPlayerView(ctx.db, requireActor(ctx).playerId);
}

/**
 * GET /api/contact/?player=: the caller's contacts. The list is always the caller's own; the
 * `player` filter narrows it, so another player's id gives an empty page (never their contacts).
 */
export async function listContacts({ ctx, input }: { ctx: ServiceContext; input: PageQuery & { player?: number } }) {
  const { playerId } = requireActor(ctx);
  if (input.player !== undefined && input.player !== playerId) return { count: 0, rows: [] };
  const [{ total }] = await ctx.db.select({ total: count() }).from(contacts).where(eq(contacts.player_id, playerId));
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select({ id: contacts.id, kind: contacts.kind, value: contacts.value, validated: contacts.validated })
    .from(contacts)
    .where(eq(contacts.player_id, playerId))
    .orderBy(contacts.id)
    .limit(limit)
    .offset(offset);
  return { count: total, rows };
}

/** POST /api/contact/{id}/send_validation/: e-mails a new verification link for one's own unvalidated address. */
export async function sendContactValidation({
  ctx,
  contactId,
}: {
  ctx: ServiceContext;
  contactId: number;
}): Promise<DetailResponse> {
  const actor = requireActor(ctx);
  const [contact] = await ctx.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.player_id, actor.playerId)));
  if (!contact) throw notFound('Contact not found.');
  if (contact.kind !== 'E') throw invalid(playerMessages.notAnEmail);
  if (contact.validated) throw invalid(playerMessages.alreadyVerified);
  await ctx.db.transaction(async (tx) => {
    const player = await findPlayerOfUser(tx, actor.userId);
    const key = await createUserLink(tx, { purpose: 'verify', userId: actor.userId, contactId: contact.id });
    await ctx.mailer.queue(
      tx,
      verificationMail({
        to: contact.value,
        firstName: player?.first_name ?? '',
        link: linkUrl(ctx.config.publicUrl, 'verified', key),
        welcome: false,
      }),
    );
  });
  return { detail: playerMessages.validationSent(contact.value) };
}

/** Renames the player (the account area's PATCH /api/player/{id}/): the name normalised and split. */
export async function renamePlayer(tx: Db | Tx, playerId: number, fullName: string): Promise<void> {
  const full_name = normaliseFullName(fullName);
  await tx
    .update(players)
    .set({ full_name, ...splitFullName(full_name) })
    .where(eq(players.id, playerId));
}

/** The profile fields of the Me page, each left alone when undefined. */
export type PlayerProfileChange = {
  gender?: 'U' | 'M' | 'F';
  dob?: string | null;
  ntrp_level?: number | null;
  phone?: string;
};

/**
 * Saves the player's own profile (the account area's PATCH /api/player/{id}/): gender, date of
 * birth and NTRP level on the player; the phone as their one phone contact ('' removes it). Tells
 * the other areas what changed (player.profileChanged: the clubs' registers copy it to the
 * player's linked members, docs/account.md).
 */
export async function savePlayerProfile(tx: Tx, playerId: number, change: PlayerProfileChange): Promise<void> {
  const { phone, gender, dob, ntrp_level } = change;
  const fields = {
    ...(gender !== undefined && { gender }),
    ...(dob !== undefined && { dob }),
    ...(ntrp_level !== undefined && { ntrp_level: ntrp_level === null ? null : ntrp_level.toFixed(1) }),
  };
  if (Object.keys(fields).length) await tx.update(players).set(fields).where(eq(players.id, playerId));
  if (phone !== undefined) {
    await tx.delete(contacts).where(and(eq(contacts.player_id, playerId), eq(contacts.kind, 'P')));
    if (phone.trim())
      await tx
        .insert(contacts)
        .values({ player_id: playerId, kind: 'P', value: phone.trim(), validated: false, primary: true });
  }
  // Only what was given: a rename alone tells nobody.
  const given = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as PlayerProfileChange;
  if (Object.keys(given).length) await emit(tx, 'player.profileChanged', { playerId, ...given });
}

/** Adds an unvalidated, not primary e-mail contact (a new login address waiting for its link); its id. */
export async function addEmailContact(tx: Tx, playerId: number, email: string): Promise<number> {
  const [contact] = await tx
    .insert(contacts)
    .values({ player_id: playerId, kind: 'E', value: email, validated: false, primary: false })
    .returning({ id: contacts.id });
  return contact.id;
}

/**
 * Makes an e-mail contact the player's primary one (the login address changed to it): validated
 * (markContactValidated: the clubs' registers link their members under it), the others not
 * primary. Its address, or null when the contact is gone.
 */
export async function makePrimaryEmail(tx: Tx, contactId: number): Promise<string | null> {
  const [contact] = await tx.select().from(contacts).where(eq(contacts.id, contactId));
  if (!contact || contact.kind !== 'E') return null;
  await tx
    .update(contacts)
    .set({ primary: false })
    .where(and(eq(contacts.player_id, contact.player_id), eq(contacts.kind, 'E')));
  await tx.update(contacts).set({ primary: true }).where(eq(contacts.id, contactId));
  await markContactValidated(tx, contactId);
  return contact.value;
}

/** The name a deleted player's records show (payments, bookings, matches keep pointing at the player). */
export const DELETED_PLAYER_NAME = 'Deleted player';

/**
 * Erases a player's personal data (their account was deleted): the name replaced, gender, date of
 * birth and level cleared, every contact removed, the login unlinked. The row
 * stays, so the records that point at it (payments above all) stay whole.
 */
export async function anonymisePlayer(tx: Tx, playerId: number): Promise<void> {
  await tx
    .update(players)
    .set({
      full_name: DELETED_PLAYER_NAME,
      ...splitFullName(DELETED_PLAYER_NAME),
      gender: 'U',
      dob: null,
      ntrp_level: null,
      user_id: null,
    })
    .where(eq(players.id, playerId));
  await tx.delete(contacts).where(eq(contacts.player_id, playerId));
  await tx.delete(playerPhotos).where(eq(playerPhotos.player_id, playerId));
}
