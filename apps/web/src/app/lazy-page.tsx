import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ChunkErrorBoundary, loadChunk } from './chunk-error';

export type PageModule = () => Promise<{ default: ComponentType }>;

// Pages whose code has arrived render at once; the others through React.lazy.
const loaded = new Map<PageModule, ComponentType>();
const lazyPages = new Map<PageModule, LazyExoticComponent<ComponentType>>();

const load = (module: PageModule) =>
  loadChunk(module).then((m) => {
    loaded.set(module, m.default);
    return m;
  });

function LazyPage({ module }: { module: PageModule }) {
  const Ready = loaded.get(module);
  if (Ready) return <Ready />;
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
 */
export const page = (module: PageModule) => <LazyPage module={module} />;

/** Loads the chunks of every route the URL matches (layouts and page) in parallel. */
export async function preloadRoute(routes: RouteObject[], pathname: string) {
  const modules = (matchRoutes(routes, pathname) ?? [])
    .map((match) => (match.route.element as ReactElement<{ module?: PageModule }> | undefined)?.props?.module)
    .filter((module): module is PageModule => module !== undefined);
  // A chunk that fails here fails again in its page, which then shows the chunk error.
  await Promise.allSettled(modules.map(load));
}
