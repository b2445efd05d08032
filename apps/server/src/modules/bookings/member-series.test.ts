import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberSeriesDate, MyBooking } from '@rally/domain';
import { playerFollowedClubs } from '../../db/schema';
import { playerBookingsFixture, type PlayerBookingsFixture } from './bookings.test-helpers';

// Members' own weekly slots within a quota (issue 29): the club's switch and quotas (series per
// member, weeks per term, prime-time hours a week), every date checked as a single player booking
// with the skipped ones listed before and after, local time kept across daylight saving, and
// cancelling one date or the rest from My bookings. The test owns its clock: Wednesday 12 March
// 2031 in Sydney, where daylight saving ends on Sunday 6 April 2031 (AEDT +11 to AEST +10). The
// fixture's Test courts: weekdays 06:00–22:00, 7 days ahead, members 60–120 minutes, evening rate
// 16 from 17:00.

let f: PlayerBookingsFixture;
beforeAll(async () => {
  f = await playerBookingsFixture();
});
afterAll(() => f.close());

const params = (values: Record<string, unknown>) => f.params(values);
const slot = (date: string, from: string, to: string, weeks: number, court = f.courts[0]) => ({
  start: `${date}T${from}`,
  end: `${date}T${to}`,
  court,
  weeks,
});
const quote = (body: object) => f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/book/series/quote/`, body);
const book = (body: object) => f.call('player', 'POST', `/api/club/${f.club}/book/series/`, body);
const mine = async (): Promise<MyBooking[]> =>
  (await f.expectCall(200, 'player', 'GET', '/api/mybooking/?page_size=50')).results;

describe("a member's own weekly slot", () => {
  it('is refused while the club does not allow it', async () => {
    // The demo allows it at Riverside: this test says what it needs.
    await params({ MemberSeriesAllowed: false });
    const answer = await quote(slot('2031-03-18', '10:00', '11:00', 4));
    expect(answer).toMatchObject({
      allowed: false,
      reasons: ['This club does not let members book their own weekly slot; ask the club.'],
    });
    const res = await book(slot('2031-03-18', '10:00', '11:00', 4));
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('This club does not let members book their own weekly slot; ask the club.');
  });

  it('lists the dates that cannot be booked before and after, and keeps 18:00 across the change of time', async () => {
    await params({
      MemberSeriesAllowed: true,
      MemberSeriesMax: 1,
      MemberSeriesMaxWeeks: 10,
      MemberSeriesPrimeHoursPerWeek: 1,
      PrimeTimeFromHour: 17,
      PrimeTimeToHour: 21,
    });
    // The club's own booking on the third Tuesday: that date is skipped, the others are booked.
    await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Pennant',
      start_date: '2031-04-01T18:00',
      end_date: '2031-04-01T19:00',
      court_set: [f.courts[0]],
    });
    const body = slot('2031-03-18', '18:00', '19:00', 10);
    const answer = await quote(body);
    expect(answer).toMatchObject({ allowed: true, reasons: [], price: '144.00', currency: 'AUD', as: 'member' });
    expect(answer.dates).toHaveLength(10);
    const skipped = answer.dates.filter((d: MemberSeriesDate) => !d.ok);
    expect(skipped).toEqual([
      {
        date: '2031-04-01',
        local_start: '2031-04-01T18:00',
        local_end: '2031-04-01T19:00',
        ok: false,
        reasons: [expect.stringMatching(/^That time is already taken: .*Court T1: another booking\.$/)],
      },
    ]);
    // Every date at 18:00 local, the last one on 20 May.
    expect(answer.dates.map((d: MemberSeriesDate) => d.local_start.slice(11))).toEqual(Array(10).fill('18:00'));
    expect(answer.dates.at(-1).date).toBe('2031-05-20');

    const res = await book(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Pat Player', price: '144.00' });
    expect(
      res
        .json()
        .dates.filter((d: MemberSeriesDate) => !d.ok)
        .map((d: MemberSeriesDate) => d.date),
    ).toEqual(['2031-04-01']);
    // My bookings lists its nine dates: 18:00 in Sydney before and after daylight saving ends,
    // so an hour apart in UTC (07:00Z under AEDT, 08:00Z under AEST).
    const dates = (await mine()).filter((b) => b.booking_series === res.json().booking_series);
    expect(dates).toHaveLength(9);
    expect(dates.every((b) => b.local_start.endsWith('T18:00') && b.recurring && b.can_cancel)).toBe(true);
    expect(dates[0].start).toBe('2031-03-18T07:00:00.000Z');
    expect(dates.at(-1)!.start).toBe('2031-05-20T08:00:00.000Z');
    // The series is the dashboard's own: weekly, until the last date.
    const series = await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${res.json().booking_series}/`);
    expect(series).toMatchObject({ recurrence: 'W', recurrence_end: '2031-05-20' });
  });

  it('holds the quotas on the server: series per member, weeks per term, prime-time hours a week', async () => {
    const second = await book(slot('2031-03-17', '10:00', '11:00', 4));
    expect(second.statusCode).toBe(400);
    expect(second.json().reason).toBe('You already have a weekly slot at this club; members may hold one at a time.');
    await params({ MemberSeriesMax: 3 });
    const long = await quote(slot('2031-03-17', '10:00', '11:00', 11));
    expect(long.reasons).toEqual(['A weekly slot can be booked for at most 10 weeks at a time.']);
    // One prime hour a week is taken by Tuesdays 18:00–19:00: Thursdays 17:00–18:00 would make two.
    const prime = await book(slot('2031-03-13', '17:00', '18:00', 4));
    expect(prime.statusCode).toBe(400);
    expect(prime.json().reason).toBe(
      'Weekly slots may hold at most 1 hour of prime time (17:00–21:00 on weekdays) a week; this one makes 2 hours.',
    );
    // Outside prime time it is within the quota.
    const morning = await book(slot('2031-03-13', '10:00', '11:00', 4));
    expect(morning.statusCode, morning.body).toBe(201);
    expect(morning.json().dates.map((d: MemberSeriesDate) => d.date)).toEqual([
      '2031-03-13',
      '2031-03-20',
      '2031-03-27',
      '2031-04-03',
    ]);
  });

  it("checks each date as a single booking: the group's advance days (a week more for each later date), durations", async () => {
    // Eight days ahead: past the group's 7 days. Each later date is held to a week more, so a term
    // starts within the advance days or not at all.
    const late = await quote(slot('2031-03-20', '07:00', '08:00', 3, f.courts[1]));
    expect(late.allowed).toBe(false);
    expect(late.dates.map((d: MemberSeriesDate) => [d.date, d.ok, d.reasons])).toEqual(
      ['2031-03-20', '2031-03-27', '2031-04-03'].map((date) => [
        date,
        false,
        ['Courts in Test courts can be booked at most 7 days ahead.'],
      ]),
    );
    const soon = await quote(slot('2031-03-19', '07:00', '08:00', 3, f.courts[1]));
    expect(soon.dates.map((d: MemberSeriesDate) => d.ok)).toEqual([true, true, true]);
    const short = await quote(slot('2031-03-17', '07:00', '07:30', 3, f.courts[1]));
    expect(short.allowed).toBe(false);
    expect(short.dates[0].reasons).toEqual(['Members book courts in Test courts for at least 60 minutes.']);
    const none = await book(slot('2031-03-17', '07:00', '07:30', 3, f.courts[1]));
    expect(none.statusCode).toBe(400);
    expect(none.json().reason).toBe(
      'None of these dates can be booked. Members book courts in Test courts for at least 60 minutes.',
    );
  });

  it('is for members: a visitor following the club is refused', async () => {
    const other = await f.playerOf('other-agent@example.com');
    await f.t.db.insert(playerFollowedClubs).values({ player_id: other, club_id: f.club });
    const res = await f.call(
      'other',
      'POST',
      `/api/club/${f.club}/book/series/`,
      slot('2031-03-17', '12:00', '13:00', 3),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toContain('Weekly slots are for members of the club with a current membership.');
  });

  it('cancels one date, then that date and the rest, from My bookings', async () => {
    const tuesdays = (await mine()).filter((b) => b.name === 'Pat Player' && b.local_start.endsWith('T18:00'));
    expect(tuesdays).toHaveLength(9);
    await f.expectCall(200, 'player', 'POST', `/api/mybooking/${tuesdays[1].id}/cancel/`);
    const rest = await f.expectCall(200, 'player', 'POST', `/api/mybooking/${tuesdays[4].id}/cancel_rest/`);
    expect(rest).toMatchObject({ cancelled: 5, refund: '0.00', currency: 'AUD' });
    const left = (await mine()).filter((b) => b.booking_series === tuesdays[0].booking_series);
    expect(left.map((b) => b.local_start.slice(0, 10))).toEqual(['2031-03-18', '2031-04-08', '2031-04-15']);
    // Someone else's booking is not theirs to cancel.
    const agentRest = await f.call('agent', 'POST', `/api/mybooking/${tuesdays[0].id}/cancel_rest/`);
    expect(agentRest.statusCode).toBe(404);
    // Cancelling the rest from its first date ends the series; its slot no longer counts against the quota.
    await f.expectCall(200, 'player', 'POST', `/api/mybooking/${tuesdays[0].id}/cancel_rest/`);
    const series = await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${tuesdays[0].booking_series}/`);
    expect(series.cancelled_at).not.toBeNull();
  });
});
