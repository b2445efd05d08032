import type { App } from '../http/route-helpers';
import { authRoutes } from './auth/auth.routes';
import { playersRoutes } from './players/players.routes';
import { accountRoutes } from './account/account.routes';
import { devRoutes } from './dev/dev.routes';
import { referenceRoutes } from './reference/reference.routes';
import { clubsRoutes } from './clubs/clubs.routes';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { newsRoutes } from './news/news.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { membersRoutes } from './members/members.routes';
import { membershipFeesRoutes } from './members/membership-fees.routes';
import { membershipCardRoutes } from './members/membership-card.routes';
import { memberBulkActionRoutes } from './members/member-bulk-actions.routes';
import { coachesRoutes } from './coaches/coaches.routes';
import { courtsRoutes } from './courts/courts.routes';
import { healthRoutes } from './health/health.routes';
import { invitationsRoutes } from './invitations/invitations.routes';
import { clubRolesRoutes } from './invitations/club-roles.routes';
import { bookingsRoutes } from './bookings/bookings.routes';
import { messagingRoutes } from './messaging/messaging.routes';
import { newslettersRoutes } from './messaging/newsletters.routes';
import { insightsRoutes } from './insights/insights.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { findAHitRoutes } from './find-a-hit/find-a-hit.routes';
import { matchesRoutes } from './matches/matches.routes';
import { playerBookingsRoutes } from './bookings/player-bookings.routes';
import { checkInRoutes, courtWaitlistRoutes } from './bookings/court-waitlist.routes';
import { lotteryRoutes } from './bookings/lottery.routes';
import { bookingFeesRoutes } from './bookings/booking-fees.routes';
import { calendarFeedsRoutes } from './calendar/calendar-feeds.routes';
import { courtBoardRoutes } from './bookings/court-board.routes';
import { clinicsRoutes } from './clinics/clinics.routes';
import { clubTermsRoutes } from './clinics/club-terms.routes';
import {
  tournamentDrawRoutes,
  tournamentPlaceRoutes,
  tournamentResultRoutes,
  tournamentsRoutes,
} from './competitions/tournaments.routes';
import { playerLadderRoutes } from './competitions/player-ladders.routes';
import { storeRoutes } from './store/store.routes';
import { accountingRoutes } from './accounting/accounting.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { householdsRoutes } from './households/households.routes';
import { operatorRoutes } from './operator/operator.routes';

/** Every area's routes, registered under /api in this order. */
export const apiModules: ((app: App) => Promise<void>)[] = [
  authRoutes,
  playersRoutes,
  accountRoutes,
  householdsRoutes,
  referenceRoutes,
  clubsRoutes,
  subscriptionsRoutes,
  newsRoutes,
  feedbackRoutes,
  membersRoutes,
  membershipFeesRoutes,
  membershipCardRoutes,
  memberBulkActionRoutes,
  coachesRoutes,
  courtsRoutes,
  bookingsRoutes,
  playerBookingsRoutes,
  courtWaitlistRoutes,
  checkInRoutes,
  bookingFeesRoutes,
  lotteryRoutes,
  calendarFeedsRoutes,
  courtBoardRoutes,
  paymentsRoutes,
  findAHitRoutes,
  matchesRoutes,
  insightsRoutes,
  clinicsRoutes,
  clubTermsRoutes,
  storeRoutes,
  accountingRoutes,
  tournamentsRoutes,
  tournamentDrawRoutes,
  tournamentResultRoutes,
  tournamentPlaceRoutes,
  playerLadderRoutes,
  messagingRoutes,
  newslettersRoutes,
  invitationsRoutes,
  notificationsRoutes,
  clubRolesRoutes,
  healthRoutes,
  devRoutes,
  // The operator console (issue 31).
  operatorRoutes,
];
