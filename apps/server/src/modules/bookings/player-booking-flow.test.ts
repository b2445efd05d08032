import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { simulatedPaymentMethodId, weekdayNames, weekdayOf, type FreeCourt, type MyBooking } from '@rally/domain';
import { login } from '../../../test/helpers';
import { bookingsFixture, ownClock, weekdayIn, type BookingsFixture } from './bookings.test-helpers';
import * as clock from '../../clock';

// Booking the way players book (issue 28): time first, then court (GET .../free_courts/), partners
// from the club's members and guests by name with the club's guest fee, each share offered to its
// payer, and the court facts and access notes in My bookings. The fixture's Test courts (T1, T2):
// open 06:00–22:00, 7 days ahead, members 60–120 minutes; day rate 10 (member) / 20 (non-member).

let f: BookingsFixture;
let andyToken = '';
let andyMember = 0;
const sql = (text: string) => f.t.db.execute(text as never);
const params = (json: Record<string, unknown>) =>
  sql(
    `update club_features set params = params || '${JSON.stringify(json)}'::jsonb where club_id = ${f.club} and feature_id = (select id from market_features where name = 'courtbooking')`,
  );
const asAndy = async (status: number, method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await f.t.app.inject({
    method,
    url,
    headers: { authorization: andyToken },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};
const freeCourts = (date: string, time: string) =>
  f.expectCall(200, 'player', 'GET', `/api/club/${f.club}/free_courts/?date=${date}&time=${time}`);

let time: ReturnType<typeof ownClock>;
beforeAll(async () => {
  // The file's own clock (its sessions made on it): no day of the real calendar plays a part.
  time = ownClock('2027-03-10T09:00:00+11:00');
  f = await bookingsFixture();
  await f.sql(
    `update club_members set expires = null, subscription_status = 'C' where player_id = ${await f.playerOf('player@example.com')}`,
  );
  const pat = await f.playerOf('player@example.com');
  const andy = await f.playerOf('applicant@example.com');
  andyToken = await login(f.t.app, 'applicant@example.com');
  await sql(`delete from booking_series where player_id = ${pat}`);
  await params({ MaxBookingMinutesPerDayMember: 600 });
  // Andy is a current member of Riverside with a card on file; the Test courts are paid in the app.
  const [row] = (
    (await sql(
      `insert into club_members (club_id, player_id, first_name, last_name, email_set, expires, subscription_status, membership_type_id) values (${f.club}, ${andy}, 'Andy', 'Applicant', '["applicant@example.com"]', '2100-01-01', 'C', ${f.adult.id}) returning id`,
    )) as { rows: { id: number }[] }
  ).rows;
  andyMember = row.id;
  const andyCustomer = (await asAndy(200, 'GET', '/api/stripecustomer/')).id;
  await asAndy(201, 'POST', `/api/stripecustomer/${andyCustomer}/add_payment_method/`, {
    payment_method_id: simulatedPaymentMethodId({ number: '5555555555554444', exp_month: 12, exp_year: 2034 }),
    make_default: true,
  });
  await sql(`update court_groups set payment_on_app = true where id = ${f.group.id}`);
});
afterEach(() => time.resume());
afterAll(async () => {
  time.restore();
  await f.close();
});

describe('time first, then court', () => {
  it("offers the courts free at a time, the club's default group first", async () => {
    await sql(`update court_groups set "default" = (id = ${f.group.id}) where club_id = ${f.club}`);
    const answer = await freeCourts(weekdayIn(2), '07:00');
    expect(answer).toMatchObject({ time: '07:00', duration: 60, currency: 'AUD', as: 'member', reasons: [] });
    // Court T1 and T2 (numbers 21 and 22) before the demo's courts 1–6: their group is the default.
    expect(answer.courts.slice(0, 2).map((c: FreeCourt) => c.name)).toEqual(['Court T1', 'Court T2']);
    expect(answer.courts[0]).toMatchObject({
      group: 'Test courts',
      start: '07:00',
      end: '08:00',
      price: '10.00',
      payment: 'app',
      surface: 'Hard',
      indoor: false,
    });
    expect(answer.courts[0]).not.toHaveProperty('access_notes');
    expect(answer.times[0]).toBe('06:00');
  });

  it('offers the nearest free times when every court is taken, by the real rules', async () => {
    // Only the Test courts are open to players here; both are taken 10:00–11:00.
    await sql(`update court_groups set ready = (id = ${f.group.id}) where club_id = ${f.club}`);
    try {
      const date = weekdayIn(2);
      for (const court of f.courts)
        expect(
          (await f.book('agent', { start_date: `${date}T10:00`, end_date: `${date}T11:00`, court_set: [court] }))
            .statusCode,
        ).toBe(201);
      const answer = await freeCourts(date, '10:00');
      expect(answer.courts).toEqual([]);
      expect(answer.reasons).toEqual(['No court is free at 10:00.']);
      // 09:30 and 10:30 overlap the bookings; an hour either side is free on both courts.
      expect(answer.nearby).toEqual([
        { time: '09:00', free: 2 },
        { time: '11:00', free: 2 },
      ]);
      // Beyond the group's advance days nothing is free, and the rule says why.
      const far = await freeCourts(weekdayIn(8), '10:00');
      expect(far.courts).toEqual([]);
      expect(far.reasons.join(' ')).toMatch(/7 days ahead/);
      // Closed at 23:00.
      expect((await freeCourts(date, '23:00')).reasons[0]).toBe(
        'No court is free at 23:00 (the courts are not open then for 60 minutes).',
      );
    } finally {
      await sql(`update court_groups set ready = true where club_id = ${f.club}`);
    }
  });
});

describe('partners and guests, each paying their share', () => {
  it("finds partners by name only, and splits the price with the guest fee on the host's share", async () => {
    const found = await f.expectCall(200, 'player', 'GET', `/api/club/${f.club}/partners/?search=andy`);
    expect(found).toContainEqual({ id: andyMember, name: 'Andy Applicant' });
    expect(Object.keys(found[0])).toEqual(['id', 'name']);
    expect(await f.expectCall(200, 'player', 'GET', `/api/club/${f.club}/partners/?search=applicant@example`)).toEqual(
      [],
    );

    await params({ GuestFee: 4.5 });
    const date = weekdayIn(3);
    const body = {
      start: `${date}T08:00`,
      end: `${date}T09:00`,
      court: f.courts[0],
      partners: [andyMember],
      guests: ['Sam Guest', 'Gina Guest'],
    };
    // Court 10.00 shared by two members (5.00 each), plus 2 × 4.50 for the guests on Pat's share.
    const quote = await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/book/quote/`, body);
    expect(quote).toMatchObject({
      allowed: true,
      price: '19.00',
      payment: 'app',
      shares: [
        { name: 'Pat Player', amount: '14.00' },
        { name: 'Andy Applicant', amount: '5.00' },
      ],
    });
    const booked = await f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/book/`, body);
    expect(booked.price).toBe('19.00');

    const mine = (await f.expectCall(200, 'player', 'GET', '/api/mybooking/?page_size=100')).results.find(
      (b: MyBooking) => b.id === booked.id,
    );
    expect(mine).toMatchObject({
      my_share: '14.00',
      my_to_pay: '14.00',
      can_pay: true,
      guests: ['Sam Guest', 'Gina Guest'],
    });
    expect(mine.shares.map((s: { name: string; amount: string; paid: string }) => [s.name, s.amount, s.paid])).toEqual([
      ['Pat Player', '14.00', '0.00'],
      ['Andy Applicant', '5.00', '0.00'],
    ]);

    // Andy is told he is on it (the notification centre), sees it in his My bookings with his own share to pay, and pays it.
    const told = (await asAndy(200, 'GET', '/api/notification/?page_size=1')).results[0];
    expect(told).toMatchObject({ kind: 'booking_made', title: 'You are booked at Riverside Tennis Club' });
    const his = (await asAndy(200, 'GET', '/api/mybooking/?page_size=100')).results.find(
      (b: MyBooking) => b.id === booked.id,
    );
    expect(his).toMatchObject({ my_share: '5.00', can_pay: true, can_cancel: false });
    const paid = await asAndy(200, 'POST', `/api/mybooking/${booked.id}/pay/`, {});
    expect(paid.booking).toMatchObject({ my_to_pay: '0.00', can_pay: false });
    const after = (await f.expectCall(200, 'player', 'GET', '/api/mybooking/?page_size=100')).results.find(
      (b: MyBooking) => b.id === booked.id,
    );
    expect(
      after.shares.map((s: { name: string; paid: string; settled: boolean }) => [s.name, s.paid, s.settled]),
    ).toEqual([
      ['Pat Player', '0.00', false],
      ['Andy Applicant', '5.00', true],
    ]);
    await params({ GuestFee: 0 });
  });

  it('refuses a partner who is not a member of the club, and more than three others', async () => {
    const date = weekdayIn(3);
    const base = { start: `${date}T12:00`, end: `${date}T13:00`, court: f.courts[1] };
    const stranger = await f.call('player', 'POST', `/api/club/${f.club}/book/quote/`, { ...base, partners: [999999] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual({ 'partners.0': ["Choose partners from the club's members"] });
    const many = await f.call('player', 'POST', `/api/club/${f.club}/book/quote/`, {
      ...base,
      guests: ['A', 'B', 'C', 'D'],
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors.partners).toEqual(['At most 3 people play with you on one court']);
  });
});

describe('court facts and access notes in My bookings', () => {
  it('shows the gate code only to the people on the booking, from the hours the club sets', async () => {
    await params({ AllCourtsAccessSame: true, AllCourtsAccessText: 'Gate code 2468', AccessNotesHoursBefore: 24 });
    const date = weekdayIn(4);
    const booked = await f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/book/`, {
      start: `${date}T15:00`,
      end: `${date}T16:00`,
      court: f.courts[1],
      partners: [andyMember],
    });
    const start = new Date(booked.start).getTime();
    const read = async () =>
      (await f.expectCall(200, 'player', 'GET', '/api/mybooking/?page_size=100')).results.find(
        (b: MyBooking) => b.id === booked.id,
      );
    // Days ahead: an early reader sees the facts and when the code will show, not the code.
    const early = await read();
    expect(early.facts).toMatchObject({
      courts: [{ name: 'Court T2', surface: 'Hard', has_lights: false, indoor: false }],
      access_notes: null,
      access_from: new Date(start - 24 * 3_600_000).toISOString(),
    });
    // Nobody sees it where they book, whoever they are.
    const day = await f.call('other', 'GET', `/api/club/${f.club}/availability/?date=${date}`);
    expect(day.body).not.toContain('2468');
    // A stranger cannot read the booking at all.
    expect((await f.call('other', 'GET', `/api/mybooking/${booked.id}/refund/`)).statusCode).toBe(404);
    const theirs = await f.expectCall(200, 'other', 'GET', '/api/mybooking/?page_size=100');
    expect(JSON.stringify(theirs)).not.toContain('2468');

    // 23 hours before: the player and the partner on the booking see the code.
    clock.setClock(start - 23 * 3_600_000);
    expect((await read()).facts.access_notes).toBe('Gate code 2468');
    const his = (await asAndy(200, 'GET', '/api/mybooking/?page_size=100')).results.find(
      (b: MyBooking) => b.id === booked.id,
    );
    expect(his.facts.access_notes).toBe('Gate code 2468');
    // The club shows it only 2 hours before: back to nothing.
    await params({ AccessNotesHoursBefore: 2 });
    expect((await read()).facts.access_notes).toBeNull();
  });
});

describe('a lesson with a coach', () => {
  it("offers the coach's free times and price, books coach and court for both, and the coach is busy then", async () => {
    const carlos = await f.coachOf('coach@example.com');
    const date = weekdayIn(5);
    const other = weekdayIn(6);
    // Lessons on the date's weekday only, 08:00 to 17:00 (set as staff do, through the API).
    await f.expectCall(200, 'agent', 'PATCH', `/api/clubcoach/${carlos}/`, {
      lesson_price: 40,
      lesson_hours: [{ weekday: weekdayOf(date), open: '08:00', close: '17:00' }],
    });
    const list = await f.expectCall(200, 'player', 'GET', `/api/club/${f.club}/lesson_coaches/?date=${date}`);
    const coach = list.find((c: { id: number }) => c.id === carlos);
    expect(coach).toMatchObject({
      name: 'Carlos Coach',
      price: '40.00',
      price_per_hour: '40.00',
      lesson_from: '08:00',
    });
    // Within his hours only (a lesson ending by 17:00).
    expect(coach.times.every((t: { start: string; end: string }) => t.start >= '08:00' && t.end <= '17:00')).toBe(true);
    const { start, end } = coach.times[0];
    const body = { start: `${date}T${start}`, end: `${date}T${end}`, court: f.courts[0], coach: carlos };
    // The court (10.00 for a member) and the coach's hour (40.00), paid by the player.
    const quote = await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/book/quote/`, body);
    expect(quote).toMatchObject({ allowed: true, price: '50.00' });
    const booked = await f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/book/`, body);
    expect(booked.price).toBe('50.00');

    // The coach has it in their bookings too, with nothing to pay.
    const his = (await f.expectCall(200, 'coach', 'GET', '/api/mybooking/?page_size=100')).results.find(
      (b: MyBooking) => b.id === booked.id,
    );
    expect(his).toMatchObject({ coaches: ['Carlos Coach'], payment: 'none', can_pay: false, can_cancel: false });
    const series = await f.expectCall(
      200,
      'agent',
      'GET',
      `/api/courtbookinginstance/?club=${f.club}&booking_series=${booked.booking_series}`,
    );
    expect(series.results[0]).toMatchObject({ ttype: 'L', coaches: [carlos] });

    // Busy then: not offered again, and another lesson at that time on the other court is refused.
    const after = await f.expectCall(200, 'player', 'GET', `/api/club/${f.club}/lesson_coaches/?date=${date}`);
    expect(after.find((c: { id: number }) => c.id === carlos).times).not.toContainEqual({ start, end });
    const again = await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/book/quote/`, {
      ...body,
      court: f.courts[1],
    });
    expect(again).toMatchObject({ allowed: false, reasons: ['Carlos Coach is already booked then.'] });
    // Outside his lesson hours.
    const late = await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/book/quote/`, {
      ...body,
      start: `${date}T18:00`,
      end: `${date}T19:00`,
    });
    const day = `${weekdayNames[weekdayOf(date)]}s`;
    expect(late.reasons).toContain(`Carlos Coach gives lessons on ${day} from 08:00 to 17:00.`);
    // Another weekday: no lessons, no times, and a lesson then refused.
    const elsewhere = await f.expectCall(200, 'player', 'GET', `/api/club/${f.club}/lesson_coaches/?date=${other}`);
    expect(elsewhere.find((c: { id: number }) => c.id === carlos)).toMatchObject({
      lesson_from: null,
      lesson_to: null,
      times: [],
    });
    const none = await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/book/quote/`, {
      ...body,
      start: `${other}T${start}`,
      end: `${other}T${end}`,
    });
    expect(none.reasons).toContain(`Carlos Coach gives no lessons on ${weekdayNames[weekdayOf(other)]}s.`);
  });

  it("a lesson staff book for a member carries the coach's price on the member's share; the coach's own carries none", async () => {
    const carlos = await f.coachOf('coach@example.com');
    await f.expectCall(200, 'agent', 'PATCH', `/api/clubcoach/${carlos}/`, { lesson_price: 40 });
    const date = weekdayIn(7);
    const lesson = {
      name: 'Lesson',
      ttype: 'L',
      coach_set: [carlos],
      start_date: `${date}T10:00`,
      end_date: `${date}T11:00`,
      court_set: [f.courts[0]],
    };
    const forAndy = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      ...lesson,
      booked_person_set: [{ club_member: andyMember, paying: true }],
    });
    // The court (10.00 for a member) and Carlos's hour (40.00), Andy's to pay.
    expect(forAndy.price).toBe('50.00');
    const own = await f.expectCall(201, 'coach', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      ...lesson,
      court_set: [f.courts[1]],
      start_date: `${date}T12:00`,
      end_date: `${date}T13:00`,
    });
    expect(own.price).toBe('15.00');
  });
});
