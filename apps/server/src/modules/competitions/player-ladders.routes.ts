import { z } from 'zod';
import {
  ladderChallengeSchema,
  ladderPlayerSchema,
  ladderResultSchema,
  playerLadderInvalidReason,
  playerLadderSchema,
  recordId,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageQuerySchema, toPage } from '../../http/paging';
import * as ladders from './player-ladders.service';
import * as challenges from './ladder-challenges.service';

// The player ladder (ours: spec 3 names ladder orders, not a challenge ladder; docs/competitions.md
// "The player ladder"). User routes: the service checks the caller's standing on the ladder (its
// organisers and players) or at its club (the club's players read it).

const tags = ['tournaments'];
const idParams = z.object({ id: recordId() });

export async function playerLadderRoutes(app: App) {
  app.get(
    '/playerladder/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The player ladders the caller plays on or organises, by name (paged)',
        querystring: pageQuerySchema,
      },
    },
    async (req) => {
      const { count, rows } = await ladders.listLadders({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/playerladder/',
    {
      config: { access: 'user', invalidReason: playerLadderInvalidReason },
      schema: {
        tags,
        summary:
          'Create a player ladder at a club the caller is a player of; the caller organises it (and plays, at the top, with `play`)',
        body: playerLadderSchema.meta({ examples: [{ name: 'Singles ladder', club: 1, challenge_places: 3 }] }),
      },
    },
    async (req, reply) => reply.code(201).send(await ladders.createLadder({ ctx: ctxOf(req), input: req.body })),
  );

  app.get(
    '/playerladder/:id/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'A player ladder: positions, records, whom the caller may challenge, the challenges (its people and the club’s players)',
        params: idParams,
      },
    },
    async (req) => ladders.getLadder({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/playerladder/:id/player/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Put a Rally player (by e-mail or id) at the bottom of the ladder (organisers)',
        params: idParams,
        body: ladderPlayerSchema.meta({ examples: [{ email: 'player@example.com' }] }),
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await ladders.addLadderPlayer({ ctx: ctxOf(req), input: { id: req.params.id, ...req.body } })),
  );

  app.delete(
    '/ladderplayer/:id/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Take a player off the ladder (organisers; a player themself): those below move up, their open challenges are withdrawn',
        params: idParams,
      },
    },
    async (req) => challenges.removeLadderPlayer({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/playerladder/:id/challenge/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Challenge a player above (at most challenge_places up; nobody in two open challenges); an organiser may name the challenger',
        params: idParams,
        body: ladderChallengeSchema.meta({ examples: [{ defender: 1 }] }),
      },
    },
    async (req, reply) =>
      reply.code(201).send(await challenges.challenge({ ctx: ctxOf(req), input: { id: req.params.id, ...req.body } })),
  );

  app.post(
    '/ladderchallenge/:id/result/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "A challenge's score (challenger's games first), recorded as a diary match; a challenger who wins takes the defender's place, the defender and those between move down one (either player or an organiser)",
        params: idParams,
        body: ladderResultSchema.meta({ examples: [{ sets: [{ games: [6, 4] }, { games: [6, 3] }] }] }),
      },
    },
    async (req) =>
      challenges.enterChallengeResult({
        ctx: ctxOf(req),
        input: {
          id: req.params.id,
          sets: req.body.sets,
          match_tiebreak: req.body.match_tiebreak,
          retired: req.body.retired,
        },
      }),
  );

  app.post(
    '/ladderchallenge/:id/withdraw/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Call a challenge off (either player or an organiser); nothing moves',
        params: idParams,
      },
    },
    async (req) => challenges.withdrawChallenge({ ctx: ctxOf(req), id: req.params.id }),
  );
}
