import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { clubAdmins, clubs, players, transactions, users } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import * as clock from '../../clock';

// What the tests of the payments area with Stripe configured share (stripe-*.test.ts): the
// project's fake Stripe server and a test app whose SDK talks to it, logins of the demo people
// (agent, player, pos, fees), Riverside's id, a request helper naming the caller, and the signed
// webhook. `connected` links Riverside's Stripe account (acct_1Riverside) through Connect's
// callback first; `customer` gives Pat Player a Stripe customer with a default Visa card.

export const WEBHOOK_SECRET = 'whsec_test_secret';

export function stripeTestApp(setup: { connected?: boolean; customer?: boolean } = {}) {
  const s = {
    fake: undefined as unknown as FakeStripe,
    t: undefined as unknown as TestApp,
    club: 0,
    customer: 0,
    tokens: {} as Record<string, string>,
  };

  const call = (
    who: string | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    s.t.app.inject({
      method,
      url,
      headers: { ...(who ? { authorization: s.tokens[who] } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const adminIdOf = async (email: string) =>
    (
      await s.t.db
        .select({ id: clubAdmins.id })
        .from(clubAdmins)
        .innerJoin(players, eq(players.id, clubAdmins.player_id))
        .innerJoin(users, eq(users.id, players.user_id))
        .where(and(eq(users.email, email), eq(clubAdmins.club_id, s.club)))
    )[0].id;

  /** The agent's Connect link (`stripe_authorize`), as the dashboard asks for it. */
  const connectLink = async () =>
    call('agent', 'GET', `/api/clubadmin/${await adminIdOf('agent@example.com')}/stripe_authorize/`, undefined, {
      accept: 'application/json',
    });
  /** Stripe sending the administrator back to the Connect callback. */
  const connectCallback = (query: Record<string, string>) =>
    call(null, 'GET', `/api/stripe/connect/callback/?${new URLSearchParams(query)}`);

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
    return s.t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };

  /** The cardholder's authentication step in the browser, approved, at the fake. */
  const authenticateAtStripe = (paymentIntent: string | null) =>
    fetch(`${s.fake.url}/_test/payment_intents/${paymentIntent}/authenticate`, {
      method: 'POST',
      body: 'approved=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  const transactionRow = async (id: number) =>
    (await s.t.db.select().from(transactions).where(eq(transactions.id, id)))[0];
  const clubRow = async () => (await s.t.db.select().from(clubs).where(eq(clubs.id, s.club)))[0];

  beforeAll(async () => {
    s.fake = await startFakeStripe();
    s.t = await createTestApp({
      stripeSecretKey: 'sk_test_fake',
      stripePublishableKey: 'pk_test_fake',
      stripeConnectClientId: 'ca_test_client',
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApiBase: s.fake.url,
    });
    [{ id: s.club }] = await s.t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
    for (const who of ['agent', 'player', 'pos', 'fees']) s.tokens[who] = await login(s.t.app, `${who}@example.com`);
    if (setup.connected) {
      const state = new URL((await connectLink()).json().url).searchParams.get('state')!;
      const back = await connectCallback({ code: s.fake.connectCode('acct_1Riverside'), state, scope: 'read_write' });
      if (back.statusCode !== 302) throw new Error(`Connect callback: ${back.statusCode} ${back.body}`);
    }
    if (setup.customer) {
      s.customer = (await call('player', 'GET', '/api/stripecustomer/')).json().id;
      const card = await call('player', 'POST', `/api/stripecustomer/${s.customer}/add_payment_method/`, {
        payment_method_id: 'pm_card_visa',
        make_default: true,
      });
      if (card.statusCode !== 201) throw new Error(`Saving a card: ${card.statusCode} ${card.body}`);
    }
  });
  afterAll(async () => {
    await s.t.close();
    await s.fake.close();
  });

  return {
    s,
    call,
    adminIdOf,
    connectLink,
    connectCallback,
    deliver,
    authenticateAtStripe,
    transactionRow,
    clubRow,
  };
}
