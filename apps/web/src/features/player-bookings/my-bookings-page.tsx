import { Anchor, Badge, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconMapPin } from '@tabler/icons-react';
import { formatAmount, formatDate, formatDateParts, formatTime, type MyBooking } from '@rally/domain';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { confirmAction } from '../../components/confirm-action';
import { ErrorState } from '../../components/data-states';
import { EmptyState } from '../../components/empty-state';
import { notifyError, notifySuccess } from '../../components/notify';
import { Pager } from '../../components/pager';
import { useMyCreditAt, type PayMethod } from '../../components/pay-with-credit';
import { SavedCopyNote, useSavedAt } from '../../components/saved-copy-note';
import { usePlayerFormats, type PlayerFormats } from '../../lib/player-format';
import { usePageTitle } from '../../lib/page-title';
import {
  fetchRefund,
  myBookingsView,
  useCancelMyBooking,
  useMyBookings,
  usePayMyShare,
} from './api/player-bookings.api';
import { paymentText } from './booking-format';
import { bookCourtHref } from './paths';
import { CalendarFeedCard } from './calendar-feed-card';
import { BookingFacts } from './components/booking-facts';
import { CancelRestButton } from './components/cancel-rest-button';
import { CheckInButton } from './components/check-in-button';
import { MyFees } from './components/my-fees';

/** The reads whose saved copies this page shows offline. */
const SAVED_PATHS = ['/api/mybooking/'];

