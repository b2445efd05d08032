// The news area's public entry: the app reaches its screens only through here. Each page is a
// loader for its own lazy chunk, so importing this file adds no page code to the caller's chunk.
export const newsPages = {
  news: () => import('./news-page'),
  /** The club dashboard's News section (a club's news items). */
  clubNews: () => import('./club-news-page'),
  /** Not a page: the club's latest news for its page (/clubs/details), handed to the clubs area's page by the router. */
  clubNewsPanel: () => import('./components/club-news-panel'),
};
