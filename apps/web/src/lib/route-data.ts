import type { QueryClient } from '@tanstack/react-query';

/**
 * What a route reads first, started together with its code (app/lazy-page.tsx): given the page's
 * URL and the app's query client, it starts (prefetches) the queries its layout or page makes
 * first, with the same options, so they are in flight or answered when the page renders. It
 * renders nothing and may not throw: a failed read is the page's to show when it asks itself.
 */
export type RouteDataLoader = (context: { queryClient: QueryClient; url: URL }) => void;
