import { describe, expect, it } from 'vitest';
import { lineupMessages as rule, tournamentMessages, type PlayerLadderRow, type Tournament } from '@rally/domain';
import { tournamentTestApp, type Who } from './tournaments.test-helpers';

// A league's match players and its player ladder (docs/competitions.md "The player ladder of a
// league"): who may play (team members; fill-ins of the same rank when FillinSameRank allows;
// PlayerGender; one match of each format a fixture), each refusal with its sentence, and the
// ladder's order.

const { s, call, league, fixturesOf } = tournamentTestApp();

type Match = { id: number; name: string; format: 'S' | 'D'; home_players: number[]; away_players: number[] };
type Fixture = { id: number; team_set: { id: number; name: string }[]; match_set: Match[] };

const threeMatches = [
  { name: 'Singles 1', format: 'S', number_of_sets: 3 },
  { name: 'Doubles 1', format: 'D', number_of_sets: 3 },
  { name: 'Doubles 2', format: 'D', number_of_sets: 3 },
];

/**
 * A drawn league of four Riverside teams (Pat organises): Team 1 Pat (rank 1) and Carlos (rank 2);
 * Team 2 Andy (1) and the agent (2); Team 3 the booking administrator (2); Harbour's agent a
 * reserve (rank 1, no team). Answers the fixture of Team 1 v Team 2 with a `side` helper that
 * puts players of Team 1 and Team 2 on the right side whichever is at home.
 */
