// The tournament wizard's choices (spec 3 §9 the options): types, fixture types, genders, sets,
// tie-breakers, frequencies, the cancelled-fixture option, ladder orders, weekdays, times played and
// points, with their labels. docs/competitions.md.
import { timeLabel } from '../clubs/time-options';

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
