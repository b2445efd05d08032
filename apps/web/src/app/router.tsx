import { Navigate, type RouteObject } from 'react-router';
import { page, type PageModule } from './lazy-page';

// One lazy chunk per page and layout so the public pages never load dashboard code.
const publicLayout: PageModule = () => import('./layouts/public-layout');
const playerLayout: PageModule = () => import('./layouts/player-layout');
const dashboardLayout: PageModule = () => import('./layouts/dashboard-layout');
const requireAuth: PageModule = () => import('../features/auth/require-auth');
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
export const dashboardSections = ['club-info', 'members', 'matcha', 'court-bookings', 'newsletters', 'messages', 'insights', 'transactions', 'point-of-sale', 'clinics'] as const;

/**
 * The screen of each dashboard section: an area adds its own line here when it is built; the
 * others show the section's "coming soon" panel inside the dashboard.
 */
const sectionPages: Partial<Record<(typeof dashboardSections)[number], PageModule>> = {
  members: () => import('../features/members/members-page'),
  'club-info': () => import('../features/club-settings/club-settings-page'),
  'court-bookings': () => import('../features/courts/court-bookings-page'),
};
const comingSoonSection: PageModule = () => import('../features/dashboard/section-page');

const tournamentPaths = ['add', 'manageplayers', 'draw', 'manualdraw', 'createknockoutround', 'edit/definition', 'edit/playingformat', 'edit/rules', 'edit/players', 'edit/teamsetup'];

const appRoutes: RouteObject[] = [
  {
    element: page(publicLayout),
    children: [
      { path: '/', element: page(() => import('../features/site/home-page')) },
      { path: '/faq', element: page(() => import('../features/site/faq-page')) },
      { path: '/feedback', element: page(() => import('../features/site/feedback-page')) },
      { path: '/privacy', element: page(() => import('../features/site/privacy-page')) },
      { path: '/verified', element: page(() => import('../features/site/verified-page')) },
      { path: '/signup', element: page(() => import('../features/auth/signup-page')) },
      { path: '/forgot-password', element: page(() => import('../features/auth/forgot-password-page')) },
      { path: '/forgotpassword', element: page(() => import('../features/auth/forgot-password-page')) },
      { path: '/reset-password', element: page(() => import('../features/auth/reset-password-page')) },
      ...featurePaths.map((p) => ({ path: `/${p}`, element: page(() => import('../features/site/feature-page')) })),
      ...caseStudyPaths.map((p) => ({ path: `/${p}`, element: page(() => import('../features/site/case-study-page')) })),
      { path: '*', element: page(() => import('../features/site/not-found-page')) },
    ],
  },
  {
    element: page(requireAuth),
    children: [
      {
        element: page(playerLayout),
        children: [
          // RequireAuth sends a logged-out visit to /clubs to the home page's clubs section instead of /signup.
          { path: '/clubs', element: page(() => import('../features/player/clubs-page')) },
          { path: '/clubs/details', element: page(() => import('../features/player/club-details-page')) },
          { path: '/clubs/application', element: page(() => import('../features/player/club-application-page')) },
          { path: '/clubs/access-denied', element: page(() => import('../features/player/access-denied-page')) },
          { path: '/matches', element: page(() => import('../features/player/matches-page')) },
          { path: '/news', element: page(() => import('../features/player/news-page')) },
          { path: '/tour', element: page(() => import('../features/player/competitions-page')) },
          ...tournamentPaths.map((p) => ({ path: `/tournament/${p}`, element: page(() => import('../features/player/tournament-coming-soon-page')) })),
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
