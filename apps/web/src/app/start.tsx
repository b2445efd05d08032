import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { preloadRoute } from './lazy-page';
import { Providers } from './providers';
import { routes } from './router';

/** Lets the reader use the page once the app has drawn it (a prerendered page stays inert until then). */
function Activate({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => container.removeAttribute('inert'), [container]);
  return null;
}

/**
 * Starts the app in `container`. The first render waits for the URL's layout and page chunks
 * (fetched together), so it draws the page itself: over a prerendered public page nothing moves,
 * elsewhere no loader flashes first. As a transition it renders in slices that leave the main
 * thread free for the reader.
 */
export async function start(container: HTMLElement) {
  await preloadRoute(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
        <Activate container={container} />
      </StrictMode>,
    ),
  );
}
