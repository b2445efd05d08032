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
export const matchGroupSchema = z.object({
  tournament: recordId('A valid tournament is required').nullable().optional(),
  name: z.string().trim().max(100, messages.max(100)).default(''),
});
export const updateMatchGroupSchema = z.object({
  tournament: recordId('A valid tournament is required').nullable().optional(),
  name: z.string().trim().max(100, messages.max(100)).optional(),
});
export type MatchGroupInput = z.infer<typeof matchGroupSchema>;

export type MatchPlayer = { player: number; name: string; side: 1 | 2; approved: boolean; deleted: boolean };
export type MatchSide = {
  side: 1 | 2;
  team: number | null;
  players: { id: number; name: string }[];
  score: number;
  sets: number[];
};
/** A match as the API answers it. */
export type Match = {
  id: number;
  start: string;
  finish: string | null;
  format: 'S' | 'D';
  surface: number | null;
  matchgroup: number | null;
  cancelled: boolean;
  commenced: boolean;
  number_of_sets: 1 | 3 | 5;
  match_tiebreak: boolean;
  sets: { games: [number, number]; tiebreak?: [number, number] | null }[];
  retired: 1 | 2 | null;
  winner: 1 | 2;
  score_text: string;
  sides: MatchSide[];
  playermatch_set: MatchPlayer[];
  /** Every player has approved: the match counts for ratings. */
  approved: boolean;
  recorded_by: number | null;
  created: string;
};

/** A player's level in one format, with their record in it (GET /api/player/{id}/matcha/ and /profile/). */
export type PlayerFormatLevel = {
  number: number;
  name: string;
  rgb: string;
  rating: number;
  rd: number;
  wins: number;
  losses: number;
};

/** One of a player's approved matches on their profile, told from their side. */
export type ProfileMatch = {
  id: number;
  start: string;
  format: 'S' | 'D';
  won: boolean;
  /** Their games first: '6-3 7-6(7-4)'. */
  score_text: string;
  partners: { id: number; name: string }[];
  opponents: { id: number; name: string }[];
};

/**
 * GET /api/player/{id}/profile/: what another player may see of a player (no e-mail or phone):
 * name, levels, record, recent form, the clubs both belong to and their last approved matches.
 */
export type PlayerProfile = {
  id: number;
  full_name: string;
  is_me: boolean;
  matcha_level: PlayerFormatLevel | null;
  matcha_doubles_level: PlayerFormatLevel | null;
  record: { wins: number; losses: number };
  recent_form: ('W' | 'L')[];
  clubs_in_common: { id: number; name: string }[];
  recent_matches: ProfileMatch[];
};
