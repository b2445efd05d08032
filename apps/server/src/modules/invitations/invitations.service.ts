import { and, asc, count, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import {
  addClubAdminSchema,
  addCoachSchema,
  fieldErrorsOf,
  INVITATION_TTL_DAYS,
  invitationMessages,
  type AddCoach,
  type ClubInvitation,
  type DetailResponse,
  type InvitationKind,
  type MyInvitation,
  type RoleCode,
} from '@rally/domain';
import { requireActor, type ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { hashKey, newKey } from '../../http/auth';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { assertClubArea } from '../clubs/club-access.service';
import { hasAdminRecord } from '../clubs/club-admin-management.service';
import { approvePendingAdmin, insertClubAdmin } from '../clubs/club-admins.service';
import {
  findPlayerIdByVerifiedEmail,
  namesAndEmailsOf,
  playerExists,
  verifiedEmailOf,
} from '../players/people.service';
import { getClubRow } from '../clubs/club-reads.service';
import { clubNamesOf, followClub } from '../clubs/player-clubs.service';
import { isCoachAt, makeClubCoach } from '../coaches/coaches.service';
import { invitationMail } from './invitations.mails';
import { clubInvitations } from './invitations.tables';
import * as clock from '../../clock';

// Adding a coach or an administrator grants access to a club, so it is an invitation: only an
// AGENT sends one ('admins' area), only to an address the player has verified, and it takes
// effect when the invited player accepts it, logged in. The club learns nothing about the player
// it did not type itself (no name or e-mail for an id) until they accept.

type Row = typeof clubInvitations.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

const toClubInvitation = (row: Row): ClubInvitation => ({
  id: row.id,
  club: row.club_id,
  kind: row.kind as InvitationKind,
  roles: row.roles,
  email: row.email,
  status: row.status,
  created: row.created_at.toISOString(),
  expires: row.expires_at.toISOString(),
});

const refuse = (field: string, message: string) => invalid(message, { [field]: [message] });

type Invite = {
  club: number;
  kind: InvitationKind;
  player?: number;
  email?: string;
  roles: RoleCode[];
  coachSettings: AddCoach['club_coach'] | null;
};

/** Sends one invitation: finds the player by a verified address, stores it, e-mails the link. */
async function invite(ctx: ServiceContext, input: Invite): Promise<ClubInvitation> {
  const actor = requireActor(ctx);
  await assertClubArea(ctx, input.club, 'admins');
  const club = await getClubRow(ctx.db, input.club);
  let playerId: number | null;
  let sendTo: string | null;
  if (input.email !== undefined) {
    playerId = await findPlayerIdByVerifiedEmail(ctx.db, input.email);
    if (playerId === null) throw refuse('email', invitationMessages.noVerifiedPlayer);
    sendTo = input.email.trim().toLowerCase();
  } else {
    playerId = input.player ?? null;
    if (playerId === null || !(await playerExists(ctx.db, playerId))) throw refuse('player', 'Player not found');
    sendTo = await verifiedEmailOf(ctx.db, playerId);
    if (!sendTo) throw refuse('player', invitationMessages.playerUnverified);
  }
  const already =
    input.kind === 'coach'
      ? await isCoachAt(ctx.db, club.id, playerId)
      : await hasAdminRecord(ctx.db, club.id, playerId);
  if (already)
    throw refuse(
      input.email !== undefined ? 'email' : 'player',
      input.kind === 'coach'
        ? 'This player already coaches at this club.'
        : 'This player is already an administrator of the club, or has applied to be one.',
    );
  const inviter = (await namesAndEmailsOf(ctx.db, [actor.playerId])).get(actor.playerId)?.full_name ?? '';

  const key = newKey();
  const row = await ctx.db.transaction(async (tx) => {
    // An expired invitation no longer blocks a new one.
    await tx
      .update(clubInvitations)
      .set({ status: 'C' })
      .where(
        and(
          eq(clubInvitations.club_id, club.id),
          eq(clubInvitations.player_id, playerId),
          eq(clubInvitations.status, 'P'),
          lte(clubInvitations.expires_at, clock.now()),
        ),
      );
    const [inserted] = await tx
      .insert(clubInvitations)
      .values({
        club_id: club.id,
        kind: input.kind,
        player_id: playerId,
        email: input.email?.trim().toLowerCase() ?? '',
        roles: input.roles,
        coach_settings: input.coachSettings,
        invited_by: actor.playerId,
        key_hash: hashKey(key),
        expires_at: new Date(clock.nowMs() + INVITATION_TTL_DAYS * DAY_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw refuse(input.email !== undefined ? 'email' : 'player', invitationMessages.alreadyInvited);
    // The player home (/clubs) lists open invitations with Accept and Decline.
    const link = `${ctx.config.publicUrl}/clubs?key=${encodeURIComponent(key)}`;
    await ctx.mailer.queue(
      tx,
      invitationMail({
        to: sendTo,
        clubName: club.name,
        inviter,
        kind: input.kind,
        roles: input.roles,
        link,
        days: INVITATION_TTL_DAYS,
      }),
    );
    return inserted;
  });
  return toClubInvitation(row);
}

/** POST /api/club/{id}/add_coach/ {player | email, club_coach}: invites the player to coach at the club. */
export async function inviteCoach({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { club: number; body: unknown };
}): Promise<ClubInvitation> {
  const parsed = addCoachSchema.safeParse(input.body);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw invalid(Object.values(errors)[0][0], errors);
  }
  const { player, email, club_coach } = parsed.data;
  return invite(ctx, {
    club: input.club,
    kind: 'coach',
    player: email === undefined ? player : undefined,
    email,
    roles: [],
    coachSettings: club_coach ?? null,
  });
}

/** POST /api/clubadmin/ {club, email, roles} by an AGENT: invites the player to administer the club with the roles. */
export async function inviteAdmin({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { club: number; body: unknown };
}): Promise<ClubInvitation> {
  await assertClubArea(ctx, input.club, 'admins');
  const parsed = addClubAdminSchema.safeParse({ ...(input.body as object), club: input.club });
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw invalid(Object.values(errors)[0][0], errors);
  }
  return invite(ctx, {
    club: input.club,
    kind: 'admin',
    email: parsed.data.email,
    roles: parsed.data.roles,
    coachSettings: null,
  });
}

const openNow = () => and(eq(clubInvitations.status, 'P'), gt(clubInvitations.expires_at, clock.now()));

/** GET /api/clubinvitation/?club[&kind]: the club's open invitations, oldest first (the guard has checked 'admins'). */
export async function listClubInvitations({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: PageQuery & { club: number; kind?: InvitationKind };
}) {
  await assertClubArea(ctx, input.club, 'admins');
  // Player invitations (kind 'player') are the Matcha section's: GET /api/playerinvitation/.
  const where = and(
    eq(clubInvitations.club_id, input.club),
    openNow(),
    input.kind ? eq(clubInvitations.kind, input.kind) : ne(clubInvitations.kind, 'player'),
  );
  const [{ total }] = await ctx.db.select({ total: count() }).from(clubInvitations).where(where);
  const { limit, offset } = pageWindow(input);
  const rows = await ctx.db
    .select()
    .from(clubInvitations)
    .where(where)
    .orderBy(asc(clubInvitations.id))
    .limit(limit)
    .offset(offset);
  return { count: total, rows: rows.map(toClubInvitation) };
}

/** DELETE /api/clubinvitation/{id}/: the club takes back an open invitation. */
export async function cancelInvitation({ ctx, id }: { ctx: ServiceContext; id: number }) {
  const [row] = await ctx.db
    .select({ club_id: clubInvitations.club_id })
    .from(clubInvitations)
    .where(eq(clubInvitations.id, id));
  if (!row) throw notFound(invitationMessages.notFound);
  await assertClubArea(ctx, row.club_id, 'admins');
  const [cancelled] = await ctx.db
    .update(clubInvitations)
    .set({ status: 'C', responded_at: clock.now() })
    .where(and(eq(clubInvitations.id, id), eq(clubInvitations.club_id, row.club_id), eq(clubInvitations.status, 'P')))
    .returning({ id: clubInvitations.id });
  if (!cancelled) throw invalid(invitationMessages.notPending);
}

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
