import { describe, expect, it } from 'vitest';
import { stripeGateway } from './stripe';
import { account, stripeGatewayTest } from './stripe.test-helpers';

// The Stripe gateway's charges against the fake Stripe server: destination charges on a club's
// connected account with the idempotency key passed on, the same key twice, a decline,
// authentication, Stripe unreachable.

const { s, requestsTo, charge } = stripeGatewayTest();

describe('charges', () => {
  it("charges on the club's connected account (a destination charge) with the stored idempotency key", async () => {
    const { payment_method_id } = await s.gateway.attachPaymentMethod(s.customer, 'pm_card_visa');
    const outcome = await charge(payment_method_id, 2500);
    expect(outcome).toMatchObject({
      status: 'succeeded',
      receiver_account: account,
      destination_amount: 2500,
      card: { brand: 'V', last4: '4242' },
    });
    const sent = requestsTo('/v1/payment_intents').at(-1)!;
    expect(sent.idempotencyKey).toBe(`club-1-test-${s.keys}`);
    expect(sent.params).toMatchObject({
      amount: '2500',
      currency: 'aud',
      customer: s.customer,
      payment_method: payment_method_id,
      confirm: 'true',
      transfer_data: { destination: account },
    });
    expect(s.fake.paymentIntents.get(outcome.id!)).toMatchObject({ status: 'succeeded', amount_received: 2500 });
  });

  it('asked again with the same key, charges once', async () => {
    const before = s.fake.paymentIntents.size;
    const request = {
      amount: 1200,
      currency: 'aud',
      customer: s.customer,
      payment_method: 'pm_card_visa',
      description: 'Twice',
      idempotency_key: 'club-1-same-key',
      connected_account: account,
    };
    const [a, b] = await Promise.all([s.gateway.charge(request), s.gateway.charge(request)]);
    const c = await s.gateway.charge(request);
    expect(a.status).toBe('succeeded');
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect(s.fake.paymentIntents.size).toBe(before + 1);
  });

  it('refuses the same key with other parameters (so what a retry sends must not change: no row id in the metadata)', async () => {
    const request = {
      amount: 1300,
      currency: 'aud',
      customer: s.customer,
      payment_method: 'pm_card_visa',
      description: 'Retried',
      idempotency_key: 'club-1-retried',
      connected_account: account,
    };
    const first = await s.gateway.charge({ ...request, metadata: { club: '1', idempotency_key: 'retried' } });
    expect(first.status).toBe('succeeded');
    // The retry of a request whose database transaction rolled back: the same parameters are answered with the first payment…
    expect(await s.gateway.charge({ ...request, metadata: { club: '1', idempotency_key: 'retried' } })).toEqual(first);
    // …other ones (a new row's id, another amount) are refused by Stripe: the outcome is unknown, nothing is charged.
    await expect(
      s.gateway.charge({ ...request, metadata: { club: '1', idempotency_key: 'retried', transaction: '2' } }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    await expect(
      s.gateway.charge({ ...request, amount: 1400, metadata: { club: '1', idempotency_key: 'retried' } }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    expect([...s.fake.paymentIntents.values()].filter((pi) => pi.description === 'Retried')).toHaveLength(1);
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
    expect(await s.gateway.completeAuthentication(outcome.id!, true)).toMatchObject({ status: 'requires_action' });
    // The cardholder's step in the browser (Stripe.js); the fake's stand-in.
    await fetch(`${s.fake.url}/_test/payment_intents/${outcome.id}/authenticate`, {
      method: 'POST',
      body: 'approved=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await s.gateway.completeAuthentication(outcome.id!, true)).toMatchObject({
      status: 'succeeded',
      id: outcome.id,
      receiver_account: account,
      destination_amount: 3000,
      card: { last4: '3184' },
    });
  });

  it('fails when the authentication fails or the card then declines', async () => {
    const refused = await charge('pm_card_authenticationRequired');
    await fetch(`${s.fake.url}/_test/payment_intents/${refused.id}/authenticate`, {
      method: 'POST',
      body: 'approved=false',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await s.gateway.completeAuthentication(refused.id!, false)).toMatchObject({
      status: 'failed',
      failure: { code: 'payment_intent_authentication_failure' },
    });
    const declined = await charge('pm_card_authenticationRequiredChargeDeclinedInsufficientFunds');
    await fetch(`${s.fake.url}/_test/payment_intents/${declined.id}/authenticate`, {
      method: 'POST',
      body: 'approved=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await s.gateway.completeAuthentication(declined.id!, true)).toMatchObject({
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
