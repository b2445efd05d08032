// The bookings area's public entry: the app reaches its screens only through here. Each screen is
// a loader for its own lazy chunk, so importing this file adds no screen code to the caller's chunk.
export const bookingsPages = {
  /** The Court bookings tab's calendar (day, week, search) with the booking panel; takes `{ club }`. */
  calendar: () => import('./court-calendar'),
  /** The live court board of a club, by its secret link (/board/:token): no login, no chrome (issue 29). */
  board: () => import('./board/court-board-page'),
};

/** What the Court bookings tab reads first, started with its code (lib/route-data.ts). */
export const bookingsData = {
  calendar: () => import('./calendar-data'),
};