async function setUp(params: Record<string, unknown> = {}, genders: Partial<Record<Who, 'M' | 'F' | 'U'>> = {}) {
  const { id, teams } = await league(4, {
    match_sets: threeMatches,
    NumberOfCourts: 6,
    FillinSameRank: true,
    NumPlayerPointsSinglesMatch: 2,
    NumPlayerPointsDoublesMatch: 1,
    ...params,
  });
  const t = (await call('pat', 'GET', `/api/tournament/${id}/`)).json() as Tournament;
  const g = (w: Who) => genders[w] ?? 'M';
  expect(
    (await call('pat', 'PATCH', `/api/member/${t.member_set[0].id}/`, { team: teams[0], rank: 1, gender: g('pat') }))
      .statusCode,
  ).toBe(200);
  const add = async (w: Who, team: number | null, rank: number | null) => {
    const res = await call('pat', 'POST', '/api/member/', {
      tournament: id,
      player: s.ids[w],
      team,
      rank,
      gender: g(w),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  await add('carlos', teams[0], 2);
  await add('andy', teams[1], 1);
  await add('agent', teams[1], 2);
  await add('staff', teams[2], 2);
  const reserve = await add('other', null, 1);
  const drawn = await call('pat', 'POST', `/api/tournament/${id}/draw/`);
  expect(drawn.statusCode, drawn.body).toBe(200);
  const fixtures = (await fixturesOf(id)) as unknown as Fixture[];
  const f = fixtures.find((x) => x.team_set.every((team) => team && [teams[0], teams[1]].includes(team.id)))!;
  const team1Home = f.team_set[0].id === teams[0];
  const match = (name: string) => f.match_set.find((m) => m.name === name)!;
  /** The body for Team 1's players `a` and Team 2's players `b`, with a Team 1 win. */
  const side = (a: Who[], b: Who[], sets = [{ games: [6, 1] }, { games: [6, 2] }]) => {
    const [one, two] = [a.map((w) => s.ids[w]), b.map((w) => s.ids[w])];
    return team1Home
      ? { sets, home_players: one, away_players: two }
      : { sets: sets.map((x) => ({ games: [x.games[1], x.games[0]] })), home_players: two, away_players: one };
  };
  const key = (team: 1 | 2) => ((team === 1) === team1Home ? 'home_players' : 'away_players');
  return { id, teams, f, match, side, key, reserve };
}

const enter = (matchId: number, payload: object) => call('pat', 'PATCH', `/api/tournamentmatch/${matchId}/`, payload);

describe("a league match's players", () => {
  it('takes team members with the score, one a side for singles and two for doubles; refuses a wrong count, one side only, a player twice', async () => {
    const { match, side, key } = await setUp();
    const ok = await enter(match('Singles 1').id, side(['pat'], ['andy']));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ winner: expect.any(Number), [key(1)]: [s.ids.pat], [key(2)]: [s.ids.andy] });
    const two = await enter(match('Singles 1').id, side(['pat', 'carlos'], ['andy']));
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ reason: rule.count('S'), errors: { [key(1)]: [rule.count('S')] } });
    const oneSide = await enter(match('Doubles 1').id, {
      sets: [{ games: [6, 1] }, { games: [6, 2] }],
      [key(1)]: [s.ids.pat, s.ids.carlos],
    });
    expect(oneSide.json().reason).toBe(rule.bothSides);
    expect((await enter(match('Doubles 1').id, side(['pat', 'pat'], ['andy', 'agent']))).json().reason).toBe(
      rule.twiceInMatch('Pat Player'),
    );
    expect((await enter(match('Doubles 1').id, side(['pat'], ['andy', 'agent']))).json().reason).toBe(rule.count('D'));
    const stranger = await enter(match('Singles 1').id, {
      sets: [{ games: [6, 1] }, { games: [6, 2] }],
      home_players: [999999],
      away_players: [s.ids.andy],
    });
    expect(stranger.json().reason).toBe(rule.notInTournament);
    // Left out, the stored players stay; a cancelled match keeps none.
    const rescored = await enter(match('Singles 1').id, { sets: [{ games: [6, 4] }, { games: [6, 4] }] });
    expect(rescored.json()).toMatchObject({ [key(1)]: [s.ids.pat] });
    expect((await enter(match('Singles 1').id, { cancelled: true })).json()).toMatchObject({
      home_players: [],
      away_players: [],
    });
    // Only organisers enter them.
    expect(
      (await call('carlos', 'PATCH', `/api/tournamentmatch/${match('Singles 1').id}/`, side(['pat'], ['andy']))).json(),
    ).toEqual({ reason: tournamentMessages.organiserOnly });
  });

  it('fill-ins: of the same rank as a team member not playing, never from the other side; none when FillinSameRank is off', async () => {
    const { match, side, key, reserve } = await setUp();
    // Harbour's agent (reserve, rank 1) cannot stand in while Pat (the team's rank 1) plays.
    const rank = await enter(match('Doubles 1').id, side(['pat', 'other'], ['andy', 'agent']));
    expect(rank.json()).toEqual({
      reason: rule.fillinRank('Olivia Other', 'Team 1', 1),
      errors: { [key(1)]: [rule.fillinRank('Olivia Other', 'Team 1', 1)] },
    });
    // The booking administrator (Team 3, rank 2) stands in for Carlos (rank 2), who is not playing.
    expect((await enter(match('Doubles 1').id, side(['pat', 'staff'], ['andy', 'agent']))).statusCode).toBe(200);
    // Harbour's agent stands in for Pat in the singles.
    expect((await enter(match('Singles 1').id, side(['other'], ['agent']))).statusCode).toBe(200);
    const opponent = await enter(match('Singles 1').id, side(['andy'], ['agent']));
    expect(opponent.json().reason).toBe(rule.fillinOpponent('Andy Applicant', 'Team 2'));
    expect((await call('pat', 'PATCH', `/api/member/${reserve.id}/`, { rank: null })).statusCode).toBe(200);
    expect((await enter(match('Singles 1').id, side(['other'], ['agent']))).json().reason).toBe(
      rule.fillinNoRank('Olivia Other'),
    );

    const off = await setUp({ FillinSameRank: false });
    const refused = await enter(off.match('Doubles 1').id, off.side(['pat', 'staff'], ['andy', 'agent']));
    expect(refused.json()).toEqual({
      reason: rule.notInTeam('Ben Bookings', 'Team 1'),
      errors: { [off.key(1)]: [rule.notInTeam('Ben Bookings', 'Team 1')] },
    });
  });

  it('one match of each format a fixture: a second doubles is refused, a singles and a doubles are fine', async () => {
    const { match, side, key } = await setUp();
    expect((await enter(match('Doubles 1').id, side(['pat', 'carlos'], ['andy', 'agent']))).statusCode).toBe(200);
    expect((await enter(match('Singles 1').id, side(['pat'], ['andy']))).statusCode).toBe(200);
    const twice = await enter(match('Doubles 2').id, side(['pat', 'staff'], ['andy', 'agent']));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[key(1)]).toEqual([rule.twiceInFixture('Pat Player', 'D', 'Doubles 1')]);
    expect(twice.json().errors[key(2)]).toEqual([
      rule.twiceInFixture('Andy Applicant', 'D', 'Doubles 1'),
      rule.twiceInFixture('Alex Agent', 'D', 'Doubles 1'),
    ]);
  });

  it('PlayerGender: a mens league takes men only (fill-ins too); a mixed doubles pair is one man and one woman', async () => {
    const mens = await setUp({ PlayerGender: 'mens' }, { other: 'U' });
    expect((await enter(mens.match('Singles 1').id, mens.side(['other'], ['andy']))).json().reason).toBe(
      rule.mensOnly('Olivia Other'),
    );
    const mixed = await setUp(
      { PlayerGender: 'mixed', PlayersPerTeam: 2, MenPerTeam: 1, WomenPerTeam: 1 },
      { pat: 'F', andy: 'F' },
    );
    expect(
      (await enter(mixed.match('Doubles 1').id, mixed.side(['pat', 'carlos'], ['andy', 'agent']))).statusCode,
    ).toBe(200);
    // The booking administrator (a man) stands in for Pat's partner Carlos: two men.
    const pair = await enter(mixed.match('Doubles 2').id, mixed.side(['pat', 'staff'], ['andy', 'agent']));
    expect(pair.json().reason).toMatch(/^Pat Player already plays Doubles 1/);
    const men = await enter(mixed.match('Doubles 1').id, mixed.side(['staff', 'carlos'], ['andy', 'agent']));
    expect(men.json().errors[mixed.key(1)]).toContain(rule.mixedPair('Ben Bookings', 'Carlos Coach'));
  });
});

