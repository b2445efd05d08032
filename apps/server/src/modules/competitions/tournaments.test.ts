import { describe, expect, it } from 'vitest';
import { tournamentMessages as msg, type TournamentInput } from '@rally/domain';
import { clubs } from '../../db/schema';
import { tournamentExample } from './tournaments.routes';
import { tournamentTestApp, tournamentEmails as who, type Who } from './tournaments.test-helpers';

const { s, call } = tournamentTestApp();
const { ids } = s;

const body = (params: Record<string, unknown> = {}, top: Record<string, unknown> = {}): TournamentInput =>
  ({
    ...tournamentExample,
    club_set: [s.riverside, s.harbour],
    ...top,
    params: { ...tournamentExample.params, ...params },
  }) as TournamentInput;

async function create(w: Who = 'pat', b = body()) {
  const res = await call(w, 'POST', '/api/tournament/', b);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; member_set: { id: number; player: number; is_organiser: boolean }[] };
}

describe('POST /api/tournament/', () => {
  it('creates a tournament: the caller is its organiser, its clubs listed by name', async () => {
    const res = await call('pat', 'POST', '/api/tournament/', body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Winter pennant',
      published: false,
      draw_complete: false,
      is_organiser: true,
      club_set: [
        { id: s.riverside, name: 'Riverside Tennis Club' },
        { id: s.harbour, name: 'Harbour Tennis Centre' },
      ].sort((a, b) => a.id - b.id),
      member_set: [{ player: ids.pat, is_organiser: true }],
      params: {
        Type: 'RRKO',
        NumberOfTeams: 6,
        TeamLadderOrder: ['points', 'match_ratio', 'set_ratio', 'game_ratio', 'matches_won', 'sets_won', 'games_won'],
      },
    });
  });

  // One refusal per rule of spec 3 §5 (Tournament and Tournament params), each with its own sentence.
  it.each([
    ['name required', {}, { name: '' }, 'name', msg.nameRequired],
    ['desc required', {}, { desc: '' }, 'desc', msg.descRequired],
    ['start required', {}, { start: undefined }, 'start', msg.startRequired],
    ['finish required', {}, { finish: undefined }, 'finish', msg.finishRequired],
    ['finish not before start', {}, { start: '2031-05-06', finish: '2031-05-05' }, 'finish', msg.finishBeforeStart],
    ['at least one club', {}, { club_set: [] }, 'club_set', msg.clubRequired],
    ['Type required', { Type: null }, {}, 'params.Type', msg.typeRequired],
    ['country required', { Country: null }, {}, 'params.Country', msg.countryRequired],
    ['deuce required', { Deuce: null }, {}, 'params.Deuce', msg.deuceRequired],
    ['sets up to required', { SetsUpTo: null }, {}, 'params.SetsUpTo', msg.setsUpToRequired],
    ['tie breaker required', { TieBreaker: null }, {}, 'params.TieBreaker', msg.tieBreakerRequired],
    [
      'tie breaker other when other',
      { TieBreaker: 'other' },
      {},
      'params.TieBreakerOther',
      msg.tieBreakerOtherRequired,
    ],
    ['points per win required', { PointsPerWin: null }, {}, 'params.PointsPerWin', msg.pointsPerWinRequired],
    ['bonus points required', { BonusPointsPerRound: null }, {}, 'params.BonusPointsPerRound', msg.bonusPointsRequired],
    ['cancelled points required', { CancelledPoints: null }, {}, 'params.CancelledPoints', msg.cancelledPointsRequired],
    ['time played required', { TimePlayed: null }, {}, 'params.TimePlayed', msg.timePlayedRequired],
    ['time played in half-hours from 7 am', { TimePlayed: '06:30' }, {}, 'params.TimePlayed', msg.timePlayedRequired],
    ['exactly one day of week (none)', { DaysOfWeek: [] }, {}, 'params.DaysOfWeek', msg.oneDayOfWeek],
    ['exactly one day of week (two)', { DaysOfWeek: [1, 3] }, {}, 'params.DaysOfWeek', msg.oneDayOfWeek],
    ['play frequency required', { PlayFrequency: null }, {}, 'params.PlayFrequency', msg.playFrequencyRequired],
    ['number of courts required', { NumberOfCourts: null }, {}, 'params.NumberOfCourts', msg.courtsRequired],
    ['spare courts required', { NumberOfSpareCourts: null }, {}, 'params.NumberOfSpareCourts', msg.spareCourtsRequired],
    ['rounds required', { NumberOfRounds: null }, {}, 'params.NumberOfRounds', msg.roundsRequired],
    [
      'matches per round required',
      { NumberOfMatchesPerRound: null },
      {},
      'params.NumberOfMatchesPerRound',
      msg.matchesPerRoundRequired,
    ],
    ['number of teams required', { NumberOfTeams: null }, {}, 'params.NumberOfTeams', msg.teamsRequired],
    ['teams at least twice matches per round', { NumberOfTeams: 5 }, {}, 'params.NumberOfTeams', msg.teamsTwiceMatches],
    [
      'knockout teams for knockout types',
      { NumberOfTeamsKnockout: null },
      {},
      'params.NumberOfTeamsKnockout',
      msg.knockoutTeamsRequired,
    ],
    ['men and women per team when mixed', { PlayerGender: 'mixed' }, {}, 'params.MenPerTeam', msg.menWomenRequired],
    ['at least one match set', { match_sets: [] }, {}, 'params.match_sets', msg.matchSetRequired],
    [
      'fill-in same rank with points per match',
      { FillinSameRank: true },
      {},
      'params.NumPlayerPointsSinglesMatch',
      msg.fillinPointsRequired,
    ],
  ])('refuses: %s', async (_rule, params, top, field, sentence) => {
    const res = await call('pat', 'POST', '/api/tournament/', body(params, top));
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('Invalid tournament details');
    expect(res.json().errors[field]).toContain(sentence);
  });

  it('refuses a start in the past', async () => {
    const res = await call('pat', 'POST', '/api/tournament/', body({}, { start: '2020-01-01', finish: '2020-02-01' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: msg.startInPast, errors: { start: [msg.startInPast] } });
  });

  it('takes a round robin without knockout teams, and a mixed one with men and women per team', async () => {
    await create('pat', body({ Type: 'RR', NumberOfTeamsKnockout: null }));
    await create('pat', body({ PlayerGender: 'mixed', MenPerTeam: 2, WomenPerTeam: 2 }));
    await create('pat', body({ TieBreaker: 'other', TieBreakerOther: 8 }));
    await create('pat', body({ FillinSameRank: true, NumPlayerPointsDoublesMatch: 1 }));
  });
});

