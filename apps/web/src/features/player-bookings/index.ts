// The player's own bookings (issue 9): booking a court from a club's page and My bookings. Each
// page is a loader for its own lazy chunk, so importing this file adds no page code.
export const playerBookingsPages = {
  book: () => import('./book-court-page'),
  myBookings: () => import('./my-bookings-page'),
  checkIn: () => import('./check-in-page'),
};

/** What My bookings reads first, started with its code (lib/route-data.ts). */
export const playerBookingsData = {
  myBookings: () => import('./my-bookings-data'),
};

export { bookCourtHref, MY_BOOKINGS_PATH } from './paths';
