import { randomBytes } from 'node:crypto';
import {
  parseSimulatedPaymentMethod,
  simulatedPaymentMethodId,
  testDecline,
  type CardBrand,
  type SimulatedCard,
} from '@rally/domain';
import type { Config } from '../../config';
import * as clock from '../../clock';

// The payment integration (ARCHITECTURE.md): a simulated gateway by default, Stripe when
// STRIPE_SECRET_KEY is set (stripe.ts; index.ts chooses). One interface: connect a club's payment account, keep
// customers and their cards (brand, last four digits and expiry only: card numbers go from the
// browser to the gateway, never through us), charge, authenticate, refund. The payments area
// (modules/payments) stores an idempotency key before every call that moves money and passes it
// on, so a retried call never moves money twice.

/** The administrator record the account is connected through (spec 2 §4: "per club admin"). */
export type ClubAdminRef = { id: number; club_id: number; player_id: number };

/**
 * Where to send the administrator to authorise the club's payment account. `connectedAccount`
 * is set when the gateway connects at once (the simulated one): the caller stores it on the club.
 */
export type AccountAuthorization = { url: string; connectedAccount?: string };

/** A card on file as the gateway describes it: never its number or CVC. */
export type GatewayCard = {
  payment_method_id: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  country: string;
};

/** Why a charge failed (spec 2 §8: code, message, type). */
export type GatewayFailure = { code: string; message: string; type: string };

export type ChargeRequest = {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string;
  description: string;
  /** Stored by the caller before the call; the gateway moves money once per key. */
  idempotency_key: string;
  /** The club's connected account that receives the money (destination charge), if it has one. */
  connected_account: string | null;
  metadata?: Record<string, string>;
  /**
   * A card taken by mail or telephone order (createMotoPaymentMethod): the cardholder is not there
   * to authenticate, so the payment is flagged MOTO (Stripe's `payment_method_options.card.moto`),
   * which is out of scope of strong customer authentication.
   */
  moto?: boolean;
};

/** A card read out by phone or written on a mail order: it goes to the gateway once and is dropped. */
export type MotoCard = { number: string; exp_month: number; exp_year: number; cvc: string };

export type ChargeOutcome =
  | {
      status: 'succeeded';
      id: string;
      card: Omit<GatewayCard, 'payment_method_id' | 'country'> | null;
      receiver_account: string | null;
      destination_amount: number | null;
    }
  | { status: 'requires_action'; id: string; client_secret: string }
  | { status: 'failed'; id: string | null; failure: GatewayFailure };

export type RefundRequest = {
  charge: string;
  amount: number;
  idempotency_key: string;
  reason: string;
  /** The payment was a destination charge: take the money back from the club's connected account too. */
  reverse_transfer?: boolean;
};
export type RefundOutcome =
  | { status: 'succeeded' | 'pending'; id: string }
  | {
      status: 'failed';
      id: string | null;
      failure: { failure_reason: string; failure_message: string; error_code: string };
    };

/** A refund the card's issuer refused (Stripe's refund failure_reason 'declined'): the sentence shown to staff. */
export const REFUND_DECLINED = {
  failure_reason: 'declined',
  failure_message:
    "The card's bank refused the refund (the card may be closed or cancelled). Nothing was refunded: give the money back another way, such as cash or a cheque.",
  error_code: 'refund_declined',
};

/** A gateway call refused for a reason the person can act on (a bad payment method id). */
export class GatewayRefusal extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'GatewayRefusal';
  }
}

