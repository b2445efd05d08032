import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtSlots, type AvailabilityCourt, type LotteryView } from '@rally/domain';
import * as clock from '../../clock';
import { notifications, playerFollowedClubs } from '../../db/schema';
import { bookingsFixture, ZONE, type BookingsFixture } from './bookings.test-helpers';
import { placeLotteryLosersOnWaitlist, runLotteryDraw } from './lottery-run.service';
import { courtWaitlist } from './court-waitlist.tables';
import { lotteryDraws, lotteryRequests } from './lottery.tables';

// The release lottery for prime time (issue 29), through the API: the club marks 18:00–20:00 on
// its Test courts, released 3 days ahead at 07:00 with 15 minutes of requests. The test owns the
// clock: a weekday release morning a few days from now (so the demo's memberships hold), 07:05
// inside the window, 07:20 after it.

let f: BookingsFixture;
let restore: () => void;
let release: DateTime;
let playDate: string;
let pat = 0;
let olivia = 0;

const sql = (text: string) => f.t.db.execute(text as never);
const at = (hhmm: string) => {
  const [hour, minute] = hhmm.split(':').map(Number);
  return release.set({ hour, minute }).toJSDate();
};
const view = (who: 'player' | 'other') =>
  f.expectCall(200, who, 'GET', `/api/club/${f.club}/lottery/`) as Promise<LotteryView>;
/** Pat's free times on a court on the play date from 17:00 to 20:00: those in the draw and those free (first come). */
const grid = async (court: number) => {
  const answer = await f.expectCall(200, 'player', 'GET', `/api/club/${f.club}/availability/?date=${playDate}`);
  const slots = courtSlots(
    answer,
    answer.courts.find((c: AvailabilityCourt) => c.id === court),
  ).filter((s) => s.start >= '17:00' && s.start <= '20:00');
  return {
    draw: slots.filter((s) => s.draw).map((s) => s.start),
    free: slots.filter((s) => s.free).map((s) => s.start),
  };
};
const ask = (who: 'player' | 'other', choices: { court: number; start: string }[]) =>
  f.call(who, 'POST', `/api/club/${f.club}/lottery/`, { date: playDate, choices });

beforeAll(async () => {
  f = await bookingsFixture();
  // A release morning whose play date (3 days on) is a weekday, when the Test courts are open.
  release = clock.nowIn(ZONE).plus({ days: 1 }).set({ hour: 6, minute: 0, second: 0, millisecond: 0 });
  while (release.plus({ days: 3 }).weekday > 5) release = release.plus({ days: 1 });
  playDate = release.plus({ days: 3 }).toISODate()!;
  restore = clock.setClock(release.toJSDate());
  pat = await f.playerOf('player@example.com');
  olivia = await f.playerOf('other-agent@example.com');
  await sql(`delete from booking_series where player_id in (${pat}, ${olivia})`);
  await f.t.db.insert(playerFollowedClubs).values({ player_id: olivia, club_id: f.club });
  const lottery = {
    MaxBookingMinutesPerDayMember: 600,
    MaxBookingMinutesPerDayNonMember: 600,
    LotteryEnabled: true,
    LotteryTimes: [{ court_groups: [f.group.id], weekdays: [1, 2, 3, 4, 5, 6, 7], from: '18:00', to: '20:00' }],
    LotteryDaysAhead: 3,
    LotteryReleaseTime: '07:00',
    LotteryWindowMinutes: 15,
  };
  await sql(
    `update club_features set params = params || '${JSON.stringify(lottery)}'::jsonb where club_id = ${f.club}`,
  );
});
afterAll(async () => {
  restore();
  await f.close();
});

