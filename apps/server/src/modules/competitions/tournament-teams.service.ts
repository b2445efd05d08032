import { and, count, eq, ne } from 'drizzle-orm';
import {
  tournamentMessages,
  type TournamentMember,
  type TournamentMemberPatch,
  type TournamentParams,
  type TournamentTeam,
  type TournamentTeamPatch,
} from '@rally/domain';
import type { Tx } from '../../db/client';
import { conflict, invalid, notFound } from '../../http/errors';
import { findPlayersByValidatedEmail, playerExists } from '../players/people.service';
import { playerFactsOf } from '../players/player-facts.service';
import {
  dropHeldPerson,
  heldPersonOf,
  holdPlace,
  refuseInvitedTwice,
  type PlaceCtx,
} from './tournament-places.service';
import { me, membersOf, paramsOf, requireOrganiser, standingIn, teamsOf, type Ctx } from './tournaments.service';
import { tournamentClubs, tournamentMembers, tournamentTeams } from './tournaments.tables';

// Tournament members and teams (spec 3 §7 "Tournaments": /member/ and /team/). Organisers add and
// change them; the team set-up checks (players per team, the gender mix) run on every change that
// puts a member in a team, with the tournament row locked so two additions cannot both take a
// team's last place.

/** GET /api/member/?tournament. */
export async function listMembers({ ctx, tournament }: { ctx: Ctx; tournament: number }): Promise<TournamentMember[]> {
  await standingIn(ctx.db, tournament, me(ctx));
  return membersOf(ctx.db, tournament);
}

/** GET /api/team/?tournament. */
export async function listTeams({ ctx, tournament }: { ctx: Ctx; tournament: number }): Promise<TournamentTeam[]> {
  await standingIn(ctx.db, tournament, me(ctx));
  return teamsOf(ctx.db, tournament);
}

/** Refuses a member joining `teamId` when the team is full or the gender mix would break. */
async function checkTeamPlace(
  tx: Tx,
  params: TournamentParams,
  tournamentId: number,
  teamId: number,
  gender: 'M' | 'F' | 'U',
  memberId: number | null,
) {
  const [team] = await tx
    .select()
    .from(tournamentTeams)
    .where(and(eq(tournamentTeams.id, teamId), eq(tournamentTeams.tournament_id, tournamentId)));
  if (!team) throw invalid(tournamentMessages.teamNotFound, { team: [tournamentMessages.teamNotFound] });
  const others = (
    await tx
      .select({ gender: tournamentMembers.gender, id: tournamentMembers.id })
      .from(tournamentMembers)
      .where(eq(tournamentMembers.team_id, teamId))
  ).filter((m) => m.id !== memberId);
  const refuse = (message: string) => {
    throw invalid(message, { team: [message] });
  };
  if (others.length + 1 > params.PlayersPerTeam) refuse(tournamentMessages.teamFull(params.PlayersPerTeam));
  if (params.PlayerGender === 'mens' && gender !== 'M') refuse(tournamentMessages.teamGenderMens);
  if (params.PlayerGender === 'womens' && gender !== 'F') refuse(tournamentMessages.teamGenderWomens);
  if (params.PlayerGender === 'mixed') {
    const men = others.filter((m) => m.gender === 'M').length;
    const women = others.filter((m) => m.gender === 'F').length;
    if (gender === 'M' && params.MenPerTeam != null && men + 1 > params.MenPerTeam)
      refuse(tournamentMessages.teamMenFull(params.MenPerTeam));
    if (gender === 'F' && params.WomenPerTeam != null && women + 1 > params.WomenPerTeam)
      refuse(tournamentMessages.teamWomenFull(params.WomenPerTeam));
  }
}

/**
 * POST /api/member/: a player (by id, or by a validated e-mail) into the tournament; organisers
 * only. With a name and an e-mail no account has verified, the place is held for that person and
 * the address invited to claim it (tournament-places.service.ts), all in this one transaction.
 */
export async function addMember({
  ctx,
  input,
}: {
  ctx: PlaceCtx;
  input: {
    tournament: number;
    player?: number;
    email?: string;
    name?: string;
    team?: number | null;
    rank?: number | null;
    gender?: 'M' | 'F' | 'U';
    is_organiser: boolean;
  };
}): Promise<TournamentMember> {
  const caller = me(ctx);
  let playerId = input.player;
  if (playerId === undefined && input.email)
    playerId = (await findPlayersByValidatedEmail(ctx.db, [input.email])).get(input.email);
  // No account at that address: a held place when the organiser named the person.
  const holding = playerId === undefined && input.email !== undefined && input.name !== undefined;
  if (!holding && (playerId === undefined || !(await playerExists(ctx.db, playerId))))
    throw invalid(tournamentMessages.playerNotFound, { player: [tournamentMessages.playerNotFound] });
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, input.tournament, caller, true);
    if (input.email) await refuseInvitedTwice(tx, row.id, input.email);
    const held = holding
      ? await holdPlace(ctx, tx, {
          tournamentId: row.id,
          tournamentName: row.name,
          name: input.name!,
          email: input.email!,
          teamId: input.team ?? null,
        })
      : null;
    const player = held?.playerId ?? playerId!;
    const [already] = await tx
      .select({ id: tournamentMembers.id })
      .from(tournamentMembers)
      .where(and(eq(tournamentMembers.tournament_id, row.id), eq(tournamentMembers.player_id, player)));
    if (already) throw conflict(tournamentMessages.alreadyMember);
    // Not given: the player's own (their Me page), so a women's team takes a woman who said she is one.
    const gender = input.gender ?? (await playerFactsOf(tx, [player])).get(player)?.gender ?? 'U';
    if (input.team) await checkTeamPlace(tx, paramsOf(row), row.id, input.team, gender, null);
    const [m] = await tx
      .insert(tournamentMembers)
      .values({
        tournament_id: row.id,
        player_id: player,
        team_id: input.team ?? null,
        rank: input.rank ?? null,
        gender,
        is_organiser: input.is_organiser,
      })
      .returning();
    await held?.invite(m.id);
    return (await membersOf(tx, row.id)).find((x) => x.id === m.id)!;
  });
}

