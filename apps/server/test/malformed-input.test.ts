// The malformed-input harness: every registered route with a body schema gets valid-shaped and
// mangled bodies (dropped fields, wrong types, nulls, huge and nasty strings, deep nesting,
// prototype keys, non-objects, invalid JSON, other content types) from Riverside's AGENT, with
// its params aimed at Riverside; every route with path parameters or a query gets malformed
// values in them, one at a time. Every answer must be below 500, and every 4xx must carry a
// `reason` sentence (DEVELOPING.md, errors). A new route is enrolled by registering it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { clubAdmins, clubs, players, users } from '../src/db/schema';
import { createTestApp, login } from './helpers';
import { apiRoutesOf, nameOf, routeCollector } from './harness/api-routes';
import { playerIdOf } from './harness/access-checks';
import { checkMalformedInput, checkMalformedUrl } from './harness/malformed-check';

/** Runs per route: enough to meet every kind of mangling at least once over the suite, and bounded. */
const NUM_RUNS = 25;

const collector = routeCollector();
const t = await createTestApp({}, { onRoute: collector.onRoute });
const allRoutes = apiRoutesOf(collector.routes);
const routes = allRoutes.filter((r) => r.body);

let riversideId = 0;
let agentPlayerId = 0;
beforeAll(async () => {
  [{ id: riversideId }] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, 'Riverside Tennis Club'));
  [{ id: agentPlayerId }] = await t.db.select({ id: players.id }).from(players).innerJoin(users, eq(users.id, players.user_id)).where(eq(users.email, 'agent@example.com'));
});

// A valid body may demote or suspend the caller (PATCH /api/clubadmin/:id/ can); make the AGENT an
// active AGENT again before each route, so every route is exercised past its access check.
beforeEach(async () => {
  await t.db
    .insert(clubAdmins)
    .values({ club_id: riversideId, player_id: agentPlayerId, status: 'A', roles: ['A'] })
    .onConflictDoUpdate({ target: [clubAdmins.club_id, clubAdmins.player_id], set: { status: 'A', roles: ['A'] } });
});
afterAll(() => t.close());

let token = '';
/** The AGENT's token; logs in again only when a route revoked it (each login costs a scrypt hash). */
async function agentToken(): Promise<string> {
  if (!token || !(await playerIdOf(t, token))) token = await login(t.app, 'agent@example.com');
  return token;
}

it('finds routes with a body schema', () => {
  expect(routes.map(nameOf)).toContain('POST /api/login/');
});

for (const route of routes) {
  it(`${nameOf(route)} answers < 500, with a reason on every 4xx, to malformed bodies`, async () => {
    await checkMalformedInput(t, route, riversideId, await agentToken(), { numRuns: NUM_RUNS });
  });
}

for (const route of allRoutes.filter((r) => r.url.includes(':') || r.querystring || (typeof r.access === 'object' && r.access.club === 'query'))) {
  it(`${nameOf(route)} answers < 500, with a reason on every 4xx, to malformed path and query values`, async () => {
    const problems = await checkMalformedUrl(t, route, riversideId, await agentToken());
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
