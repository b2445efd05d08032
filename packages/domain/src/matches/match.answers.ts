import { z } from 'zod';

// The match diary's answers (spec 3 §3 "Match", §4 "Matches"; issue 14) as the API gives them, for
// the matches' contracts (issue 26): dates are ISO text, sides are 1 and 2.

const sideNumber = z.literal([1, 2]);
const gamePair = z.tuple([z.number(), z.number()]);
const person = z.object({ id: z.number(), name: z.string() });

/** A player's entry in a match: approved by them, or deleted from their diary. */
export const matchPlayerSchema = z.object({
  player: z.number(),
  name: z.string(),
  side: sideNumber,
  approved: z.boolean(),
  deleted: z.boolean(),
});
export type MatchPlayer = z.infer<typeof matchPlayerSchema>;

/** One side of a match: its players, sets won and games of each set. */
export const matchSideSchema = z.object({
  side: sideNumber,
  team: z.number().nullable(),
  players: z.array(person),
  score: z.number(),
  sets: z.array(z.number()),
});
export type MatchSide = z.infer<typeof matchSideSchema>;

/** A match as the API answers it (GET /api/match/{id}/). */
export const matchSchema = z.object({
  id: z.number(),
  start: z.string(),
  finish: z.string().nullable(),
  format: z.enum(['S', 'D']),
  surface: z.number().nullable(),
  matchgroup: z.number().nullable(),
  cancelled: z.boolean(),
  commenced: z.boolean(),
  number_of_sets: z.literal([1, 3, 5]),
  match_tiebreak: z.boolean(),
  sets: z.array(z.object({ games: gamePair, tiebreak: gamePair.nullable().optional() })),
  retired: sideNumber.nullable(),
  winner: sideNumber,
  score_text: z.string(),
  sides: z.array(matchSideSchema),
  playermatch_set: z.array(matchPlayerSchema),
  /** Every player has approved: the match counts for ratings. */
  approved: z.boolean(),
  recorded_by: z.number().nullable(),
  created: z.string(),
});
export type Match = z.infer<typeof matchSchema>;

/** A player's level in one format, with their record in it (GET /api/player/{id}/matcha/ and /profile/). */
export const playerFormatLevelSchema = z.object({
  number: z.number(),
  name: z.string(),
  rgb: z.string(),
  rating: z.number(),
  rd: z.number(),
  wins: z.number(),
  losses: z.number(),
});
export type PlayerFormatLevel = z.infer<typeof playerFormatLevelSchema>;

const recentForm = z.array(z.enum(['W', 'L']));

/** GET /api/player/{id}/matcha/: a player's levels, record and recent form (W/L of the last five approved matches). */
export const playerMatchaSchema = z.object({
  player: z.number(),
  matcha_level: playerFormatLevelSchema.nullable(),
  matcha_doubles_level: playerFormatLevelSchema.nullable(),
  record: z.object({ wins: z.number(), losses: z.number() }),
  recent_form: recentForm,
});
export type PlayerMatcha = z.infer<typeof playerMatchaSchema>;

/** One of a player's approved matches on their profile, told from their side. */
export const profileMatchSchema = z.object({
  id: z.number(),
  start: z.string(),
  format: z.enum(['S', 'D']),
  won: z.boolean(),
  /** Their games first: '6-3 7-6(7-4)'. */
  score_text: z.string(),
  partners: z.array(person),
  opponents: z.array(person),
});
export type ProfileMatch = z.infer<typeof profileMatchSchema>;

/**
 * GET /api/player/{id}/profile/: what another player may see of a player (no e-mail or phone):
 * name, levels, record, recent form, the clubs both belong to and their last approved matches.
 */
export const playerProfileSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  is_me: z.boolean(),
  matcha_level: playerFormatLevelSchema.nullable(),
  matcha_doubles_level: playerFormatLevelSchema.nullable(),
  record: z.object({ wins: z.number(), losses: z.number() }),
  recent_form: recentForm,
  clubs_in_common: z.array(person),
  recent_matches: z.array(profileMatchSchema),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/** A matcha level (GET /api/matchalevel/): number, name, description, point range and colour. */
export const matchaLevelSchema = z.object({
  number: z.number(),
  name: z.string(),
  description: z.string(),
  min_points: z.number(),
  max_points: z.number(),
  rgb: z.string(),
});

/** A match group (GET /api/matchgroup/): a tournament's group of matches. */
export const matchGroupRecordSchema = z.object({
  id: z.number(),
  tournament: z.number().nullable(),
  name: z.string(),
  created_by: z.number().nullable(),
  created: z.string(),
});
export type MatchGroupRecord = z.infer<typeof matchGroupRecordSchema>;

/** A match group with its matches (GET /api/matchgroup/{id}/). */
export const matchGroupDetailSchema = matchGroupRecordSchema.extend({ match_set: z.array(matchSchema) });
