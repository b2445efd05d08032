import { inject } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helpers';

/**
 * True when the suite runs on a real PostgreSQL (`npm run test:pg`). PGlite is one connection that
 * runs one transaction at a time, so a race test there proves nothing: such tests are
 * `describe.runIf(isPostgres)`.
 */
export const isPostgres = Boolean(inject('pgUrl'));

export type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  authorization: string;
  payload?: unknown;
};

/**
 * Fires every call at once and waits for all the answers (in the order given). `app.inject`
 * runs each request in this process without a socket; on PostgreSQL each request's queries take
 * their own connection from the pool, so the transactions really overlap in the database: what
 * one request reads, another may be changing.
 */
export async function atOnce(app: TestApp['app'], calls: Call[]): Promise<LightMyRequestResponse[]> {
  // Built first, started together: no request gets a head start while the others are prepared.
  const requests = calls.map(
    (c) => () =>
      app.inject({
        method: c.method,
        url: c.url,
        headers: { authorization: c.authorization },
        ...(c.payload === undefined ? {} : { payload: c.payload as object }),
      }),
  );
  return Promise.all(requests.map((start) => start()));
}

/** `n` copies of one call, or `n` calls made by `make(i)`. */
export const times = (n: number, make: (i: number) => Call): Call[] => Array.from({ length: n }, (_, i) => make(i));

/** How many answers had each status code, e.g. `{ 201: 10, 400: 10 }`. */
export const statusCounts = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>(
    (counts, res) => ({ ...counts, [res.statusCode]: (counts[res.statusCode] ?? 0) + 1 }),
    {},
  );
