import { describe, expect, it } from 'vitest';
import { GatewayRefusal } from './gateway';
import { account, stripeGatewayTest } from './stripe.test-helpers';
import * as clock from '../../clock';

// The Stripe gateway's mail / telephone order (MOTO) payments against the fake Stripe server: the
// typed card sent once, the MOTO flag, no authentication, Stripe's refusal.

const { s, requestsTo } = stripeGatewayTest();

describe('mail / telephone order (MOTO)', () => {
  const year = clock.now().getUTCFullYear() + 2;
  const moto = (number: string, amount = 4000) =>
    s.gateway.createMotoPaymentMethod({ number, exp_month: 11, exp_year: year, cvc: '123' }).then(async (pm) => {
      await s.gateway.attachPaymentMethod(s.customer, pm);
      return {
        pm,
        outcome: await s.gateway.charge({
          amount,
          currency: 'aud',
          customer: s.customer,
          payment_method: pm,
          description: 'By phone',
          idempotency_key: `club-1-moto-${++s.keys}`,
          connected_account: account,
          moto: true,
        }),
      };
    });

  it('sends the typed card to Stripe once and keeps only brand, last four and expiry', async () => {
    const pm = await s.gateway.createMotoPaymentMethod({
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
    const card = await s.gateway.attachPaymentMethod(s.customer, pm);
    expect(card).toMatchObject({ payment_method_id: pm, brand: 'V', last4: '4242', exp_month: 11, exp_year: year });
    expect(JSON.stringify(s.fake.paymentMethods.get(pm))).not.toMatch(/4242424242424242|"cvc"/);
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
      s.gateway.createMotoPaymentMethod({ number: '4242424242424241', exp_month: 11, exp_year: year, cvc: '123' }),
    ).rejects.toMatchObject({
      name: 'GatewayRefusal',
      message: 'Your card number is incorrect.',
      code: 'incorrect_number',
    });
    await expect(
      s.gateway.createMotoPaymentMethod({ number: '4242424242424242', exp_month: 1, exp_year: 2020, cvc: '123' }),
    ).rejects.toBeInstanceOf(GatewayRefusal);
  });
});
