import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A route's `onSend` for lists that change rarely and that every page asks for again (the
 * reference lists, a club's features). Instead of the API's `no-store`, the browser may keep the
 * answer but must ask before each use (`no-cache`), sending the answer's ETag (a hash of its
 * body); an unchanged answer is then a 304 without a body, so a second load costs a round trip,
 * not the list. `private`: a club's list is read with a token, and no shared cache keeps it;
 * `Vary: Authorization`: another token's request is never answered from this one's copy. Access
 * is checked before (the route's guard), so a 304 goes only to a caller who may read the list.
 */
export async function revalidate(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
  reply.header('cache-control', 'private, no-cache');
  reply.header('etag', etag);
  reply.header('vary', 'Authorization');
  if (matches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    return null;
  }
  return payload;
}

/** If-None-Match holds the ETag (a list of them, `*`, or weak forms all count: RFC 9110 §13.1.2). */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}
