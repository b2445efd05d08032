import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCreditCard } from '@tabler/icons-react';
import { cardBrandLabels, formatAmount, type CreditStatement, type MoneyFormat } from '@rally/domain';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { PopupModal } from '../../../components/popup-modal';
import { useTopUpMyCredit } from '../api/account-credit.api';
import { useMyCustomer } from '../api/payments.api';

// A player topping up their own account credit at a club by card (issue 30; docs/account-credit.md
// "A player tops up"): from their statement on /payments, their default card on file, the bank's
// confirmation when the card asks for one; the receipt is e-mailed as for every payment.

/** "Top up" on a club's statement card, and its dialog. */
export function MyCreditTopUp({ statement: s, fmt }: { statement: CreditStatement; fmt: MoneyFormat }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCreditCard size={14} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          Top up
        </Button>
      </Group>
      {open && <TopUpDialog statement={s} fmt={fmt} onClose={() => setOpen(false)} />}
    </>
  );
}

function TopUpDialog({
  statement: s,
  fmt,
  onClose,
}: {
  statement: CreditStatement;
  fmt: MoneyFormat;
  onClose: () => void;
}) {
  const customer = useMyCustomer();
  const card = customer.data?.cards.find((c) => c.is_default) ?? customer.data?.cards[0];
  const topUp = useTopUpMyCredit();
  // One key for this dialog: a retry after a lost answer or the bank's step is the same top-up.
  const [key] = useState(() => `mytopup-${crypto.randomUUID()}`);
  const form = useForm<{ amount: number | string }>({
    initialValues: { amount: '' },
    validate: { amount: (v) => (Number(v) > 0 ? null : 'Must be a number greater than 0') },
  });
  const shown = (v: number | string) => formatAmount(Number(v) || 0, fmt);
  const submit = form.onSubmit(async ({ amount }) => {
    try {
      const answer = await topUp.mutateAsync({
        input: { club: s.club, amount: Number(amount), idempotency_key: key },
        confirm: () =>
          confirmAction({
            title: 'Confirm this payment',
            message: `Your bank asks you to confirm the payment of ${shown(amount)}.`,
            confirmLabel: 'Confirm payment',
            cancelLabel: 'Cancel payment',
            danger: false,
          }),
      });
      if (!answer.entry) {
        notifyError('The payment was not confirmed: nothing was added.');
        return;
      }
      notifySuccess(`Added ${shown(amount)} to your account at ${s.club_name}. We have e-mailed you the receipt.`);
      onClose();
    } catch (error) {
      notifyError(error);
    }
  });
  return (
    <PopupModal opened onClose={onClose} title={<Text fw={700}>Top up at {s.club_name}</Text>}>
      <form onSubmit={submit} noValidate aria-label="Top up account credit">
        <Stack gap="md">
          <Text size="sm">Balance now: {formatAmount(s.balance, fmt)}</Text>
          <NumberField
            label={`Amount (${s.currency})`}
            required
            decimalScale={2}
            min={0}
            {...form.getInputProps('amount')}
          />
          {customer.isPending ? null : card ? (
            <Group gap="xs" wrap="nowrap">
              <IconCreditCard size={18} aria-hidden />
              <Text size="sm">
                Paid with your {cardBrandLabels[card.card_type] ?? 'card'} ending {card.last4}.
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="red.8">
              No card on file: add one under Cards on file at the top of this page first.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={topUp.isPending} disabled={!card}>
              {Number(form.values.amount) > 0 ? `Pay ${shown(form.values.amount)}` : 'Pay'}
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
