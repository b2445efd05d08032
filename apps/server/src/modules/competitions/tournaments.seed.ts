import { eq } from 'drizzle-orm';
import {
  drawDayDate,
  drawDayNumber,
  drawWeekday,
  fixtureDates,
  roundRobin,
  scoreTotals,
  tournamentParamsObject,
  type TournamentParams,
} from '@rally/domain';
import type { Tx } from '../../db/client';
import { storeRounds } from './tournament-draw.service';
import {
  tournamentClubs,
  tournamentFixtures,
  tournamentMatches,
  tournamentMembers,
  tournaments,
  tournamentTeams,
} from './tournaments.tables';
import * as clock from '../../clock';

// The demo's league at Riverside (Harbour has no courts): "Riverside Club Night League", a round
// robin plus knockout of six club teams, drawn weekly from 20 days before the seed so that three
// rounds are played with results (the ladder has a shape) and two are still to come. Pat plays
// for Riverside Aces and Carlos for Riverside Volleys, so both see their next fixtures; Riverside's
// AGENT organises it. Every team has four players, ranked 1 to 4 (LEAGUE_PLAYERS: 22 players
// without a login, made by the demo seed, in no club: no other area's counts change); the played matches have their players (Doubles 1
// the ranks 1 and 2, Doubles 2 the ranks 3 and 4), so the player ladder has a shape too. Tournament
// rows are not counted by any other area's tests.

export const LEAGUE_PLAYERS = [
  'Grace Hollis',
  'Tom Albury',
  'Nina Castell', // Aces, with Pat
  'Liam Ferris',
  'Ruby Okafor',
  'Sam Whitlow', // Volleys, with Carlos
  'Ivy Marsh',
  'Oscar Lund',
  'Jade Kerrigan',
  'Hugo Brandt',
  'Zara Quill',
  'Felix Ortega',
  'Maya Tran',
  'Leo Barrett',
  'Ella Byrne',
  'Noah Petrakis',
  'Isla Dunmore',
  'Jack Soto',
  'Chloe Varga',
  'Max Ellery',
  'Lily Harcourt',
  'Owen Tapley',
];

const SCORES: [number, number][][] = [
  [
    [6, 3],
    [6, 4],
  ],
  [
    [4, 6],
    [6, 3],
    [6, 2],
  ],
  [
    [7, 5],
    [6, 7],
    [6, 4],
  ],
  [
    [2, 6],
    [3, 6],
  ],
  [
    [6, 1],
    [6, 2],
  ],
  [
    [3, 6],
    [6, 4],
    [4, 6],
  ],
];

