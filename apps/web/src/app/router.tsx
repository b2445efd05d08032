import { Navigate, type RouteObject } from 'react-router';
import { authPages } from '../features/auth';
import { siteData, sitePages } from '../features/site';
import { page, type PageModule, type RouteData } from './lazy-page';
import type { areaData as AreaData, areaPages as AreaPages } from './area-pages';
import { AreaError, withAreaErrors } from './area-error';

const loadAreaPages = () => import('./area-pages');
/**
 * An area's page, reached through the area pages' chunk (area-pages.tsx): one small request
 * before the page's own on the first such page, and a smaller start for every page.
 */
const area =
  (pick: (pages: typeof AreaPages) => PageModule): PageModule =>
  () =>
    loadAreaPages().then(({ areaPages }) => pick(areaPages)());
/** An area's route data (what its page reads first), reached the same way: fetched with the page's code. */
const areaData =
  (pick: (data: typeof AreaData) => RouteData): RouteData =>
  () =>
    loadAreaPages().then(({ areaData }) => pick(areaData)());

// One lazy chunk per page and layout so the public pages never load dashboard code. Features are
// reached through their public entries (features/<area>/index.ts), whose pages are chunk loaders.
const publicLayout: PageModule = sitePages.layout;
const playerLayout: PageModule = area((p) => p.layouts.player);
const dashboardLayout: PageModule = area((p) => p.layouts.dashboard);
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
export const dashboardSections = [
  'club-info',
  'members',
  'matcha',
  'court-bookings',
  'newsletters',
  'news',
  'messages',
  'insights',
  'transactions',
  'point-of-sale',
  'clinics',
  'competitions',
] as const;

/**
 * The screen of each dashboard section: an area adds its own line here when it is built; the
 * others show the section's "coming soon" panel inside the dashboard.
 */
const sectionPages: Partial<Record<(typeof dashboardSections)[number], PageModule>> = {
  members: area((p) => p.members.members),
  'club-info': area((p) => p.clubSettings.clubSettings),
  clinics: area((p) => p.clinics.clinics),
  competitions: area((p) => p.competitions.clubCompetitions),
  'court-bookings': area((p) => p.courtBookings),
  insights: area((p) => p.insights.insights),
  matcha: area((p) => p.findAHit.clubFindAHit),
  messages: area((p) => p.messages.messages),
  news: area((p) => p.news.clubNews),
  newsletters: area((p) => p.messages.newsletters),
  transactions: area((p) => p.payments.transactions),
  'point-of-sale': area((p) => p.store.pointOfSale),
};
/** What a section's page reads first, started with its code (lazy-page.tsx, `page(module, data)`). */
const sectionData: Partial<Record<(typeof dashboardSections)[number], RouteData>> = {
  members: areaData((d) => d.members),
  'court-bookings': areaData((d) => d.courtBookings),
  transactions: areaData((d) => d.transactions),
};
const comingSoonSection: PageModule = area((p) => p.dashboard.comingSoonSection);
const tournamentEdit: PageModule = area((p) => p.competitions.tournamentEdit);

const tournamentEditPaths = [
  'manageplayers',
  'edit/definition',
  'edit/playingformat',
  'edit/rules',
  'edit/players',
  'edit/teamsetup',
];

