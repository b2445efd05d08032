import type Stripe from 'stripe';
import type { CardBrand } from '@rally/domain';
import type { ChargeOutcome } from './gateway';

// Stripe's answers in the gateway's words (stripe.ts): card brands as the project's codes, a
// PaymentIntent as a charge's outcome, and a card or request error as a failed one.

/** Stripe's card brands as the project's one-letter codes. */
const brands: Record<string, CardBrand> = {
  visa: 'V',
  mastercard: 'M',
  amex: 'A',
  american_express: 'A',
  discover: 'C',
  diners: 'D',
  diners_club: 'D',
  jcb: 'J',
  unionpay: 'U',
};
export const brandOf = (brand: string | null | undefined): CardBrand => brands[(brand ?? '').toLowerCase()] ?? 'V';

export const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  typeof error === 'object' &&
  error !== null &&
  'type' in error &&
  typeof (error as { type: unknown }).type === 'string' &&
  (error as { type: string }).type.startsWith('Stripe');

const cardOf = (pm: Stripe.PaymentMethod | string | null | undefined) =>
  pm && typeof pm === 'object' && pm.card
    ? { brand: brandOf(pm.card.brand), last4: pm.card.last4, exp_month: pm.card.exp_month, exp_year: pm.card.exp_year }
    : null;

/** A failure's code: the specific decline reason (insufficient_funds…), else Stripe's error code (card_declined), as the simulated gateway answers. */
const codeOf = (declineCode: string | null | undefined, code: string | null | undefined) =>
  declineCode && declineCode !== 'generic_decline' ? declineCode : (code ?? 'card_declined');

/** A PaymentIntent as the gateway's outcome. */
export function outcomeOfIntent(intent: Stripe.PaymentIntent): ChargeOutcome {
  switch (intent.status) {
    case 'succeeded': {
      const destination = intent.transfer_data?.destination;
      const account = typeof destination === 'string' ? destination : (destination?.id ?? null);
      return {
        status: 'succeeded',
        id: intent.id,
        card: cardOf(intent.payment_method),
        receiver_account: account,
        destination_amount: account
          ? (intent.transfer_data?.amount ?? intent.amount - (intent.application_fee_amount ?? 0))
          : null,
      };
    }
    case 'requires_action':
    case 'requires_confirmation':
    case 'processing':
      return { status: 'requires_action', id: intent.id, client_secret: intent.client_secret ?? '' };
    default: {
      const error = intent.last_payment_error;
      return {
        status: 'failed',
        id: intent.id,
        failure: error
          ? {
              code: codeOf(error.decline_code, error.code),
              message: error.message ?? 'Your card was declined.',
              type: error.type ?? 'card_error',
            }
          : intent.status === 'canceled'
            ? { code: 'payment_intent_canceled', message: 'The payment was cancelled.', type: 'invalid_request_error' }
            : {
                code: 'payment_intent_authentication_failure',
                message: 'The card could not be authenticated.',
                type: 'card_error',
              },
      };
    }
  }
}

/** A card or request error of a charge as a failed outcome; anything else (network, server) is thrown: the payment's outcome is unknown. */
export function failureOf(error: unknown): ChargeOutcome {
  if (isStripeError(error) && (error.type === 'StripeCardError' || error.type === 'StripeInvalidRequestError')) {
    return {
      status: 'failed',
      id: error.payment_intent?.id ?? null,
      failure: {
        code: codeOf(error.decline_code, error.code),
        message: error.message,
        type: error.rawType ?? (error.type === 'StripeCardError' ? 'card_error' : 'invalid_request_error'),
      },
    };
  }
  throw error;
}
