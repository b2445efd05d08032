import { checkScore, scoreText, type SetScore } from '@rally/domain';
import type { Tx } from '../../db/client';
import { invalid } from '../../http/errors';
import { matchGroups, matches, matchPlayers } from './matches.tables';

// The match diary's way in for other areas (areas meet through services): a competition (the
// player ladder) records the matches it decides as diary matches, in a match group of its own.
// The score is checked as every diary score is (checkScore); the entry of the person who records
// it is approved when they played, and the other players approve theirs in their diary as usual,
// after which the match counts for ratings.

/** A match group for a competition's matches (issue 14's "Match group"). */
export async function createCompetitionMatchGroup(
  tx: Tx,
  input: { name: string; createdBy: number; tournament?: number | null },
): Promise<number> {
  const [row] = await tx
    .insert(matchGroups)
    .values({ name: input.name, created_by: input.createdBy, tournament_id: input.tournament ?? null })
    .returning({ id: matchGroups.id });
  return row.id;
}

export type DiaryMatchInput = {
  recordedBy: number;
  start: Date;
  format: 'S' | 'D';
  number_of_sets: 1 | 3 | 5;
  match_tiebreak: boolean;
  sets: SetScore[];
  retired: 1 | 2 | null;
  /** Player ids of side 1 and side 2. */
  sides: [number[], number[]];
  matchgroup: number | null;
};

/** Records a played match in the diary; a score that is not a real one is refused (400 with every reason under `sets`). */
export async function recordDiaryMatch(
  tx: Tx,
  input: DiaryMatchInput,
): Promise<{ id: number; winner: 1 | 2; score_text: string }> {
  const score = checkScore({
    number_of_sets: input.number_of_sets,
    sets: input.sets,
    retired: input.retired,
    match_tiebreak: input.match_tiebreak,
  });
  if (!score.valid) throw invalid(score.errors[0], { sets: score.errors });
  const [row] = await tx
    .insert(matches)
    .values({
      start: input.start,
      format: input.format,
      matchgroup_id: input.matchgroup,
      number_of_sets: input.number_of_sets,
      match_tiebreak: input.match_tiebreak,
      sets: input.sets,
      retired: input.retired,
      winner: score.winner,
      recorded_by: input.recordedBy,
    })
    .returning();
  await tx
    .insert(matchPlayers)
    .values(
      input.sides.flatMap((ids, i) =>
        ids.map((id) => ({ match_id: row.id, player_id: id, side: i + 1, approved: id === input.recordedBy })),
      ),
    );
  return { id: row.id, winner: score.winner, score_text: scoreText({ sets: input.sets, retired: input.retired }) };
}
