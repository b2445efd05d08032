import { randomBytes } from 'node:crypto';
import {
  invalidRequest,
  missing,
  newId,
  now,
  StripeFail,
  type FakeHandler,
  type FakeStripeState,
  type Obj,
  type Params,
  type TestCard,
} from './fake-stripe-data';
import { paymentMethodFor } from './fake-stripe-customers';

// The fake Stripe's PaymentIntents (destination charges, confirmation by the test card's behaviour,
// the cardholder's authentication step at POST /_test/payment_intents/{id}/authenticate), refunds
// and Connect's OAuth token exchange.

export function paymentHandlers(state: FakeStripeState): FakeHandler[] {
  const { customers, paymentMethods, paymentIntents, refunds, codes, behaviourOf } = state;

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

  return [
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
        const pm = p.payment_method ? paymentMethodFor(state, String(p.payment_method)) : null;
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
}
