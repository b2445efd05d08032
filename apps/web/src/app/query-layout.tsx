import {
  hydrate,
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { RenderQueryClient } from './render-query-client';
import { ApiError } from '../lib/api';
import { isSavedRead } from '../service-worker/saved-reads';
import { noteClubSuspension } from '../lib/club-suspended';

export const queryClient = new QueryClient({
  // A club Rally's operators suspended answers CLUB_SUSPENDED: the layouts show its page (issue 31).
  queryCache: new QueryCache({ onError: noteClubSuspension }),
  mutationCache: new MutationCache({ onError: noteClubSuspension }),
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

/** The API path a query key names (lib/endpoint.ts `keyOf`: the path's segments, then the query). */
const apiPathOf = (key: readonly unknown[]) =>
  `/api/${key.filter((part) => typeof part === 'string' || typeof part === 'number').join('/')}/`;

/**
 * A page the server drew came with its reads, so a service worker saw none of them and has no
 * copy to show offline (service-worker/saved-reads.ts). Under a worker, the drawn reads it keeps
 * are asked again once the browser is idle (two seconds at most), through the worker, which saves them; the page
 * changes only if the answer has.
 */
export function saveDrawnReads(queries: DehydratedState) {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  const keys = queries.queries
    .map((query) => query.queryKey)
    .filter((key) => isSavedRead(new URL(apiPathOf(key), window.location.origin), new URL(window.location.href)));
  if (keys.length === 0) return;
  const save = () => {
    for (const queryKey of keys) void queryClient.refetchQueries({ queryKey, exact: true });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(save, { timeout: 2000 });
  else setTimeout(save, 500);
}

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
