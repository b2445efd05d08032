import type { Tx } from '../../db/client';
import { matchaHitResponses, matchaHits, matchaHitTargets } from './find-a-hit.tables';
import * as clock from '../../clock';

// The demo's find-a-hit board at Riverside, relative to the day it is seeded: Carlos wants an
// early singles hit, Pat is looking for two more for doubles and Carlos has answered, and Carlos
// has a private hit for Pat. No court is booked for them (the demo calendar is full enough).

export async function seedDemoHits(tx: Tx, input: { club: number; zone: string; pat: number; carlos: number }) {
  const day = (days: number, hour: number) =>
    clock.nowIn(input.zone).startOf('day').plus({ days }).set({ hour }).toJSDate();
  const [early, doubles, privateHit] = await tx
    .insert(matchaHits)
    .values([
      {
        club_id: input.club,
        creator_id: input.carlos,
        start_time: day(3, 6),
        end_time: day(3, 8),
        players_needed: 1,
        num_players_requested: 1,
        play_format: 'S',
        min_level: null,
        comments: 'Early hit before work: baseline rallies, then a few serve games.',
      },
      {
        club_id: input.club,
        creator_id: input.pat,
        start_time: day(5, 17),
        end_time: day(5, 20),
        players_needed: 2,
        num_players_requested: 2,
        play_format: 'D',
        comments: 'Social doubles after work, all levels welcome.',
        cost: '8.00',
      },
      {
        club_id: input.club,
        creator_id: input.carlos,
        start_time: day(6, 9),
        end_time: day(6, 11),
        players_needed: 1,
        num_players_requested: 1,
        play_format: 'S',
        comments: 'Pat, fancy a rematch?',
      },
    ])
    .returning();
  await tx.insert(matchaHitResponses).values({
    club_id: input.club,
    hit_id: doubles.id,
    responder_id: input.carlos,
    start_time: day(5, 18),
    comments: 'Count me in from six.',
  });
  await tx.insert(matchaHitTargets).values({ club_id: input.club, hit_id: privateHit.id, player_id: input.pat });
  return { early: early.id, doubles: doubles.id, private: privateHit.id };
}
