import type { FastifyInstance } from 'fastify';
import { invalid } from './errors';

/** No payload of the spec nests deeper than a few levels; 32 leaves room and stops stack-busting bodies. */
export const MAX_JSON_DEPTH = 32;

/** The nesting depth of a parsed JSON value, measured without recursion. */
export function jsonDepth(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) max = depth;
    if (max > MAX_JSON_DEPTH) return max;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return max;
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning protection), plus a depth limit:
 * validators and services walk bodies recursively, so a 50,000-deep array must stop here as a 400.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // No body at all is no body, whatever the header says: clients send `Content-Type:
    // application/json` on every call, DELETE included. A route that needs a body refuses the
    // missing one through its schema.
    if (body.length === 0) return done(null, undefined);
    parse(request, body.toString(), (err, value) => {
      if (err) return done(err, undefined);
      if (jsonDepth(value) > MAX_JSON_DEPTH) return done(invalid('The request body is nested too deeply.'), undefined);
      done(null, value);
    });
  });
}
