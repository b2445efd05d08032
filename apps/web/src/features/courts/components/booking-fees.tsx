import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import {
  bookingFeeKindLabels,
  bookingFeeStatusLabels,
  formatAmount,
  formatDate,
  formatTime,
  waiveBookingFeeSchema,
  type BookingFee,
  type BookingFeeStatus,
  type ClubDetail,
} from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { TextInputField } from '../../../components/text-input';
import { useClubFormat } from '../../../lib/format';
import { useClubFees, useWaiveFee } from '../api/booking-fees.api';

// Bookings › Settings › Fees (issue 29): the club's no-show and late-cancellation fees, newest
// first, filtered by state; Waive… asks for the reason and says what happens (a charged fee is
// refunded to the card, an owed one cancelled) before it is done.

const statusColor: Record<BookingFeeStatus, string> = { P: 'court', O: 'orange', W: 'gray' };

export function BookingFees({ club }: { club: ClubDetail }) {
  const [status, setStatus] = useState<'all' | BookingFeeStatus>('all');
  const fees = useClubFees(club.id, status === 'all' ? undefined : status);
  const [waiving, setWaiving] = useState<BookingFee | null>(null);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Fees">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={3} size="h5">
            No-show and late-cancellation fees
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Which fees"
            value={status}
            onChange={(v) => setStatus(v as typeof status)}
            data={[
              { value: 'all', label: 'All' },
              { value: 'O', label: 'Owed' },
              { value: 'P', label: 'Charged' },
              { value: 'W', label: 'Waived' },
            ]}
          />
        </Group>
        {fees.isPending ? (
          <Skeleton h={120} radius="md" />
        ) : fees.isError ? (
          <ErrorState
            title="We couldn't load the fees"
            error={fees.error}
            onRetry={() => fees.refetch()}
            isRetrying={fees.isFetching}
          />
        ) : fees.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {status === 'all'
              ? 'No fees yet. Set a no-show or late-cancellation fee above, and each one charged shows here.'
              : 'No fees in this state.'}
          </Text>
        ) : (
          fees.data.map((fee) => <FeeCard key={fee.id} club={club} fee={fee} onWaive={() => setWaiving(fee)} />)
        )}
      </Stack>
      {waiving && <WaiveDialog club={club} fee={waiving} onClose={() => setWaiving(null)} />}
    </Paper>
  );
}

function FeeCard({ club, fee, onWaive }: { club: ClubDetail; fee: BookingFee; onWaive: () => void }) {
  const fmt = useClubFormat(club);
  return (
    <Card withBorder radius="sm" padding="sm" aria-label={`${fee.player_name}: ${bookingFeeKindLabels[fee.kind]} fee`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm">
            {fee.player_name} · {bookingFeeKindLabels[fee.kind]} ·{' '}
            {formatAmount(fee.amount, { ...fmt, currency: fee.currency })}
          </Text>
          <Badge variant="light" color={statusColor[fee.status]} style={{ flexShrink: 0 }}>
            {bookingFeeStatusLabels[fee.status]}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {fee.booking.name} · {formatDate(fee.booking.start, fmt, { weekday: true })}{' '}
          {formatTime(fee.booking.start, fmt)}
          {fee.transaction ? ` · payment ${fee.transaction}` : ''}
        </Text>
        {fee.waived && (
          <Text size="xs">
            Waived by {fee.waived.by_name || 'staff'} on {formatDate(fee.waived.at, fmt)}: {fee.waived.reason}
          </Text>
        )}
        {fee.status !== 'W' && (
          <Group justify="flex-end">
            <Button size="compact-sm" variant="default" onClick={onWaive}>
              Waive…
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function WaiveDialog({ club, fee, onClose }: { club: ClubDetail; fee: BookingFee; onClose: () => void }) {
  const fmt = useClubFormat(club);
  const phone = useMediaQuery('(max-width: 48em)');
  const waive = useWaiveFee();
  const form = useForm({ initialValues: { reason: '' }, validate: zodFormResolver(waiveBookingFeeSchema) });
  const money = formatAmount(fee.amount, { ...fmt, currency: fee.currency });
  const submit = form.onSubmit(async ({ reason }) => {
    try {
      await waive.mutateAsync({ id: fee.id, reason });
      notifySuccess(`${fee.player_name}'s fee of ${money} waived`);
      onClose();
    } catch (error) {
      notifyError(error);
    }
  });
  return (
    <Modal opened onClose={onClose} fullScreen={phone} title={`Waive ${fee.player_name}'s fee of ${money}?`}>
      <form onSubmit={submit} noValidate aria-label="Waive the fee">
        <Stack gap="sm">
          <Text size="sm">
            {fee.status === 'P'
              ? `The ${bookingFeeKindLabels[fee.kind].toLowerCase()} fee was charged: waiving it refunds ${money} to their card.`
              : `The ${bookingFeeKindLabels[fee.kind].toLowerCase()} fee is owed: waiving it cancels it.`}{' '}
            {fee.player_name} is told, with your reason.
          </Text>
          <TextInputField
            label="Reason"
            required
            placeholder="The courts were closed for rain"
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep the fee
            </Button>
            <Button type="submit" color="red" loading={waive.isPending}>
              Waive {money}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