describe("a league's player ladder", () => {
  it('scores points per singles and doubles match won (fill-ins too), orders by the chain, lists every team player; members read it once published', async () => {
    const { id, match, side } = await setUp();
    const read = async (w: Who = 'pat') =>
      (await call(w, 'GET', `/api/ladder/players/?tournament=${id}`)).json() as PlayerLadderRow[];
    const before = await read();
    expect(before.map((r) => r.played)).toEqual([0, 0, 0, 0, 0]);
    expect(new Set(before.map((r) => r.id))).toEqual(
      new Set([s.ids.pat, s.ids.carlos, s.ids.andy, s.ids.agent, s.ids.staff]),
    );
    // Singles: Pat beats Andy (2 points); Doubles 1: Andy and the agent (1 point each) beat Pat and
    // the booking administrator, a fill-in for Carlos.
    expect(
      (await enter(match('Singles 1').id, side(['pat'], ['andy'], [{ games: [6, 4] }, { games: [6, 4] }]))).statusCode,
    ).toBe(200);
    const doubles = await enter(
      match('Doubles 1').id,
      side(['pat', 'staff'], ['andy', 'agent'], [{ games: [1, 6] }, { games: [6, 3] }, { games: [0, 6] }]),
    );
    expect(doubles.statusCode, doubles.body).toBe(200);
    const ladder = await read();
    const row = (w: Who) => ladder.find((r) => r.id === s.ids[w])!;
    // Points first; the agent (1-0) and Andy (1-1) tie on points, the match ratio puts the agent
    // above; the fill-in (0-1, sets 1-2) and Carlos (not played) tie on points and match ratio (0),
    // the set ratio puts the fill-in above.
    expect(ladder.map((r) => [r.name, r.position, r.points])).toEqual([
      ['Pat Player', 1, 2],
      ['Alex Agent', 2, 1],
      ['Andy Applicant', 3, 1],
      ['Ben Bookings', 4, 0],
      ['Carlos Coach', 5, 0],
    ]);
    expect(row('staff')).toMatchObject({
      team_name: 'Team 3',
      member: true,
      fillins: 1,
      played: 1,
      matchesLost: 1,
      setsWon: 1,
      setsLost: 2,
    });
    expect(row('pat')).toMatchObject({
      team_name: 'Team 1',
      fillins: 0,
      played: 2,
      matchesWon: 1,
      matchesLost: 1,
      gamesWon: 12 + 7,
      gamesLost: 8 + 15,
    });
    expect(row('carlos')).toMatchObject({ played: 0, points: 0 });
    // Members who do not organise read it once the fixtures are published.
    expect(await read('carlos')).toEqual([]);
    await call('pat', 'POST', `/api/tournament/${id}/publish/`);
    expect((await read('carlos')).length).toBe(5);
    // A player taken out of the tournament keeps their record on the ladder.
    const members = (await call('pat', 'GET', `/api/member/?tournament=${id}`)).json() as {
      id: number;
      player: number;
    }[];
    expect(
      (await call('pat', 'DELETE', `/api/member/${members.find((m) => m.player === s.ids.staff)!.id}/`)).statusCode,
    ).toBe(204);
    expect((await read()).find((r) => r.id === s.ids.staff)).toMatchObject({
      member: false,
      team: null,
      team_name: '',
      played: 1,
      position: 4,
    });
  });
});
