import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import * as clock from '../src/clock';

// A small fake of Stripe's API for the tests of the Stripe gateway (src/integrations/payments/
// stripe.ts): node:http on 127.0.0.1, an ephemeral port, everything in memory. It speaks the
// SDK's form-encoded requests and answers Stripe's shapes for customers, payment methods,
// setup intents, payment intents (destination charges), refunds and the Connect OAuth token, with
// Stripe's test payment methods (pm_card_visa, pm_card_chargeDeclined,
// pm_card_authenticationRequired, …). POST /_test/payment_intents/{id}/authenticate stands in for
// the cardholder's step in the browser. Every request is kept in `requests` so tests can check the
// idempotency keys and the destination sent.

type Behaviour = 'approve' | 'decline' | 'authenticate' | 'authenticate_decline' | 'attach_fail';
type TestCard = { brand: string; last4: string; behaviour: Behaviour; decline_code?: string; message?: string };

/** Stripe's test payment methods (https://docs.stripe.com/testing) the fake knows. */
export const FAKE_TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'approve' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'approve' },
  pm_card_amex: { brand: 'amex', last4: '8431', behaviour: 'approve' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    behaviour: 'decline',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    behaviour: 'decline',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    behaviour: 'decline',
    decline_code: 'expired_card',
    message: 'Your card has expired.',
  },
  pm_card_chargeCustomerFail: {
    brand: 'visa',
    last4: '0341',
    behaviour: 'decline',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'authenticate' },
  pm_card_authenticationRequiredChargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '3178',
    behaviour: 'authenticate_decline',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_visa_chargeDeclinedProcessingError: {
    brand: 'visa',
    last4: '0119',
    behaviour: 'attach_fail',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** Stripe's test card numbers (raw card data, as a MOTO payment method is made) and the test card each behaves as. */
export const FAKE_TEST_NUMBERS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '378282246310005': 'pm_card_amex',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  '4000000000000069': 'pm_card_chargeDeclinedExpiredCard',
  '4000002500003155': 'pm_card_authenticationRequired',
  '4000008260003178': 'pm_card_authenticationRequiredChargeDeclinedInsufficientFunds',
};

type Obj = Record<string, unknown>;
type Params = { [key: string]: string | Params | Params[] | string[] };
export type FakeRequest = {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | null;
  account: string | null;
};

class StripeFail extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String((body.error as Obj | undefined)?.message ?? 'error'));
  }
}
const invalidRequest = (message: string, code = 'parameter_invalid', param?: string) =>
  new StripeFail(400, { error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) } });
const missing = (what: string, id: string, param = 'id') =>
  invalidRequest(`No such ${what}: '${id}'`, 'resource_missing', param);

/** Stripe's form encoding (a[b]=1&a[c][0]=x) back into objects and arrays. */
export function parseForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p, i) => p !== '' || i === 0);
    let node: Params = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(parts[i + 1]) ? ([] as unknown as Params) : {};
      node = node[part] as Params;
    });
  }
  return root;
}

