import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type createMemoryRouter } from 'react-router';
import { isLoggedIn } from '../lib/auth-token';
import { preloadRoute } from './lazy-page';
import { Providers } from './providers';
import { routes } from './router';

/** Lets the reader use the page once the app has taken it over (a prerendered page is inert until then). */
function Activate({ container }: { container?: HTMLElement }) {
  useLayoutEffect(() => container?.removeAttribute('inert'), [container]);
  return null;
}

/** The whole app; the build's prerender renders the same tree, so React can adopt its HTML. */
export function App({ router, container }: { router: ReturnType<typeof createBrowserRouter | typeof createMemoryRouter>; container?: HTMLElement }): ReactNode {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
      <Activate container={container} />
    </StrictMode>
  );
}

/**
 * Starts the app in `container`. The first render waits for the URL's layout and page chunks
 * (fetched together), so it draws the page itself rather than a loader. A prerendered page is
 * adopted (hydrated) as it is, unless the visitor is logged in: the HTML shows the logged-out
 * header, so the app draws the page anew over it. Both render in slices that leave the main
 * thread free for the reader.
 */
export async function start(container: HTMLElement) {
  await preloadRoute(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  const app = <App router={router} container={container} />;
  if (container.hasAttribute('inert') && !isLoggedIn()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
