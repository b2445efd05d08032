import { describe, expect, it } from 'vitest';
import { stripeGatewayTest } from './stripe.test-helpers';

// The Stripe gateway's refunds against the fake Stripe server: in part, then the rest, with the key
// and the transfer reversed.

const { s, requestsTo, charge } = stripeGatewayTest();

describe('refunds', () => {
  it('refunds in part, then the rest, with the key and the transfer reversed; never more than captured', async () => {
    const paid = await charge('pm_card_visa', 5000);
    if (paid.status !== 'succeeded') throw new Error('not paid');
    expect(
      await s.gateway.refund({
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
    const again = await s.gateway.refund({
      charge: paid.id,
      amount: 2000,
      idempotency_key: 'refund-1-1',
      reason: 'Court closed',
      reverse_transfer: true,
    });
    expect(s.fake.refunds.size).toBe(1);
    expect(again.id).toBe(sent && [...s.fake.refunds.keys()][0]);
    expect(
      await s.gateway.refund({
        charge: paid.id,
        amount: 3001,
        idempotency_key: 'refund-1-2',
        reason: '',
        reverse_transfer: true,
      }),
    ).toMatchObject({ status: 'failed', failure: { error_code: 'amount_too_large' } });
    expect(
      await s.gateway.refund({
        charge: paid.id,
        amount: 3000,
        idempotency_key: 'refund-1-3',
        reason: '',
        reverse_transfer: true,
      }),
    ).toMatchObject({ status: 'succeeded' });
    expect(s.fake.paymentIntents.get(paid.id)).toMatchObject({ amount_refunded: 5000 });
  });
});