export type PaymentGateway = {
  readonly name: 'simulated' | 'stripe';
  /** The key the browser uses (Stripe's publishable key; 'pk_simulated' for the simulated gateway). */
  readonly publishableKey: string;
  authorizeAccountUrl(clubAdmin: ClubAdminRef): Promise<AccountAuthorization>;
  createCustomer(input: { email: string; name: string; idempotency_key: string }): Promise<{ id: string }>;
  /** A SetupIntent: the browser confirms the card with its client secret. */
  createSetupIntent(customer: string): Promise<{ id: string; client_secret: string }>;
  /** Attaches a payment method to the customer and describes its card; GatewayRefusal when it is no card. */
  attachPaymentMethod(customer: string, paymentMethodId: string): Promise<GatewayCard>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** Creates and confirms a payment; declines are outcomes, not errors. */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** After the cardholder's authentication step: the payment's final outcome. `approved` is read only by the simulated gateway. */
  completeAuthentication(paymentId: string, approved: boolean): Promise<ChargeOutcome>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /**
   * Mail / telephone order: the card details a member of staff typed go to the gateway, which
   * answers a payment method id (charged with `moto: true`). GatewayRefusal when the card is refused.
   */
  createMotoPaymentMethod?(card: MotoCard): Promise<string>;
  /** Stripe Connect's callback: the authorisation code exchanged for the connected account's id (acct_…). Absent where accounts connect at once. */
  connectAccount?(code: string): Promise<string>;
};

export type GatewayConfig = Pick<Config, 'publicUrl' | 'stripeSecretKey' | 'stripeConnectClientId'> &
  Partial<Pick<Config, 'stripePublishableKey'>>;

/** The dashboard screen the administrator comes back to (the club's Subscription tab). */
const returnUrl = (publicUrl: string, clubId: number, stripe: string) =>
  `${publicUrl}/clubs/dashboard/club-info?clubId=${clubId}&tab=subscription&stripe=${stripe}`;

const simulatedIntent = /^pi_sim_(auth|authdec)_([VMDAJCU])_(\d{4})_(\d{2})_(\d{4})_(\d+)_([a-z0-9_]+)_[0-9a-f]+$/;

/**
 * No payment provider: the account counts as connected at once, and the link leads back to the
 * dashboard. Cards are the test cards of @rally/domain (test-cards.ts): their payment method ids
 * carry the outcome, so the gateway keeps no state but its idempotency memory (a key asked again
 * answers what it answered the first time, as Stripe does for 24 hours).
 */
