import { randomBytes } from 'node:crypto';
import {
  FAKE_TEST_CARDS,
  FAKE_TEST_NUMBERS,
  invalidRequest,
  luhn,
  missing,
  newId,
  now,
  StripeFail,
  type FakeHandler,
  type FakeStripeState,
  type Params,
} from './fake-stripe-data';
import * as clock from '../src/clock';

// The fake Stripe's customers, SetupIntents and payment methods (a test card's alias, raw card data
// typed for a MOTO payment, attach and detach).

/** A test payment method alias makes a new payment method each time it is used, as Stripe does. */
export const paymentMethodFor = (
  { paymentMethods, behaviourOf }: FakeStripeState,
  id: string,
  param = 'payment_method',
) => {
  const alias = FAKE_TEST_CARDS[id];
  if (alias) {
    const pm = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: alias.brand,
        last4: alias.last4,
        exp_month: 12,
        exp_year: clock.now().getUTCFullYear() + 3,
        country: 'US',
        funding: 'credit',
        checks: { cvc_check: 'pass' },
      },
    };
    paymentMethods.set(pm.id, pm);
    behaviourOf.set(pm.id, alias);
    return pm;
  }
  const pm = paymentMethods.get(id);
  if (!pm) throw missing('PaymentMethod', id, param);
  return pm;
};

export function customerHandlers(state: FakeStripeState): FakeHandler[] {
  const { customers, paymentMethods, setupIntents, behaviourOf } = state;
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      run: (_m, p) => {
        const customer = {
          id: newId('cus'),
          object: 'customer',
          created: now(),
          email: p.email ?? null,
          name: p.name ?? null,
          livemode: false,
          metadata: p.metadata ?? {},
          invoice_settings: { default_payment_method: null },
        };
        customers.set(customer.id, customer);
        return customer;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      run: (m) =>
        customers.get(m[1]) ??
        (() => {
          throw missing('customer', m[1]);
        })(),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/setup_intents$/,
      run: (_m, p) => {
        if (p.customer && !customers.has(String(p.customer))) throw missing('customer', String(p.customer), 'customer');
        const id = newId('seti');
        const intent = {
          id,
          object: 'setup_intent',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          customer: p.customer ?? null,
          status: 'requires_payment_method',
          usage: p.usage ?? 'off_session',
          payment_method: null,
          created: now(),
          livemode: false,
        };
        setupIntents.set(id, intent);
        return intent;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      run: (m, p) => {
        const customer = String(p.customer ?? '');
        if (!customers.has(customer)) throw missing('customer', customer, 'customer');
        const pm = paymentMethodFor(state, m[1], 'payment_method');
        const card = behaviourOf.get(pm.id);
        if (card?.behaviour === 'attach_fail')
          throw new StripeFail(402, { error: { type: 'card_error', code: 'processing_error', message: card.message } });
        if (pm.customer && pm.customer !== customer)
          throw invalidRequest(
            'The payment method you provided has already been attached to a customer.',
            'payment_method_unexpected_state',
          );
        pm.customer = customer;
        return pm;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      run: (m) => {
        const pm = paymentMethods.get(m[1]);
        if (!pm) throw missing('PaymentMethod', m[1]);
        if (!pm.customer)
          throw invalidRequest(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
            'payment_method_unexpected_state',
          );
        pm.customer = null;
        return pm;
      },
    },
    {
      // Raw card data (a MOTO card typed by staff): Stripe keeps brand, last four and expiry on the
      // payment method; the number and CVC are not kept here either.
      method: 'POST',
      pattern: /^\/v1\/payment_methods$/,
      run: (_m, p) => {
        if (p.type !== 'card')
          throw invalidRequest('Only card payment methods are supported here.', 'parameter_invalid', 'type');
        const card = (p.card ?? {}) as Params;
        const number = String(card.number ?? '').replace(/\D/g, '');
        if (!luhn(number))
          throw new StripeFail(402, {
            error: {
              type: 'card_error',
              code: 'incorrect_number',
              param: 'card[number]',
              message: 'Your card number is incorrect.',
            },
          });
        const month = Number(card.exp_month);
        const year = Number(card.exp_year);
        const today = clock.now();
        if (
          !(month >= 1 && month <= 12) ||
          year < today.getUTCFullYear() ||
          (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)
        ) {
          throw new StripeFail(402, {
            error: {
              type: 'card_error',
              code: 'invalid_expiry_year',
              param: 'card[exp_year]',
              message: "Your card's expiration year is invalid.",
            },
          });
        }
        if (!/^\d{3,4}$/.test(String(card.cvc ?? '')))
          throw new StripeFail(402, {
            error: {
              type: 'card_error',
              code: 'invalid_cvc',
              param: 'card[cvc]',
              message: "Your card's security code is invalid.",
            },
          });
        const alias = FAKE_TEST_CARDS[FAKE_TEST_NUMBERS[number] ?? 'pm_card_visa'];
        const brand = number.startsWith('4')
          ? 'visa'
          : /^5[1-5]|^2[2-7]/.test(number)
            ? 'mastercard'
            : /^3[47]/.test(number)
              ? 'amex'
              : 'unknown';
        const pm = {
          id: newId('pm'),
          object: 'payment_method',
          type: 'card',
          created: now(),
          customer: null,
          livemode: false,
          metadata: p.metadata ?? {},
          billing_details: { address: null, email: null, name: null, phone: null },
          card: {
            brand,
            last4: number.slice(-4),
            exp_month: month,
            exp_year: year,
            country: 'US',
            funding: 'credit',
            checks: { cvc_check: 'pass' },
          },
        };
        paymentMethods.set(pm.id, pm);
        behaviourOf.set(
          pm.id,
          FAKE_TEST_NUMBERS[number] ? alias : { brand, last4: number.slice(-4), behaviour: 'approve' },
        );
        return pm;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_methods\/([^/]+)$/,
      run: (m) =>
        paymentMethods.get(m[1]) ??
        (() => {
          throw missing('PaymentMethod', m[1]);
        })(),
    },
  ];
}
