import { Button, Stack, Text } from '@mantine/core';
import { formatAmount, formatDate, type ClubFormat, type MyBooking } from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useCancelRest } from '../api/player-bookings.api';

/**
 * A date of the player's own weekly slot (issue 29): cancel it and every later date, asked first.
 * Cancelling one date alone is the card's own Cancel booking.
 */
export function CancelRestButton({ booking, fmt }: { booking: MyBooking; fmt: ClubFormat }) {
  const cancel = useCancelRest();
  const ask = async () => {
    const confirmed = await confirmAction({
      title: 'Cancel this and every later date?',
      message: (
        <Stack gap="xs">
          <Text>
            Your weekly slot on {booking.courts.join(', ')} at {booking.club_name}, from{' '}
            {formatDate(booking.local_start, fmt, { weekday: true })} on. The courts are freed for others.
          </Text>
          <Text size="sm" c="dimmed">
            Refunds follow the club&apos;s rules for each date.
          </Text>
        </Stack>
      ),
      confirmLabel: 'Cancel the rest',
      cancelLabel: 'Keep them',
    });
    if (!confirmed) return;
    try {
      const result = await cancel.mutateAsync(booking);
      const refund =
        Number(result.refund) > 0 ? ` ${formatAmount(result.refund, { ...fmt, currency: result.currency })} back.` : '';
      notifySuccess(`${result.cancelled} ${result.cancelled === 1 ? 'date' : 'dates'} cancelled.${refund}`);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Button size="xs" variant="subtle" color="red" loading={cancel.isPending} onClick={ask}>
      Cancel this and later dates
    </Button>
  );
}
