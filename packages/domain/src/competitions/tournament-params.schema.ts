import { z } from 'zod';
import { recordId } from '../validation/ids';
import { isoDateText } from '../validation/date-fields';
import { messages } from '../validation/messages';
import { tournamentMessages } from './tournament-messages';
import {
  CANCELLED_OPTIONS,
  DEFAULT_LADDER_ORDER,
  FIXTURE_TYPES,
  LADDER_ORDER_KEYS,
  PLAY_FREQUENCIES,
  PLAYER_GENDERS,
  SETS_UP_TO,
  TIE_BREAKERS,
  TIME_PLAYED_OPTIONS,
  TOURNAMENT_TYPES,
} from './tournament-options';

// A tournament's params (spec 3 §3 "Tournament params", §5 its rules): the object with every field
// optional, and every rule of §5 as an issue under its param. docs/competitions.md.

export const dateString = (message: string) => isoDateText(messages.dateFormatStandard, message);
const whole = (message: string, min = 0) =>
  z.number({ error: message }).int(message).min(min, message).max(1000, 'Must be less than or equal to 1000');
const points = (message: string) =>
  z
    .number({ error: message })
    .min(0, 'Points are 0 to 10 in halves')
    .max(10, 'Points are 0 to 10 in halves')
    .refine((n) => Number.isInteger(n * 2), 'Points are 0 to 10 in halves');

/** A match of every fixture (spec: match_sets): singles or doubles, 1 set, best of 3 or best of 5. */
export const matchSetSchema = z.object({
  name: z.string().trim().max(60, 'Please enter no more than 60 characters').default(''),
  format: z.enum(['S', 'D'], { error: 'Choose singles or doubles' }),
  number_of_sets: z.union([z.literal(1), z.literal(3), z.literal(5)], { error: 'Sets are 1, best of 3 or best of 5' }),
});
export type MatchSet = z.infer<typeof matchSetSchema>;

/** The params object with every field optional: the rules of §5 say which are required and when. */
export const tournamentParamsObject = z.object({
  Type: z.enum(TOURNAMENT_TYPES, { error: tournamentMessages.typeRequired }).nullable().optional(),
  FixtureType: z.enum(FIXTURE_TYPES, { error: 'Choose inter-club or intra-club' }).default('interclub'),
  PlayerGender: z.enum(PLAYER_GENDERS, { error: 'Choose mens, womens, mixed or flexible' }).default('flexible'),
  Surface: recordId('A valid surface is required').nullable().optional(),
  Country: z.string().trim().max(3).nullable().optional(),
  Deuce: z.boolean({ error: tournamentMessages.deuceRequired }).nullable().optional(),
  SetsUpTo: z.enum(SETS_UP_TO, { error: tournamentMessages.setsUpToRequired }).nullable().optional(),
  TieBreaker: z.enum(TIE_BREAKERS, { error: tournamentMessages.tieBreakerRequired }).nullable().optional(),
  TieBreakerOther: z
    .number({ error: 'Tie breaker other is a number of games all' })
    .int('Tie breaker other is a number of games all')
    .min(1)
    .max(12, 'Tie breaker other is at most 12 games all')
    .nullable()
    .optional(),
  PointsPerWin: points(tournamentMessages.pointsPerWinRequired).nullable().optional(),
  BonusPointsPerRound: points(tournamentMessages.bonusPointsRequired).nullable().optional(),
  CancelledPoints: points(tournamentMessages.cancelledPointsRequired).nullable().optional(),
  BonusPointsWhenCancelledOptions: z
    .enum(CANCELLED_OPTIONS, { error: 'Choose what a cancelled match scores as bonus' })
    .default('none'),
  TeamBonusForDraw: points('Team bonus for a draw is 0 to 10 in halves').default(0),
  TimePlayed: z
    .string({ error: tournamentMessages.timePlayedRequired })
    .refine((t) => TIME_PLAYED_OPTIONS.includes(t), tournamentMessages.timePlayedRequired)
    .nullable()
    .optional(),
  DaysOfWeek: z
    .array(z.number().int().min(0, 'Weekdays are Monday 0 to Sunday 6').max(6, 'Weekdays are Monday 0 to Sunday 6'))
    .default([]),
  DatesNotPlayed: z.array(dateString('A date not played must be YYYY-MM-DD')).max(400).default([]),
  PlayFrequency: z.enum(PLAY_FREQUENCIES, { error: tournamentMessages.playFrequencyRequired }).nullable().optional(),
  NumberOfCourts: whole(tournamentMessages.courtsRequired, 1).nullable().optional(),
  NumberOfSpareCourts: whole(tournamentMessages.spareCourtsRequired).nullable().optional(),
  NumberOfRounds: whole(tournamentMessages.roundsRequired, 1).nullable().optional(),
  NumberOfMatchesPerRound: whole(tournamentMessages.matchesPerRoundRequired, 1).nullable().optional(),
  NumberOfTeams: whole(tournamentMessages.teamsRequired, 2).nullable().optional(),
  NumberOfTeamsKnockout: whole(tournamentMessages.knockoutTeamsRange, 2).nullable().optional(),
  PlayersPerTeam: whole('Players per team is a whole number of 1 or more', 1).default(4),
  MenPerTeam: whole('Men per team is a whole number').nullable().optional(),
  WomenPerTeam: whole('Women per team is a whole number').nullable().optional(),
  match_sets: z.array(matchSetSchema).max(20).default([]),
  FillinSameRank: z.boolean({ error: 'Must be true or false' }).default(false),
  NumPlayerPointsSinglesMatch: points('Points per singles match are 0 to 10 in halves').nullable().optional(),
  NumPlayerPointsDoublesMatch: points('Points per doubles match are 0 to 10 in halves').nullable().optional(),
  club_unknown_set: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  PlayerLadderOrder: z
    .array(z.enum(LADDER_ORDER_KEYS, { error: 'Unknown ladder order' }))
    .max(7)
    .default(DEFAULT_LADDER_ORDER),
  TeamLadderOrder: z
    .array(z.enum(LADDER_ORDER_KEYS, { error: 'Unknown ladder order' }))
    .max(7)
    .default(DEFAULT_LADDER_ORDER),
});
export type TournamentParams = z.infer<typeof tournamentParamsObject>;
export type TournamentParamsInput = z.input<typeof tournamentParamsObject>;

