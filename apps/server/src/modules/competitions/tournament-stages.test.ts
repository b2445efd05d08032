import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { tournamentMessages as msg } from '@rally/domain';
import { tournamentTestApp, type Fx } from './tournaments.test-helpers';

// The knockout stage, the manual draw and the players' next fixtures (docs/competitions.md).

const { s, call, league, fixturesOf, win } = tournamentTestApp();
const { ids } = s;

/** Plays the whole round robin so that the lower-numbered team always wins: the ladder is Team 1, Team 2, … */
async function playRoundRobin(id: number, teams: number[]) {
  for (const f of (await fixturesOf(id)).filter((x) => x.kind === 'RR')) {
    const [h, a] = f.team_set.map((x) => teams.indexOf(x!.id));
    expect((await win(f.match_set[0].id, h < a)).statusCode).toBe(200);
  }
}

describe('the knockout stage', () => {
  it('seeds the top teams of the ladder (1 v 4, 2 v 3), then advances winners on result entry to the final', async () => {
    const { id, teams } = await league(6, { NumberOfTeamsKnockout: 4 });
    expect((await call('pat', 'POST', `/api/tournament/${id}/knockout/`, {})).json()).toMatchObject({
      reason: msg.knockoutNeedsDraw,
    });
    await call('pat', 'POST', `/api/tournament/${id}/draw/`);
    await playRoundRobin(id, teams);
    const ladder = (await call('pat', 'GET', `/api/ladder/?tournament=${id}`)).json() as { id: number }[];
    expect(ladder.map((r) => r.id)).toEqual(teams);
    expect(
      (await call('pat', 'POST', `/api/tournament/${id}/knockout/`, { start: '2031-05-06' })).json().reason,
    ).toMatch(/must start after the last round robin round/);
    const made = await call('pat', 'POST', `/api/tournament/${id}/knockout/`, {});
    expect(made.statusCode, made.body).toBe(200);
    const ko = made.json().round_set.filter((r: { kind: string }) => r.kind === 'KO');
    // 5 round robin rounds weekly on Tuesdays from 2031-05-06: the knockout follows on 2031-06-10 and 2031-06-17.
    expect(ko.map((r: { number: number; start: string }) => [r.number, r.start])).toEqual([
      [6, '2031-06-10'],
      [7, '2031-06-17'],
    ]);
    let fixtures = (await fixturesOf(id)).filter((f) => f.kind === 'KO');
    const semis = fixtures.filter((f) => f.round === 6);
    expect(semis.map((f) => [f.slot, f.team_set.map((x) => x?.id)])).toEqual([
      [1, [teams[0], teams[3]]],
      [2, [teams[1], teams[2]]],
    ]);
    expect(semis.every((f) => f.match_set.length === 1 && f.match_set[0].court !== null)).toBe(true);
    const final = fixtures.find((f) => f.round === 7)!;
    expect(final.team_set).toEqual([null, null]);
    expect(final.match_set).toEqual([]);
    // Team 4 beats Team 1 (away win): it goes to the final at home (slot 1 feeds the home place).
    await win(semis[0].match_set[0].id, false);
    fixtures = await fixturesOf(id);
    expect(fixtures.find((f) => f.id === final.id)!.team_set).toEqual([{ id: teams[3], name: 'Team 4' }, null]);
    await win(semis[1].match_set[0].id, true);
    const ready = (await fixturesOf(id)).find((f) => f.id === final.id)!;
    expect(ready.team_set.map((x) => x?.id)).toEqual([teams[3], teams[1]]);
    expect(ready.match_set).toHaveLength(1);
    // A semi-final's result may still change until the final is played; then it may not.
    await win(semis[1].match_set[0].id, false);
    expect((await fixturesOf(id)).find((f) => f.id === final.id)!.team_set.map((x) => x?.id)).toEqual([
      teams[3],
      teams[2],
    ]);
    const finalNow = (await fixturesOf(id)).find((f) => f.id === final.id)!;
    expect((await win(finalNow.match_set[0].id, true)).statusCode).toBe(200);
    const late = await win(semis[1].match_set[0].id, true);
    expect(late.json()).toMatchObject({ reason: msg.knockoutUnderWay });
    // The ladder is the round robin's: knockout results do not count.
    expect(
      ((await call('pat', 'GET', `/api/ladder/?tournament=${id}`)).json() as { id: number }[]).map((r) => r.id),
    ).toEqual(teams);
    expect((await call('pat', 'POST', `/api/tournament/${id}/knockout/`, {})).json()).toMatchObject({
      reason: msg.knockoutAlreadyMade,
    });
  });

  it('gives the byes to the top seeds when the count is not a power of two (5 of 6 teams)', async () => {
    const { id, teams } = await league(6, { NumberOfTeamsKnockout: 5 });
    await call('pat', 'POST', `/api/tournament/${id}/draw/`);
    await playRoundRobin(id, teams);
    expect((await call('pat', 'POST', `/api/tournament/${id}/knockout/`, { start: '2031-07-01' })).statusCode).toBe(
      200,
    );
    const ko = (await fixturesOf(id)).filter((f) => f.kind === 'KO');
    const first = ko.filter((f) => f.round === 6).map((f) => f.team_set.map((x) => x?.id ?? null));
    // Bracket of 8: 1 v bye, 4 v 5, 2 v bye, 3 v bye.
    expect(first).toEqual([
      [teams[0], null],
      [teams[3], teams[4]],
      [teams[1], null],
      [teams[2], null],
    ]);
    const second = ko.filter((f) => f.round === 7).map((f) => f.team_set.map((x) => x?.id ?? null));
    expect(second).toEqual([
      [teams[0], null],
      [teams[1], teams[2]],
    ]);
    expect(ko.filter((f) => f.round === 7)[1].match_set).toHaveLength(1);
    expect(ko.find((f) => f.round === 6)!.dated).toBe('2031-07-01');
  });

  it('is only for a round robin plus knockout, by an organiser', async () => {
    const rr = await league(4, { Type: 'RR', NumberOfTeamsKnockout: null });
    expect((await call('pat', 'POST', `/api/tournament/${rr.id}/knockout/`, {})).json()).toMatchObject({
      reason: msg.knockoutNeedsType,
    });
    const ko = await league(4, { NumberOfTeamsKnockout: 2 });
    await call('pat', 'POST', '/api/member/', { tournament: ko.id, player: ids.carlos });
    expect((await call('carlos', 'POST', `/api/tournament/${ko.id}/knockout/`, {})).statusCode).toBe(403);
  });
});

