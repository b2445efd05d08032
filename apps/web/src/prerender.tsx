// The build renders the public pages to HTML with this module (scripts/prerender.mjs), so a first
// visit shows the page before any script has run; main.tsx then draws the same page over it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { preloadRoute, routeDataOf } from './app/lazy-page';
import { RenderQueryClient } from './app/render-query-client';
import { App } from './app/start';
import { caseStudyPaths, featurePaths, routes } from './app/router';
import { takeRenderedTitle } from './lib/page-title';
import { criticalCss, withoutFontFaces } from './lib/critical-css';
import { setRenderContextSource, type RenderContext, type RenderReader } from './lib/render-context';

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

const renders = new AsyncLocalStorage<RenderContext>();
setRenderContextSource(() => renders.getStore());

/** The longest a signed-in page waits for its reads before it is drawn with what has arrived. */
const READS_WAIT_MS = 1500;

/**
 * Resolves once no query of `queryClient` is fetching, or after `ms`. A read's answer may start
 * another (the day's bookings wait for the club's zone), so "none" is checked a task after the last
 * change, when what an answer starts has started.
 */
function settled(queryClient: QueryClient, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      clearTimeout(pending);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const check = () => {
      clearTimeout(pending);
      pending = setTimeout(() => {
        if (queryClient.isFetching() === 0) done();
      }, 0);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

/**
 * Runs `render` at the product's time of day (`now`, the server's clock): what a page computes
 * from "now" (today in the club's zone, a member's age, an expiry badge) is what the reader's
 * browser computes when it draws the page again, and what the API answered. `renderToString` is
 * synchronous, so no other request's code runs while `Date` reads `now`.
 */
function atInstant<T>(now: number, render: () => T): T {
  const SystemDate = globalThis.Date;
  class RenderDate extends SystemDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now);
      else super(...(args as [string | number | Date]));
    }
    static override now() {
      return now;
    }
  }
  globalThis.Date = RenderDate as DateConstructor;
  try {
    return render();
  } finally {
    globalThis.Date = SystemDate;
  }
}

/** True for a page the server draws for a signed-in reader: a dashboard section whose first reads are known. */
export const rendersSignedIn = (pathname: string) => routeDataOf(routes, pathname).length > 2;

/** True for a public page the server draws at request time: one that shows the database's data (its route reads it). */
export const rendersPublic = (pathname: string) =>
  prerenderPaths.includes(pathname) && routeDataOf(routes, pathname).length > 0;

type Drawn = { html: string; title: string | undefined; queries: DehydratedState };

/**
 * Runs the first reads of the routes `url` matches (the route data of app/lazy-page.tsx) through
 * `context.read` into a query client of the page's own, then (unless `accept` refuses the reads)
 * renders the page from them at the product's instant `now`. The queries go with the HTML, so
 * the app draws the same page from the same data without asking again.
 */
async function drawWithReads(
  url: URL,
  reader: Omit<RenderReader, 'token'> & { token?: string },
  accept: (reads: Record<string, { status: number }>) => boolean = () => true,
): Promise<Drawn | undefined> {
  const reads: Record<string, { status: number }> = {};
  const context: RenderContext = {
    token: reader.token ?? '',
    wide: reader.wide,
    read: async (readUrl) => {
      const answer = await reader.read(readUrl);
      reads[readUrl] = answer;
      return answer;
    },
  };
  return renders.run(context, async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
    });
    await preloadRoute(routes, url.pathname);
    const loaders = await Promise.all(routeDataOf(routes, url.pathname).map((data) => data()));
    for (const loader of loaders) loader.default({ queryClient, url });
    await settled(queryClient, READS_WAIT_MS);
    if (!accept(reads)) return undefined;
    const router = createMemoryRouter(routes, { initialEntries: [`${url.pathname}${url.search}`] });
    const html = atInstant(reader.now, () =>
      renderToString(
        <RenderQueryClient.Provider value={queryClient}>
          <App router={router} />
        </RenderQueryClient.Provider>,
      ),
    );
    // Answered at the product's time: the reader's browser (on the same clock) finds them fresh.
    const dehydrated = dehydrate(queryClient);
    const queries: DehydratedState = {
      ...dehydrated,
      queries: dehydrated.queries.map((query) => ({
        ...query,
        state: { ...query.state, dataUpdatedAt: reader.now },
      })),
    };
    queryClient.clear();
    return { html, title: takeRenderedTitle(), queries };
  });
}

/**
 * A signed-in reader's page drawn on the server at request time (apps/server's page serving),
 * with the reader's token. Undefined when the page cannot be drawn for this reader (their token
 * is refused).
 */
export function renderSignedIn(url: URL, reader: RenderReader): Promise<Drawn | undefined> {
  return drawWithReads(
    url,
    reader,
    (reads) => Object.entries(reads).find(([readUrl]) => readUrl.endsWith('/api/user/'))?.[1]?.status === 200,
  );
}

/**
 * A public page that shows the database's data (the pricing page's prices, the home page's clubs)
 * drawn on the server at request time, for anyone (no token), with the CSS its first paint needs
 * (`criticalCss` of the site's stylesheet `css`): the visitor sees the content at the first paint,
 * before any script. Undefined when a read failed (the server then sends the build's page).
 */
export async function renderPublic(
  url: URL,
  reader: { now: number; read: RenderReader['read'] },
  css: string,
): Promise<(Drawn & { css: string }) | undefined> {
  const page = await drawWithReads(url, { ...reader, wide: true }, (reads) =>
    Object.values(reads).every((answer) => answer.status === 200),
  );
  return page && { ...page, css: criticalCss(css, page.html) };
}

export { criticalCss, withoutFontFaces };