const luhn = (digits: string) => {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(clock.nowMs() / 1000);

export type FakeStripe = {
  /** http://127.0.0.1:<port>: STRIPE_API_BASE for the SDK. */
  url: string;
  requests: FakeRequest[];
  customers: Map<string, Obj>;
  paymentMethods: Map<string, Obj & { id: string; card: { brand: string; last4: string }; customer: string | null }>;
  paymentIntents: Map<string, Obj>;
  refunds: Map<string, Obj>;
  /** A Connect OAuth code that the token call exchanges for `account`. */
  connectCode(account: string): string;
  close(): Promise<void>;
};

/** Starts the fake on 127.0.0.1 at an ephemeral port. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeRequest[] = [];
  const customers = new Map<string, Obj>();
  const paymentMethods: FakeStripe['paymentMethods'] = new Map();
  const setupIntents = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const codes = new Map<string, string>();
  const idempotent = new Map<string, { path: string; params: string; status: number; body: Obj }>();
  const behaviourOf = new Map<string, TestCard>();

  /** A test payment method alias makes a new payment method each time it is used, as Stripe does. */
  const paymentMethodFor = (id: string, param = 'payment_method') => {
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

  const expanded = (intent: Obj, expand: unknown) => {
    const fields = Array.isArray(expand) ? expand : [];
    const copy = { ...intent };
    if (fields.includes('payment_method') && typeof copy.payment_method === 'string')
      copy.payment_method = paymentMethods.get(copy.payment_method) ?? copy.payment_method;
    return copy;
  };

  const declineOf = (card: TestCard, intent: Obj) => ({
    type: 'card_error',
    code: 'card_declined',
    decline_code: card.decline_code ?? 'generic_decline',
    message: card.message ?? 'Your card was declined.',
    payment_method: paymentMethods.get(String(intent.payment_method)),
    doc_url: 'https://docs.stripe.com/error-codes/card-declined',
  });

  /** Confirms an intent: succeeds, declines (402 with the intent), or waits for authentication (not a MOTO payment: it is out of scope). */
  const confirm = (intent: Obj, moto = false) => {
    const card = behaviourOf.get(String(intent.payment_method)) ?? {
      brand: 'visa',
      last4: '4242',
      behaviour: 'approve' as const,
    };
    // A MOTO payment skips authentication: the issuer answers at once.
    if (card.behaviour === 'decline' || (moto && card.behaviour === 'authenticate_decline')) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = declineOf(card, intent);
      intent.latest_charge = newId('ch');
      throw new StripeFail(402, {
        error: { ...(intent.last_payment_error as Obj), charge: intent.latest_charge, payment_intent: intent },
      });
    }
    if (!moto && (card.behaviour === 'authenticate' || card.behaviour === 'authenticate_decline')) {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      return;
    }
    succeed(intent);
  };
  const succeed = (intent: Obj) => {
    intent.status = 'succeeded';
    intent.next_action = null;
    intent.last_payment_error = null;
    intent.amount_received = intent.amount;
    intent.latest_charge = newId('ch');
  };

  const handlers: {
    method: string;
    pattern: RegExp;
    run: (m: RegExpExecArray, p: Params, req: FakeRequest) => [number, Obj] | Obj;
  }[] = [
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
        const pm = paymentMethodFor(m[1], 'payment_method');
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
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents$/,
      run: (_m, p) => {
        const amount = Number(p.amount);
        if (!Number.isInteger(amount) || amount < 1)
          throw invalidRequest('This value must be greater than or equal to 1.', 'parameter_invalid_integer', 'amount');
        if (!p.currency) throw invalidRequest('Missing required param: currency.', 'parameter_missing', 'currency');
        if (p.customer && !customers.has(String(p.customer))) throw missing('customer', String(p.customer), 'customer');
        const transfer = p.transfer_data as Params | undefined;
        if (transfer && !/^acct_/.test(String(transfer.destination ?? '')))
          throw missing('destination', String(transfer.destination), 'transfer_data[destination]');
        const pm = p.payment_method ? paymentMethodFor(String(p.payment_method)) : null;
        if (pm && p.customer && pm.customer && pm.customer !== p.customer)
          throw invalidRequest(
            'The provided PaymentMethod belongs to another customer.',
            'payment_method_unexpected_state',
            'payment_method',
          );
        const id = newId('pi');
        const intent: Obj = {
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: String(p.currency).toLowerCase(),
          customer: p.customer ?? null,
          payment_method: pm?.id ?? null,
          description: p.description ?? null,
          metadata: p.metadata ?? {},
          created: now(),
          livemode: false,
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          status: pm ? 'requires_confirmation' : 'requires_payment_method',
          transfer_data: transfer
            ? { destination: transfer.destination, ...(transfer.amount ? { amount: Number(transfer.amount) } : {}) }
            : null,
          application_fee_amount: p.application_fee_amount ? Number(p.application_fee_amount) : null,
          last_payment_error: null,
          next_action: null,
          latest_charge: null,
          amount_refunded: 0,
        };
        paymentIntents.set(id, intent);
        if (p.confirm === 'true') {
          if (!pm)
            throw invalidRequest(
              "You cannot confirm this PaymentIntent because it's missing a payment method.",
              'payment_intent_unexpected_state',
            );
          const options = p.payment_method_options as Params | undefined;
          intent.payment_method_options = options ?? {};
          confirm(intent, (options?.card as Params | undefined)?.moto === 'true');
        }
        return expanded(intent, p.expand);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      run: (m, p) => {
        const intent = paymentIntents.get(m[1]);
        if (!intent) throw missing('payment_intent', m[1], 'intent');
        return expanded(intent, p.expand);
      },
    },
    {
      method: 'POST',
      pattern: /^\/_test\/payment_intents\/([^/]+)\/authenticate$/,
      run: (m, p) => {
        const intent = paymentIntents.get(m[1]);
        if (!intent || intent.status !== 'requires_action')
          throw invalidRequest(
            'This PaymentIntent is not waiting for authentication.',
            'payment_intent_unexpected_state',
          );
        const card = behaviourOf.get(String(intent.payment_method));
        if (p.approved !== 'true') {
          intent.status = 'requires_payment_method';
          intent.last_payment_error = {
            type: 'card_error',
            code: 'payment_intent_authentication_failure',
            message:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          };
        } else if (card?.behaviour === 'authenticate_decline') {
          intent.status = 'requires_payment_method';
          intent.last_payment_error = declineOf(card, intent);
        } else {
          succeed(intent);
        }
        return intent;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      run: (_m, p) => {
        const intent = paymentIntents.get(String(p.payment_intent ?? ''));
        if (!intent) throw missing('payment_intent', String(p.payment_intent), 'payment_intent');
        if (intent.status !== 'succeeded')
          throw invalidRequest(
            `This PaymentIntent (${String(intent.id)}) does not have a successful charge to refund.`,
            'charge_not_refundable',
          );
        const left = Number(intent.amount) - Number(intent.amount_refunded);
        if (left <= 0)
          throw invalidRequest(
            `Charge ${String(intent.latest_charge)} has already been refunded.`,
            'charge_already_refunded',
          );
        const amount = p.amount === undefined ? left : Number(p.amount);
        if (amount > left)
          throw invalidRequest(
            `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
            'amount_too_large',
            'amount',
          );
        if (p.reverse_transfer === 'true' && !intent.transfer_data)
          throw invalidRequest(
            'You cannot reverse the transfer of a charge that has no transfer.',
            'parameter_invalid',
            'reverse_transfer',
          );
        intent.amount_refunded = Number(intent.amount_refunded) + amount;
        const refund = {
          id: newId('re'),
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          charge: intent.latest_charge,
          status: 'succeeded',
          reason: p.reason ?? null,
          metadata: p.metadata ?? {},
          created: now(),
          transfer_reversal: p.reverse_transfer === 'true' ? newId('trr') : null,
        };
        refunds.set(refund.id, refund);
        return refund;
      },
    },
    {
      method: 'POST',
      pattern: /^\/oauth\/token$/,
      run: (_m, p) => {
        const account = codes.get(String(p.code ?? ''));
        if (p.grant_type !== 'authorization_code' || !account)
          return [
            400,
            { error: 'invalid_grant', error_description: `Authorization code does not exist: ${String(p.code)}` },
          ];
        codes.delete(String(p.code));
        return {
          access_token: `sk_test_${randomBytes(8).toString('hex')}`,
          livemode: false,
          refresh_token: `rt_${randomBytes(8).toString('hex')}`,
          token_type: 'bearer',
          stripe_publishable_key: 'pk_test_connected',
          stripe_user_id: account,
          scope: 'read_write',
        };
      },
    },
  ];

  const send = (res: ServerResponse, status: number, body: Obj) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const params =
      method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(Buffer.concat(chunks).toString('utf8'));
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    const account = typeof req.headers['stripe-account'] === 'string' ? req.headers['stripe-account'] : null;
    const record: FakeRequest = { method, path: url.pathname, params, idempotencyKey: key, account };
    requests.push(record);
    if (!url.pathname.startsWith('/_test/') && !/^Bearer sk_(test|live)_/.test(req.headers.authorization ?? '')) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    if (key && method === 'POST') {
      const seen = idempotent.get(key);
      if (seen) {
        if (seen.path !== url.pathname)
          return send(res, 400, {
            error: {
              type: 'idempotency_error',
              message: 'Keys for idempotent requests can only be used for the same endpoint they were first used for.',
            },
          });
        // As Stripe: the same key with other parameters is refused, not answered with the first payment.
        if (seen.params !== JSON.stringify(params)) {
          return send(res, 400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
        }
        res.setHeader('idempotent-replayed', 'true');
        return send(res, seen.status, seen.body);
      }
    }
    const handler = handlers.find((h) => h.method === method && h.pattern.test(url.pathname));
    let status = 200;
    let body: Obj;
    if (!handler) {
      status = 404;
      body = {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` },
      };
    } else {
      try {
        const out = handler.run(handler.pattern.exec(url.pathname)!, params, record);
        [status, body] = Array.isArray(out) ? out : [200, out];
      } catch (error) {
        if (!(error instanceof StripeFail)) throw error;
        [status, body] = [error.status, error.body];
      }
    }
    // Stripe keeps the answer of a key (errors of the card too) and answers it again.
    if (key && method === 'POST' && status !== 401 && status < 500)
      idempotent.set(key, {
        path: url.pathname,
        params: JSON.stringify(params),
        status,
        body: JSON.parse(JSON.stringify(body)) as Obj,
      });
    send(res, status, body);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    paymentMethods,
    paymentIntents,
    refunds,
    connectCode(acct) {
      const code = `ac_${randomBytes(10).toString('hex')}`;
      codes.set(code, acct);
      return code;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
