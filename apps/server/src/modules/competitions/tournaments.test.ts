import { describe, expect, it } from 'vitest';
import { tournamentMessages as msg } from '@rally/domain';
import { clubs } from '../../db/schema';
import { tournamentTestApp, tournamentEmails as who } from './tournaments.test-helpers';

// Tournaments through the API (spec 3 §5; docs/competitions.md): creation and its rules, reading and
// changing, members and teams. The draw, results and the ladder: tournament-draw.test.ts.

const { s, call, body, create } = tournamentTestApp();
const { ids } = s;

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
    // Without a gender the member is the player's own, as they gave it on their Me page.
    const add = (gender?: string) =>
      call('pat', 'POST', '/api/member/', { tournament: tt.id, player: ids.carlos, team: team.id, gender });
    const meAs = (gender: string) => call('carlos', 'PATCH', `/api/player/${ids.carlos}/`, { gender });
    expect((await meAs('M')).statusCode).toBe(200);
    expect((await add()).json()).toMatchObject({ reason: msg.teamGenderWomens });
    expect((await meAs('F')).statusCode).toBe(200);
    const woman = await add();
    expect(woman.statusCode).toBe(201);
    expect(woman.json()).toMatchObject({ player: ids.carlos, gender: 'F' });
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
