import type { z } from 'zod';
import type { RouteAccess } from './access';

// One declaration per endpoint (issue 26): the server registers its route from it
// (apps/server/src/http/contract-route.ts) and the web calls it (apps/web/src/lib/endpoint.ts),
// so a change to a path, a payload or an answer is seen by both sides' type checks at once.

/** The methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The answers of an endpoint by HTTP status: a zod schema each (`noContent` for a 204). */
export type Responses = { readonly [status: number]: z.ZodType };

/** The names of a path's `:params` ('/club/:id/fees/:fee/' → 'id' | 'fee'). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What `endpoint()` takes: one API endpoint, its access and its schemas (paths without `/api`). */
export type Endpoint = {
  readonly method: HttpMethod;
  /** The path under `/api`, with the spec's trailing slash and `:name` params: '/news/:id/'. */
  readonly path: string;
  /** Who may call it; the server's guard enforces it and `test/route-areas.ts` lists it. */
  readonly access: RouteAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answers by status; the lowest 2xx is the answer a handler returns (a redirect: 302, sent by the handler). */
  readonly response: Responses;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly tags: readonly string[];
  /** The store's refusal of a bad body (spec 2 §8: 'Invalid court details'). */
  readonly invalidReason?: string;
};

// A path with `:params` must declare them in `params`, each by name.
type ParamsCheck<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? unknown
  : { params: z.ZodType<unknown, { [K in PathParamNames<E['path']>]: unknown }> };

/** Declares one endpoint; the literal types of its method, path and access are kept for both callers. */
export const endpoint = <const E extends Endpoint>(declaration: E & ParamsCheck<E>): E => declaration;

/** The success statuses an endpoint may declare (a redirect's 302 when it declares no 2xx: the handler sends it). */
export type SuccessStatus = 200 | 201 | 202 | 204 | 302;

/** The status of an endpoint's answer (the lowest 2xx it declares). */
export type SuccessStatusOf<E extends Endpoint> = Extract<keyof E['response'], SuccessStatus>;

/** The status of an endpoint's answer at run time: the lowest 2xx it declares, else its redirect (302). */
export function successStatusOf(contract: Endpoint): SuccessStatus {
  const declared = Object.keys(contract.response)
    .map(Number)
    .sort((a, b) => a - b);
  const status = declared.find((code) => code >= 200 && code < 300) ?? declared.find((code) => code === 302);
  if (!status) throw new Error(`${contract.method} ${contract.path} declares no 2xx answer`);
  return status as SuccessStatus;
}

/** The path with its `:params` filled in, each encoded: fillPath('/news/:id/', { id: 5 }) is '/news/5/'. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path} needs the param ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The path's segments with the params given filled in, up to the first one not given: the start
 * of the endpoint's query keys ('/news/:id/' with { id: 5 } → ['news', 5]; without → ['news']).
 */
export function pathKey(path: string, params: Readonly<Record<string, unknown>> = {}): (string | number)[] {
  const key: (string | number)[] = [];
  for (const segment of path.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      key.push(segment);
      continue;
    }
    const value = params[segment.slice(1)];
    if (value === undefined || value === null || value === '') break;
    key.push(typeof value === 'number' ? value : String(value));
  }
  return key;
}
