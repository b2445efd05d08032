import { eq, sql } from 'drizzle-orm';
import { canEnter, type AdminStatus, type Area, type ClubStanding, type RoleCode } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import type { ServiceContext } from '../../context';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { clubAdmins, clubs } from './clubs.tables';
import { clubCoaches, coaches } from '../coaches/coaches.tables';

/**
 * Whether the club exists and, when it does, the player's standing there: one round trip (every
 * club route asks this before anything else, so it is worth one SELECT, not three).
 */
async function readClubStanding(db: Db | Tx, clubId: number, playerId: number): Promise<ClubStanding | null> {
  const [row] = await db
    .select({
      admin: sql<{ status: AdminStatus; roles: RoleCode[] } | null>`(select json_build_object('status', a.status, 'roles', a.roles)
        from ${clubAdmins} a where a.club_id = ${clubId} and a.player_id = ${playerId})`,
      isCoach: sql<boolean>`exists (select 1 from ${clubCoaches} cc join ${coaches} co on co.id = cc.coach_id
        where cc.club_id = ${clubId} and co.player_id = ${playerId})`,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!row) return null;
  return { adminStatus: row.admin?.status ?? null, roles: row.admin?.roles ?? [], isCoach: Boolean(row.isCoach) };
}

/** A player's standing at one club: administrator status and roles, and whether they coach there. */
export async function findClubStanding(db: Db | Tx, clubId: number, playerId: number): Promise<ClubStanding> {
  return (await readClubStanding(db, clubId, playerId)) ?? { adminStatus: null, roles: [], isCoach: false };
}

/**
 * The access check of every club route (spec 1 §6). Someone with no standing at the club gets
 * 404, so another club's records are never even confirmed to exist; an administrator whose roles
 * do not cover the area gets 403.
 */
export async function assertClubArea(ctx: Pick<ServiceContext, 'db' | 'actor'>, clubId: number, area: Area): Promise<ClubStanding> {
  if (!ctx.actor) throw unauthorized();
  const standing = await readClubStanding(ctx.db, clubId, ctx.actor.playerId);
  if (!standing) throw notFound('Club not found.');
  if (canEnter(area, standing)) return standing;
  const known = standing.adminStatus === 'A' || standing.isCoach;
  if (!known) throw notFound('Club not found.');
  throw forbidden();
}
