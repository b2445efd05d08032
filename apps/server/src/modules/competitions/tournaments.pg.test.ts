import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fixtureBookingMessages, lineupMessages, tournamentMessages as msg, type TournamentInput } from '@rally/domain';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { clubs, players, users } from '../../db/schema';
import { outbox } from '../../integrations/mail/mail.tables';
import { tournamentExample } from '@rally/domain';

// The draw, the manual draw and the knockout are made once, however many organisers press the
// button at once: each takes the tournament row FOR UPDATE and checks again under the lock. On
// PostgreSQL only (npm run test:pg): PGlite runs one transaction at a time, so there the requests
// would queue and the test would prove nothing.
describe.runIf(Boolean(inject('pgUrl')))('a tournament drawn under many requests at once (PostgreSQL)', () => {
  let t: TestApp;
  let token = '';
  let riverside = 0;
  let agent = '';
  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t.app, 'player@example.com');
    agent = await login(t.app, 'agent@example.com');
    riverside = (await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club')))[0].id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function league() {
    const body = {
      ...tournamentExample,
      club_set: [riverside],
      params: {
        ...tournamentExample.params,
        NumberOfTeams: 4,
        NumberOfMatchesPerRound: 2,
        NumberOfRounds: 3,
        NumberOfCourts: 6,
        NumberOfTeamsKnockout: 2,
        match_sets: [{ name: 'D', format: 'D', number_of_sets: 3 }],
      },
    } as TournamentInput;
    const tt = (await call('POST', '/api/tournament/', body)).json() as { id: number };
    const teams: number[] = [];
    for (const name of ['A', 'B', 'C', 'D'])
      teams.push((await call('POST', '/api/team/', { tournament: tt.id, club: riverside, name })).json().id);
    return { id: tt.id, teams };
  }
  const tally = (answers: { statusCode: number }[]) =>
    answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.statusCode]: (acc[a.statusCode] ?? 0) + 1 }), {});

  it('20 draws and 20 manual draws at once: one draw is made, every other answer names the rule', async () => {
    const { id, teams } = await league();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? call('POST', `/api/tournament/${id}/draw/`)
          : call('POST', `/api/tournament/${id}/manualdraw/`, {
              rounds: [{ date: '2031-05-06', fixtures: [{ home: teams[0], away: teams[1] }] }],
            }),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 1, 400: 39 });
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.json().reason === msg.drawAlreadyMade)).toBe(
      true,
    );
    const rounds = (await call('GET', `/api/tournament/${id}/`)).json().round_set as unknown[];
    expect([1, 3]).toContain(rounds.length);
  });

  it('20 knockouts at once: one bracket, 19 × the knockout is made already', async () => {
    const { id } = await league();
    await call('POST', `/api/tournament/${id}/draw/`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/api/tournament/${id}/knockout/`, {})),
    );
    expect(tally(answers)).toEqual({ 200: 1, 400: 19 });
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.json().reason === msg.knockoutAlreadyMade)).toBe(
      true,
    );
    const ko = ((await call('GET', `/api/fixture/?tournament=${id}`)).json() as { kind: string }[]).filter(
      (f) => f.kind === 'KO',
    );
    expect(ko).toHaveLength(1);
  });

  it("20 bookings of a fixture's courts at once: one booking, 19 × booked already", async () => {
    const { id } = await league();
    await call('POST', `/api/tournament/${id}/draw/`);
    const [fixture] = (await call('GET', `/api/fixture/?tournament=${id}`)).json() as { id: number }[];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/fixture/${fixture.id}/booking/`,
          headers: { authorization: agent },
          payload: {},
        }),
      ),
    );
    expect(tally(answers)).toEqual({ 201: 1, 409: 19 });
    expect(
      answers
        .filter((a) => a.statusCode === 409)
        .every((a) => a.json().reason === fixtureBookingMessages.alreadyBooked),
    ).toBe(true);
  });

  it("10 entries of Pat in Doubles 1 and 10 in Doubles 2 of one fixture at once: Pat plays one of them; the other's answers name the rule", async () => {
    const body = {
      ...tournamentExample,
      club_set: [riverside],
      params: {
        ...tournamentExample.params,
        NumberOfTeams: 4,
        NumberOfMatchesPerRound: 2,
        NumberOfRounds: 3,
        NumberOfCourts: 6,
        NumberOfTeamsKnockout: 2,
        match_sets: [
          { name: 'Doubles 1', format: 'D', number_of_sets: 3 },
          { name: 'Doubles 2', format: 'D', number_of_sets: 3 },
        ],
      },
    } as TournamentInput;
    const tt = (await call('POST', '/api/tournament/', body)).json() as { id: number; member_set: { id: number }[] };
    const teams: number[] = [];
    for (const name of ['A', 'B', 'C', 'D'])
      teams.push((await call('POST', '/api/team/', { tournament: tt.id, club: riverside, name })).json().id);
    const idOf = async (email: string) =>
      (
        await t.db
          .select({ id: players.id })
          .from(players)
          .innerJoin(users, eq(users.id, players.user_id))
          .where(eq(users.email, email))
      )[0].id;
    const [pat, carlos, fees, matcha, andy, agentId, bookings, comms] = await Promise.all(
      ['player', 'coach', 'fees', 'matcha', 'applicant', 'agent', 'bookings', 'comms'].map((w) =>
        idOf(`${w}@example.com`),
      ),
    );
    await call('PATCH', `/api/member/${tt.member_set[0].id}/`, { team: teams[0] });
    for (const p of [carlos, fees, matcha])
      await call('POST', '/api/member/', { tournament: tt.id, player: p, team: teams[0] });
    for (const p of [andy, agentId, bookings, comms])
      await call('POST', '/api/member/', { tournament: tt.id, player: p, team: teams[1] });
    await call('POST', `/api/tournament/${tt.id}/draw/`);
    const fixtures = (await call('GET', `/api/fixture/?tournament=${tt.id}`)).json() as {
      team_set: { id: number }[];
      match_set: { id: number; name: string }[];
    }[];
    const f = fixtures.find((x) => x.team_set.every((team) => [teams[0], teams[1]].includes(team.id)))!;
    const aHome = f.team_set[0].id === teams[0];
    const lineup = (a: number[], b: number[]) => ({
      sets: [{ games: [6, 1] }, { games: [6, 1] }],
      home_players: aHome ? a : b,
      away_players: aHome ? b : a,
    });
    const [d1, d2] = f.match_set;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? call('PATCH', `/api/tournamentmatch/${d1.id}/`, lineup([pat, carlos], [andy, agentId]))
          : call('PATCH', `/api/tournamentmatch/${d2.id}/`, lineup([pat, fees], [bookings, comms])),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 10, 400: 10 });
    const refused = answers.filter((a) => a.statusCode === 400).map((a) => a.json().reason as string);
    expect(
      refused.every(
        (r) =>
          r === lineupMessages.twiceInFixture('Pat Player', 'D', 'Doubles 1') ||
          r === lineupMessages.twiceInFixture('Pat Player', 'D', 'Doubles 2'),
      ),
    ).toBe(true);
    const stored = (
      (await call('GET', `/api/fixture/?tournament=${tt.id}`)).json() as {
        id: number;
        match_set: { home_players: number[]; away_players: number[] }[];
      }[]
    ).find((x) => x.id === (f as unknown as { id: number }).id)!;
    expect(stored.match_set.filter((m) => [...m.home_players, ...m.away_players].includes(pat))).toHaveLength(1);
  });

  it('a held place claimed by 10 requests of two accounts at once: one claims it, the 9 others are refused in words', async () => {
    // Issue 27: the claim locks the invitation row; the next claims see it claimed.
    const { id } = await league();
    const held = await call('POST', '/api/member/', {
      tournament: id,
      name: 'Race Claim',
      email: 'race.claim@example.org',
    });
    expect(held.statusCode, held.body).toBe(201);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'race.claim@example.org'));
    const key = /claim\?key=([0-9a-f]+)/.exec(mail.text)![1];
    const andy = await login(t.app, 'applicant@example.com');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/tournamentinvitation/claim/',
          headers: { authorization: i % 2 ? andy : agent },
          payload: { key },
        }),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 1, 409: 9 });
    const reasons = new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().reason));
    for (const r of reasons) expect([msg.claimedByYou, msg.claimedByOther]).toContain(r);
    const members = (await call('GET', `/api/member/?tournament=${id}`)).json() as { name: string; invited: boolean }[];
    expect(members.filter((m) => ['Andy Applicant', 'Alex Agent', 'Race Claim'].includes(m.name))).toHaveLength(1);
  });
});
