import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { RenderQueryClient } from './render-query-client';
import { ApiError } from '../lib/api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/** Takes the queries a page the server drew was drawn from (src/prerender.tsx), so the app draws it from the same data. */
export const takeRenderedQueries = (queries: DehydratedState) => hydrate(queryClient, queries);

/**
 * Server state for every page (on the server's render of a page, that render's own client), as the root route: its code (TanStack Query and the API client)
 * loads with the first page's chunks instead of holding up the app's start.
 */
export default function QueryLayout() {
  const rendering = useContext(RenderQueryClient);
  return (
    <QueryClientProvider client={rendering ?? queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
