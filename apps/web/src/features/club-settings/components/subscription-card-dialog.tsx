import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cardFormSchema, luhnValid, paymentsContract, simulatedPaymentMethodId, TEST_CARDS } from '@rally/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CardEntry, cardFormKind, type StripeCardApi } from '../../../components/card-entry/card-entry';
import { zodFormResolver } from '../../../components/form-helpers';
import { PopupModal } from '../../../components/popup-modal';
import { call, queryOf } from '../../../lib/endpoint';

// Pay the club's subscription with a card typed now (issue 27: a new club's AGENT with no card on
// file could not pay). The card is kept on file first (the simulated gateway's form, or Stripe's
// secure field confirmed on a SetupIntent), so the renewals charge it too; then `onCard` pays with
// it. A decline is shown here and the dialog stays, for another card.

type CardValues = { number: string; exp_month: string; exp_year: string; cvc: string };

/** The caller's cards on file (GET /api/stripecustomer/): the billing card asks for one when there is none. */
export const useMyCards = () => useQuery(queryOf(paymentsContract.customer));

export function SubscriptionCardDialog({
  amount,
  onCard,
  onClose,
}: {
  /** What is charged, for the button: '39.00 AUD'. */
  amount: string | null;
  /** Pays with the kept card's payment method id; throws the refusal (a decline) to show here. */
  onCard: (paymentMethodId: string) => Promise<void>;
  onClose: () => void;
}) {
  const customer = useMyCards();
  const gateway = useQuery({ ...queryOf(paymentsContract.stripeKey), staleTime: Infinity });
  const [stripeCard, setStripeCard] = useState<StripeCardApi | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CardValues>({
    initialValues: { number: '', exp_month: '', exp_year: '', cvc: '' },
    validate: (values) => {
      const errors = zodFormResolver(cardFormSchema)(values);
      if (!errors.number && !luhnValid(values.number)) errors.number = 'This card number is not valid';
      return errors;
    },
  });
  const stripe = cardFormKind(gateway.data) === 'stripe';

  const payWith = async (paymentMethodOf: (customerId: number) => Promise<string>) => {
    if (!customer.data) return;
    setBusy(true);
    setError(null);
    try {
      const pm = await paymentMethodOf(customer.data.id);
      await call(paymentsContract.addPaymentMethod, {
        params: { id: customer.data.id },
        body: { payment_method_id: pm, make_default: true },
      });
      await customer.refetch();
      await onCard(pm);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The payment did not go through.');
    } finally {
      setBusy(false);
    }
  };
  const submit = stripe
    ? (event: FormEvent) => {
        event.preventDefault();
        if (!stripeCard) return setError('The secure card form is still loading. Try again in a moment.');
        void payWith(async (id) =>
          stripeCard.confirmSetup((await call(paymentsContract.newIntent, { params: { id } })).client_secret),
        );
      }
    : form.onSubmit((values) =>
        payWith(async () =>
          simulatedPaymentMethodId({
            number: values.number,
            exp_month: Number(values.exp_month),
            exp_year: Number(values.exp_year),
          }),
        ),
      );

  const simulatedFields = (
    <>
      <TextInput
        label="Card number"
        required
        inputMode="numeric"
        autoComplete="cc-number"
        {...form.getInputProps('number')}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Expiry month"
          required
          inputMode="numeric"
          placeholder="MM"
          autoComplete="cc-exp-month"
          {...form.getInputProps('exp_month')}
        />
        <TextInput
          label="Expiry year"
          required
          inputMode="numeric"
          placeholder="YYYY"
          autoComplete="cc-exp-year"
          {...form.getInputProps('exp_year')}
        />
        <TextInput label="CVC" required inputMode="numeric" autoComplete="cc-csc" {...form.getInputProps('cvc')} />
      </Group>
      <Text size="xs" c="dimmed">
        Test mode: no real card is charged. Try {TEST_CARDS[0].number} (approved) or {TEST_CARDS[3].number} (declined).
      </Text>
    </>
  );

  return (
    <PopupModal opened onClose={busy ? () => {} : onClose} title={<Text fw={700}>Pay the subscription by card</Text>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            You have no card on file. The card you enter is kept on file, charged {amount ?? 'the price of the package'}{' '}
            now, and pays the renewals from then on.
          </Text>
          <CardEntry gateway={gateway.data} simulated={simulatedFields} onStripeReady={setStripeCard} label="Card" />
          {error && (
            <Alert color="red" title="The payment did not go through" role="alert">
              {error} Nothing was paid: try another card.
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={!gateway.data || !customer.data}>
              {amount ? `Pay ${amount}` : 'Pay now'}
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
