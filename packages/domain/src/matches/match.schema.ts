import { z } from 'zod';
import { messages } from '../validation/messages';
import { DATE_OR_DATE_TIME, dateTimeText } from '../validation/date-fields';
import { recordId } from '../validation/ids';
import { isEmail } from '../validation/patterns';
import { checkScore } from './score.rules';

// The match diary (spec 3 §3 "Match", §4 "Matches", §7 "Hit requests and matches"; issue 14).

export const matchInvalidReason = 'Invalid match details';

export const matchMessages = {
  notFound: 'Match not found.',
  groupNotFound: 'Match group not found.',
  notAPlayer: 'You can only record matches you played.',
  samePlayerTwice: 'A player can only be on one side once',
  sideSize: (format: 'S' | 'D') =>
    format === 'S' ? 'A singles side has one player' : 'A doubles side has two players',
  unknownEmail: 'No Rally player has this e-mail address',
  notYourEntry: 'You are not a player of this match.',
  notGroupOwner: 'Only the player who made the match group can change it.',
} as const;

const games = z
  .number({ error: 'Games must be whole numbers' })
  .int('Games must be whole numbers')
  .min(0, 'Games must be whole numbers')
  .max(99, 'Games must be at most 99');
const pair = z.tuple([games, games], { error: 'A set is two numbers of games' });

export const setScoreSchema = z.object({ games: pair, tiebreak: z.tuple([games, games]).nullable().optional() });

const sideSchema = z.object({
  players: z.array(recordId('A valid player is required')).max(2).default([]),
  /** Players given by their e-mail (the recorder may not know their ids); resolved to Rally players. */
  emails: z.array(z.string().trim().toLowerCase().refine(isEmail, messages.email)).max(2).default([]),
  team: recordId('A valid team is required').nullable().optional(),
});

/** POST /api/match/: a match the caller played. */
export const createMatchSchema = z
  .object({
    start: dateTimeText(
      'Must be a date (YYYY-MM-DD) or a date and time',
      messages.required('start'),
      DATE_OR_DATE_TIME,
    ),
    format: z.enum(['S', 'D'], { error: 'Choose singles or doubles' }).default('S'),
    surface: recordId('A valid surface is required').nullable().optional(),
    matchgroup: recordId('A valid match group is required').nullable().optional(),
    number_of_sets: z
      .union([z.literal(1), z.literal(3), z.literal(5)], { error: 'Matches are best of 1, 3 or 5 sets' })
      .default(3),
    match_tiebreak: z.boolean({ error: 'Must be true or false' }).default(false),
    sides: z.tuple([sideSchema, sideSchema], { error: 'A match has two sides' }),
    sets: z.array(setScoreSchema, { error: 'Enter the score of each set' }).max(5),
    /** The side that retired (1 or 2), when one did. */
    retired: z
      .union([z.literal(1), z.literal(2)])
      .nullable()
      .optional(),
  })
  .superRefine((v, ctx) => {
    const size = v.format === 'S' ? 1 : 2;
    v.sides.forEach((side, i) => {
      if (side.players.length + side.emails.length !== size)
        ctx.addIssue({ code: 'custom', path: ['sides', i, 'players'], message: matchMessages.sideSize(v.format) });
    });
    const ids = v.sides.flatMap((s) => s.players);
    const emails = v.sides.flatMap((s) => s.emails);
    if (new Set(ids).size !== ids.length || new Set(emails).size !== emails.length)
      ctx.addIssue({ code: 'custom', path: ['sides'], message: matchMessages.samePlayerTwice });
    const score = checkScore({
      number_of_sets: v.number_of_sets,
      sets: v.sets,
      retired: v.retired ?? null,
      match_tiebreak: v.match_tiebreak,
    });
    if (!score.valid) for (const message of score.errors) ctx.addIssue({ code: 'custom', path: ['sets'], message });
  });
export type CreateMatch = z.infer<typeof createMatchSchema>;
export type CreateMatchInput = z.input<typeof createMatchSchema>;

/** PATCH /api/match/{id}/: the caller's own entry: approve it, or delete it (it leaves their list). */
export const updateMatchSchema = z
  .object({
    approved: z.literal(true, { error: 'approved can only be set to true' }).optional(),
    deleted: z.literal(true, { error: 'deleted can only be set to true' }).optional(),
  })
  .refine((v) => v.approved !== undefined || v.deleted !== undefined, {
    message: 'Say approved or deleted',
    path: ['approved'],
  });
export type UpdateMatch = z.infer<typeof updateMatchSchema>;

/** POST /api/matchgroup/ and PATCH /api/matchgroup/{id}/: a tournament's group of matches (the tournaments issue fills it). */
// A group is found by its name ('Round 1'): a nameless one could not be told apart.
const groupName = z
  .string({ error: messages.required('Name') })
  .trim()
  .min(1, messages.required('Name'))
  .max(100, messages.max(100));
export const matchGroupSchema = z.object({
  tournament: recordId('A valid tournament is required').nullable().optional(),
  name: groupName,
});
export const updateMatchGroupSchema = z.object({
  tournament: recordId('A valid tournament is required').nullable().optional(),
  name: groupName.optional(),
});
export type MatchGroupInput = z.infer<typeof matchGroupSchema>;
