import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  billingCycleLabels,
  formatAmount,
  formatDate,
  formatDateRange,
  subscriptionChargePurposeLabels,
  subscriptionChargeStatusLabels,
  type ClubFormat,
  type SubscriptionBilling,
  type SubscriptionCharge,
} from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { EmptyState } from '../../../components/empty-state';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useCancelSubscription, usePaySubscription, useSubscriptionBilling } from '../api/subscription.api';
import { useDashboardFormat } from '../../../lib/dashboard';
import { SubscriptionCardDialog, useMyCards } from './subscription-card-dialog';

// Club Settings › Subscription: who pays the club's subscription, what is due next, and every
// charge so far (docs/club-subscription.md).

const money = (amount: string, currency: string, fmt: ClubFormat) => formatAmount(amount, { ...fmt, currency });
const chargeColours: Record<SubscriptionCharge['status'], string> = { P: 'court', O: 'ball', F: 'red', D: 'gray' };

/** The cardholder's step when the card asks for one (the simulated gateway's stand-in for the bank's page). */
export const confirmCardAuthentication = () =>
  confirmAction({
    title: 'Confirm the payment with your bank',
    message: 'Your card asks you to confirm this payment before it goes through.',
    confirmLabel: 'Confirm payment',
    danger: false,
  });

function statusLine(b: SubscriptionBilling, fmt: ClubFormat): { colour: string; title: string; text: string } | null {
  if (b.status === 'P')
    return {
      colour: 'ball',
      title: 'Not paid yet',
      text: 'Pay now to start the subscription, with your card on file or a card you add. Nothing is charged until you do.',
    };
  if (b.status === 'O')
    return {
      colour: 'red',
      title: 'Payment overdue',
      text: `The last charge did not go through${b.suspends_on ? `. Pay it by ${formatDate(b.suspends_on, fmt)} or the club's features are suspended` : ''}.`,
    };
  if (b.status === 'U')
    return {
      colour: 'red',
      title: 'Subscription not active',
      text: b.next_charge
        ? "The subscription was not paid: the club's features are suspended until it is."
        : "The subscription has ended: the club's features are off until you subscribe again.",
    };
  if (b.cancel_at_period_end && b.expires)
    return {
      colour: 'gray',
      title: 'Cancelled',
      text: `The subscription stays current until ${formatDate(b.expires, fmt)}, then ends.`,
    };
  return null;
}

function ChargeRow({ charge, fmt }: { charge: SubscriptionCharge; fmt: ClubFormat }) {
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="xs"
      py={6}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {subscriptionChargePurposeLabels[charge.purpose]}: {charge.package_name},{' '}
          {billingCycleLabels[charge.billing_cycle].toLowerCase()}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(charge.created, fmt)} · covers {formatDateRange(charge.period_start, charge.period_end, fmt)}
          {Number(charge.credit) > 0 ? ` · credit ${money(charge.credit, charge.currency, fmt)}` : ''}
        </Text>
        {charge.failure_reason && charge.status !== 'P' && (
          <Text size="xs" c="red.8">
            {charge.failure_reason}
          </Text>
        )}
      </Stack>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {money(charge.amount, charge.currency, fmt)}
        </Text>
        <Badge color={chargeColours[charge.status]} variant="light" tt="none">
          {subscriptionChargeStatusLabels[charge.status]}
        </Badge>
      </Group>
    </Group>
  );
}

