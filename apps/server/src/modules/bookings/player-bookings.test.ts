import { desc, eq } from 'drizzle-orm';
import { courtSlots, DEFAULT_LOCALE, type AvailabilityCourt } from '@rally/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../integrations/mail/mail.tables';
import { playerFollowedClubs } from '../../db/schema';
import { bookingsFixture, ownClock, weekdayIn, type BookingsFixture } from './bookings.test-helpers';

// Players booking for themselves (issue 9): availability, quote, book, My bookings, refund and
// cancel, through the same allowed-check and create path as the dashboard. The fixture's Test
// courts: open 06:00–22:00 on weekdays, 7 days ahead, members 60–120 minutes, non-members at most
// 60; day rate 10 (member) / 20 (non-member) until 17:00. Pat Player is a member at Riverside;
// Olivia Other (Harbour's AGENT) follows Riverside here to book as a non-member.

let f: BookingsFixture;
let time: ReturnType<typeof ownClock>;
beforeAll(async () => {
  // The file's own clock (its sessions made on it): no day of the real calendar plays a part.
  time = ownClock('2027-03-10T09:00:00+11:00');
  f = await bookingsFixture();
  await f.sql(
    `update club_members set expires = null, subscription_status = 'C' where player_id = ${await f.playerOf('player@example.com')}`,
  );
  // Pat's demo bookings and the demo's daily cap would make the day's minutes depend on the date;
  // the demo's weekly slots are switched off (the quote's weekly_max_weeks is then null).
  await sql(`delete from booking_series where player_id = ${await f.playerOf('player@example.com')}`);
  await sql(
    `update club_features set params = params || '{"MaxBookingMinutesPerDayMember": 600, "MemberSeriesAllowed": false}'::jsonb where club_id = ${f.club}`,
  );
});
afterAll(async () => {
  time.restore();
  await f.close();
});

const sql = (text: string) => f.t.db.execute(text as never);
const book = (who: 'player' | 'other' | 'agent', date: string, from: string, to: string, court = f.courts[0]) =>
  f.call(who, 'POST', `/api/club/${f.club}/book/`, { start: `${date}T${from}`, end: `${date}T${to}`, court });

