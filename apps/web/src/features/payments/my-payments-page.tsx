import 'mantine-datatable/styles.css';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  cardBrandLabels,
  cardFormSchema,
  formatAmount,
  formatDate,
  formatDateTime,
  luhnValid,
  paymentMethodLabels,
  simulatedPaymentMethodId,
  TEST_CARDS,
  transactionKindLabels,
  type CardOnFile,
  type PaymentCustomer,
  type TransactionRecord,
} from '@rally/domain';
import { IconCreditCard, IconPlus, IconTrash } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState, type FormEvent } from 'react';
import { CardEntry, cardFormKind, type StripeCardApi } from '../../components/card-entry/card-entry';
import { confirmAction } from '../../components/confirm-action';
import { ErrorState, TableSkeleton } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { zodFormResolver } from '../../components/form-helpers';
import { notifyError, notifySuccess } from '../../components/notify';
import { Pager } from '../../components/pager';
import { SlideInModal } from '../../components/slide-in-modal';
import { playerFormat } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import {
  createSetupIntent,
  useAddCard,
  useGatewayKey,
  useMyCustomer,
  useMyTransactions,
  useRemoveCard,
} from './api/payments.api';
import { CardConsentList, ConsentChoices } from './components/card-consents';
import { StatusBadge } from './components/transaction-list';

/**
 * The player's payments (/payments): cards on file (add, see brand and last four, remove) and
 * their own payments with refunds. No card number is sent to the server: with the simulated
 * gateway the browser turns the card into a payment method id, as Stripe.js does; with Stripe the
 * card is typed into Stripe Elements (components/card-entry).
 */
