import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  cardBrandLabels,
  cardFormSchema,
  luhnValid,
  simulatedPaymentMethodId,
  TEST_CARDS,
  type CardOnFile,
  type PaymentCustomer,
} from '@rally/domain';
import { IconCreditCard, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { CardEntry, cardFormKind, type StripeCardApi } from '../../../components/card-entry/card-entry';
import { confirmAction } from '../../../components/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { createSetupIntent, useAddCard, useGatewayKey, useRemoveCard } from '../api/payments.api';
import { ConsentChoices } from './card-consents';

// The player's cards on file on the Payments page: the list (brand, last four, expiry; remove)
// and adding one with the gateway's card form, with the clubs allowed to charge it.

export function Cards({ customer }: { customer: PaymentCustomer }) {
  const [adding, setAdding] = useState(false);
  const remove = useRemoveCard(customer.id);
  const removeCard = async (card: CardOnFile) => {
    const name = `${cardBrandLabels[card.card_type]} ending ${card.last4}`;
    if (
      !(await confirmAction({
        title: 'Remove this card?',
        message: `${name} will no longer be charged for your bookings and purchases.`,
        confirmLabel: 'Remove card',
      }))
    )
      return;
    try {
      await remove.mutateAsync(card.id);
      notifySuccess(`${name} removed`);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="sm">
      {customer.cards.length === 0 && !adding ? (
        <EmptyState
          icon={<IconCreditCard size={28} aria-hidden />}
          title="No cards yet"
          description="Add a card to pay for court bookings, clinics and the Club Store. Only its brand, last four digits and expiry are kept."
          action={
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              Add a card
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {customer.cards.map((card) => (
            <Card key={card.id} withBorder radius="md" padding="md" data-testid="card-on-file">
              <Group justify="space-between" wrap="nowrap">
                {/* The card's name gives way (it wraps), never the badge and the button: at 390 px
                    the row squeezed the badge to 'Defa…' (issue 27). */}
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <IconCreditCard size={24} aria-hidden style={{ flexShrink: 0 }} />
                  <div>
                    <Text fw={600}>
                      {cardBrandLabels[card.card_type]} <span style={{ whiteSpace: 'nowrap' }}>•••• {card.last4}</span>
                    </Text>
                    <Text size="sm" c="dimmed">
                      Expires {String(card.exp_month).padStart(2, '0')}/{card.exp_year}
                    </Text>
                  </div>
                </Group>
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  {card.is_default && (
                    <Badge variant="light" c="dark.7" tt="none">
                      Default
                    </Badge>
                  )}
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => removeCard(card)}
                    aria-label={`Remove ${cardBrandLabels[card.card_type]} ending ${card.last4}`}
                  >
                    Remove
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {adding ? (
        <AddCard customer={customer} onDone={() => setAdding(false)} />
      ) : (
        customer.cards.length > 0 && (
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            Add a card
          </Button>
        )
      )}
    </Stack>
  );
}

type CardValues = { number: string; exp_month: string; exp_year: string; cvc: string };

/**
 * The card form. With the simulated gateway the card becomes a payment method id here, in the
 * browser; with Stripe the card is typed into Stripe's secure field and confirmed on a SetupIntent
 * (create_new_intent/), and only the resulting payment method id reaches the server.
 */
function AddCard({ customer, onDone }: { customer: PaymentCustomer; onDone: () => void }) {
  const gateway = useGatewayKey();
  const add = useAddCard(customer.id);
  const [stripeCard, setStripeCard] = useState<StripeCardApi | null>(null);
  const [saving, setSaving] = useState(false);
  const [consentClubs, setConsentClubs] = useState<number[]>([]);
  const form = useForm<CardValues>({
    initialValues: { number: '', exp_month: '', exp_year: '', cvc: '' },
    validate: (values) => {
      const errors = zodFormResolver(cardFormSchema)(values);
      if (!errors.number && !luhnValid(values.number)) errors.number = 'This card number is not valid';
      return errors;
    },
  });
  const stripe = cardFormKind(gateway.data) === 'stripe';
  const keep = async (paymentMethodId: string) => {
    const card = await add.mutateAsync({
      payment_method_id: paymentMethodId,
      ...(consentClubs.length ? { consent_clubs: consentClubs } : {}),
    });
    notifySuccess(`${cardBrandLabels[card.card_type]} ending ${card.last4} added`);
    onDone();
  };
  const submitSimulated = form.onSubmit(async (values) => {
    try {
      await keep(
        simulatedPaymentMethodId({
          number: values.number,
          exp_month: Number(values.exp_month),
          exp_year: Number(values.exp_year),
        }),
      );
    } catch (error) {
      notifyError(error);
    }
  });
  const submitStripe = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripeCard) return notifyError(new Error('The secure card form is still loading. Try again in a moment.'));
    setSaving(true);
    try {
      const intent = await createSetupIntent(customer.id);
      await keep(await stripeCard.confirmSetup(intent.client_secret));
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };
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
    <Paper withBorder radius="md" p="md">
      <form onSubmit={stripe ? submitStripe : submitSimulated} noValidate>
        <Stack gap="sm">
          <CardEntry gateway={gateway.data} simulated={simulatedFields} onStripeReady={setStripeCard} label="Card" />
          <ConsentChoices value={consentClubs} onChange={setConsentClubs} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending || saving} disabled={!gateway.data}>
              Save card
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
