import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { paymentMethodLabels, transactionStatusLabels, type ClubDetail, type PaymentMethod, type TransactionStatus } from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { usePayBooking, type SeriesRecord } from '../api/bookings.api';

/**
 * The series view's payment: the price, whether it is paid, its transactions, and paying it —
 * the booked player's card on file, or cash or a cheque taken at the desk (pay_booking charges
 * once however often it is asked).
 */
export function SeriesPayment({ club, series }: { club: ClubDetail; series: SeriesRecord }) {
  const pay = usePayBooking(club.id);
  const transactions = series.transaction_set ?? [];
  const paid = transactions.some((t) => t.status === 'P' || t.status === 'R');
  const owes = series.paying && Number(series.price) > 0 && !series.cancelled;
  if (!owes && !transactions.length) return null;
  const payWith = async (method: 'C' | 'Q' | 'S') => {
    if (method === 'C' && !(await confirmAction({
      title: 'Charge the card on file?',
      message: `${series.price} ${series.currency} will be charged to ${series.player_name || 'the booked player'}'s card on file for ${series.name}.`,
      confirmLabel: `Charge ${series.price} ${series.currency}`,
      danger: false,
    }))) return;
    try {
      const { transaction } = await pay.mutateAsync({ id: series.id, method });
      if (transaction.status === 'F') notifyError(transaction.failure_reason ?? 'The payment failed.');
      else notifySuccess(method === 'C' ? `${series.price} ${series.currency} charged` : `${paymentMethodLabels[method]} payment of ${series.price} ${series.currency} recorded`);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap={6} data-testid="booking-payment">
      <Group gap="xs">
        <Text fw={600} size="sm">Payment: {series.price} {series.currency}</Text>
        {paid ? <Badge color="green" variant="light" c="dark">Paid</Badge> : owes && <Badge color="orange" variant="light" c="dark">Not paid</Badge>}
      </Group>
      {transactions.length > 0 && (
        <Table withTableBorder verticalSpacing={4} fz="sm" aria-label="Payments of this booking">
          <Table.Thead>
            <Table.Tr><Table.Th>Date</Table.Th><Table.Th>Method</Table.Th><Table.Th>Amount</Table.Th><Table.Th>Status</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transactions.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>{t.created.slice(0, 10)}</Table.Td>
                <Table.Td>{paymentMethodLabels[t.payment_method as PaymentMethod] ?? t.payment_method}{t.card_last4 ? ` ·· ${t.card_last4}` : ''}</Table.Td>
                <Table.Td>{t.amount} {t.currency}{Number(t.refunded) > 0 ? ` (${t.refunded} refunded)` : ''}</Table.Td>
                <Table.Td>{transactionStatusLabels[t.status as TransactionStatus] ?? t.status}{t.status === 'F' && t.failure_reason ? `: ${t.failure_reason}` : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {owes && !paid && series.may_change && (
        <Group gap="xs">
          {series.player !== null && <Button size="compact-sm" onClick={() => payWith('C')} loading={pay.isPending && pay.variables?.method === 'C'}>Pay by card</Button>}
          <Button size="compact-sm" variant="light" onClick={() => payWith('S')} loading={pay.isPending && pay.variables?.method === 'S'}>Paid in cash</Button>
          <Button size="compact-sm" variant="light" onClick={() => payWith('Q')} loading={pay.isPending && pay.variables?.method === 'Q'}>Paid by cheque</Button>
        </Group>
      )}
    </Stack>
  );
}
