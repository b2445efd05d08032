import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedPaymentMethodId } from '@rally/domain';
import { bookingSharePayments, transactions } from '../../db/schema';
import type { PaymentGateway } from '../../integrations/payments/gateway';
import { simulatedGateway } from '../../integrations/payments/simulated-gateway';
import { atOnce, isPostgres, statusCounts, times, type Call } from '../../../test/concurrency';
import { createTestApp, login } from '../../../test/helpers';
import { bookingsFixture, weekdayIn, type BookingsFixture } from './bookings.test-helpers';

// Per-person shares under many requests at once, on PostgreSQL only (npm run test:pg): two payers
// paying at once, one share paid many times at once, and "the rest for everyone" racing a
// person's own payment never charge a share more than it owes. The gateway is the simulated one
// with a counter in front, so the tests see how often money was asked to move.

describe.runIf(isPostgres)('booking shares under many requests at once (PostgreSQL)', () => {
  let f: BookingsFixture;
  let calls = 0;
  const inner = simulatedGateway({
    publicUrl: 'http://localhost:3000',
    stripeSecretKey: undefined,
    stripeConnectClientId: undefined,
  });
  const counting: PaymentGateway = {
    ...inner,
    charge: (request) => {
      calls++;
      return inner.charge(request);
    },
  };
  let pat = 0;
  let andy = 0;
  const tokens = { agent: '', pat: '', andy: '' };
  const card = (number: string) => simulatedPaymentMethodId({ number, exp_month: 12, exp_year: 2034 });

  beforeAll(async () => {
    f = await bookingsFixture(await createTestApp({}, { payments: counting }));
    pat = await f.playerOf('player@example.com');
    andy = await f.playerOf('applicant@example.com');
    tokens.agent = await login(f.t.app, 'agent@example.com');
    tokens.pat = await login(f.t.app, 'player@example.com');
    tokens.andy = await login(f.t.app, 'applicant@example.com');
    for (const [token, number] of [
      [tokens.pat, '4242424242424242'],
      [tokens.andy, '5555555555554444'],
    ] as const) {
      const customer = (
        await f.t.app.inject({ method: 'GET', url: '/api/stripecustomer/', headers: { authorization: token } })
      ).json().id;
      const added = await f.t.app.inject({
        method: 'POST',
        url: `/api/stripecustomer/${customer}/add_payment_method/`,
        headers: { authorization: token },
        payload: { payment_method_id: card(number), make_default: true },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    // Staff take Andy's share from his card on file: a club may only with his consent, given as a
    // member on its register (issue 25). His row has lapsed, so he still books at non-member prices.
    await f.t.db.execute(
      `insert into club_members (club_id, player_id, first_name, last_name, email_set, expires) values (${f.club}, ${andy}, 'Andy', 'Applicant', '["applicant@example.com"]', '2000-01-01')` as never,
    );
    const consent = await f.t.app.inject({
      method: 'POST',
      url: '/api/cardconsent/',
      headers: { authorization: tokens.andy },
      payload: { club: f.club },
    });
    expect(consent.statusCode, consent.body).toBe(201);
    await f.t.db.execute(`update court_groups set payment_on_app = true where id = ${f.group.id}` as never);
  });
  afterAll(() => f.close());

  /** A one-hour booking shared by Pat (primary) and Andy, on its own court and date. */
  async function sharedBooking(days: number, court: number, hour: number) {
    const date = weekdayIn(days);
    const at = (h: number) => `${date}T${String(h).padStart(2, '0')}:00`;
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: `Shared ${days}`,
      ttype: 'C',
      recurrence: 'N',
      court_set: [court],
      start_date: at(hour),
      end_date: at(hour + 1),
      booked_person_set: [
        { player: pat, full_name: 'Pat Player', paying: true, primary: true },
        { player: andy, full_name: 'Andy Applicant', paying: true },
      ],
    });
    const cost = await f.expectCall(200, 'agent', 'POST', `/api/courtbookingseries/${series.id}/booking_cost/`);
    const [patP, andyP] = series.booked_person_set as { id: number }[];
    return { series, cost, patP, andyP, instance: series.booking_instance_set[0].id as number };
  }

  /** Captured minor units per share key, and in all, of a series. */
  async function capturedOf(seriesId: number) {
    const rows = await f.t.db
      .select()
      .from(bookingSharePayments)
      .innerJoin(transactions, eq(transactions.id, bookingSharePayments.transaction_id))
      .where(eq(bookingSharePayments.series_id, seriesId));
    const byShare = new Map<string, number>();
    for (const r of rows)
      if (r.transactions.status === 'P')
        byShare.set(
          r.booking_share_payments.share,
          (byShare.get(r.booking_share_payments.share) ?? 0) + r.booking_share_payments.amount_minor,
        );
    const all = await f.t.db
      .select()
      .from(transactions)
      .where(eq(transactions.item_ref, `booking_series:${seriesId}`));
    return { byShare, total: all.filter((t) => t.status === 'P').reduce((sum, t) => sum + t.amount_minor, 0) };
  }
  const minor = (text: string) => Math.round(Number(text) * 100);

  it('two payers paying their own shares at once: each charged once, their share and no more', async () => {
    const { series, cost, instance } = await sharedBooking(5, f.courts[0], 9);
    const before = calls;
    const mine = (token: string): Call => ({
      method: 'POST',
      url: `/api/mybooking/${instance}/pay/`,
      authorization: token,
      payload: {},
    });
    const answers = await atOnce(f.t.app, [
      ...times(15, () => mine(tokens.pat)),
      ...times(15, () => mine(tokens.andy)),
    ]);
    expect(statusCounts(answers)).toEqual({ 200: 30 });
    expect(calls - before).toBe(2);
    const { byShare, total } = await capturedOf(series.id);
    expect(byShare).toEqual(
      new Map([
        [`p${pat}`, minor(cost.shares[0].amount)],
        [`p${andy}`, minor(cost.shares[1].amount)],
      ]),
    );
    expect(total).toBe(minor(cost.price));
  });

  it('one share paid many times at once, by the player and by staff: charged once', async () => {
    const { series, cost, andyP, instance } = await sharedBooking(12, f.courts[1], 10);
    const before = calls;
    const answers = await atOnce(f.t.app, [
      ...times(20, (): Call => ({
        method: 'POST',
        url: `/api/mybooking/${instance}/pay/`,
        authorization: tokens.andy,
        payload: {},
      })),
      ...times(20, (): Call => ({
        method: 'POST',
        url: `/api/courtbookingseries/${series.id}/pay_booking/`,
        authorization: tokens.agent,
        payload: { booked_person: andyP.id },
      })),
    ]);
    expect(statusCounts(answers)).toEqual({ 200: 40 });
    expect(new Set(answers.map((a) => a.json().transaction.id)).size).toBe(1);
    expect(calls - before).toBe(1);
    const { byShare, total } = await capturedOf(series.id);
    expect(byShare).toEqual(new Map([[`p${andy}`, minor(cost.shares[1].amount)]]));
    expect(total).toBe(minor(cost.shares[1].amount));
  });

  it('the rest for everyone racing a payer paying their own share: the booking is never charged more than its price', async () => {
    const { series, cost, instance } = await sharedBooking(19, f.courts[0], 14);
    const answers = await atOnce(f.t.app, [
      ...times(15, (): Call => ({
        method: 'POST',
        url: `/api/courtbookingseries/${series.id}/pay_booking/`,
        authorization: tokens.pat,
        payload: { for_everyone: true },
      })),
      ...times(15, (): Call => ({
        method: 'POST',
        url: `/api/mybooking/${instance}/pay/`,
        authorization: tokens.andy,
        payload: {},
      })),
    ]);
    expect(statusCounts(answers)).toEqual({ 200: 30 });
    const { byShare, total } = await capturedOf(series.id);
    expect(total).toBe(minor(cost.price));
    expect(byShare.get(`p${pat}`)).toBe(minor(cost.shares[0].amount));
    expect(byShare.get(`p${andy}`)).toBe(minor(cost.shares[1].amount));
  });
});