export function simulatedGateway(config: GatewayConfig): PaymentGateway {
  const answered = new Map<string, unknown>();
  const once = async <T>(key: string, make: () => T): Promise<T> => {
    if (!answered.has(key)) answered.set(key, make());
    return answered.get(key) as T;
  };
  const id = (prefix: string) => `${prefix}_sim_${randomBytes(8).toString('hex')}`;
  const cardOf = (paymentMethodId: string) => {
    const card = parseSimulatedPaymentMethod(paymentMethodId);
    if (!card) throw new GatewayRefusal('This card could not be found. Add it again.', 'resource_missing');
    return card;
  };
  const succeeded = (
    card: { brand: CardBrand; last4: string; exp_month: number; exp_year: number },
    request: { amount: number; connected_account: string | null },
  ): ChargeOutcome => ({
    status: 'succeeded',
    id: id('pi'),
    card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year },
    receiver_account: request.connected_account,
    destination_amount: request.connected_account ? request.amount : null,
  });
  /** The intent id carries what the authentication step needs, so no state is kept. */
  const requiresAction = (
    card: SimulatedCard,
    request: { amount: number; connected_account: string | null },
  ): ChargeOutcome => {
    const code = card.outcome === 'authenticate' ? 'auth' : 'authdec';
    const account = (request.connected_account ?? 'none').toLowerCase().replace(/[^a-z0-9_]/g, '');
    const intent = `pi_sim_${code}_${card.brand}_${card.last4}_${String(card.exp_month).padStart(2, '0')}_${card.exp_year}_${request.amount}_${account}_${randomBytes(6).toString('hex')}`;
    return { status: 'requires_action', id: intent, client_secret: `${intent}_secret_simulated` };
  };
  return {
    name: 'simulated',
    publishableKey: 'pk_simulated',
    async authorizeAccountUrl(admin) {
      return {
        url: returnUrl(config.publicUrl, admin.club_id, 'simulated-connected'),
        connectedAccount: `acct_simulated_${admin.club_id}`,
      };
    },
    createCustomer: (input) => once(`customer:${input.idempotency_key}`, () => ({ id: id('cus') })),
    async createSetupIntent() {
      const setup = id('seti');
      return { id: setup, client_secret: `${setup}_secret_simulated` };
    },
    async attachPaymentMethod(_customer, paymentMethodId) {
      const card = cardOf(paymentMethodId);
      const now = clock.now();
      if (
        card.exp_year < now.getUTCFullYear() ||
        (card.exp_year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1)
      ) {
        throw new GatewayRefusal('Your card has expired.', 'expired_card');
      }
      return {
        payment_method_id: paymentMethodId,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        country: 'AU',
      };
    },
    async detachPaymentMethod() {},
    // The card becomes a simulated payment method id, as it does in the browser; number and CVC are dropped.
    async createMotoPaymentMethod(card) {
      return simulatedPaymentMethodId(card);
    },
    charge: (request) =>
      once(`charge:${request.idempotency_key}`, (): ChargeOutcome => {
        const card = parseSimulatedPaymentMethod(request.payment_method);
        if (!card)
          return {
            status: 'failed',
            id: null,
            failure: {
              code: 'resource_missing',
              message: 'This card could not be found. Add it again.',
              type: 'invalid_request_error',
            },
          };
        switch (card.outcome) {
          case 'approve':
            return succeeded(card, request);
          case 'decline': {
            const decline = testDecline(card.declineCode);
            return {
              status: 'failed',
              id: id('pi'),
              failure: { code: decline.code, message: decline.message, type: 'card_error' },
            };
          }
          case 'authenticate':
          case 'authenticate_decline':
            // A mail or telephone order is out of scope of authentication (as with Stripe): the issuer answers at once.
            if (request.moto)
              return card.outcome === 'authenticate'
                ? succeeded(card, request)
                : {
                    status: 'failed',
                    id: id('pi'),
                    failure: {
                      code: 'insufficient_funds',
                      message: 'Your card has insufficient funds.',
                      type: 'card_error',
                    },
                  };
            return requiresAction(card, request);
          case 'capture_fail':
            return {
              status: 'failed',
              id: id('pi'),
              failure: {
                code: 'capture_failed',
                message: 'The payment was authorised but could not be captured.',
                type: 'api_error',
              },
            };
          case 'refund_fail':
            // Approved; the payment id says that its refunds fail (no state is kept).
            return { ...succeeded(card, request), id: `pi_sim_reffail_${randomBytes(8).toString('hex')}` };
        }
      }),
    completeAuthentication: (paymentId, approved) =>
      once(`authenticate:${paymentId}`, (): ChargeOutcome => {
        const m = simulatedIntent.exec(paymentId);
        if (!m)
          return {
            status: 'failed',
            id: paymentId,
            failure: {
              code: 'payment_intent_unexpected_state',
              message: 'This payment is not waiting for authentication.',
              type: 'invalid_request_error',
            },
          };
        if (!approved)
          return {
            status: 'failed',
            id: paymentId,
            failure: {
              code: 'payment_intent_authentication_failure',
              message: 'The card could not be authenticated.',
              type: 'card_error',
            },
          };
        if (m[1] === 'authdec')
          return {
            status: 'failed',
            id: paymentId,
            failure: { code: 'insufficient_funds', message: 'Your card has insufficient funds.', type: 'card_error' },
          };
        const account = m[7] === 'none' ? null : m[7];
        return {
          ...succeeded(
            { brand: m[2] as CardBrand, last4: m[3], exp_month: Number(m[4]), exp_year: Number(m[5]) },
            { amount: Number(m[6]), connected_account: account },
          ),
          id: paymentId,
        };
      }),
    refund: (request) =>
      once(`refund:${request.idempotency_key}`, (): RefundOutcome => {
        if (!request.charge.startsWith('pi_sim_'))
          return {
            status: 'failed',
            id: null,
            failure: { failure_reason: 'unknown', failure_message: 'No such payment.', error_code: 'resource_missing' },
          };
        // A card whose refunds fail (test card 4000 0000 0000 5126): the issuer refuses to take the money back, as a closed card's would.
        if (request.charge.startsWith('pi_sim_reffail_'))
          return { status: 'failed', id: id('re'), failure: REFUND_DECLINED };
        return { status: 'succeeded', id: id('re') };
      }),
  };
}
