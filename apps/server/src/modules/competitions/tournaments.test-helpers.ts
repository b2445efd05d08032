import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TournamentInput } from '@rally/domain';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { clubs, players, users } from '../../db/schema';
import { tournamentExample } from '@rally/domain';

// What the tournaments tests share: a test app per file, logins of the demo people, their player
// ids, Riverside's and Harbour's ids, a request helper naming the caller, and a league of Riverside
// teams ready to draw. Pat Player organises (unless a test says otherwise); Carlos Coach and Andy
// Applicant join; the agent is Riverside's AGENT, staff its COURT_BOOKINGS administrator, other Harbour's AGENT.

export const tournamentEmails = {
  pat: 'player@example.com',
  carlos: 'coach@example.com',
  andy: 'applicant@example.com',
  agent: 'agent@example.com',
  staff: 'bookings@example.com',
  other: 'other-agent@example.com',
} as const;
export type Who = keyof typeof tournamentEmails;

export type Fx = {
  id: number;
  round: number;
  kind: 'RR' | 'KO';
  slot: number | null;
  dated: string;
  time: string;
  club: number;
  team_set: ({ id: number; name: string } | null)[];
  match_set: { id: number; court: number | null; court_name: string }[];
  booking: { id: number; courts: string[]; start: string; end: string } | null;
};

/** Registers beforeAll/afterAll for a fresh test app; the answer's fields are filled once they have run. */
export function tournamentTestApp() {
  const s = {
    t: undefined as unknown as TestApp,
    tokens: {} as Record<Who, string>,
    ids: {} as Record<Who, number>,
    riverside: 0,
    harbour: 0,
  };
  beforeAll(async () => {
    s.t = await createTestApp();
    for (const [k, email] of Object.entries(tournamentEmails) as [Who, string][]) {
      s.tokens[k] = await login(s.t.app, email);
      s.ids[k] = (
        await s.t.db
          .select({ id: players.id })
          .from(players)
          .innerJoin(users, eq(users.id, players.user_id))
          .where(eq(users.email, email))
      )[0].id;
    }
    s.riverside = (
      await s.t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'))
    )[0].id;
    s.harbour = (
      await s.t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Harbour Tennis Centre'))
    )[0].id;
  });
  afterAll(() => s.t.close());

  const call = (w: Who, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    s.t.app.inject({
      method,
      url,
      headers: { authorization: s.tokens[w] },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A tournament of `n` Riverside teams (Team 1 … Team n, ladder order 1 … n) made by Pat, one doubles match a fixture. */
  async function league(n: number, params: Record<string, unknown> = {}) {
    const b = {
      ...tournamentExample,
      club_set: [s.riverside],
      params: {
        ...tournamentExample.params,
        NumberOfTeams: n,
        NumberOfMatchesPerRound: Math.floor(n / 2),
        NumberOfRounds: n % 2 ? n : n - 1,
        NumberOfCourts: 6,
        NumberOfSpareCourts: 0,
        match_sets: [{ name: 'Doubles', format: 'D', number_of_sets: 3 }],
        ...params,
      },
    } as TournamentInput;
    const res = await call('pat', 'POST', '/api/tournament/', b);
    expect(res.statusCode, res.body).toBe(201);
    const tt = res.json() as { id: number };
    const teams: number[] = [];
    for (let i = 0; i < n; i += 1)
      teams.push(
        (
          await call('pat', 'POST', '/api/team/', {
            tournament: tt.id,
            club: s.riverside,
            name: `Team ${i + 1}`,
            ladder_order: i + 1,
          })
        ).json().id,
      );
    return { id: tt.id, teams };
  }

  const fixturesOf = async (id: number) => (await call('pat', 'GET', `/api/fixture/?tournament=${id}`)).json() as Fx[];
  /** Pat enters a two-set win for the home side (or the away side). */
  const win = (matchId: number, home: boolean) =>
    call('pat', 'PATCH', `/api/tournamentmatch/${matchId}/`, {
      sets: home ? [{ games: [6, 1] }, { games: [6, 2] }] : [{ games: [1, 6] }, { games: [2, 6] }],
    });

  /** The example tournament of Riverside and Harbour, with `params` and top-level fields changed. */
  const body = (params: Record<string, unknown> = {}, top: Record<string, unknown> = {}): TournamentInput =>
    ({
      ...tournamentExample,
      club_set: [s.riverside, s.harbour],
      ...top,
      params: { ...tournamentExample.params, ...params },
    }) as TournamentInput;

  /** Creates a tournament as `w` (Pat unless said): 201, its id and members. */
  async function create(w: Who = 'pat', b = body()) {
    const res = await call(w, 'POST', '/api/tournament/', b);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; member_set: { id: number; player: number; is_organiser: boolean }[] };
  }

  return { s, call, league, fixturesOf, win, body, create };
}
