import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import {
  formatAmount,
  formatDate,
  type ClubFormat,
  type MemberSeriesDate,
  type MemberSeriesInput,
} from '@rally/domain';
import { useState } from 'react';
import { NumberStepper } from '../../../components/number-stepper';
import { failureText } from '../../../lib/api';
import { useBookSeries, useSeriesQuote } from '../api/player-bookings.api';
import { paymentText } from '../booking-format';
import { BookedRow, ConfirmRow, PriceRow, QuoteChecking, RefusalAlert } from './quote-parts';

/** The dates of a weekly slot: each booked (or to be) or skipped with the rules it breaks. */
function DateList({ dates, fmt }: { dates: MemberSeriesDate[]; fmt: ClubFormat }) {
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Dates">
      {dates.map((d) => (
        <Group key={d.date} component="li" gap={6} wrap="nowrap" align="flex-start">
          {d.ok ? (
            <IconCircleCheck size={18} color="var(--mantine-color-court-7)" aria-hidden />
          ) : (
            <IconCircleX size={18} color="var(--mantine-color-red-7)" aria-hidden />
          )}
          <Stack gap={0}>
            <Text size="sm" fw={d.ok ? 500 : 400} td={d.ok ? undefined : 'line-through'}>
              {formatDate(d.date, fmt, { weekday: true })}
              {d.ok ? '' : ' · skipped'}
            </Text>
            {d.reasons.map((r) => (
              <Text key={r} size="xs" c="red.8">
                {r}
              </Text>
            ))}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * A member's own weekly slot (issue 29): the same court and time every week for a term. The quote
 * lists every date before booking (the skipped ones with why) and the club's quotas; after booking
 * the same list says what was booked.
 */
export function WeeklySlot({
  clubId,
  fmt,
  start,
  end,
  court,
  maxWeeks,
  onClose,
}: {
  clubId: number;
  fmt: ClubFormat;
  start: string;
  end: string;
  court: number;
  maxWeeks: number;
  onClose: () => void;
}) {
  const [weeks, setWeeks] = useState(Math.min(10, maxWeeks));
  const body: MemberSeriesInput = { start, end, court, weeks };
  const quote = useSeriesQuote(clubId, body);
  const book = useBookSeries(clubId);
  const money = (amount: string, currency: string) => formatAmount(amount, { ...fmt, currency });

  if (book.data) {
    const booked = book.data.dates.filter((d) => d.ok).length;
    const skipped = book.data.dates.length - booked;
    return (
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" c="court.8">
          <IconCircleCheck size={22} aria-hidden />
          <Text fw={600}>
            Your weekly slot is booked: {booked} {booked === 1 ? 'week' : 'weeks'}
            {skipped ? `, ${skipped} skipped` : ''}.
          </Text>
        </Group>
        <Text size="sm">
          {book.data.payment === 'none'
            ? 'There is nothing to pay.'
            : `${money(book.data.price, book.data.currency)} for the term: ${paymentText[book.data.payment].toLowerCase()}.`}{' '}
          Cancel a date, or a date and the rest, from My bookings.
        </Text>
        <DateList dates={book.data.dates} fmt={fmt} />
        <BookedRow onClose={onClose} closeLabel="Close" />
      </Stack>
    );
  }

  const bookable = quote.data?.dates.filter((d) => d.ok).length ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          For how many weeks
        </Text>
        <NumberStepper
          label="Weeks"
          value={weeks}
          onChange={(n) => setWeeks(Math.max(2, Math.min(maxWeeks, n)))}
          size="lg"
        />
      </Group>
      {quote.isPending ? (
        <QuoteChecking>Checking every date…</QuoteChecking>
      ) : quote.isError ? (
        <Alert color="red" variant="light" title="We couldn't check this weekly slot">
          {failureText(quote.error)}
        </Alert>
      ) : (
        <>
          {quote.data.reasons.length > 0 && (
            <RefusalAlert title="This weekly slot cannot be booked" reasons={quote.data.reasons} />
          )}
          <DateList dates={quote.data.dates} fmt={fmt} />
          {quote.data.allowed && (
            <PriceRow
              label={`${bookable} ${bookable === 1 ? 'week' : 'weeks'} as a member`}
              price={money(quote.data.price, quote.data.currency)}
              badge={paymentText[quote.data.payment]}
            />
          )}
        </>
      )}
      <ConfirmRow
        error={book.error}
        onClose={onClose}
        disabled={!quote.data?.allowed}
        loading={book.isPending}
        onConfirm={() => book.mutate(body)}
      >
        Book {bookable} {bookable === 1 ? 'week' : 'weeks'}
      </ConfirmRow>
    </Stack>
  );
}
