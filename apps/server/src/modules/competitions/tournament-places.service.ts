import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  normaliseFullName,
  tournamentMessages as msg,
  type TournamentInvitation,
  type TournamentPerson,
} from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import { assertAccess } from '../../access/access';
import { hashKey, newKey } from '../../http/auth';
import { conflict, invalid, notFound } from '../../http/errors';
import { getClubBookingFacts } from '../clubs/club-booking-facts.service';
import { searchMemberStandings } from '../members/member-standing.service';
import { createPersonWithoutAccount, deletePersonWithoutAccount, namesAndEmailsOf } from '../players/people.service';
import { tournamentPlaceMail } from './tournament-places.mails';
import { me, requireOrganiser, type Ctx } from './tournaments.service';
import {
  tournamentClubs,
  tournamentFixtures,
  tournamentInvitations,
  tournamentMatches,
  tournamentMembers,
  tournamentTeams,
  tournaments,
} from './tournaments.tables';
import * as clock from '../../clock';

// Places for the club's register and for people without a Rally account (issue 27;
// docs/competitions.md "Places for people without an account"). A place held for someone without
// an account is a tournament member whose player is a person without a login, under the name the
// organiser gave: the draw, the ladders and match entry see a player like any other. The address
// is mailed a link (through the outbox, in the command's transaction) whose key claims the place
// once: the member, and every match it was entered in, move to the claimer's player.

export type PlaceCtx = Ctx & Pick<ServiceContext, 'mailer' | 'config'>;

/** Refuses an address already invited to the tournament (one place per address). */
export async function refuseInvitedTwice(tx: Tx, tournamentId: number, email: string) {
  const [already] = await tx
    .select({ id: tournamentInvitations.id })
    .from(tournamentInvitations)
    .where(and(eq(tournamentInvitations.tournament_id, tournamentId), eq(tournamentInvitations.email, email)));
  if (already) throw invalid(msg.placeEmailTwice(email), { email: [msg.placeEmailTwice(email)] });
}

/**
 * Holds a place for `name` at `email` (no account has verified it): a person without a login, the
 * invitation row and its e-mail, inside the caller's transaction. Answers the person's player id
 * and a function that records the member row once inserted.
 */
export async function holdPlace(
  ctx: PlaceCtx,
  tx: Tx,
  input: { tournamentId: number; tournamentName: string; name: string; email: string; teamId: number | null },
) {
  const name = normaliseFullName(input.name);
  if (!name) throw invalid(msg.placeNameRequired, { name: [msg.placeNameRequired] });
  const playerId = await createPersonWithoutAccount(tx, name);
  return {
    playerId,
    invite: async (memberId: number) => {
      const key = newKey();
      await tx.insert(tournamentInvitations).values({
        tournament_id: input.tournamentId,
        member_id: memberId,
        email: input.email,
        name,
        key_hash: hashKey(key),
        invited_by: me(ctx),
      });
      const [team] = input.teamId
        ? await tx
            .select({ name: tournamentTeams.name })
            .from(tournamentTeams)
            .where(eq(tournamentTeams.id, input.teamId))
        : [];
      const inviter = (await namesAndEmailsOf(tx, [me(ctx)])).get(me(ctx))?.full_name ?? '';
      await ctx.mailer.queue(
        tx,
        tournamentPlaceMail({
          to: input.email,
          name,
          tournament: input.tournamentName,
          team: team?.name ?? '',
          inviter,
          link: `${ctx.config.publicUrl}/tournament/claim?key=${encodeURIComponent(key)}`,
        }),
      );
    },
  };
}

/** The person without an account holding the member's place (an unclaimed invitation), or null. */
export async function heldPersonOf(tx: Tx, memberId: number): Promise<number | null> {
  const [row] = await tx
    .select({ player: tournamentMembers.player_id })
    .from(tournamentInvitations)
    .innerJoin(tournamentMembers, eq(tournamentMembers.id, tournamentInvitations.member_id))
    .where(and(eq(tournamentInvitations.member_id, memberId), isNull(tournamentInvitations.claimed_at)));
  return row?.player ?? null;
}

/** After a held place is claimed or removed: the person without an account who held it goes. */
export async function dropHeldPerson(tx: Tx, playerId: number) {
  await deletePersonWithoutAccount(tx, playerId);
}

