import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/helpers';
import { DATABASE_UNAVAILABLE_REASON, isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows the errors of a database that cannot be reached, wrapped or not', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('PGlite is closed'),
      // Drizzle's wrapper around the driver's error, and Node's attempts at each address.
      Object.assign(new Error('Failed query: select 1'), { cause: withCode('ECONNREFUSED') }),
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: 'ECONNREFUSED' }),
      new AggregateError([withCode('ECONNREFUSED')]),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves every other error to the rest of the handler', () => {
    for (const error of [
      new Error('boom'),
      withCode('23505'),
      withCode('22P02'),
      Object.assign(new Error('Failed query'), { cause: withCode('40001') }),
      null,
      'text',
      { code: 1 },
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

// The database closed under a running app (a shutdown racing a request; on PostgreSQL the pool
// ended): the API answers 503 with Retry-After, never a 500. test/database-down.pg.test.ts stops a
// PostgreSQL server under the app and starts it again.
describe('a request while the database is closed', () => {
  let t: TestApp;
  let auth = '';
  beforeAll(async () => {
    t = await createTestApp();
    auth = await login(t.app, 'player@example.com');
  });
  afterAll(() => t.app.close());

  it('answers 503 with Retry-After and a reason, whatever it asks', async () => {
    expect((await t.app.inject({ url: '/api/user/', headers: { authorization: auth } })).statusCode).toBe(200);
    await t.database.close();
    for (const request of [
      { url: '/api/user/', headers: { authorization: auth } },
      { url: '/api/user/', headers: { authorization: `Token ${'1'.repeat(40)}` } }, // a token it cannot look up: not a 401
      { method: 'POST' as const, url: '/api/login/', payload: { username: 'player@example.com', password: 'wrong' } },
      { url: '/api/club/' },
    ]) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ reason: DATABASE_UNAVAILABLE_REASON });
    }
    expect((await t.app.inject({ url: '/api/health/' })).statusCode).toBe(200);
  });
});
