import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookedPersons,
  bookingCoaches,
  bookingInstances,
  bookingSeries,
  bookingSlots,
  clubMembers,
  courtGroups,
} from '../../db/schema';
import { bookingsFixture, ZONE, type BookingsFixture } from '../bookings/bookings.test-helpers';
import { DateTime } from 'luxon';

// The reports against bookings whose figures are known by construction: the fixture's own group
// at Riverside (courts T1 and T2, nothing else booked on them) with hours of its own, over the week
// of Monday 30 March to Sunday 5 April 2026, when Sydney's clocks go back (Sunday 03:00 → 02:00).

let f: BookingsFixture;
const from = '2026-03-30';
const to = '2026-04-05';
const at = (local: string) => DateTime.fromISO(local, { zone: ZONE }).toJSDate();

type Booking = {
  start: string;
  end: string;
  courts: number[];
  ttype?: 'C' | 'L' | 'B';
  cancelled?: string;
  coach?: number;
  price?: number;
  people?: { member?: number; name: string }[];
};

async function insertBooking(b: Booking) {
  const db = f.t.db;
  const [series] = await db
    .insert(bookingSeries)
    .values({
      club_id: f.club,
      name: 'Report booking',
      ttype: b.ttype ?? 'C',
      start_date: at(b.start),
      end_date: at(b.end),
      currency: 'aud',
      price_minor: b.price ?? 0,
    })
    .returning();
  const [instance] = await db
    .insert(bookingInstances)
    .values({
      club_id: f.club,
      series_id: series.id,
      starts_at: at(b.start),
      ends_at: at(b.end),
      cancelled_at: b.cancelled ? at(b.cancelled) : null,
    })
    .returning();
  const during = `[${at(b.start).toISOString()},${at(b.end).toISOString()})`;
  await db.insert(bookingSlots).values(
    b.courts.map((court) => ({
      club_id: f.club,
      instance_id: instance.id,
      court_id: court,
      during,
      live: !b.cancelled,
    })),
  );
  if (b.coach)
    await db.insert(bookingCoaches).values({ club_id: f.club, instance_id: instance.id, club_coach_id: b.coach });
  for (const p of b.people ?? [])
    await db
      .insert(bookedPersons)
      .values({ club_id: f.club, series_id: series.id, club_member_id: p.member ?? null, full_name: p.name });
}

let coach: number;

beforeAll(async () => {
  f = await bookingsFixture();
  // Monday–Friday 08:00–20:00 (12 h), Saturday 08:00–12:00 (4 h), Sunday 01:00–05:00 (5 h on 5 April: 02:00–03:00 happens twice).
  const hours = [0, 1, 2, 3, 4].map((weekday) => ({ weekday, open: '08:00', close: '20:00' }));
  await f.t.db
    .update(courtGroups)
    .set({
      inherit_club_hours: false,
      opening_hours: [
        ...hours,
        { weekday: 5, open: '08:00', close: '12:00' },
        { weekday: 6, open: '01:00', close: '05:00' },
      ],
    })
    .where(eq(courtGroups.id, f.group.id));
  coach = await f.coachOf('coach@example.com');
  const member = await f.memberOfType(f.adult.id);
  const [t1, t2] = f.courts;
  await insertBooking({
    start: '2026-03-30T10:00',
    end: '2026-03-30T11:00',
    courts: [t1],
    people: [{ member: member.id, name: 'A Member' }, { name: 'A Guest' }],
  });
  await insertBooking({
    start: '2026-03-30T10:00',
    end: '2026-03-30T12:00',
    courts: [t2],
    ttype: 'L',
    coach,
    price: 5000,
    people: [{ name: 'Sam Student' }],
  });
  await insertBooking({ start: '2026-03-31T18:00', end: '2026-03-31T19:00', courts: [t1, t2], ttype: 'B' });
  await insertBooking({
    start: '2026-04-01T09:00',
    end: '2026-04-01T10:00',
    courts: [t1],
    cancelled: '2026-03-31T20:00',
    coach,
  });
  await insertBooking({
    start: '2026-04-02T09:00',
    end: '2026-04-02T10:00',
    courts: [t1],
    cancelled: '2026-03-25T09:00',
  });
  await insertBooking({
    start: '2026-04-05T01:00',
    end: '2026-04-05T05:00',
    courts: [t1],
    people: [{ name: 'Night Owl' }],
  });
  // The previous week: one completed hour.
  await insertBooking({ start: '2026-03-23T10:00', end: '2026-03-23T11:00', courts: [t1] });
});
afterAll(() => f?.close());