describe('a player books a court for themself', () => {
  it('sees the free times of a date with their price, and a booked time as taken', async () => {
    const date = weekdayIn(2);
    const before = await f.expectCall(200, 'player', 'GET', `/api/club/${f.club}/availability/?date=${date}`);
    expect(before).toMatchObject({ date, duration: 60, currency: 'AUD', as: 'member', reasons: [] });
    const t1 = before.courts.find((c: AvailabilityCourt) => c.id === f.courts[0]);
    expect(t1).toMatchObject({ name: 'Court T1' });
    expect(before.groups[t1.group]).toMatchObject({ name: 'Test courts', payment: 'club' });
    // Each time once for the group, and for each court whether it is free (and not in a lottery's draw: none here).
    expect(courtSlots(before, t1)[0]).toEqual({
      start: '06:00',
      end: '07:00',
      free: true,
      draw: false,
      price: '10.00',
    });
    expect(courtSlots(before, t1).at(-1)).toMatchObject({ start: '21:00', end: '22:00', free: true });
    expect(t1.free).toHaveLength(before.groups[t1.group].times.length);
    await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Ladies',
      start_date: `${date}T10:00`,
      end_date: `${date}T11:00`,
      court_set: [f.courts[0]],
    });
    const after = await f.expectCall(200, 'player', 'GET', `/api/club/${f.club}/availability/?date=${date}`);
    const slots = courtSlots(
      after,
      after.courts.find((c: AvailabilityCourt) => c.id === f.courts[0]),
    );
    // Taken: the three starts that overlap it; not offered: 08:30 and 11:30, which would leave a
    // 30-minute hole beside it (the Test courts' minimum booking is 60; booking-holes.test.ts).
    expect(slots.filter((s: { free: boolean }) => !s.free).map((s: { start: string }) => s.start)).toEqual([
      '08:30',
      '09:30',
      '10:00',
      '10:30',
      '11:30',
    ]);
    // Booking a taken time: the create path's 409; a player is told of another booking, never its name.
    const taken = await book('player', date, '10:00', '11:00');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().reason).toBe(
      `That time is already taken: the booking clashes with another booking on ${date}.`,
    );
  });

  it('gets the price and the refusals in a quote, and books through the allowed-check', async () => {
    const date = weekdayIn(3);
    const quote = await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/book/quote/`, {
      start: `${date}T08:00`,
      end: `${date}T09:30`,
      court: f.courts[1],
    });
    expect(quote).toEqual({
      allowed: true,
      reasons: [],
      price: '15.00',
      currency: 'AUD',
      as: 'member',
      payment: 'club',
      guest_fee: '0.00',
      weekly_max_weeks: null,
    });
    const tooShort = await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/book/quote/`, {
      start: `${date}T08:00`,
      end: `${date}T08:30`,
      court: f.courts[1],
    });
    expect(tooShort).toMatchObject({
      allowed: false,
      reasons: ['Members book courts in Test courts for at least 60 minutes.'],
    });
    const refused = await book('player', date, '08:00', '08:30', f.courts[1]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      reason: 'Members book courts in Test courts for at least 60 minutes.',
      errors: { non_field_errors: ['Members book courts in Test courts for at least 60 minutes.'] },
    });
    const res = await book('player', date, '08:00', '09:30', f.courts[1]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      club_name: 'Riverside Tennis Club',
      name: 'Pat Player',
      local_start: `${date}T08:00`,
      local_end: `${date}T09:30`,
      courts: ['Court T2'],
      price: '15.00',
      currency: 'AUD',
      payment: 'club',
      cancelled: false,
      can_cancel: true,
    });
    // The same series the dashboard sees, with Pat as the paying primary person.
    const series = await f.expectCall(
      200,
      'agent',
      'GET',
      `/api/courtbookinginstance/?club=${f.club}&booking_series=${res.json().booking_series}`,
    );
    expect(series.results[0]).toMatchObject({ name: 'Pat Player', player_name: 'Pat Player' });
    // Taken now: the quote tells the clash (their own booking).
    const again = await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/book/quote/`, {
      start: `${date}T09:00`,
      end: `${date}T10:00`,
      court: f.courts[1],
    });
    expect(again.reasons).toEqual([
      expect.stringMatching(/^That time is already taken: .* 08:00–09:30, Court T2: your booking\.$/),
    ]);
    // Its date in the club's locale (Club Settings) once it has one.
    await f.expectCall(200, 'agent', 'PATCH', `/api/club/${f.club}/`, { locale: 'de-DE' });
    const german = await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/book/quote/`, {
      start: `${date}T09:00`,
      end: `${date}T10:00`,
      court: f.courts[1],
    });
    await f.expectCall(200, 'agent', 'PATCH', `/api/club/${f.club}/`, { locale: DEFAULT_LOCALE });
    expect(german.reasons).toEqual([
      expect.stringMatching(
        /^That time is already taken: \w{2}\., \d{1,2}\. \S+ \d{4}, 08:00–09:30 Uhr, Court T2: your booking\.$/,
      ),
    ]);
  });

  it('queues a confirmation e-mail', async () => {
    const date = weekdayIn(4);
    const res = await book('player', date, '12:00', '13:00');
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await f.t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail.to).toBe('player@example.com');
    expect(mail.subject).toMatch(/^Rally: your court at Riverside Tennis Club on /);
    expect(mail.text).toContain('Court T1');
    expect(mail.text).toContain('Price: 10.00 AUD, to pay at the club.');
  });

  it('books as a non-member with the non-member rules and price', async () => {
    const other = await f.playerOf('other-agent@example.com');
    await f.t.db.insert(playerFollowedClubs).values({ player_id: other, club_id: f.club });
    try {
      const date = weekdayIn(2);
      const long = await f.expectCall(200, 'other', 'POST', `/api/club/${f.club}/book/quote/`, {
        start: `${date}T14:00`,
        end: `${date}T15:30`,
        court: f.courts[1],
      });
      expect(long.reasons).toEqual(['Non-members can book courts in Test courts for at most 60 minutes.']);
      const res = await book('other', date, '14:00', '15:00', f.courts[1]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ price: '20.00', payment: 'club' });
      // A clash shown to a player names no other player (issue 25); the club's staff see the name.
      const quote = await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/book/quote/`, {
        start: `${date}T14:00`,
        end: `${date}T15:00`,
        court: f.courts[1],
      });
      expect(quote.reasons).toEqual([
        expect.stringMatching(/^That time is already taken: .* 14:00–15:00, Court T2: another booking\.$/),
      ]);
      const taken = await book('player', date, '14:00', '15:00', f.courts[1]);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().reason).toBe(
        `That time is already taken: the booking clashes with another booking on ${date}.`,
      );
      for (const answer of [JSON.stringify(quote), taken.body]) expect(answer).not.toContain('Olivia');
      const staff = await f.call('agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
        name: 'Staff',
        start_date: `${date}T14:00`,
        end_date: `${date}T15:00`,
        court_set: [f.courts[1]],
      });
      expect(staff.statusCode).toBe(409);
      expect(staff.json().reason).toBe(`That time is already taken: the booking clashes with Olivia Other on ${date}.`);
    } finally {
      await f.t.db.delete(playerFollowedClubs).where(eq(playerFollowedClubs.player_id, other));
    }
  });

  it('shows "to pay in the app" when the court group asks for payment in the app', async () => {
    await sql(`update court_groups set payment_on_app = true where id = ${f.group.id}`);
    try {
      const date = weekdayIn(2);
      const quote = await f.expectCall(200, 'player', 'POST', `/api/club/${f.club}/book/quote/`, {
        start: `${date}T16:00`,
        end: `${date}T17:00`,
        court: f.courts[1],
      });
      expect(quote.payment).toBe('app');
    } finally {
      await sql(`update court_groups set payment_on_app = false where id = ${f.group.id}`);
    }
  });

  it("shows each court's lights, indoor and rules, or the club's texts for every court; never the access notes", async () => {
    const date = weekdayIn(2);
    const url = `/api/club/${f.club}/availability/?date=${date}`;
    const t1Of = (a: { courts: AvailabilityCourt[] }) => a.courts.find((c) => c.id === f.courts[0])!;
    const params = (json: Record<string, unknown>) =>
      sql(
        `update club_features set params = params || '${JSON.stringify(json)}'::jsonb where club_id = ${f.club} and feature_id = (select id from market_features where name = 'courtbooking')`,
      );
    await sql(
      `update courts set has_lights = true, indoor = false, access_notes = 'Gate 4, code 1234', notes = 'No black soles' where id = ${f.courts[0]}`,
    );
    await params({ AllCourtsAccessSame: false, AllCourtsNotesRulesSame: false, AllCourtsIndoor: false });
    const own = await f.expectCall(200, 'player', 'GET', url);
    expect(t1Of(own)).toMatchObject({ has_lights: true, indoor: false, surface: 'Hard', rules: 'No black soles' });
    expect(own).toMatchObject({ rules: '' });
    // Gate codes go only to the people on a booking, in My bookings (issue 28: player-booking-flow.test.ts).
    expect(JSON.stringify(own)).not.toContain('1234');

    await params({
      AllCourtsAccessSame: true,
      AllCourtsAccessText: 'Enter by the clubhouse',
      AllCourtsNotesRulesSame: true,
      AllCourtsNotesRulesText: 'Tennis shoes only',
      AllCourtsIndoor: true,
    });
    const club = await f.expectCall(200, 'player', 'GET', url);
    expect(club).toMatchObject({ rules: 'Tennis shoes only' });
    expect(JSON.stringify(club)).not.toContain('Enter by the clubhouse');
    expect(t1Of(club)).toMatchObject({ has_lights: true, indoor: true, rules: '' });
    await params({ AllCourtsAccessText: '', AllCourtsNotesRulesText: '', AllCourtsIndoor: false });
  });

  it('says why nothing is free on a date beyond the advance days', async () => {
    const res = await f.expectCall(200, 'player', 'GET', `/api/club/${f.club}/availability/?date=${weekdayIn(12)}`);
    const t1 = res.courts.find((c: AvailabilityCourt) => c.id === f.courts[0]);
    expect(t1.free.includes(true)).toBe(false);
  });
});

describe('My bookings and cancelling', () => {
  it('lists upcoming bookings soonest first, shows the refund, cancels, and frees the court', async () => {
    const date = weekdayIn(5);
    const made = (await book('player', date, '07:00', '08:00')).json();
    const upcoming = await f.expectCall(200, 'player', 'GET', '/api/mybooking/?when=upcoming&page_size=100');
    expect(upcoming.results.map((b: { id: number }) => b.id)).toContain(made.id);
    const starts = upcoming.results.map((b: { start: string }) => b.start);
    expect([...starts].sort()).toEqual(starts);

    await sql(`update court_groups set refund_cancelled = true, refund_cancelled_by = 24 where id = ${f.group.id}`);
    const refund = await f.expectCall(200, 'player', 'GET', `/api/mybooking/${made.id}/refund/`);
    expect(refund).toEqual({
      can_cancel: true,
      price: '10.00',
      paid: '0.00',
      refund: '0.00',
      currency: 'AUD',
      reason:
        'Nothing has been paid for this booking, so there is nothing to refund. Riverside Tennis Club refunds bookings cancelled at least 24 hours before they start.',
    });
    const cancelled = await f.expectCall(200, 'player', 'POST', `/api/mybooking/${made.id}/cancel/`);
    expect(cancelled).toMatchObject({ id: made.id, cancelled: true, can_cancel: false, refund: '0.00' });
    const again = await f.call('player', 'POST', `/api/mybooking/${made.id}/cancel/`);
    expect(again.statusCode).toBe(400);
    expect(again.json().reason).toBe('This booking is already cancelled.');
    // Past and cancelled, latest first; the court is free again.
    const past = await f.expectCall(200, 'player', 'GET', '/api/mybooking/?when=past&page_size=100');
    expect(past.results.find((b: { id: number }) => b.id === made.id)).toMatchObject({ cancelled: true });
    expect((await book('player', date, '07:00', '08:00')).statusCode).toBe(201);
  });

  it('lists a booking the club made for the player but leaves its cancelling to the club', async () => {
    const date = weekdayIn(6);
    const player = await f.playerOf('player@example.com');
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Lesson for Pat',
      start_date: `${date}T15:00`,
      end_date: `${date}T16:00`,
      court_set: [f.courts[1]],
      booked_person_set: [{ player }],
    });
    const id = series.booking_instance_set[0].id;
    const list = await f.expectCall(200, 'player', 'GET', '/api/mybooking/?page_size=100');
    expect(list.results.find((b: { id: number }) => b.id === id)).toMatchObject({
      name: 'Lesson for Pat',
      can_cancel: false,
    });
    const refund = await f.expectCall(200, 'player', 'GET', `/api/mybooking/${id}/refund/`);
    expect(refund).toMatchObject({
      can_cancel: false,
      reason: 'Riverside Tennis Club made this booking for you; ask the club to cancel it.',
    });
    expect((await f.call('player', 'POST', `/api/mybooking/${id}/cancel/`)).statusCode).toBe(400);
  });
});

describe('access', () => {
  it("answers 404 at a club where the caller has no standing, and for someone else's booking", async () => {
    const date = weekdayIn(2);
    for (const [method, url, body] of [
      ['GET', `/api/club/${f.club}/availability/?date=${date}`, undefined],
      ['POST', `/api/club/${f.club}/book/quote/`, { start: `${date}T10:00`, end: `${date}T11:00`, court: f.courts[0] }],
      ['POST', `/api/club/${f.club}/book/`, { start: `${date}T10:00`, end: `${date}T11:00`, court: f.courts[0] }],
    ] as const) {
      const res = await f.call('other', method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const mine = (await book('player', weekdayIn(1), '18:00', '19:00')).json();
    for (const [method, url] of [
      ['GET', `/api/mybooking/${mine.id}/refund/`],
      ['POST', `/api/mybooking/${mine.id}/cancel/`],
    ] as const) {
      const res = await f.call('other', method, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().reason).toBe('Booking not found.');
    }
    expect(
      (await f.expectCall(200, 'other', 'GET', '/api/mybooking/')).results.find(
        (b: { id: number }) => b.id === mine.id,
      ),
    ).toBeUndefined();
    expect((await f.t.app.inject({ method: 'GET', url: '/api/mybooking/' })).statusCode).toBe(401);
  });

  it('refuses a court of another club as an invalid court', async () => {
    const result = (await sql(
      `select c.id from courts c join clubs k on k.id = c.club_id where k.name <> 'Riverside Tennis Club' limit 1`,
    )) as unknown as { rows: { id: number }[] };
    const [harbourCourt] = result.rows;
    if (!harbourCourt) return;
    const date = weekdayIn(2);
    const res = await f.call('player', 'POST', `/api/club/${f.club}/book/quote/`, {
      start: `${date}T10:00`,
      end: `${date}T11:00`,
      court: harbourCourt.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      reason: 'Invalid booking details',
      errors: { court_set: ['A valid court is required'] },
    });
  });
});

describe('paying by card in the app, and the refund on cancel', () => {
  it('pays a booking of a group that asks for payment in the app, and refunds it on a timely cancel', async () => {
    await sql(
      `update court_groups set payment_on_app = true, refund_cancelled = true, refund_cancelled_by = 24 where id = ${f.group.id}`,
    );
    try {
      const date = weekdayIn(4);
      const made = await f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/book/`, {
        start: `${date}T11:00`,
        end: `${date}T12:00`,
        court: f.courts[1],
      });
      expect(made).toMatchObject({ payment: 'app', can_pay: true, paid: '0.00', price: '10.00' });
      // Pat pays with the card on file (the demo's Visa 4242 on the simulated gateway).
      const paid = await f.expectCall(
        200,
        'player',
        'POST',
        `/api/courtbookingseries/${made.booking_series}/pay_booking/`,
        { payment_method: 'C' },
      );
      expect(paid.transaction).toMatchObject({ status: 'P', amount: '10.00', kind: 'B' });
      const listed = (await f.expectCall(200, 'player', 'GET', '/api/mybooking/?page_size=100')).results.find(
        (b: { id: number }) => b.id === made.id,
      );
      expect(listed).toMatchObject({ paid: '10.00', can_pay: false });
      const quote = await f.expectCall(200, 'player', 'GET', `/api/mybooking/${made.id}/refund/`);
      expect(quote).toEqual({
        can_cancel: true,
        price: '10.00',
        paid: '10.00',
        refund: '10.00',
        currency: 'AUD',
        reason: 'Riverside Tennis Club refunds bookings cancelled at least 24 hours before they start.',
      });
      const cancelled = await f.expectCall(200, 'player', 'POST', `/api/mybooking/${made.id}/cancel/`);
      expect(cancelled).toMatchObject({ cancelled: true, refund: '10.00', paid: '0.00' });
      const tx = await f.expectCall(200, 'player', 'GET', `/api/transaction/${paid.transaction.id}/`);
      expect(tx).toMatchObject({ status: 'R', refunded: '10.00', refundable: '0.00' });
    } finally {
      await sql(
        `update court_groups set payment_on_app = false, refund_cancelled = false, refund_cancelled_by = 0 where id = ${f.group.id}`,
      );
    }
  });

  it('refunds nothing when cancelled inside the refund window', async () => {
    await sql(
      `update court_groups set payment_on_app = true, refund_cancelled = true, refund_cancelled_by = 24 * 30 where id = ${f.group.id}`,
    );
    try {
      const date = weekdayIn(3);
      const made = await f.expectCall(201, 'player', 'POST', `/api/club/${f.club}/book/`, {
        start: `${date}T06:00`,
        end: `${date}T07:00`,
        court: f.courts[1],
      });
      await f.expectCall(200, 'player', 'POST', `/api/courtbookingseries/${made.booking_series}/pay_booking/`, {
        payment_method: 'C',
      });
      const quote = await f.expectCall(200, 'player', 'GET', `/api/mybooking/${made.id}/refund/`);
      expect(quote).toMatchObject({ can_cancel: true, paid: '10.00', refund: '0.00' });
      expect(quote.reason).toBe(
        'Riverside Tennis Club refunds bookings cancelled at least 720 hours before they start. This booking starts in less than that, so nothing is refunded.',
      );
      expect(await f.expectCall(200, 'player', 'POST', `/api/mybooking/${made.id}/cancel/`)).toMatchObject({
        refund: '0.00',
        paid: '10.00',
      });
    } finally {
      await sql(
        `update court_groups set payment_on_app = false, refund_cancelled = false, refund_cancelled_by = 0 where id = ${f.group.id}`,
      );
    }
  });
});
