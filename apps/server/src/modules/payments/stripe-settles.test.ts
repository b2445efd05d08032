import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  clubFeatures,
  clubMembers,
  clubs,
  courts,
  marketFeatures,
  membershipCharges,
  membershipTypes,
  outbox,
} from '../../db/schema';
import { stripeTestApp } from './stripe.test-helpers';
import * as clock from '../../clock';

// A payment left waiting for authentication and settled by Stripe's webhook, for each area that
// takes one: a till sale, a clinic place, a membership. Riverside is connected to Stripe (the
// project's fake server); Pat Player has a Visa saved.

const { s, call, deliver, authenticateAtStripe, transactionRow } = stripeTestApp({ connected: true, customer: true });

describe('charges and refunds on the connected account', () => {
  it('settles a till sale left waiting for authentication when the webhook says the payment succeeded', async () => {
    const product = await call('pos', 'POST', '/api/clubproduct/', {
      club: s.club,
      name: 'Webhook grip',
      category: 'accessories',
      member_price: 6,
      nonmember_price: 6,
    });
    const [member] = (await call('pos', 'GET', `/api/pos/members/?club=${s.club}&search=player@example.com`)).json();
    const sale = await call('pos', 'POST', '/api/pos/checkout/', {
      club: s.club,
      member: member.id,
      products: [{ product_id: product.json().id, quantity: 1 }],
      payment_method: 'C',
      payment_method_id: 'pm_card_authenticationRequired',
      idempotency_key: 'webhook-sale-1',
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.json()).toMatchObject({ sale: { status: 'pending' }, transaction: { status: 'A' } });
    // The cardholder completes the step, but the till never calls back: Stripe's webhook settles it.
    const row = await transactionRow(sale.json().transaction.id);
    await authenticateAtStripe(row.gateway_ref);
    const delivered = await deliver({
      id: 'evt_sale_paid',
      type: 'payment_intent.succeeded',
      data: { object: s.fake.paymentIntents.get(row.gateway_ref!) },
    });
    expect(delivered.json()).toEqual({ received: true, applied: true });
    expect((await call('pos', 'GET', `/api/pos/sale/${sale.json().sale.id}/`)).json()).toMatchObject({
      status: 'paid',
      transaction: { status: 'P' },
    });
    const receipts = (await s.t.db.select().from(outbox).where(eq(outbox.to, 'player@example.com'))).filter((m) =>
      m.text.includes(`S-${sale.json().sale.id}`),
    );
    expect(receipts).toHaveLength(1);
  });

  it("settles a clinic place left waiting for authentication: the participant's payment follows the webhook", async () => {
    const [court] = await s.t.db.select({ id: courts.id }).from(courts).where(eq(courts.club_id, s.club)).limit(1);
    let day = clock.nowIn('Australia/Sydney').startOf('day').plus({ days: 45 });
    while (day.weekday > 5) day = day.plus({ days: 1 });
    const created = await call('agent', 'POST', '/api/event/', {
      club: s.club,
      name: 'Webhook squad',
      desc: 'Drills',
      ttype: 'C',
      start_date: day.toISODate(),
      num_sessions: 1,
      recurrence: 'W',
      days_of_week: [{ day: day.weekday - 1, start_time: '18:00', end_time: '19:00' }],
      court_set: [court.id],
      member_price: 30,
      nonmember_price: 40,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect((await call('agent', 'POST', `/api/event/${id}/create_sessions/`)).statusCode).toBe(200);
    expect((await call('agent', 'POST', `/api/event/${id}/publish/`)).statusCode).toBe(200);
    const joined = await call('player', 'POST', `/api/event/${id}/join/`, {
      agreed_terms: true,
      payment_method: 'C',
      payment_method_id: 'pm_card_authenticationRequired',
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ payment_status: 'U', transaction: { status: 'A' } });
    // The cardholder confirms with their bank; the browser never comes back; the webhook settles it.
    const row = await transactionRow(joined.json().transaction.id);
    await authenticateAtStripe(row.gateway_ref);
    const delivered = await deliver({
      id: 'evt_clinic_paid',
      type: 'payment_intent.succeeded',
      data: { object: s.fake.paymentIntents.get(row.gateway_ref!) },
    });
    expect(delivered.json()).toEqual({ received: true, applied: true });
    const [participant] = (await call('agent', 'POST', `/api/event/${id}/get_participants/`)).json();
    expect(participant).toMatchObject({ id: joined.json().id, payment_status: 'P' });
  });

  it('settles a membership left waiting for authentication: the member is current once the webhook says it was paid', async () => {
    // Harbour sells memberships online (its demo package has no Membership feature: switched on here).
    const [harbour] = await s.t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Harbour Tennis Centre'));
    const [market] = await s.t.db
      .select({ id: marketFeatures.id })
      .from(marketFeatures)
      .where(eq(marketFeatures.name, 'membership'));
    const params = {
      AnnualCycleEnabled: true,
      MonthlyCycleEnabled: false,
      DefaultCycle: 'A',
      membershipRenewal: 'forced',
    };
    await s.t.db
      .insert(clubFeatures)
      .values({ club_id: harbour.id, feature_id: market.id, enabled: true, params })
      .onConflictDoUpdate({ target: [clubFeatures.club_id, clubFeatures.feature_id], set: { enabled: true, params } });
    const [type] = await s.t.db
      .select({ id: membershipTypes.id })
      .from(membershipTypes)
      .where(and(eq(membershipTypes.club_id, harbour.id), eq(membershipTypes.name, 'Full member')));
    const joined = await call('player', 'POST', '/api/clubmembership/join/', {
      club: harbour.id,
      membership_type: type.id,
      billing_cycle: 'A',
      agree_terms: true,
      payment_method_id: 'pm_card_authenticationRequired',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ member: { sub_status: 'P' }, charge: { status: 'O' } });
    const row = await transactionRow(joined.json().transaction);
    await authenticateAtStripe(row.gateway_ref);
    const delivered = await deliver({
      id: 'evt_membership_paid',
      type: 'payment_intent.succeeded',
      data: { object: s.fake.paymentIntents.get(row.gateway_ref!) },
    });
    expect(delivered.json()).toEqual({ received: true, applied: true });
    const [member] = await s.t.db.select().from(clubMembers).where(eq(clubMembers.id, joined.json().member.id));
    expect(member).toMatchObject({ subscription_status: 'C' });
    const charges = await s.t.db.select().from(membershipCharges).where(eq(membershipCharges.member_id, member.id));
    expect(charges).toEqual([expect.objectContaining({ status: 'P', transaction_id: row.id })]);
    // Paying again afterwards finds nothing owed.
    expect((await call('player', 'POST', `/api/clubmembership/${member.id}/pay/`, {})).json().reason).toBe(
      'Nothing is owed on this membership.',
    );
  });
});
