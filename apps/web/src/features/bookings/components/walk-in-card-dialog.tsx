import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { motoDetailsSchema, TEST_CARDS, type PaymentShare } from '@rally/domain';
import { useState } from 'react';
import {
  emptyTypedCard,
  TypedCardFields,
  typedCardField,
  type TypedCard,
} from '../../../components/card-entry/typed-card-fields';
import { notifySuccess } from '../../../components/notify';
import { PopupModal } from '../../../components/popup-modal';
import { ApiError } from '../../../lib/api';
import { usePayBooking } from '../api/bookings.api';
import { useGatewayKey } from '../../../lib/gateway';

/**
 * Staff take a walk-in's card at the desk (issue 30; spec 2 §3 a series' club customer and card
 * details): the card of someone who is not a player, read out or handed over, is kept on the
 * booking's club customer (only brand, last four and expiry) and charged for their share, or for
 * everyone's when they are the primary. The same schema as the server's (`motoDetailsSchema`).
 */
export function WalkInCardDialog({
  clubId,
  seriesId,
  share,
  forEveryone,
  amount,
  onClose,
}: {
  clubId: number;
  seriesId: number;
  share: PaymentShare;
  forEveryone: boolean;
  /** What will be charged, in the club's format. */
  amount: string;
  onClose: () => void;
}) {
  const pay = usePayBooking(clubId);
  const gateway = useGatewayKey();
  const [card, setCard] = useState<TypedCard>(emptyTypedCard);
  const [errors, setErrors] = useState<Partial<Record<keyof TypedCard, string>>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    const parsed = motoDetailsSchema.safeParse({
      card_number: card.number,
      card_expiry_month: card.exp_month,
      card_expiry_year: card.exp_year,
      cvc: card.cvc,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [typedCardField(String(issue.path[0])), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      const { transaction } = await pay.mutateAsync({
        id: seriesId,
        method: 'C',
        bookedPerson: forEveryone ? null : share.booked_person,
        forEveryone,
        walkInCard: parsed.data,
      });
      if (transaction.status === 'F') {
        setError(transaction.failure_reason ?? 'The card was declined.');
        return;
      }
      notifySuccess(`${amount} charged to ${share.name}'s card ending ${transaction.card_last4 ?? ''}`.trim());
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors)
        setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [typedCardField(k), v[0]])));
      setError(e instanceof Error ? e.message : 'The payment did not go through.');
    }
  };

  return (
    <PopupModal opened onClose={pay.isPending ? () => {} : onClose} title={`Take ${share.name}'s card`} size="md">
      <Stack gap="sm">
        <Text size="sm">
          {forEveryone ? `${amount}, what every share still owes,` : amount} will be charged to the card {share.name}{' '}
          reads out or hands over. Only its brand, last four digits and expiry are kept, for this booking's later
          payments.
        </Text>
        <TypedCardFields
          card={card}
          onChange={(next) => {
            setCard(next);
            setErrors({});
            setError(null);
          }}
          errors={errors}
        />
        {gateway.data?.gateway === 'simulated' && (
          <Text size="xs" c="dimmed">
            Test mode: {TEST_CARDS[0].number} is approved, {TEST_CARDS[3].number} declined.
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert" title="The card was not charged">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pay.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={pay.isPending}>
            Charge {amount}
          </Button>
        </Group>
      </Stack>
    </PopupModal>
  );
}