describe('reading and changing a tournament', () => {
  it('organiser-only edits: a stranger gets 404 until published, a member 403 with the rule', async () => {
    const tt = await create('pat');
    expect((await call('carlos', 'GET', `/api/tournament/${tt.id}/`)).statusCode).toBe(404);
    expect((await call('carlos', 'PATCH', `/api/tournament/${tt.id}/`, { name: 'Mine now' })).json()).toEqual({
      reason: msg.notFound,
    });
    const add = await call('pat', 'POST', '/api/member/', { tournament: tt.id, player: ids.carlos, gender: 'M' });
    expect(add.statusCode).toBe(201);
    const patch = await call('carlos', 'PATCH', `/api/tournament/${tt.id}/`, { name: 'Mine now' });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().reason).toBe(msg.organiserOnly);
    expect((await call('carlos', 'GET', `/api/tournament/${tt.id}/`)).statusCode).toBe(200);
  });

  it('PATCH merges params key by key and reads the whole again; PUT replaces', async () => {
    const tt = await create('pat');
    const res = await call('pat', 'PATCH', `/api/tournament/${tt.id}/`, { params: { NumberOfRounds: 8 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().params).toMatchObject({ NumberOfRounds: 8, NumberOfTeams: 6 });
    const bad = await call('pat', 'PATCH', `/api/tournament/${tt.id}/`, { params: { NumberOfTeams: 4 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['params.NumberOfTeams']).toContain(msg.teamsTwiceMatches);
    const put = await call(
      'pat',
      'PUT',
      `/api/tournament/${tt.id}/`,
      body({}, { name: 'Summer pennant', club_set: [s.riverside] }),
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Summer pennant', club_set: [{ id: s.riverside }] });
  });

  it('lists my competitions and those I organise, paged (brief)', async () => {
    const a = await create('andy');
    const b = await create('andy');
    await call('andy', 'POST', '/api/member/', { tournament: a.id, player: ids.carlos });
    await call('andy', 'POST', '/api/member/', { tournament: b.id, player: ids.carlos, is_organiser: true });
    const mine = await call(
      'carlos',
      'GET',
      `/api/tournament/?brief=True&member_set__player=${ids.carlos}&page=1&page_size=1`,
    );
    expect(mine.json().count).toBeGreaterThanOrEqual(2);
    expect(mine.json().results).toHaveLength(1);
    expect(mine.json().next).toContain('page=2');
    expect(mine.json().results[0]).toMatchObject({
      club_set: [expect.any(Number), expect.any(Number)],
      team_set: [],
      draw_complete: false,
    });
    const organised = await call(
      'carlos',
      'GET',
      `/api/tournament/?brief=True&member_set__player=${ids.carlos}&member_set__is_organiser=True`,
    );
    expect(organised.json().results.map((r: { id: number }) => r.id)).toContain(b.id);
    expect(organised.json().results.map((r: { id: number }) => r.id)).not.toContain(a.id);
    // Another player's unpublished tournaments are not listed.
    const theirs = await call('pat', 'GET', `/api/tournament/?brief=True&member_set__player=${ids.carlos}`);
    expect(theirs.json().results.map((r: { id: number }) => r.id)).not.toContain(a.id);
  });
});

describe('members and teams', () => {
  it('team set-up: a team of a tournament club, players per team and the gender mix', async () => {
    const tt = await create('pat', body({ PlayerGender: 'mixed', PlayersPerTeam: 2, MenPerTeam: 1, WomenPerTeam: 1 }));
    const foreign = (
      await s.t.db
        .insert(clubs)
        .values({ name: 'Elsewhere TC' } as typeof clubs.$inferInsert)
        .returning()
    )[0];
    const wrongClub = await call('pat', 'POST', '/api/team/', {
      tournament: tt.id,
      club: foreign.id,
      name: 'Elsewhere',
    });
    expect(wrongClub.json()).toMatchObject({ reason: msg.teamClubNotInTournament });
    const team = await call('pat', 'POST', '/api/team/', { tournament: tt.id, club: s.riverside, name: 'Riverside 1' });
    expect(team.statusCode).toBe(201);
    const teamId = team.json().id as number;
    expect(team.json()).toMatchObject({ club: s.riverside, club_name: 'Riverside Tennis Club', name: 'Riverside 1' });
    expect(
      (await call('pat', 'PATCH', `/api/member/${tt.member_set[0].id}/`, { team: teamId, gender: 'M' })).statusCode,
    ).toBe(200);
    const secondMan = await call('pat', 'POST', '/api/member/', {
      tournament: tt.id,
      player: ids.carlos,
      gender: 'M',
      team: teamId,
    });
    expect(secondMan.json()).toMatchObject({ reason: msg.teamMenFull(1) });
    const woman = await call('pat', 'POST', '/api/member/', {
      tournament: tt.id,
      email: who.andy,
      gender: 'F',
      team: teamId,
    });
    expect(woman.statusCode).toBe(201);
    const full = await call('pat', 'POST', '/api/member/', {
      tournament: tt.id,
      player: ids.carlos,
      gender: 'F',
      team: teamId,
    });
    expect(full.json()).toMatchObject({ reason: msg.teamFull(2) });
    expect((await call('pat', 'GET', `/api/team/?tournament=${tt.id}`)).json()).toHaveLength(1);
    const renamed = await call('pat', 'PATCH', `/api/team/${teamId}/`, { name: 'Riverside A', ladder_order: 1 });
    expect(renamed.json()).toMatchObject({ name: 'Riverside A', ladder_order: 1 });
  });

  it('mens and womens tournaments take one gender', async () => {
    const tt = await create('pat', body({ PlayerGender: 'womens' }));
    const team = (await call('pat', 'POST', '/api/team/', { tournament: tt.id, club: s.riverside, name: 'R1' })).json();
    expect(
      (
        await call('pat', 'POST', '/api/member/', { tournament: tt.id, player: ids.carlos, gender: 'M', team: team.id })
      ).json(),
    ).toMatchObject({ reason: msg.teamGenderWomens });
  });

  it('removing a member removes it from the list; the last organiser stays; a player joins once', async () => {
    const tt = await create('pat');
    const m = (await call('pat', 'POST', '/api/member/', { tournament: tt.id, player: ids.carlos })).json();
    expect((await call('pat', 'POST', '/api/member/', { tournament: tt.id, player: ids.carlos })).statusCode).toBe(409);
    expect((await call('carlos', 'DELETE', `/api/member/${m.id}/`)).statusCode).toBe(403);
    expect((await call('pat', 'DELETE', `/api/member/${m.id}/`)).statusCode).toBe(204);
    expect(
      (await call('pat', 'GET', `/api/member/?tournament=${tt.id}`)).json().map((x: { player: number }) => x.player),
    ).toEqual([ids.pat]);
    const last = await call('pat', 'DELETE', `/api/member/${tt.member_set[0].id}/`);
    expect(last.json()).toMatchObject({ reason: msg.lastOrganiser });
    expect(
      (await call('pat', 'POST', '/api/member/', { tournament: tt.id, email: 'nobody@example.com' })).json(),
    ).toMatchObject({ reason: msg.playerNotFound });
  });
});

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
