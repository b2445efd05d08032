import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { bookingFeeKindLabels, formatAmount, formatDate, formatTime, type BookingFee } from '@rally/domain';
import { useMemo } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { usePlayerFormats } from '../../../lib/player-format';
import { useMyFees, usePayMyFee } from '../api/my-fees.api';

/**
 * My bookings' owed fees (issue 29): each no-show or late-cancellation fee I owe a club (no card it
 * may charge, or the card declined), with why and Pay (my card on file, after a confirmation).
 * Nothing shows when I owe nothing; charged and waived fees are told by their notifications.
 */
export function MyFees({ offline }: { offline: boolean }) {
  const fees = useMyFees();
  const pay = usePayMyFee();
  const owed = (fees.data ?? []).filter((f) => f.status === 'O');
  const clubIds = useMemo(() => owed.map((f) => f.club), [owed]);
  const formatOf = usePlayerFormats(clubIds);
  if (!owed.length) return null;

  const payFee = async (fee: BookingFee) => {
    const money = formatAmount(fee.amount, formatOf(fee.club, fee.currency));
    const confirmed = await confirmAction({
      title: `Pay ${money}?`,
      message: `${fee.club_name}'s ${bookingFeeKindLabels[fee.kind].toLowerCase()} fee for ${fee.booking.name} is charged to your card on file.`,
      confirmLabel: `Pay ${money}`,
    });
    if (!confirmed) return;
    try {
      await pay.mutateAsync(fee.id);
      notifySuccess(`Paid ${money} to ${fee.club_name}`);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Alert color="orange" variant="light" title="Fees you owe" aria-label="Fees you owe">
      <Stack gap="xs">
        {owed.map((fee) => {
          const fmt = formatOf(fee.club, fee.currency);
          return (
            <Card key={fee.id} withBorder radius="sm" padding="sm" aria-label={`${bookingFeeKindLabels[fee.kind]} fee`}>
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  {bookingFeeKindLabels[fee.kind]} fee · {formatAmount(fee.amount, fmt)}
                </Text>
                <Text size="xs" c="dimmed">
                  {fee.club_name} · {fee.booking.name} · {formatDate(fee.booking.start, fmt, { weekday: true })}{' '}
                  {formatTime(fee.booking.start, fmt)}
                </Text>
                <Text size="xs">
                  {fee.kind === 'N'
                    ? 'Nobody checked in to this booking.'
                    : 'This booking was cancelled inside the club’s cut-off.'}
                </Text>
                <Group justify="flex-end">
                  <Button size="compact-sm" onClick={() => payFee(fee)} loading={pay.isPending} disabled={offline}>
                    Pay {formatAmount(fee.amount, fmt)}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </Alert>
  );
}
