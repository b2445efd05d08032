// The public site area's public entry: the app reaches its screens only through here. Each page is a
// loader for its own lazy chunk, so importing this file adds no page code to the caller's chunk.
export const sitePages = {
  /** The public site's frame (header, footer, hash scrolling) around these pages. */
  layout: () => import('./site-layout'),
  home: () => import('./home-page'),
  faq: () => import('./faq-page'),
  pricing: () => import('./pricing-page'),
  feedback: () => import('./feedback-page'),
  privacy: () => import('./privacy-page'),
  verified: () => import('./verified-page'),
  feature: () => import('./feature-page'),
  caseStudy: () => import('./case-study-page'),
  notFound: () => import('./not-found-page'),
};

/** The first reads of the site's pages that show the database's data (app/lazy-page.tsx, RouteData). */
export const siteData = {
  home: () => import('./home-data'),
  pricing: () => import('./pricing-data'),
};
