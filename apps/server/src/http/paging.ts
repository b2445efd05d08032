import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { matches } from './revalidate';
import {
  MAX_PAGE_SIZE,
  pageOf,
  pageParam,
  pageQuerySchema,
  pageSizeParam,
  type Page,
  type PageQuery,
} from '@rally/domain';

// The query and page schemas are the contracts' (@rally/domain contract/paging.ts); kept here by name for the routes.
export { MAX_PAGE_SIZE, pageOf, pageParam, pageQuerySchema, pageSizeParam, type Page, type PageQuery };

/** limit/offset for a page query. */
export const pageWindow = (q: PageQuery) => ({ limit: q.page_size, offset: (q.page - 1) * q.page_size });

/**
 * Wraps rows into a DRF page with absolute next/previous links that keep every other parameter.
 * The links start from PUBLIC_URL, never from the request's protocol and Host: behind a TLS proxy
 * those say `http://` and the internal host, and a client would follow them out of HTTPS.
 */
export function toPage<T>(request: FastifyRequest, q: PageQuery, count: number, results: T[]): Page<T> {
  return { ...pageLinks(request, q, count), results };
}

/** A page whose results are already JSON text (a JSON array's text, such as PostgreSQL's json_agg). */
export type JsonPage = {
  count: number;
  results: string;
  /**
   * The whole answer's bytes for the links they were built with, their ETag, and their gzip once
   * served again: kept for the next request (a cached day view's).
   */
  body?: { links: string; bytes: Buffer; etag: string; gzip?: Buffer };
};

/** The client takes gzip (any Accept-Encoding naming it without q=0). */
const acceptsGzip = (request: FastifyRequest) =>
  /(?:^|,)\s*gzip\s*(?:,|$|;\s*q=(?!0(?:\.0*)?\s*(?:,|$)))/i.test(request.headers['accept-encoding'] ?? '');

/**
 * Sends the same page as `toPage` around results already serialised: nothing is parsed or
 * serialised again. A page served again with the same links (a cached day view) is not even
 * encoded again, its bytes are kept on the page, and from its second answer on it goes gzipped to
 * clients that take it (every browser): compressed once, ~10× fewer bytes each time after. A page
 * served once is sent as it is, its compressing would cost more than it saves on the way.
 *
 * The browser may keep the page and must ask before each use (`private, no-cache`) with its ETag
 * (a hash of the bytes, weak: the gzipped and the plain answer share it), as http/revalidate.ts's
 * lists: a day view read again unchanged (another desk booked on another day, and every day view
 * reads itself again) is a 304 without a body. Access is checked before the page is read, and the
 * page is the same for everyone the route lets in.
 */
export function sendJsonPage(request: FastifyRequest, reply: FastifyReply, q: PageQuery, page: JsonPage) {
  const { next, previous } = pageLinks(request, q, page.count);
  const links = `"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)}`;
  const fresh = page.body?.links !== links;
  if (fresh) {
    const bytes = Buffer.from(`{"count":${page.count},${links},"results":${page.results}}`);
    const etag = `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
    page.body = { links, bytes, etag };
  }
  const body = page.body!;
  reply
    .header('cache-control', 'private, no-cache')
    .header('etag', body.etag)
    .header('vary', 'Accept-Encoding, Authorization');
  if (matches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (fresh || !acceptsGzip(request)) return reply.send(body.bytes);
  body.gzip ??= gzipSync(body.bytes);
  return reply.header('content-encoding', 'gzip').send(body.gzip);
}

function pageLinks(request: FastifyRequest, q: PageQuery, count: number) {
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
  };
}
