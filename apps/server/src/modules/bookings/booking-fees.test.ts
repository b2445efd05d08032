import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingFees, notifications, outbox, playerFollowedClubs, transactions } from '../../db/schema';
import * as clock from '../../clock';
import { markNoShows } from './check-in-no-shows';
import { bookingsFixture, ownClock, weekdayIn, type BookingsFixture } from './bookings.test-helpers';

// The no-show and late-cancellation fees (issue 29, docs/bookings.md "Fees"): charged to a card
// the club may charge (Pat: Visa 4242, consent for Riverside) with a receipt, owed without one
// (Olivia: no card) and paid with Pay, a late cancel charged only inside the cut-off, staff's
// cancel charging nothing, and waiving with a reason: a charged fee refunded, an owed one cancelled.

let f: BookingsFixture;
let time: ReturnType<typeof ownClock>;
let pat = 0;
let olivia = 0;
beforeAll(async () => {
  // The file's own clock: a Wednesday in March, far from a daylight-saving change.
  time = ownClock('2027-03-10T09:00:00+11:00');
  f = await bookingsFixture();
  pat = await f.playerOf('player@example.com');
  await sql(`update club_members set expires = null, subscription_status = 'C' where player_id = ${pat}`);
  olivia = await f.playerOf('other-agent@example.com');
  await f.t.db.insert(playerFollowedClubs).values({ player_id: olivia, club_id: f.club });
  await sql(`delete from booking_series where player_id in (${pat}, ${olivia})`);
  await setParams({
    MaxBookingMinutesPerDayMember: 600,
    MaxBookingMinutesPerDayNonMember: 600,
    CheckInRequired: true,
    CheckInMinutesAfter: 10,
    NoShowFee: 15,
    LateCancelFee: 8.5,
    LateCancelHours: 24,
  });
});
afterAll(async () => {
  time.restore();
  await f.close();
});
afterEach(() => time.resume());

const sql = (text: string) => f.t.db.execute(text as never);
const setParams = (params: Record<string, unknown>) =>
  sql(`update club_features set params = params || '${JSON.stringify(params)}'::jsonb where club_id = ${f.club}`);
const book = (who: 'player' | 'other', date: string, from: string, to: string, court: number) =>
  f.expectCall(201, who, 'POST', `/api/club/${f.club}/book/`, {
    start: `${date}T${from}`,
    end: `${date}T${to}`,
    court,
  });
const at = (iso: string, minutes: number) =>
  clock.setClock(new Date(iso).getTime() + minutes * 60_000, { stopped: true });
const noShows = () => markNoShows(f.t.db, f.club, 10, { ...f.t.app.deps, log: f.t.app.log });
const feesOf = (instance: number) => f.t.db.select().from(bookingFees).where(eq(bookingFees.instance_id, instance));
const noticesTitled = (title: string) => f.t.db.select().from(notifications).where(eq(notifications.title, title));
const lastMailTo = async (to: string) =>
  (await f.t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1))[0];

