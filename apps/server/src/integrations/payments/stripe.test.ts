import { describe, expect, it } from 'vitest';
import { GatewayRefusal } from './gateway';
import { connectState, readConnectState } from './stripe-connect-state';
import { stripeGatewayTest } from './stripe.test-helpers';
import * as clock from '../../clock';

// The Stripe gateway with the official SDK against the project's fake Stripe server
// (test/fake-stripe.ts): customers and a card saved, Connect. Charges: stripe-charges.test.ts; MOTO:
// stripe-moto.test.ts; refunds: stripe-refunds.test.ts.

const { s, requestsTo } = stripeGatewayTest();

describe('customers and cards', () => {
  it('creates a customer once per idempotency key', async () => {
    expect(s.customer).toMatch(/^cus_/);
    const again = await s.gateway.createCustomer({
      email: 'player@example.com',
      name: 'Pat Player',
      idempotency_key: 'player-customer-1',
    });
    expect(again.id).toBe(s.customer);
    expect(s.fake.customers.size).toBe(1);
    expect(requestsTo('/v1/customers').map((r) => r.idempotencyKey)).toEqual([
      'player-customer-1',
      'player-customer-1',
    ]);
    expect(s.fake.customers.get(s.customer)).toMatchObject({ email: 'player@example.com', name: 'Pat Player' });
  });

  it('makes a SetupIntent and saves a card as brand, last four and expiry', async () => {
    const intent = await s.gateway.createSetupIntent(s.customer);
    expect(intent.id).toMatch(/^seti_/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const card = await s.gateway.attachPaymentMethod(s.customer, 'pm_card_visa');
    expect(card).toMatchObject({ brand: 'V', last4: '4242', exp_month: 12, country: 'US' });
    expect(card.payment_method_id).toMatch(/^pm_/);
    expect(s.fake.paymentMethods.get(card.payment_method_id)?.customer).toBe(s.customer);
    expect(Object.keys(card).sort()).toEqual([
      'brand',
      'country',
      'exp_month',
      'exp_year',
      'last4',
      'payment_method_id',
    ]);
  });

  it('refuses an unknown payment method with a sentence', async () => {
    const error = await s.gateway.attachPaymentMethod(s.customer, 'pm_nothing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayRefusal);
    expect(error).toMatchObject({ message: 'This card could not be found. Add it again.', code: 'resource_missing' });
  });

  it('detaches a card', async () => {
    const card = await s.gateway.attachPaymentMethod(s.customer, 'pm_card_mastercard');
    expect(card.brand).toBe('M');
    await s.gateway.detachPaymentMethod(card.payment_method_id);
    expect(s.fake.paymentMethods.get(card.payment_method_id)?.customer).toBeNull();
  });
});

describe('Connect', () => {
  it("links to Stripe's authorisation with a signed state and the callback route", async () => {
    const { url, connectedAccount } = await s.gateway.authorizeAccountUrl({ id: 7, club_id: 3, player_id: 11 });
    expect(connectedAccount).toBeUndefined();
    const link = new URL(url);
    expect(link.origin + link.pathname).toBe('https://connect.stripe.com/oauth/authorize');
    expect(link.searchParams.get('client_id')).toBe('ca_test');
    expect(link.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/stripe/connect/callback/');
    expect(readConnectState('sk_test_fake', link.searchParams.get('state')!)).toEqual({ adminId: 7, clubId: 3 });
  });

  it('refuses a state signed with another key, changed, or too old', () => {
    const state = connectState('sk_test_fake', { id: 7, club_id: 3 });
    expect(readConnectState('sk_test_other', state)).toBeNull();
    expect(readConnectState('sk_test_fake', state.replace(/^7\./, '8.'))).toBeNull();
    expect(
      readConnectState(
        'sk_test_fake',
        connectState('sk_test_fake', { id: 7, club_id: 3 }, clock.nowMs() - 2 * 60 * 60 * 1000),
      ),
    ).toBeNull();
  });

  it("exchanges the callback's code for the club's account", async () => {
    expect(await s.gateway.connectAccount(s.fake.connectCode('acct_1NewClub'))).toBe('acct_1NewClub');
    await expect(s.gateway.connectAccount('ac_unknown')).rejects.toThrow(/Authorization code does not exist/);
  });
});
