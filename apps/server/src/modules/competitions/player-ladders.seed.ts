import type { Tx } from '../../db/client';
import { createCompetitionMatchGroup } from '../matches/diary-entry.service';
import { ladderChallenges, ladderPlayers, playerLadders } from './player-ladders.tables';
import * as clock from '../../clock';

// The demo's player ladder at Riverside: six players, two challenges played (one moved the ladder,
// one did not) and one open, so the ladder screen has a shape. Riverside's AGENT organises it
// without playing; Pat is 3rd, free to challenge the two above. No diary matches are added (other
// areas count the demo's matches), so the played challenges carry their score without a match.

export async function seedDemoLadder(tx: Tx, input: { club: number; organiser: number; players: number[] }) {
  const group = await createCompetitionMatchGroup(tx, { name: 'Riverside singles ladder', createdBy: input.organiser });
  const [ladder] = await tx
    .insert(playerLadders)
    .values({
      club_id: input.club,
      name: 'Riverside singles ladder',
      desc: 'Challenge up to three places above you; play within two weeks.',
      challenge_places: 3,
      number_of_sets: 3,
      match_group_id: group,
      created_by: input.organiser,
    })
    .returning();
  await tx.insert(ladderPlayers).values({
    club_id: input.club,
    ladder_id: ladder.id,
    player_id: input.organiser,
    is_organiser: true,
    position: null,
  });
  const rows = await tx
    .insert(ladderPlayers)
    .values(
      input.players.map((player_id, i) => ({ club_id: input.club, ladder_id: ladder.id, player_id, position: i + 1 })),
    )
    .returning({ id: ladderPlayers.id });
  const id = (position: number) => rows[position - 1].id;
  const days = (n: number) => new Date(clock.nowMs() - n * 86_400_000);
  await tx.insert(ladderChallenges).values([
    // The 2nd beat the old 1st (now 2nd) …
    {
      club_id: input.club,
      ladder_id: ladder.id,
      challenger_id: id(1),
      defender_id: id(2),
      challenger_position: 2,
      defender_position: 1,
      status: 'played',
      winner_id: id(1),
      score_text: '6-4 3-6 6-3',
      created_by: input.organiser,
      created_at: days(12),
      played_at: days(9),
    },
    // … the 3rd did not get past the 2nd …
    {
      club_id: input.club,
      ladder_id: ladder.id,
      challenger_id: id(4),
      defender_id: id(3),
      challenger_position: 4,
      defender_position: 3,
      status: 'played',
      winner_id: id(3),
      score_text: '6-2 6-4',
      created_by: input.organiser,
      created_at: days(8),
      played_at: days(5),
    },
    // … and the 6th has challenged the 4th.
    {
      club_id: input.club,
      ladder_id: ladder.id,
      challenger_id: id(6),
      defender_id: id(4),
      challenger_position: 6,
      defender_position: 4,
      status: 'open',
      created_by: input.organiser,
      created_at: days(2),
    },
  ]);
}
