import { asc, eq } from 'drizzle-orm';
import type { Player } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import { byClubName, clubNamesOf, listPlayerAdministrations } from '../clubs/player-clubs.service';
import { findCoachOfPlayer } from '../coaches/coach-of-player.service';
import { contacts, playerFollowedClubs, players } from './players.tables';

// The Player of GET /api/user/ and PATCH /api/player/{id}/ (docs/api-frame.md): this area's rows,
// and what the clubs and coaches areas' services say about the player.

/** The player's contacts, oldest first. */
export async function listPlayerContacts(db: Db | Tx, playerId: number) {
  return db
    .select({ id: contacts.id, kind: contacts.kind, value: contacts.value, validated: contacts.validated })
    .from(contacts)
    .where(eq(contacts.player_id, playerId))
    .orderBy(asc(contacts.id));
}

/** The clubs the player follows, by name (the clubs area gives the names). */
async function listFollowedClubs(db: Db | Tx, playerId: number) {
  const rows = await db.select({ id: playerFollowedClubs.club_id }).from(playerFollowedClubs).where(eq(playerFollowedClubs.player_id, playerId));
  const names = await clubNamesOf(db, rows.map((r) => r.id));
  return rows
    .map((r) => ({ id: r.id, club_name: names.get(r.id) ?? '' }))
    .sort(byClubName)
    .map(({ id, club_name }) => ({ id, name: club_name }));
}

/** The whole Player of a player id; 404 when there is none. */
export async function getPlayerView(db: Db | Tx, playerId: number): Promise<Player> {
  const [player] = await db
    .select({ id: players.id, full_name: players.full_name, stripe_customer: players.stripe_customer })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw notFound('Player not found.');
  const [contact_set, club_set, club_admin_set, coach] = await Promise.all([
    listPlayerContacts(db, playerId),
    listFollowedClubs(db, playerId),
    listPlayerAdministrations(db, playerId),
    findCoachOfPlayer(db, playerId),
  ]);
  return { ...player, contact_set, club_set, club_admin_set, coach };
}
