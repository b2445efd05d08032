import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';

// Which card form the browser shows, by the server's gateway (GET /api/stripe_key/): the
// simulated one (the default: the browser turns the card into a simulated payment method id, as
// Stripe.js would), or Stripe Elements when the server is configured with Stripe. Stripe's code
// is a lazy chunk (stripe-card.tsx) loaded only then. docs/payments.md "The card form in the browser".

export type GatewayInfo = { key: string; gateway: 'simulated' | 'stripe' };

/** What the Stripe card field offers its form once Stripe.js is ready. */
export type StripeCardApi = {
  /** A payment method for a one-off charge (a card typed at the till for a member). */
  createPaymentMethod(): Promise<string>;
  /** Confirms a SetupIntent (create_new_intent/) with the card: the saved payment method's id. */
  confirmSetup(clientSecret: string): Promise<string>;
};

/** The form for a gateway: nothing yet while the key loads. */
export const cardFormKind = (gateway: GatewayInfo | undefined): 'loading' | 'simulated' | 'stripe' =>
  !gateway ? 'loading' : gateway.gateway === 'stripe' && gateway.key ? 'stripe' : 'simulated';

const StripeCard = lazy(() => import('./stripe-card'));

/**
 * The card entry: `simulated` (the form's own fields) with the simulated gateway, Stripe's secure
 * card field with Stripe (its API is handed to `onStripeReady` once Stripe.js has loaded).
 */
export function CardEntry({
  gateway,
  simulated,
  onStripeReady,
  label = 'Card',
}: {
  gateway: GatewayInfo | undefined;
  simulated: ReactNode;
  onStripeReady: (api: StripeCardApi | null) => void;
  label?: string;
}) {
  const kind = cardFormKind(gateway);
  if (kind === 'loading') return <Skeleton h={60} radius="sm" aria-label="Loading the card form" />;
  if (kind === 'simulated') return <>{simulated}</>;
  return (
    <Suspense fallback={<Skeleton h={60} radius="sm" aria-label="Loading the secure card form" />}>
      <StripeCard publishableKey={gateway!.key} label={label} onReady={onStripeReady} />
    </Suspense>
  );
}

/**
 * The cardholder's authentication step of a payment in status A (3-D Secure). With Stripe,
 * Stripe.js shows the bank's check on the payment's client secret; with the simulated gateway the
 * cardholder's answer is a choice of two buttons. Either way `onDone` then asks the server for the
 * outcome (Stripe's is read back from the payment, whatever `approved` says).
 */
export function AuthenticationStep({
  gateway,
  clientSecret,
  amount,
  busy,
  onDone,
}: {
  gateway: GatewayInfo | undefined;
  clientSecret: string;
  amount: string;
  busy: boolean;
  onDone: (approved: boolean) => void | Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const stripe = cardFormKind(gateway) === 'stripe';
  const openCheck = async () => {
    setError(null);
    setOpening(true);
    try {
      const { handleNextAction } = await import('./stripe-card');
      await handleNextAction(gateway!.key, clientSecret);
      await onDone(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The check could not be opened.');
    } finally {
      setOpening(false);
    }
  };
  return (
    <Stack gap="md" data-testid="authentication-step">
      <Alert
        color="blue"
        icon={<IconShieldLock size={20} aria-hidden />}
        title="The card's bank asks the cardholder to confirm this payment"
      >
        <Text size="sm">
          The payment of {amount} waits for the cardholder to confirm it with their bank (3-D Secure).{' '}
          {stripe
            ? 'Open the check and let the cardholder complete it on this screen.'
            : "Test mode: the two buttons stand in for the bank's check on the cardholder's phone."}
        </Text>
      </Alert>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        {stripe ? (
          <Button onClick={openCheck} loading={opening || busy}>
            Open the bank's check
          </Button>
        ) : (
          <>
            <Button variant="default" color="red" onClick={() => onDone(false)} disabled={busy}>
              Cardholder could not confirm
            </Button>
            <Button onClick={() => onDone(true)} loading={busy}>
              Cardholder confirmed
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
