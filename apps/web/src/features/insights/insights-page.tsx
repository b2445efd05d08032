import { ClubSectionPage } from '../../components/club-section-page';
import { BookingsInsights } from './bookings-insights';
import { CoachesInsights } from './coaches-insights';
import { MembershipInsights } from './membership-insights';
import { RevenueInsights } from './revenue-insights';
import './insights-print.css';

/** The Insights section (spec 3): court bookings and coaches reports, and membership and revenue trends. */
export default function InsightsPage() {
  return (
    <ClubSectionPage
      tabs={{
        'court-bookings': (club) => <BookingsInsights club={club} />,
        coaches: (club) => <CoachesInsights club={club} />,
        membership: (club) => <MembershipInsights club={club} />,
        revenue: (club) => <RevenueInsights club={club} />,
      }}
    />
  );
}
