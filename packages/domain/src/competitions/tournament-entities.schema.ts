import { z } from 'zod';
import { recordId } from '../validation/ids';
import { isEmail } from '../validation/patterns';
import { tournamentMessages } from './tournament-messages';
import { dateString } from './tournament-params.schema';

// The other tournament entities (spec 3 §3 "Other tournament entities"): members, teams, rounds,
// the knockout stage, a manual draw, a round moved, a match's result; and what the API answers for a
// tournament and its ladders. docs/competitions.md.

export const MEMBER_GENDERS = ['M', 'F', 'U'] as const;

/** POST /api/member/: a player into a tournament (organisers add players, or themselves as organisers). */
export const tournamentMemberSchema = z
  .object({
    tournament: recordId('A valid tournament is required'),
    /** The player, or their validated e-mail (organisers invite players they know by address). */
    player: recordId('A valid player is required').optional(),
    email: z.string().trim().toLowerCase().max(254).optional(),
    /**
     * With `email`: someone who may have no Rally account. An address an account has verified binds
     * that account; otherwise the place is held under this name and the address is invited to claim it.
     */
    name: z.string().trim().max(200, 'Name is at most 200 characters').optional(),
    team: recordId('A valid team is required').nullable().optional(),
    rank: z
      .number({ error: 'Rank is a whole number of 1 or more' })
      .int('Rank is a whole number of 1 or more')
      .min(1, 'Rank is a whole number of 1 or more')
      .max(1000)
      .nullable()
      .optional(),
    gender: z.enum(MEMBER_GENDERS, { error: 'Gender is M, F or U' }).optional(),
    is_organiser: z.boolean().default(false),
  })
  .refine((v) => v.player !== undefined || Boolean(v.email), {
    message: 'Choose a player, or give their e-mail address',
    path: ['player'],
  })
  .refine((v) => v.player !== undefined || !v.email || isEmail(v.email), {
    message: tournamentMessages.placeEmailInvalid,
    path: ['email'],
  });
export type TournamentMemberInput = z.input<typeof tournamentMemberSchema>;

/** POST /api/tournamentinvitation/claim/ (and GET ?key=): the key of an invitation to a place. */
export const tournamentClaimSchema = z.object({
  key: z.string({ error: tournamentMessages.claimNotFound }).trim().min(1, tournamentMessages.claimNotFound).max(200),
});

/** PATCH /api/member/{id}/. */
export const tournamentMemberPatchSchema = z.object({
  team: recordId('A valid team is required').nullable().optional(),
  rank: z
    .number({ error: 'Rank is a whole number of 1 or more' })
    .int('Rank is a whole number of 1 or more')
    .min(1, 'Rank is a whole number of 1 or more')
    .max(1000)
    .nullable()
    .optional(),
  gender: z.enum(MEMBER_GENDERS, { error: 'Gender is M, F or U' }).optional(),
  is_organiser: z.boolean().optional(),
});
export type TournamentMemberPatch = z.infer<typeof tournamentMemberPatchSchema>;

/** POST /api/team/. */
export const tournamentTeamSchema = z.object({
  tournament: recordId('A valid tournament is required'),
  club: recordId('A valid club is required'),
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(80, 'Please enter no more than 80 characters'),
  ladder_order: z.number().int().min(0).max(1000).nullable().optional(),
});
export type TournamentTeamInput = z.input<typeof tournamentTeamSchema>;
export const tournamentTeamPatchSchema = z.object({
  club: recordId('A valid club is required').optional(),
  name: z.string().trim().min(1, 'Name is required.').max(80, 'Please enter no more than 80 characters').optional(),
  ladder_order: z.number().int().min(0).max(1000).nullable().optional(),
});
export type TournamentTeamPatch = z.infer<typeof tournamentTeamPatchSchema>;

// What the API answers for a tournament, its fixtures and ladders: ./tournament.answers.ts.

