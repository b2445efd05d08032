import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client';
import { findActorByToken } from '../../src/http/auth';
import { nameOf, type ApiRoute, type ReachedRoute } from './api-routes';
import { changedTables, snapshotTables } from './db-snapshot';
import { planRequest } from './route-requests';

/** What the checks need: something to send requests to, its database, and which route a request reached. */
export type Target = { app: Pick<FastifyInstance, 'inject'>; db: Db; reached?: ReachedRoute };

/** The first 300 characters of a response body, for reports. */
export const excerpt = (res: LightMyRequestResponse) => res.body.slice(0, 300);

/** The `reason` of an error body, or undefined when the body has none (or is not JSON). */
export function reasonOf(res: LightMyRequestResponse): unknown {
  try {
    return (res.json() as { reason?: unknown }).reason;
  } catch {
    return undefined;
  }
}

/** The player behind an `Authorization: Token …` header, if the token is valid. */
export async function playerIdOf(target: Target, authorization: string): Promise<number | undefined> {
  const key = authorization.replace(/^(Token|Bearer)\s+/, '');
  return (await findActorByToken(target.db, key))?.playerId;
}

const BOGUS_TOKEN = `Token ${'0'.repeat(40)}`;

/** A route that needs a login answers 401 with a reason to no token and to an unknown token. */
export async function checkLoginRequired(target: Target, route: ApiRoute): Promise<string[]> {
  const problems: string[] = [];
  for (const authorization of [undefined, BOGUS_TOKEN]) {
    const res = await target.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '1'),
      headers: authorization ? { authorization } : {},
    });
    const how = authorization ? 'with an unknown token' : 'without a token';
    if (res.statusCode !== 401)
      problems.push(`${nameOf(route)} ${how} answered ${res.statusCode}, not 401: ${excerpt(res)}`);
    else if (typeof reasonOf(res) !== 'string')
      problems.push(`${nameOf(route)} ${how} answered 401 without a reason: ${excerpt(res)}`);
  }
  return problems;
}

/**
 * Calls a club route against `clubId` as `who` (an Authorization header) and expects `status`
 * (404 for someone with no standing at the club, 403 for an administrator without the role),
 * a reason, and not one row changed in any table.
 */
export async function checkDenied(
  target: Target,
  route: ApiRoute,
  clubId: number,
  who: { name: string; authorization: string },
  status: 403 | 404,
): Promise<string[]> {
  const request = await planRequest(target.db, route, clubId, await playerIdOf(target, who.authorization));
  const before = await snapshotTables(target.db);
  target.reached?.take();
  const res = await target.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { authorization: who.authorization },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  const reached = target.reached?.take();
  const changed = changedTables(before, await snapshotTables(target.db));
  const problems: string[] = [];
  const what = `${request.method} ${request.url} as ${who.name}`;
  if (target.reached && reached !== nameOf(route)) {
    problems.push(
      `${what} reached ${reached ?? 'no route (the router answered)'}, not ${nameOf(route)}: the harness could not aim it`,
    );
  }
  if (res.statusCode !== status) {
    problems.push(`${what} answered ${res.statusCode}, not ${status}: ${excerpt(res)}`);
    problems.push(...request.problems.map((p) => `  (harness: ${p})`));
  } else if (typeof reasonOf(res) !== 'string') {
    problems.push(`${what} answered ${status} without a reason: ${excerpt(res)}`);
  }
  problems.push(
    ...request.unaimed.map((p) => `${what}: not aimed at the club's data, so the answer proves nothing: ${p}`),
  );
  if (changed.length) problems.push(`${what} changed data: ${changed.join(', ')}`);
  return problems;
}

/**
 * Calls a club route against `clubId` as `who`, someone whose standing the route's kinds name (a
 * member on a member route), and expects the access guard to let them through: whatever the
 * route answers after that (200, or a 400 about the sample body) is the route's business.
 */
export async function checkPassesGuard(
  target: Target & { reached: ReachedRoute },
  route: ApiRoute,
  clubId: number,
  who: { name: string; authorization: string },
): Promise<string[]> {
  const request = await planRequest(target.db, route, clubId, await playerIdOf(target, who.authorization));
  target.reached.take();
  const res = await target.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { authorization: who.authorization },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  const passed = target.reached.passedGuard();
  const reached = target.reached.take();
  const what = `${request.method} ${request.url} as ${who.name}`;
  const problems = request.unaimed.map(
    (p) => `${what}: not aimed at the club's data, so the answer proves nothing: ${p}`,
  );
  if (reached !== nameOf(route)) problems.push(`${what} reached ${reached ?? 'no route'}, not ${nameOf(route)}`);
  else if (!passed) problems.push(`${what} was stopped by the access guard (${res.statusCode}): ${excerpt(res)}`);
  return problems;
}

/** An 'operator' route (issue 31) called by someone who is not an operator: 403 with a reason, nothing written. */
export async function checkOperatorOnly(
  target: Target,
  route: ApiRoute,
  clubId: number,
  who: { name: string; authorization: string },
): Promise<string[]> {
  const request = await planRequest(target.db, route, clubId, await playerIdOf(target, who.authorization));
  const before = await snapshotTables(target.db);
  const res = await target.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { authorization: who.authorization },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  const changed = changedTables(before, await snapshotTables(target.db));
  const what = `${request.method} ${request.url} as ${who.name}`;
  const problems: string[] = [];
  if (res.statusCode !== 403) problems.push(`${what} answered ${res.statusCode}, not 403: ${excerpt(res)}`);
  else if (typeof reasonOf(res) !== 'string') problems.push(`${what} answered 403 without a reason: ${excerpt(res)}`);
  if (changed.length) problems.push(`${what} changed data: ${changed.join(', ')}`);
  return problems;
}