export type Issue = { path: string; message: string };

/** Every params rule of spec 3 §5, in the spec's order: the refusals, each under its param. */
export function paramsRuleIssues(p: TournamentParams): Issue[] {
  const out: Issue[] = [];
  const need = (ok: boolean, path: string, message: string) => {
    if (!ok) out.push({ path, message });
  };
  const given = (v: unknown) => v !== null && v !== undefined && v !== '';
  if (!given(p.Type)) return [{ path: 'Type', message: tournamentMessages.typeRequired }];
  need(given(p.Country), 'Country', tournamentMessages.countryRequired);
  need(given(p.Deuce), 'Deuce', tournamentMessages.deuceRequired);
  need(given(p.SetsUpTo), 'SetsUpTo', tournamentMessages.setsUpToRequired);
  need(given(p.TieBreaker), 'TieBreaker', tournamentMessages.tieBreakerRequired);
  if (p.TieBreaker === 'other')
    need(given(p.TieBreakerOther), 'TieBreakerOther', tournamentMessages.tieBreakerOtherRequired);
  need(given(p.PointsPerWin), 'PointsPerWin', tournamentMessages.pointsPerWinRequired);
  need(given(p.BonusPointsPerRound), 'BonusPointsPerRound', tournamentMessages.bonusPointsRequired);
  need(given(p.CancelledPoints), 'CancelledPoints', tournamentMessages.cancelledPointsRequired);
  need(given(p.TimePlayed), 'TimePlayed', tournamentMessages.timePlayedRequired);
  need(p.DaysOfWeek.length === 1, 'DaysOfWeek', tournamentMessages.oneDayOfWeek);
  need(given(p.PlayFrequency), 'PlayFrequency', tournamentMessages.playFrequencyRequired);
  need(given(p.NumberOfCourts), 'NumberOfCourts', tournamentMessages.courtsRequired);
  need(given(p.NumberOfSpareCourts), 'NumberOfSpareCourts', tournamentMessages.spareCourtsRequired);
  if (given(p.NumberOfCourts) && given(p.NumberOfSpareCourts))
    need(p.NumberOfSpareCourts! < p.NumberOfCourts!, 'NumberOfSpareCourts', tournamentMessages.spareCourtsLeaveOne);
  need(given(p.NumberOfRounds), 'NumberOfRounds', tournamentMessages.roundsRequired);
  need(given(p.NumberOfMatchesPerRound), 'NumberOfMatchesPerRound', tournamentMessages.matchesPerRoundRequired);
  need(given(p.NumberOfTeams), 'NumberOfTeams', tournamentMessages.teamsRequired);
  if (given(p.NumberOfTeams) && given(p.NumberOfMatchesPerRound))
    need(p.NumberOfTeams! >= 2 * p.NumberOfMatchesPerRound!, 'NumberOfTeams', tournamentMessages.teamsTwiceMatches);
  if (p.Type === 'RRKO') {
    need(given(p.NumberOfTeamsKnockout), 'NumberOfTeamsKnockout', tournamentMessages.knockoutTeamsRequired);
    if (given(p.NumberOfTeamsKnockout) && given(p.NumberOfTeams))
      need(
        p.NumberOfTeamsKnockout! <= p.NumberOfTeams!,
        'NumberOfTeamsKnockout',
        tournamentMessages.knockoutTeamsRange,
      );
  }
  if (p.PlayerGender === 'mixed') {
    need(given(p.MenPerTeam) && given(p.WomenPerTeam), 'MenPerTeam', tournamentMessages.menWomenRequired);
    if (given(p.MenPerTeam) && given(p.WomenPerTeam))
      need(p.MenPerTeam! + p.WomenPerTeam! === p.PlayersPerTeam, 'MenPerTeam', tournamentMessages.menWomenSum);
  }
  need(p.match_sets.length > 0, 'match_sets', tournamentMessages.matchSetRequired);
  if (p.FillinSameRank)
    need(
      given(p.NumPlayerPointsSinglesMatch) || given(p.NumPlayerPointsDoublesMatch),
      'NumPlayerPointsSinglesMatch',
      tournamentMessages.fillinPointsRequired,
    );
  return out;
}

export const tournamentParamsSchema = tournamentParamsObject.superRefine((p, ctx) => {
  for (const issue of paramsRuleIssues(p)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
