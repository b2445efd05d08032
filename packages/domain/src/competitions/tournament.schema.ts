import { z } from 'zod';
import { recordId } from '../validation/ids';
import { isoDateText } from '../validation/date-fields';
import { messages } from '../validation/messages';
import { timeLabel } from '../clubs/time-options';

// Tournaments and leagues (spec 3 §3 "Tournament", "Tournament params", "Other tournament entities";
// §5 "Tournament", "Tournament params"; §9 the options). One schema per payload, shared by the
// creation wizard and the routes. Every rule of §5 refuses with its own sentence naming the rule
// (tournamentMessages), reported under the param it is about. docs/competitions.md.

export const tournamentInvalidReason = 'Invalid tournament details';

export const TOURNAMENT_TYPES = ['RR', 'RRKO'] as const;
export const tournamentTypeLabels: Record<(typeof TOURNAMENT_TYPES)[number], string> = {
  RR: 'Round robin',
  RRKO: 'Round robin plus knockout',
};
export const FIXTURE_TYPES = ['interclub', 'intraclub'] as const;
export const fixtureTypeLabels: Record<(typeof FIXTURE_TYPES)[number], string> = {
  interclub: 'Inter-club',
  intraclub: 'Intra-club',
};
export const PLAYER_GENDERS = ['mens', 'womens', 'mixed', 'flexible'] as const;
export const playerGenderLabels: Record<(typeof PLAYER_GENDERS)[number], string> = {
  mens: 'Mens',
  womens: 'Womens',
  mixed: 'Mixed',
  flexible: 'Flexible',
};
export const SETS_UP_TO = ['standard', '7', '8', '9', '10', '11', '12'] as const;
export const TIE_BREAKERS = ['standard', '5-5', '7-7', 'other'] as const;
export const PLAY_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export const CANCELLED_OPTIONS = ['none', 'both', 'not_cancelling'] as const;
export const cancelledOptionLabels: Record<(typeof CANCELLED_OPTIONS)[number], string> = {
  none: 'No bonus points for a cancelled match',
  both: 'Both teams get the round bonus',
  not_cancelling: 'Only the team that did not cancel gets the round bonus',
};
/** Ladder orders (spec 3 §9): points, match, set and game win/loss ratio, matches, sets and games won. */
export const LADDER_ORDER_KEYS = [
  'points',
  'match_ratio',
  'set_ratio',
  'game_ratio',
  'matches_won',
  'sets_won',
  'games_won',
] as const;
export type LadderOrderKey = (typeof LADDER_ORDER_KEYS)[number];
export const ladderOrderLabels: Record<LadderOrderKey, string> = {
  points: 'Points',
  match_ratio: 'Match win/loss ratio',
  set_ratio: 'Set win/loss ratio',
  game_ratio: 'Game win/loss ratio',
  matches_won: 'Matches won',
  sets_won: 'Sets won',
  games_won: 'Games won',
};
export const DEFAULT_LADDER_ORDER: LadderOrderKey[] = [...LADDER_ORDER_KEYS];
/** Weekdays as spec 3 §9 numbers them: Monday 0 to Sunday 6. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Time played: 7:00 am to 11:30 pm in half-hours (spec 3 §9), as HH:MM. */
export const TIME_PLAYED_OPTIONS: string[] = Array.from({ length: 34 }, (_, i) => {
  const minutes = 7 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});
/** A time played as people read it: the one 24-hour clock ('19:00'), as timeLabel writes every time. */
export const timePlayedLabel = (hhmm: string) => timeLabel(hhmm);
/** Points options: 0.5 to 10 in halves (spec 3 §9); bonus, cancelled and draw points may also be 0. */
export const POINTS_OPTIONS: number[] = Array.from({ length: 20 }, (_, i) => (i + 1) / 2);

