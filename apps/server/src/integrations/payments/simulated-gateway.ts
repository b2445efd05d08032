import { randomBytes } from 'node:crypto';
import {
  parseSimulatedPaymentMethod,
  simulatedPaymentMethodId,
  testDecline,
  type CardBrand,
  type SimulatedCard,
} from '@rally/domain';
import * as clock from '../../clock';

import {
  GatewayRefusal,
  REFUND_DECLINED,
  type ChargeOutcome,
  type GatewayConfig,
  type PaymentGateway,
  type RefundOutcome,
} from './gateway';

// The simulated gateway (gateway.ts has the interface; index.ts chooses it when no Stripe key is
// set): test cards, authentication and refunds with no payment provider and no network.

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