describe('the no-show fee', () => {
  it('is charged once to a card the club may charge, with a receipt and a notice', async () => {
    const made = await book('player', weekdayIn(1), '10:00', '11:00', f.courts[0]);
    at(made.start, 11);
    const [first, second] = [await noShows(), await noShows()];
    expect([...first, ...second].filter((id) => id === made.id)).toEqual([made.id]);
    const [fee] = await feesOf(made.id);
    expect(fee).toMatchObject({ kind: 'N', status: 'P', amount_minor: 1500, player_id: pat });
    const charged = await f.t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.club_id, f.club), eq(transactions.idempotency_key, `booking_fee:${made.id}:N`)));
    expect(charged).toMatchObject([{ id: fee.transaction_id, status: 'P', amount_minor: 1500, player_id: pat }]);
    expect((await lastMailTo('player@example.com')).subject).toBe(
      'Receipt: Riverside Tennis Club charged 15.00 AUD to your card',
    );
    const notes = await f.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'No-show fee: 15.00 AUD charged to your card'));
    expect(notes).toHaveLength(1);
    expect(notes[0].body).toContain('Nobody checked in to Pat Player');
    // Staff see it in the club's fees; the player in theirs.
    const list = await f.expectCall(200, 'bookings', 'GET', `/api/bookingfee/?club=${f.club}`);
    expect(list.find((x: { id: number }) => x.id === fee.id)).toMatchObject({
      kind: 'N',
      status: 'P',
      amount: '15.00',
      currency: 'AUD',
      player_name: 'Pat Player',
      transaction: fee.transaction_id,
    });
    expect((await f.call('player', 'GET', `/api/bookingfee/?club=${f.club}`)).statusCode).toBe(404);
  });

  it('is owed without a card the club may charge, shown to the player, and paid with Pay', async () => {
    const made = await book('other', weekdayIn(2), '12:00', '13:00', f.courts[1]);
    at(made.start, 11);
    expect(await noShows()).toContain(made.id);
    const [fee] = await feesOf(made.id);
    expect(fee).toMatchObject({ status: 'O', transaction_id: null, player_id: olivia });
    const notes = await f.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'No-show fee: you owe Riverside Tennis Club 15.00 AUD'));
    expect(notes).toHaveLength(1);
    const mine = await f.expectCall(200, 'other', 'GET', '/api/bookingfee/mine/');
    expect(mine[0]).toMatchObject({ id: fee.id, status: 'O', amount: '15.00', club_name: 'Riverside Tennis Club' });
    expect((await f.call('player', 'POST', `/api/bookingfee/${fee.id}/pay/`)).statusCode).toBe(404);
    const noCard = await f.call('other', 'POST', `/api/bookingfee/${fee.id}/pay/`);
    expect(noCard.statusCode).toBe(400);
    const paid = await f.expectCall(200, 'other', 'POST', `/api/bookingfee/${fee.id}/pay/`, {
      payment_method_id: 'pm_sim_ok_V_4242_12_2034',
    });
    expect(paid.fee).toMatchObject({ status: 'P' });
    expect(paid.transaction).toMatchObject({ status: 'P', amount: '15.00' });
    expect((await f.call('other', 'POST', `/api/bookingfee/${fee.id}/pay/`)).json().reason).toBe(
      'This fee has been paid.',
    );
  });
});

describe('the late-cancellation fee', () => {
  it("is charged only when the player cancels inside the cut-off, and never for staff's cancel", async () => {
    const early = await book('player', weekdayIn(4), '08:00', '09:00', f.courts[0]);
    const refund = await f.expectCall(200, 'player', 'GET', `/api/mybooking/${early.id}/refund/`);
    expect(refund.reason).not.toContain('late-cancellation fee');
    await f.expectCall(200, 'player', 'POST', `/api/mybooking/${early.id}/cancel/`);
    expect(await feesOf(early.id)).toEqual([]);

    const date = weekdayIn(3);
    at(`${date}T00:00:00+11:00`, -60 * 24 * 2);
    const late = await book('player', date, '08:00', '09:00', f.courts[0]);
    at(late.start, -120);
    const asked = await f.expectCall(200, 'player', 'GET', `/api/mybooking/${late.id}/refund/`);
    expect(asked.reason).toContain(
      "Cancelling less than 24 hours before the start costs the club's late-cancellation fee of 8.50 AUD.",
    );
    await f.expectCall(200, 'player', 'POST', `/api/mybooking/${late.id}/cancel/`);
    expect(await feesOf(late.id)).toMatchObject([{ kind: 'L', status: 'P', amount_minor: 850 }]);

    time.resume();
    at(`${date}T00:00:00+11:00`, -60 * 24 * 2);
    const byStaff = await book('player', date, '11:00', '12:00', f.courts[0]);
    at(byStaff.start, -60);
    await f.expectCall(200, 'bookings', 'POST', `/api/courtbookingseries/${byStaff.booking_series}/cancel/`);
    expect(await feesOf(byStaff.id)).toEqual([]);
  });
});

