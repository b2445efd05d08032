// The build renders the public pages to HTML with this module (scripts/prerender.mjs), so a first
// visit shows the page before any script has run; main.tsx then draws the same page over it.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { preloadRoute } from './app/lazy-page';
import { App } from './app/start';
import { caseStudyPaths, featurePaths, routes } from './app/router';
import { takeRenderedTitle } from './lib/page-title';

/** The public pages that look the same to everyone (no token, no query string). */
export const prerenderPaths = [
  '/',
  '/faq',
  '/pricing',
  '/feedback',
  '/privacy',
  '/signup',
  '/forgot-password',
  ...featurePaths.map((p) => `/${p}`),
  ...caseStudyPaths.map((p) => `/${p}`),
];

/** The HTML of one page and its document title. */
export async function render(path: string): Promise<{ html: string; title: string | undefined }> {
  await preloadRoute(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const html = renderToString(<App router={router} />);
  return { html, title: takeRenderedTitle() };
}
