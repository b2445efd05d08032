import { Stack, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { formatDateTime, type ClubFormat, type MyBooking } from '@rally/domain';
import { AccessNote, CourtFacts, Note } from './court-facts';

// A booking's courts in My bookings (issue 28): who else plays, each court's surface, lights, roof
// and rules, the club's rules, and how to get in: the access notes (gate codes) from the time the
// club sets before the booking, and until then when they will show.

export function BookingFacts({ booking, fmt }: { booking: MyBooking; fmt: ClubFormat }) {
  const facts = booking.facts;
  const withWhom = [
    ...(booking.coaches?.length ? [`Coach: ${booking.coaches.join(', ')}`] : []),
    ...(booking.guests?.length ? [`Guests: ${booking.guests.join(', ')}`] : []),
  ];
  return (
    <Stack gap={4} mt={4}>
      {withWhom.map((line) => (
        <Text key={line} size="xs">
          {line}
        </Text>
      ))}
      {facts && !booking.cancelled && (
        <>
          {facts.courts.map((court) => (
            <CourtFacts key={court.name} court={court} />
          ))}
          {facts.rules && (
            <Note icon={<IconListCheck size={16} aria-hidden />} title="Court rules" text={facts.rules} />
          )}
          {facts.access_notes ? (
            <AccessNote text={facts.access_notes} />
          ) : (
            new Date(facts.access_from) > new Date() && (
              <Text size="xs" c="dimmed">
                How to get in (gate code) shows here from {formatDateTime(facts.access_from, fmt, { weekday: true })}.
              </Text>
            )
          )}
        </>
      )}
    </Stack>
  );
}
