import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsFixture, weekdayIn, ZONE, type BookingsFixture } from './bookings.test-helpers';
import * as clock from '../../clock';
import { dateInZone } from '@rally/domain';

let f: BookingsFixture;
beforeAll(async () => {
  f = await bookingsFixture();
});
afterAll(() => f.close());

const plusWeeks = (date: string, weeks: number) => DateTime.fromISO(date).plus({ weeks }).toISODate()!;

describe('the demo calendar', () => {
  it("holds weeks of Riverside's bookings: club night, coaching, weekly groups and one-off hires", async () => {
    const page = await f.expectCall(200, 'agent', 'GET', `/api/courtbookinginstance/?club=${f.club}&page_size=1000`);
    expect(page.count).toBeGreaterThan(150);
    const names = new Set(page.results.map((r: { name: string }) => r.name));
    for (const name of ['Friday club night', 'Private lesson', 'Tuesday ladies doubles']) expect(names).toContain(name);
    const types = new Set(page.results.map((r: { ttype: string }) => r.ttype));
    expect([...types].sort()).toEqual(['B', 'C', 'E', 'H', 'L', 'M']);
    // A one-off hire is named after the member it books.
    const hires = page.results.filter((r: { name: string }) => / hire$/.test(r.name)) as {
      name: string;
      player_name: string;
    }[];
    expect(hires.length).toBeGreaterThan(20);
    for (const hire of hires) expect(hire.name).toBe(`${hire.player_name} hire`);
    const coaching = await f.expectCall(
      200,
      'agent',
      'GET',
      `/api/courtbookinginstance/?club=${f.club}&booking_type=L&coaches=${await f.coachOf('coach@example.com')}`,
    );
    expect(coaching.count).toBeGreaterThan(5);
  });
});

