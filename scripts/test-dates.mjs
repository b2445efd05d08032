// npm run test:dates [-- --at <name>[,<name>…]] [-- vitest filters]: the server suite at instants
// that catch a test (or a rule) leaning on today's date. Each run starts every test file's clock
// at the instant (TEST_CLOCK, apps/server/test/clock-setup.ts) and seeds the template's demo data
// there. The instants are in the demo club's zone (Riverside, Australia/Sydney):
//   saturday-night  a Saturday at 23:30: "today" ends in half an hour, the week is ending
//   dst-end         the Sunday its clocks go back (4 Apr 2027, a 25-hour day), at 01:30
//   dst-start       the Sunday its clocks go forward (3 Oct 2027, a 23-hour day), at 01:30
//   leap-day        29 Feb 2028 at 12:00
//   year-end        31 Dec 2027 at 23:59
//   today           the machine's time
// CI runs the bookings, events, membership and payments suites at one of them (.ci/run).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DateTime } from 'luxon';

const ZONE = 'Australia/Sydney';
const local = (iso) => DateTime.fromISO(iso, { zone: ZONE }).toISO();
export const INSTANTS = {
  'saturday-night': local('2027-03-13T23:30'),
  'dst-end': local('2027-04-04T01:30'),
  'dst-start': local('2027-10-03T01:30'),
  'leap-day': local('2028-02-29T12:00'),
  'year-end': local('2027-12-31T23:59'),
  today: null,
};

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const atIndex = args.indexOf('--at');
const names = atIndex >= 0 ? args.splice(atIndex, 2)[1].split(',') : Object.keys(INSTANTS);
const unknown = names.filter((n) => !(n in INSTANTS));
if (unknown.length) {
  console.error(`test:dates: unknown instant ${unknown.join(', ')}; known: ${Object.keys(INSTANTS).join(', ')}`);
  process.exit(2);
}
// With TEST_DATABASE_URL (or --pg), on PostgreSQL through test:pg; otherwise on PGlite.
const onPg = args[0] === '--pg' ? args.shift() : null;

const results = [];
for (const name of names) {
  const at = INSTANTS[name];
  console.log(`\ntest:dates: ${name} (${at ?? "the machine's time"})`);
  const started = performance.now();
  const command = onPg
    ? ['node', ['scripts/test-pg.mjs', ...args]]
    : ['npx', ['vitest', 'run', '--project', 'server', ...args]];
  const result = spawnSync(command[0], command[1], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(at ? { TEST_CLOCK: at } : {}) },
  });
  results.push({
    name,
    at: at ?? 'now',
    ok: result.status === 0,
    seconds: Math.round((performance.now() - started) / 1000),
  });
}
console.log('\ntest:dates:');
for (const r of results)
  console.log(`  ${r.ok ? 'passed' : 'FAILED'}  ${r.name.padEnd(15)} ${r.at.padEnd(30)} ${r.seconds} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
