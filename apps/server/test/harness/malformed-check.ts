import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { nameOf, paramNamesOf, urlOf, type ApiRoute } from './api-routes';
import { excerpt, playerIdOf, reasonOf, type Target } from './access-checks';
import { jsonSchemaOf } from './json-schema';
import { datePlacesOf, IMPOSSIBLE_DATES, withDate } from './impossible-dates';
import { setAt } from './json-paths';
import { essentialBodies, malformedBodies } from './malformed-bodies';
import { planRequest } from './route-requests';
import { shapedArbitrary } from './shaped-arbitrary';

export type MalformedOptions = { numRuns: number };

/** A stable 32-bit seed per route, so a failure replays and adding a route moves no other seed. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/**
 * Why an answer breaks the error contract (< 500; every 4xx has a `reason` sentence), or null;
 * `refused`: the input is wrong (an impossible date), so only a 400 will do.
 */
function breachOf(res: LightMyRequestResponse, refused = false): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${excerpt(res)}`;
  if (refused && res.statusCode !== 400) return `answered ${res.statusCode}, not 400: ${excerpt(res)}`;
  const reason = reasonOf(res);
  if (res.statusCode >= 400 && (typeof reason !== 'string' || !reason))
    return `answered ${res.statusCode} without a reason: ${excerpt(res)}`;
  if (res.statusCode >= 400 && zodsOwnWords.test(res.body))
    return `answered ${res.statusCode} in the validator's words, not a person's: ${excerpt(res)}`;
  return null;
}

/** zod's own messages ('Invalid input: expected string, received undefined'), which no answer may show. */
const zodsOwnWords = /Invalid input|Invalid option|Too (small|big):|expected [a-z]+, received|Unrecognized key/;

/** A distinct client address per request number, from 198.18.0.0/15 (reserved for benchmarking). */
const addressOf = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

const shorten = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text);

/**
 * Sends a route the essential cases and then `numRuns` random valid-shaped and mangled bodies
 * (harness/malformed-bodies.ts) as `authorization`, aimed at `clubId`, and fails on the first answer that is a 5xx or a 4xx without a reason. The
 * seed is fixed per route and there is no shrinking, so the run is bounded and repeatable.
 */
export async function checkMalformedInput(
  target: Target,
  route: ApiRoute,
  clubId: number,
  authorization: string,
  options: MalformedOptions,
): Promise<void> {
  if (!route.body) return;
  const request = await planRequest(target.db, route, clubId, await playerIdOf(target, authorization));
  const clubOverride = typeof route.access === 'object' && route.access.club === 'body' ? { club: clubId } : {};
  const withClub = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...v, ...clubOverride } : v);
  // Mostly the valid sample, so that one mangled field is all that stands between it and the database.
  const shaped = fc.oneof(
    { arbitrary: fc.constant(request.body), weight: 3 },
    { arbitrary: shapedArbitrary(jsonSchemaOf(route.body)).map(withClub), weight: 1 },
  );
  let requestCount = 0;

  const property = fc.asyncProperty(malformedBodies(shaped), async (body) => {
    const res = await target.app.inject({
      method: route.method as 'POST',
      url: request.url,
      // A new client address per request: per-address rate limits would otherwise answer every
      // later request with 429 before its body is read. Per-account limits still apply.
      remoteAddress: addressOf(requestCount++),
      headers: { authorization, 'content-type': body.contentType },
      payload: body.payload,
    });
    const breach = breachOf(res, body.refused);
    if (breach) throw new Error(`${body.label}: ${shorten(body.payload)} ${breach}`);
  });
  await fc.assert(property, {
    numRuns: options.numRuns,
    examples: essentialBodies(request.body, datePlacesOf(route.body, request.body)).map(
      (body) => [body] as [typeof body],
    ),
    seed: seedOf(nameOf(route)),
    endOnFailure: true,
    reporter: (run) => {
      if (!run.failed) return;
      const cause = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
      throw new Error(
        `${request.method} ${request.url}, run ${run.numRuns} (seed ${run.seed}, path ${run.counterexamplePath}): ${cause}`,
      );
    },
  });
}

/** Path and query values a client can type: out of integer range, negative, not a number, NUL, empty. */
export const malformedUrlValues = ['99999999999', '-1', 'abc', '\u0000', ''];

/**
 * Sends a route its planned request with one path parameter or query value at a time replaced by
 * each of `malformedUrlValues`, and each date parameter by each impossible date; returns every
 * answer that is a 5xx or a 4xx without a reason, or not a 400 to an impossible date.
 */
export async function checkMalformedUrl(
  target: Target,
  route: ApiRoute,
  clubId: number,
  authorization: string,
): Promise<string[]> {
  const request = await planRequest(target.db, route, clubId, await playerIdOf(target, authorization));
  const schemaKeys = route.querystring ? Object.keys(jsonSchemaOf(route.querystring).properties ?? {}) : [];
  const queryKeys = new Set([...Object.keys(request.query), ...schemaKeys]);
  const variants: { what: string; url: string; refused?: boolean }[] = [];
  for (const value of malformedUrlValues) {
    for (const name of paramNamesOf(route.url))
      variants.push({ what: `:${name}`, url: urlOf(route, { ...request.params, [name]: value }, request.query) });
    for (const key of queryKeys)
      variants.push({ what: `?${key}`, url: urlOf(route, request.params, { ...request.query, [key]: value }) });
  }
  for (const date of IMPOSSIBLE_DATES) {
    for (const { path, value } of datePlacesOf(route.params, request.params)) {
      variants.push({
        what: `:${path.join('.')}=${date}`,
        url: urlOf(route, setAt(request.params, path, withDate(value, date)) as Record<string, unknown>, request.query),
        refused: true,
      });
    }
    for (const { path, value } of datePlacesOf(route.querystring, request.query)) {
      variants.push({
        what: `?${path.join('.')}=${date}`,
        url: urlOf(route, request.params, setAt(request.query, path, withDate(value, date)) as Record<string, unknown>),
        refused: true,
      });
    }
  }
  const problems: string[] = [];
  for (const [n, variant] of variants.entries()) {
    const res = await target.app.inject({
      method: route.method as 'GET',
      url: variant.url,
      remoteAddress: addressOf(n),
      headers: { authorization },
      ...(request.body === undefined ? {} : { payload: request.body as object }),
    });
    const breach = breachOf(res, variant.refused);
    if (breach) problems.push(`${route.method} ${variant.url} (${variant.what}) ${breach}`);
  }
  return problems;
}
