import { z } from 'zod';
import { setScoreSchema } from '../matches/match.schema';
import { recordId } from '../validation/ids';
import { isEmail } from '../validation/patterns';

// The player ladder (a challenge ladder at a club; docs/competitions.md "The player ladder"). The
// rules are in ./ladder/challenge-ladder.ts; these are the payloads and the answers.

export const playerLadderInvalidReason = 'Invalid ladder details';

export const playerLadderMessages = {
  notFound: 'Ladder not found.',
  challengeNotFound: 'Challenge not found.',
  organiserOnly: 'Only an organiser of this ladder can do that.',
  notYourChallenge: 'Only the two players or an organiser can enter this result or withdraw it.',
  notOpen: 'This challenge is played or withdrawn already.',
  onLadderAlready: 'This player is on the ladder already.',
  playerNotFound: 'No Rally player has this e-mail address.',
  lastOrganiser: 'A ladder needs an organiser: make someone else an organiser first.',
  notAClubPlayer: 'You can only start a ladder at a club you play at: follow it or join it first.',
} as const;

/** POST /api/playerladder/: a ladder at one club; the caller organises it. */
export const playerLadderSchema = z.object({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(80, 'Please enter no more than 80 characters'),
  desc: z.string().trim().max(2000, 'Please enter no more than 2000 characters').default(''),
  club: recordId('Choose the club where the ladder is played'),
  /** How many places above themselves a player may challenge. */
  challenge_places: z
    .number({ error: 'Choose how many places up a player may challenge' })
    .int()
    .min(1, 'Players must be able to challenge at least 1 place up')
    .max(10, 'At most 10 places up'),
  number_of_sets: z
    .union([z.literal(1), z.literal(3), z.literal(5)], { error: 'Matches are best of 1, 3 or 5 sets' })
    .default(3),
  /** Whether the organiser also plays (starts at the bottom). */
  play: z.boolean().default(false),
});
export type PlayerLadderInput = z.input<typeof playerLadderSchema>;
export type PlayerLadderBody = z.infer<typeof playerLadderSchema>;

/** POST /api/playerladder/{id}/player/: an organiser adds a Rally player (by e-mail or id) at the bottom. */
export const ladderPlayerSchema = z
  .object({
    email: z.string().trim().toLowerCase().refine(isEmail, 'Enter a valid e-mail address').optional(),
    player: recordId('A valid player is required').optional(),
  })
  .refine((v) => v.email !== undefined || v.player !== undefined, {
    message: 'Enter the player’s e-mail address',
    path: ['email'],
  });
export type LadderPlayerInput = z.input<typeof ladderPlayerSchema>;

/** POST /api/playerladder/{id}/challenge/: the caller challenges `defender` (a ladder player id); an organiser may name the `challenger`. */
export const ladderChallengeSchema = z.object({
  defender: recordId('Choose the player to challenge'),
  challenger: recordId('A valid ladder player is required').optional(),
});
export type LadderChallengeInput = z.input<typeof ladderChallengeSchema>;

/** POST /api/ladderchallenge/{id}/result/: the score, challenger's games first; recorded in the match diary. */
export const ladderResultSchema = z.object({
  sets: z.array(setScoreSchema, { error: 'Enter the score of each set' }).min(1, 'Enter the score of each set').max(5),
  match_tiebreak: z.boolean().default(false),
  /** 1 the challenger retired, 2 the defender. */
  retired: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .optional(),
});
export type LadderResultInput = z.input<typeof ladderResultSchema>;

// What the API answers for a ladder: ./player-ladder.answers.ts.
