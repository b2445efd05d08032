import { asc, eq, inArray } from 'drizzle-orm';
import type { PlayerClubAdmin, RoleCode } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { clubAdmins, clubs } from './clubs.tables';

// What other areas show about clubs next to their own rows: a player's view lists the clubs they
// follow, administer and coach at, by name.

/** The names of these clubs, by id (clubs that do not exist are left out). */
export async function clubNamesOf(db: Db | Tx, clubIds: readonly number[]): Promise<Map<number, string>> {
  if (!clubIds.length) return new Map();
  const rows = await db.select({ id: clubs.id, name: clubs.name }).from(clubs).where(inArray(clubs.id, [...new Set(clubIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** By club name, then id: how a player's lists of clubs are ordered. */
export const byClubName = <T extends { club_name: string; id: number }>(a: T, b: T) =>
  a.club_name < b.club_name ? -1 : a.club_name > b.club_name ? 1 : a.id - b.id;

/** The player's club administrator records with the club's name, oldest first. */
export async function listPlayerAdministrations(db: Db | Tx, playerId: number): Promise<PlayerClubAdmin[]> {
  const rows = await db
    .select({ id: clubAdmins.id, club: clubAdmins.club_id, club_name: clubs.name, status: clubAdmins.status, access: clubAdmins.access, roles: clubAdmins.roles })
    .from(clubAdmins)
    .innerJoin(clubs, eq(clubs.id, clubAdmins.club_id))
    .where(eq(clubAdmins.player_id, playerId))
    .orderBy(asc(clubAdmins.id));
  return rows.map((row) => ({ ...row, roles: row.roles as RoleCode[] }));
}
