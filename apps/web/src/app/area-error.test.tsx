import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../components/test-utils';
import { areaErrorText, withAreaErrors } from './area-error';
import PlayerLayout from './layouts/player-layout';
import { routes } from './router';

// The frame's bell asks for the unread count: answered here, not by a server that is not there.
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ count: 0 }));
});
afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('A bug in the competitions page');
}

/** The player's frame (header, user menu, the menu of areas) with a page that throws and one that works. */
function renderFrame(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PlayerLayout />,
        children: withAreaErrors([
          { path: '/tour', element: <Broken /> },
          { path: '/news', element: <p>The news page</p> },
        ]),
      },
    ],
    { initialEntries: [path] },
  );
  renderWithTheme(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('a page that throws while rendering', () => {
  it('shows the area error inside the frame, logs the error, and the frame takes the reader elsewhere', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderFrame('/tour');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(areaErrorText.title);
    expect(alert.textContent).toContain(areaErrorText.body);
    // The frame stays: the header's wordmark and the player's menu of areas.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'News' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Competitions/ }).getAttribute('aria-current')).toBe('page');
    expect(
      logged.mock.calls.some(
        ([message, error]) =>
          message === 'Rally: the page at /tour failed to render' &&
          (error as Error).message === 'A bug in the competitions page',
      ),
    ).toBe(true);

    // Another area renders afresh: the error belongs to the page it came from.
    await userEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(await screen.findByText('The news page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/news');

    // Back to the broken page: it fails again, in its place.
    await router.navigate('/tour');
    expect((await screen.findByRole('alert')).textContent).toContain(areaErrorText.title);
  });

  it('reloads the page from its Reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    renderFrame('/tour');
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe("the app's routes", () => {
  it('give every page route the area error, and the root one for a layout that throws', () => {
    const pages: string[] = [];
    const walk = (list: typeof routes, parents: string) => {
      for (const route of list) {
        const where = `${parents}/${route.path ?? (route.index ? '(index)' : '')}`;
        if (route.children) walk(route.children, where);
        else {
          pages.push(where);
          expect(route.errorElement, where).toBeTruthy();
        }
      }
    };
    walk(routes, '');
    expect(routes[0].errorElement).toBeTruthy();
    expect(pages.length).toBeGreaterThan(30);
  });
});
