// What the service worker (sw.ts) keeps a copy of, so a player reads their own pages offline;
// docs/pwa.md has the decisions. Imported by the page too (the cache's name, the saved-at header),
// so it stays free of anything else.

/** The cache of the player's saved reads: one per browser, emptied at every sign-in and sign-out. */
export const SAVED_READS_CACHE = 'rally-saved-reads';
/** The header a saved copy carries: when it was saved (an ISO instant). */
export const SAVED_AT_HEADER = 'x-rally-saved-at';
/** How long a saved copy may be shown: the sign-in's own life (lib/auth-token.ts), no longer. */
export const SAVED_READ_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The player's own pages that are readable offline: My bookings, their clinics, competitions, clubs. */
const offlinePages = [/^\/mybookings\/?$/, /^\/clubs\/clinics\/?$/, /^\/tour\/?$/, /^\/clubs\/?$/];

/**
 * The reads those pages make (GET, the API's path): the signed-in player, their bookings, their
 * fixtures, their clinic places and waiting lists, a club's published clinics and its public detail
 * (name, locale). Nothing of the club dashboard: its pages are not in the list above, and a read
 * is saved only when one of those pages asks for it.
 */
const savedReads = [
  /^\/api\/user\/$/,
  /^\/api\/mybooking\/$/,
  /^\/api\/fixture\/mine\/$/,
  /^\/api\/eventparticipant\/mine\/$/,
  /^\/api\/eventwaitlist\/mine\/$/,
  /^\/api\/event\/$/,
  /^\/api\/event\/coached\/$/,
  /^\/api\/club\/\d+\/$/,
];

/** True when GET `api` may be answered from a saved copy (a read a saved page makes). */
export const mayBeSaved = (api: URL): boolean => savedReads.some((path) => path.test(api.pathname));

/** True when `page` (the tab that asked) is one of the player's offline pages and `api` one of their reads. */
export const isSavedRead = (api: URL, page: URL | undefined): boolean =>
  page !== undefined &&
  page.origin === api.origin &&
  offlinePages.some((path) => path.test(page.pathname)) &&
  mayBeSaved(api);
