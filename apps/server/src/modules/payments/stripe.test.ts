import { and, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clubAdmins,
  clubFeatures,
  clubMembers,
  clubs,
  courts,
  marketFeatures,
  membershipCharges,
  membershipTypes,
  outbox,
  paymentWebhookEvents,
  players,
  refunds,
  transactions,
  users,
} from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import type { ServiceContext } from '../../context';
import { assertAccess } from '../../access/access';
import { chargeTransaction, RECORDED_FROM_GATEWAY, type ChargeInput } from './payments.service';
import { REFUND_FAILED_LATER } from './stripe.service';
import * as clock from '../../clock';

// The payments area with Stripe configured, through the API, the SDK talking to the project's fake
// Stripe server: the publishable key, a card saved, Connect's link and callback, a store charge on
// the club's connected account, authentication, a refund, and the signed webhook applied once.

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: FakeStripe;
let t: TestApp;
let club = 0;
let customer = 0;
const tokens: Record<string, string> = {};

const call = (
  who: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(who ? { authorization: tokens[who] } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const adminIdOf = async (email: string) =>
  (
    await t.db
      .select({ id: clubAdmins.id })
      .from(clubAdmins)
      .innerJoin(players, eq(players.id, clubAdmins.player_id))
      .innerJoin(users, eq(users.id, players.user_id))
      .where(and(eq(users.email, email), eq(clubAdmins.club_id, club)))
  )[0].id;

/** Posts an event to the webhook, signed as Stripe signs (or with another secret). */
const deliver = (event: { id: string; type: string; data: { object: unknown } }, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify({
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(clock.nowMs() / 1000),
    livemode: false,
    ...event,
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
};

const transactionRow = async (id: number) => (await t.db.select().from(transactions).where(eq(transactions.id, id)))[0];
const clubRow = async () => (await t.db.select().from(clubs).where(eq(clubs.id, club)))[0];

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    stripeSecretKey: 'sk_test_fake',
    stripePublishableKey: 'pk_test_fake',
    stripeConnectClientId: 'ca_test_client',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiBase: fake.url,
  });
  [{ id: club }] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
  for (const who of ['agent', 'player', 'pos', 'fees']) tokens[who] = await login(t.app, `${who}@example.com`);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('Stripe configured', () => {
  it('gives the browser the publishable key', async () => {
    const res = await call(null, 'GET', '/api/stripe_key/');
    expect(res.json()).toEqual({ key: 'pk_test_fake', publishable_key: 'pk_test_fake', gateway: 'stripe' });
    // The page may load Stripe.js and its card iframe (Stripe Elements), and nothing else of Stripe's.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it("creates the player's Stripe customer once and saves a card from a SetupIntent", async () => {
    const mine = await call('player', 'GET', '/api/stripecustomer/');
    expect(mine.statusCode, mine.body).toBe(200);
    customer = mine.json().id;
    await call('player', 'GET', '/api/stripecustomer/');
    expect(fake.customers.size).toBe(1);
    const intent = await call('player', 'POST', `/api/stripecustomer/${customer}/create_new_intent/`);
    expect(intent.json()).toMatchObject({
      client_secret: expect.stringMatching(/^seti_.*_secret_/),
      publishable_key: 'pk_test_fake',
      gateway: 'stripe',
    });
    const card = await call('player', 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
      payment_method_id: 'pm_card_visa',
      make_default: true,
    });
    expect(card.statusCode, card.body).toBe(201);
    expect(card.json()).toMatchObject({
      card_type: 'V',
      last4: '4242',
      is_default: true,
      payment_method_id: expect.stringMatching(/^pm_/),
    });
    const unknown = await call('player', 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
      payment_method_id: 'pm_gone',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().reason).toBe('This card could not be found. Add it again.');
  });
});

describe('Connect: the link and its callback', () => {
  const linkState = async () => {
    const res = await call(
      'agent',
      'GET',
      `/api/clubadmin/${await adminIdOf('agent@example.com')}/stripe_authorize/`,
      undefined,
      { accept: 'application/json' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/stripe/connect/callback/');
    return url.searchParams.get('state')!;
  };
  const back = (query: Record<string, string>) =>
    call(null, 'GET', `/api/stripe/connect/callback/?${new URLSearchParams(query)}`);
  const subscriptionTab = (outcome: string, withClub = true) =>
    `http://localhost:3000/clubs/dashboard/club-info?${withClub ? `clubId=${club}&` : ''}tab=subscription&stripe=${outcome}`;

  it("records the club's connected account and sends the administrator back to the Subscription tab", async () => {
    const state = await linkState();
    const res = await back({ code: fake.connectCode('acct_1Riverside'), state, scope: 'read_write' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(subscriptionTab('connected'));
    expect(await clubRow()).toMatchObject({ stripe_account: 'acct_1Riverside', connect_available: true });
  });

  it('says so when the administrator declined, the code is spent, or the state is not ours', async () => {
    const state = await linkState();
    expect(
      (await back({ error: 'access_denied', error_description: 'The user denied your request', state })).headers
        .location,
    ).toBe(subscriptionTab('denied'));
    expect((await back({ code: 'ac_spent', state })).headers.location).toBe(subscriptionTab('failed'));
    expect(
      (await back({ code: fake.connectCode('acct_1Intruder'), state: state.replace(/\.[^.]+$/, '.forged') })).headers
        .location,
    ).toBe(subscriptionTab('invalid', false));
    expect((await back({ code: fake.connectCode('acct_1Intruder') })).headers.location).toBe(
      subscriptionTab('invalid', false),
    );
    expect((await clubRow()).stripe_account).toBe('acct_1Riverside');
  });

  it("refuses a link whose administrator no longer has the club's Subscription area", async () => {
    const state = await linkState();
    await t.db
      .update(clubAdmins)
      .set({ status: 'S' })
      .where(eq(clubAdmins.id, await adminIdOf('agent@example.com')));
    try {
      expect((await back({ code: fake.connectCode('acct_1Intruder'), state })).headers.location).toBe(
        subscriptionTab('invalid'),
      );
      expect((await clubRow()).stripe_account).toBe('acct_1Riverside');
    } finally {
      await t.db
        .update(clubAdmins)
        .set({ status: 'A' })
        .where(eq(clubAdmins.id, await adminIdOf('agent@example.com')));
    }
  });
});

describe('charges and refunds on the connected account', () => {
  let paid = 0;

  it('charges a store sale as a destination charge with the stored idempotency key', async () => {
    const res = await call(
      'pos',
      'POST',
      `/api/stripecustomer/${customer}/charge/`,
      { club, purpose: 'S', amount: 40 },
      { 'idempotency-key': 'stripe-sale-1' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'P',
      amount: '40.00',
      receiver_account: 'acct_1Riverside',
      destination_amount: '40.00',
      card_brand: 'V',
      card_last4: '4242',
    });
    paid = res.json().id;
    const row = await transactionRow(paid);
    const sent = fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST').at(-1)!;
    expect(sent.idempotencyKey).toBe(row.gateway_key);
    expect(sent.params).toMatchObject({ amount: '4000', transfer_data: { destination: 'acct_1Riverside' } });
    expect(row.gateway_ref).toMatch(/^pi_/);
    // Asked again with the key: the same transaction, no second PaymentIntent.
    const intents = fake.paymentIntents.size;
    expect(
      (
        await call(
          'pos',
          'POST',
          `/api/stripecustomer/${customer}/charge/`,
          { club, purpose: 'S', amount: 40 },
          { 'idempotency-key': 'stripe-sale-1' },
        )
      ).json().id,
    ).toBe(paid);
    expect(fake.paymentIntents.size).toBe(intents);
  });

  it("answers a decline with the card's reason and keeps the failed transaction", async () => {
    const card = await call('player', 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
      payment_method_id: 'pm_card_chargeDeclined',
    });
    const res = await call('pos', 'POST', `/api/stripecustomer/${customer}/charge/`, {
      club,
      purpose: 'S',
      amount: 5,
      payment_method_id: card.json().payment_method_id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('Your card was declined.');
    const [failed] = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.club_id, club), eq(transactions.failure_code, 'card_declined')));
    expect(failed).toMatchObject({ status: 'F', failure_reason: 'Your card was declined.' });
  });

  it('waits for authentication, then the transaction completes', async () => {
    const card = await call('player', 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
      payment_method_id: 'pm_card_authenticationRequired',
    });
    const res = await call('pos', 'POST', `/api/stripecustomer/${customer}/charge/`, {
      club,
      purpose: 'S',
      amount: 7,
      payment_method_id: card.json().payment_method_id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'A', client_secret: expect.stringMatching(/^pi_.*_secret_/) });
    const row = await transactionRow(res.json().id);
    await fetch(`${fake.url}/_test/payment_intents/${row.gateway_ref}/authenticate`, {
      method: 'POST',
      body: 'approved=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const done = await call('player', 'POST', `/api/transaction/${row.id}/authenticate/`, { approved: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'P', receiver_account: 'acct_1Riverside' });
  });

  it("takes a walk-in customer's card by phone (MOTO) and sells the cart on it, flagged MOTO", async () => {
    const year = clock.now().getUTCFullYear() + 2;
    const walkIn = await call('pos', 'POST', '/api/clubcustomer/', {
      club,
      name: 'Moe Phone',
      email: 'moe@example.com',
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    const id = walkIn.json().id;
    // An authentication-required card: by phone there is no cardholder to authenticate, and MOTO is out of scope.
    const moto = await call('pos', 'POST', `/api/clubcustomer/${id}/create_moto_details/`, {
      card_number: '4000 0025 0000 3155',
      card_expiry_month: 10,
      card_expiry_year: year,
      cvc: '321',
    });
    expect(moto.statusCode, moto.body).toBe(201);
    expect(moto.json().card).toEqual({ card_type: 'V', last4: '3155', exp_month: 10, exp_year: year });
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_methods').at(-1)!;
    expect(created.params).toMatchObject({
      type: 'card',
      card: { number: '4000002500003155', cvc: '321' },
      metadata: { moto: 'true' },
    });
    const product = await call('pos', 'POST', '/api/clubproduct/', {
      club,
      name: 'Phone order balls',
      category: 'balls',
      member_price: 9,
      nonmember_price: 11,
    });
    const sale = await call('pos', 'POST', `/api/clubcustomer/${id}/charge/`, {
      club,
      member: null,
      discount: 0,
      products: [{ product_id: product.json().id, quantity: 2 }],
      purpose: 'S',
      idempotency_key: 'moto-sale-1',
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.json()).toMatchObject({
      sale: { status: 'paid', total_cost: '22.00' },
      transaction: { status: 'P', card_last4: '3155', receiver_account: 'acct_1Riverside' },
    });
    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').at(-1)!;
    expect(sent.params).toMatchObject({ amount: '2200', payment_method_options: { card: { moto: 'true' } } });
    // Nothing of the number or CVC is kept.
    const stored = JSON.stringify((await call('pos', 'GET', `/api/clubcustomer/?club=${club}&search=Moe`)).json());
    expect(stored).not.toMatch(/4000002500003155|321"/);
  });

  it('settles a till sale left waiting for authentication when the webhook says the payment succeeded', async () => {
    const product = await call('pos', 'POST', '/api/clubproduct/', {
      club,
      name: 'Webhook grip',
      category: 'accessories',
      member_price: 6,
      nonmember_price: 6,
    });
    const [member] = (await call('pos', 'GET', `/api/pos/members/?club=${club}&search=player@example.com`)).json();
    const sale = await call('pos', 'POST', '/api/pos/checkout/', {
      club,
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
    await fetch(`${fake.url}/_test/payment_intents/${row.gateway_ref}/authenticate`, {
      method: 'POST',
      body: 'approved=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const delivered = await deliver({
      id: 'evt_sale_paid',
      type: 'payment_intent.succeeded',
      data: { object: fake.paymentIntents.get(row.gateway_ref!) },
    });
    expect(delivered.json()).toEqual({ received: true, applied: true });
    expect((await call('pos', 'GET', `/api/pos/sale/${sale.json().sale.id}/`)).json()).toMatchObject({
      status: 'paid',
      transaction: { status: 'P' },
    });
    const receipts = (await t.db.select().from(outbox).where(eq(outbox.to, 'player@example.com'))).filter((m) =>
      m.text.includes(`S-${sale.json().sale.id}`),
    );
    expect(receipts).toHaveLength(1);
  });

  it("settles a clinic place left waiting for authentication: the participant's payment follows the webhook", async () => {
    const [court] = await t.db.select({ id: courts.id }).from(courts).where(eq(courts.club_id, club)).limit(1);
    let day = clock.nowIn('Australia/Sydney').startOf('day').plus({ days: 45 });
    while (day.weekday > 5) day = day.plus({ days: 1 });
    const created = await call('agent', 'POST', '/api/event/', {
      club,
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
    await fetch(`${fake.url}/_test/payment_intents/${row.gateway_ref}/authenticate`, {
      method: 'POST',
      body: 'approved=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const delivered = await deliver({
      id: 'evt_clinic_paid',
      type: 'payment_intent.succeeded',
      data: { object: fake.paymentIntents.get(row.gateway_ref!) },
    });
    expect(delivered.json()).toEqual({ received: true, applied: true });
    const [participant] = (await call('agent', 'POST', `/api/event/${id}/get_participants/`)).json();
    expect(participant).toMatchObject({ id: joined.json().id, payment_status: 'P' });
  });

  it('settles a membership left waiting for authentication: the member is current once the webhook says it was paid', async () => {
    // Harbour sells memberships online (its demo package has no Membership feature: switched on here).
    const [harbour] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Harbour Tennis Centre'));
    const [market] = await t.db
      .select({ id: marketFeatures.id })
      .from(marketFeatures)
      .where(eq(marketFeatures.name, 'membership'));
    const params = {
      AnnualCycleEnabled: true,
      MonthlyCycleEnabled: false,
      DefaultCycle: 'A',
      membershipRenewal: 'forced',
    };
    await t.db
      .insert(clubFeatures)
      .values({ club_id: harbour.id, feature_id: market.id, enabled: true, params })
      .onConflictDoUpdate({ target: [clubFeatures.club_id, clubFeatures.feature_id], set: { enabled: true, params } });
    const [type] = await t.db
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
    await fetch(`${fake.url}/_test/payment_intents/${row.gateway_ref}/authenticate`, {
      method: 'POST',
      body: 'approved=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const delivered = await deliver({
      id: 'evt_membership_paid',
      type: 'payment_intent.succeeded',
      data: { object: fake.paymentIntents.get(row.gateway_ref!) },
    });
    expect(delivered.json()).toEqual({ received: true, applied: true });
    const [member] = await t.db.select().from(clubMembers).where(eq(clubMembers.id, joined.json().member.id));
    expect(member).toMatchObject({ subscription_status: 'C' });
    const charges = await t.db.select().from(membershipCharges).where(eq(membershipCharges.member_id, member.id));
    expect(charges).toEqual([expect.objectContaining({ status: 'P', transaction_id: row.id })]);
    // Paying again afterwards finds nothing owed.
    expect((await call('player', 'POST', `/api/clubmembership/${member.id}/pay/`, {})).json().reason).toBe(
      'Nothing is owed on this membership.',
    );
  });

  it("refunds in part at Stripe, reversing the club's transfer", async () => {
    const res = await call('fees', 'POST', `/api/transaction/${paid}/refund/`, { amount: 15, reason: 'Wrong size' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      refund: { amount: '15.00', status: 'P', refund_id: expect.stringMatching(/^re_/) },
      transaction: { status: 'R', refunded: '15.00', refundable: '25.00' },
    });
    const sent = fake.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(sent.params).toMatchObject({ amount: '1500', reverse_transfer: 'true', metadata: { reason: 'Wrong size' } });
    expect(sent.idempotencyKey).toMatch(/^refund-/);
  });
});

describe('POST /api/stripe/webhook/', () => {
  it('refuses a wrong signature, or none (400), and applies nothing', async () => {
    const wrong = await deliver(
      {
        id: 'evt_wrong',
        type: 'account.updated',
        data: { object: { id: 'acct_1Riverside', object: 'account', charges_enabled: false } },
      },
      'whsec_other',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().reason).toBe('The webhook signature does not match.');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook/',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"evt_none"}',
    });
    expect(none.statusCode).toBe(400);
    expect((await t.db.select().from(paymentWebhookEvents)).map((e) => e.id)).not.toEqual(
      expect.arrayContaining(['evt_wrong']),
    );
    expect((await t.db.select().from(paymentWebhookEvents)).map((e) => e.id)).not.toEqual(
      expect.arrayContaining(['evt_none']),
    );
    expect((await clubRow()).connect_available).toBe(true);
  });

  it('applies account.updated: whether the club can take payments', async () => {
    const res = await deliver({
      id: 'evt_account_1',
      type: 'account.updated',
      data: { object: { id: 'acct_1Riverside', object: 'account', charges_enabled: false } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, applied: true });
    expect((await clubRow()).connect_available).toBe(false);
    await deliver({
      id: 'evt_account_2',
      type: 'account.updated',
      data: { object: { id: 'acct_1Riverside', object: 'account', charges_enabled: true } },
    });
    expect((await clubRow()).connect_available).toBe(true);
  });

  it('applies a refund made in Stripe once when the event is sent twice', async () => {
    const sale = await call(
      'pos',
      'POST',
      `/api/stripecustomer/${customer}/charge/`,
      { club, purpose: 'S', amount: 20 },
      { 'idempotency-key': 'stripe-sale-2' },
    );
    const row = await transactionRow(sale.json().id);
    const event = {
      id: 'evt_refunded_1',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_1',
          object: 'charge',
          payment_intent: row.gateway_ref,
          amount: 2000,
          amount_refunded: 500,
          refunds: {
            object: 'list',
            data: [{ id: 're_dashboard_1', object: 'refund', amount: 500, status: 'succeeded' }],
          },
        },
      },
    };
    expect((await deliver(event)).json()).toEqual({ received: true, applied: true });
    const again = await deliver(event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, applied: false });
    const made = await t.db.select().from(refunds).where(eq(refunds.transaction_id, row.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount_minor: 500, refund_id: 're_dashboard_1', status: 'P' });
    expect((await transactionRow(row.id)).status).toBe('R');
  });

  it('settles a payment waiting for authentication: payment_intent.succeeded and payment_failed', async () => {
    const outcomes: Record<string, string> = {};
    for (const [type, expected] of [
      ['payment_intent.succeeded', 'P'],
      ['payment_intent.payment_failed', 'F'],
    ] as const) {
      const card = await call('player', 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
        payment_method_id: 'pm_card_authenticationRequired',
      });
      const res = await call('pos', 'POST', `/api/stripecustomer/${customer}/charge/`, {
        club,
        purpose: 'S',
        amount: 3,
        payment_method_id: card.json().payment_method_id,
      });
      const row = await transactionRow(res.json().id);
      expect(row.status).toBe('A');
      const intent =
        type === 'payment_intent.succeeded'
          ? {
              id: row.gateway_ref,
              object: 'payment_intent',
              status: 'succeeded',
              amount: 300,
              transfer_data: { destination: 'acct_1Riverside' },
            }
          : {
              id: row.gateway_ref,
              object: 'payment_intent',
              status: 'requires_payment_method',
              amount: 300,
              last_payment_error: {
                type: 'card_error',
                code: 'payment_intent_authentication_failure',
                message: 'We are unable to authenticate your payment method.',
              },
            };
      expect((await deliver({ id: `evt_${type}`, type, data: { object: intent } })).statusCode).toBe(200);
      const after = await transactionRow(row.id);
      outcomes[type] = after.status;
      expect(after.status).toBe(expected);
      if (expected === 'F')
        expect(after).toMatchObject({ failure_code: 'payment_intent_authentication_failure', client_secret: null });
      else expect(after).toMatchObject({ receiver_account: 'acct_1Riverside', destination_amount: 300 });
    }
    // A late failure never undoes a payment.
    const [done] = await t.db.select().from(transactions).where(eq(transactions.status, 'P')).limit(1);
    await deliver({
      id: 'evt_late',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: done.gateway_ref,
          object: 'payment_intent',
          status: 'requires_payment_method',
          last_payment_error: { type: 'card_error', code: 'card_declined', message: 'x' },
        },
      },
    });
    expect((await transactionRow(done.id)).status).toBe('P');
  });

  it("a refund the card's bank returns after the fact (charge.refund.updated: failed) is failed here, and the payment is paid again", async () => {
    const card = await call('player', 'POST', `/api/stripecustomer/${customer}/add_payment_method/`, {
      payment_method_id: 'pm_card_visa',
    });
    const sale = await call('pos', 'POST', `/api/stripecustomer/${customer}/charge/`, {
      club,
      purpose: 'S',
      amount: 12,
      payment_method_id: card.json().payment_method_id,
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const refunded = (
      await call('agent', 'POST', `/api/transaction/${sale.json().id}/refund/`, { reason: 'Not collected' })
    ).json();
    expect(refunded).toMatchObject({
      refund: { status: 'P', refund_id: expect.stringMatching(/^re_/) },
      transaction: { status: 'R', refundable: '0.00' },
    });
    const event = {
      id: 'evt_refund_failed_later',
      type: 'charge.refund.updated',
      data: {
        object: {
          id: refunded.refund.refund_id,
          object: 'refund',
          amount: 1200,
          status: 'failed',
          failure_reason: 'expired_or_canceled_card',
        },
      },
    };
    expect((await deliver(event)).json()).toEqual({ received: true, applied: true });
    expect((await deliver(event)).json()).toEqual({ received: true, applied: false });
    const shown = (await call('agent', 'GET', `/api/transaction/${sale.json().id}/`)).json();
    expect(shown).toMatchObject({ status: 'P', refunded: '0.00', refundable: '12.00' });
    expect(shown.refund_set).toEqual([
      expect.objectContaining({
        status: 'F',
        failure_reason: 'expired_or_canceled_card',
        error_code: 'expired_or_canceled_card',
        failure_message: REFUND_FAILED_LATER,
      }),
    ]);
  });

  it('stores and ignores other events', async () => {
    expect(
      (
        await deliver({
          id: 'evt_other',
          type: 'customer.created',
          data: { object: { id: 'cus_x', object: 'customer' } },
        })
      ).json(),
    ).toEqual({ received: true, applied: true });
  });

  it('refuses every event when no webhook secret is set', async () => {
    const plain = await createTestApp({ stripeSecretKey: 'sk_test_fake', stripeApiBase: fake.url });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook/',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().reason).toBe('Stripe webhooks are not set up on this server.');
    } finally {
      await plain.close();
    }
  });
});

describe('an idempotency key stored before every call that moves money: a caller rolled back after Stripe charged', () => {
  let ctx: ServiceContext;
  let payer = 0;
  beforeAll(async () => {
    const [agent] = await t.db
      .select({ userId: users.id, playerId: players.id })
      .from(users)
      .innerJoin(players, eq(players.user_id, users.id))
      .where(eq(users.email, 'agent@example.com'));
    [{ id: payer }] = await t.db
      .select({ id: players.id })
      .from(players)
      .innerJoin(users, eq(users.id, players.user_id))
      .where(eq(users.email, 'player@example.com'));
    // As a request's: the standing read once, before the transaction (PGlite has one connection).
    ctx = { ...t.app.deps, log: t.app.log, actor: agent, standings: new Map() };
    await assertAccess(ctx, club, { area: 'payments' });
  });
  /** What a paying area asks for: its item's key, derived from its own records, the same on a retry. */
  const request = (key: string): ChargeInput => ({
    club,
    payer: { player: payer },
    kind: 'E',
    description: 'Clinic: rollback',
    item: { name: 'Clinic: rollback', ref: `event_participant:${key}` },
    amount: 2500,
    method: 'C',
    idempotencyKey: key,
    paymentMethodId: 'pm_card_visa',
  });
  /** The caller's database transaction charges, then fails (a later statement, the connection): all of it rolls back. */
  const chargeThenFail = (key: string) =>
    expect(
      t.db.transaction(async (tx) => {
        await chargeTransaction(ctx, tx, request(key));
        throw new Error('the caller failed after the charge');
      }),
    ).rejects.toThrow('the caller failed after the charge');
  const intentsOf = (key: string) =>
    [...fake.paymentIntents.values()].filter((pi) => (pi.metadata as Record<string, string>).idempotency_key === key);
  const rowsOf = (key: string) =>
    t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.club_id, club), like(transactions.idempotency_key, `${key}%`)));

  it('the retry sends the same key and parameters: Stripe answers the first PaymentIntent, one payment is recorded', async () => {
    const key = 'rollback-retry-1';
    await chargeThenFail(key);
    expect(intentsOf(key)).toHaveLength(1);
    const [intent] = intentsOf(key);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 2500,
      metadata: {
        club: String(club),
        kind: 'E',
        idempotency_key: key,
        gateway_key: `club-${club}-${key}`,
        item_ref: `event_participant:${key}`,
        player: String(payer),
      },
    });
    expect(await rowsOf(key)).toHaveLength(0);

    const retry = await t.db.transaction((tx) => chargeTransaction(ctx, tx, request(key)));
    expect(retry).toMatchObject({ paid: true, transaction: { status: 'P', amount: '25.00' } });
    const sent = fake.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `club-${club}-${key}`,
    );
    expect(sent).toHaveLength(2);
    expect(sent[1].params).toEqual(sent[0].params);
    expect(intentsOf(key)).toHaveLength(1);
    expect((await transactionRow(retry.transaction.id)).gateway_ref).toBe(intent.id);

    // Stripe's webhook for it then finds the transaction: nothing more is recorded.
    expect(
      (await deliver({ id: `evt_${key}`, type: 'payment_intent.succeeded', data: { object: intent } })).json(),
    ).toEqual({ received: true, applied: true });
    expect(await rowsOf(key)).toHaveLength(1);
  });

  it("the webhook records a payment no transaction here has, flagged for staff; the request's retry finds it and charges nothing", async () => {
    const key = 'rollback-webhook-1';
    await chargeThenFail(key);
    const [intent] = intentsOf(key);
    expect(
      (await deliver({ id: `evt_${key}`, type: 'payment_intent.succeeded', data: { object: intent } })).json(),
    ).toEqual({ received: true, applied: true });
    const [recorded] = await rowsOf(key);
    expect(recorded).toMatchObject({
      status: 'P',
      kind: 'E',
      payment_method: 'C',
      amount_minor: 2500,
      idempotency_key: key,
      gateway_ref: intent.id,
      item_ref: `event_participant:${key}`,
      player_id: payer,
      receiver_account: 'acct_1Riverside',
      failure_detail: RECORDED_FROM_GATEWAY,
    });
    // Staff see it in Payments with the note, and may refund it.
    const shown = (await call('agent', 'GET', `/api/transaction/${recorded.id}/`)).json();
    expect(shown).toMatchObject({
      status: 'P',
      refundable: '25.00',
      failure_detail: { code: 'recorded_from_gateway' },
    });
    // Delivered again: applied once.
    expect(
      (await deliver({ id: `evt_${key}`, type: 'payment_intent.succeeded', data: { object: intent } })).json(),
    ).toEqual({ received: true, applied: false });

    const requests = fake.requests.length;
    const retry = await t.db.transaction((tx) => chargeTransaction(ctx, tx, request(key)));
    expect(retry).toMatchObject({ paid: true, replayed: true, transaction: { id: recorded.id, failure_detail: null } });
    expect(fake.requests.length).toBe(requests);
    expect(intentsOf(key)).toHaveLength(1);
    expect(await rowsOf(key)).toHaveLength(1);
  });

  it('a payment that names no club here, or a failed one, records nothing', async () => {
    const before = (await t.db.select().from(transactions)).length;
    await deliver({
      id: 'evt_foreign',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_foreign',
          object: 'payment_intent',
          status: 'succeeded',
          amount: 100,
          currency: 'aud',
          metadata: {},
        },
      },
    });
    await deliver({
      id: 'evt_foreign_failed',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: 'pi_foreign_2',
          object: 'payment_intent',
          status: 'requires_payment_method',
          amount: 100,
          currency: 'aud',
          metadata: { club: String(club) },
          last_payment_error: { type: 'card_error', code: 'card_declined', message: 'x' },
        },
      },
    });
    expect((await t.db.select().from(transactions)).length).toBe(before);
  });
});
