import { and, asc, eq, inArray } from 'drizzle-orm';
import { glicko2Update, GLICKO_DEFAULT, type Glicko } from '@rally/domain';
import type { Tx } from '../../db/client';
import * as clock from '../../clock';
import { matches, matchPlayers, playerRatings } from './matches.tables';
import type { MatchRow } from './match-records';

// Ratings (spec 3 §3 "Matcha level"): when the last player approves a match, each player's Glicko-2
// rating for the format is updated with it as one rating period (doubles: against the opposing
// side's mean), inside the approval's transaction with the match row locked.

/** The players' ratings for the format, locked, in a fixed order (no deadlock between two matches of the same players). */
async function lockRatings(tx: Tx, playerIds: number[], format: 'S' | 'D') {
  const ids = [...new Set(playerIds)].sort((a, b) => a - b);
  await tx
    .insert(playerRatings)
    .values(ids.map((id) => ({ player_id: id, format, ...GLICKO_DEFAULT })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(playerRatings)
    .where(and(inArray(playerRatings.player_id, ids), eq(playerRatings.format, format)))
    .orderBy(asc(playerRatings.player_id))
    .for('update');
  return new Map(rows.map((r) => [r.player_id, r]));
}

/** Applies an approved match to its players' ratings: one Glicko-2 rating period each. */
export async function rateMatch(tx: Tx, match: MatchRow) {
  const entries = await tx.select().from(matchPlayers).where(eq(matchPlayers.match_id, match.id));
  const format = match.format;
  const ratings = await lockRatings(
    tx,
    entries.map((e) => e.player_id),
    format,
  );
  const glickoOf = (id: number): Glicko => {
    const r = ratings.get(id)!;
    return { rating: r.rating, rd: r.rd, vol: r.vol };
  };
  // A side as one opponent: the mean rating and the root-mean-square deviation of its players.
  const sideOf = (side: number): Glicko => {
    const ids = entries.filter((e) => e.side === side).map((e) => e.player_id);
    const gs = ids.map(glickoOf);
    return {
      rating: gs.reduce((s, x) => s + x.rating, 0) / gs.length,
      rd: Math.sqrt(gs.reduce((s, x) => s + x.rd * x.rd, 0) / gs.length),
      vol: gs.reduce((s, x) => s + x.vol, 0) / gs.length,
    };
  };
  const sides = { 1: sideOf(1), 2: sideOf(2) };
  for (const entry of entries) {
    const won = entry.side === match.winner;
    const next = glicko2Update(glickoOf(entry.player_id), [
      { opponent: sides[entry.side === 1 ? 2 : 1], score: won ? 1 : 0 },
    ]);
    const current = ratings.get(entry.player_id)!;
    await tx
      .update(playerRatings)
      .set({
        ...next,
        wins: current.wins + (won ? 1 : 0),
        losses: current.losses + (won ? 0 : 1),
        updated_at: clock.now(),
      })
      .where(and(eq(playerRatings.player_id, entry.player_id), eq(playerRatings.format, format)));
  }
  await tx.update(matches).set({ rated_at: clock.now() }).where(eq(matches.id, match.id));
}