export const tournamentMessages = {
  notFound: 'Tournament not found.',
  organiserOnly: 'Only an organiser of this tournament can change it.',
  nameRequired: 'Name is required.',
  descRequired: 'Description is required.',
  startRequired: 'Start is required.',
  finishRequired: 'Finish is required.',
  startInPast: 'Start cannot be in the past.',
  finishBeforeStart: 'Finish cannot be before start.',
  clubRequired: 'Add at least one club.',
  clubNotFound: 'Club not found.',
  typeRequired: 'Type is required: choose round robin, or round robin plus knockout.',
  countryRequired: 'Country is required.',
  deuceRequired: 'Deuce is required: say whether games go to deuce.',
  setsUpToRequired: 'Sets up to is required: standard, or 7 to 12 games.',
  tieBreakerRequired: 'Tie breaker is required: standard, 5-5, 7-7 or other.',
  tieBreakerOtherRequired: 'Tie breaker other is required when the tie breaker is other.',
  pointsPerWinRequired: 'Points per win is required.',
  bonusPointsRequired: 'Bonus points per round is required.',
  cancelledPointsRequired: 'Cancelled points is required.',
  timePlayedRequired: 'Time played is required: 7:00 am to 11:30 pm in half-hours.',
  oneDayOfWeek: 'Choose exactly one day of the week.',
  playFrequencyRequired: 'Play frequency is required: weekly, fortnightly or monthly.',
  courtsRequired: 'Number of courts is required.',
  spareCourtsRequired: 'Number of spare courts is required (0 for none).',
  spareCourtsLeaveOne: 'Spare courts must leave at least one court to play on.',
  roundsRequired: 'Number of rounds is required.',
  matchesPerRoundRequired: 'Number of matches per round is required.',
  teamsRequired: 'Number of teams is required.',
  teamsTwiceMatches: 'Number of teams must be at least twice the number of matches per round.',
  knockoutTeamsRequired: 'Number of knockout teams is required for a round robin plus knockout.',
  knockoutTeamsRange: 'Number of knockout teams must be between 2 and the number of teams.',
  menWomenRequired: 'Men and women per team are required when the player gender is mixed.',
  menWomenSum: 'Men and women per team must add up to the players per team.',
  matchSetRequired: 'Add at least one match set.',
  fillinPointsRequired: 'Fill-in same rank needs points per singles or doubles match.',
  // Members and teams
  memberNotFound: 'Tournament member not found.',
  teamNotFound: 'Team not found.',
  playerNotFound: 'Player not found.',
  alreadyMember: 'This player is already in the tournament.',
  teamFull: (n: number) => `This team is full: players per team is ${n}.`,
  teamGenderMens: 'A mens tournament takes men only.',
  teamGenderWomens: 'A womens tournament takes women only.',
  teamMenFull: (n: number) => `This team already has its ${n} men.`,
  teamWomenFull: (n: number) => `This team already has its ${n} women.`,
  teamClubNotInTournament: 'The team’s club must be one of the tournament’s clubs.',
  lastOrganiser: 'A tournament keeps at least one organiser.',
  drawLocked: 'The draw is made: teams cannot change any more.',
  drawAlreadyMade: 'The draw is made already.',
  drawNeedsTeams: 'The draw needs at least two teams.',
  publishNeedsDraw: 'Make the draw before publishing the fixtures.',
  roundNotFound: 'Round not found.',
  roundEndBeforeStart: 'A round cannot end before it starts.',
  // The knockout stage and the manual draw
  knockoutNeedsType: 'Only a round robin plus knockout has a knockout stage.',
  knockoutNeedsDraw: 'Make the round robin draw before the knockout.',
  knockoutAlreadyMade: 'The knockout is made already.',
  knockoutTooFewTeams: (n: number) => `The knockout takes ${n} teams and the tournament has fewer.`,
  knockoutStartAfterRoundRobin: (last: string) => `The knockout must start after the last round robin round (${last}).`,
  knockoutUnderWay: 'The next knockout round is under way: this result can no longer change.',
  manualDrawBroken: 'The manual draw breaks a rule.',
  manualDrawEmpty: 'Add at least one round with a fixture.',
  manualDrawOutside: (round: number, date: string) => `Round ${round} on ${date} is outside the tournament's dates.`,
} as const;

const dateString = (message: string) => isoDateText(messages.dateFormatStandard, message);
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

type Issue = { path: string; message: string };

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

const definitionFields = {
  name: z
    .string({ error: tournamentMessages.nameRequired })
    .trim()
    .min(1, tournamentMessages.nameRequired)
    .max(120, 'Please enter no more than 120 characters'),
  desc: z
    .string({ error: tournamentMessages.descRequired })
    .trim()
    .min(1, tournamentMessages.descRequired)
    .max(4000, 'Please enter no more than 4000 characters'),
  start: dateString(tournamentMessages.startRequired),
  finish: dateString(tournamentMessages.finishRequired),
  sport: recordId('A valid sport is required').nullable().optional(),
  rules: z.string().trim().max(10000, 'Please enter no more than 10000 characters').default(''),
  club_set: z.array(recordId('A valid club is required'), { error: tournamentMessages.clubRequired }).max(50),
};

