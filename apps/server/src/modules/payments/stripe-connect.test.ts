import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubAdmins } from '../../db/schema';
import { stripeTestApp } from './stripe.test-helpers';

// The payments area with Stripe configured, through the API, the SDK talking to the project's fake
// Stripe server: the publishable key, a card saved, and Connect's link and callback.

const { s, call, adminIdOf, connectLink, connectCallback, clubRow } = stripeTestApp();

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
    s.customer = mine.json().id;
    await call('player', 'GET', '/api/stripecustomer/');
    expect(s.fake.customers.size).toBe(1);
    const intent = await call('player', 'POST', `/api/stripecustomer/${s.customer}/create_new_intent/`);
    expect(intent.json()).toMatchObject({
      client_secret: expect.stringMatching(/^seti_.*_secret_/),
      publishable_key: 'pk_test_fake',
      gateway: 'stripe',
    });
    const card = await call('player', 'POST', `/api/stripecustomer/${s.customer}/add_payment_method/`, {
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
    const unknown = await call('player', 'POST', `/api/stripecustomer/${s.customer}/add_payment_method/`, {
      payment_method_id: 'pm_gone',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().reason).toBe('This card could not be found. Add it again.');
  });
});

describe('Connect: the link and its callback', () => {
  const linkState = async () => {
    const res = await connectLink();
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/stripe/connect/callback/');
    return url.searchParams.get('state')!;
  };
  const back = connectCallback;
  const subscriptionTab = (outcome: string, withClub = true) =>
    `http://localhost:3000/clubs/dashboard/club-info?${withClub ? `clubId=${s.club}&` : ''}tab=subscription&stripe=${outcome}`;

  it("records the club's connected account and sends the administrator back to the Subscription tab", async () => {
    const state = await linkState();
    const res = await back({ code: s.fake.connectCode('acct_1Riverside'), state, scope: 'read_write' });
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
      (await back({ code: s.fake.connectCode('acct_1Intruder'), state: state.replace(/\.[^.]+$/, '.forged') })).headers
        .location,
    ).toBe(subscriptionTab('invalid', false));
    expect((await back({ code: s.fake.connectCode('acct_1Intruder') })).headers.location).toBe(
      subscriptionTab('invalid', false),
    );
    expect((await clubRow()).stripe_account).toBe('acct_1Riverside');
  });

  it("refuses a link whose administrator no longer has the club's Subscription area", async () => {
    const state = await linkState();
    await s.t.db
      .update(clubAdmins)
      .set({ status: 'S' })
      .where(eq(clubAdmins.id, await adminIdOf('agent@example.com')));
    try {
      expect((await back({ code: s.fake.connectCode('acct_1Intruder'), state })).headers.location).toBe(
        subscriptionTab('invalid'),
      );
      expect((await clubRow()).stripe_account).toBe('acct_1Riverside');
    } finally {
      await s.t.db
        .update(clubAdmins)
        .set({ status: 'A' })
        .where(eq(clubAdmins.id, await adminIdOf('agent@example.com')));
    }
  });
});
