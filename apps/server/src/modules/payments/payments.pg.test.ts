import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedPaymentMethodId } from '@rally/domain';
import { cardConsents, refunds, transactions } from '../../db/schema';
import type { PaymentGateway } from '../../integrations/payments/gateway';
import { simulatedGateway } from '../../integrations/payments/simulated-gateway';
import { atOnce, isPostgres, statusCounts, times } from '../../../test/concurrency';
import { createTestApp, login } from '../../../test/helpers';
import { bookingsFixture, weekdayIn, type BookingsFixture } from '../bookings/bookings.test-helpers';

// Money under many requests at once, on PostgreSQL only (npm run test:pg): PGlite runs one
// transaction at a time, so there the requests would queue and prove nothing. The gateway is the
// simulated one with a counter in front, so the tests see how often money was asked to move.

describe.runIf(isPostgres)('payments under many requests at once (PostgreSQL)', () => {
  let f: BookingsFixture;
  const calls = { charge: 0, refund: 0 };
  const inner = simulatedGateway({
    publicUrl: 'http://localhost:3000',
    stripeSecretKey: undefined,
    stripeConnectClientId: undefined,
  });
  const counting: PaymentGateway = {
    ...inner,
    charge: (request) => {
      calls.charge++;
      return inner.charge(request);
    },
    refund: (request) => {
      calls.refund++;
      return inner.refund(request);
    },
  };
  let customer = 0;
  let player = 0;

  beforeAll(async () => {
    f = await bookingsFixture(await createTestApp({}, { payments: counting }));
    player = await f.playerOf('player@example.com');
    customer = (await f.expectCall(200, 'player', 'GET', '/api/stripecustomer/')).id;
    await f.expectCall(201, 'player', 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
      payment_method_id: simulatedPaymentMethodId({ number: '4242424242424242', exp_month: 12, exp_year: 2034 }),
      make_default: true,
    });
  });
  afterAll(() => f.close());

  it('50 concurrent charges of one sale with one idempotency key: one charge, one transaction, the same answer to all', async () => {
    const pos = await login(f.t.app, 'pos@example.com');
    const before = calls.charge;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        f.t.app.inject({
          method: 'POST',
          url: `/api/stripecustomer/${customer}/charge/`,
          headers: { authorization: pos, 'idempotency-key': 'race-sale' },
          payload: { club: f.club, purpose: 'S', amount: 42 },
        }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 201: 50 });
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(calls.charge - before).toBe(1);
    expect(
      await f.t.db.select().from(transactions).where(eq(transactions.idempotency_key, 'customer-charge-race-sale')),
    ).toHaveLength(1);
  });

  it('50 concurrent payments of one booking: charged once', async () => {
    const date = weekdayIn(3);
    const series = await f.expectCall(201, 'agent', 'POST', `/api/courtbookingseries/?club=${f.club}`, {
      name: 'Raced payment',
      ttype: 'C',
      recurrence: 'N',
      court_set: [f.courts[0]],
      start_date: `${date}T10:00`,
      end_date: `${date}T11:00`,
      booked_person_set: [{ player, primary: true, paying: true }],
    });
    const before = calls.charge;
    const agent = await login(f.t.app, 'agent@example.com');
    const answers = await atOnce(
      f.t.app,
      times(50, () => ({
        method: 'POST',
        url: `/api/courtbookingseries/${series.id}/pay_booking/`,
        authorization: agent,
        payload: {},
      })),
    );
    expect(statusCounts(answers)).toEqual({ 200: 50 });
    expect(new Set(answers.map((a) => a.json().transaction.id)).size).toBe(1);
    expect(calls.charge - before).toBe(1);
    expect(
      await f.t.db
        .select()
        .from(transactions)
        .where(eq(transactions.item_ref, `booking_series:${series.id}`)),
    ).toHaveLength(1);
  });

  it('20 concurrent consents for one club (issue 25): one live consent, the same to every answer', async () => {
    const pat = await login(f.t.app, 'player@example.com');
    const live = (await f.expectCall(200, 'player', 'GET', '/api/cardconsent/')).find(
      (c: { club: number }) => c.club === f.club,
    );
    await f.expectCall(200, 'player', 'DELETE', `/api/cardconsent/${live.consent.id}/`);
    const answers = await atOnce(
      f.t.app,
      times(20, () => ({ method: 'POST', url: '/api/cardconsent/', authorization: pat, payload: { club: f.club } })),
    );
    expect(statusCounts(answers)).toEqual({ 201: 20 });
    expect(new Set(answers.map((a) => a.json().consent.id)).size).toBe(1);
    expect(
      await f.t.db
        .select()
        .from(cardConsents)
        .where(
          and(eq(cardConsents.club_id, f.club), eq(cardConsents.player_id, player), isNull(cardConsents.withdrawn_at)),
        ),
    ).toHaveLength(1);
  });

  it('20 concurrent refunds of one transaction never pass what was captured', async () => {
    const pos = await login(f.t.app, 'pos@example.com');
    const sale = await f.t.app.inject({
      method: 'POST',
      url: `/api/stripecustomer/${customer}/charge/`,
      headers: { authorization: pos, 'idempotency-key': 'race-refund' },
      payload: { club: f.club, purpose: 'S', amount: 100 },
    });
    const id = sale.json().id as number;
    const agent = await login(f.t.app, 'agent@example.com');
    // Each asks for 30.00 of the 100.00: three fit, the fourth would pass the captured amount.
    const answers = await atOnce(
      f.t.app,
      times(20, (i) => ({
        method: 'POST',
        url: `/api/transaction/${id}/refund/`,
        authorization: agent,
        payload: { amount: 30, reason: `Race ${i}` },
      })),
    );
    expect(statusCounts(answers)).toEqual({ 201: 3, 400: 17 });
    const rows = await f.t.db.select().from(refunds).where(eq(refunds.transaction_id, id));
    expect(rows.filter((r) => r.status !== 'F').reduce((sum, r) => sum + r.amount_minor, 0)).toBe(9000);
    const rest = await f.expectCall(201, 'agent', 'POST', `/api/transaction/${id}/refund/`, { reason: 'The rest' });
    expect(rest.transaction).toMatchObject({ refunded: '100.00', refundable: '0.00' });
  });
});
