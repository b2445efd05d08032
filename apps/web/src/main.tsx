import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { preloadRoute } from './app/lazy-page';
import { Providers } from './app/providers';
import { routes } from './app/router';

// The first render waits for the URL's layout and page chunks (fetched together), so it draws the
// page itself: over a prerendered public page nothing moves, elsewhere no loader flashes first.
preloadRoute(routes, window.location.pathname).then(() => {
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
