import type { FastifyRequest, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { RouteAccess } from '../../src/http/auth';
import type { ClubOfRecord } from '../../src/http/club-of-record';
import { isZod } from './json-schema';

/** One registered route and one of its methods, as the harnesses see it. */
export type ApiRoute = {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** Where the club comes from when the call names a record instead (http/club-of-record.ts). */
  clubOf?: ClubOfRecord;
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
};

/** A club route: its access names an area. */
export type ClubRoute = ApiRoute & { access: Exclude<RouteAccess, string> };

/**
 * Which route the last request reached, once its token was accepted (undefined: none did), and
 * whether it then got past the access guard (the route's own preValidation hook runs after the
 * app's, where the guard is).
 */
export type ReachedRoute = { take: () => string | undefined; passedGuard: () => boolean };

/**
 * Collects every route as it is registered: pass `onRoute` to buildApp (or createTestApp). It
 * also gives each route a hook that records the request reaching it (`reached`), so a check can
 * tell the route's own 404 from the router's.
 */
export function routeCollector() {
  const routes: ApiRoute[] = [];
  let last: string | undefined;
  let passed = false;
  const reached: ReachedRoute = {
    take: () => {
      const route = last;
      last = undefined;
      passed = false;
      return route;
    },
    passedGuard: () => passed,
  };
  const onRoute = (route: RouteOptions) => {
    const record = async (request: FastifyRequest) => {
      last = `${request.method} ${request.routeOptions.url}`;
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), record] as RouteOptions['onRequest'];
    const pass = async () => {
      passed = true;
    };
    route.preValidation = [...[route.preValidation ?? []].flat(), pass] as RouteOptions['preValidation'];
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const zodOrNothing = (value: unknown) => (isZod(value) ? value : undefined);
    for (const method of [route.method].flat()) {
      // HEAD routes are Fastify's copies of GET routes.
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        clubOf: route.config?.clubOf,
        body: zodOrNothing(schema.body),
        querystring: zodOrNothing(schema.querystring),
        params: zodOrNothing(schema.params),
      });
    }
  };
  return { routes, onRoute, reached };
}

/** The API's routes: under /api/, without the generated API docs. */
export const apiRoutesOf = (routes: ApiRoute[]) =>
  routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));

export const isClubRoute = (route: ApiRoute): route is ClubRoute => typeof route.access === 'object';

/** 'POST /api/login/', for test names and reports. */
export const nameOf = (route: ApiRoute) => `${route.method} ${route.url}`;

const paramPattern = /:([A-Za-z0-9_]+)(\([^)]*\))?/g;

/** The names of a route's path parameters, in order. */
export const paramNamesOf = (url: string) => [...url.matchAll(paramPattern)].map((m) => m[1]);

/** The route's URL with its parameters filled in and the query appended. */
export function urlOf(route: ApiRoute, params: Record<string, unknown>, query: Record<string, unknown> = {}): string {
  const path = route.url
    .replace(paramPattern, (_, name: string) => encodeURIComponent(String(params[name] ?? 1)))
    .replace(/\*$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
