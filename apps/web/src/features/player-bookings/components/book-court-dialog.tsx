import { Alert, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  addDays,
  formatAmount,
  formatDate,
  type AvailabilityCourt,
  type AvailabilitySlot,
  type ClubFormat,
  type LessonCoach,
  type MyBooking,
  type PlayerBookingInput,
} from '@rally/domain';
import { useState } from 'react';
import { failureText } from '../../../lib/api';
import { PayWithCredit, type PayMethod } from '../../../components/pay-with-credit';
import { useBookCourt, useBookingQuote, usePayBooking, usePayMyShare } from '../api/player-bookings.api';
import { paymentText } from '../booking-format';
import { WhoPlaysFields, type WhoPlays } from './who-plays';
import { HouseholdSelect } from '../../../components/household-select';
import { WeeklySlot } from './weekly-slot';
import { BookedRow, ConfirmRow, PriceRow, QuoteChecking, RefusalAlert } from './quote-parts';

/** The booking of one free court time: its price for the player, then booking it (and paying by card when the club asks). */
export function BookDialog({
  clubId,
  fmt,
  clubName,
  date,
  court,
  slot,
  coach,
  onClose,
}: {
  clubId: number;
  fmt: ClubFormat;
  clubName: string;
  date: string;
  court: Pick<AvailabilityCourt, 'id' | 'name'>;
  slot: Pick<AvailabilitySlot, 'start' | 'end'>;
  /** A lesson: the coach booked with the court (issue 28). */
  coach?: LessonCoach;
  onClose: () => void;
}) {
  const [who, setWho] = useState<WhoPlays>({ partners: [], guests: [] });
  // A junior of the player's household plays, the player paying (issue 30).
  const [junior, setJunior] = useState<number | null>(null);
  const booking_: PlayerBookingInput = {
    start: `${date}T${slot.start}`,
    end: slot.end === '24:00' ? `${addDays(date, 1)}T00:00` : `${date}T${slot.end}`,
    court: court.id,
    partners: who.partners.map((p) => p.id),
    guests: who.guests,
    coach: coach?.id,
    ...(junior !== null && { player: junior }),
  };
  const quote = useBookingQuote(clubId, booking_);
  const book = useBookCourt(clubId);
  const pay = usePayBooking();
  const payShare = usePayMyShare();
  const [done, setDone] = useState<MyBooking | null>(null);
  const [payment, setPayment] = useState<{ paid: boolean; problem?: string } | null>(null);
  // Issue 30: by card, or from my account credit at the club when it covers my part.
  const [method, setMethod] = useState<PayMethod>('C');
  const bookAndPay = async () => {
    let booking: MyBooking;
    try {
      booking = await book.mutateAsync(booking_);
    } catch {
      return;
    }
    setPaidShare(mine ? myPrice : null);
    if (booking.payment === 'app') {
      try {
        // A junior's booking: the guardian pays the junior's share (their own card or credit).
        const result = booking.junior
          ? await payShare.mutateAsync({ instanceId: booking.id, method })
          : await pay.mutateAsync({ seriesId: booking.booking_series, method });
        setPayment(
          result.transaction.status === 'P'
            ? { paid: true }
            : { paid: false, problem: 'Your bank asks you to confirm this payment.' },
        );
      } catch (error) {
        setPayment({ paid: false, problem: failureText(error) });
      }
    }
    setDone(booking);
  };
  const when = `${formatDate(date, fmt, { weekday: true })}, ${slot.start}–${slot.end}`;
  const money = (amount: string, currency: string) => formatAmount(amount, { ...fmt, currency });
  // Several pay: the player pays their own share now (with the guests' fee); the others from My bookings.
  const [mine, ...others] = quote.data?.shares ?? [];
  const myPrice = mine?.amount ?? quote.data?.price ?? '0';
  const [paidShare, setPaidShare] = useState<string | null>(null);
  // A member's own weekly slot, when the club allows it (issue 29); not for lessons.
  const [weekly, setWeekly] = useState(false);
  const maxWeeks = coach || junior !== null ? null : (quote.data?.weekly_max_weeks ?? null);
  const heading = (
    <Stack gap={2}>
      <Text fw={600}>
        {court.name} at {clubName}
      </Text>
      <Text>{weekly ? `Weekly from ${when}` : when}</Text>
      {coach && (
        <Text size="sm">
          Lesson with {coach.name}: {money(coach.price, coach.currency)} on top of the court
        </Text>
      )}
    </Stack>
  );
  const weeklySwitch = maxWeeks !== null && (
    <Switch
      label="Repeat every week"
      description={`Your own weekly slot, for up to ${maxWeeks} weeks`}
      checked={weekly}
      onChange={(e) => setWeekly(e.currentTarget.checked)}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        weekly
          ? 'Your weekly slot'
          : done
            ? coach
              ? 'Lesson booked'
              : 'Court booked'
            : coach
              ? 'Book this lesson?'
              : 'Book this court?'
      }
      centered
    >
      {weekly && maxWeeks !== null ? (
        <Stack gap="md">
          {heading}
          {weeklySwitch}
          <WeeklySlot
            clubId={clubId}
            fmt={fmt}
            start={booking_.start}
            end={booking_.end}
            court={court.id}
            maxWeeks={maxWeeks}
            onClose={onClose}
          />
        </Stack>
      ) : done ? (
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap" c="court.8">
            <IconCircleCheck size={22} aria-hidden />
            <Text fw={600}>
              {done.courts.join(', ')} is {done.junior ? `${done.junior}'s` : 'yours'} on {when}.
            </Text>
          </Group>
          <Text size="sm">
            {done.payment === 'none'
              ? 'There is nothing to pay.'
              : done.payment === 'club'
                ? `${money(done.price, done.currency)}: ${paymentText.club.toLowerCase()}.`
                : payment?.paid
                  ? `Paid ${money(paidShare ?? done.price, done.currency)} ${method === 'A' ? 'from your account credit' : 'with your card'}.`
                  : `${money(paidShare ?? done.price, done.currency)} is still to pay.`}{' '}
            {paidShare !== null && 'Your partners pay their shares from My bookings. '}
            We have e-mailed you the details.
          </Text>
          {payment && !payment.paid && (
            <Alert color="red" variant="light" role="alert" title="The payment did not go through">
              {payment.problem} Pay from My bookings.
            </Alert>
          )}
          <BookedRow onClose={onClose} closeLabel="Book another" />
        </Stack>
      ) : (
        <Stack gap="md">
          {heading}
          {weeklySwitch}
          <HouseholdSelect value={junior} onChange={setJunior} />
          <WhoPlaysFields
            clubId={clubId}
            value={who}
            onChange={setWho}
            guestFee={
              quote.data && Number(quote.data.guest_fee) > 0 ? money(quote.data.guest_fee!, quote.data.currency) : ''
            }
          />
          {quote.isPending ? (
            <QuoteChecking>Checking the price…</QuoteChecking>
          ) : quote.isError ? (
            <Alert color="red" variant="light" title="We couldn't check this booking">
              {failureText(quote.error)}
            </Alert>
          ) : quote.data.allowed ? (
            <PriceRow
              label={`Price as a ${quote.data.as === 'member' ? 'member' : 'non-member'}`}
              price={money(quote.data.price, quote.data.currency)}
              badge={
                quote.data.payment === 'app'
                  ? method === 'A'
                    ? 'From credit now'
                    : 'By card now'
                  : paymentText[quote.data.payment]
              }
              badgeColor={quote.data.payment === 'app' ? 'yellow' : 'gray'}
            >
              {mine && (
                <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Shares">
                  <Text component="li" size="sm" fw={600}>
                    Your share {money(mine.amount, quote.data.currency)}
                    {who.guests.length > 0 && ' (with your guests)'}
                  </Text>
                  {others.map((o) => (
                    <Text key={o.name} component="li" size="sm" c="dimmed">
                      {o.name} {money(o.amount, quote.data.currency)}
                    </Text>
                  ))}
                </Stack>
              )}
            </PriceRow>
          ) : (
            <RefusalAlert title="This time cannot be booked" reasons={quote.data.reasons} />
          )}
          {quote.data?.allowed && quote.data.payment === 'app' && (
            <PayWithCredit
              clubId={clubId}
              amount={myPrice}
              fmt={fmt}
              value={method}
              onChange={setMethod}
              cardLabel="Card"
            />
          )}
          <ConfirmRow
            error={book.error}
            onClose={onClose}
            disabled={!quote.data?.allowed}
            loading={book.isPending || pay.isPending || payShare.isPending}
            onConfirm={bookAndPay}
          >
            {quote.data?.payment === 'app'
              ? `Book and pay ${mine ? 'my share ' : ''}${money(myPrice, quote.data.currency)}`
              : 'Book court'}
          </ConfirmRow>
        </Stack>
      )}
    </Modal>
  );
}
