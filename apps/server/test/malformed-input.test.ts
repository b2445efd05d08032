// The malformed-input harness: every registered route with a body schema gets valid-shaped and
// mangled bodies (dropped fields, wrong types, nulls, huge and nasty strings, deep nesting,
// prototype keys, non-objects, invalid JSON, other content types) from Riverside's AGENT, with
// its params aimed at Riverside; every route with path parameters or a query gets malformed
// values in them, one at a time. Every answer must be below 500, and every 4xx must carry a
// `reason` sentence (DEVELOPING.md, errors) in the product's words, never the validator's. Every date parameter and date field (found by trying
// the route's own schema: harness/impossible-dates.ts) is also given dates off the calendar
// (2026-02-30, 2026-13-01, 2027-02-29), which must be refused with a 400. A new route is enrolled
// by registering it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { defaultFeatureParams, isFeatureName } from '@rally/domain';
import { clubAdmins, clubFeatures, clubs, marketFeatures, players, users } from '../src/db/schema';
import { createTestApp, login } from './helpers';
import { grantOperator } from '../src/modules/auth/operators.service';
import { apiRoutesOf, nameOf, routeCollector } from './harness/api-routes';
import { playerIdOf } from './harness/access-checks';
import { datePlacesOf } from './harness/impossible-dates';
import { checkMalformedInput, checkMalformedUrl } from './harness/malformed-check';
import { planRequest } from './harness/route-requests';

/** Runs per route: enough to meet every kind of mangling at least once over the suite, and bounded. */
const NUM_RUNS = 25;

const collector = routeCollector();
const t = await createTestApp({}, { onRoute: collector.onRoute });
const allRoutes = apiRoutesOf(collector.routes);
const routes = allRoutes.filter((r) => r.body);

let riversideId = 0;
let agentPlayerId = 0;
beforeAll(async () => {
  [{ id: riversideId }] = await t.db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.name, 'Riverside Tennis Club'));
  [{ id: agentPlayerId }] = await t.db
    .select({ id: players.id })
    .from(players)
    .innerJoin(users, eq(users.id, players.user_id))
    .where(eq(users.email, 'agent@example.com'));
  // The operator console's routes (issue 31) get their inputs checked too: the AGENT is an operator here.
  await grantOperator(t.db, 'agent@example.com');
});

// A valid body may demote or suspend the caller (PATCH /api/clubadmin/:id/ can), or change the
// club's package; make the AGENT an active AGENT again and switch every feature on before each
// route, so every route is exercised past its access check and its package gate (a 403 before
// the input is read).
beforeEach(async () => {
  const features = await t.db
    .select({ id: marketFeatures.id, name: marketFeatures.name, params: marketFeatures.default_params })
    .from(marketFeatures);
  await t.db
    .insert(clubFeatures)
    .values(
      features.map((f) => ({
        club_id: riversideId,
        feature_id: f.id,
        enabled: true,
        params: { ...(isFeatureName(f.name) ? defaultFeatureParams(f.name) : {}), ...f.params },
      })),
    )
    .onConflictDoUpdate({ target: [clubFeatures.club_id, clubFeatures.feature_id], set: { enabled: true } });
  await t.db
    .insert(clubAdmins)
    .values({ club_id: riversideId, player_id: agentPlayerId, status: 'A', roles: ['A'] })
    .onConflictDoUpdate({ target: [clubAdmins.club_id, clubAdmins.player_id], set: { status: 'A', roles: ['A'] } });
  // An operator route may have suspended or refused the club.
  await t.db
    .update(clubs)
    .set({ suspended_at: null, suspended_reason: null, refused_reason: null })
    .where(eq(clubs.id, riversideId));
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

it('finds the date parameters of a query and a body, and leaves free text alone', async () => {
  const placesOf = async (name: string, part: 'querystring' | 'body') => {
    const route = allRoutes.find((r) => nameOf(r) === name)!;
    const request = await planRequest(t.db, route, riversideId, agentPlayerId);
    return datePlacesOf(route[part], part === 'body' ? request.body : request.query).map((p) => p.path.join('.'));
  };
  expect(await placesOf('GET /api/transaction/', 'querystring')).toEqual(['datefrom', 'dateto']);
  expect(await placesOf('POST /api/club/:id/get_event_map/', 'body')).toEqual(['from', 'to']);
  expect(await placesOf('GET /api/courtbookinginstance/', 'querystring')).toEqual(
    expect.arrayContaining(['start', 'end']),
  );
  expect(await placesOf('GET /api/courtbookinginstance/', 'querystring')).not.toContain('name');
});

for (const route of routes) {
  it(`${nameOf(route)} answers < 500, with a reason on every 4xx, to malformed bodies`, async () => {
    await checkMalformedInput(t, route, riversideId, await agentToken(), { numRuns: NUM_RUNS });
  });
}

for (const route of allRoutes.filter(
  (r) => r.url.includes(':') || r.querystring || (typeof r.access === 'object' && r.access.club === 'query'),
)) {
  it(`${nameOf(route)} answers < 500, with a reason on every 4xx, to malformed path and query values`, async () => {
    const problems = await checkMalformedUrl(t, route, riversideId, await agentToken());
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
