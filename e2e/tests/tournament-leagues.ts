import type { Page } from '@playwright/test';
import { authHeader, clubId, expect, riversideDay } from './support';

// What the competitions' browser specs share: a league at Riverside made through the API.

/** A day `days` ahead of the app's today at Riverside, YYYY-MM-DD: the start may not be in the past. */
export const dayAhead = (days: number) => riversideDay(days);

/** The rules the E2E leagues share: a weekly round robin of four teams of four at Riverside, three rounds of two matches on four courts. */
export const LEAGUE_RULES = {
  Type: 'RR',
  FixtureType: 'intraclub',
  PlayerGender: 'flexible',
  Country: 'AU',
  Deuce: true,
  SetsUpTo: 'standard',
  TieBreaker: 'standard',
  PointsPerWin: 2,
  BonusPointsPerRound: 0,
  CancelledPoints: 0,
  PlayFrequency: 'weekly',
  NumberOfCourts: 4,
  NumberOfSpareCourts: 0,
  NumberOfRounds: 3,
  NumberOfMatchesPerRound: 2,
  NumberOfTeams: 4,
  PlayersPerTeam: 4,
};

/** A league at Riverside made through the API as the logged-in organiser (`params`: what it changes of LEAGUE_RULES; days ahead of today), with its teams. */
export async function createLeague(
  page: Page,
  league: {
    name: string;
    desc: string;
    start: number;
    finish: number;
    teams: string[];
    params: Record<string, unknown>;
  },
) {
  const headers = await authHeader(page);
  const riverside = await clubId(page, 'Riverside Tennis Club');
  const created = await page.request.post('/api/tournament/', {
    headers,
    data: {
      name: league.name,
      desc: league.desc,
      start: dayAhead(league.start),
      finish: dayAhead(league.finish),
      club_set: [riverside],
      params: { ...LEAGUE_RULES, ...league.params },
    },
  });
  expect(created.status()).toBe(201);
  const t = await created.json();
  const teams: number[] = [];
  for (const name of league.teams) {
    teams.push(
      (
        await (
          await page.request.post('/api/team/', { headers, data: { tournament: t.id, club: riverside, name } })
        ).json()
      ).id,
    );
  }
  return { t, teams, headers, riverside };
}
