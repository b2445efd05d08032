import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { pageOf, pageParam, pageSizeParam } from '../contract/paging';
import { recordId } from '../validation/ids';
import {
  matchaLevelSchema,
  matchGroupDetailSchema,
  matchGroupRecordSchema,
  matchSchema,
  playerMatchaSchema,
  playerProfileSchema,
} from './match.answers';
import {
  createMatchSchema,
  matchGroupSchema,
  matchInvalidReason,
  updateMatchGroupSchema,
  updateMatchSchema,
} from './match.schema';

const tags = ['matches'];
const params = z.object({ id: recordId() });
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
export const matchesContract = {
  list: endpoint({
    method: 'GET',
    path: '/match/',
    access: 'user',
    query: z.object({
      page: pageParam(),
      page_size: pageSizeParam(10),
      player: recordId().optional(),
      commenced: flag,
    }),
    response: { 200: pageOf(matchSchema) },
    summary: "The caller's matches, newest first (entries they deleted left out); player must be the caller",
    tags,
  }),
  get: endpoint({
    method: 'GET',
    path: '/match/:id/',
    access: 'user',
    params,
    response: { 200: matchSchema },
    summary: 'A match the caller played',
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: '/match/',
    access: 'user',
    invalidReason: matchInvalidReason,
    body: createMatchSchema.meta({ examples: [example] }),
    response: { 201: matchSchema },
    summary:
      'Record a match the caller played (real tennis scores only); the other players approve or delete their entries',
    tags,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/match/:id/',
    access: 'user',
    invalidReason: matchInvalidReason,
    params,
    body: updateMatchSchema.meta({ examples: [{ approved: true }] }),
    response: { 200: matchSchema },
    summary: "Approve or delete the caller's own entry; the last approval makes the match count for ratings",
    tags,
  }),
  levels: endpoint({
    method: 'GET',
    path: '/matchalevel/',
    access: 'public',
    response: { 200: z.array(matchaLevelSchema) },
    summary: 'The matcha levels: number, name, description, point range and colour (singles and doubles alike)',
    tags,
  }),
  playerMatcha: endpoint({
    method: 'GET',
    path: '/player/:id/matcha/',
    access: 'user',
    params,
    response: { 200: playerMatchaSchema },
    summary: "A player's singles and doubles levels, record and recent form",
    tags,
  }),
  playerProfile: endpoint({
    method: 'GET',
    path: '/player/:id/profile/',
    access: 'user',
    params,
    response: { 200: playerProfileSchema },
    summary:
      "Another player's profile: name, levels, record, recent form, clubs in common and last approved matches (seen by players who share a club or a match with them; never an e-mail or phone)",
    tags,
  }),
  groups: endpoint({
    method: 'GET',
    path: '/matchgroup/',
    access: 'user',
    query: z.object({ page: pageParam(), page_size: pageSizeParam(10), tournament: recordId().optional() }),
    response: { 200: pageOf(matchGroupRecordSchema) },
    summary: 'Match groups, of a tournament',
    tags,
  }),
  group: endpoint({
    method: 'GET',
    path: '/matchgroup/:id/',
    access: 'user',
    params,
    response: { 200: matchGroupDetailSchema },
    summary: 'A match group with its matches',
    tags,
  }),
  createGroup: endpoint({
    method: 'POST',
    path: '/matchgroup/',
    access: 'user',
    body: matchGroupSchema.meta({ examples: [{ name: 'Round 1' }] }),
    response: { 201: matchGroupRecordSchema },
    summary: 'A match group (the tournaments issue uses it)',
    tags,
  }),
  updateGroup: endpoint({
    method: 'PATCH',
    path: '/matchgroup/:id/',
    access: 'user',
    params,
    body: updateMatchGroupSchema.meta({ examples: [{ name: 'Round 2' }] }),
    response: { 200: matchGroupRecordSchema },
    summary: 'Change a match group (its maker only)',
    tags,
  }),
};
