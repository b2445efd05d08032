import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedPaymentMethodId } from '@rally/domain';
import { transactions } from '../../db/schema';
import { login } from '../../../test/helpers';
import { bookingsFixture, weekdayIn, type BookingsFixture } from './bookings.test-helpers';

// Per-person shares (docs/bookings.md "Per-person shares"): each paying person's share paid on
// its own (by the player from My bookings, by staff at the desk), the primary paying the rest for
// everyone, per-person paid and to-pay on the booking, and refunds on cancel to each payer by the
// group's rule, never more than that payer paid. Every test has its own date (a week apart at
// least) and court, so the weekday of the run changes nothing.

let f: BookingsFixture;
let pat = 0;
let andy = 0;
let andyToken = '';
const card = (number: string) => simulatedPaymentMethodId({ number, exp_month: 12, exp_year: 2034 });
const sql = (text: string) => f.t.db.execute(text as never);
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

beforeAll(async () => {
  f = await bookingsFixture();
  pat = await f.playerOf('player@example.com');
  andy = await f.playerOf('applicant@example.com');
  andyToken = await login(f.t.app, 'applicant@example.com');
  // Cards on file for Pat and Andy; the Test courts ask for payment in the app.
  const patCustomer = (await f.expectCall(200, 'player', 'GET', '/api/stripecustomer/')).id;
  await f.expectCall(201, 'player', 'POST', `/api/stripecustomer/${patCustomer}/add_payment_method/`, {
    payment_method_id: card('4242424242424242'),
    make_default: true,
  });
  const andyCustomer = (await asAndy(200, 'GET', '/api/stripecustomer/')).id;
  await asAndy(201, 'POST', `/api/stripecustomer/${andyCustomer}/add_payment_method/`, {
    payment_method_id: card('5555555555554444'),
    make_default: true,
  });
  // Staff take Andy's share from his card on file: a club may only with his consent, given as a
  // member on its register (issue 25). His row has lapsed, so he still books at non-member prices.
  await sql(
    `insert into club_members (club_id, player_id, first_name, last_name, email_set, expires) values (${f.club}, ${andy}, 'Andy', 'Applicant', '["applicant@example.com"]', '2000-01-01')`,
  );
  await asAndy(201, 'POST', '/api/cardconsent/', { club: f.club });
  await sql(`update court_groups set payment_on_app = true where id = ${f.group.id}`);
});
afterAll(() => f.close());

const three = () => [
  { player: pat, full_name: 'Pat Player', email: 'player@example.com', paying: true, primary: true },
  { player: andy, full_name: 'Andy Applicant', email: 'applicant@example.com', paying: true },
  { full_name: 'Gina Guest', email: 'gina@example.com', paying: true },
];
type Share = { booked_person: number; name: string; amount: string; paid: string; to_pay: string; settled: boolean };
const money = (text: string) => Math.round(Number(text) * 100);

