import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Radio,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import {
  cardBrandLabels,
  formatAmount,
  formatDate,
  formatDateTime,
  paymentMethodLabels,
  toMinor,
  transactionKindLabels,
  type ClubDetail,
  type TransactionRecord,
} from '@rally/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState } from '../../../components/data-states';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { SlideInModal } from '../../../components/slide-in-modal';
import { useRefund, useTransaction } from '../api/payments.api';
import { useClubFormat } from '../../../lib/format';
import { StatusBadge } from './transaction-list';
import { ReceiptDownload } from './receipt-download';
import { stackedTable } from '../../../components/stacked-table';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Table.Tr>
    <Table.Th scope="row" w="40%" fw={500} c="dimmed">
      {label}
    </Table.Th>
    <Table.Td>{children}</Table.Td>
  </Table.Tr>
);

/** One transaction: who paid what and how, its failure detail or its refunds, and the refund form. */
export function TransactionDetail({ club, id, onClose }: { club: ClubDetail; id: number | null; onClose: () => void }) {
  const transaction = useTransaction(id);
  const t = transaction.data;
  const fmt = useClubFormat(club);
  const money = (amount: string) => formatAmount(amount, { ...fmt, currency: t?.currency ?? fmt.currency });
  return (
    <SlideInModal
      opened={id !== null}
      onClose={onClose}
      title={
        <Title order={2} size="h3">
          Payment {id ? `#${id}` : ''}
        </Title>
      }
    >
      {transaction.isError ? (
        <ErrorState
          title="We couldn't load this payment"
          error={transaction.error}
          onRetry={() => transaction.refetch()}
          isRetrying={transaction.isFetching}
        />
      ) : !t || t.id !== id ? (
        <Skeleton h={320} radius="md" />
      ) : (
        <Stack gap="md">
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              <Row label="Status">
                <StatusBadge payment={t} fmt={fmt} />
              </Row>
              <Row label="Date">{formatDateTime(t.created, fmt, { weekday: true })}</Row>
              <Row label="Payer">
                {t.payer_name || '—'}
                {t.payer_email ? ` (${t.payer_email})` : ''}
              </Row>
              <Row label="Item">
                {t.item_name}
                {t.quantity > 1 ? ` × ${t.quantity}` : ''}
              </Row>
              {t.desc && t.desc !== t.item_name && <Row label="Description">{t.desc}</Row>}
              <Row label="Kind">{transactionKindLabels[t.kind]}</Row>
              <Row label="Amount">{money(t.amount)}</Row>
              <Row label="Method">
                {paymentMethodLabels[t.payment_method]}
                {t.card_brand ? ` · ${cardBrandLabels[t.card_brand]} ending ${t.card_last4}` : ''}
              </Row>
              {t.receiver_account ? (
                <Row label="Paid to account">{t.receiver_account}</Row>
              ) : (
                t.payment_method === 'C' &&
                (t.status === 'P' || t.status === 'R') && (
                  <Row label="Paid to">Rally, for the club (no payment account of the club was connected)</Row>
                )
              )}
              {t.refund_set.length > 0 && <Row label="Refunded">{money(t.refunded)}</Row>}
              {t.receipt_number && (
                <Row label="Receipt">
                  <ReceiptDownload number={t.receipt_number} transaction={t.id} />
                </Row>
              )}
              {t.player !== null && (
                <Row label="Account credit">
                  {/* Account credit (issue 30): the payer's statement, to top up or adjust. */}
                  <Anchor component={Link} to={`?view=credit&credit_player=${t.player}`} onClick={onClose}>
                    Open {t.payer_name || 'the payer'}'s account
                  </Anchor>
                </Row>
              )}
            </Table.Tbody>
          </Table>

          {t.failure_detail && (
            <Alert
              color={t.failure_detail.type === 'reconciliation' ? 'yellow' : 'red'}
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={t.failure_detail.type === 'reconciliation' ? 'Recorded from the payment service' : 'Why it failed'}
            >
              <Text size="sm">{t.failure_detail.message}</Text>
              <Text size="xs" c="dimmed" mt={4}>
                Code {t.failure_detail.code} · {t.failure_detail.type}
              </Text>
            </Alert>
          )}

          {t.refund_set.length > 0 && (
            <Stack gap={4}>
              <Title order={3} size="h5">
                Refunds
              </Title>
              <Table className={stackedTable} striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Amount</Table.Th>
                    <Table.Th>Reason</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Receipt</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {t.refund_set.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td data-label="Date">{formatDate(r.created, fmt)}</Table.Td>
                      <Table.Td data-label="Amount">{money(r.amount)}</Table.Td>
                      <Table.Td data-label="Reason">{r.reason}</Table.Td>
                      <Table.Td data-label="Status">
                        {r.status === 'P'
                          ? r.to_credit
                            ? 'Refunded to club credit'
                            : 'Refunded'
                          : r.status === 'S'
                            ? 'Pending'
                            : `Failed: ${r.failure_message ?? r.error_code ?? ''}`}
                      </Table.Td>
                      <Table.Td data-label="Receipt">
                        <ReceiptDownload number={r.receipt_number} transaction={t.id} refund={r.id} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}

          {(t.status === 'P' || t.status === 'R') && (toMinor(t.refundable, t.currency) ?? 0) > 0 && (
            <RefundForm club={club} transaction={t} />
          )}
        </Stack>
      )}
    </SlideInModal>
  );
}

type RefundValues = { whole: 'whole' | 'part'; amount: number; reason: string; to: 'payer' | 'credit' };

/** Refund the rest or a part, with a reason; asks in words first. */
function RefundForm({ club, transaction: t }: { club: ClubDetail; transaction: TransactionRecord }) {
  const refund = useRefund(club.id);
  const fmt = useClubFormat(club);
  const money = (amount: string) => formatAmount(amount, { ...fmt, currency: t.currency });
  const left = Number(t.refundable);
  const form = useForm<RefundValues>({
    initialValues: { whole: 'whole', amount: left, reason: '', to: t.payment_method === 'A' ? 'credit' : 'payer' },
    validate: {
      amount: (value, values) =>
        values.whole === 'part' && !(value > 0)
          ? 'Must be a number greater than 0'
          : values.whole === 'part' && value > left
            ? `At most ${money(t.refundable)}`
            : null,
      reason: (value) => (value.trim() ? null : 'Reason is required'),
    },
  });
  const submit = form.onSubmit(async (values) => {
    const amount = values.whole === 'whole' ? undefined : values.amount;
    const shown = money(amount === undefined ? t.refundable : String(amount));
    // Account credit (issue 30): a player's payment may go back as club credit instead (no gateway call).
    const toCredit = values.to === 'credit';
    const confirmed = await confirmAction({
      title: 'Refund this payment?',
      message: toCredit
        ? `${shown} is added to ${t.payer_name || 'the payer'}'s account credit at the club, to spend at the desk or the Club Store. A refund cannot be undone.`
        : `${shown} goes back to ${t.payer_name || 'the payer'}${t.payment_method === 'C' ? ' on their card' : ''}. A refund cannot be undone.`,
      confirmLabel: `Refund ${shown}`,
    });
    if (!confirmed) return;
    try {
      const done = await refund.mutateAsync({ id: t.id, amount, reason: values.reason.trim(), to_credit: toCredit });
      // A refund the card's bank refused is recorded as failed (see Refunds): say so with its reason.
      if (done.refund.status === 'F') {
        notifyError(
          `The refund of ${shown} failed: ${done.refund.failure_message ?? done.refund.error_code ?? 'the payment service refused it.'}`,
        );
        return;
      }
      notifySuccess(
        done.refund.status === 'S'
          ? `Refund of ${shown} is pending at the bank`
          : toCredit
            ? `Refunded ${shown} to club credit`
            : `Refunded ${shown}`,
      );
      form.reset();
    } catch (error) {
      notifyError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Divider mb="md" />
      <Stack gap="sm">
        <Title order={3} size="h5">
          Refund
        </Title>
        <Text size="sm" c="dimmed">
          {money(t.refundable)} can still be refunded.
        </Text>
        <Radio.Group label="How much" {...form.getInputProps('whole')}>
          <Group gap="md" mt={4}>
            <Radio value="whole" label={`All of it (${money(t.refundable)})`} />
            <Radio value="part" label="Part of it" />
          </Group>
        </Radio.Group>
        {form.values.whole === 'part' && (
          <NumberField label={`Amount (${t.currency})`} min={0} decimalScale={2} {...form.getInputProps('amount')} />
        )}
        {t.player !== null && t.payment_method !== 'A' && (
          <Radio.Group label="Give it back" {...form.getInputProps('to')}>
            <Group gap="md" mt={4}>
              <Radio
                value="payer"
                label={
                  t.payment_method === 'C' ? 'To the card' : `As ${paymentMethodLabels[t.payment_method].toLowerCase()}`
                }
              />
              <Radio value="credit" label="As club credit" />
            </Group>
          </Radio.Group>
        )}
        <Textarea label="Reason" required autosize minRows={2} maxLength={500} {...form.getInputProps('reason')} />
        <Group justify="flex-end">
          <Button type="submit" color="red" loading={refund.isPending}>
            Refund
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
