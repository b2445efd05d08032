import type { CardBrand } from '@rally/domain';
import type { Config } from '../../config';

// The payment integration (ARCHITECTURE.md): a simulated gateway by default (simulated-gateway.ts),
// Stripe when STRIPE_SECRET_KEY is set (stripe.ts; index.ts chooses). One interface: connect a
// club's payment account, keep customers and their cards (brand, last four digits and expiry only:
// card numbers go from the browser to the gateway, never through us), charge, authenticate,
// refund. The payments area (modules/payments) stores an idempotency key before every call that
// moves money and passes it on, so a retried call never moves money twice.

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
