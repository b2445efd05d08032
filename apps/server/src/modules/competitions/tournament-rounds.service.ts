import { and, asc, eq, max } from 'drizzle-orm';
import { datesUpdatedFrom, tournamentMessages, type TournamentRound } from '@rally/domain';
import { invalid, notFound } from '../../http/errors';
import { moveFixtureBooking } from './fixture-booking-follow';
import { jsWeekday, roundsOf } from './tournament-draw.service';
import { me, paramsOf, requireOrganiser, type Ctx } from './tournaments.service';
import { tournamentFixtures, tournamentRounds } from './tournaments.tables';

// A tournament's rounds by hand (spec 3 §4; docs/competitions.md): a round added after the last (the
// manual draw, a knockout round), and a round moved with every later one (a washed-out week), its
// fixtures and their booked courts with it.

/** POST /api/round/: a round added by hand (the manual draw, a knockout round): numbered after the last. */
export async function createRound({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { tournament: number; start: string; end?: string | null; kind: 'RR' | 'KO' };
}): Promise<TournamentRound> {
  const player = me(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, input.tournament, player, true);
    const [{ last }] = await tx
      .select({ last: max(tournamentRounds.number) })
      .from(tournamentRounds)
      .where(eq(tournamentRounds.tournament_id, row.id));
    const end = input.end ?? input.start;
    if (end < input.start)
      throw invalid(tournamentMessages.roundEndBeforeStart, { end: [tournamentMessages.roundEndBeforeStart] });
    const [r] = await tx
      .insert(tournamentRounds)
      .values({ tournament_id: row.id, number: (last ?? 0) + 1, start: input.start, end, kind: input.kind })
      .returning();
    return { id: r.id, tournament: r.tournament_id, number: r.number, start: r.start, end: r.end, kind: r.kind };
  });
}

/** POST /api/round/{id}/updatefrom/ {to?}: moves the round and every later round-robin round, keeping weekday and frequency (a washed-out week). */
export async function updateRoundFrom({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: number; to?: string | null };
}): Promise<TournamentRound[]> {
  const player = me(ctx);
  const [first] = await ctx.db.select().from(tournamentRounds).where(eq(tournamentRounds.id, input.id));
  if (!first) throw notFound(tournamentMessages.roundNotFound);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOrganiser(tx, first.tournament_id, player, true);
    const params = paramsOf(row);
    const rounds = await tx
      .select()
      .from(tournamentRounds)
      .where(and(eq(tournamentRounds.tournament_id, row.id), eq(tournamentRounds.kind, first.kind)))
      .orderBy(asc(tournamentRounds.number))
      .for('update');
    const index = rounds.findIndex((r) => r.id === first.id);
    let dates: string[];
    try {
      dates = datesUpdatedFrom({
        dates: rounds.map((r) => r.start),
        round: index + 1,
        to: input.to ?? undefined,
        weekday: jsWeekday(params.DaysOfWeek[0]),
        frequency: params.PlayFrequency!,
        notPlayed: params.DatesNotPlayed,
      });
    } catch (e) {
      throw invalid(e instanceof Error ? e.message : String(e), { to: [e instanceof Error ? e.message : String(e)] });
    }
    for (const [i, r] of rounds.entries()) {
      if (i < index || dates[i] === r.start) continue;
      await tx.update(tournamentRounds).set({ start: dates[i], end: dates[i] }).where(eq(tournamentRounds.id, r.id));
      const moved = await tx
        .update(tournamentFixtures)
        .set({ dated: dates[i] })
        .where(eq(tournamentFixtures.round_id, r.id))
        .returning();
      // Booked courts move with their fixtures (refused whole with the clash when a court is taken then).
      for (const f of moved) await moveFixtureBooking(tx, f, dates[i], player);
    }
    return roundsOf(tx, row.id);
  });
}
