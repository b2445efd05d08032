import { accountPages } from '../features/account';
import { bookingsData, bookingsPages } from '../features/bookings';
import { clinicsPages } from '../features/clinics';
import { clubSettingsPages } from '../features/club-settings';
import { clubsData, clubsPages } from '../features/clubs';
import { competitionsPages } from '../features/competitions';
import { courtsPages } from '../features/courts';
import { dashboardPages } from '../features/dashboard';
import { insightsPages } from '../features/insights';
import { findAHitPages } from '../features/find-a-hit';
import { membersData, membersPages } from '../features/members';
import { messagesPages } from '../features/messages';
import { newsPages } from '../features/news';
import { notificationsPages } from '../features/notifications';
import { paymentsData, paymentsPages } from '../features/payments';
import { playerBookingsData, playerBookingsPages } from '../features/player-bookings';
import { storePages } from '../features/store';
import { operatorPages } from '../features/operator';
import type { PageModule, RouteData } from './lazy-page';

// The loaders of the areas' pages (all but the public site's and sign-in's, which the start keeps
// for a first visit's speed), in one small chunk of their own that the router loads on the way to
// such a page: their imports and the list of files each preloads stay out of the start that every
// page runs (its size budget: e2e/budget.mjs).

/** Bookings: the courts area's section page with the bookings area's calendar as its first tab (the two chunks load together). */
const courtBookings: PageModule = () =>
  Promise.all([courtsPages.courtBookings(), bookingsPages.calendar()]).then(([section, calendar]) => ({
    default: function CourtBookingsSection() {
      return <section.default calendar={calendar.default} />;
    },
  }));

/** A club's page: the clubs area's details with the news area's latest items of the club under them. */
const clubDetails: PageModule = () =>
  Promise.all([clubsPages.details(), newsPages.clubNewsPanel()]).then(([details, news]) => ({
    default: function ClubDetailsWithNews() {
      return <details.default news={news.default} />;
    },
  }));

export const areaPages = {
  /** The signed-in frames: the player's pages' and the club dashboard's. */
  layouts: {
    player: () => import('./layouts/player-layout'),
    dashboard: () => import('./layouts/dashboard-layout'),
  },
  account: accountPages,
  clubDetails,
  clinics: clinicsPages,
  clubs: clubsPages,
  clubSettings: clubSettingsPages,
  competitions: competitionsPages,
  courtBookings,
  courtBoard: bookingsPages.board,
  dashboard: dashboardPages,
  insights: insightsPages,
  findAHit: findAHitPages,
  members: membersPages,
  messages: messagesPages,
  news: newsPages,
  notifications: notificationsPages,
  payments: paymentsPages,
  playerBookings: playerBookingsPages,
  store: storePages,
  operator: operatorPages,
};

/** What the areas' pages read first (the router's route data): each a small chunk started with the page's code. */
export const areaData = {
  dashboard: () => import('./layouts/dashboard-data'),
  player: () => import('./layouts/player-data'),
  clubs: clubsData.clubs,
  myBookings: playerBookingsData.myBookings,
  members: membersData.members,
  courtBookings: bookingsData.calendar,
  transactions: paymentsData.transactions,
} satisfies Record<string, RouteData>;
