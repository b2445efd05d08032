import { z } from 'zod';

/** The most rows one page holds. */
export const MAX_PAGE_SIZE = 1000;

/** A whole number from the query (digits only), `min` to `max`, with one sentence for every mistake. */
const wholeNumberParam = (message: string, min: number, max: number) =>
  z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^[0-9]{1,9}$/, message)], {
      error: message,
    })
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** `page`: from 1. */
export const pageParam = () =>
  wholeNumberParam('page must be a whole number from 1', 1, Number.MAX_SAFE_INTEGER).default(1);

/** `page_size`: 1 to 1000, `fallback` when left out (reference lists and settings take 1000). */
export const pageSizeParam = (fallback: number) =>
  wholeNumberParam(`page_size must be a whole number from 1 to ${MAX_PAGE_SIZE}`, 1, MAX_PAGE_SIZE).default(fallback);

/** Paging query of every list: DRF's `page` (from 1) and `page_size` (1 to 1000, default 10). */
export const pageQuerySchema = z.object({
  page: pageParam(),
  page_size: pageSizeParam(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A DRF page: the total, absolute links to the next and previous pages, and this page's rows. */
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** The zod schema of a DRF page of `item`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) });
