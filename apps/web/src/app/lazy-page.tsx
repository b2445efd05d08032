import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import type { RouteDataLoader } from '../lib/route-data';
import { ChunkErrorBoundary, loadChunk } from './chunk-error';

export type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A route's data: a small chunk whose default export starts the queries its page (or layout)
 * makes first, with the same keys, so they run while the page's code loads rather than after it
 * has rendered (docs/DEVELOPING.md, "How a page loads").
 */
export type RouteData = () => Promise<{ default: RouteDataLoader }>;

const loadQueryClient = () => import('./query-layout').then((m) => m.queryClient);
// The URL each route's data was last started for: a render of the same page does not start it again.
const dataStartedFor = new Map<RouteData, string>();

/** Starts a route's queries for `url` (once per URL); a failure is the page's to show when it asks itself. */
function startData(data: RouteData, url: URL) {
  if (dataStartedFor.get(data) === url.href) return;
  dataStartedFor.set(data, url.href);
  Promise.all([loadChunk(data), loadQueryClient()])
    .then(([module, queryClient]) => module.default({ queryClient, url }))
    .catch(() => dataStartedFor.delete(data));
}

// Pages whose code has arrived render at once; the others through React.lazy.
const loaded = new Map<PageModule, ComponentType>();
const lazyPages = new Map<PageModule, LazyExoticComponent<ComponentType>>();

const load = (module: PageModule) =>
  loadChunk(module).then((m) => {
    loaded.set(module, m.default);
    return m;
  });

function LazyPage({ module, data }: { module: PageModule; data?: RouteData }) {
  const Ready = loaded.get(module);
  if (Ready) return <Ready />;
  // Reached by a link (the router has moved the address already): the page's data is asked for
  // with its code, not once the code has rendered.
  if (data) startData(data, new URL(window.location.href));
  let Page = lazyPages.get(module);
  if (!Page) {
    Page = lazy(() => load(module));
    lazyPages.set(module, Page);
  }
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * A route element whose code is its own chunk. Its loader stays on the element, so the first
 * visit can fetch every chunk of the URL at once (`preloadRoute`) and draw the page without a
 * loading state in between (over the prerendered HTML of a public page, nothing changes).
 * `data`, when given, starts the page's first queries together with its code (`prefetchRouteData`
 * on the first visit, the page itself when a link leads to it).
 */
export const page = (module: PageModule, data?: RouteData) => <LazyPage module={module} data={data} />;

type RouteElement = ReactElement<{ module?: PageModule; data?: RouteData }> | undefined;
const elementsOf = (routes: RouteObject[], pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map((match) => (match.route.element as RouteElement)?.props);

/** Loads the chunks of every route the URL matches (layouts and page) in parallel. */
export async function preloadRoute(routes: RouteObject[], pathname: string) {
  const modules = elementsOf(routes, pathname)
    .map((props) => props?.module)
    .filter((module): module is PageModule => module !== undefined);
  // A chunk that fails here fails again in its page, which then shows the chunk error.
  await Promise.allSettled(modules.map(load));
}

/** The data of every route `url` matches (layouts and page), for a render that runs them itself (the server's). */
export const routeDataOf = (routes: RouteObject[], pathname: string): RouteData[] =>
  elementsOf(routes, pathname)
    .map((props) => props?.data)
    .filter((data): data is RouteData => data !== undefined);

/** Starts the data of every route `url` matches (layouts and page), without waiting for it: the first visit's queries run while the code loads. */
export function prefetchRouteData(routes: RouteObject[], url: URL) {
  for (const props of elementsOf(routes, url.pathname)) if (props?.data) startData(props.data, url);
}
