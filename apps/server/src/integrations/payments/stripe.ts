import type Stripe from 'stripe';
import type { Config } from '../../config';
import {
  GatewayRefusal,
  type ChargeRequest,
  type GatewayCard,
  type MotoCard,
  type PaymentGateway,
  type RefundOutcome,
  type RefundRequest,
} from './gateway';
import { brandOf, failureOf, isStripeError, outcomeOfIntent } from './stripe-answers';
import { connectCallbackPath, connectState } from './stripe-connect-state';

// The Stripe face of the payment gateway (docs/payments.md "Stripe"), with the official SDK.
// Payments are destination charges: the PaymentIntent is created on the platform with
// `transfer_data.destination` = the club's connected account, so the club receives the money.
// Every call that moves money (or creates a customer) carries the idempotency key the payments
// area stored before the call. The SDK is loaded on first use: a server without a Stripe key
// never loads it. STRIPE_API_BASE (tests only) points the SDK at another host, such as the
// project's fake Stripe server (test/fake-stripe.ts). Stripe's answers in the gateway's words:
// stripe-answers.ts; the Connect link's signed state: stripe-connect-state.ts.

export type StripeGatewayConfig = Pick<Config, 'publicUrl' | 'stripeConnectClientId'> & {
  stripeSecretKey: string;
  stripePublishableKey?: string;
  /** 'http://127.0.0.1:4010': another API host (tests); unset is api.stripe.com. */
  stripeApiBase?: string;
};