describe('the manual draw', () => {
  it('refuses a draw breaking a rule, with a sentence naming the teams; stores a sound one on courts', async () => {
    const { id, teams } = await league(4, { Type: 'RR', NumberOfTeamsKnockout: null, DatesNotPlayed: ['2031-05-13'] });
    const [a, b, c, d] = teams;
    const twice = await call('pat', 'POST', `/api/tournament/${id}/manualdraw/`, {
      rounds: [
        {
          date: '2031-05-06',
          fixtures: [
            { home: a, away: b },
            { home: a, away: c },
          ],
        },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.rounds).toContain('Round 1: Team 1 plays twice');
    const notPlayed = await call('pat', 'POST', `/api/tournament/${id}/manualdraw/`, {
      rounds: [{ date: '2031-05-13', fixtures: [{ home: a, away: b }] }],
    });
    expect(notPlayed.json().errors.rounds).toContain('Round 1: 2031-05-13 is a date not played');
    const order = await call('pat', 'POST', `/api/tournament/${id}/manualdraw/`, {
      rounds: [
        { date: '2031-05-20', fixtures: [{ home: a, away: b }] },
        { date: '2031-05-06', fixtures: [{ home: c, away: d }] },
      ],
    });
    expect(order.json().errors.rounds[0]).toMatch(/must come after round 1/);
    const outside = await call('pat', 'POST', `/api/tournament/${id}/manualdraw/`, {
      rounds: [{ date: '2031-12-02', fixtures: [{ home: a, away: b }] }],
    });
    expect(outside.json().errors.rounds).toContain(msg.manualDrawOutside(1, '2031-12-02'));
    const again = await call('pat', 'POST', `/api/tournament/${id}/manualdraw/`, {
      rounds: [
        { date: '2031-05-06', fixtures: [{ home: a, away: b }] },
        { date: '2031-05-20', fixtures: [{ home: b, away: a }] },
      ],
    });
    expect(again.json().errors.rounds[0]).toMatch(/Team 1 and Team 2 meet more than once/);
    expect((await call('pat', 'POST', `/api/tournament/${id}/manualdraw/`, { rounds: [] })).statusCode).toBe(400);
    const ok = await call('pat', 'POST', `/api/tournament/${id}/manualdraw/`, {
      rounds: [
        {
          date: '2031-05-06',
          fixtures: [
            { home: a, away: b },
            { home: c, away: d },
          ],
        },
        { date: '2031-05-20', fixtures: [{ home: d, away: a }] },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ draw_complete: true });
    expect(ok.json().round_set.map((r: { start: string }) => r.start)).toEqual(['2031-05-06', '2031-05-20']);
    const fixtures = await fixturesOf(id);
    expect(fixtures.map((f) => [f.round, f.team_set.map((x) => x!.id)])).toEqual([
      [1, [a, b]],
      [1, [c, d]],
      [2, [d, a]],
    ]);
    expect(fixtures.every((f) => f.match_set[0].court !== null)).toBe(true);
    expect(new Set(fixtures.filter((f) => f.round === 1).map((f) => f.match_set[0].court)).size).toBe(2);
    expect(
      (
        await call('pat', 'POST', `/api/tournament/${id}/manualdraw/`, {
          rounds: [{ date: '2031-06-03', fixtures: [{ home: b, away: c }] }],
        })
      ).json(),
    ).toMatchObject({ reason: msg.drawAlreadyMade });
  });
});

describe("the players' next fixtures", () => {
  it('lists the fixtures of my team in published competitions, soonest first', async () => {
    const { id, teams } = await league(4, { Type: 'RR', NumberOfTeamsKnockout: null });
    await call('pat', 'POST', '/api/member/', { tournament: id, player: ids.carlos, team: teams[2] });
    await call('pat', 'POST', `/api/tournament/${id}/draw/`);
    const before = (await call('carlos', 'GET', '/api/fixture/mine/')).json() as { tournament: number }[];
    expect(before.filter((f) => f.tournament === id)).toEqual([]);
    await call('pat', 'POST', `/api/tournament/${id}/publish/`);
    const mine = (
      (await call('carlos', 'GET', '/api/fixture/mine/')).json() as (Fx & {
        tournament: number;
        tournament_name: string;
        my_team: number;
      })[]
    ).filter((f) => f.tournament === id);
    expect(mine).toHaveLength(3);
    expect(
      mine.every(
        (f) =>
          f.my_team === teams[2] &&
          f.team_set.some((x) => x?.id === teams[2]) &&
          f.tournament_name === 'Winter pennant',
      ),
    ).toBe(true);
    expect(mine.map((f) => f.dated)).toEqual([...mine.map((f) => f.dated)].sort());
  });

  it("puts a published league's fixtures in its players' calendar feeds (not before publishing, not a team they are not in)", async () => {
    const { id, teams } = await league(4, { Type: 'RR', NumberOfTeamsKnockout: null });
    await call('pat', 'POST', '/api/member/', { tournament: id, player: ids.andy, team: teams[1] });
    await call('pat', 'POST', `/api/tournament/${id}/draw/`);
    const feed = (await call('andy', 'GET', '/api/calendar/feed/')).json() as { url: string };
    const ics = async () =>
      (await s.t.app.inject({ method: 'GET', url: new URL(feed.url).pathname })).body.replace(/\r\n[ \t]/g, '');
    const fixtures = await fixturesOf(id);
    const theirs = fixtures.filter((f) => f.team_set.some((x) => x?.id === teams[1]));
    expect(theirs).toHaveLength(3);
    for (const f of fixtures) expect(await ics()).not.toContain(`UID:fixture-${f.id}@rally`);
    await call('pat', 'POST', `/api/tournament/${id}/publish/`);
    const published = await ics();
    for (const f of theirs) expect(published).toContain(`UID:fixture-${f.id}@rally`);
    for (const f of fixtures.filter((x) => !theirs.includes(x)))
      expect(published).not.toContain(`UID:fixture-${f.id}@rally`);
    const first = theirs[0];
    expect(published).toContain(`SUMMARY:${first.team_set[0]!.name} v ${first.team_set[1]!.name} · Winter pennant`);
    expect(published).toContain('LOCATION:Riverside Tennis Club');
    // Riverside plays in Sydney time: the event starts at the time played there (iCal in UTC).
    const event = published.split('BEGIN:VEVENT').find((e) => e.includes(`UID:fixture-${first.id}@rally`))!;
    const start = DateTime.fromISO(`${first.dated}T${first.time}`, { zone: 'Australia/Sydney' })
      .toUTC()
      .toFormat("yyyyMMdd'T'HHmmss'Z'");
    expect(event).toContain(`DTSTART:${start}`);
  });
});

describe('the demo league', () => {
  it('Riverside Club Night League: published, three rounds played (a ladder with a shape), Pat and Carlos with fixtures to come', async () => {
    const list = (await call('pat', 'GET', `/api/tournament/?brief=True&member_set__player=${ids.pat}`)).json() as {
      results: { id: number; name: string; published: boolean }[];
    };
    const league = list.results.find((r) => r.name === 'Riverside Club Night League')!;
    expect(league).toMatchObject({ published: true });
    const ladder = (await call('pat', 'GET', `/api/ladder/?tournament=${league.id}`)).json() as {
      played: number;
      points: number;
    }[];
    expect(ladder).toHaveLength(6);
    expect(ladder.every((r) => r.played === 3)).toBe(true);
    expect(ladder[0].points).toBeGreaterThan(ladder[5].points);
    const fixtures = await fixturesOf(league.id);
    expect(fixtures).toHaveLength(15);
    expect(fixtures.filter((f) => f.match_set.every((m) => m.court !== null))).toHaveLength(15);
    for (const w of ['pat', 'carlos'] as const) {
      const mine = ((await call(w, 'GET', '/api/fixture/mine/')).json() as { tournament: number }[]).filter(
        (f) => f.tournament === league.id,
      );
      expect(mine).toHaveLength(2);
    }
    // The played matches have their players: four a team, each played one match a round.
    const players = (await call('pat', 'GET', `/api/ladder/players/?tournament=${league.id}`)).json() as {
      name: string;
      played: number;
      points: number;
      position: number;
    }[];
    expect(players).toHaveLength(24);
    expect(players.every((r) => r.played === 3)).toBe(true);
    expect(players[0].points).toBeGreaterThan(players[23].points);
    expect(players.map((r) => r.position)).toEqual([...players.map((r) => r.position)].sort((a, b) => a - b));
  });

  it("puts a player's fixtures (played in the last 60 days and to come) in their calendar feed", async () => {
    const mine = (await call('pat', 'GET', '/api/fixture/mine/')).json() as {
      id: number;
      team_set: { name: string }[];
      tournament_name: string;
    }[];
    const feed = (await call('pat', 'GET', '/api/calendar/feed/')).json() as { url: string };
    const ics = (await s.t.app.inject({ method: 'GET', url: new URL(feed.url).pathname })).body.replace(
      /\r\n[ \t]/g,
      '',
    );
    for (const f of mine) expect(ics).toContain(`UID:fixture-${f.id}@rally`);
    expect(ics).toContain(
      `SUMMARY:${mine[0].team_set[0].name} v ${mine[0].team_set[1].name} · Riverside Club Night League`,
    );
    // Three played rounds and two to come: five nights for Riverside Aces.
    expect(ics.match(/UID:fixture-/g)).toHaveLength(5);
    const other = (await call('carlos', 'GET', '/api/calendar/feed/')).json() as { url: string };
    const notCarlos = mine.find((f) => !f.team_set.some((x) => x.name === 'Riverside Volleys'))!;
    expect((await s.t.app.inject({ method: 'GET', url: new URL(other.url).pathname })).body).not.toContain(
      `UID:fixture-${notCarlos.id}@rally`,
    );
  });
});
