import { asc, inArray } from 'drizzle-orm';
import { scoreText, type Match } from '@rally/domain';
import type { ServiceContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { unauthorized } from '../../http/errors';
import { namesAndEmailsOf } from '../players/people.service';
import { matches, matchPlayers } from './matches.tables';

// What the match diary's services share: the caller's player id, and a match as the API answers it.

export type Ctx = Pick<ServiceContext, 'db' | 'actor'>;
export type MatchRow = typeof matches.$inferSelect;

/** The caller's player id; 401 without a caller. */
export const me = (ctx: Ctx) => {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor.playerId;
};

/** The matches as the API answers them: sides, entries with names, score text. */
export async function recordsOf(db: Db | Tx, rows: MatchRow[]): Promise<Match[]> {
  if (!rows.length) return [];
  const entries = await db
    .select()
    .from(matchPlayers)
    .where(
      inArray(
        matchPlayers.match_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(matchPlayers.side), asc(matchPlayers.id));
  const names = await namesAndEmailsOf(
    db,
    entries.map((e) => e.player_id),
  );
  return rows.map((row) => {
    const own = entries.filter((e) => e.match_id === row.id);
    const sides = ([1, 2] as const).map((side) => ({
      side,
      team: own.find((e) => e.side === side)?.team_id ?? null,
      players: own
        .filter((e) => e.side === side)
        .map((e) => ({ id: e.player_id, name: names.get(e.player_id)?.full_name ?? '' })),
      score: row.sets.filter((s) => (side === 1 ? s.games[0] > s.games[1] : s.games[1] > s.games[0])).length,
      sets: row.sets.map((s) => s.games[side - 1]),
    }));
    return {
      id: row.id,
      start: row.start.toISOString(),
      finish: row.finish?.toISOString() ?? null,
      format: row.format,
      surface: row.surface_id,
      matchgroup: row.matchgroup_id,
      cancelled: row.cancelled,
      commenced: row.commenced,
      number_of_sets: row.number_of_sets as 1 | 3 | 5,
      match_tiebreak: row.match_tiebreak,
      sets: row.sets,
      retired: (row.retired as 1 | 2 | null) ?? null,
      winner: row.winner as 1 | 2,
      score_text: scoreText({ sets: row.sets, retired: (row.retired as 1 | 2 | null) ?? null }),
      sides,
      playermatch_set: own.map((e) => ({
        player: e.player_id,
        name: names.get(e.player_id)?.full_name ?? '',
        side: e.side as 1 | 2,
        approved: e.approved,
        deleted: e.deleted,
      })),
      approved: own.length > 0 && own.every((e) => e.approved),
      recorded_by: row.recorded_by,
      created: row.created_at.toISOString(),
    };
  });
}
