import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsFixture, ownClock, type BookingsFixture } from './bookings.test-helpers';
import { WALK_IN_NEEDS_CARD } from './booking-walk-in';

// A walk-in booked at the desk and paid by a card read out (issue 30; spec 2 §3 a series'
// club_customer and card details): the card is kept on a club customer made from the share's
// name and e-mail, charged as a mail / telephone order, refunded when the club cancels, and found
// in the transaction lists. The test runs on its own clock.

let f: BookingsFixture;
let time: ReturnType<typeof ownClock>;
/** Weekdays after the test's clock (TEST_NOW, Wednesday 12 March 2031), in the club's zone. */
const day = (date: number) => `2031-03-${date}`;
const card = { card_number: '4242 4242 4242 4242', card_expiry_month: 12, card_expiry_year: 2034, cvc: '123' };

beforeAll(async () => {
  time = ownClock();
  f = await bookingsFixture();
  await f.sql(`update court_groups set refund_cancelled = true, refund_cancelled_by = 0 where id = ${f.group.id}`);
});
afterAll(async () => {
  await f.close();
  time.restore();
});

/** A one-hour booking for Wendy Walk-in, who is not a player, on the n-th weekday. */
const walkInBooking = (date: string, court = f.courts[0]) => {
  return f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
    name: 'Wendy Walk-in',
    ttype: 'C',
    recurrence: 'N',
    court_set: [court],
    start_date: `${date}T10:00`,
    end_date: `${date}T11:00`,
    booked_person_set: [{ full_name: 'Wendy Walk-in', email: 'wendy@example.com', paying: true, primary: true }],
  });
};

describe("a walk-in's card at the desk", () => {
  it('asks for the card first, keeps it on a club customer, charges it, lists it, and refunds it when the club cancels', async () => {
    const series = await walkInBooking(day(17));
    const pay = `/api/courtbookingseries/${series.id}/pay_booking/`;
    // No card kept yet: a card payment of a walk-in's share asks for one, and nothing is written.
    const none = await f.call('agent', 'POST', pay, { payment_method: 'C' });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail ?? none.json().message ?? none.body).toContain(WALK_IN_NEEDS_CARD);

    const paid = await f.expectCall(200, 'agent', 'POST', pay, { payment_method: 'C', walk_in_card: card });
    expect(paid.transaction).toMatchObject({
      status: 'P',
      payment_method: 'C',
      card_last4: '4242',
      payer_name: 'Wendy Walk-in',
      player: null,
    });
    expect(paid.transaction.club_customer).toEqual(expect.any(Number));
    const detail = await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${series.id}/`);
    expect(detail).toMatchObject({
      club_customer: {
        name: 'Wendy Walk-in',
        email: 'wendy@example.com',
        card: { card_type: 'V', last4: '4242', exp_month: 12, exp_year: 2034 },
      },
      card_exp_month: 12,
      card_exp_year: 2034,
    });
    expect(detail.payment_shares[0]).toMatchObject({ settled: true });
    // The Club Store sees the same customer (one register of walk-ins).
    const customers = await f.expectCall(200, 'agent', 'GET', `/api/clubcustomer/?club=${f.club}&search=Wendy`);
    expect(customers.map((c: { id: number }) => c.id)).toContain(paid.transaction.club_customer);

    // In the Payments list like any booking payment.
    const listed = await f.expectCall(200, 'agent', 'GET', `/api/transaction/?dest_club=${f.club}&kind=B`);
    expect(listed.results.map((t: { id: number }) => t.id)).toContain(paid.transaction.id);

    // The club cancels: the card is refunded in full.
    await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${series.id}/cancel/`);
    const after = await f.expectCall(200, 'agent', 'GET', `/api/transaction/${paid.transaction.id}/`);
    expect(after).toMatchObject({ status: 'R', refunded: paid.transaction.amount, refundable: '0.00' });
  });

  it("charges the kept card again without it being read out twice: the rest for everyone on the walk-in's card", async () => {
    const date = day(18);
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Wendy and Gina',
      ttype: 'C',
      recurrence: 'N',
      court_set: [f.courts[0]],
      start_date: `${date}T10:00`,
      end_date: `${date}T11:00`,
      booked_person_set: [
        { full_name: 'Wendy Walk-in', email: 'wendy@example.com', paying: true, primary: true },
        { full_name: 'Gina Guest', email: 'gina@example.com', paying: true },
      ],
    });
    const [wendy, gina] = series.booked_person_set as { id: number }[];
    const pay = `/api/courtbookingseries/${series.id}/pay_booking/`;
    const first = await f.expectCall(200, 'agent', 'POST', pay, {
      payment_method: 'C',
      booked_person: wendy.id,
      walk_in_card: card,
    });
    expect(first.payment_shares.find((s: { booked_person: number }) => s.booked_person === wendy.id).settled).toBe(
      true,
    );
    // Gina's share: the primary (Wendy) pays the rest on the card kept on the booking.
    const rest = await f.expectCall(200, 'agent', 'POST', pay, { payment_method: 'C', for_everyone: true });
    expect(rest.transaction).toMatchObject({ status: 'P', card_last4: '4242', payer_name: 'Wendy Walk-in' });
    expect(rest.transaction.club_customer).toBe(first.transaction.club_customer);
    expect(rest.payment_shares.find((s: { booked_person: number }) => s.booked_person === gina.id).settled).toBe(true);
  });

  it('refuses a bad card, a player, and a walk-in card for a player, and writes nothing', async () => {
    const series = await walkInBooking(day(20), f.courts[1]);
    const pay = `/api/courtbookingseries/${series.id}/pay_booking/`;
    const bad = await f.call('agent', 'POST', pay, {
      payment_method: 'C',
      walk_in_card: { ...card, card_number: '4242 4242 4242 4241' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('card_number');
    const short = await f.call('agent', 'POST', pay, { payment_method: 'C', walk_in_card: { ...card, cvc: '1' } });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Enter the 3 or 4 digit code');
    const detail = await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${series.id}/`);
    expect(detail.club_customer).toBeNull();
    expect(detail.transaction_set).toEqual([]);

    // Cash at the desk still needs no card.
    const cash = await f.expectCall(200, 'agent', 'POST', pay, { payment_method: 'S' });
    expect(cash.transaction).toMatchObject({ status: 'P', payment_method: 'S' });

    // A player's share is paid with the player's own card, never a card read out.
    const pat = await f.playerOf('player@example.com');
    const date = day(21);
    const players = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Pat at the desk',
      ttype: 'C',
      recurrence: 'N',
      court_set: [f.courts[1]],
      start_date: `${date}T10:00`,
      end_date: `${date}T11:00`,
      booked_person_set: [
        { player: pat, full_name: 'Pat Player', email: 'player@example.com', paying: true, primary: true },
      ],
    });
    const forPlayer = await f.call('agent', 'POST', `/api/courtbookingseries/${players.id}/pay_booking/`, {
      payment_method: 'C',
      walk_in_card: card,
    });
    expect(forPlayer.statusCode).toBe(400);
    expect(forPlayer.body).toContain('A player pays with their own card on file');
  });
});
