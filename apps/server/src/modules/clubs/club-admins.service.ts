import { and, asc, count, eq } from 'drizzle-orm';
import {
  ALREADY_APPLIED_MESSAGE,
  type AdminStatus,
  type ApplyClubAdmin,
  type ClubAdmin,
  type ClubAdminRecord,
  type RoleCode,
} from '@rally/domain';
import type { Db, Tx } from '../../db/client';
import { requireActor, type ServiceContext } from '../../context';
import { invalid } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { clubAdmins, clubs } from './clubs.tables';
import { getClubRow } from './club-reads.service';

type AdminRow = typeof clubAdmins.$inferSelect;

/** A stored administrator record in the API's shape. */
const toRecord = (row: AdminRow): ClubAdminRecord => ({
  id: row.id,
  player: row.player_id,
  club: row.club_id,
  status: row.status,
  access: row.access,
  roles: row.roles as RoleCode[],
});

/**
 * Adds an administrator record unless the player already has one at the club (then null). The
 * unique (club, player) constraint decides, so two concurrent requests cannot both add one.
 * Applying (below) and, later, an AGENT adding an administrator both go through here.
 */
export async function insertClubAdmin(
  tx: Db | Tx,
  values: { clubId: number; playerId: number; status: AdminStatus; roles: RoleCode[]; access?: string },
): Promise<ClubAdminRecord | null> {
  const [row] = await tx
    .insert(clubAdmins)
    .values({
      club_id: values.clubId,
      player_id: values.playerId,
      status: values.status,
      roles: values.roles,
      access: values.access ?? 'S',
    })
    .onConflictDoNothing({ target: [clubAdmins.club_id, clubAdmins.player_id] })
    .returning();
  return row ? toRecord(row) : null;
}

/** POST /api/clubadmin/ {club} by a player: applies to administer the club (pending, access 'S', no roles). */
export async function applyToAdminister({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: ApplyClubAdmin;
}): Promise<ClubAdminRecord> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    await getClubRow(tx, input.club);
    const created = await insertClubAdmin(tx, { clubId: input.club, playerId: actor.playerId, status: 'P', roles: [] });
    // A suspended or active administrator re-applying is refused the same way as a second application.
    if (!created) throw invalid(ALREADY_APPLIED_MESSAGE);
    return created;
  });
}

/**
 * GET /api/clubadmin/?player=: the caller's own administrator records, oldest first. The list is
 * scoped to the caller, so asking for another player's id gives an empty page (as a DRF filter on
 * an owner-scoped list does) and never says whether that player has any.
 */
export async function listPlayerClubAdmins({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: PageQuery & { player?: number };
}) {
  const actor = requireActor(ctx);
  if (input.player !== undefined && input.player !== actor.playerId) return { count: 0, rows: [] as ClubAdmin[] };
  const where = eq(clubAdmins.player_id, actor.playerId);
  const [{ total }] = await ctx.db.select({ total: count() }).from(clubAdmins).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select({ admin: clubAdmins, club_name: clubs.name })
    .from(clubAdmins)
    .innerJoin(clubs, eq(clubs.id, clubAdmins.club_id))
    .where(where)
    .orderBy(asc(clubAdmins.id))
    .limit(limit)
    .offset(offset);
  return { count: total, rows: rows.map(({ admin, club_name }): ClubAdmin => ({ ...toRecord(admin), club_name })) };
}

/** A pending application (status P) of the player becomes active with these roles; false when there was none. */
export async function approvePendingAdmin(
  tx: Db | Tx,
  { clubId, playerId, roles }: { clubId: number; playerId: number; roles: RoleCode[] },
): Promise<boolean> {
  const [row] = await tx
    .update(clubAdmins)
    .set({ status: 'A', roles })
    .where(and(eq(clubAdmins.club_id, clubId), eq(clubAdmins.player_id, playerId), eq(clubAdmins.status, 'P')))
    .returning({ id: clubAdmins.id });
  return Boolean(row);
}
