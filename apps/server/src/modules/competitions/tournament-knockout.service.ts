import { and, asc, eq, max } from 'drizzle-orm';
import {
  drawDayDate,
  drawDayNumber,
  fixtureDates,
  knockoutBracket,
  knockoutRoundCount,
  tournamentMessages,
  type Tournament,
} from '@rally/domain';
import { invalid } from '../../http/errors';
import { jsWeekday, storeRounds } from './tournament-draw.service';
import { ladderOf } from './tournament-ladders.service';
import { me, paramsOf, recordOf, requireOrganiser, teamsOf, type Ctx } from './tournaments.service';
import { tournamentRounds, tournaments } from './tournaments.tables';

// The knockout stage of a round robin plus knockout (docs/competitions.md "The knockout"): the top
// NumberOfTeamsKnockout teams of the round robin ladder are seeded into the domain's bracket
// (knockoutBracket: 1 meets the lowest seed, the top two only in the final, byes to the top
// seeds), one KO round per bracket round, dated on the playing weekday after the round robin.
// Every slot is a fixture (slot = its place top to bottom); a bye is a fixture without an away
// team; later places stay empty until results decide them (tournament-results.service advances
// the winner on result entry).

/** POST /api/tournament/{id}/knockout/ {start?}: seeds the knockout from the ladder and stores its rounds and fixtures. */
export async function createKnockout({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; start?: string | null };
}): Promise<Tournament> {
  const player = me(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, input.id, player, true);
    const params = paramsOf(row);
    if (params.Type !== 'RRKO') throw invalid(tournamentMessages.knockoutNeedsType);
    if (!row.draw_complete) throw invalid(tournamentMessages.knockoutNeedsDraw);
    const rounds = await tx
      .select()
      .from(tournamentRounds)
      .where(eq(tournamentRounds.tournament_id, row.id))
      .orderBy(asc(tournamentRounds.number));
    if (rounds.some((r) => r.kind === 'KO')) throw invalid(tournamentMessages.knockoutAlreadyMade);
    const wanted = params.NumberOfTeamsKnockout ?? 2;
    const ladder = await ladderOf(tx, row);
    if (ladder.length < wanted) throw invalid(tournamentMessages.knockoutTooFewTeams(wanted));
    const seeded = ladder.slice(0, wanted).map((r) => r.id);
    const lastRoundRobin =
      rounds
        .filter((r) => r.kind === 'RR')
        .map((r) => r.end)
        .sort()
        .at(-1) ?? row.start;
    if (input.start && input.start <= lastRoundRobin)
      throw invalid(tournamentMessages.knockoutStartAfterRoundRobin(lastRoundRobin), {
        start: [tournamentMessages.knockoutStartAfterRoundRobin(lastRoundRobin)],
      });
    const from = input.start ?? drawDayDate(drawDayNumber(lastRoundRobin) + 1);
    const count = knockoutRoundCount(seeded.length);
    const dates = fixtureDates({
      start: from,
      weekday: jsWeekday(params.DaysOfWeek[0]),
      frequency: params.PlayFrequency!,
      rounds: count,
      notPlayed: params.DatesNotPlayed,
    });
    const bracket = knockoutBracket(seeded);
    const [{ last }] = await tx
      .select({ last: max(tournamentRounds.number) })
      .from(tournamentRounds)
      .where(eq(tournamentRounds.tournament_id, row.id));
    const teams = await teamsOf(tx, row.id);
    const clubOf = new Map(teams.map((t) => [t.id, t.club]));
    await storeRounds(
      tx,
      row,
      params,
      clubOf,
      Array.from({ length: count }, (_, i) => ({
        number: (last ?? 0) + i + 1,
        date: dates[i],
        kind: 'KO' as const,
        fixtures: bracket.filter((s) => s.round === i + 1).map((s) => ({ home: s.home, away: s.away, slot: s.slot })),
      })),
      teams.find((t) => t.id === seeded[0])!.club,
    );
    const [next] = await tx
      .select()
      .from(tournaments)
      .where(and(eq(tournaments.id, row.id)));
    return recordOf(tx, next, player);
  });
}
