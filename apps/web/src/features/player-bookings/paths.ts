/** The club's booking page: `/clubs/book?clubId=N`. */
export const bookCourtHref = (clubId: number) => `/clubs/book?clubId=${clubId}`;
/** My bookings, in the player's menu. */
export const MY_BOOKINGS_PATH = '/mybookings';
