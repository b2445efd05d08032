// The clubs area's public entry: the app reaches its screens only through here. Each page is a
// loader for its own lazy chunk, so importing this file adds no page code to the caller's chunk.
export const clubsPages = {
  clubs: () => import('./clubs-page'),
  details: () => import('./club-details-page'),
  application: () => import('./club-application-page'),
  /** /clubs/membership?clubId: a player buys a membership by card, sees it and its receipts, cancels renewal. */
  membership: () => import('./club-membership-page'),
  accessDenied: () => import('./access-denied-page'),
  /** /register-club: a player registers a club (public layout; signed-out visitors go through /signup). */
  registerClub: () => import('./register-club-page'),
};

/** What the Clubs page reads first, started with its code (lib/route-data.ts). */
export const clubsData = {
  clubs: () => import('./clubs-data'),
};
