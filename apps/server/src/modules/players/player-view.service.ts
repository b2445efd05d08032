import { asc, eq } from 'drizzle-orm';
import type { Player, PlayerClubAdmin, PlayerCoach, RoleCode } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import { clubAdmins, clubs } from '../clubs/clubs.tables';
import { clubCoaches, coaches } from '../coaches/coaches.tables';
import { contacts, playerFollowedClubs, players } from './players.tables';

// The Player of GET /api/user/ and PATCH /api/player/{id}/ (docs/api-frame.md). Besides this
// area's tables it reads the clubs and coaches tables: those areas have no service with these
// reads yet. Only read functions live here, each small, so they can move into clubs.service and
// coaches.service unchanged when those exist.

/** The player's contacts, oldest first. */
export async function listPlayerContacts(db: Db | Tx, playerId: number) {
  return db
    .select({ id: contacts.id, kind: contacts.kind, value: contacts.value, validated: contacts.validated })
    .from(contacts)
    .where(eq(contacts.player_id, playerId))
    .orderBy(asc(contacts.id));
}

/** The clubs the player follows, by name. Reads the clubs table (clubs area). */
async function listFollowedClubs(db: Db | Tx, playerId: number) {
  return db
    .select({ id: clubs.id, name: clubs.name })
    .from(playerFollowedClubs)
    .innerJoin(clubs, eq(clubs.id, playerFollowedClubs.club_id))
    .where(eq(playerFollowedClubs.player_id, playerId))
    .orderBy(asc(clubs.name), asc(clubs.id));
}

/** The player's club administrator records with the club's name. Reads the clubs area's tables. */
async function listPlayerClubAdmins(db: Db | Tx, playerId: number): Promise<PlayerClubAdmin[]> {
  const rows = await db
    .select({ id: clubAdmins.id, club: clubAdmins.club_id, club_name: clubs.name, status: clubAdmins.status, access: clubAdmins.access, roles: clubAdmins.roles })
    .from(clubAdmins)
    .innerJoin(clubs, eq(clubs.id, clubAdmins.club_id))
    .where(eq(clubAdmins.player_id, playerId))
    .orderBy(asc(clubAdmins.id));
  return rows.map((row) => ({ ...row, roles: row.roles as RoleCode[] }));
}

/**
 * The player's coach record and the clubs they coach at, or null. Reads the coaches tables
 * directly because the coaches area has no service yet; move it to coaches.service then.
 */
export async function findCoachOfPlayer(db: Db | Tx, playerId: number): Promise<PlayerCoach | null> {
  const [coach] = await db.select({ id: coaches.id, ttype: coaches.ttype }).from(coaches).where(eq(coaches.player_id, playerId));
  if (!coach) return null;
  const coachClubs = await db
    .select({ id: clubCoaches.id, club: clubCoaches.club_id, club_name: clubs.name })
    .from(clubCoaches)
    .innerJoin(clubs, eq(clubs.id, clubCoaches.club_id))
    .where(eq(clubCoaches.coach_id, coach.id))
    .orderBy(asc(clubs.name), asc(clubCoaches.id));
  return { ...coach, coach_clubs: coachClubs };
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
    listPlayerClubAdmins(db, playerId),
    findCoachOfPlayer(db, playerId),
  ]);
  return { ...player, contact_set, club_set, club_admin_set, coach };
}
