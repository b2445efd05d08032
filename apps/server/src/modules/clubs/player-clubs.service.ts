import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { clubs, playerFollowedClubs } from './clubs.tables';

// What other areas show about clubs next to their own rows (club names by id), and the clubs a
// player follows (their club_set; following makes them a player of the club).

/** The names of these clubs, by id (clubs that do not exist are left out). */
export async function clubNamesOf(db: Db | Tx, clubIds: readonly number[]): Promise<Map<number, string>> {
  if (!clubIds.length) return new Map();
  const rows = await db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(inArray(clubs.id, [...new Set(clubIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The names and contact e-mails of these clubs (a club may have none: ''), for telling them something. */
export async function clubContactsOf(db: Db | Tx, clubIds: readonly number[]) {
  if (!clubIds.length) return [];
  return db
    .select({ id: clubs.id, name: clubs.name, email: clubs.email })
    .from(clubs)
    .where(inArray(clubs.id, [...new Set(clubIds)]));
}

/** The player follows the club (nothing changes when they already do). */
export async function followClub(
  tx: Db | Tx,
  { playerId, clubId }: { playerId: number; clubId: number },
): Promise<void> {
  await tx.insert(playerFollowedClubs).values({ player_id: playerId, club_id: clubId }).onConflictDoNothing();
}

/** Which of these players follow the club. */
export async function followersAmong(db: Db | Tx, clubId: number, playerIds: readonly number[]): Promise<Set<number>> {
  if (!playerIds.length) return new Set();
  const rows = await db
    .select({ id: playerFollowedClubs.player_id })
    .from(playerFollowedClubs)
    .where(
      and(eq(playerFollowedClubs.club_id, clubId), inArray(playerFollowedClubs.player_id, [...new Set(playerIds)])),
    );
  return new Set(rows.map((r) => r.id));
}

/** The player follows exactly these clubs (ids without duplicates; the caller has checked they exist). */
export async function setFollowedClubs(tx: Db | Tx, playerId: number, clubIds: readonly number[]): Promise<void> {
  await tx
    .delete(playerFollowedClubs)
    .where(
      and(
        eq(playerFollowedClubs.player_id, playerId),
        clubIds.length ? notInArray(playerFollowedClubs.club_id, [...clubIds]) : undefined,
      ),
    );
  if (clubIds.length) {
    await tx
      .insert(playerFollowedClubs)
      .values(clubIds.map((club_id) => ({ player_id: playerId, club_id })))
      .onConflictDoNothing();
  }
}
