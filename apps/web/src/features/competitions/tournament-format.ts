import { DEFAULT_LADDER_ORDER, formatDate, type Tournament, type TournamentInput } from '@rally/domain';
import { playerFormat } from '../../lib/format';

/**
 * 'Tue, 6 May 2031' from YYYY-MM-DD, in `locale`: a fixture's host club's, or a competition's
 * first club's (useClubLocale), the default until the club is read.
 */
export const dayLabel = (iso: string, locale?: string) =>
  formatDate(iso, playerFormat(undefined, locale), { weekday: true });

/** The `?id=` of the tournament screens (spec 1's routes carry no id in the path). */
export const tournamentIdOf = (params: URLSearchParams): number | null => {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The form's values: the whole tournament body, params included. */
export type TournamentValues = TournamentInput & { params: NonNullable<TournamentInput['params']> };

export const newTournamentValues = (today: string): TournamentValues => ({
  name: '',
  desc: '',
  start: today,
  finish: today,
  sport: null,
  rules: '',
  club_set: [],
  params: {
    Type: 'RR',
    FixtureType: 'interclub',
    PlayerGender: 'flexible',
    Surface: null,
    Country: 'AU',
    Deuce: true,
    SetsUpTo: 'standard',
    TieBreaker: 'standard',
    TieBreakerOther: null,
    PointsPerWin: 2,
    BonusPointsPerRound: 0,
    CancelledPoints: 0,
    BonusPointsWhenCancelledOptions: 'none',
    TeamBonusForDraw: 0,
    TimePlayed: '19:00',
    DaysOfWeek: [1],
    DatesNotPlayed: [],
    PlayFrequency: 'weekly',
    NumberOfCourts: 3,
    NumberOfSpareCourts: 0,
    NumberOfRounds: 5,
    NumberOfMatchesPerRound: 3,
    NumberOfTeams: 6,
    NumberOfTeamsKnockout: null,
    PlayersPerTeam: 4,
    MenPerTeam: null,
    WomenPerTeam: null,
    match_sets: [
      { name: 'Doubles 1', format: 'D', number_of_sets: 3 },
      { name: 'Doubles 2', format: 'D', number_of_sets: 3 },
    ],
    FillinSameRank: false,
    NumPlayerPointsSinglesMatch: null,
    NumPlayerPointsDoublesMatch: null,
    club_unknown_set: [],
    PlayerLadderOrder: [...DEFAULT_LADDER_ORDER],
    TeamLadderOrder: [...DEFAULT_LADDER_ORDER],
  },
});

export const valuesOfTournament = (t: Tournament): TournamentValues => ({
  name: t.name,
  desc: t.desc,
  start: t.start,
  finish: t.finish,
  sport: t.sport,
  rules: t.rules,
  club_set: t.club_set.map((c) => c.id),
  params: { ...t.params },
});

/** Which fields each step of the wizard (and each edit screen) holds: errors show on the step that has them. */
export const stepFields = {
  definition: ['name', 'desc', 'start', 'finish', 'club_set'],
  playingformat: [
    'params.Type',
    'params.NumberOfTeamsKnockout',
    'params.FixtureType',
    'params.PlayerGender',
    'params.PlayersPerTeam',
    'params.MenPerTeam',
    'params.WomenPerTeam',
    'params.Country',
    'params.Surface',
    'params.NumberOfTeams',
    'params.NumberOfMatchesPerRound',
    'params.NumberOfRounds',
    'params.match_sets',
    'params.DaysOfWeek',
    'params.PlayFrequency',
    'params.TimePlayed',
    'params.DatesNotPlayed',
    'params.NumberOfCourts',
    'params.NumberOfSpareCourts',
  ],
  rules: [
    'rules',
    'params.Deuce',
    'params.SetsUpTo',
    'params.TieBreaker',
    'params.TieBreakerOther',
    'params.PointsPerWin',
    'params.BonusPointsPerRound',
    'params.CancelledPoints',
    'params.BonusPointsWhenCancelledOptions',
    'params.TeamBonusForDraw',
    'params.FillinSameRank',
    'params.NumPlayerPointsSinglesMatch',
    'params.NumPlayerPointsDoublesMatch',
    'params.TeamLadderOrder',
    'params.PlayerLadderOrder',
  ],
} as const;
export type FormStep = keyof typeof stepFields;

export const errorsOfStep = (errors: Record<string, unknown>, step: FormStep) =>
  Object.fromEntries(
    Object.entries(errors).filter(([k]) =>
      (stepFields[step] as readonly string[]).some((f) => k === f || k.startsWith(`${f}.`)),
    ),
  );