/** POST /api/round/: a round added by hand (manual draw, knockout). */
export const tournamentRoundSchema = z.object({
  tournament: recordId('A valid tournament is required'),
  start: dateString('Start is required.'),
  end: dateString('End must be YYYY-MM-DD').nullable().optional(),
  kind: z.enum(['RR', 'KO'], { error: 'A round is RR (round robin) or KO (knockout)' }).default('RR'),
});
export type TournamentRoundInput = z.input<typeof tournamentRoundSchema>;

/** POST /api/tournament/{id}/knockout/: the knockout stage; start left out: the next playing date after the round robin. */
export const knockoutSchema = z.object({
  start: dateString('The knockout start must be YYYY-MM-DD').nullable().optional(),
});
export type KnockoutInput = z.input<typeof knockoutSchema>;

/** POST /api/tournament/{id}/manualdraw/: the organiser's own rounds (dated) and fixtures (home and away teams). */
/**
 * What a draw is told: with fewer teams set up than `NumberOfTeams` it is refused
 * (`tournamentMessages.drawMissingTeams`) unless the organiser confirms drawing with those there.
 */
const drawConfirmation = { confirm_missing_teams: z.boolean().optional() };

/** POST /api/tournament/{id}/draw/: the drawn round robin; no body, or the confirmation of missing teams. */
export const drawRequestSchema = z.object(drawConfirmation);
export type DrawRequest = z.input<typeof drawRequestSchema>;

export const manualDrawSchema = z.object({
  ...drawConfirmation,
  rounds: z
    .array(
      z.object({
        date: dateString('Each round needs a date.'),
        fixtures: z
          .array(z.object({ home: recordId('Choose the home team'), away: recordId('Choose the away team') }))
          .min(1, 'Each round needs at least one fixture.')
          .max(200),
      }),
    )
    .min(1, tournamentMessages.manualDrawEmpty)
    .max(200),
});
export type ManualDrawInput = z.input<typeof manualDrawSchema>;

/** POST /api/round/{id}/updatefrom/: the round's new date (left out: the next playing date after its current one). */
export const roundUpdateFromSchema = z.object({
  to: dateString('The new date must be YYYY-MM-DD').nullable().optional(),
});

/** PATCH /api/tournamentmatch/{id}/: a match's result (real tennis scores under the tournament's rules), or its cancellation. */
export const tournamentMatchResultSchema = z.object({
  sets: z
    .array(
      z.object({
        games: z.tuple([z.number().int().min(0).max(99), z.number().int().min(0).max(99)], {
          error: 'A set is two numbers of games',
        }),
        tiebreak: z
          .tuple([z.number().int().min(0).max(99), z.number().int().min(0).max(99)])
          .nullable()
          .optional(),
      }),
    )
    .max(5)
    .default([]),
  cancelled: z.boolean().default(false),
  /** The team that cancelled (left out or null: nobody, e.g. rain). */
  cancelled_by: recordId('A valid team is required').nullable().optional(),
  /**
   * Who played (player ids; singles one a side, doubles two): team members, or fill-ins when
   * FillinSameRank allows (the domain's lineupProblems). Left out: the players stored stay; [] for
   * both: none. A cancelled match keeps no players.
   */
  home_players: z.array(recordId('A valid player is required')).max(2, 'A side has at most two players').optional(),
  away_players: z.array(recordId('A valid player is required')).max(2, 'A side has at most two players').optional(),
});
export type TournamentMatchResult = z.input<typeof tournamentMatchResultSchema>;
export const tournamentResultMessages = {
  matchNotFound: 'Match not found.',
  scoreRequired: 'Enter the score of each set, or mark the match cancelled.',
  cancelledByTeam: 'The team that cancelled must be one of the fixture’s teams.',
  lineupNoTeams: 'This knockout place has no teams yet, so it has no players.',
} as const;
export type TournamentMatchResultBody = z.infer<typeof tournamentMatchResultSchema>;
