import { cardBrandOf, type CardBrand } from './payment-codes';

// The simulated gateway's test cards (the numbers Stripe uses for the same outcomes), shared by
// the server's simulated gateway and the web's card form in simulated mode. In simulated mode the
// browser turns a card into a payment method id itself, as Stripe.js does, so no card number
// reaches the server: the id carries only the outcome, brand, last four digits and expiry.

export type TestCardOutcome =
  /** Approved and captured. */
  | 'approve'
  /** Declined, with the reason of `decline`. */
  | 'decline'
  /** Requires authentication (3-D Secure); approved once authenticated. */
  | 'authenticate'
  /** Requires authentication; declined after it (insufficient funds). */
  | 'authenticate_decline'
  /** Authorised, but the capture fails. */
  | 'capture_fail'
  /** Approved and captured; a refund of it fails (the issuer refuses it: the card was closed, say). */
  | 'refund_fail';

export type TestCard = {
  number: string;
  outcome: TestCardOutcome;
  label: string;
  decline?: { code: string; message: string };
};

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', outcome: 'approve', label: 'Visa: approved' },
  { number: '5555555555554444', outcome: 'approve', label: 'Mastercard: approved' },
  { number: '378282246310005', outcome: 'approve', label: 'Amex: approved' },
  {
    number: '4000000000000002',
    outcome: 'decline',
    label: 'Declined',
    decline: { code: 'card_declined', message: 'Your card was declined.' },
  },
  {
    number: '4000000000009995',
    outcome: 'decline',
    label: 'Declined: insufficient funds',
    decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  {
    number: '4000000000000069',
    outcome: 'decline',
    label: 'Declined: expired card',
    decline: { code: 'expired_card', message: 'Your card has expired.' },
  },
  {
    number: '4000000000000127',
    outcome: 'decline',
    label: 'Declined: incorrect CVC',
    decline: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  },
  { number: '4000002500003155', outcome: 'authenticate', label: 'Authentication required, then approved' },
  { number: '4000008260003178', outcome: 'authenticate_decline', label: 'Authentication required, then declined' },
  { number: '4000000000000341', outcome: 'capture_fail', label: 'Capture fails' },
  { number: '4000000000005126', outcome: 'refund_fail', label: 'Approved; its refunds fail' },
];

const outcomeCodes: Record<TestCardOutcome, string> = {
  approve: 'ok',
  decline: 'dec',
  authenticate: 'auth',
  authenticate_decline: 'authdec',
  capture_fail: 'capfail',
  refund_fail: 'reffail',
};

/** What a simulated payment method id says about its card. */
export type SimulatedCard = {
  outcome: TestCardOutcome;
  declineCode?: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
};

/**
 * The simulated payment method id of a card: `pm_sim_<outcome>[-<decline code>]_<brand>_<last4>_<MM>_<YYYY>`.
 * A number that is not a test card is approved (any valid number works, as in Stripe's test mode).
 */
export function simulatedPaymentMethodId(card: { number: string; exp_month: number; exp_year: number }): string {
  const number = card.number.replace(/\D/g, '');
  const test = TEST_CARDS.find((c) => c.number === number);
  const outcome = test?.outcome ?? 'approve';
  const code = outcomeCodes[outcome] + (test?.decline ? `-${test.decline.code}` : '');
  return `pm_sim_${code}_${cardBrandOf(number)}_${number.slice(-4)}_${String(card.exp_month).padStart(2, '0')}_${card.exp_year}`;
}

const simulatedId = /^pm_sim_([a-z]+)(?:-([a-z_]+))?_([VMDAJCU])_(\d{4})_(\d{2})_(\d{4})$/;

/** The card a simulated payment method id stands for, or null when it is not one. */
export function parseSimulatedPaymentMethod(id: string): SimulatedCard | null {
  const m = simulatedId.exec(id);
  if (!m) return null;
  const outcome = (Object.entries(outcomeCodes).find(([, code]) => code === m[1])?.[0] ??
    null) as TestCardOutcome | null;
  if (!outcome) return null;
  return {
    outcome,
    declineCode: m[2],
    brand: m[3] as CardBrand,
    last4: m[4],
    exp_month: Number(m[5]),
    exp_year: Number(m[6]),
  };
}

/** The decline of a test card by its code. */
export const testDecline = (code: string | undefined) =>
  TEST_CARDS.find((c) => c.decline?.code === code)?.decline ?? {
    code: 'card_declined',
    message: 'Your card was declined.',
  };
