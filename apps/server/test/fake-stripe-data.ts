import { randomBytes } from 'node:crypto';
import * as clock from '../src/clock';

// What the fake Stripe server (fake-stripe.ts) is made of: Stripe's test cards and numbers, the
// shapes of its requests and errors, its form encoding, and the in-memory state its handlers
// (fake-stripe-customers.ts, fake-stripe-payments.ts) share.

type Behaviour = 'approve' | 'decline' | 'authenticate' | 'authenticate_decline' | 'attach_fail';
export type TestCard = { brand: string; last4: string; behaviour: Behaviour; decline_code?: string; message?: string };

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

export type Obj = Record<string, unknown>;
export type Params = { [key: string]: string | Params | Params[] | string[] };
export type FakeRequest = {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | null;
  account: string | null;
};
export type FakePaymentMethod = Obj & { id: string; card: { brand: string; last4: string }; customer: string | null };

/** One route of the fake: answers an object (200) or [status, object], or throws a StripeFail. */
export type FakeHandler = {
  method: string;
  pattern: RegExp;
  run: (m: RegExpExecArray, p: Params, req: FakeRequest) => [number, Obj] | Obj;
};

export class StripeFail extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String((body.error as Obj | undefined)?.message ?? 'error'));
  }
}
export const invalidRequest = (message: string, code = 'parameter_invalid', param?: string) =>
  new StripeFail(400, { error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) } });
export const missing = (what: string, id: string, param = 'id') =>
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

export const luhn = (digits: string) => {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(clock.nowMs() / 1000);

/** Everything the fake holds, in memory, for one server. */
export function newFakeStripeState() {
  const requests: FakeRequest[] = [];
  const customers = new Map<string, Obj>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  const setupIntents = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const codes = new Map<string, string>();
  const idempotent = new Map<string, { path: string; params: string; status: number; body: Obj }>();
  const behaviourOf = new Map<string, TestCard>();
  return { requests, customers, paymentMethods, setupIntents, paymentIntents, refunds, codes, idempotent, behaviourOf };
}
export type FakeStripeState = ReturnType<typeof newFakeStripeState>;
