import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { recordId } from '../validation/ids';
import { playerLadderBriefSchema, playerLadderRecordSchema } from './player-ladder.answers';
import {
  ladderChallengeSchema,
  ladderPlayerSchema,
  ladderResultSchema,
  playerLadderInvalidReason,
  playerLadderSchema,
} from './player-ladder.schema';

// The player ladder (ours: spec 3 names ladder orders, not a challenge ladder; docs/competitions.md
// "The player ladder"). User endpoints: the service checks the caller's standing on the ladder (its
// organisers and players) or at its club (the club's players read it). Every command answers the
// whole ladder.

const tags = ['tournaments'];
const params = z.object({ id: recordId() });

/** The player ladder's endpoints: the ladders, their players, challenges and results. */
export const playerLaddersContract = {
  list: endpoint({
    method: 'GET',
    path: '/playerladder/',
    access: 'user',
    query: pageQuerySchema,
    response: { 200: pageOf(playerLadderBriefSchema) },
    summary: 'The player ladders the caller plays on or organises, by name (paged)',
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: '/playerladder/',
    access: 'user',
    invalidReason: playerLadderInvalidReason,
    body: playerLadderSchema.meta({ examples: [{ name: 'Singles ladder', club: 1, challenge_places: 3 }] }),
    response: { 201: playerLadderRecordSchema },
    summary:
      'Create a player ladder at a club the caller is a player of; the caller organises it (and plays, at the top, with `play`)',
    tags,
  }),
  get: endpoint({
    method: 'GET',
    path: '/playerladder/:id/',
    access: 'user',
    params,
    response: { 200: playerLadderRecordSchema },
    summary:
      'A player ladder: positions, records, whom the caller may challenge, the challenges (its people and the club’s players)',
    tags,
  }),
  addPlayer: endpoint({
    method: 'POST',
    path: '/playerladder/:id/player/',
    access: 'user',
    params,
    body: ladderPlayerSchema.meta({ examples: [{ email: 'player@example.com' }] }),
    response: { 201: playerLadderRecordSchema },
    summary: 'Put a Rally player (by e-mail or id) at the bottom of the ladder (organisers)',
    tags,
  }),
  removePlayer: endpoint({
    method: 'DELETE',
    path: '/ladderplayer/:id/',
    access: 'user',
    params,
    response: { 200: playerLadderRecordSchema },
    summary:
      'Take a player off the ladder (organisers; a player themself): those below move up, their open challenges are withdrawn',
    tags,
  }),
  challenge: endpoint({
    method: 'POST',
    path: '/playerladder/:id/challenge/',
    access: 'user',
    params,
    body: ladderChallengeSchema.meta({ examples: [{ defender: 1 }] }),
    response: { 201: playerLadderRecordSchema },
    summary:
      'Challenge a player above (at most challenge_places up; nobody in two open challenges); an organiser may name the challenger',
    tags,
  }),
  result: endpoint({
    method: 'POST',
    path: '/ladderchallenge/:id/result/',
    access: 'user',
    params,
    body: ladderResultSchema.meta({ examples: [{ sets: [{ games: [6, 4] }, { games: [6, 3] }] }] }),
    response: { 200: playerLadderRecordSchema },
    summary:
      "A challenge's score (challenger's games first), recorded as a diary match; a challenger who wins takes the defender's place, the defender and those between move down one (either player or an organiser)",
    tags,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/ladderchallenge/:id/withdraw/',
    access: 'user',
    params,
    response: { 200: playerLadderRecordSchema },
    summary: 'Call a challenge off (either player or an organiser); nothing moves',
    tags,
  }),
};