describe('per-person shares', () => {
  it('lets each paying person pay their own share, staff take a share at the desk, and the primary pay the rest for everyone', async () => {
    const date = weekdayIn(4);
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Three share',
      ttype: 'C',
      recurrence: 'N',
      court_set: [f.courts[0]],
      start_date: `${date}T10:00`,
      end_date: `${date}T11:00`,
      booked_person_set: three(),
    });
    const [patP, andyP, ginaP] = series.booked_person_set as { id: number }[];
    const cost = await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${series.id}/booking_cost/`);
    expect(cost.shares.map((s: Share) => s.booked_person)).toEqual([patP.id, andyP.id, ginaP.id]);
    expect(cost.shares.every((s: Share) => s.paid === '0.00' && s.to_pay === s.amount)).toBe(true);
    const share = (id: number) => cost.shares.find((s: Share) => s.booked_person === id) as Share;

    // Several pay: staff must say whose share (or everyone's).
    const unclear = await f.call('agent', 'POST', `/api/courtbookingseries/${series.id}/pay_booking/`, {});
    expect(unclear.statusCode).toBe(400);
    expect(unclear.json().reason).toBe('Choose whose share to pay, or pay the rest for everyone.');

    // Andy, not the primary, pays his own share from My bookings; asked twice, charged once.
    const mine = await asAndy(200, 'GET', '/api/mybooking/?when=upcoming&page_size=100');
    const row = mine.results.find((b: { booking_series: number }) => b.booking_series === series.id);
    expect(row).toMatchObject({ can_pay: true, my_share: share(andyP.id).amount, my_to_pay: share(andyP.id).amount });
    expect(row.shares.map((s: Share & { mine: boolean }) => [s.name, s.mine])).toEqual([
      ['Pat Player', false],
      ['Andy Applicant', true],
      ['Gina Guest', false],
    ]);
    const paid = await asAndy(200, 'POST', `/api/mybooking/${row.id}/pay/`, {});
    expect(paid.transaction).toMatchObject({
      status: 'P',
      amount: share(andyP.id).amount,
      player: andy,
      card_last4: '4444',
    });
    expect(paid.booking).toMatchObject({ can_pay: false, my_to_pay: '0.00' });
    const again = await asAndy(200, 'POST', `/api/mybooking/${row.id}/pay/`, {});
    expect(again.transaction.id).toBe(paid.transaction.id);

    // Pat may not pay Gina's share herself; staff take it in cash at the desk.
    expect(
      (await f.call('player', 'POST', `/api/courtbookingseries/${series.id}/pay_booking/`, { booked_person: ginaP.id }))
        .statusCode,
    ).toBe(403);
    const cash = await f.expectCall(200, 'bookings', 'POST', `/api/courtbookingseries/${series.id}/pay_booking/`, {
      payment_method: 'S',
      booked_person: ginaP.id,
    });
    expect(cash.transaction).toMatchObject({ status: 'P', payment_method: 'S', amount: share(ginaP.id).amount });

    // The staff form shows each person's state.
    const view = await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${series.id}/`);
    expect(view.booked_person_set.map((p: { paid: string; to_pay: string }) => [p.paid, p.to_pay])).toEqual([
      ['0.00', share(patP.id).amount],
      [share(andyP.id).amount, '0.00'],
      [share(ginaP.id).amount, '0.00'],
    ]);
    expect(view.transaction_set.map((t: { shares: { name: string }[] }) => t.shares.map((s) => s.name))).toEqual([
      ['Andy Applicant'],
      ['Gina Guest'],
    ]);

    // The primary pays the rest for everyone: only what is still owed, once.
    const rest = await f.expectCall(200, 'player', 'POST', `/api/courtbookingseries/${series.id}/pay_booking/`, {
      for_everyone: true,
    });
    expect(rest.transaction).toMatchObject({ status: 'P', amount: share(patP.id).amount, player: pat });
    expect(rest.payment_shares.every((s: Share) => s.settled)).toBe(true);
    const after = await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${series.id}/booking_cost/`);
    expect(after).toMatchObject({ paid: cost.price, to_pay: '0.00' });
    const captured = await f.t.db
      .select()
      .from(transactions)
      .where(eq(transactions.item_ref, `booking_series:${series.id}`));
    expect(captured.reduce((sum, t) => sum + t.amount_minor, 0)).toBe(money(cost.price));
    const everyone = await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${series.id}/pay_booking/`, {
      for_everyone: true,
    });
    expect(everyone.transaction.id).toBe(rest.transaction.id);
  });

  it("refunds each payer their share of a cancelled date by the group's rule, never more than they paid", async () => {
    await sql(`update court_groups set refund_cancelled = true, refund_cancelled_by = 24 where id = ${f.group.id}`);
    try {
      const first = weekdayIn(11);
      const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
        name: 'Two payers weekly',
        ttype: 'C',
        recurrence: 'W',
        recurrence_end: weekdayIn(18),
        court_set: [f.courts[1]],
        start_date: `${first}T12:00`,
        end_date: `${first}T13:00`,
        booked_person_set: three().slice(0, 2),
      });
      const [patP, andyP] = series.booked_person_set as { id: number }[];
      const [one, two] = series.booking_instance_set as { id: number }[];
      const cost = await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${series.id}/booking_cost/`);
      const andyShare = money(cost.shares.find((s: Share) => s.booked_person === andyP.id).amount);
      // Only Andy pays (both dates); Pat has paid nothing.
      const paid = await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${series.id}/pay_booking/`, {
        booked_person: andyP.id,
      });

      // Cancelling one date well ahead: Andy gets his share of that date back; Pat nothing (she paid nothing).
      await f.expectCall(200, 'agent', 'POST', `/api/courtbookinginstance/${one.id}/cancel/`);
      const t = await f.expectCall(200, 'agent', 'GET', `/api/transaction/${paid.transaction.id}/`);
      expect(money(t.refunded)).toBe(Math.round(andyShare / 2));
      const view = await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${series.id}/`);
      expect(view.transaction_set).toHaveLength(1);
      const state = view.payment_shares.find((s: Share) => s.booked_person === andyP.id);
      expect(state).toMatchObject({ settled: true, to_pay: '0.00' });
      expect(view.payment_shares.find((s: Share) => s.booked_person === patP.id).paid).toBe('0.00');

      // The other date too: back to nothing paid, never more than Andy paid.
      await f.expectCall(200, 'agent', 'POST', `/api/courtbookinginstance/${two.id}/cancel/`);
      const end = await f.expectCall(200, 'agent', 'GET', `/api/transaction/${paid.transaction.id}/`);
      expect(end).toMatchObject({ refunded: paid.transaction.amount, refundable: '0.00' });
    } finally {
      await sql(`update court_groups set refund_cancelled = false, refund_cancelled_by = 0 where id = ${f.group.id}`);
    }
  });

  it("staff cancelling a whole series refunds each date by the group's rule, to each payer, shown before confirming", async () => {
    const first = weekdayIn(25);
    const weekly = (name: string, court: number) =>
      f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
        name,
        ttype: 'C',
        recurrence: 'W',
        recurrence_end: weekdayIn(39),
        court_set: [court],
        start_date: `${first}T15:00`,
        end_date: `${first}T16:00`,
        booked_person_set: three().slice(0, 2),
      });
    // A group that does not refund: the preview says so, and the cancel gives nothing back.
    const kept = await weekly('No refund weekly', f.courts[0]);
    const keptAndy = kept.booked_person_set[1].id;
    const keptPaid = await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${kept.id}/pay_booking/`, {
      booked_person: keptAndy,
    });
    const none = await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${kept.id}/cancel_preview/`);
    expect(none).toMatchObject({
      can_cancel: true,
      instances: 3,
      refunded_instances: 0,
      paid: keptPaid.transaction.amount,
      refund: '0.00',
      reason: 'Riverside Tennis Club does not refund cancelled bookings.',
    });
    await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${kept.id}/cancel/`);
    expect((await f.expectCall(200, 'agent', 'GET', `/api/transaction/${keptPaid.transaction.id}/`)).refunded).toBe(
      '0.00',
    );

    await sql(`update court_groups set refund_cancelled = true, refund_cancelled_by = 24 where id = ${f.group.id}`);
    try {
      const series = await weekly('Refund weekly', f.courts[1]);
      const [, andyP] = series.booked_person_set as { id: number }[];
      const [one] = series.booking_instance_set as { id: number }[];
      // Andy pays his share of the three dates; Pat pays nothing.
      const paid = await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${series.id}/pay_booking/`, {
        booked_person: andyP.id,
      });
      const perDate = Math.round(money(paid.transaction.amount) / 3);
      const date = await f.expectCall(200, 'agent', 'GET', `/api/courtbookinginstance/${one.id}/cancel_preview/`);
      expect(date).toMatchObject({
        instances: 1,
        refunded_instances: 1,
        refund: (perDate / 100).toFixed(2),
        shares: [{ booked_person: andyP.id, name: 'Andy Applicant', paid: paid.transaction.amount }],
      });
      await f.expectCall(200, 'agent', 'POST', `/api/courtbookinginstance/${one.id}/cancel/`);

      // The rest of the series: its two dates' share of what Andy paid, and nothing for Pat.
      const preview = await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${series.id}/cancel_preview/`);
      expect(preview).toMatchObject({
        can_cancel: true,
        instances: 2,
        refunded_instances: 2,
        reason: 'Riverside Tennis Club refunds bookings cancelled at least 24 hours before they start.',
      });
      expect(money(preview.refund)).toBe(money(paid.transaction.amount) - perDate);
      expect(preview.shares).toEqual([
        {
          booked_person: andyP.id,
          name: 'Andy Applicant',
          paid: ((money(paid.transaction.amount) - perDate) / 100).toFixed(2),
          refund: preview.refund,
        },
      ]);
      await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${series.id}/cancel/`);
      const after = await f.expectCall(200, 'agent', 'GET', `/api/transaction/${paid.transaction.id}/`);
      expect(after).toMatchObject({ refunded: paid.transaction.amount, refundable: '0.00' });
      const done = await f.expectCall(200, 'agent', 'GET', `/api/courtbookingseries/${series.id}/cancel_preview/`);
      expect(done).toMatchObject({ can_cancel: false, reason: 'This booking is already cancelled.' });
    } finally {
      await sql(`update court_groups set refund_cancelled = false, refund_cancelled_by = 0 where id = ${f.group.id}`);
    }
  });
});