async function memberRow(ctx: Ctx, id: number) {
  const [m] = await ctx.db.select().from(tournamentMembers).where(eq(tournamentMembers.id, id));
  if (!m) throw notFound(tournamentMessages.memberNotFound);
  return m;
}

async function keepsAnOrganiser(tx: Tx, tournamentId: number, leavingId: number) {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(tournamentMembers)
    .where(
      and(
        eq(tournamentMembers.tournament_id, tournamentId),
        eq(tournamentMembers.is_organiser, true),
        ne(tournamentMembers.id, leavingId),
      ),
    );
  if (n === 0) throw invalid(tournamentMessages.lastOrganiser, { is_organiser: [tournamentMessages.lastOrganiser] });
}

/** PATCH /api/member/{id}/: team, rank, gender, organiser; organisers only. */
export async function updateMember({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: TournamentMemberPatch };
}): Promise<TournamentMember> {
  const caller = me(ctx);
  const first = await memberRow(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, first.tournament_id, caller, true);
    const [m] = await tx.select().from(tournamentMembers).where(eq(tournamentMembers.id, input.id)).for('update');
    if (!m) throw notFound(tournamentMessages.memberNotFound);
    const next = {
      team_id: input.body.team === undefined ? m.team_id : input.body.team,
      rank: input.body.rank === undefined ? m.rank : input.body.rank,
      gender: input.body.gender ?? m.gender,
      is_organiser: input.body.is_organiser ?? m.is_organiser,
    };
    if (m.is_organiser && !next.is_organiser) await keepsAnOrganiser(tx, row.id, m.id);
    if (next.team_id && (next.team_id !== m.team_id || next.gender !== m.gender))
      await checkTeamPlace(tx, paramsOf(row), row.id, next.team_id, next.gender, m.id);
    await tx.update(tournamentMembers).set(next).where(eq(tournamentMembers.id, m.id));
    return (await membersOf(tx, row.id)).find((x) => x.id === m.id)!;
  });
}

/** DELETE /api/member/{id}/: organisers only; the last organiser stays. */
export async function deleteMember({ ctx, id }: { ctx: Ctx; id: number }): Promise<void> {
  const caller = me(ctx);
  const first = await memberRow(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, first.tournament_id, caller, true);
    if (first.is_organiser) await keepsAnOrganiser(tx, row.id, first.id);
    const heldBy = await heldPersonOf(tx, first.id);
    await tx.delete(tournamentMembers).where(eq(tournamentMembers.id, id));
    // A place held for someone without an account goes with the person who held it.
    if (heldBy !== null) await dropHeldPerson(tx, heldBy);
  });
}

async function checkTeamClub(tx: Tx, tournamentId: number, clubId: number) {
  const [link] = await tx
    .select()
    .from(tournamentClubs)
    .where(and(eq(tournamentClubs.tournament_id, tournamentId), eq(tournamentClubs.club_id, clubId)));
  if (!link)
    throw invalid(tournamentMessages.teamClubNotInTournament, { club: [tournamentMessages.teamClubNotInTournament] });
}

/** POST /api/team/: organisers only, before the draw. */
export async function createTeam({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { tournament: number; club: number; name: string; ladder_order?: number | null };
}): Promise<TournamentTeam> {
  const caller = me(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, input.tournament, caller, true);
    if (row.draw_complete) throw invalid(tournamentMessages.drawLocked);
    await checkTeamClub(tx, row.id, input.club);
    const [t] = await tx
      .insert(tournamentTeams)
      .values({
        tournament_id: row.id,
        club_id: input.club,
        name: input.name,
        ladder_order: input.ladder_order ?? null,
      })
      .returning();
    return (await teamsOf(tx, row.id)).find((x) => x.id === t.id)!;
  });
}

/** PATCH /api/team/{id}/: name, club (before the draw), ladder order; organisers only. */
export async function updateTeam({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; body: TournamentTeamPatch };
}): Promise<TournamentTeam> {
  const caller = me(ctx);
  const [first] = await ctx.db.select().from(tournamentTeams).where(eq(tournamentTeams.id, input.id));
  if (!first) throw notFound(tournamentMessages.teamNotFound);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, first.tournament_id, caller, true);
    if (input.body.club !== undefined && input.body.club !== first.club_id) {
      if (row.draw_complete) throw invalid(tournamentMessages.drawLocked);
      await checkTeamClub(tx, row.id, input.body.club);
    }
    await tx
      .update(tournamentTeams)
      .set({
        name: input.body.name ?? first.name,
        club_id: input.body.club ?? first.club_id,
        ladder_order: input.body.ladder_order === undefined ? first.ladder_order : input.body.ladder_order,
      })
      .where(eq(tournamentTeams.id, first.id));
    return (await teamsOf(tx, row.id)).find((x) => x.id === first.id)!;
  });
}
