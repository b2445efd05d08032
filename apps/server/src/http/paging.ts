import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** Paging query of every list: DRF's `page` (from 1) and `page_size` (1 to 1000, default 10). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** The zod schema of a DRF page of `item`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) });

/** limit/offset for a page query. */
export const pageWindow = (q: PageQuery) => ({ limit: q.page_size, offset: (q.page - 1) * q.page_size });

/**
 * Wraps rows into a DRF page with absolute next/previous links that keep every other parameter.
 * The links start from PUBLIC_URL, never from the request's protocol and Host: behind a TLS proxy
 * those say `http://` and the internal host, and a client would follow them out of HTTPS.
 */
export function toPage<T>(request: FastifyRequest, q: PageQuery, count: number, results: T[]): Page<T> {
  const link = (page: number) => {
    // Appended, not resolved against it, so a PUBLIC_URL with a path prefix keeps its prefix.
    const url = new URL(`${request.server.deps.config.publicUrl}${request.url}`);
    url.searchParams.set('page', String(page));
    url.searchParams.set('page_size', String(q.page_size));
    return url.toString();
  };
  return {
    count,
    next: q.page * q.page_size < count ? link(q.page + 1) : null,
    previous: q.page > 1 ? link(q.page - 1) : null,
    results,
  };
}
