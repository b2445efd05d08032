// The player's own bookings (issue 9): booking a court from a club's page and My bookings. Each
// page is a loader for its own lazy chunk, so importing this file adds no page code.
export const playerBookingsPages = {
  book: () => import('./book-court-page'),
  myBookings: () => import('./my-bookings-page'),
  checkIn: () => import('./check-in-page'),
};

export { bookCourtHref, MY_BOOKINGS_PATH } from './paths';