export default function MyPaymentsPage() {
  usePageTitle('Payments');
  const customer = useMyCustomer();
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Title order={1} size="h2">
        Payments
      </Title>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Cards on file
        </Title>
        {customer.isError ? (
          <ErrorState
            title="We couldn't load your cards"
            error={customer.error}
            onRetry={() => customer.refetch()}
            isRetrying={customer.isFetching}
          />
        ) : customer.isPending ? (
          <Skeleton h={120} radius="md" />
        ) : (
          <Cards customer={customer.data} />
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Clubs that may charge your cards
        </Title>
        <Text size="sm" c="dimmed">
          A club charges your cards on file without you (at its till, for a fee, for your share of a booking) only if
          you allow it here. Each such charge is e-mailed to you.
        </Text>
        <CardConsentList />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Your payments
        </Title>
        <MyTransactions />
      </Stack>
    </Stack>
  );
}

function Cards({ customer }: { customer: PaymentCustomer }) {
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
                <Group gap="sm" wrap="nowrap">
                  <IconCreditCard size={24} aria-hidden />
                  <div>
                    <Text fw={600}>
                      {cardBrandLabels[card.card_type]} •••• {card.last4}
                    </Text>
                    <Text size="sm" c="dimmed">
                      Expires {String(card.exp_month).padStart(2, '0')}/{card.exp_year}
                    </Text>
                  </div>
                </Group>
                <Group gap="xs" wrap="nowrap">
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

/** A payment's receipt, as the player keeps it: what, when, how it was paid, and its refunds. */
function Receipt({ transaction: t, onClose }: { transaction: TransactionRecord | null; onClose: () => void }) {
  const fmt = playerFormat(t?.currency);
  const sale = t?.item_ref?.startsWith('store_sale:') ? `S-${t.item_ref.slice('store_sale:'.length)}` : null;
  return (
    <SlideInModal
      opened={t !== null}
      onClose={onClose}
      title={
        <Title order={2} size="h3">
          {t ? `Receipt for payment #${t.id}` : 'Receipt'}
        </Title>
      }
    >
      {t && (
        <Stack gap="md">
          <Table withRowBorders={false} verticalSpacing={4} aria-label="Receipt">
            <Table.Tbody>
              {[
                ['Date', formatDateTime(t.created, fmt, { weekday: true })],
                ['Item', `${t.item_name}${t.quantity > 1 ? ` × ${t.quantity}` : ''}`],
                ['Kind', transactionKindLabels[t.kind]],
                ['Amount', formatAmount(t.amount, fmt)],
                [
                  'Paid by',
                  t.card_brand
                    ? `${cardBrandLabels[t.card_brand]} ending ${t.card_last4}`
                    : paymentMethodLabels[t.payment_method],
                ],
                ...(sale ? [['Receipt number', sale]] : []),
                ...(t.refund_set.length ? [['Refunded', formatAmount(t.refunded, fmt)]] : []),
              ].map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" w="40%" fw={500} c="dimmed">
                    {label}
                  </Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th scope="row" w="40%" fw={500} c="dimmed">
                  Status
                </Table.Th>
                <Table.Td>
                  <StatusBadge status={t.status} />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {t.failure_reason && t.status === 'F' && (
            <Text size="sm" c="red.9">
              Not paid: {t.failure_reason}
            </Text>
          )}
          {t.refund_set.length > 0 && (
            <Stack gap={4}>
              <Title order={3} size="h5">
                Refunds
              </Title>
              {t.refund_set.map((r) => (
                <Text size="sm" key={r.id}>
                  {formatDate(r.created, fmt)}: {formatAmount(r.amount, fmt)}
                  {r.reason ? ` (${r.reason})` : ''}
                  {r.status === 'F' ? ' — failed' : ''}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </SlideInModal>
  );
}

function MyTransactions() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TransactionRecord | null>(null);
  const transactions = useMyTransactions(page);
  const data = transactions.data;
  if (transactions.isError && !data)
    return (
      <ErrorState
        title="We couldn't load your payments"
        error={transactions.error}
        onRetry={() => transactions.refetch()}
        isRetrying={transactions.isFetching}
      />
    );
  if (transactions.isPending) return <TableSkeleton rows={5} columns={5} label="Loading your payments" />;
  if (!data || data.count === 0)
    return (
      <EmptyState
        title="No payments yet"
        description="What you pay for bookings, clinics, memberships and the Club Store shows here, with any refunds."
      />
    );
  return (
    <>
      <DataTable
        withTableBorder
        borderRadius="md"
        records={data.results}
        idAccessor="id"
        aria-label="Your payments"
        onRowClick={({ record }) => setOpen(record)}
        highlightOnHover
        columns={[
          {
            accessor: 'created',
            title: 'Date',
            render: (t) => formatDate(t.created, playerFormat()),
          },
          {
            accessor: 'item_name',
            title: 'Item',
            render: (t) => (
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                onClick={(e) => {
                  e.stopPropagation();
                  setOpen(t);
                }}
                title="See the receipt"
              >
                {t.item_name} ({transactionKindLabels[t.kind]})
              </Anchor>
            ),
          },
          {
            accessor: 'payment_method',
            title: 'Paid by',
            render: (t) =>
              t.card_brand ? `${cardBrandLabels[t.card_brand]} ${t.card_last4}` : paymentMethodLabels[t.payment_method],
          },
          {
            accessor: 'amount',
            title: 'Amount',
            textAlign: 'right',
            render: (t) => formatAmount(t.amount, playerFormat(t.currency)),
          },
          {
            accessor: 'refunded',
            title: 'Refunded',
            textAlign: 'right',
            render: (t) => (t.refund_set.length ? formatAmount(t.refunded, playerFormat(t.currency)) : '—'),
          },
          { accessor: 'status', title: 'Status', render: (t) => <StatusBadge status={t.status} /> },
        ]}
      />
      <Text size="xs" c="dimmed">
        Choose a payment to see its receipt.
      </Text>
      <Pager
        page={page}
        next={data.next}
        previous={data.previous}
        onPageChange={setPage}
        disabled={transactions.isFetching}
      />
      <Receipt transaction={open} onClose={() => setOpen(null)} />
    </>
  );
}
