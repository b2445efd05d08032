import { Navigate, type RouteObject } from 'react-router';
import { authPages } from '../features/auth';
import { clinicsPages } from '../features/clinics';
import { bookingsPages } from '../features/bookings';
import { clubSettingsPages } from '../features/club-settings';
import { clubsPages } from '../features/clubs';
import { competitionsPages } from '../features/competitions';
import { courtsPages } from '../features/courts';
import { dashboardPages } from '../features/dashboard';
import { insightsPages } from '../features/insights';
import { matchesPages } from '../features/matches';
import { membersPages } from '../features/members';
import { messagesPages } from '../features/messages';
import { newsPages } from '../features/news';
import { playerBookingsPages } from '../features/player-bookings';
import { paymentsPages } from '../features/payments';
import { sitePages } from '../features/site';
import { storePages } from '../features/store';
import { page, type PageModule } from './lazy-page';

// One lazy chunk per page and layout so the public pages never load dashboard code. Features are
// reached through their public entries (features/<area>/index.ts), whose pages are chunk loaders.
const publicLayout: PageModule = sitePages.layout;
const playerLayout: PageModule = () => import('./layouts/player-layout');
const dashboardLayout: PageModule = () => import('./layouts/dashboard-layout');
const requireAuth: PageModule = authPages.requireAuth;
const queryLayout: PageModule = () => import('./query-layout');

/** The feature marketing pages (spec 1 §2), by path; the page reads its content by slug. */
export const featurePaths = [
  'tennis_find_a_hit_matcha',
  'tennis_club_point_of_sale',
  'tennis_clinics',
  'tennis_court_bookings',
  'tennis_club_member_fee_collection',
  'tennis_club_member_communications',
  'tennis_league_management',
  'tennis_circle',
  'tennis_player_profile',
  'tennis_match_diary',
] as const;
export const caseStudyPaths = ['case-studies_clubs', 'case-studies_competitions', 'sw-club-promotion'] as const;

/** Dashboard sections under /clubs/dashboard/ (spec 1 §2). */
export const dashboardSections = ['club-info', 'members', 'matcha', 'court-bookings', 'newsletters', 'news', 'messages', 'insights', 'transactions', 'point-of-sale', 'clinics'] as const;

/**
 * The screen of each dashboard section: an area adds its own line here when it is built; the
 * others show the section's "coming soon" panel inside the dashboard.
 */
/** Bookings: the courts area's section page with the bookings area's calendar as its first tab (the two chunks load together). */
const courtBookingsSection: PageModule = () =>
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

const sectionPages: Partial<Record<(typeof dashboardSections)[number], PageModule>> = {
  members: membersPages.members,
  'club-info': clubSettingsPages.clubSettings,
  clinics: clinicsPages.clinics,
  'court-bookings': courtBookingsSection,
  insights: insightsPages.insights,
  matcha: matchesPages.clubMatcha,
  messages: messagesPages.messages,
  news: newsPages.clubNews,
  newsletters: messagesPages.newsletters,
  transactions: paymentsPages.transactions,
  'point-of-sale': storePages.pointOfSale,
};
const comingSoonSection: PageModule = dashboardPages.comingSoonSection;

const tournamentEditPaths = ['manageplayers', 'edit/definition', 'edit/playingformat', 'edit/rules', 'edit/players', 'edit/teamsetup'];

const appRoutes: RouteObject[] = [
  {
    element: page(publicLayout),
    children: [
      { path: '/', element: page(sitePages.home) },
      { path: '/faq', element: page(sitePages.faq) },
      { path: '/pricing', element: page(sitePages.pricing) },
      { path: '/register-club', element: page(clubsPages.registerClub) },
      { path: '/feedback', element: page(sitePages.feedback) },
      { path: '/privacy', element: page(sitePages.privacy) },
      { path: '/verified', element: page(sitePages.verified) },
      { path: '/signup', element: page(authPages.signup) },
      { path: '/forgot-password', element: page(authPages.forgotPassword) },
      { path: '/forgotpassword', element: page(authPages.forgotPassword) },
      { path: '/reset-password', element: page(authPages.resetPassword) },
      { path: '/unsubscribe', element: page(messagesPages.unsubscribe) },
      ...featurePaths.map((p) => ({ path: `/${p}`, element: page(sitePages.feature) })),
      ...caseStudyPaths.map((p) => ({ path: `/${p}`, element: page(sitePages.caseStudy) })),
      { path: '*', element: page(sitePages.notFound) },
    ],
  },
  {
    element: page(requireAuth),
    children: [
      {
        element: page(playerLayout),
        children: [
          // RequireAuth sends a logged-out visit to /clubs to the home page's clubs section instead of /signup.
          { path: '/clubs', element: page(clubsPages.clubs) },
          { path: '/clubs/details', element: page(clubDetails) },
          { path: '/clubs/application', element: page(clubsPages.application) },
          { path: '/clubs/membership', element: page(clubsPages.membership) },
          { path: '/clubs/access-denied', element: page(clubsPages.accessDenied) },
          { path: '/clubs/clinics', element: page(clinicsPages.playerClinics) },
          { path: '/clubs/book', element: page(playerBookingsPages.book) },
          { path: '/mybookings', element: page(playerBookingsPages.myBookings) },
          { path: '/matches', element: page(matchesPages.matches) },
          { path: '/matches/player', element: page(matchesPages.playerProfile) },
          { path: '/news', element: page(newsPages.news) },
          { path: '/inbox', element: page(messagesPages.inbox) },
          { path: '/payments', element: page(paymentsPages.myPayments) },
          { path: '/tour', element: page(competitionsPages.competitions) },
          { path: '/tournament/add', element: page(competitionsPages.tournamentAdd) },
          { path: '/tournament/draw', element: page(competitionsPages.tournamentDraw) },
          ...tournamentEditPaths.map((p) => ({ path: `/tournament/${p}`, element: page(competitionsPages.tournamentEdit) })),
          { path: '/tournament/manualdraw', element: page(competitionsPages.tournamentManualDraw) },
          { path: '/tournament/createknockoutround', element: page(competitionsPages.tournamentKnockout) },
          { path: '/tournament/ladder', element: page(competitionsPages.playerLadder) },
        ],
      },
      {
        path: '/clubs/dashboard',
        element: page(dashboardLayout),
        children: [
          { index: true, element: <Navigate to="club-info" replace /> },
          ...dashboardSections.map((section) => ({ path: section, element: page(sectionPages[section] ?? comingSoonSection) })),
        ],
      },
    ],
  },
];

/** Every page, under the root that gives them server state (TanStack Query). */
export const routes: RouteObject[] = [{ element: page(queryLayout), children: appRoutes }];
