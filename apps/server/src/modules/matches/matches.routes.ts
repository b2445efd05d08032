import { z } from 'zod';
import {
  createMatchSchema,
  MATCHA_LEVELS,
  matchGroupSchema,
  matchInvalidReason,
  recordId,
  updateMatchGroupSchema,
  updateMatchSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageParam, pageSizeParam, toPage } from '../../http/paging';
import * as diary from './matches.service';

const tags = ['matches'];
const idParams = z.object({ id: recordId() });
const flag = z
  .enum(['1', '0', 'true', 'false', 'True', 'False'], { error: 'Must be 1 or 0' })
  .transform((v) => v === '1' || v.toLowerCase() === 'true')
  .optional();

const example = {
  start: '2030-01-08',
  format: 'S',
  number_of_sets: 3,
  sides: [{ players: [1] }, { emails: ['opponent@example.com'] }],
  sets: [{ games: [6, 4] }, { games: [6, 3] }],
};

/** The match diary, levels and match groups (spec 3 §7 "Hit requests and matches"; docs/find-a-hit.md). */
export async function matchesRoutes(app: App) {
  app.get(
    '/match/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's matches, newest first (entries they deleted left out); player must be the caller",
        querystring: z.object({
          page: pageParam(),
          page_size: pageSizeParam(10),
          player: recordId().optional(),
          commenced: flag,
        }),
      },
    },
    async (req) => {
      const { count, rows } = await diary.listMatches({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.get(
    '/match/:id/',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'A match the caller played', params: idParams },
    },
    async (req) => diary.getMatch({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/match/',
    {
      config: { access: 'user', invalidReason: matchInvalidReason },
      schema: {
        tags,
        summary:
          'Record a match the caller played (real tennis scores only); the other players approve or delete their entries',
        body: createMatchSchema.meta({ examples: [example] }),
      },
    },
    async (req, reply) => reply.code(201).send(await diary.createMatch({ ctx: ctxOf(req), input: req.body })),
  );

  app.patch(
    '/match/:id/',
    {
      config: { access: 'user', invalidReason: matchInvalidReason },
      schema: {
        tags,
        summary: "Approve or delete the caller's own entry; the last approval makes the match count for ratings",
        params: idParams,
        body: updateMatchSchema.meta({ examples: [{ approved: true }] }),
      },
    },
    async (req) => diary.updateMatch({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.get(
    '/matchalevel/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The matcha levels: number, name, description, point range and colour (singles and doubles alike)',
      },
    },
    async () => MATCHA_LEVELS,
  );

  app.get(
    '/player/:id/matcha/',
    {
      config: { access: 'user' },
      schema: { tags, summary: "A player's singles and doubles levels, record and recent form", params: idParams },
    },
    async (req) => diary.playerMatchaProfile({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.get(
    '/player/:id/profile/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Another player's profile: name, levels, record, recent form, clubs in common and last approved matches (seen by players who share a club or a match with them; never an e-mail or phone)",
        params: idParams,
      },
    },
    async (req) => diary.playerProfile({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.get(
    '/matchgroup/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Match groups, of a tournament',
        querystring: z.object({ page: pageParam(), page_size: pageSizeParam(10), tournament: recordId().optional() }),
      },
    },
    async (req) => {
      const { count, rows } = await diary.listMatchGroups({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.get(
    '/matchgroup/:id/',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'A match group with its matches', params: idParams },
    },
    async (req) => diary.getMatchGroup({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/matchgroup/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A match group (the tournaments issue uses it)',
        body: matchGroupSchema.meta({ examples: [{ name: 'Round 1' }] }),
      },
    },
    async (req, reply) => reply.code(201).send(await diary.createMatchGroup({ ctx: ctxOf(req), input: req.body })),
  );

  app.patch(
    '/matchgroup/:id/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Change a match group (its maker only)',
        params: idParams,
        body: updateMatchGroupSchema.meta({ examples: [{ name: 'Round 2' }] }),
      },
    },
    async (req) => diary.updateMatchGroup({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
}
