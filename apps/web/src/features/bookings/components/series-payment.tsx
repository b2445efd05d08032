import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import {
  formatAmount,
  formatDate,
  fromMinor,
  paymentMethodLabels,
  toMinor,
  paymentStateText,
  type ClubDetail,
  type PaymentMethod,
  type TransactionStatus,
  type PaymentShare,
  type BookingSeriesDetail,
} from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { usePayBooking } from '../api/bookings.api';
import { useClubFormat } from '../../../lib/format';
import { stackedTable } from '../../../components/stacked-table';
import { useState } from 'react';
import { WalkInCardDialog } from './walk-in-card-dialog';

/** A share's state in words: paid, partly paid, waiting for the card's authentication, or not paid. */
function ShareBadge({ share, money }: { share: PaymentShare; money: (amount: string) => string }) {
  if (share.settled)
    return (
      <Badge color="green" variant="light" c="dark">
        Paid
      </Badge>
    );
  if (Number(share.pending) > 0)
    return (
      <Badge color="yellow" variant="light" c="dark">
        Waiting
      </Badge>
    );
  if (Number(share.paid) > 0)
    return (
      <Badge color="orange" variant="light" c="dark">
        {money(share.paid)} paid
      </Badge>
    );
  return (
    <Badge color="orange" variant="light" c="dark">
      Not paid
    </Badge>
  );
}

/**
 * The series view's payment: the price, each paying person's share with what it has paid, the
 * payments with the shares they pay, and paying — one person's share (their card on file, or cash
 * or a cheque taken at the desk), or the rest for everyone on the primary's card. pay_booking
 * never charges a share more than it owes, however often it is asked.
 */
