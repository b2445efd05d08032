import { fillPath, pathKey, type Endpoint, type SuccessStatusOf } from '@rally/domain';
import type { z } from 'zod';
import { api } from './api';

// The web's side of the endpoint contracts of @rally/domain (issue 26): a call, its query key and
// its query options are derived from the one declaration the server registers its route from, so
// the answer's type is the server's and a contract change that breaks a caller fails the type
// check. docs/DEVELOPING.md "One contract per endpoint".

type Wire<S> = S extends z.ZodType ? z.input<S> : never;

/** The answer of a call: the JSON of the contract's success status, as its schema describes it (nothing for a 204). */
export type AnswerOf<E extends Endpoint> = E['response'][SuccessStatusOf<E>] extends z.ZodNull
  ? void
  : Wire<E['response'][SuccessStatusOf<E>]>;

// A part is required when its schema has a required field (a path's params always do).
type Part<Name extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [K in Name]?: z.input<S> }
    : { [K in Name]: z.input<S> }
  : { [K in Name]?: undefined };

/** What a call sends: the path's params, the query and the body as the contract's schemas take them. */
export type CallInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']> & { signal?: AbortSignal };

// The input may be left out when no part of it is required.
type InputArgs<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * A contract named by its method and path only, typed as the contract itself (its schemas stay out
 * of the bundle): `endpointRef<typeof referenceContract.sports>({ method: 'GET', path: '/sport/' })`
 * with `import type { referenceContract }`. For code in chunks that carry no zod: the public
 * pages, `lib/` modules the start or the layouts import. Anywhere else pass the contract itself.
 * The type check holds the method and path to the contract's.
 */
export const endpointRef = <E extends Endpoint>(ref: Pick<E, 'method' | 'path'>) => ref as E;

type Sent = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; signal?: AbortSignal };

/** Calls the endpoint: `call(newsContract.update, { params: { id }, body })`; throws ApiError as `api` does. */
export function call<E extends Endpoint>(contract: E, ...[input]: InputArgs<E>): Promise<AnswerOf<E>> {
  const { params, query, body, signal } = (input ?? {}) as Sent;
  return api<AnswerOf<E>>(fillPath(contract.path, params), {
    method: contract.method,
    // The query's values are what the schema takes from a URL: text, numbers, booleans, lists.
    query: query as Record<string, string | number | boolean | undefined>,
    body,
    signal,
  });
}

/** A key's input: any part of the params and query (a prefix names every query it starts). */
export type KeyInput<E extends Endpoint> = {
  params?: E['params'] extends z.ZodType ? Partial<z.input<E['params']>> : undefined;
  query?: E['query'] extends z.ZodType ? Partial<z.input<E['query']>> : undefined;
};

/**
 * The TanStack Query key of an endpoint's answer: the path's segments with the params given, then
 * the query: `keyOf(newsContract.list, { query: { club: 5, page: 2 } })` is
 * `['news', { club: 5, page: 2 }]`. Keys match by prefix and by part of a query object, so
 * `keyOf(newsContract.list)` names every news query and `keyOf(c, { query: { club: 5 } })` every
 * page of club 5's list: what a mutation's `invalidates` names.
 */
export function keyOf<E extends Endpoint>(contract: E, input: KeyInput<E> = {}): readonly unknown[] {
  const path = pathKey(contract.path, input.params as Record<string, unknown> | undefined);
  return input.query === undefined ? path : [...path, input.query];
}

/**
 * The query options of an endpoint's answer (key and fetcher): `useQuery(queryOf(newsContract.list,
 * { query: { page } }))`, or spread with more options. A query that keeps only part of the answer
 * uses `select`, never another fetcher under the same key.
 */
export const queryOf = <E extends Endpoint>(contract: E, ...[input]: InputArgs<E>) => ({
  queryKey: keyOf(contract, (input ?? {}) as KeyInput<E>),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(contract, ...([{ ...input, signal }] as unknown as InputArgs<E>)),
});
