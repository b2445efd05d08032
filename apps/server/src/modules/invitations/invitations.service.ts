import { and, asc, count, eq, gt, lte, ne } from 'drizzle-orm';
import {
  addClubAdminSchema,
  addCoachSchema,
  fieldErrorsOf,
  INVITATION_TTL_DAYS,
  invitationMessages,
  type AddCoach,
  type ClubInvitation,
  type InvitationKind,
  type RoleCode,
} from '@rally/domain';
import { requireActor, type ServiceContext } from '../../context';
import { hashKey, newKey } from '../../http/auth';
import { invalid, notFound } from '../../http/errors';
import { pageWindow, type PageQuery } from '../../http/paging';
import { assertClubArea } from '../clubs/club-access.service';
import { hasAdminRecord } from '../clubs/club-admin-management.service';
import {
  findPlayerIdByVerifiedEmail,
  namesAndEmailsOf,
  playerExists,
  verifiedEmailOf,
} from '../players/people.service';
import { getClubRow } from '../clubs/club-reads.service';
import { isCoachAt } from '../coaches/coaches.service';
import { invitationMail } from './invitations.mails';
import { clubInvitations } from './invitations.tables';
import * as clock from '../../clock';

// Adding a coach or an administrator grants access to a club, so it is an invitation: only an
// AGENT sends one ('admins' area), only to an address the player has verified, and it takes
// effect when the invited player accepts it, logged in. The club learns nothing about the player
// it did not type itself (no name or e-mail for an id) until they accept. Here the club's side
// (invite, list, take back); the invited player's list and answer: my-invitations.service.ts.

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

/** Open: pending and not yet expired. */
export const openNow = () => and(eq(clubInvitations.status, 'P'), gt(clubInvitations.expires_at, clock.now()));

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
