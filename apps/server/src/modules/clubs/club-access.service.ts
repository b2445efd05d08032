import { and, eq } from 'drizzle-orm';
import { areaAccess, canEnter, type Area, type ClubStanding, type RoleCode } from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import type { ServiceContext } from '../../context';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { clubAdmins, clubs } from './clubs.tables';
import { clubCoaches, coaches } from '../coaches/coaches.tables';

/** A player's standing at one club: administrator status and roles, and whether they coach there. */
export async function findClubStanding(db: Db | Tx, clubId: number, playerId: number): Promise<ClubStanding> {
  const [admin] = await db
    .select({ status: clubAdmins.status, roles: clubAdmins.roles })
    .from(clubAdmins)
    .where(and(eq(clubAdmins.club_id, clubId), eq(clubAdmins.player_id, playerId)));
  const [coach] = await db
    .select({ id: clubCoaches.id })
    .from(clubCoaches)
    .innerJoin(coaches, eq(coaches.id, clubCoaches.coach_id))
    .where(and(eq(clubCoaches.club_id, clubId), eq(coaches.player_id, playerId)));
  return {
    adminStatus: admin?.status ?? null,
    roles: (admin?.roles ?? []) as RoleCode[],
    isCoach: Boolean(coach),
  };
}

/**
 * The access check of every club route (spec 1 §6). Someone with no standing at the club gets
 * 404, so another club's records are never even confirmed to exist; an administrator whose roles
 * do not cover the area gets 403.
 */
export async function assertClubArea(ctx: Pick<ServiceContext, 'db' | 'actor'>, clubId: number, area: Area): Promise<ClubStanding> {
  if (!ctx.actor) throw unauthorized();
  const [club] = await ctx.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw notFound('Club not found.');
  const standing = await findClubStanding(ctx.db, clubId, ctx.actor.playerId);
  if (canEnter(area, standing)) return standing;
  const known = standing.adminStatus === 'A' || standing.isCoach;
  if (!known) throw notFound('Club not found.');
  throw forbidden(areaAccess[area].refusal);
}