/** /mybookings?when=upcoming|past&page=N: the player's bookings at every club; cancel with the refund shown first. */
export default function MyBookingsPage() {
  const [params, setParams] = useSearchParams();
  const { when, page } = myBookingsView(params);
  const list = useMyBookings(when, page);
  usePageTitle('My bookings');
  // Each booking in its club's format (its locale; its amounts in the booking's currency).
  const clubIds = useMemo(() => (list.data?.results ?? []).map((b) => b.club), [list.data]);
  const formatOf = usePlayerFormats(clubIds);
  // Offline (a saved copy shown), paying and cancelling wait for the network: their buttons are not offered.
  const offline = useSavedAt(SAVED_PATHS) !== undefined;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          My bookings
        </Title>
        <SegmentedControl
          aria-label="Which bookings"
          value={when}
          onChange={(v) => setParams(v === 'past' ? { when: 'past' } : {})}
          data={[
            { value: 'upcoming', label: 'Upcoming' },
            { value: 'past', label: 'Past and cancelled' },
          ]}
        />
      </Group>
      <SavedCopyNote paths={SAVED_PATHS} />
      <MyFees offline={offline} />
      <CalendarFeedCard />
      {list.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your bookings">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={96} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <ErrorState
          title="We couldn't load your bookings"
          error={list.error}
          onRetry={() => list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.results.length === 0 ? (
        <EmptyState
          icon={<IconCalendarOff size={28} aria-hidden />}
          title={when === 'upcoming' ? 'No upcoming bookings' : 'No past bookings'}
          description={
            when === 'upcoming'
              ? "Book a court from a club's page: open Clubs, choose your club and pick Book a court."
              : 'Bookings you have played or cancelled show here.'
          }
          action={
            when === 'upcoming' ? (
              <Button component={Link} to="/clubs">
                Find a club
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching || undefined}>
          <Text size="sm" c="dimmed">
            {list.data.count} {list.data.count === 1 ? 'booking' : 'bookings'}
          </Text>
          {list.data.results.map((b) => (
            <BookingCard key={b.id} booking={b} formatOf={formatOf} offline={offline} />
          ))}
          <Pager
            page={page}
            next={list.data.next}
            previous={list.data.previous}
            disabled={list.isFetching}
            onPageChange={(p) => setParams(when === 'past' ? { when, page: String(p) } : { page: String(p) })}
          />
        </Stack>
      )}
    </Stack>
  );
}

function BookingCard({
  booking,
  formatOf,
  offline,
}: {
  booking: MyBooking;
  formatOf: PlayerFormats;
  offline: boolean;
}) {
  const cancel = useCancelMyBooking();
  const pay = usePayMyShare();
  const [asking, setAsking] = useState(false);
  const payNow = async (method: PayMethod = 'C') => {
    try {
      const result = await pay.mutateAsync({ instanceId: booking.id, method });
      if (result.transaction.status === 'P')
        notifySuccess(
          `Paid ${formatAmount(result.transaction.amount, formatOf(booking.club, result.transaction.currency))}${method === 'A' ? ' from your account credit' : ''}.`,
        );
      else notifyError('Your bank asks you to confirm this payment; it is not paid yet.');
    } catch (error) {
      notifyError(error);
    }
  };
  const paid = Number(booking.paid) > 0;
  // Several people pay: each pays their own share (the others' are listed, paid or not).
  const shared = (booking.shares?.length ?? 0) > 1;
  // A weekly slot is paid for the term at once (its series' share), not date by date (issue 29).
  const toPay = shared || booking.recurring ? (booking.my_to_pay ?? booking.price) : booking.price;
  // Issue 30: my account credit at the club, offered beside the card when it covers what I owe.
  const credit = useMyCreditAt(booking.can_pay ? booking.club : null, toPay);
  // A booking's local_start and local_end are the club's wall clock: shown as they are.
  const fmt = formatOf(booking.club, booking.currency);
  const money = (amount: string | null | undefined) => formatAmount(amount, fmt);
  const day = formatDateParts(booking.local_start, fmt);
  const times = `${formatTime(booking.local_start, fmt)}–${formatTime(booking.local_end, fmt)}`;

  const askCancel = async () => {
    setAsking(true);
    try {
      const refund = await fetchRefund(booking.id);
      if (!refund.can_cancel) {
        notifyError(refund.reason);
        return;
      }
      const refundLine =
        Number(refund.refund) > 0
          ? `You will get ${formatAmount(refund.refund, formatOf(booking.club, refund.currency))} back.`
          : 'No money will be refunded.';
      const confirmed = await confirmAction({
        title: 'Cancel this booking?',
        message: (
          <Stack gap="xs">
            <Text>
              {booking.courts.join(', ')} at {booking.club_name},{' '}
              {formatDate(booking.local_start, fmt, { weekday: true })} {times}. The court is freed for others.
            </Text>
            <Text fw={600}>{refundLine}</Text>
            <Text size="sm" c="dimmed">
              {refund.reason}
            </Text>
          </Stack>
        ),
        confirmLabel: 'Cancel booking',
        cancelLabel: 'Keep booking',
      });
      if (!confirmed) return;
      await cancel.mutateAsync(booking);
      notifySuccess('Your booking is cancelled.');
    } catch (error) {
      notifyError(error);
    } finally {
      setAsking(false);
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`${booking.courts.join(', ')} on ${formatDate(booking.local_start, fmt, { year: false })} at ${formatTime(booking.local_start, fmt)}`}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="md" align="flex-start" wrap="nowrap">
          <Stack gap={0} align="center" miw={52} aria-hidden>
            <Text size="xs" tt="uppercase" fw={700} c="court.8">
              {day.weekday}
            </Text>
            <Text size="xl" fw={700} lh={1.1}>
              {day.day}
            </Text>
            <Text size="xs" c="dimmed">
              {day.month}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text fw={600}>
              {times} · {booking.courts.join(', ') || 'Court'}
            </Text>
            <Group gap={4} c="dimmed" wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              <Anchor component={Link} to={bookCourtHref(booking.club)} size="sm" c="dimmed">
                {booking.club_name}
              </Anchor>
            </Group>
            <Group gap={6}>
              <Text size="sm">{booking.name}</Text>
              {booking.junior && (
                <Badge size="sm" variant="light" color="grape" tt="none">
                  For {booking.junior}
                </Badge>
              )}
              {booking.recurring && (
                <Badge size="sm" variant="light" color="court" tt="none">
                  Weekly slot
                </Badge>
              )}
            </Group>
            {shared && !booking.cancelled && (
              <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Who pays">
                {booking.shares!.map((s) => (
                  <Text key={`${s.booked_person}-${s.name}`} component="li" size="xs" c="dimmed">
                    {s.mine ? 'You' : s.name}: {money(s.amount)} ·{' '}
                    {s.settled ? 'paid' : Number(s.pending) > 0 ? 'waiting for the bank' : 'not paid'}
                  </Text>
                ))}
              </Stack>
            )}
            <BookingFacts booking={booking} fmt={fmt} />
          </Stack>
        </Group>
        <Stack gap={6} align="flex-end">
          {booking.cancelled ? (
            <Badge color="gray" variant="light" tt="none">
              Cancelled
            </Badge>
          ) : (
            <Badge color={paid ? 'court' : booking.payment === 'app' ? 'yellow' : 'gray'} variant="light" tt="none">
              {booking.payment === 'none'
                ? 'Nothing to pay'
                : shared && booking.my_share
                  ? Number(booking.my_to_pay) > 0
                    ? `Your share ${money(booking.my_to_pay)} · ${paymentText[booking.payment]}`
                    : `Your share is paid (${money(booking.my_share)})`
                  : paid
                    ? `Paid ${money(booking.paid)}`
                    : `${money(booking.price)} · ${paymentText[booking.payment]}`}
            </Badge>
          )}
          {!offline && <CheckInButton booking={booking} />}
          {booking.can_pay && !offline && (
            <Button size="xs" loading={pay.isPending && pay.variables?.method !== 'A'} onClick={() => payNow('C')}>
              {shared ? 'Pay my share' : 'Pay'} {money(toPay)}
            </Button>
          )}
          {booking.can_pay && !offline && credit.covers && (
            <Button
              size="xs"
              variant="light"
              loading={pay.isPending && pay.variables?.method === 'A'}
              onClick={() => payNow('A')}
            >
              Pay from credit ({formatAmount(credit.statement!.balance, fmt)})
            </Button>
          )}
          {booking.can_pay && !offline && !credit.covers && Number(credit.statement?.balance ?? 0) > 0 && (
            <Text size="xs" c="dimmed" ta="right" maw={180}>
              Your credit ({formatAmount(credit.statement!.available, fmt)}) does not cover it: pay by card.
            </Text>
          )}
          {booking.can_cancel && !offline && (
            <Button size="xs" variant="light" color="red" loading={asking || cancel.isPending} onClick={askCancel}>
              {booking.recurring ? 'Cancel this date' : 'Cancel booking'}
            </Button>
          )}
          {booking.can_cancel && booking.recurring && <CancelRestButton booking={booking} fmt={fmt} />}
        </Stack>
      </Group>
    </Card>
  );
}