const appRoutes: RouteObject[] = [
  // The clubhouse screen (issue 29): its own whole page, no site or dashboard frame.
  { path: '/board/:token', element: page(area((p) => p.courtBoard)) },
  {
    element: page(publicLayout),
    children: [
      { path: '/', element: page(sitePages.home, siteData.home) },
      { path: '/faq', element: page(sitePages.faq) },
      { path: '/pricing', element: page(sitePages.pricing, siteData.pricing) },
      { path: '/register-club', element: page(area((p) => p.clubs.registerClub)) },
      { path: '/feedback', element: page(sitePages.feedback) },
      { path: '/privacy', element: page(sitePages.privacy) },
      { path: '/verified', element: page(sitePages.verified) },
      { path: '/signup', element: page(authPages.signup) },
      { path: '/forgot-password', element: page(authPages.forgotPassword) },
      { path: '/forgotpassword', element: page(authPages.forgotPassword) },
      { path: '/reset-password', element: page(authPages.resetPassword) },
      { path: '/unsubscribe', element: page(area((p) => p.messages.unsubscribe)) },
      ...featurePaths.map((p) => ({ path: `/${p}`, element: page(sitePages.feature) })),
      ...caseStudyPaths.map((p) => ({ path: `/${p}`, element: page(sitePages.caseStudy) })),
      { path: '*', element: page(sitePages.notFound) },
    ],
  },
  {
    element: page(requireAuth, authPages.session),
    children: [
      {
        element: page(
          playerLayout,
          areaData((d) => d.player),
        ),
        children: [
          // RequireAuth sends a logged-out visit to /clubs to the home page's clubs section instead of /signup.
          {
            path: '/clubs',
            element: page(
              area((p) => p.clubs.clubs),
              areaData((d) => d.clubs),
            ),
          },
          { path: '/clubs/details', element: page(area((p) => p.clubDetails)) },
          { path: '/clubs/application', element: page(area((p) => p.clubs.application)) },
          { path: '/clubs/membership', element: page(area((p) => p.clubs.membership)) },
          { path: '/clubs/access-denied', element: page(area((p) => p.clubs.accessDenied)) },
          { path: '/clubs/clinics', element: page(area((p) => p.clinics.playerClinics)) },
          { path: '/clubs/book', element: page(area((p) => p.playerBookings.book)) },
          { path: '/clubs/check-in', element: page(area((p) => p.playerBookings.checkIn)) },
          {
            path: '/mybookings',
            element: page(
              area((p) => p.playerBookings.myBookings),
              areaData((d) => d.myBookings),
            ),
          },
          { path: '/matches', element: page(area((p) => p.findAHit.myMatches)) },
          { path: '/matches/player', element: page(area((p) => p.findAHit.playerProfile)) },
          { path: '/news', element: page(area((p) => p.news.news)) },
          { path: '/inbox', element: page(area((p) => p.messages.inbox)) },
          { path: '/payments', element: page(area((p) => p.payments.myPayments)) },
          { path: '/notifications/settings', element: page(area((p) => p.notifications.settings)) },
          { path: '/me', element: page(area((p) => p.account.me)) },
          { path: '/me/security', element: page(area((p) => p.account.security)) },
          { path: '/tour', element: page(area((p) => p.competitions.competitions)) },
          { path: '/tournament/add', element: page(area((p) => p.competitions.tournamentAdd)) },
          { path: '/tournament/draw', element: page(area((p) => p.competitions.tournamentDraw)) },
          ...tournamentEditPaths.map((p) => ({ path: `/tournament/${p}`, element: page(tournamentEdit) })),
          { path: '/tournament/manualdraw', element: page(area((p) => p.competitions.tournamentManualDraw)) },
          { path: '/tournament/createknockoutround', element: page(area((p) => p.competitions.tournamentKnockout)) },
          { path: '/tournament/ladder', element: page(area((p) => p.competitions.playerLadder)) },
          { path: '/tournament/claim', element: page(area((p) => p.competitions.tournamentClaim)) },
        ],
      },
      // The operator console (issue 31): its own frame, its own chunk.
      { path: '/operator', element: page(area((p) => p.operator.console)) },
      {
        path: '/clubs/dashboard',
        element: page(
          dashboardLayout,
          areaData((d) => d.dashboard),
        ),
        children: [
          { index: true, element: <Navigate to="club-info" replace /> },
          ...dashboardSections.map((section) => ({
            path: section,
            element: page(sectionPages[section] ?? comingSoonSection, sectionData[section]),
          })),
        ],
      },
    ],
  },
];

/**
 * Every page, under the root that gives them server state (TanStack Query). A page that throws
 * while rendering shows the area error inside its layout (area-error.tsx); a layout that throws, on its own.
 */
export const routes: RouteObject[] = [
  { element: page(queryLayout), errorElement: <AreaError />, children: withAreaErrors(appRoutes) },
];
