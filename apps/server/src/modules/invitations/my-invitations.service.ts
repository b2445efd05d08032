import { and, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { invitationMessages, type DetailResponse, type InvitationKind, type MyInvitation } from '@rally/domain';
import { requireActor, type ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { hashKey } from '../../http/auth';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { approvePendingAdmin, insertClubAdmin } from '../clubs/club-admins.service';
import { verifiedEmailOf, namesAndEmailsOf } from '../players/people.service';
import { clubNamesOf, followClub } from '../clubs/player-clubs.service';
import { makeClubCoach } from '../coaches/coaches.service';
import { openNow } from './invitations.service';
import { clubInvitations } from './invitations.tables';
import * as clock from '../../clock';

// The invited player's side of invitations (the rules: invitations.service.ts): their open
// invitations, and their answer, which makes them a coach, an administrator or a follower of the
// club when they accept.

type Row = typeof clubInvitations.$inferSelect;

/** GET /api/invitation/: the caller's open invitations, newest first. */
export async function listMyInvitations({ ctx, input }: { ctx: ServiceContext; input: PageQuery }) {
  const actor = requireActor(ctx);
  // A player invitation (to follow a club) is answered from its e-mail's link, not listed here.
  const where = and(eq(clubInvitations.player_id, actor.playerId), openNow(), ne(clubInvitations.kind, 'player'));
  const [{ total }] = await ctx.db.select({ total: count() }).from(clubInvitations).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select({ row: clubInvitations })
    .from(clubInvitations)
    .where(where)
    .orderBy(sql`${clubInvitations.id} desc`)
    .limit(limit)
    .offset(offset);
  const inviters = await namesAndEmailsOf(
    ctx.db,
    rows.flatMap((r) => (r.row.invited_by ? [r.row.invited_by] : [])),
  );
  const clubNames = await clubNamesOf(
    ctx.db,
    rows.map((r) => r.row.club_id),
  );
  const results: MyInvitation[] = rows.map(({ row }) => ({
    id: row.id,
    club: row.club_id,
    club_name: clubNames.get(row.club_id) ?? '',
    kind: row.kind as InvitationKind,
    roles: row.roles,
    status: row.status,
    invited_by: (row.invited_by && inviters.get(row.invited_by)?.full_name) || '',
    created: row.created_at.toISOString(),
    expires: row.expires_at.toISOString(),
  }));
  return { count: total, rows: results };
}

/** What takes effect when the player accepts: the administrator record or the coach. */
async function applyInvitation(tx: Tx, row: Row, playerId: number) {
  if (row.kind === 'player') {
    await followClub(tx, { playerId, clubId: row.club_id });
    return;
  }
  if (row.kind === 'coach') {
    await makeClubCoach(tx, {
      clubId: row.club_id,
      playerId,
      settings: row.coach_settings ? { ...row.coach_settings } : null,
    });
    return;
  }
  const created = await insertClubAdmin(tx, { clubId: row.club_id, playerId, status: 'A', roles: row.roles });
  if (created) return;
  // They had applied meanwhile: the invitation answers the application. A suspended
  // administrator is not reinstated by an old invitation.
  if (!(await approvePendingAdmin(tx, { clubId: row.club_id, playerId, roles: row.roles })))
    throw invalid('You are already an administrator of this club.');
}

/**
 * POST /api/invitation/{id}/accept/ and /decline/, and /api/invitation/accept/ {key}: the invited
 * player answers. Someone else's invitation answers 404 like a missing one.
 */
export async function respondToInvitation({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id?: number; key?: string; accept: boolean };
}): Promise<DetailResponse> {
  const actor = requireActor(ctx);
  const followed = await ctx.db.transaction(async (tx) => {
    // By id: only the caller's own. By key: also a player invitation sent to someone not on Rally
    // then (no player yet): holding the e-mailed key is the proof, and it links them now.
    const mine = eq(clubInvitations.player_id, actor.playerId);
    const who =
      input.id !== undefined
        ? mine
        : or(mine, and(isNull(clubInvitations.player_id), eq(clubInvitations.kind, 'player')));
    const which =
      input.id !== undefined
        ? eq(clubInvitations.id, input.id)
        : eq(clubInvitations.key_hash, hashKey(input.key ?? ''));
    const [row] = await tx.select().from(clubInvitations).where(and(which, who)).for('update');
    if (!row) throw notFound(invitationMessages.notFound);
    if (row.status !== 'P' || row.expires_at <= clock.now()) throw invalid(invitationMessages.notPending);
    // The address it was sent to was verified then; a role still needs one now (following a club does not).
    if (input.accept && row.kind !== 'player' && !(await verifiedEmailOf(tx, actor.playerId)))
      throw invalid(invitationMessages.unverifiedApplicant);
    if (input.accept) await applyInvitation(tx, row, actor.playerId);
    await tx
      .update(clubInvitations)
      .set({ status: input.accept ? 'A' : 'D', responded_at: clock.now(), player_id: actor.playerId })
      .where(eq(clubInvitations.id, row.id));
    return input.accept && row.kind === 'player'
      ? ((await clubNamesOf(tx, [row.club_id])).get(row.club_id) ?? null)
      : null;
  });
  // Following a club from a player invitation's link: the page that opened it names the club.
  if (followed !== null) return { detail: `You now follow ${followed}.` };
  return { detail: input.accept ? invitationMessages.accepted : invitationMessages.declined };
}