describe('the release lottery', () => {
  it('shows the next draw before its window, and refuses requests until it opens', async () => {
    const before = await view('player');
    expect(before).toMatchObject({ enabled: true, date: playDate, open: false, requests: [] });
    expect(new Date(before.opens_at!)).toEqual(at('07:00'));
    expect(before.slots).toHaveLength(4);
    const early = await ask('player', [{ court: f.courts[0], start: '18:00' }]);
    expect(early.statusCode).toBe(400);
    expect(early.json().reason).toBe('Requests for this date are not open now.');
    // Its times are in the draw on the player's grid, not free: every start that touches 18:00–20:00.
    expect(await grid(f.courts[0])).toEqual({
      draw: ['17:30', '18:00', '18:30', '19:00', '19:30'],
      free: ['17:00', '20:00'],
    });
  });

  it('takes requests with alternatives in order during the window; no first-come booking of a lottery slot', async () => {
    clock.setClock(at('07:05'));
    const open = await view('player');
    expect(open.open).toBe(true);
    expect(open.slots.map((s) => `${s.court_name} ${s.start}`)).toEqual([
      'Court T1 18:00',
      'Court T2 18:00',
      'Court T1 19:00',
      'Court T2 19:00',
    ]);
    // A player may not book it first come, however fast; staff still book for the club.
    const firstCome = await f.call('player', 'POST', `/api/club/${f.club}/book/`, {
      start: `${playDate}T18:00`,
      end: `${playDate}T19:00`,
      court: f.courts[0],
    });
    expect(firstCome.statusCode).toBe(400);
    expect(firstCome.json().reason).toMatch(/is given out by the club's lottery: ask for it from .* to 07:15/);
    // Outside the marked hours it books as always.
    await f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/book/`, {
      start: `${playDate}T09:00`,
      end: `${playDate}T10:00`,
      court: f.courts[0],
    });

    const both = [
      { court: f.courts[0], start: '18:00' },
      { court: f.courts[1], start: '18:00' },
    ];
    const mine = await f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/lottery/`, {
      date: playDate,
      choices: both,
    });
    expect(mine.requests).toHaveLength(1);
    expect(mine.requests[0]).toMatchObject({ outcome: null, can_withdraw: true });
    expect(mine.requests[0].choices.map((c: { court_name: string }) => c.court_name)).toEqual(['Court T1', 'Court T2']);
    // A second request (the 19:00), then no third; a slot the lottery does not give out is refused.
    await f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/lottery/`, {
      date: playDate,
      choices: [{ court: f.courts[0], start: '19:00' }],
    });
    const third = await ask('player', [{ court: f.courts[1], start: '19:00' }]);
    expect(third.statusCode).toBe(400);
    expect(third.json().reason).toBe('You can send at most 2 requests for one draw.');
    const notOffered = await ask('other', [{ court: f.courts[0], start: '09:00' }]);
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errors).toEqual({ 'choices.0': ['That slot is not given out by the lottery.'] });
    const twice = await ask('other', [both[0], both[0]]);
    expect(twice.statusCode).toBe(400);

    // Withdrawn and sent again: the time it was sent plays no part.
    const olivias = await f.expectCall(201, 'other', 'POST', `/api/club/${f.club}/lottery/`, {
      date: playDate,
      choices: [both[0]],
    });
    await f.expectCall(200, 'other', 'DELETE', `/api/lotteryrequest/${olivias.requests[0].id}/`);
    expect((await view('other')).requests).toEqual([]);
    await f.expectCall(201, 'other', 'POST', `/api/club/${f.club}/lottery/`, { date: playDate, choices: both });
    // Nobody withdraws another's request.
    const patsId = (await view('player')).requests[0].id;
    expect((await f.call('other', 'DELETE', `/api/lotteryrequest/${patsId}/`)).statusCode).toBe(404);
  });

  it('draws once when the window closes: one 18:00 each, the 19:00 as a second win, notices, first come after', async () => {
    clock.setClock(at('07:20'));
    const patsId = (await view('player')).requests[0].id;
    const late = await f.call('player', 'DELETE', `/api/lotteryrequest/${patsId}/`);
    expect(late.statusCode).toBe(400);
    // Between the close and the draw, first come is still refused.
    const waiting = await f.call('other', 'POST', `/api/club/${f.club}/book/`, {
      start: `${playDate}T19:00`,
      end: `${playDate}T20:00`,
      court: f.courts[1],
    });
    expect(waiting.json().reason).toMatch(/is being drawn/);
    expect((await grid(f.courts[1])).draw).toEqual(['17:30', '18:00', '18:30', '19:00', '19:30']);

    await f.t.runJobs(at('07:20'));
    const [draw] = await f.t.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.club_id, f.club), eq(lotteryDraws.play_date, playDate)));
    expect(draw.state).toBe('drawn');
    expect(await runLotteryDraw({ ...f.t.app.deps, log: f.t.app.log }, { clubId: f.club, drawId: draw.id })).toBe(
      'already',
    );

    const pats = await view('player');
    const olivias = await view('other');
    // Both won one 18:00 court; Pat's second request got the 19:00 nobody else asked for.
    const won18 = [pats.requests[0].won, olivias.requests[0].won].map((w) => w && `${w.court_name} ${w.start}`);
    expect(won18.sort()).toEqual(['Court T1 18:00', 'Court T2 18:00']);
    expect(pats.requests[1]).toMatchObject({ outcome: 'won', won: { court_name: 'Court T1', start: '19:00' } });
    const rows = await f.t.db.select().from(lotteryRequests).where(eq(lotteryRequests.draw_id, draw.id));
    expect(rows.every((r) => r.outcome === 'won' && r.series_id)).toBe(true);
    // The bookings are the players' own, in My bookings.
    const booked = await f.expectCall(200, 'player', 'GET', '/api/mybooking/?when=upcoming');
    expect(booked.results.map((b: { local_start: string }) => b.local_start)).toEqual(
      expect.arrayContaining([`${playDate}T18:00`, `${playDate}T19:00`]),
    );
    const notices = await f.t.db.select().from(notifications).where(eq(notifications.kind, 'lottery_result'));
    expect(notices.map((n) => n.title).sort()).toEqual([
      expect.stringMatching(/^You won Court T1 at Riverside/),
      expect.stringMatching(/^You won Court T(1|2) at Riverside/),
      expect.stringMatching(/^You won Court T(1|2) at Riverside/),
    ]);
    // The slot nobody drew is first come now, and free on the grid; nothing is in the draw any more.
    expect(await grid(f.courts[1])).toEqual({ draw: [], free: ['17:00', '19:00', '20:00'] });
    await f.expectCall(201, 'other', 'POST', `/api/club/${f.club}/book/`, {
      start: `${playDate}T19:00`,
      end: `${playDate}T20:00`,
      court: f.courts[1],
    });
  });

  it("shows staff the draw: seed, inputs, each player's weight, random number and place; players may not", async () => {
    const list = await f.expectCall(200, 'agent', 'GET', `/api/club/${f.club}/lottery_draws/`);
    expect(list[0]).toMatchObject({
      play_date: playDate,
      state: 'drawn',
      requests: 3,
      players: 2,
      slots: 4,
      winners: 2,
    });
    expect(typeof list[0].seed).toBe('number');
    const draw = await f.expectCall(200, 'agent', 'GET', `/api/club/${f.club}/lottery_draws/${list[0].id}/`);
    expect(draw.replayed).toBe(true);
    expect(draw.entrants.map((e: { rank: number }) => e.rank)).toEqual([1, 2]);
    const second = draw.entrants[1];
    expect(second).toMatchObject({ losses: 0, weight: 1 });
    // Why the second lost their first choice: the first had taken it.
    expect(second.requests[0].choices[0].taken_by).toBe(draw.entrants[0].name);
    expect((await f.call('player', 'GET', `/api/club/${f.club}/lottery_draws/`)).statusCode).toBe(404);
  });
});

describe("the draw's losers", () => {
  it('wait for their first choice in the draw’s order when the club holds freed courts; not when it does not', async () => {
    const losers = [
      { player: olivia, choices: [`${f.courts[1]}@18:00`, `${f.courts[0]}@19:00`] },
      { player: pat, choices: [`${f.courts[0]}@18:00`] },
    ];
    // The line of this test's play date only (the demo's waiting players may wait on it too).
    await sql(`delete from court_waitlist where club_id = ${f.club}`);
    const place = (hold: number) =>
      f.t.db.transaction((tx) =>
        placeLotteryLosersOnWaitlist(tx, { id: f.club, zone: ZONE, waitlist_hold_minutes: hold }, playDate, losers),
      );
    expect(await place(0)).toBe(0);
    expect(await place(15)).toBe(2);
    // Twice is once: a player already waiting for that time is left as they are.
    expect(await place(15)).toBe(0);
    const line = await f.t.db
      .select()
      .from(courtWaitlist)
      .where(eq(courtWaitlist.club_id, f.club))
      .orderBy(courtWaitlist.created_at, courtWaitlist.id);
    expect(
      line.map((e) => [
        e.player_id,
        e.court_id,
        DateTime.fromJSDate(e.starts_at, { zone: ZONE }).toFormat('HH:mm'),
        e.status,
      ]),
    ).toEqual([
      [olivia, f.courts[1], '18:00', 'W'],
      [pat, f.courts[0], '18:00', 'W'],
    ]);
  });
});
