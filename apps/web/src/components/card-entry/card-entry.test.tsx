import { fireEvent, screen } from '@testing-library/react';
import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { AuthenticationStep, CardEntry, cardFormKind } from './card-entry';

// Which card form renders for which server configuration. Stripe.js cannot load here (no
// network, and it must come from js.stripe.com), so Stripe's packages are stand-ins that record
// what they were given: the switch loads them only with a Stripe key.

const loadStripe = vi.fn((key: string) => Promise.resolve({ key }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div data-testid="stripe-elements">{children}</div>,
  CardElement: ({ id }: { id: string }) => <div id={id} data-testid="stripe-card-iframe" />,
  useStripe: () => null,
  useElements: () => null,
}));

const simulatedFields = <TextInput label="Card number" />;

describe('cardFormKind', () => {
  it('is the simulated form by default, Stripe only with a Stripe key, nothing while the key loads', () => {
    expect(cardFormKind(undefined)).toBe('loading');
    expect(cardFormKind({ key: 'pk_simulated', gateway: 'simulated' })).toBe('simulated');
    expect(cardFormKind({ key: 'pk_test_123', gateway: 'stripe' })).toBe('stripe');
    expect(cardFormKind({ key: '', gateway: 'stripe' })).toBe('simulated');
  });
});

describe('CardEntry', () => {
  beforeEach(() => loadStripe.mockClear());

  it('shows the simulated fields and never loads Stripe with the simulated gateway', async () => {
    renderWithTheme(
      <CardEntry
        gateway={{ key: 'pk_simulated', gateway: 'simulated' }}
        simulated={simulatedFields}
        onStripeReady={() => {}}
      />,
    );
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByTestId('stripe-card-element')).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it("shows Stripe's card field (loaded lazily with the publishable key) instead of the simulated fields with Stripe", async () => {
    const ready = vi.fn();
    renderWithTheme(
      <CardEntry
        gateway={{ key: 'pk_test_123', gateway: 'stripe' }}
        simulated={simulatedFields}
        onStripeReady={ready}
        label="Card"
      />,
    );
    expect(await screen.findByTestId('stripe-card-element')).toBeTruthy();
    expect(screen.getByTestId('stripe-card-iframe')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.getByText(/goes straight to Stripe/)).toBeTruthy();
    // Stripe.js is not ready (the stand-in's useStripe is null): no API is handed to the form.
    expect(ready).toHaveBeenLastCalledWith(null);
  });

  it('shows a placeholder while the key loads', () => {
    renderWithTheme(<CardEntry gateway={undefined} simulated={simulatedFields} onStripeReady={() => {}} />);
    expect(screen.getByLabelText('Loading the card form')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});

describe('AuthenticationStep', () => {
  it("with the simulated gateway, the cardholder's answer is one of two buttons", () => {
    const done = vi.fn();
    renderWithTheme(
      <AuthenticationStep
        gateway={{ key: 'pk_simulated', gateway: 'simulated' }}
        clientSecret="pi_sim_x_secret_simulated"
        amount="$20.00"
        busy={false}
        onDone={done}
      />,
    );
    expect(screen.getByText(/asks the cardholder to confirm this payment/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cardholder confirmed' }));
    expect(done).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cardholder could not confirm' }));
    expect(done).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('button', { name: "Open the bank's check" })).toBeNull();
  });

  it("with Stripe, opens Stripe.js's check on the client secret, then asks for the outcome", async () => {
    const handleNextAction = vi.fn(() => Promise.resolve({}));
    loadStripe.mockImplementationOnce(() => Promise.resolve({ key: 'pk_test_9', handleNextAction } as never));
    const done = vi.fn();
    renderWithTheme(
      <AuthenticationStep
        gateway={{ key: 'pk_test_9', gateway: 'stripe' }}
        clientSecret="pi_1_secret_2"
        amount="$20.00"
        busy={false}
        onDone={done}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cardholder confirmed' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Open the bank's check" }));
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith(true));
    expect(loadStripe).toHaveBeenCalledWith('pk_test_9');
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
  });
});