export function SeriesPayment({ club, series }: { club: ClubDetail; series: BookingSeriesDetail }) {
  const pay = usePayBooking(club.id);
  const [walkIn, setWalkIn] = useState<{ share: PaymentShare; forEveryone: boolean } | null>(null);
  const fmt = useClubFormat(club);
  const money = (amount: string) => formatAmount(amount, { ...fmt, currency: series.currency });
  const transactions = series.transaction_set ?? [];
  const shares = (series.payment_shares ?? []).filter((s) => Number(s.amount) > 0);
  const owes = series.paying && Number(series.price) > 0 && !series.cancelled;
  if (!owes && !transactions.length) return null;
  const open = shares.filter((s) => Number(s.to_pay) > 0);
  // In minor units: adding the decimal texts as floats would round 0.1 + 0.2 wrong.
  const toPay = fromMinor(
    open.reduce((sum, s) => sum + (toMinor(s.to_pay, series.currency) ?? 0), 0),
    series.currency,
  );
  const settled = shares.length > 0 && shares.every((s) => s.settled);
  const primary = shares.find((s) => s.primary) ?? shares[0];
  const canPay = owes && series.may_change;
  // A walk-in (a share of someone who is not a player) pays by a card read out at the desk, kept on
  // the booking's club customer for its later payments (issue 30).
  const keptCard = series.club_customer?.card?.last4 ? ` ending ${series.club_customer.card.last4}` : null;
  const isWalkIn = (share: PaymentShare | null) => (share ? share.player === null : series.player === null);

  const payShare = async (share: PaymentShare | null, method: 'C' | 'Q' | 'S') => {
    const amount = share ? share.to_pay : toPay;
    const who = share ? share.name : (primary?.name ?? series.player_name) || 'the booked player';
    if (method === 'C' && isWalkIn(share) && !keptCard) {
      const payer = share ?? primary;
      if (payer) setWalkIn({ share: payer, forEveryone: share === null });
      return;
    }
    const cardOf = isWalkIn(share) ? `${who}'s card${keptCard}` : `${who}'s card on file`;
    if (
      method === 'C' &&
      !(await confirmAction({
        title: isWalkIn(share) ? `Charge the card${keptCard}?` : 'Charge the card on file?',
        message: share
          ? `${money(amount)} will be charged to ${cardOf} for ${shares.length > 1 ? 'their share of ' : ''}${series.name}.`
          : `${money(amount)}, what every share still owes, will be charged to ${cardOf} for ${series.name}.`,
        confirmLabel: `Charge ${money(amount)}`,
        danger: false,
      }))
    )
      return;
    try {
      const { transaction } = await pay.mutateAsync({
        id: series.id,
        method,
        bookedPerson: share?.booked_person ?? null,
        forEveryone: share === null,
      });
      if (transaction.status === 'F') notifyError(transaction.failure_reason ?? 'The payment failed.');
      else
        notifySuccess(
          method === 'C'
            ? `${money(transaction.amount)} charged to ${who}`
            : `${paymentMethodLabels[method]} payment of ${money(transaction.amount)} recorded for ${who}`,
        );
    } catch (error) {
      notifyError(error);
    }
  };
  const busy = (share: PaymentShare | null, method: string) =>
    pay.isPending &&
    pay.variables?.method === method &&
    (share ? pay.variables?.bookedPerson === share.booked_person : pay.variables?.forEveryone === true);

  return (
    <Stack gap={6} data-testid="booking-payment">
      {walkIn && (
        <WalkInCardDialog
          clubId={club.id}
          seriesId={series.id}
          share={walkIn.share}
          forEveryone={walkIn.forEveryone}
          amount={money(walkIn.forEveryone ? toPay : walkIn.share.to_pay)}
          onClose={() => setWalkIn(null)}
        />
      )}
      <Group gap="xs">
        <Text fw={600} size="sm">
          Payment: {money(series.price)}
        </Text>
        {settled ? (
          <Badge color="green" variant="light" c="dark">
            Paid
          </Badge>
        ) : (
          owes && (
            <Badge color="orange" variant="light" c="dark">
              {shares.some((s) => Number(s.paid) > 0) ? `${money(toPay)} to pay` : 'Not paid'}
            </Badge>
          )
        )}
      </Group>
      {series.club_customer?.card && (
        <Text size="xs" c="dimmed" data-testid="walk-in-card">
          Card taken at the desk: {series.club_customer.name}
          {keptCard}, expires {String(series.card_exp_month).padStart(2, '0')}/{series.card_exp_year}
        </Text>
      )}
      {shares.length > 1 && (
        <Table className={stackedTable} withTableBorder verticalSpacing={4} fz="sm" aria-label="Who pays what">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Person</Table.Th>
              <Table.Th>Share</Table.Th>
              <Table.Th>Paid</Table.Th>
              {canPay && <Table.Th>Take payment</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shares.map((s) => (
              <Table.Tr key={`${s.booked_person}-${s.name}`} data-testid="share-row">
                <Table.Td data-label="Person">
                  {s.name}
                  {s.primary && shares.length > 1 ? ' (primary)' : ''}
                </Table.Td>
                <Table.Td data-label="Share">{money(s.amount)}</Table.Td>
                <Table.Td data-label="Paid">
                  <ShareBadge share={s} money={money} />
                </Table.Td>
                {canPay && (
                  <Table.Td>
                    {Number(s.to_pay) > 0 && (
                      <Group gap={4} wrap="wrap">
                        <Button
                          size="compact-xs"
                          onClick={() => payShare(s, 'C')}
                          loading={busy(s, 'C')}
                          aria-label={`Charge ${s.name}'s card ${money(s.to_pay)}`}
                        >
                          Card
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="light"
                          onClick={() => payShare(s, 'S')}
                          loading={busy(s, 'S')}
                          aria-label={`${s.name} paid ${money(s.to_pay)} in cash`}
                        >
                          Cash
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="light"
                          onClick={() => payShare(s, 'Q')}
                          loading={busy(s, 'Q')}
                          aria-label={`${s.name} paid ${money(s.to_pay)} by cheque`}
                        >
                          Cheque
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canPay && shares.length <= 1 && open.length === 1 && (
        <Group gap="xs">
          <Button size="compact-sm" onClick={() => payShare(open[0], 'C')} loading={busy(open[0], 'C')}>
            Pay by card
          </Button>
          <Button size="compact-sm" variant="light" onClick={() => payShare(open[0], 'S')} loading={busy(open[0], 'S')}>
            Paid in cash
          </Button>
          <Button size="compact-sm" variant="light" onClick={() => payShare(open[0], 'Q')} loading={busy(open[0], 'Q')}>
            Paid by cheque
          </Button>
        </Group>
      )}
      {canPay && shares.length > 1 && open.length > 1 && (
        <Group gap="xs">
          <Button size="compact-sm" onClick={() => payShare(null, 'C')} loading={busy(null, 'C')}>
            Charge {primary?.name ?? 'the primary'} the rest for everyone ({toPay})
          </Button>
          <Button size="compact-sm" variant="light" onClick={() => payShare(null, 'S')} loading={busy(null, 'S')}>
            Everyone paid in cash
          </Button>
        </Group>
      )}
      {transactions.length > 0 && (
        <Table
          className={stackedTable}
          withTableBorder
          verticalSpacing={4}
          fz="sm"
          aria-label="Payments of this booking"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>For</Table.Th>
              <Table.Th>Method</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transactions.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td data-label="Date">{formatDate(t.created, fmt)}</Table.Td>
                <Table.Td data-label="For">{t.shares?.length ? t.shares.map((s) => s.name).join(', ') : '—'}</Table.Td>
                <Table.Td data-label="Method">
                  {paymentMethodLabels[t.payment_method as PaymentMethod] ?? t.payment_method}
                  {t.card_last4 ? ` ·· ${t.card_last4}` : ''}
                </Table.Td>
                <Table.Td data-label="Amount">
                  {formatAmount(t.amount, { ...fmt, currency: t.currency })}
                  {Number(t.refunded) > 0
                    ? ` (${formatAmount(t.refunded, { ...fmt, currency: t.currency })} refunded)`
                    : ''}
                </Table.Td>
                <Table.Td data-label="Status">
                  {paymentStateText({ ...t, status: t.status as TransactionStatus }, fmt)}
                  {t.status === 'F' && t.failure_reason ? `: ${t.failure_reason}` : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