describe('waiving a fee', () => {
  it('refunds a charged fee and cancels an owed one, with the reason, who and when', async () => {
    const all = await f.expectCall(200, 'bookings', 'GET', `/api/bookingfee/?club=${f.club}`);
    const charged = all.find((x: { kind: string; player: number }) => x.kind === 'N' && x.player === pat);
    expect(
      (await f.call('bookings', 'POST', `/api/bookingfee/${charged.id}/waive/`, { reason: ' ' })).json().reason,
    ).toBe('Give a reason for waiving the fee.');
    expect(
      (await f.call('player', 'POST', `/api/bookingfee/${charged.id}/waive/`, { reason: 'Mine' })).statusCode,
    ).toBe(404);
    const waived = await f.expectCall(200, 'bookings', 'POST', `/api/bookingfee/${charged.id}/waive/`, {
      reason: 'The gate was locked',
    });
    expect(waived).toMatchObject({
      status: 'W',
      waived: { reason: 'The gate was locked', by_name: expect.any(String) },
    });
    const [payment] = await f.t.db.select().from(transactions).where(eq(transactions.id, charged.transaction));
    expect(payment.status).toBe('R');
    expect(
      (await f.call('bookings', 'POST', `/api/bookingfee/${charged.id}/waive/`, { reason: 'Again' })).json().reason,
    ).toBe('This fee has been waived.');

    // An owed one: Olivia cancels late, has no card.
    time.resume();
    const late = await book('other', weekdayIn(1), '15:00', '16:00', f.courts[1]);
    at(late.start, -60);
    await f.expectCall(200, 'other', 'POST', `/api/mybooking/${late.id}/cancel/`);
    const [owed] = await feesOf(late.id);
    expect(owed).toMatchObject({ kind: 'L', status: 'O' });
    const cancelled = await f.expectCall(200, 'bookings', 'POST', `/api/bookingfee/${owed.id}/waive/`, {
      reason: 'First time',
    });
    expect(cancelled).toMatchObject({ status: 'W', transaction: null, waived: { reason: 'First time' } });
    expect((await f.call('other', 'POST', `/api/bookingfee/${owed.id}/pay/`)).json().reason).toBe(
      'This fee has been waived.',
    );
    expect(await noticesTitled('Riverside Tennis Club waived your late cancellation fee of 8.50 AUD')).toHaveLength(1);
  });
});

describe('insights', () => {
  it("count no-shows, released hours, late cancellations by the club's cut-off and the fees, as the Fees list has them", async () => {
    const report = () =>
      f.expectCall(
        200,
        'bookings',
        'GET',
        `/api/reports/bookings/?club=${f.club}&datefrom=${weekdayIn(1)}&dateto=${weekdayIn(5)}&courts=${f.courts.join(',')}`,
      );
    const r = await report();
    expect(r).toMatchObject({
      no_shows: 2,
      released_hours: 1.63,
      late_cancel_hours: 24,
      late_cancelled: 3, // Pat's and Olivia's late cancels, and staff's cancel an hour before
      fees: {
        currency: 'AUD',
        charged: 2,
        charged_minor: 2350,
        owed: 0,
        owed_minor: 0,
        waived: 2,
        waived_minor: 2350,
      },
    });
    const list = await f.expectCall(200, 'bookings', 'GET', `/api/bookingfee/?club=${f.club}&status=W`);
    expect(list.filter((x: { booking: { start: string } }) => x.booking.start >= weekdayIn(1))).toHaveLength(2);
    // The club's cut-off of 2 hours: the cancels an hour before are late, the one two hours before is not.
    await setParams({ LateCancelHours: 2 });
    expect(await report()).toMatchObject({ late_cancel_hours: 2, late_cancelled: 2 });
  });
});