/** GET /api/tournamentperson/?club&tournament&search: the club's register to pick a place from. */
export async function searchTournamentPeople({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { club: number; tournament: number; search: string };
}): Promise<TournamentPerson[]> {
  await assertAccess(ctx, input.club, { area: 'competitions' });
  const row = await requireOrganiser(ctx.db, input.tournament, me(ctx));
  const [link] = await ctx.db
    .select()
    .from(tournamentClubs)
    .where(and(eq(tournamentClubs.tournament_id, row.id), eq(tournamentClubs.club_id, input.club)));
  if (!link) throw invalid(msg.placeClubNotInTournament, { club: [msg.placeClubNotInTournament] });
  if (!input.search) return [];
  const { zone } = await getClubBookingFacts(ctx.db, input.club);
  const rows = await searchMemberStandings(ctx.db, input.club, clock.todayIn(zone), input.search);
  return rows.map((r) => ({
    id: r.member_id!,
    player: r.player_id,
    name: r.name,
    email: r.email,
    membership_number: r.membership_number ?? '',
  }));
}

async function invitationByKey(db: Ctx['db'], key: string, lock = false) {
  const q = db
    .select({
      inv: tournamentInvitations,
      tournament_name: tournaments.name,
      team_name: sql<string>`coalesce(${tournamentTeams.name}, '')`,
      member_player: tournamentMembers.player_id,
    })
    .from(tournamentInvitations)
    .innerJoin(tournaments, eq(tournaments.id, tournamentInvitations.tournament_id))
    .innerJoin(tournamentMembers, eq(tournamentMembers.id, tournamentInvitations.member_id))
    .leftJoin(tournamentTeams, eq(tournamentTeams.id, tournamentMembers.team_id))
    .where(eq(tournamentInvitations.key_hash, hashKey(key)));
  const [row] = lock ? await q.for('update', { of: tournamentInvitations }) : await q;
  if (!row) throw notFound(msg.claimNotFound);
  return row;
}

const answerOf = (row: Awaited<ReturnType<typeof invitationByKey>>, claimed: boolean): TournamentInvitation => ({
  tournament: row.inv.tournament_id,
  tournament_name: row.tournament_name,
  name: row.inv.name,
  team_name: row.team_name,
  email: row.inv.email,
  claimed,
});

/** GET /api/tournamentinvitation/?key: what the key holds (anyone with the key: it was mailed to them). */
export async function getInvitation({ ctx, key }: { ctx: Ctx; key: string }): Promise<TournamentInvitation> {
  const row = await invitationByKey(ctx.db, key);
  return answerOf(row, row.inv.claimed_at !== null);
}

/** POST /api/tournamentinvitation/claim/: the caller takes the place, once. */
export async function claimPlace({ ctx, key }: { ctx: Ctx; key: string }): Promise<TournamentInvitation> {
  const caller = me(ctx);
  return ctx.db.transaction(async (tx) => {
    // The invitation row locked: two claims at once take turns, and the second sees it claimed.
    const row = await invitationByKey(tx, key, true);
    if (row.inv.claimed_at) throw conflict(row.inv.claimed_by === caller ? msg.claimedByYou : msg.claimedByOther);
    const [mine] = await tx
      .select({ id: tournamentMembers.id })
      .from(tournamentMembers)
      .where(and(eq(tournamentMembers.tournament_id, row.inv.tournament_id), eq(tournamentMembers.player_id, caller)));
    if (mine) throw conflict(msg.claimAlreadyInTournament);
    const held = row.member_player;
    await tx.update(tournamentMembers).set({ player_id: caller }).where(eq(tournamentMembers.id, row.inv.member_id));
    // Matches already entered with the held place's person now name the claimer.
    const fixtures = tx
      .select({ id: tournamentFixtures.id })
      .from(tournamentFixtures)
      .where(eq(tournamentFixtures.tournament_id, row.inv.tournament_id));
    for (const side of ['home_players', 'away_players'] as const) {
      const column = tournamentMatches[side];
      await tx
        .update(tournamentMatches)
        .set({
          [side]: sql`(select coalesce(jsonb_agg(case when e.p = ${held}::text::jsonb then ${caller}::text::jsonb else e.p end order by e.i), '[]'::jsonb) from jsonb_array_elements(${column}) with ordinality as e(p, i))`,
        })
        .where(
          and(inArray(tournamentMatches.fixture_id, fixtures), sql`${column} @> ${JSON.stringify([held])}::jsonb`),
        );
    }
    await tx
      .update(tournamentInvitations)
      .set({ claimed_at: clock.now(), claimed_by: caller })
      .where(eq(tournamentInvitations.id, row.inv.id));
    await dropHeldPerson(tx, held);
    return answerOf(row, true);
  });
}
