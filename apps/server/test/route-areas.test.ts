// Every registered route must be in the reviewed route-to-area table (route-areas.ts) with the
// access it declares: a route declared with the wrong area, or a new route nobody has reviewed,
// fails here. After a deliberate change, `UPDATE_ROUTE_AREAS=1 npx vitest run --project server
// test/route-areas.test.ts` rewrites the table; the diff is what a reviewer reads.
import { writeFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { createTestApp } from './helpers';
import { apiRoutesOf, nameOf, routeCollector } from './harness/api-routes';
import { accessSummary } from './harness/access-summary';
import { routeAreas } from './route-areas';

const collector = routeCollector();
const t = await createTestApp({}, { onRoute: collector.onRoute });
afterAll(() => t.close());

const declared = Object.fromEntries(apiRoutesOf(collector.routes).map((r) => [nameOf(r), accessSummary(r.access)]));

if (process.env.UPDATE_ROUTE_AREAS) {
  const lines = Object.entries(declared)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([route, access]) =>
        `  ${JSON.stringify(route).replaceAll('"', "'")}: ${JSON.stringify(access).replaceAll('"', "'")},`,
    );
  const header = [
    '// The route-to-area table: every API route and who may call it (harness/access-summary.ts says',
    "// how to read a line). Reviewed by hand: route-areas.test.ts fails when a route's declaration",
    '// differs from its line here, or a route is missing or gone.',
    '',
    'export const routeAreas: Record<string, string> = {',
  ];
  writeFileSync(new URL('./route-areas.ts', import.meta.url), [...header, ...lines, '};', ''].join('\n'));
}

it('every route is in the reviewed route-to-area table, with the access it declares', () => {
  const unreviewed = Object.keys(declared)
    .filter((route) => !(route in routeAreas))
    .map((route) => `${route}: ${declared[route]} (not in test/route-areas.ts)`);
  const differing = Object.keys(declared)
    .filter((route) => route in routeAreas && routeAreas[route] !== declared[route])
    .map((route) => `${route}: declares '${declared[route]}', the table says '${routeAreas[route]}'`);
  const gone = Object.keys(routeAreas)
    .filter((route) => !(route in declared))
    .map((route) => `${route}: in the table but not registered`);
  const problems = [...unreviewed, ...differing, ...gone];
  expect(problems, problems.join('\n')).toEqual([]);
});
