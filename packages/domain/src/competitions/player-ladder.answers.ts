import { z } from 'zod';

// The player ladder's answers as the API gives them (docs/competitions.md "The player ladder"),
// for its contracts (issue 26). Every command answers the whole ladder.

/** A player on the ladder, by position. */
export const ladderPlayerRecordSchema = z.object({
  id: z.number(),
  player: z.number(),
  name: z.string(),
  position: z.number(),
  is_organiser: z.boolean(),
  won: z.number(),
  lost: z.number(),
  in_challenge: z.boolean(),
  can_challenge: z.boolean(),
});
export type LadderPlayer = z.infer<typeof ladderPlayerRecordSchema>;

/** A challenge, open or decided. */
export const ladderChallengeRecordSchema = z.object({
  id: z.number(),
  challenger: z.number(),
  challenger_name: z.string(),
  challenger_position: z.number(),
  defender: z.number(),
  defender_name: z.string(),
  defender_position: z.number(),
  /** Taken off the ladder since (their past challenges stay, shown with "removed"). */
  challenger_removed: z.boolean(),
  defender_removed: z.boolean(),
  status: z.enum(['open', 'played', 'withdrawn']),
  created: z.string(),
  played: z.string().nullable(),
  /** The ladder player who won, once played. */
  winner: z.number().nullable(),
  score_text: z.string(),
  /** The match in the diary (issue 14), once played. */
  match: z.number().nullable(),
});
export type LadderChallenge = z.infer<typeof ladderChallengeRecordSchema>;

/** A player ladder with its positions and challenges (GET /api/playerladder/{id}/). */
export const playerLadderRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  desc: z.string(),
  club: z.number(),
  club_name: z.string(),
  challenge_places: z.number(),
  number_of_sets: z.union([z.literal(1), z.literal(3), z.literal(5)]),
  is_organiser: z.boolean(),
  /** The caller's own ladder player id, when they play on it. */
  me: z.number().nullable(),
  organisers: z.array(z.object({ player: z.number(), name: z.string() })),
  players: z.array(ladderPlayerRecordSchema),
  challenges: z.array(ladderChallengeRecordSchema),
});
export type PlayerLadder = z.infer<typeof playerLadderRecordSchema>;

/** A ladder in the caller's list (GET /api/playerladder/). */
export const playerLadderBriefSchema = z.object({
  id: z.number(),
  name: z.string(),
  club: z.number(),
  club_name: z.string(),
  players: z.number(),
  my_position: z.number().nullable(),
  is_organiser: z.boolean(),
});
export type PlayerLadderBrief = z.infer<typeof playerLadderBriefSchema>;