/** Who pays, the next charge, pay / cancel / resume, and the charge history. */
export function SubscriptionBillingCard({ clubId, readOnly = false }: { clubId: number; readOnly?: boolean }) {
  const fmt = useDashboardFormat();
  const billing = useSubscriptionBilling(clubId);
  const pay = usePaySubscription(clubId);
  const cancel = useCancelSubscription(clubId);
  const cards = useMyCards();
  const [askCard, setAskCard] = useState(false);
  if (billing.isPending) return <Skeleton h={200} radius="md" />;
  if (billing.isError)
    return (
      <ErrorState
        title="We couldn't load the subscription"
        error={billing.error}
        onRetry={() => billing.refetch()}
        isRetrying={billing.isFetching}
      />
    );
  const b = billing.data;
  const line = statusLine(b, fmt);
  const due = b.next_charge && b.status !== 'C' ? money(b.next_charge.amount, b.next_charge.currency, fmt) : null;
  const paid = (answer: Awaited<ReturnType<typeof pay.mutateAsync>>) =>
    notifySuccess(
      answer.subscription.status === 'C'
        ? answer.charge
          ? 'Subscription paid'
          : 'Your card pays the subscription from now on'
        : 'The payment is waiting for your bank',
    );
  const payNow = async () => {
    // No card on file: ask for one (the gateway's card form) rather than a charge that cannot go through.
    if (cards.data && cards.data.cards.length === 0) return setAskCard(true);
    const message =
      b.status === 'C'
        ? 'From now on the subscription is charged to your default card on file.'
        : `Your default card on file is charged ${due ?? 'the price of the package'} now, and pays the renewals from then on.`;
    if (
      !(await confirmAction({
        title: b.status === 'C' ? 'Pay with your card?' : 'Pay the subscription?',
        message,
        confirmLabel: b.status === 'C' ? 'Use my card' : 'Pay now',
        danger: false,
      }))
    )
      return;
    try {
      paid(await pay.mutateAsync({ id: b.id, confirm: confirmCardAuthentication }));
    } catch (error) {
      notifyError(error);
    }
  };
  const cancelOrResume = async () => {
    const resume = b.cancel_at_period_end;
    if (
      !resume &&
      !(await confirmAction({
        title: 'Cancel the subscription?',
        message: `The club keeps its features until ${b.expires ? formatDate(b.expires, fmt) : 'the end of the paid period'}; then the subscription ends and nothing more is charged.`,
        confirmLabel: 'Cancel subscription',
      }))
    )
      return;
    try {
      await cancel.mutateAsync({ id: b.id, resume });
      notifySuccess(resume ? 'The subscription renews again' : 'Subscription cancelled');
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Paper component="section" aria-label="Billing" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Billing
            </Title>
            <Text size="sm" c="dimmed">
              {b.payer
                ? `Paid by ${b.payer.name}${b.payer.card ? ` with ${b.payer.card}` : ''}.`
                : 'No card pays the subscription yet.'}
            </Text>
            {b.next_charge && (
              <Text size="sm">
                {b.next_charge.overdue ? 'Due now: ' : `Next charge on ${formatDate(b.next_charge.date, fmt)}: `}
                <Text span fw={700}>
                  {money(b.next_charge.amount, b.next_charge.currency, fmt)}
                </Text>
              </Text>
            )}
            {Number(b.credit) > 0 && (
              <Text size="sm" c="dimmed">
                Credit: {money(b.credit, b.currency, fmt)}, taken off the next charges.
              </Text>
            )}
          </Stack>
          {!readOnly && (
            <Group gap="xs">
              <Button
                onClick={payNow}
                loading={pay.isPending || cards.isPending}
                variant={b.status === 'C' ? 'default' : 'filled'}
              >
                {b.status === 'C' ? 'Pay with my card' : 'Pay now'}
              </Button>
              {b.status === 'C' && (
                <Button
                  onClick={cancelOrResume}
                  loading={cancel.isPending}
                  variant="default"
                  color={b.cancel_at_period_end ? undefined : 'red'}
                >
                  {b.cancel_at_period_end ? 'Keep the subscription' : 'Cancel subscription'}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {askCard && (
          <SubscriptionCardDialog
            amount={due}
            onClose={() => setAskCard(false)}
            onCard={async (payment_method_id) => {
              paid(await pay.mutateAsync({ id: b.id, confirm: confirmCardAuthentication, payment_method_id }));
              setAskCard(false);
            }}
          />
        )}
        {line && (
          <Alert color={line.colour} title={line.title}>
            {line.text}
          </Alert>
        )}
        <Stack gap={0}>
          <Title order={3} size="h5" mb={4}>
            Charges
          </Title>
          {b.charges.length === 0 ? (
            <EmptyState
              title="No charges yet"
              description="The first charge appears here once the subscription is paid."
            />
          ) : (
            b.charges.map((c) => <ChargeRow fmt={fmt} key={c.id} charge={c} />)
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