/** The definition rules of §5 (finish not before start; at least one club); the past is the service's (it knows today). */
function definitionIssues(v: { start: string; finish: string; club_set: number[] }): Issue[] {
  const out: Issue[] = [];
  if (v.finish < v.start) out.push({ path: 'finish', message: tournamentMessages.finishBeforeStart });
  if (v.club_set.length === 0) out.push({ path: 'club_set', message: tournamentMessages.clubRequired });
  return out;
}

/** POST /api/tournament/ and PUT /api/tournament/{id}/: the whole tournament. */
export const tournamentSchema = z
  .object({ ...definitionFields, params: tournamentParamsObject })
  .superRefine((v, ctx) => {
    for (const issue of definitionIssues(v))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    for (const issue of paramsRuleIssues(v.params))
      ctx.addIssue({ code: 'custom', path: ['params', issue.path], message: issue.message });
  });
export type TournamentInput = z.input<typeof tournamentSchema>;
export type TournamentBody = z.infer<typeof tournamentSchema>;

/** PATCH /api/tournament/{id}/: any fields; merged with the stored tournament and read again by tournamentSchema. */
export const tournamentPatchSchema = z.object({
  name: definitionFields.name.optional(),
  desc: definitionFields.desc.optional(),
  start: definitionFields.start.optional(),
  finish: definitionFields.finish.optional(),
  sport: definitionFields.sport,
  rules: z.string().trim().max(10000).optional(),
  club_set: definitionFields.club_set.optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  ready_to_draw: z.boolean().optional(),
  draw_complete: z.literal(true, { error: 'draw_complete can only be set to true' }).optional(),
});
export type TournamentPatch = z.infer<typeof tournamentPatchSchema>;

/** True when `start` lies before today (YYYY-MM-DD strings compare as dates). */
export const startIsInPast = (start: string, today: string) => start < today;

export const MEMBER_GENDERS = ['M', 'F', 'U'] as const;

/** POST /api/member/: a player into a tournament (organisers add players, or themselves as organisers). */
export const tournamentMemberSchema = z
  .object({
    tournament: recordId('A valid tournament is required'),
    /** The player, or their validated e-mail (organisers invite players they know by address). */
    player: recordId('A valid player is required').optional(),
    email: z.string().trim().toLowerCase().max(254).optional(),
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
  });
export type TournamentMemberInput = z.input<typeof tournamentMemberSchema>;

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

/** What the API answers for a tournament. */
export type TournamentMember = {
  id: number;
  tournament: number;
  team: number | null;
  player: number;
  name: string;
  rank: number | null;
  gender: 'M' | 'F' | 'U';
  is_organiser: boolean;
};
export type TournamentTeam = {
  id: number;
  tournament: number;
  club: number;
  club_name: string;
  name: string;
  ladder_order: number | null;
};
export type TournamentRound = {
  id: number;
  tournament: number;
  number: number;
  start: string;
  end: string;
  kind: 'RR' | 'KO';
};
export type Tournament = {
  id: number;
  published: boolean;
  name: string;
  desc: string;
  start: string;
  finish: string;
  ready_to_draw: boolean;
  sport: number | null;
  draw_complete: boolean;
  rules: string;
  params: TournamentParams;
  club_set: { id: number; name: string }[];
  round_set: TournamentRound[];
  team_set: TournamentTeam[];
  member_set: TournamentMember[];
  is_organiser: boolean;
};
export type TournamentBrief = Pick<Tournament, 'id' | 'name' | 'start' | 'finish' | 'published' | 'draw_complete'> & {
  member_set: { id: number; player: number; is_organiser: boolean; team: number | null }[];
  team_set: number[];
  club_set: number[];
  type: TournamentParams['Type'];
};

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
export const manualDrawSchema = z.object({
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
export type LadderRow = {
  id: number;
  name: string;
  position: number;
  points: number;
  played: number;
  matchesWon: number;
  matchesLost: number;
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
};
/**
 * GET /api/ladder/players/?tournament: a row of the player ladder. `id` is the player; `played` is
 * matches played; `team` the player's team now (null: a reserve, or no longer in the tournament:
 * `member` false); `fillins` the matches they played as a fill-in for another team.
 */
export type PlayerLadderRow = LadderRow & { team: number | null; team_name: string; member: boolean; fillins: number };
export type TournamentMatchResultBody = z.infer<typeof tournamentMatchResultSchema>;
