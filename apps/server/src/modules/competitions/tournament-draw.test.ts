import { describe, expect, it } from 'vitest';
import { tournamentMessages as msg } from '@rally/domain';
import { tournamentTestApp } from './tournaments.test-helpers';

// A tournament's round robin drawn through the API (docs/competitions.md): pairs, byes, dates and
// courts, what a draw needs, rounds moved; then results in real tennis scores and the team ladder.

const { s, call, body, create } = tournamentTestApp();
const { ids } = s;

describe('the draw', () => {
  /** A tournament of `n` teams (alternating clubs) ready to draw. */
  async function withTeams(n: number, params: Record<string, unknown> = {}) {
    const tt = await create(
      'pat',
      body({
        NumberOfTeams: n,
        NumberOfMatchesPerRound: Math.floor(n / 2),
        NumberOfRounds: n % 2 ? n : n - 1,
        NumberOfCourts: 4,
        NumberOfSpareCourts: 0,
        Type: 'RR',
        NumberOfTeamsKnockout: null,
        DatesNotPlayed: ['2031-05-13'],
        ...params,
      }),
    );
    for (let i = 0; i < n; i += 1) {
      const res = await call('pat', 'POST', '/api/team/', {
        tournament: tt.id,
        club: s.riverside,
        name: `Team ${i + 1}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    return tt;
  }
  type Fx = {
    round: number;
    dated: string;
    time: string;
    club: number;
    team_set: { id: number }[];
    match_set: { court: number | null; court_name: string }[];
  };

  it('draws a round robin: each pair once, no team twice a round, dated weekly on the weekday skipping dates not played, courts at the home club', async () => {
    const tt = await withTeams(4, {
      match_sets: [
        { name: 'D1', format: 'D', number_of_sets: 3 },
        { name: 'D2', format: 'D', number_of_sets: 3 },
      ],
    });
    const res = await call('pat', 'POST', `/api/tournament/${tt.id}/draw/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ draw_complete: true });
    expect(res.json().round_set.map((r: { start: string }) => r.start)).toEqual([
      '2031-05-06',
      '2031-05-20',
      '2031-05-27',
    ]);
    const fixtures = (await call('pat', 'GET', `/api/fixture/?tournament=${tt.id}`)).json() as Fx[];
    expect(fixtures).toHaveLength(6);
    const pairs = new Set(
      fixtures.map((f) =>
        f.team_set
          .map((t) => t.id)
          .sort()
          .join('-'),
      ),
    );
    expect(pairs.size).toBe(6);
    for (const round of [1, 2, 3]) {
      const ids = fixtures.filter((f) => f.round === round).flatMap((f) => f.team_set.map((t) => t.id));
      expect(new Set(ids).size).toBe(ids.length);
    }
    for (const f of fixtures) {
      expect(f.time).toBe('19:00');
      expect(f.match_set).toHaveLength(2);
      expect(f.match_set.every((m) => m.court !== null && m.court_name !== '')).toBe(true);
      expect(new Set(f.match_set.map((m) => m.court)).size).toBe(2);
    }
    // A slot's courts are never shared by two fixtures.
    const used = fixtures.flatMap((f) => f.match_set.map((m) => `${f.dated} ${m.court}`));
    expect(new Set(used).size).toBe(used.length);
    expect((await call('pat', 'POST', `/api/tournament/${tt.id}/draw/`)).json()).toMatchObject({
      reason: msg.drawAlreadyMade,
    });
    // Teams are locked once drawn.
    expect(
      (await call('pat', 'POST', '/api/team/', { tournament: tt.id, club: s.riverside, name: 'Late' })).json(),
    ).toMatchObject({ reason: msg.drawLocked });
  });

  it('a bye each round for an odd count', async () => {
    const tt = await withTeams(5);
    expect((await call('pat', 'POST', `/api/tournament/${tt.id}/draw/`)).statusCode).toBe(200);
    const fixtures = (await call('pat', 'GET', `/api/fixture/?tournament=${tt.id}`)).json() as Fx[];
    expect(fixtures).toHaveLength(10);
    for (const round of [1, 2, 3, 4, 5]) expect(fixtures.filter((f) => f.round === round)).toHaveLength(2);
  });

  it('refuses a draw without teams, and a member who is not an organiser; publishing needs the draw and shows the fixtures to members', async () => {
    const tt = await create('pat', body({ Type: 'RR', NumberOfTeamsKnockout: null }));
    expect((await call('pat', 'POST', `/api/tournament/${tt.id}/draw/`)).json()).toMatchObject({
      reason: msg.drawNeedsTeams,
    });
    expect((await call('pat', 'POST', `/api/tournament/${tt.id}/publish/`)).json()).toMatchObject({
      reason: msg.publishNeedsDraw,
    });
    const drawn = await withTeams(4);
    await call('pat', 'POST', '/api/member/', { tournament: drawn.id, player: ids.carlos });
    expect((await call('carlos', 'POST', `/api/tournament/${drawn.id}/draw/`)).statusCode).toBe(403);
    await call('pat', 'POST', `/api/tournament/${drawn.id}/draw/`);
    expect((await call('carlos', 'GET', `/api/fixture/?tournament=${drawn.id}`)).json()).toEqual([]);
    const published = await call('pat', 'POST', `/api/tournament/${drawn.id}/publish/`);
    expect(published.json()).toMatchObject({ published: true });
    expect((await call('carlos', 'GET', `/api/fixture/?tournament=${drawn.id}`)).json()).toHaveLength(6);
    expect((await call('andy', 'GET', `/api/tournament/${drawn.id}/`)).statusCode).toBe(200);
  });

  it('refuses a draw with teams missing unless the organiser confirms it (2 of 6 drew silently: issue 27)', async () => {
    const tt = await withTeams(2);
    await call('pat', 'PATCH', `/api/tournament/${tt.id}/`, { params: { NumberOfTeams: 6 } });
    const refused = await call('pat', 'POST', `/api/tournament/${tt.id}/draw/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      reason: msg.drawMissingTeams(2, 6),
      errors: { confirm_missing_teams: [msg.drawMissingTeams(2, 6)] },
    });
    expect(msg.drawMissingTeams(2, 6)).toBe(
      'Only 2 of the 6 teams are set up. Add the missing teams, or confirm to draw with 2.',
    );
    // Refused means nothing drawn; the same refusal with the body saying no.
    expect((await call('pat', 'GET', `/api/tournament/${tt.id}/`)).json()).toMatchObject({ draw_complete: false });
    expect(
      (await call('pat', 'POST', `/api/tournament/${tt.id}/draw/`, { confirm_missing_teams: false })).statusCode,
    ).toBe(400);
    // The manual draw asks the same.
    const [home, away] = (await call('pat', 'GET', `/api/tournament/${tt.id}/`)).json().team_set as { id: number }[];
    const manual = { rounds: [{ date: '2031-05-06', fixtures: [{ home: home.id, away: away.id }] }] };
    expect((await call('pat', 'POST', `/api/tournament/${tt.id}/manualdraw/`, manual)).json()).toMatchObject({
      reason: msg.drawMissingTeams(2, 6),
    });
    const confirmed = await call('pat', 'POST', `/api/tournament/${tt.id}/draw/`, { confirm_missing_teams: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ draw_complete: true });
  });

  it('refuses a draw when a club has too few courts for a night', async () => {
    const tt = await withTeams(4, {
      NumberOfCourts: 1,
      match_sets: [
        { name: 'D1', format: 'D', number_of_sets: 3 },
        { name: 'D2', format: 'D', number_of_sets: 3 },
      ],
    });
    const res = await call('pat', 'POST', `/api/tournament/${tt.id}/draw/`);
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toMatch(/court/i);
  });

  it('round/updatefrom moves a round and every later one, keeping weekday and frequency', async () => {
    const tt = await withTeams(4);
    const drawn = (await call('pat', 'POST', `/api/tournament/${tt.id}/draw/`)).json();
    const second = drawn.round_set[1];
    const res = await call('pat', 'POST', `/api/round/${second.id}/updatefrom/`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((r: { start: string }) => r.start)).toEqual(['2031-05-06', '2031-05-27', '2031-06-03']);
    const fixtures = (await call('pat', 'GET', `/api/fixture/?tournament=${tt.id}&round=3`)).json() as Fx[];
    expect(fixtures.every((f) => f.dated === '2031-06-03')).toBe(true);
    const added = await call('pat', 'POST', '/api/round/', { tournament: tt.id, start: '2031-06-10', kind: 'KO' });
    expect(added.json()).toMatchObject({ number: 4, kind: 'KO', start: '2031-06-10', end: '2031-06-10' });
  });
});

describe('results and the ladder', () => {
  it('enters real tennis scores only, cancels with cancelled points, and orders the team ladder', async () => {
    const tt = await create(
      'pat',
      body({
        Type: 'RR',
        NumberOfTeamsKnockout: null,
        NumberOfTeams: 4,
        NumberOfMatchesPerRound: 2,
        NumberOfRounds: 3,
        PointsPerWin: 2,
        BonusPointsPerRound: 1,
        CancelledPoints: 1,
      }),
    );
    for (const name of ['A', 'B', 'C', 'D'])
      await call('pat', 'POST', '/api/team/', { tournament: tt.id, club: s.riverside, name });
    await call('pat', 'POST', `/api/tournament/${tt.id}/draw/`);
    const fixtures = (await call('pat', 'GET', `/api/fixture/?tournament=${tt.id}&round=1`)).json() as {
      team_set: { id: number; name: string }[];
      match_set: { id: number }[];
    }[];
    const [first, second] = fixtures;
    const bad = await call('pat', 'PATCH', `/api/tournamentmatch/${first.match_set[0].id}/`, {
      sets: [{ games: [6, 5] }, { games: [6, 0] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.sets[0]).toMatch(/6-5/);
    expect(
      (
        await call('carlos', 'PATCH', `/api/tournamentmatch/${first.match_set[0].id}/`, {
          sets: [{ games: [6, 4] }, { games: [6, 4] }],
        })
      ).statusCode,
    ).toBe(404);
    const ok = await call('pat', 'PATCH', `/api/tournamentmatch/${first.match_set[0].id}/`, {
      sets: [{ games: [6, 4] }, { games: [6, 4] }],
    });
    expect(ok.json()).toMatchObject({ winner: 1, cancelled: false });
    const cancelled = await call('pat', 'PATCH', `/api/tournamentmatch/${second.match_set[0].id}/`, {
      cancelled: true,
      cancelled_by: second.team_set[0].id,
    });
    expect(cancelled.json()).toMatchObject({ cancelled: true, winner: null });
    const ladder = (await call('pat', 'GET', `/api/ladder/?tournament=${tt.id}`)).json() as {
      name: string;
      points: number;
      position: number;
    }[];
    // The first fixture's home team: 2 for the win + 1 round bonus; the team that did not cancel: 1.
    expect(ladder[0]).toMatchObject({ name: first.team_set[0].name, points: 3, position: 1 });
    expect(ladder[1]).toMatchObject({ name: second.team_set[1].name, points: 1, position: 2 });
    expect(ladder).toHaveLength(4);
  });
});
