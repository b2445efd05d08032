import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsFixture, weekdayIn, ZONE, type BookingsFixture } from './bookings.test-helpers';
import * as clock from '../../clock';
import { formatWeekday, zoneFormat } from '@rally/domain';

// The allowed-check end to end (POST /api/club/{id}/booking_allowed/ and the create it guards):
// one refusal per rule, with its sentence. The fixture's Test courts: open 06:00–22:00 on
// weekdays, 7 days ahead, members 60–120 minutes, non-members at most 60; 120 minutes a day.

let f: BookingsFixture;
let carlos = 0;
let paula = 0;
beforeAll(async () => {
  f = await bookingsFixture();
  // Pat's demo hires would make a day's minutes depend on the date the tests run.
  const pat = await f.playerOf('player@example.com');
  await sql(
    `delete from booking_series where player_id = ${pat} or id in (select series_id from booked_persons where player_id = ${pat})`,
  );
  carlos = await f.coachOf('coach@example.com');
  paula = await f.coachOf('coach2@example.com');
});
afterAll(() => f.close());

const dayName = (date: string) => formatWeekday(date, zoneFormat(ZONE));
const sql = (text: string) => f.t.db.execute(text as never);

describe('the allowed-check, rule by rule', () => {
  it('allows a member an hour within every rule, with its price', async () => {
    const date = weekdayIn(2);
    expect(await f.allowed('player', { start: `${date}T10:00`, end: `${date}T11:00` })).toMatchObject({
      allowed: true,
      reasons: [],
      price: '10.00',
      as: 'player',
    });
  });

  it('opening hours', async () => {
    const date = weekdayIn(2);
    const res = await f.allowed('player', { start: `${date}T05:30`, end: `${date}T06:30` });
    expect(res).toMatchObject({ allowed: false });
    expect(res.reasons).toContain(`Courts in Test courts can be booked between 06:00 and 22:00 on ${dayName(date)}s.`);
  });

  it('advance days', async () => {
    const date = weekdayIn(10);
    expect((await f.allowed('player', { start: `${date}T10:00`, end: `${date}T11:00` })).reasons).toEqual([
      'Courts in Test courts can be booked at most 7 days ahead.',
    ]);
  });

  it('minimum and maximum durations for members and non-members', async () => {
    const date = weekdayIn(2);
    expect((await f.allowed('player', { start: `${date}T10:00`, end: `${date}T10:30` })).reasons).toEqual([
      'Members book courts in Test courts for at least 60 minutes.',
    ]);
    expect((await f.allowed('player', { start: `${date}T10:00`, end: `${date}T12:30` })).reasons).toContain(
      'Members can book courts in Test courts for at most 120 minutes.',
    );
    // Harbour's AGENT has no membership at Riverside: a non-member there.
    expect((await f.allowed('other', { start: `${date}T10:00`, end: `${date}T11:30` })).reasons).toContain(
      'Non-members can book courts in Test courts for at most 60 minutes.',
    );
  });

  it("the club's daily minutes for members", async () => {
    const date = weekdayIn(5);
    const player = await f.playerOf('player@example.com');
    await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Pat earlier',
      start_date: `${date}T08:00`,
      end_date: `${date}T09:30`,
      court_set: [f.courts[0]],
      booked_person_set: [{ player }],
    });
    expect(
      (await f.allowed('player', { start: `${date}T12:00`, end: `${date}T13:00`, court_set: [f.courts[1]] })).reasons,
    ).toEqual([`Members can book at most 120 minutes a day; this booking makes 150 minutes on ${date}.`]);
  });

  it("a coach's max hours a day and advance days, refused on create too", async () => {
    await sql(`update club_coaches set max_hours_day = 2, advance_days_booking = 8 where id = ${carlos}`);
    try {
      // A Tuesday or Thursday: the demo's lessons of Carlos are on Mondays, Wednesdays and Saturdays.
      let soon = weekdayIn(1);
      while (![2, 4].includes(DateTime.fromISO(soon).weekday))
        soon = DateTime.fromISO(soon).plus({ days: 1 }).toISODate()!;
      const lesson = { ttype: 'L', coach_set: [carlos], court_set: [f.courts[1]] };
      expect((await f.allowed('coach', { ...lesson, start: `${soon}T09:00`, end: `${soon}T12:00` })).reasons).toEqual([
        `Carlos Coach can coach at most 2 hours a day; this booking makes 3 hours on ${soon}.`,
      ]);
      const later = weekdayIn(12);
      expect((await f.allowed('coach', { ...lesson, start: `${later}T09:00`, end: `${later}T10:00` })).reasons).toEqual(
        ['Carlos Coach can be booked at most 8 days ahead.'],
      );
      const refused = await f.book('coach', {
        ...lesson,
        name: 'Too far',
        start_date: `${later}T09:00`,
        end_date: `${later}T10:00`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        reason: 'Carlos Coach can be booked at most 8 days ahead.',
        errors: { non_field_errors: ['Carlos Coach can be booked at most 8 days ahead.'] },
      });
    } finally {
      await sql(`update club_coaches set max_hours_day = 10, advance_days_booking = 999 where id = ${carlos}`);
    }
  });

  it("the rate's can-book flags for non-members and coaches, and a membership type's own flag", async () => {
    const date = weekdayIn(2);
    await sql(
      `update court_booking_rates set nonmember_can_book = false, coach_can_book = false where id = ${f.rates.day}`,
    );
    const guest = { full_name: 'Gina Guest', email: 'gina@example.com', paying: true };
    expect(
      (await f.allowed('player', { start: `${date}T10:00`, end: `${date}T11:00`, booked_person_set: [guest] })).reasons,
    ).toEqual(['The Day rate of Test courts does not let non-members book (Gina Guest).']);
    expect(
      (await f.allowed('coach', { start: `${date}T10:00`, end: `${date}T11:00`, ttype: 'L', coach_set: [carlos] }))
        .reasons,
    ).toEqual(['The Day rate of Test courts does not let coaches book (Carlos Coach).']);
    await sql(
      `update court_booking_rates set nonmember_can_book = true, coach_can_book = true where id = ${f.rates.day}`,
    );

    const junior = await f.memberOfType(f.junior.id);
    await sql(
      `insert into membership_type_booking_rates (club_id, booking_rate_id, membership_type_id, can_book, price) values (${f.club}, ${f.rates.day}, ${f.junior.id}, false, 0)`,
    );
    const name = `${junior.first_name} ${junior.last_name}`;
    expect(
      (
        await f.allowed('player', {
          start: `${date}T10:00`,
          end: `${date}T11:00`,
          booked_person_set: [{ club_member: junior.id }],
        })
      ).reasons,
    ).toEqual([`The Day rate of Test courts does not let ${name}'s membership type book (${name}).`]);
  });

  it('an overdue membership books at the non-member price', async () => {
    const date = weekdayIn(30);
    const [overdue] = (
      (await sql(
        `select id from club_members where club_id = ${f.club} and subscription_status = 'O' limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Lapsed',
      start_date: `${date}T10:00`,
      end_date: `${date}T11:00`,
      court_set: [f.courts[0]],
      booked_person_set: [{ club_member: overdue.id }],
    });
    expect(series.price).toBe('20.00');
  });

  it('admin-only groups', async () => {
    const date = weekdayIn(2);
    await sql(`update court_groups set admin_only_booking = true where id = ${f.group.id}`);
    try {
      expect((await f.allowed('player', { start: `${date}T10:00`, end: `${date}T11:00` })).reasons).toEqual([
        "Courts in Test courts can only be booked by the club's administrators.",
      ]);
      expect(await f.allowed('agent', { start: `${date}T10:00`, end: `${date}T11:00` })).toMatchObject({
        allowed: true,
        reasons: [],
      });
    } finally {
      await sql(`update court_groups set admin_only_booking = false where id = ${f.group.id}`);
    }
  });

  it('a group not ready for bookings: players are refused and do not see its courts; staff book', async () => {
    const date = weekdayIn(2);
    await sql(`update court_groups set ready = false where id = ${f.group.id}`);
    try {
      expect((await f.allowed('player', { start: `${date}T10:00`, end: `${date}T11:00` })).reasons).toEqual([
        'Courts in Test courts are not open for booking yet.',
      ]);
      expect(await f.allowed('agent', { start: `${date}T10:00`, end: `${date}T11:00` })).toMatchObject({
        allowed: true,
        reasons: [],
      });
      const free = await f.call('player', 'GET', `/api/club/${f.club}/availability/?date=${date}&duration=60`);
      expect(free.statusCode).toBe(200);
      expect(free.json().courts.filter((c: { id: number }) => f.courts.includes(c.id))).toEqual([]);
    } finally {
      await sql(`update court_groups set ready = true where id = ${f.group.id}`);
    }
  });

  it('an expired membership books as a non-member, by its rules and at its price', async () => {
    const date = weekdayIn(2);
    const pat = `club_id = ${f.club} and player_id = ${await f.playerOf('player@example.com')}`;
    const [{ expires }] = (
      (await sql(`select expires::text from club_members where ${pat}`)) as unknown as {
        rows: { expires: string | null }[];
      }
    ).rows;
    await sql(`update club_members set expires = '${clock.todayIn(ZONE)}'::date - 3 where ${pat}`);
    try {
      // Pat books 90 minutes: a member may (up to 120), a non-member at most 60.
      const res = await f.allowed('player', { start: `${date}T10:00`, end: `${date}T11:30` });
      expect(res.reasons).toContain('Non-members can book courts in Test courts for at most 60 minutes.');
      expect(await f.allowed('player', { start: `${date}T10:00`, end: `${date}T11:00` })).toMatchObject({
        allowed: true,
        price: '20.00',
      });
    } finally {
      await sql(`update club_members set expires = ${expires ? `'${expires}'` : 'null'} where ${pat}`);
    }
  });

  it('the court booking feature switched off, and a coach who may not book recurring', async () => {
    const date = weekdayIn(2);
    const feature = `(select cf.id from club_features cf join market_features mf on mf.id = cf.feature_id where cf.club_id = ${f.club} and mf.name = 'courtbooking')`;
    await sql(`update club_features set enabled = false where id = ${feature}`);
    try {
      expect((await f.allowed('agent', { start: `${date}T10:00`, end: `${date}T11:00` })).reasons).toEqual([
        'Court bookings are not enabled for this club.',
      ]);
    } finally {
      await sql(`update club_features set enabled = true where id = ${feature}`);
    }
    await sql(`update club_coaches set can_book_recurring = false where id = ${carlos}`);
    try {
      const weekly = {
        ttype: 'L',
        coach_set: [carlos],
        start: `${date}T11:00`,
        end: `${date}T12:00`,
        recurrence: 'W',
        recurrence_end: DateTime.fromISO(date).plus({ weeks: 1 }).toISODate(),
      };
      expect((await f.allowed('coach', weekly)).reasons).toEqual(['Carlos Coach cannot make recurring bookings.']);
    } finally {
      await sql(`update club_coaches set can_book_recurring = true where id = ${carlos}`);
    }
  });

  it('reports clashes with live bookings as reasons', async () => {
    const date = weekdayIn(31);
    await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Taken',
      start_date: `${date}T10:00`,
      end_date: `${date}T11:00`,
      court_set: [f.courts[1]],
    });
    const res = await f.allowed('agent', { start: `${date}T10:00`, end: `${date}T11:00`, court_set: [f.courts[1]] });
    expect(res).toMatchObject({ allowed: false, clash_dates: [date], as: 'staff' });
    expect(res.reasons[0]).toMatch(/^The booking clashes with .* 10:00–11:00, Court T2: Taken\.$/);
  });
});

describe('coaches and access', () => {
  it('a coach books at the coach price and edits what they made; another coach may not', async () => {
    const date = weekdayIn(40);
    const lesson = await f.book('coach', {
      name: 'Lesson',
      ttype: 'L',
      coach_set: [carlos],
      start_date: `${date}T10:00`,
      end_date: `${date}T11:00`,
    });
    expect(lesson.statusCode, lesson.body).toBe(201);
    expect(lesson.json().price).toBe('15.00');
    const id = lesson.json().id;
    await f.expectCall(200, 'coach', 'PATCH', `/api/courtbookingseries/${id}/`, { notes: 'Bring a hopper' });
    expect(
      (await f.expectCall(403, 'coach2', 'PATCH', `/api/courtbookingseries/${id}/`, { notes: 'Mine now' })).reason,
    ).toBe('A coach can only change bookings they made or coach on.');
    await f.expectCall(
      403,
      'coach2',
      'POST',
      `/api/courtbookinginstance/${lesson.json().booking_instance_set[0].id}/cancel/`,
    );
  });

  it('a coach assigned to a booking may cancel it', async () => {
    const date = weekdayIn(41);
    const squad = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Squad',
      ttype: 'L',
      coach_set: [paula],
      start_date: `${date}T14:00`,
      end_date: `${date}T15:00`,
      court_set: [f.courts[0]],
    });
    await f.expectCall(200, 'coach2', 'POST', `/api/courtbookinginstance/${squad.booking_instance_set[0].id}/cancel/`);
  });

  it('a coach cannot cancel inside their advance_hours_cancel', async () => {
    const date = weekdayIn(2);
    const lesson = await f.expectCall(201, 'coach', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Soon',
      ttype: 'L',
      coach_set: [carlos],
      start_date: `${date}T07:00`,
      end_date: `${date}T08:00`,
      court_set: [f.courts[1]],
    });
    await sql(`update club_coaches set advance_hours_cancel = 240 where id = ${carlos}`);
    try {
      const res = await f.expectCall(
        400,
        'coach',
        'POST',
        `/api/courtbookinginstance/${lesson.booking_instance_set[0].id}/cancel/`,
      );
      expect(res.reason).toBe('Carlos Coach can only cancel a booking at least 240 hours before it starts.');
    } finally {
      await sql(`update club_coaches set advance_hours_cancel = 0 where id = ${carlos}`);
    }
    await f.expectCall(200, 'coach', 'POST', `/api/courtbookinginstance/${lesson.booking_instance_set[0].id}/cancel/`);
  });

  it("answers 404 to another club's AGENT and to players, 403 to staff without the Court Bookings role", async () => {
    const date = weekdayIn(42);
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Private',
      start_date: `${date}T19:00`,
      end_date: `${date}T20:00`,
      court_set: [f.courts[0]],
    });
    await f.expectCall(404, 'other', 'GET', `/api/courtbookinginstance/?club=${f.club}`);
    expect(
      (await f.expectCall(404, 'other', 'PATCH', `/api/courtbookingseries/${series.id}/`, { name: 'Mine' })).reason,
    ).toBe('Booking not found.');
    await f.expectCall(404, 'other', 'POST', `/api/courtbookingseries/${series.id}/booking_cost/`);
    await f.expectCall(404, 'player', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'x',
      start_date: `${date}T12:00`,
      end_date: `${date}T13:00`,
      court_set: [f.courts[0]],
    });
    await f.expectCall(403, 'fees', 'GET', `/api/courtbookinginstance/?club=${f.club}`);
    await f.expectCall(403, 'fees', 'DELETE', `/api/courtbookingseries/${series.id}/`);
  });
});
