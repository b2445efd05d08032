import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider, type createMemoryRouter } from 'react-router';
import { prefetchRouteData, preloadRoute } from './lazy-page';
import { Providers } from './providers';
import { routes } from './router';

/**
 * Marks the page as the app's once the app has taken it over (in the commit that did): a
 * prerendered page waiting for a logged-in visitor's app is inert until then, and `data-app`
 * tells browser tests the app runs; `onActive` replays what the reader did before (main.tsx).
 */
function Activate({ container, onActive }: { container?: HTMLElement; onActive?: () => void }) {
  useLayoutEffect(() => {
    if (!container || container.hasAttribute('data-app')) return;
    container.removeAttribute('inert');
    container.setAttribute('data-app', '');
    onActive?.();
  }, [container, onActive]);
  return null;
}

/** The whole app; the build's prerender renders the same tree, so React can adopt its HTML. */
export function App({
  router,
  container,
  onActive,
}: {
  router: ReturnType<typeof createBrowserRouter | typeof createMemoryRouter>;
  container?: HTMLElement;
  onActive?: () => void;
}): ReactNode {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
      <Activate container={container} onActive={onActive} />
    </StrictMode>
  );
}

/**
 * Starts the app in `container`. The first render waits for the URL's layout and page chunks
 * (fetched together, with the data they read first), so it draws the page itself rather than a
 * loader. A page drawn before the app ran (`adopt`: a public page for a logged-out visitor, or a
 * dashboard section the server drew for its reader, from the `queries` it was drawn from) is
 * adopted (hydrated) as it is, in slices that leave the main thread free for the reader; any other
 * page (a public page a logged-in visitor sees, whose HTML shows the logged-out header) is drawn
 * anew. `onActive` runs once the app has taken the page over.
 */
export async function start(
  container: HTMLElement,
  { adopt = false, queries, onActive }: { adopt?: boolean; queries?: DehydratedState; onActive?: () => void } = {},
) {
  // The page's first queries start with its chunks, not after they have loaded and rendered; a
  // signed-in page the server drew comes with the queries it was drawn from (main.tsx), and the
  // app draws it from those (no loader in between, nothing asked twice).
  if (!queries) prefetchRouteData(routes, new URL(window.location.href));
  await preloadRoute(routes, window.location.pathname);
  if (queries)
    await import('./query-layout').then((m) => {
      m.takeRenderedQueries(queries);
      m.saveDrawnReads(queries);
    });
  const router = createBrowserRouter(routes);
  const app = <App router={router} container={container} onActive={onActive} />;
  // The server draws at the product's time (the API's clock) and the browser at its own: when the
  // two disagree by a day or more (a browser tests' clock, a phone's wrong date), what the page
  // computes from "now" (a member's age) differs, React reports it and draws that part anew.
  if (adopt) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
