import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { GatewayRefusal } from './gateway';
import { connectState, readConnectState, stripeGateway, type StripePaymentGateway } from './stripe';
import * as clock from '../../clock';

// The Stripe gateway with the official SDK against the project's fake Stripe server
// (test/fake-stripe.ts): customers, a card saved, destination charges on a club's connected
// account with the idempotency key passed on, a decline, authentication, refunds, Connect.

let fake: FakeStripe;
let gateway: StripePaymentGateway;
let customer = '';
const account = 'acct_1ClubRiverside';

beforeAll(async () => {
  fake = await startFakeStripe();
  gateway = stripeGateway({
    publicUrl: 'http://localhost:3000',
    stripeSecretKey: 'sk_test_fake',
    stripePublishableKey: 'pk_test_fake',
    stripeConnectClientId: 'ca_test',
    stripeApiBase: fake.url,
  });
  customer = (
    await gateway.createCustomer({
      email: 'player@example.com',
      name: 'Pat Player',
      idempotency_key: 'player-customer-1',
    })
  ).id;
});
afterAll(() => fake.close());

const requestsTo = (path: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === path);
let keys = 0;
const charge = (payment_method: string, amount = 2500, connected_account: string | null = account) =>
  gateway.charge({
    amount,
    currency: 'aud',
    customer,
    payment_method,
    description: 'Club Store sale',
    idempotency_key: `club-1-test-${++keys}`,
    connected_account,
    metadata: { club: '1' },
  });

