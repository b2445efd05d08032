// The bookings area's public entry: the app reaches its screens only through here. Each screen is
// a loader for its own lazy chunk, so importing this file adds no screen code to the caller's chunk.
export const bookingsPages = {
  /** The Court bookings tab's calendar (day, week, search) with the booking panel; takes `{ club }`. */
  calendar: () => import('./court-calendar'),
};

/** What the Court bookings tab reads first, started with its code (lib/route-data.ts). */
export const bookingsData = {
  calendar: () => import('./calendar-data'),
};
