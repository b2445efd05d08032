import 'mantine-datatable/styles.css';
import { Skeleton, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import type { ClubDetail } from '@rally/domain';
import { ClubSectionPage, type ClubSectionScreens } from '../../components/club-section-page';
import { ComingSoon } from '../../components/coming-soon';
import { lazyPart } from '../../components/lazy-panel';

// The calendar is the tab the section opens on; the courts and the settings load when first chosen.
const tabSkeleton = <Skeleton h={420} radius="md" />;
const CourtsPanel = lazyPart(() => import('./components/courts-panel'), 'CourtsPanel', tabSkeleton);
const BookingSettings = lazyPart(() => import('./components/booking-settings'), 'BookingSettings', tabSkeleton);
const LotteryDraws = lazyPart(() => import('./components/lottery-draws'), 'LotteryDraws', tabSkeleton);
const BookingFees = lazyPart(() => import('./components/booking-fees'), 'BookingFees', tabSkeleton);

/** The screen of each Bookings sub-link (spec 2 §2: court bookings, courts, settings). */
const tabsWith = (Calendar?: ComponentType<{ club: ClubDetail }>): ClubSectionScreens => ({
  // The calendar is the bookings area's (the router hands it in); without it, the panel that says so.
  'court-bookings': (club) =>
    Calendar ? (
      <Calendar club={club} />
    ) : (
      <ComingSoon
        title="Court bookings: coming soon"
        description="We're still building the bookings calendar. Set up your courts, rates and booking settings now, and they'll be ready when it arrives."
      />
    ),
  courts: (club) => <CourtsPanel club={club} />,
  // The settings, the no-show and late-cancellation fees, then the release lottery's draws (issue 29).
  settings: (club) => (
    <Stack gap="lg">
      <BookingSettings club={club} />
      <BookingFees club={club} />
      <LotteryDraws club={club} />
    </Stack>
  ),
});

/**
 * Bookings (/clubs/dashboard/court-bookings): the calendar (the bookings area's), the courts with their groups and
 * rates, and the booking settings as tabs (`?tab=`). The layout has already refused what the
 * player's roles or the club's subscription do not allow.
 */
export default function CourtBookingsPage({ calendar }: { calendar?: ComponentType<{ club: ClubDetail }> }) {
  return <ClubSectionPage tabs={tabsWith(calendar)} />;
}