const report = (query: string, who: Parameters<BookingsFixture['call']>[0] = 'agent') =>
  f.expectCall(200, who, 'GET', `/api/reports/bookings/?club=${f.club}&datefrom=${from}&dateto=${to}${query}`);

describe('GET /api/reports/bookings/', () => {
  it('counts completed, cancelled, late-cancelled and total bookings, and the previous period', async () => {
    const r = await report(`&filter=${f.group.id}`);
    expect(r).toMatchObject({ completed: 4, cancelled: 2, late_cancelled: 1, upcoming: 0, total: 6, time_zone: ZONE });
    expect(r.previous).toEqual({
      datefrom: '2026-03-23',
      dateto: '2026-03-29',
      completed: 1,
      cancelled: 0,
      late_cancelled: 0,
      upcoming: 0,
      total: 1,
      total_hours: 1,
    });
  });

  it('gives booked and available hours and utilisation, with a short Saturday and the 25-hour Sunday', async () => {
    const r = await report(`&filter=${f.group.id}`);
    // Per court: 5 × 12 h + 4 h + 5 h = 69 h; two courts.
    expect(r.available_hours).toBe(138);
    expect(r.total_hours).toBe(10);
    expect(r.utilisation).toBe(0.072);
    const [t1, t2] = f.courts;
    expect(r.by_court).toEqual([
      {
        id: t1,
        name: 'Court T1',
        group_id: f.group.id,
        bookings: 3,
        booked_hours: 7,
        available_hours: 69,
        utilisation: 0.101,
      },
      {
        id: t2,
        name: 'Court T2',
        group_id: f.group.id,
        bookings: 2,
        booked_hours: 3,
        available_hours: 69,
        utilisation: 0.043,
      },
    ]);
    expect(r.by_courtgroup).toEqual([
      { id: f.group.id, name: 'Test courts', bookings: 5, booked_hours: 10, available_hours: 138, utilisation: 0.072 },
    ]);
  });

  it('splits live bookings by type, and every booking of the total into members, guests and naming no one', async () => {
    const r = await report(`&filter=${f.group.id}`);
    // The types count the live bookings (the total less the cancelled).
    const typed = r.booking_types.reduce((n: number, t: { bookings: number }) => n + t.bookings, 0);
    expect(typed).toBe(r.total - r.cancelled);
    expect(r.booking_types).toEqual([
      { code: 'C', label: 'Court hire', bookings: 2, hours: 5 + 1 },
      { code: 'B', label: 'Block booking', bookings: 1, hours: 2 },
      { code: 'L', label: 'Coaching', bookings: 1, hours: 2 },
    ]);
    // A member with a guest is a member's booking; Sam and the Night Owl are guests; the block
    // booking and the two cancelled ones name no one. Together: the total.
    expect({ members: r.members, guests: r.guests, unnamed: r.unnamed }).toEqual({ members: 1, guests: 2, unnamed: 3 });
    expect(r.members + r.guests + r.unnamed).toBe(r.total);
  });

  it('says how many live bookings took several courts, which is why the courts add up to more', async () => {
    const r = await report(`&filter=${f.group.id}`);
    // The block booking took T1 and T2: the courts count it twice.
    expect(r.multi_court).toBe(1);
    const onCourts = r.by_court.reduce((n: number, c: { bookings: number }) => n + c.bookings, 0);
    expect(onCourts).toBe(r.completed + r.upcoming + r.multi_court);
  });

  it('fills the heatmap by local weekday and hour, the repeated hour counted twice', async () => {
    const r = await report(`&filter=${f.group.id}`);
    const cell = (weekday: number, hour: number) =>
      r.heatmap.find((c: { weekday: number; hour: number }) => c.weekday === weekday && c.hour === hour);
    expect(cell(0, 10)).toEqual({ weekday: 0, hour: 10, booked_hours: 2, available_hours: 2, utilisation: 1 });
    expect(cell(0, 11)).toEqual({ weekday: 0, hour: 11, booked_hours: 1, available_hours: 2, utilisation: 0.5 });
    expect(cell(6, 2)).toEqual({ weekday: 6, hour: 2, booked_hours: 2, available_hours: 4, utilisation: 0.5 });
    expect(cell(2, 9)).toMatchObject({ booked_hours: 0, available_hours: 2 });
    expect(r.by_day).toHaveLength(7);
    expect(r.by_day.at(-1)).toEqual({ date: '2026-04-05', bookings: 1, hours: 5 });
  });

  it('narrows to courts with courts= and leaves the demo courts out with the group filter', async () => {
    const [t1, t2] = f.courts;
    const r = await report(`&courts=${t2}`);
    expect(r).toMatchObject({ total: 2, total_hours: 3, available_hours: 69 });
    expect(r.by_court.map((c: { id: number }) => c.id)).toEqual([t2]);
    const all = await report('');
    expect(all.by_court.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([t1, t2]));
    expect(all.by_court.length).toBeGreaterThan(2);
  });

  it('refuses a range that ends before it starts, and a bad id list, in words', async () => {
    const bad = await f.call('agent', 'GET', `/api/reports/bookings/?club=${f.club}&datefrom=${to}&dateto=${from}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The end date is before the start date.');
    const ids = await f.call(
      'agent',
      'GET',
      `/api/reports/bookings/?club=${f.club}&datefrom=${from}&dateto=${to}&filter=1,x`,
    );
    expect(ids.statusCode).toBe(400);
    expect(ids.body).toContain('Give the ids as a comma-separated list of numbers.');
  });

  it('is for AGENT, MEMBERSHIP_FEES and COURT_BOOKINGS; a coach is refused and strangers get 404', async () => {
    await report('', 'fees');
    await report('', 'bookings');
    expect(
      (await f.call('coach', 'GET', `/api/reports/bookings/?club=${f.club}&datefrom=${from}&dateto=${to}`)).statusCode,
    ).toBe(403);
    expect(
      (await f.call('player', 'GET', `/api/reports/bookings/?club=${f.club}&datefrom=${from}&dateto=${to}`)).statusCode,
    ).toBe(404);
    expect(
      (await f.call('other', 'GET', `/api/reports/coaches/?club=${f.club}&datefrom=${from}&dateto=${to}`)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/reports/coaches/', () => {
  it("gives each coach's hours, sessions, students, cancellations, revenue and utilisation", async () => {
    const r = await f.expectCall(
      200,
      'agent',
      'GET',
      `/api/reports/coaches/?club=${f.club}&datefrom=${from}&dateto=${to}`,
    );
    expect(r.currency).toBe('AUD');
    const row = r.coaches.find((c: { id: number }) => c.id === coach);
    // max_hours_day 10 (the default) × 7 days.
    expect(row).toMatchObject({
      hours: 2,
      sessions: 1,
      clinics: 0,
      students: 1,
      cancellations: 1,
      revenue_minor: 5000,
      max_hours: 70,
      utilisation: 0.029,
    });
  });
});

describe('GET /api/reports/members/', () => {
  it('counts members joined and lapsed per month', async () => {
    const url = `/api/reports/members/?club=${f.club}&datefrom=2026-03-01&dateto=2026-04-30`;
    const before = await f.expectCall(200, 'fees', 'GET', url);
    expect(before.months.map((m: { month: string }) => m.month)).toEqual(['2026-03', '2026-04']);
    await f.t.db.insert(clubMembers).values([
      { club_id: f.club, first_name: 'New', last_name: 'One', date_joined: '2026-03-10' },
      { club_id: f.club, first_name: 'New', last_name: 'Two', date_joined: '2026-04-02' },
      { club_id: f.club, first_name: 'Gone', last_name: 'Away', date_joined: '2020-01-01', expires: '2026-03-15' },
    ]);
    const after = await f.expectCall(200, 'fees', 'GET', url);
    expect(after.joined - before.joined).toBe(2);
    expect(after.lapsed - before.lapsed).toBe(1);
    expect(after.months[0].joined - before.months[0].joined).toBe(1);
    expect(after.months[0].lapsed - before.months[0].lapsed).toBe(1);
  });
});