describe('booking series', () => {
  it('books a court once, lists it by club, court, name and series, and refuses a second booking of the slot naming the first', async () => {
    const date = weekdayIn(20);
    const res = await f.book('agent', { name: 'Morning hit', start_date: `${date}T10:00`, end_date: `${date}T11:00` });
    expect(res.statusCode, res.body).toBe(201);
    const series = res.json();
    expect(series).toMatchObject({
      name: 'Morning hit',
      ttype: 'C',
      start_date: `${date}T10:00`,
      court_set: [f.courts[0]],
      currency: 'AUD',
      skipped_dates: [],
    });
    expect(series.booking_instance_set).toHaveLength(1);

    const start = DateTime.fromISO(date, { zone: ZONE }).toISO();
    const end = DateTime.fromISO(date, { zone: ZONE }).plus({ days: 1 }).toISO();
    const page = await f.expectCall(
      200,
      'agent',
      'GET',
      `/api/courtbookinginstance/?club=${f.club}&start=${encodeURIComponent(start!)}&end=${encodeURIComponent(end!)}&courts=${f.courts[0]}&name=morning`,
    );
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({ booking_series: series.id, name: 'Morning hit', courts: [f.courts[0]] });
    const bySeries = await f.expectCall(
      200,
      'agent',
      'GET',
      `/api/courtbookinginstance/?club=${f.club}&booking_series=${series.id}&courtGroups=${f.group.id}`,
    );
    expect(bySeries.count).toBe(1);

    const clash = await f.book('bookings', {
      name: 'Late comer',
      start_date: `${date}T10:30`,
      end_date: `${date}T11:30`,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().reason).toBe(`That time is already taken: the booking clashes with Morning hit on ${date}.`);
    expect(clash.json().errors.clash_dates).toEqual([date]);
  });

  it('carries its guests, given to every instance, and its event session (spec 2 §3)', async () => {
    const date = weekdayIn(22);
    const res = await f.book('agent', {
      name: 'Doubles with friends',
      start_date: `${date}T08:00`,
      end_date: `${date}T09:00`,
      recurrence: 'W',
      recurrence_end: DateTime.fromISO(date).plus({ days: 7 }).toISODate(),
      guests: 'Sam and Alex',
    });
    expect(res.statusCode, res.body).toBe(201);
    const series = res.json();
    expect(series).toMatchObject({ guests: 'Sam and Alex', event_session: null });
    expect(series.booking_instance_set.map((i: { guests: string }) => i.guests)).toEqual([
      'Sam and Alex',
      'Sam and Alex',
    ]);
    const fetched = await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${series.id}/`);
    expect(fetched).toMatchObject({ guests: 'Sam and Alex', event_session: null });
    await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${series.id}/cancel/`, {});
  });

  it('refuses a weekly series with a clashing date whole, listing the date; with skip_clashes creates it without that date', async () => {
    const first = weekdayIn(30);
    const taken = plusWeeks(first, 1);
    await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'One-off',
      start_date: `${taken}T12:00`,
      end_date: `${taken}T13:00`,
      court_set: [f.courts[1]],
    });
    const weekly = {
      name: 'Weekly squad',
      start_date: `${first}T12:00`,
      end_date: `${first}T13:00`,
      recurrence: 'W',
      recurrence_end: plusWeeks(first, 3),
      court_set: [f.courts[1]],
    };
    const before = await f.expectCall(
      200,
      'agent',
      'GET',
      `/api/courtbookinginstance/?club=${f.club}&courts=${f.courts[1]}`,
    );

    const refused = await f.book('agent', weekly);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.clash_dates).toEqual([taken]);
    const after = await f.expectCall(
      200,
      'agent',
      'GET',
      `/api/courtbookinginstance/?club=${f.club}&courts=${f.courts[1]}`,
    );
    expect(after.count).toBe(before.count);

    const created = await f.book('agent', { ...weekly, skip_clashes: true });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().skipped_dates).toEqual([taken]);
    expect(created.json().booking_instance_set.map((i: { start: string }) => dateInZone(i.start, ZONE))).toEqual([
      first,
      plusWeeks(first, 2),
      plusWeeks(first, 3),
    ]);
  });

  it('prices across two rate windows, shares the price per payer, and by membership type', async () => {
    const date = weekdayIn(40);
    const adult = await f.memberOfType(f.adult.id);
    const body = {
      name: 'Across windows',
      start_date: `${date}T16:30`,
      end_date: `${date}T17:30`,
      court_set: [f.courts[0]],
      booked_person_set: [
        { club_member: adult.id, paying: true, primary: true },
        { full_name: 'Gina Guest', email: 'gina@example.com', paying: true },
      ],
    };
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, body);
    // Member: (10 × 30 + 16 × 30) / 60 = 13.00, half each; guest: (20 × 30 + 28 × 30) / 60 = 24.00, half: 12.00.
    expect(series.price).toBe('18.50');
    expect(series.booked_person_set.map((p: { share: string }) => p.share)).toEqual(['6.50', '12.00']);
    const cost = await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${series.id}/booking_cost/`);
    expect(cost).toMatchObject({
      price: '18.50',
      currency: 'AUD',
      shares: [
        { kind: 'member', amount: '6.50' },
        { kind: 'nonmember', amount: '12.00' },
      ],
    });

    // A junior's own price in the Day window: 5 an hour.
    await f.t.db.execute(
      `insert into membership_type_booking_rates (club_id, booking_rate_id, membership_type_id, can_book, price) values (${f.club}, ${f.rates.day}, ${f.junior.id}, true, 5)` as never,
    );
    const junior = await f.memberOfType(f.junior.id);
    const jr = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Junior hit',
      start_date: `${date}T09:00`,
      end_date: `${date}T10:00`,
      court_set: [f.courts[1]],
      booked_person_set: [{ club_member: junior.id }],
    });
    expect(jr.price).toBe('5.00');
  });

  it('cancelling an instance frees its slot; cancelling a series frees the rest', async () => {
    const first = weekdayIn(50);
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'To cancel',
      start_date: `${first}T08:00`,
      end_date: `${first}T09:00`,
      recurrence: 'W',
      recurrence_end: plusWeeks(first, 2),
      court_set: [f.courts[0]],
    });
    const [one, two] = series.booking_instance_set;
    expect((await f.book('agent', { start_date: `${first}T08:00`, end_date: `${first}T09:00` })).statusCode).toBe(409);
    const cancelled = await f.expectCall(200, 'agent', 'POST', `/api/courtbookinginstance/${one.id}/cancel/`);
    expect(cancelled.cancelled).toBe(true);
    expect((await f.book('agent', { start_date: `${first}T08:00`, end_date: `${first}T09:00` })).statusCode).toBe(201);

    const second = plusWeeks(first, 1);
    await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${series.id}/cancel/`);
    expect((await f.book('agent', { start_date: `${second}T08:00`, end_date: `${second}T09:00` })).statusCode).toBe(
      201,
    );
    expect(two.id).toBeGreaterThan(0);
  });

  it("staff cancelling one date refunds its share by the group's refund rule, once, never more than was paid", async () => {
    const sql = (text: string) => f.t.db.execute(text as never);
    await sql(`update court_groups set refund_cancelled = true, refund_cancelled_by = 24 where id = ${f.group.id}`);
    try {
      const first = weekdayIn(80);
      const player = await f.playerOf('player@example.com');
      const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
        name: 'Pat weekly',
        start_date: `${first}T08:00`,
        end_date: `${first}T09:00`,
        recurrence: 'W',
        recurrence_end: plusWeeks(first, 1),
        court_set: [f.courts[0]],
        booked_person_set: [{ player }],
      });
      expect(series.price).toBe('20.00');
      const [one, two] = series.booking_instance_set;
      const paid = await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${series.id}/pay_booking/`, {
        payment_method: 'C',
      });
      expect(paid.transaction).toMatchObject({ status: 'P', amount: '20.00' });
      const payment = async () =>
        (await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${series.id}/`)).transaction_set[0];

      // Well before its start: that date's price (the series' over its dates) comes back; asked twice, once.
      await f.expectCall(200, 'agent', 'POST', `/api/courtbookinginstance/${one.id}/cancel/`);
      await f.expectCall(200, 'agent', 'POST', `/api/courtbookinginstance/${one.id}/cancel/`);
      expect(await payment()).toMatchObject({ amount: '20.00', refunded: '10.00' });

      // A group that does not refund: the other date's cancel gives nothing back.
      await sql(`update court_groups set refund_cancelled = false where id = ${f.group.id}`);
      await f.expectCall(200, 'agent', 'POST', `/api/courtbookinginstance/${two.id}/cancel/`);
      expect(await payment()).toMatchObject({ amount: '20.00', refunded: '10.00' });
    } finally {
      await sql(`update court_groups set refund_cancelled = false, refund_cancelled_by = 0 where id = ${f.group.id}`);
    }
  });

  it('edits one instance, the whole series, and this-and-following as a new series', async () => {
    const first = weekdayIn(60);
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Weekly',
      start_date: `${first}T13:00`,
      end_date: `${first}T14:00`,
      recurrence: 'W',
      recurrence_end: plusWeeks(first, 3),
      court_set: [f.courts[0]],
    });
    const [i1, i2, i3] = series.booking_instance_set;

    const moved = await f.expectCall(200, 'agent', 'PATCH', `/api/courtbookinginstance/${i1.id}/`, {
      start: `${first}T14:00`,
      end: `${first}T15:00`,
      courts: [f.courts[1]],
    });
    expect(moved).toMatchObject({
      courts: [f.courts[1]],
      start: DateTime.fromISO(`${first}T14:00`, { zone: ZONE }).toUTC().toISO(),
    });

    const renamed = await f.expectCall(200, 'agent', 'PATCH', `/api/courtbookingseries/${series.id}/`, {
      scope: 'all',
      name: 'Weekly doubles',
      start_date: `${first}T13:30`,
      end_date: `${first}T14:30`,
    });
    expect(renamed.name).toBe('Weekly doubles');
    expect(
      renamed.booking_instance_set.every(
        (i: { start: string }) => DateTime.fromISO(i.start).setZone(ZONE).toFormat('HH:mm') === '13:30',
      ),
    ).toBe(true);
    expect(renamed.booking_instance_set).toHaveLength(4);

    const third = renamed.booking_instance_set[2];
    const split = await f.expectCall(200, 'agent', 'PATCH', `/api/courtbookingseries/${series.id}/`, {
      scope: 'following',
      instance: third.id,
      start_date: `${first}T09:00`,
      end_date: `${first}T10:00`,
    });
    expect(split.id).not.toBe(series.id);
    expect(split.start_date).toBe(`${plusWeeks(first, 2)}T09:00`);
    expect(split.booking_instance_set).toHaveLength(2);
    const old = await f.expectCall(
      200,
      'agent',
      'GET',
      `/api/courtbookinginstance/?club=${f.club}&booking_series=${series.id}`,
    );
    expect(old.count).toBe(2);
    expect([i2, i3].length).toBe(2);
  });

  it("keeps a weekly 18:00 booking at 18:00 across Sydney's autumn daylight-saving change, and the series-future fetch lists it", async () => {
    // The next autumn change (the first Sunday of April) at least two weeks after the clock's
    // today; the series starts on the Tuesday twelve days before it.
    let change = clock.nowIn(ZONE).startOf('day').set({ month: 4, day: 1 });
    if (change < clock.nowIn(ZONE).plus({ days: 14 })) change = change.plus({ years: 1 }).set({ day: 1 });
    while (change.weekday !== 7) change = change.plus({ days: 1 });
    const first = change.minus({ days: 12 });
    const dates = [0, 7, 14, 21, 28].map((d) => first.plus({ days: d }).toISODate()!);
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Across DST',
      start_date: `${dates[0]}T18:00`,
      end_date: `${dates[0]}T19:00`,
      recurrence: 'W',
      recurrence_end: dates[4],
      court_set: [f.courts[1]],
    });
    const starts = series.booking_instance_set.map((i: { start: string }) => DateTime.fromISO(i.start).setZone(ZONE));
    expect(starts.map((d: DateTime) => d.toFormat('yyyy-MM-dd HH:mm'))).toEqual(dates.map((d) => `${d} 18:00`));
    // AEDT (+11) before the change, AEST (+10) after: the instants move, the wall-clock time does not.
    expect(series.booking_instance_set.map((i: { start: string }) => i.start.slice(11, 16))).toEqual([
      '07:00',
      '07:00',
      '08:00',
      '08:00',
      '08:00',
    ]);
    const future = await f.expectCall(
      200,
      'agent',
      'GET',
      `/api/courtbookinginstance/future/?club=${f.club}&booking_series=${series.id}`,
    );
    expect(future).toMatchObject({ count: 5, next: null });
    expect(future.results).toHaveLength(5);
  });

  it('deletes an instance and a series', async () => {
    const date = weekdayIn(70);
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Short-lived',
      start_date: `${date}T10:00`,
      end_date: `${date}T11:00`,
      court_set: [f.courts[0]],
    });
    await f.expectCall(204, 'agent', 'DELETE', `/api/courtbookinginstance/${series.booking_instance_set[0].id}/`);
    await f.expectCall(204, 'agent', 'DELETE', `/api/courtbookingseries/${series.id}/`);
    await f.expectCall(404, 'agent', 'POST', `/api/courtbookingseries/${series.id}/cancel/`);
  });

  it('refuses to delete a court with upcoming bookings, with their count', async () => {
    const res = await f.expectCall(409, 'agent', 'DELETE', `/api/court/${f.courts[1]}/`);
    expect(res.reason).toMatch(/^Court T2 has \d+ upcoming bookings?; cancel or move them before removing it\.$/);
  });
});