/** `others`: the players of LEAGUE_PLAYERS, in its order. */
export async function seedDemoTournaments(
  tx: Tx,
  input: { club: number; organiser: number; pat: number; carlos: number; others: number[] },
) {
  const today = drawDayNumber(clock.todayIn('UTC'));
  const start = drawDayDate(today - 20);
  const finish = drawDayDate(today + 70);
  const weekday = drawWeekday(start); // Sunday 0 … Saturday 6
  const params: TournamentParams = tournamentParamsObject.parse({
    Type: 'RRKO',
    FixtureType: 'intraclub',
    PlayerGender: 'flexible',
    Country: 'AU',
    Deuce: true,
    SetsUpTo: 'standard',
    TieBreaker: 'standard',
    PointsPerWin: 2,
    BonusPointsPerRound: 1,
    CancelledPoints: 1,
    TimePlayed: '19:00',
    DaysOfWeek: [(weekday + 6) % 7],
    PlayFrequency: 'weekly',
    NumberOfCourts: 6,
    NumberOfSpareCourts: 0,
    NumberOfRounds: 5,
    NumberOfMatchesPerRound: 3,
    NumberOfTeams: 6,
    NumberOfTeamsKnockout: 4,
    PlayersPerTeam: 4,
    match_sets: [
      { name: 'Doubles 1', format: 'D', number_of_sets: 3 },
      { name: 'Doubles 2', format: 'D', number_of_sets: 3 },
    ],
    NumPlayerPointsDoublesMatch: 1,
  });
  const [row] = await tx
    .insert(tournaments)
    .values({
      name: 'Riverside Club Night League',
      desc: 'Six club teams, doubles on weeknights; the top four play off for the cup.',
      start,
      finish,
      params,
      published: true,
      ready_to_draw: true,
      draw_complete: true,
      created_by: input.organiser,
    })
    .returning();
  await tx.insert(tournamentClubs).values({ tournament_id: row.id, club_id: input.club });
  const names = [
    'Riverside Aces',
    'Riverside Volleys',
    'Riverside Lobs',
    'Riverside Slices',
    'Riverside Smashes',
    'Riverside Drops',
  ];
  const teams = await tx
    .insert(tournamentTeams)
    .values(names.map((name, i) => ({ tournament_id: row.id, club_id: input.club, name, ladder_order: i + 1 })))
    .returning();
  const others = input.others;
  // Each team's players by rank (1 first): Pat and Carlos lead the first two teams.
  const squads = teams.map((_, i) =>
    i === 0
      ? [input.pat, ...others.slice(0, 3)]
      : i === 1
        ? [input.carlos, ...others.slice(3, 6)]
        : others.slice(6 + (i - 2) * 4, 10 + (i - 2) * 4),
  );
  await tx.insert(tournamentMembers).values([
    { tournament_id: row.id, player_id: input.organiser, is_organiser: true },
    ...squads.flatMap((squad, i) =>
      squad.map((player, r) => ({
        tournament_id: row.id,
        player_id: player,
        team_id: teams[i].id,
        rank: r + 1,
        gender: player === input.carlos ? ('M' as const) : ('U' as const),
      })),
    ),
  ]);
  const squadOf = new Map(teams.map((t, i) => [t.id, squads[i]]));
  const rounds = roundRobin(teams.map((t) => t.id)).slice(0, 5);
  const dates = fixtureDates({ start, weekday, frequency: 'weekly', rounds: rounds.length, notPlayed: [] });
  const clubOf = new Map(teams.map((t) => [t.id, t.club_id]));
  await storeRounds(
    tx,
    row,
    params,
    clubOf,
    rounds.map((r, i) => ({ number: r.round, date: dates[i], kind: 'RR', fixtures: r.fixtures })),
    input.club,
  );
  // Results of the rounds already played.
  const played = await tx.select().from(tournamentFixtures).where(eq(tournamentFixtures.tournament_id, row.id));
  const rules = { setsUpTo: 'standard', tieBreak: 'standard', tieBreakOther: null } as const;
  let n = 0;
  for (const f of played.filter((x) => drawDayNumber(x.dated) < today).sort((a, b) => a.id - b.id)) {
    for (const m of await tx.select().from(tournamentMatches).where(eq(tournamentMatches.fixture_id, f.id))) {
      const sets = SCORES[n++ % SCORES.length].map((games) => ({
        games,
        tiebreak:
          games[0] === 7 && games[1] === 6
            ? ([7, 4] as [number, number])
            : games[0] === 6 && games[1] === 7
              ? ([5, 7] as [number, number])
              : null,
      }));
      // Doubles 1: each team's ranks 1 and 2; Doubles 2: ranks 3 and 4.
      const pair = (team: number | null) =>
        (squadOf.get(team!) ?? []).slice(m.number === 1 ? 0 : 2, m.number === 1 ? 2 : 4);
      await tx
        .update(tournamentMatches)
        .set({
          sets,
          winner: scoreTotals(sets, rules, 3).winner,
          home_players: pair(f.home_team_id),
          away_players: pair(f.away_team_id),
        })
        .where(eq(tournamentMatches.id, m.id));
    }
  }
  return { tournament: row.id };
}