/** SDK options for an API base URL ('http://127.0.0.1:4010' → host, port, protocol). */
export function sdkAddress(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

let sdk: Promise<typeof Stripe> | undefined;
/** The SDK's class, imported once on first use. */
export const loadStripeSdk = () => (sdk ??= import('stripe').then((m) => m.default));

/** A client for the key and address (one per gateway). */
export async function stripeClient(config: { stripeSecretKey: string; stripeApiBase?: string }): Promise<Stripe> {
  const StripeSdk = await loadStripeSdk();
  return new StripeSdk(config.stripeSecretKey, {
    ...sdkAddress(config.stripeApiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Rally' },
  });
}

/**
 * Stripe (STRIPE_SECRET_KEY set). Connect uses OAuth for Standard accounts: the authorisation link
 * carries a signed `state` naming the club administrator, so the callback can trust whom it
 * connects; the callback exchanges the code for the club's account id (`connectAccount`).
 */
export function stripeGateway(config: StripeGatewayConfig): PaymentGateway & {
  /** The callback's code exchanged for the connected account's id (acct_…). */
  connectAccount(code: string): Promise<string>;
  createMotoPaymentMethod(card: MotoCard): Promise<string>;
} {
  let client: Promise<Stripe> | undefined;
  const stripe = () => (client ??= stripeClient(config));
  return {
    name: 'stripe',
    publishableKey: config.stripePublishableKey ?? '',
    async authorizeAccountUrl(admin) {
      if (!config.stripeConnectClientId) throw new Error('Stripe Connect needs STRIPE_CONNECT_CLIENT_ID');
      const url = new URL('https://connect.stripe.com/oauth/authorize');
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', config.stripeConnectClientId);
      url.searchParams.set('scope', 'read_write');
      url.searchParams.set('state', connectState(config.stripeSecretKey, admin));
      url.searchParams.set('redirect_uri', `${config.publicUrl}${connectCallbackPath}`);
      return { url: url.toString() };
    },
    async connectAccount(code) {
      const token = await (await stripe()).oauth.token({ grant_type: 'authorization_code', code });
      if (!token.stripe_user_id) throw new Error('Stripe answered no connected account');
      return token.stripe_user_id;
    },
    async createCustomer(input) {
      const customer = await (
        await stripe()
      ).customers.create(
        { email: input.email || undefined, name: input.name || undefined },
        { idempotencyKey: input.idempotency_key },
      );
      return { id: customer.id };
    },
    async createSetupIntent(customer) {
      const intent = await (
        await stripe()
      ).setupIntents.create({
        customer,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        usage: 'off_session',
      });
      return { id: intent.id, client_secret: intent.client_secret ?? '' };
    },
    async attachPaymentMethod(customer, paymentMethodId): Promise<GatewayCard> {
      let pm: Stripe.PaymentMethod;
      try {
        pm = await (await stripe()).paymentMethods.attach(paymentMethodId, { customer });
      } catch (error) {
        if (isStripeError(error) && (error.type === 'StripeInvalidRequestError' || error.type === 'StripeCardError')) {
          if (error.code === 'resource_missing')
            throw new GatewayRefusal('This card could not be found. Add it again.', 'resource_missing');
          throw new GatewayRefusal(error.message, error.code ?? 'invalid_request');
        }
        throw error;
      }
      if (pm.type !== 'card' || !pm.card) throw new GatewayRefusal('Only cards can be kept on file.', 'not_a_card');
      return {
        payment_method_id: pm.id,
        brand: brandOf(pm.card.brand),
        last4: pm.card.last4,
        exp_month: pm.card.exp_month,
        exp_year: pm.card.exp_year,
        country: pm.card.country ?? '',
      };
    },
    async detachPaymentMethod(paymentMethodId) {
      await (await stripe()).paymentMethods.detach(paymentMethodId);
    },
    async createMotoPaymentMethod(card: MotoCard) {
      // Stripe's mail / telephone order flow: the card details go straight to Stripe (the one
      // place they pass through this server, never stored or logged), which answers a payment
      // method; its charges carry `payment_method_options.card.moto` (see charge). The account
      // must have MOTO (and raw card data) enabled by Stripe: until then Stripe refuses, and the
      // refusal is shown to the member of staff.
      try {
        const pm = await (
          await stripe()
        ).paymentMethods.create({
          type: 'card',
          card: {
            number: card.number.replace(/\D/g, ''),
            exp_month: card.exp_month,
            exp_year: card.exp_year,
            cvc: card.cvc,
          },
          metadata: { moto: 'true' },
        });
        return pm.id;
      } catch (error) {
        if (isStripeError(error) && (error.type === 'StripeCardError' || error.type === 'StripeInvalidRequestError')) {
          throw new GatewayRefusal(error.message, error.code ?? 'card_declined');
        }
        throw error;
      }
    },
    async charge(request: ChargeRequest) {
      const client = await stripe();
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency.toLowerCase(),
            customer: request.customer ?? undefined,
            payment_method: request.payment_method,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            description: request.description || undefined,
            metadata: request.metadata,
            ...(request.connected_account ? { transfer_data: { destination: request.connected_account } } : {}),
            ...(request.moto ? { payment_method_options: { card: { moto: true } } } : {}),
            expand: ['payment_method'],
          },
          { idempotencyKey: request.idempotency_key },
        );
        return outcomeOfIntent(intent);
      } catch (error) {
        return failureOf(error);
      }
    },
    async completeAuthentication(paymentId) {
      // The cardholder completed (or abandoned) the step in the browser with Stripe.js: Stripe knows the outcome.
      const intent = await (await stripe()).paymentIntents.retrieve(paymentId, { expand: ['payment_method'] });
      return outcomeOfIntent(intent);
    },
    async refund(request: RefundRequest): Promise<RefundOutcome> {
      try {
        const refund = await (
          await stripe()
        ).refunds.create(
          {
            payment_intent: request.charge,
            amount: request.amount,
            reason: 'requested_by_customer',
            metadata: request.reason ? { reason: request.reason.slice(0, 500) } : undefined,
            // A destination charge's refund takes the money back from the club's account too.
            ...(request.reverse_transfer ? { reverse_transfer: true } : {}),
          },
          { idempotencyKey: request.idempotency_key },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return {
            status: 'failed',
            id: refund.id,
            failure: {
              failure_reason: refund.failure_reason ?? 'unknown',
              failure_message: 'The refund failed at the card issuer.',
              error_code: refund.failure_reason ?? 'refund_failed',
            },
          };
        }
        return { status: refund.status === 'succeeded' ? 'succeeded' : 'pending', id: refund.id };
      } catch (error) {
        if (isStripeError(error) && error.type === 'StripeInvalidRequestError') {
          return {
            status: 'failed',
            id: null,
            failure: {
              failure_reason: 'unknown',
              failure_message: error.message,
              error_code: error.code ?? 'invalid_request',
            },
          };
        }
        throw error;
      }
    },
  };
}

export type StripePaymentGateway = ReturnType<typeof stripeGateway>;
