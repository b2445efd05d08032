import { Badge, Button } from '@mantine/core';
import type { MyBooking } from '@rally/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { checkInHref } from '../paths';

// My bookings' check-in (issue 29, docs/court-waitlist.md "By a code"): while the booking's window
// is open, "Check in" opens the check-in page on its court, which asks for the court's code (the
// way without a camera); once done, the card says so.

/** "Check in" while the window is open, "Checked in" once done; nothing otherwise. */
export function CheckInButton({ booking, now = Date.now() }: { booking: MyBooking; now?: number }) {
  const checkIn = booking.check_in;
  if (!checkIn) return null;
  if (checkIn.status === 'C')
    return (
      <Badge color="court" variant="light" tt="none" leftSection={<IconCircleCheck size={12} aria-hidden />}>
        Checked in
      </Badge>
    );
  if (checkIn.status === 'N')
    return (
      <Badge color="orange" variant="light" tt="none">
        No-show: court released
      </Badge>
    );
  if (now < Date.parse(checkIn.opens) || now > Date.parse(checkIn.closes)) return null;
  return (
    <Button size="xs" component={Link} to={checkInHref(booking.club, checkIn.court)}>
      Check in
    </Button>
  );
}
