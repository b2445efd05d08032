import 'mantine-datatable/styles.css';
import { ClubSectionPage, type ClubSectionScreens } from '../../components/club-section-page';
import { ComingSoon } from '../../components/coming-soon';
import { BookingSettings } from './components/booking-settings';
import { CourtsPanel } from './components/courts-panel';

/** The screen of each Bookings sub-link (spec 2 §2: court bookings, courts, settings). */
const tabs: ClubSectionScreens = {
  // The bookings calendar belongs to a later issue.
  'court-bookings': () => (
    <ComingSoon
      title="Court bookings: coming soon"
      description="We're still building the bookings calendar. Set up your courts, rates and booking settings now, and they'll be ready when it arrives."
    />
  ),
  courts: (club) => <CourtsPanel club={club} />,
  settings: (club) => <BookingSettings club={club} />,
};

/**
 * Bookings (/clubs/dashboard/court-bookings): the calendar, the courts with their groups and
 * rates, and the booking settings as tabs (`?tab=`). The layout has already refused what the
 * player's roles or the club's subscription do not allow.
 */
export default function CourtBookingsPage() {
  return <ClubSectionPage tabs={tabs} />;
}