describe('customers and cards', () => {
  it('creates a customer once per idempotency key', async () => {
    expect(customer).toMatch(/^cus_/);
    const again = await gateway.createCustomer({
      email: 'player@example.com',
      name: 'Pat Player',
      idempotency_key: 'player-customer-1',
    });
    expect(again.id).toBe(customer);
    expect(fake.customers.size).toBe(1);
    expect(requestsTo('/v1/customers').map((r) => r.idempotencyKey)).toEqual([
      'player-customer-1',
      'player-customer-1',
    ]);
    expect(fake.customers.get(customer)).toMatchObject({ email: 'player@example.com', name: 'Pat Player' });
  });

  it('makes a SetupIntent and saves a card as brand, last four and expiry', async () => {
    const intent = await gateway.createSetupIntent(customer);
    expect(intent.id).toMatch(/^seti_/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const card = await gateway.attachPaymentMethod(customer, 'pm_card_visa');
    expect(card).toMatchObject({ brand: 'V', last4: '4242', exp_month: 12, country: 'US' });
    expect(card.payment_method_id).toMatch(/^pm_/);
    expect(fake.paymentMethods.get(card.payment_method_id)?.customer).toBe(customer);
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
    const error = await gateway.attachPaymentMethod(customer, 'pm_nothing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayRefusal);
    expect(error).toMatchObject({ message: 'This card could not be found. Add it again.', code: 'resource_missing' });
  });

  it('detaches a card', async () => {
    const card = await gateway.attachPaymentMethod(customer, 'pm_card_mastercard');
    expect(card.brand).toBe('M');
    await gateway.detachPaymentMethod(card.payment_method_id);
    expect(fake.paymentMethods.get(card.payment_method_id)?.customer).toBeNull();
  });
});

describe('charges', () => {
  it("charges on the club's connected account (a destination charge) with the stored idempotency key", async () => {
    const { payment_method_id } = await gateway.attachPaymentMethod(customer, 'pm_card_visa');
    const outcome = await charge(payment_method_id, 2500);
    expect(outcome).toMatchObject({
      status: 'succeeded',
      receiver_account: account,
      destination_amount: 2500,
      card: { brand: 'V', last4: '4242' },
    });
    const sent = requestsTo('/v1/payment_intents').at(-1)!;
    expect(sent.idempotencyKey).toBe(`club-1-test-${keys}`);
    expect(sent.params).toMatchObject({
      amount: '2500',
      currency: 'aud',
      customer,
      payment_method: payment_method_id,
      confirm: 'true',
      transfer_data: { destination: account },
    });
    expect(fake.paymentIntents.get(outcome.id!)).toMatchObject({ status: 'succeeded', amount_received: 2500 });
  });

  it('asked again with the same key, charges once', async () => {
    const before = fake.paymentIntents.size;
    const request = {
      amount: 1200,
      currency: 'aud',
      customer,
      payment_method: 'pm_card_visa',
      description: 'Twice',
      idempotency_key: 'club-1-same-key',
      connected_account: account,
    };
    const [a, b] = await Promise.all([gateway.charge(request), gateway.charge(request)]);
    const c = await gateway.charge(request);
    expect(a.status).toBe('succeeded');
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect(fake.paymentIntents.size).toBe(before + 1);
  });

  it('refuses the same key with other parameters (so what a retry sends must not change: no row id in the metadata)', async () => {
    const request = {
      amount: 1300,
      currency: 'aud',
      customer,
      payment_method: 'pm_card_visa',
      description: 'Retried',
      idempotency_key: 'club-1-retried',
      connected_account: account,
    };
    const first = await gateway.charge({ ...request, metadata: { club: '1', idempotency_key: 'retried' } });
    expect(first.status).toBe('succeeded');
    // The retry of a request whose database transaction rolled back: the same parameters are answered with the first payment…
    expect(await gateway.charge({ ...request, metadata: { club: '1', idempotency_key: 'retried' } })).toEqual(first);
    // …other ones (a new row's id, another amount) are refused by Stripe: the outcome is unknown, nothing is charged.
    await expect(
      gateway.charge({ ...request, metadata: { club: '1', idempotency_key: 'retried', transaction: '2' } }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    await expect(
      gateway.charge({ ...request, amount: 1400, metadata: { club: '1', idempotency_key: 'retried' } }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    expect([...fake.paymentIntents.values()].filter((pi) => pi.description === 'Retried')).toHaveLength(1);
  });

  it('without a connected account charges the platform only', async () => {
    const outcome = await charge('pm_card_visa', 900, null);
    expect(outcome).toMatchObject({ status: 'succeeded', receiver_account: null, destination_amount: null });
    expect(requestsTo('/v1/payment_intents').at(-1)!.params.transfer_data).toBeUndefined();
  });

  it('answers a decline as an outcome with the card reason', async () => {
    expect(await charge('pm_card_chargeDeclined')).toMatchObject({
      status: 'failed',
      id: expect.stringMatching(/^pi_/),
      failure: { code: 'card_declined', message: 'Your card was declined.', type: 'card_error' },
    });
    expect(await charge('pm_card_chargeDeclinedInsufficientFunds')).toMatchObject({
      status: 'failed',
      failure: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
  });

  it('waits for authentication, then succeeds', async () => {
    const outcome = await charge('pm_card_authenticationRequired', 3000);
    expect(outcome).toMatchObject({ status: 'requires_action', client_secret: expect.stringMatching(/_secret_/) });
    expect(await gateway.completeAuthentication(outcome.id!, true)).toMatchObject({ status: 'requires_action' });
    // The cardholder's step in the browser (Stripe.js); the fake's stand-in.
    await fetch(`${fake.url}/_test/payment_intents/${outcome.id}/authenticate`, {
      method: 'POST',
      body: 'approved=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await gateway.completeAuthentication(outcome.id!, true)).toMatchObject({
      status: 'succeeded',
      id: outcome.id,
      receiver_account: account,
      destination_amount: 3000,
      card: { last4: '3184' },
    });
  });

  it('fails when the authentication fails or the card then declines', async () => {
    const refused = await charge('pm_card_authenticationRequired');
    await fetch(`${fake.url}/_test/payment_intents/${refused.id}/authenticate`, {
      method: 'POST',
      body: 'approved=false',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await gateway.completeAuthentication(refused.id!, false)).toMatchObject({
      status: 'failed',
      failure: { code: 'payment_intent_authentication_failure' },
    });
    const declined = await charge('pm_card_authenticationRequiredChargeDeclinedInsufficientFunds');
    await fetch(`${fake.url}/_test/payment_intents/${declined.id}/authenticate`, {
      method: 'POST',
      body: 'approved=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await gateway.completeAuthentication(declined.id!, true)).toMatchObject({
      status: 'failed',
      failure: { code: 'insufficient_funds' },
    });
  });

  it('throws (outcome unknown) when Stripe cannot be reached', async () => {
    const down = stripeGateway({
      publicUrl: 'http://localhost:3000',
      stripeSecretKey: 'sk_test_fake',
      stripeConnectClientId: undefined,
      stripeApiBase: 'http://127.0.0.1:1',
    });
    await expect(
      down.charge({
        amount: 100,
        currency: 'aud',
        customer: null,
        payment_method: 'pm_card_visa',
        description: '',
        idempotency_key: 'down-1',
        connected_account: null,
      }),
    ).rejects.toThrow();
  }, 20_000);
});

describe('mail / telephone order (MOTO)', () => {
  const year = clock.now().getUTCFullYear() + 2;
  const moto = (number: string, amount = 4000) =>
    gateway.createMotoPaymentMethod({ number, exp_month: 11, exp_year: year, cvc: '123' }).then(async (pm) => {
      await gateway.attachPaymentMethod(customer, pm);
      return {
        pm,
        outcome: await gateway.charge({
          amount,
          currency: 'aud',
          customer,
          payment_method: pm,
          description: 'By phone',
          idempotency_key: `club-1-moto-${++keys}`,
          connected_account: account,
          moto: true,
        }),
      };
    });

  it('sends the typed card to Stripe once and keeps only brand, last four and expiry', async () => {
    const pm = await gateway.createMotoPaymentMethod({
      number: '4242 4242 4242 4242',
      exp_month: 11,
      exp_year: year,
      cvc: '123',
    });
    expect(pm).toMatch(/^pm_/);
    const sent = requestsTo('/v1/payment_methods').at(-1)!;
    expect(sent.params).toMatchObject({
      type: 'card',
      card: { number: '4242424242424242', exp_month: '11', exp_year: String(year), cvc: '123' },
      metadata: { moto: 'true' },
    });
    const card = await gateway.attachPaymentMethod(customer, pm);
    expect(card).toMatchObject({ payment_method_id: pm, brand: 'V', last4: '4242', exp_month: 11, exp_year: year });
    expect(JSON.stringify(fake.paymentMethods.get(pm))).not.toMatch(/4242424242424242|"cvc"/);
  });

  it('charges with the MOTO flag on the connected account', async () => {
    const { outcome } = await moto('5555555555554444');
    expect(outcome).toMatchObject({
      status: 'succeeded',
      receiver_account: account,
      card: { brand: 'M', last4: '4444' },
    });
    expect(requestsTo('/v1/payment_intents').at(-1)!.params).toMatchObject({
      payment_method_options: { card: { moto: 'true' } },
      transfer_data: { destination: account },
    });
  });

  it('is out of scope of authentication: a card that would ask for it is answered at once', async () => {
    expect((await moto('4000002500003155')).outcome).toMatchObject({ status: 'succeeded', card: { last4: '3155' } });
    expect((await moto('4000008260003178')).outcome).toMatchObject({
      status: 'failed',
      failure: { code: 'insufficient_funds' },
    });
    expect((await moto('4000000000000002')).outcome).toMatchObject({
      status: 'failed',
      failure: { code: 'card_declined' },
    });
  });

  it("refuses a card Stripe refuses with Stripe's sentence", async () => {
    await expect(
      gateway.createMotoPaymentMethod({ number: '4242424242424241', exp_month: 11, exp_year: year, cvc: '123' }),
    ).rejects.toMatchObject({
      name: 'GatewayRefusal',
      message: 'Your card number is incorrect.',
      code: 'incorrect_number',
    });
    await expect(
      gateway.createMotoPaymentMethod({ number: '4242424242424242', exp_month: 1, exp_year: 2020, cvc: '123' }),
    ).rejects.toBeInstanceOf(GatewayRefusal);
  });
});

describe('refunds', () => {
  it('refunds in part, then the rest, with the key and the transfer reversed; never more than captured', async () => {
    const paid = await charge('pm_card_visa', 5000);
    if (paid.status !== 'succeeded') throw new Error('not paid');
    expect(
      await gateway.refund({
        charge: paid.id,
        amount: 2000,
        idempotency_key: 'refund-1-1',
        reason: 'Court closed',
        reverse_transfer: true,
      }),
    ).toMatchObject({ status: 'succeeded', id: expect.stringMatching(/^re_/) });
    const sent = requestsTo('/v1/refunds').at(-1)!;
    expect(sent).toMatchObject({
      idempotencyKey: 'refund-1-1',
      params: {
        payment_intent: paid.id,
        amount: '2000',
        reverse_transfer: 'true',
        metadata: { reason: 'Court closed' },
      },
    });
    // The same key again is the same refund.
    const again = await gateway.refund({
      charge: paid.id,
      amount: 2000,
      idempotency_key: 'refund-1-1',
      reason: 'Court closed',
      reverse_transfer: true,
    });
    expect(fake.refunds.size).toBe(1);
    expect(again.id).toBe(sent && [...fake.refunds.keys()][0]);
    expect(
      await gateway.refund({
        charge: paid.id,
        amount: 3001,
        idempotency_key: 'refund-1-2',
        reason: '',
        reverse_transfer: true,
      }),
    ).toMatchObject({ status: 'failed', failure: { error_code: 'amount_too_large' } });
    expect(
      await gateway.refund({
        charge: paid.id,
        amount: 3000,
        idempotency_key: 'refund-1-3',
        reason: '',
        reverse_transfer: true,
      }),
    ).toMatchObject({ status: 'succeeded' });
    expect(fake.paymentIntents.get(paid.id)).toMatchObject({ amount_refunded: 5000 });
  });
});

describe('Connect', () => {
  it("links to Stripe's authorisation with a signed state and the callback route", async () => {
    const { url, connectedAccount } = await gateway.authorizeAccountUrl({ id: 7, club_id: 3, player_id: 11 });
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
    expect(await gateway.connectAccount(fake.connectCode('acct_1NewClub'))).toBe('acct_1NewClub');
    await expect(gateway.connectAccount('ac_unknown')).rejects.toThrow(/Authorization code does not exist/);
  });
});
