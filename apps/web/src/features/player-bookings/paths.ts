/** The club's booking page: `/clubs/book?clubId=N`. */
export const bookCourtHref = (clubId: number) => `/clubs/book?clubId=${clubId}`;
/** My bookings, in the player's menu. */
export const MY_BOOKINGS_PATH = '/mybookings';
/** The check-in page on a court: `/clubs/check-in?clubId=N&court=M` (it asks for the court's code). */
export const checkInHref = (clubId: number, courtId: number) => `/clubs/check-in?clubId=${clubId}&court=${courtId}`;
