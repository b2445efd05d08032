import { Input, Paper, Text } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useId, useState } from 'react';
import type { StripeCardApi } from './card-entry';

// Stripe Elements, in its own lazy chunk: it is imported only when the server's gateway is Stripe
// (GET /api/stripe_key/ says `gateway: 'stripe'`), so the simulated default never loads it and no
// request goes to Stripe. The card number and CVC are typed into Stripe's own iframe: they go from
// the browser to Stripe and never reach Rally's code or server.

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js for a publishable key, loaded once (it injects https://js.stripe.com/… on first use). */
export const stripeFor = (publishableKey: string) => {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
};

const unavailable = 'The secure card form could not be loaded. Check the connection and try again.';

/** The cardholder's authentication step of a payment (3-D Secure) with Stripe.js, on the payment's client secret. */
export async function handleNextAction(publishableKey: string, clientSecret: string): Promise<void> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) throw new Error(unavailable);
  const { error } = await stripe.handleNextAction({ clientSecret });
  // A failed or abandoned step is not an error here: the server reads the payment's outcome back.
  if (error && error.type !== 'card_error' && error.type !== 'invalid_request_error')
    throw new Error(error.message ?? unavailable);
}

function StripeCardInput({ label, onReady }: { label: string; onReady: (api: StripeCardApi | null) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  useEffect(() => {
    if (!stripe || !elements) return onReady(null);
    const card = () => {
      const element = elements.getElement(CardElement);
      if (!element) throw new Error(unavailable);
      return element;
    };
    onReady({
      async createPaymentMethod() {
        const { paymentMethod, error: failed } = await stripe.createPaymentMethod({ type: 'card', card: card() });
        if (failed || !paymentMethod) throw new Error(failed?.message ?? 'This card could not be used.');
        return paymentMethod.id;
      },
      async confirmSetup(clientSecret) {
        const { setupIntent, error: failed } = await stripe.confirmCardSetup(clientSecret, {
          payment_method: { card: card() },
        });
        const pm = setupIntent?.payment_method;
        if (failed || !pm) throw new Error(failed?.message ?? 'This card could not be saved.');
        return typeof pm === 'string' ? pm : pm.id;
      },
    });
    return () => onReady(null);
  }, [stripe, elements, onReady]);
  return (
    <Input.Wrapper label={label} required error={error} id={id}>
      <Paper withBorder radius="sm" px="sm" py={10} data-testid="stripe-card-element">
        <CardElement
          id={id}
          options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }}
          onChange={(e) => setError(e.error?.message ?? null)}
        />
      </Paper>
    </Input.Wrapper>
  );
}

/** Stripe's card field (number, expiry, CVC in one secure iframe) for a publishable key. */
export default function StripeCard({
  publishableKey,
  label,
  onReady,
}: {
  publishableKey: string;
  label: string;
  onReady: (api: StripeCardApi | null) => void;
}) {
  return (
    <>
      <Elements stripe={stripeFor(publishableKey)}>
        <StripeCardInput label={label} onReady={onReady} />
      </Elements>
      <Text size="xs" c="dimmed">
        The card goes straight to Stripe: Rally keeps only its brand, last four digits and expiry.
      </Text>
    </>
  );
}
